import ScaffoldSyntax

/// Shell-style globs for paths: `*` matches within one path component, `**` across
/// components (`**/` also matches nothing), `?` one character but `/`.
///
/// Matching is a table over pattern and path positions, one row at a time: time grows
/// with their product and never explodes, whatever the pattern (`*a*a*a*a*b` included).
package enum Glob {
    /// Whether `path` matches `pattern`. A pattern without `/` matches the file name or
    /// any path component; a pattern ending in `/` or naming a folder matches below it.
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? pattern + "**" : pattern
        if !pattern.contains("/") {
            let compiled = compile(Array(pattern.utf8))
            return path.split(separator: "/").contains { match(compiled, Array($0.utf8)) }
        }
        let trimmed = Array((path.hasPrefix("./") ? String(path.dropFirst(2)) : path).utf8)
        return match(compile(Array(pattern.utf8)), trimmed) || match(compile(Array((pattern + "/**").utf8)), trimmed)
    }

    /// A piece of a compiled pattern.
    enum Piece: Equatable {
        case byte(UInt8)
        /// `?`
        case one
        /// `*`
        case star
        /// `**` not followed by `/`
        case globstar
        /// `**/`: nothing, or anything that ends with `/`.
        case globstarSlash
    }

    /// The pieces of a pattern.
    static func compile(_ pattern: [UInt8]) -> [Piece] {
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
        var pieces: [Piece] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            if byte == star, index + 1 < pattern.count, pattern[index + 1] == star {
                if index + 2 < pattern.count, pattern[index + 2] == slash {
                    pieces.append(.globstarSlash)
                    index += 3
                } else {
                    pieces.append(.globstar)
                    index += 2
                }
                continue
            }
            pieces.append(byte == star ? .star : byte == UInt8(ascii: "?") ? .one : .byte(byte))
            index += 1
        }
        return pieces
    }

    /// Whether `pieces` match all of `text`: `next[j]` says whether the pieces after the
    /// current one match `text[j...]`, computed from the last piece back to the first.
    static func match(_ pieces: [Piece], _ text: [UInt8]) -> Bool {
        let count = text.count
        let slash = UInt8(ascii: "/")
        var next = [Bool](repeating: false, count: count + 1)
        next[count] = true
        var current = [Bool](repeating: false, count: count + 1)
        for piece in pieces.reversed() {
            WorkCounter.add(count + 1)
            switch piece {
            case .byte(let byte):
                for j in 0...count { current[j] = j < count && text[j] == byte && next[j + 1] }
            case .one:
                for j in 0...count { current[j] = j < count && text[j] != slash && next[j + 1] }
            case .star:
                current[count] = next[count]
                for j in stride(from: count - 1, through: 0, by: -1) {
                    current[j] = next[j] || (text[j] != slash && current[j + 1])
                }
            case .globstar:
                current[count] = next[count]
                for j in stride(from: count - 1, through: 0, by: -1) { current[j] = next[j] || current[j + 1] }
            case .globstarSlash:
                // `reaches`: some `/` at or after j ends a prefix the piece can take.
                var reaches = false
                current[count] = next[count]
                for j in stride(from: count - 1, through: 0, by: -1) {
                    reaches = (text[j] == slash && next[j + 1]) || reaches
                    current[j] = next[j] || reaches
                }
            }
            swap(&current, &next)
        }
        return next[0]
    }
}
