import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Adds the members a new screen needs to an app's dependency container, in place: a
/// `let name: Type` in the container's struct, and an argument in each of its labelled
/// constructions (`Services.preview`, the app's entry point): the member where generation
/// would put it, so that an untouched container ends up as a fresh one would be, and each
/// argument where the struct's members, as written, put it in its memberwise init. What
/// else is in the files (the real dependencies an engineer wrote into the entry point,
/// members no spec names, comments) is kept byte for byte.
public struct ContainerEditor: SourceInserting {
    /// What the edit comes to.
    public struct Result: Sendable {
        /// The new bytes of each changed file, by path.
        public var files: [(path: String, bytes: [UInt8])] = []
        /// The members added, by name.
        public var added: [String] = []
        /// Constructions scaffold did not edit (unlabelled arguments), to change by hand.
        public var notes: [String] = []
    }

    /// The files as read, by path.
    var sources: [String: SourceFile] = [:]
    /// The insertions so far, by file path.
    var edits: [String: [SourceEdit]] = [:]
    /// Argument lists given an argument so far.
    var insertedArguments: Set<String> = []

    /// Adds to the container `name`, declared in the file at `declaring`, the `members` it
    /// lacks (in their wanted order); the new arguments go into every construction of the
    /// container in that file and in `constructing`. `files` are the files as read, by path.
    /// A member the container has with another type is a failure, at the member's line.
    public static func edit(container name: String, members: [AppGenerator.Member], declaring: String,
                            constructing: [String], files: [String: SourceFile]) throws -> Result {
        var editor = ContainerEditor(sources: files)
        guard let file = files[declaring],
              let container = SyntaxTree(file).declarations.first(where: { ($0.kind == .struct || $0.kind == .class) && $0.name == name }) else {
            throw ScreenEditor.Failure(message: "\(files[declaring]?.path ?? declaring) does not declare `struct \(name)`; scaffold adds the app's dependencies to it: declare it there (or set `container:` in the spec to the type that holds them)")
        }
        let stored = Self.stored(of: container)
        var existing: [String: Declaration] = [:]
        for member in stored where existing[member.name] == nil { existing[member.name] = member }
        for member in members {
            guard let declared = existing[member.name], let type = declared.type else { continue }
            guard TypeText.normalized(type) == TypeText.normalized(member.type) else {
                let location = file.location(of: file.tokens[declared.positionToken])
                throw ScreenEditor.Failure(message: "\(file.path):\(location.line):\(location.column): \(name).\(member.name) is a \(type), but a screen needs '\(member.name): \(member.type)'; give the screen's dependency another name, or change the member's type")
            }
        }
        let missing = members.filter { existing[$0.name] == nil }
        guard !missing.isEmpty else { return Result() }
        let part = ScreenCode.Part(file: file, declaration: container, path: declaring)
        for member in missing {
            let line = Snippet(lines: ["let \(member.name): \(member.type)"])
            if let previous = editor.neighbour(of: member, in: members, existing: existing, before: true) {
                editor.insertMember(line, after: previous, of: part)
            } else if let next = editor.neighbour(of: member, in: members, existing: existing, before: false) {
                editor.insertMember(line, before: next, of: part)
            } else if let last = stored.last {
                editor.insertMember(line, after: last, of: part)
            } else {
                editor.insertMember(line, after: nil, of: part)
            }
        }
        // The order the memberwise init takes its arguments in: the struct's members as
        // they are once the new ones are in (a member no spec names keeps its place).
        let order = editor.memberOrder(of: name, in: file, at: declaring) ?? members.map(\.name)
        var notes: [String] = []
        for path in [declaring] + constructing.filter({ $0 != declaring }) {
            guard let source = files[path] else { continue }
            for open in ScreenConstructions.opening(of: name, in: source) {
                guard let list = CodeReading(source).arguments(openingAt: open) else { continue }
                guard list.arguments.allSatisfy({ $0.label != nil }) else {
                    let location = source.location(of: source.tokens[open - 1])
                    notes.append("\(source.path):\(location.line):\(location.column): this \(name)(…) has unlabelled arguments; pass \(missing.map(\.name).joined(separator: ", ")) here by hand")
                    continue
                }
                let labels = Set(list.arguments.compactMap(\.label))
                // Outside the container's file (the entry point), a fake exists in Debug
                // builds only: the type that builds the container gets a function that
                // returns it there and, in Release, warns until it returns the real one.
                let owner = path == declaring ? nil : SyntaxTree(source).declarations.first { ($0.kind == .struct || $0.kind == .class) && $0.tokenRange.contains(open) }
                for member in missing {
                    // Before the next member of the struct, as it is written, that the list has.
                    let later = order.drop { $0 != member.name }.dropFirst().first { labels.contains($0) }
                    guard member.isFaked, let owner, let holder = owner.members.first(where: { $0.tokenRange.contains(open) }) else {
                        try editor.insertArgument("\(member.name): \(member.sample)", at: open, of: path, before: later)
                        continue
                    }
                    try editor.insertArgument("\(member.name): \(owner.name).\(member.name)()", at: open, of: path, before: later)
                    editor.insertMember(Snippet(lines: Self.releaseStandIn(member, in: owner.name)), after: holder,
                                        of: ScreenCode.Part(file: source, declaration: owner, path: path), separated: true)
                }
            }
        }
        var result = Result(added: missing.map(\.name), notes: notes)
        for (path, fileEdits) in editor.edits.sorted(by: { $0.key < $1.key }) {
            guard let source = files[path], let bytes = SourceEdit.apply(fileEdits, to: source.bytes) else { continue }
            result.files.append((path, bytes))
        }
        return result
    }

    /// The function an entry point builds a faked member with (as `App.swift.mustache`
    /// writes it): the fake in Debug builds, a compile-time warning in Release.
    static func releaseStandIn(_ member: AppGenerator.Member, in owner: String) -> [String] {
        ["/// The real \(member.type) the app runs with: its fake stands in for it in Debug builds, and",
         "/// a Release build warns (and stops at launch) until this returns the real one.",
         "private static func \(member.name)() -> \(member.type) {",
         "    #if DEBUG",
         "    \(member.sample)",
         "    #else",
         "    #warning(\"give \(owner) the real \(member.type): only its fake exists, in Debug builds\")",
         "    fatalError(\"\(owner) has no real \(member.type) yet: return it from \(owner).\(member.name)()\")",
         "    #endif",
         "}"]
    }

    /// The stored instance properties of `container`, in their order: the parameters of its
    /// memberwise init.
    private static func stored(of container: Declaration) -> [Declaration] {
        container.members.filter { ($0.kind == .let || $0.kind == .var) && !$0.isTypeMember && $0.bodyRange == nil }
    }

    /// The names of the stored members of the container `name` in `file` (at `path`) once
    /// the insertions recorded so far are made; nil when the edited file cannot be read back.
    private func memberOrder(of name: String, in file: SourceFile, at path: String) -> [String]? {
        guard let bytes = SourceEdit.apply(edits[path] ?? [], to: file.bytes) else { return nil }
        let edited = SourceFile(path: file.path, bytes: bytes)
        guard let container = SyntaxTree(edited).declarations.first(where: { ($0.kind == .struct || $0.kind == .class) && $0.name == name }) else { return nil }
        return Self.stored(of: container).map(\.name)
    }

    /// The nearest member of `members` before (or after) `member` that the container
    /// declares already.
    private func neighbour(of member: AppGenerator.Member, in members: [AppGenerator.Member], existing: [String: Declaration], before: Bool) -> Declaration? {
        guard let index = members.firstIndex(where: { $0.name == member.name }) else { return nil }
        let candidates = before ? Array(members[..<index].reversed()) : Array(members[(index + 1)...])
        return candidates.lazy.compactMap { existing[$0.name] }.first
    }
}
