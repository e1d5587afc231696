/// Small text operations the readers, messages and reports share.
extension String {
    /// The string with trailing spaces and tabs removed.
    package func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }

    /// The string with spaces and tabs removed at both ends.
    package func trimmingSpaces() -> String {
        var result = Substring(self)
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }

    /// The string escaped for use inside a double-quoted YAML, JSON or Swift string.
    package func escapedForDoubleQuotes() -> String {
        var result = ""
        for char in self {
            switch char {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(char)
            }
        }
        return result
    }

    /// The string padded with spaces to `width` characters.
    package func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string right-aligned in `width` characters.
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
