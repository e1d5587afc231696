/// The note a lint run prints once when classes look like view models (observable, held by
/// a view) but match no `lint.viewModelSuffixes`: no rule reads them, and nothing else
/// would say so.
public enum LookalikeViewModels {
    /// The note for `names`, with the lines of `.scaffold.yml` that would include them, or
    /// nil when there are none. The setting is written as a block list, the form the
    /// config reader takes (it refuses `[a, b]`, so a note suggesting it would fail).
    public static func note(_ names: [String], suffixes: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        var proposed: [String] = []
        for name in names {
            let suffix = lastWord(of: name)
            if !suffix.isEmpty, suffix != name, !proposed.contains(suffix) { proposed.append(suffix) }
        }
        let setting = (suffixes + proposed).map { "\n      - \($0)" }.joined()
        let one = names.count == 1
        let count = one ? "1 class looks" : "\(names.count) classes look"
        return "note: \(count) like a view model (observable, and held by a view) but no rule reads \(one ? "it" : "them"), since \(one ? "its name ends" : "their names end") in none of lint.viewModelSuffixes: \(shown); "
            + "to lint \(one ? "it and its views" : "them and their views"), add \(one ? "its" : "their") suffix in .scaffold.yml:\n  lint:\n    viewModelSuffixes:\(setting)"
    }

    /// The last word of an UpperCamelCase name: `VM` of `ProductDetailVM`, `Store` of
    /// `CartStore`.
    static func lastWord(of name: String) -> String {
        let characters = Array(name)
        guard let last = characters.last else { return "" }
        var start = characters.count - 1
        if last.isUppercase {
            // An acronym: the run of capitals at the end.
            while start > 0, characters[start - 1].isUppercase { start -= 1 }
        } else {
            while start > 0, !characters[start].isUppercase { start -= 1 }
        }
        return String(characters[start...])
    }
}
