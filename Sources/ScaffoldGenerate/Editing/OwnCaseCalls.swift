import ScaffoldSyntax

/// A router's tests call `sut.handle(.saved)` for the screen's own responder action. Once the
/// router also has a `handle(_:)` over an opened screen's `ResponderAction` with a `saved`,
/// that call is ambiguous; naming the type in front of the case
/// (`sut.handle(LoginViewModel.ResponderAction.saved)`) is an insertion that keeps it
/// compiling, as new router tests are written.
public enum OwnCaseCalls {
    /// The insertions that name `viewModel`'s `ResponderAction` in each `sut.handle(.name…)`
    /// of `file` whose case is one of `names`.
    public static func qualifications(in file: SourceFile, names: Set<String>, viewModel: String) -> [SourceEdit] {
        guard !names.isEmpty else { return [] }
        let tokens = file.tokens.indices.filter { !file.tokens[$0].isComment }
        func text(_ offset: Int) -> String { file.text(of: file.tokens[tokens[offset]]) }
        var edits: [SourceEdit] = []
        for offset in tokens.indices.dropFirst(2).dropLast(3) where text(offset) == "handle" && text(offset - 1) == "." && text(offset - 2) == "sut"
            && text(offset + 1) == "(" && text(offset + 2) == "." && names.contains(text(offset + 3)) {
            edits.append(SourceEdit(insert: "\(viewModel).ResponderAction", at: Int(file.tokens[tokens[offset + 2]].start)))
        }
        return edits
    }
}
