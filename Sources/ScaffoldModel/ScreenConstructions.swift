import ScaffoldSyntax

/// Where code builds a screen's view model or router, found from tokens: the places a new
/// init parameter must reach.
public enum ScreenConstructions {
    /// The `(` tokens of every construction of `type` in `file` whose type scaffold can see:
    /// `Type(…)`, `Type.init(…)` and `let x: Type = .init(…)`.
    public static func opening(of type: String, in file: SourceFile) -> [Int] {
        let tokens = file.tokens
        var found: [Int] = []
        var code: [Int] = []
        code.reserveCapacity(tokens.count)
        for index in tokens.indices where !tokens[index].isComment { code.append(index) }
        func text(_ at: Int) -> String { at >= 0 && at < code.count ? file.text(of: tokens[code[at]]) : "" }
        func kind(_ at: Int) -> Token.Kind? { at >= 0 && at < code.count ? tokens[code[at]].kind : nil }
        for at in code.indices where kind(at + 1) == .leftParen && kind(at) == .identifier {
            let name = text(at)
            if name == type, kind(at - 1) != .period {
                found.append(code[at + 1])
            } else if name == "init", kind(at - 1) == .period,
                      text(at - 2) == type || (kind(at - 2) == .equal && text(at - 3) == type && kind(at - 4) == .colon) {
                found.append(code[at + 1])
            }
        }
        return found
    }

    /// The `(` tokens of `.init(…)` calls whose type scaffold cannot see, in a file that
    /// names `type`: places that may build it.
    public static func possible(of type: String, in file: SourceFile) -> [Int] {
        let tokens = file.tokens
        let known = Set(opening(of: type, in: file))
        var found: [Int] = []
        for index in tokens.indices.dropFirst().dropLast() where tokens[index].kind == .identifier && tokens[index - 1].kind == .period
            && tokens[index + 1].kind == .leftParen && file.text(of: tokens[index]) == "init" && !known.contains(index + 1) {
            // `super.init(` and `self.init(` build something else.
            if index >= 2, tokens[index - 2].kind == .identifier, ["super", "self"].contains(file.text(of: tokens[index - 2])) { continue }
            found.append(index + 1)
        }
        return found
    }
}
