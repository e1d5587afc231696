import ScaffoldSyntax

/// Turns file bytes into text for the readers (specs, configs, templates, baselines), with
/// a precise message when they are not UTF-8.
package enum TextCheck {
    /// The first byte that is not UTF-8, with its 1-based line and column, or nil.
    package static func invalidByte(_ bytes: [UInt8]) -> (byte: UInt8, line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position + 1
                }
                position += encoded.count
            case .error:
                return (bytes[position], line, position - lineStart + 1)
            case .emptyInput:
                return nil
            }
        }
    }

    /// "byte 0xFF at line 3, column 7": where the first byte that is not UTF-8 is.
    package static func firstInvalidByte(_ bytes: [UInt8]) -> String {
        guard let bad = invalidByte(bytes) else { return "no invalid byte" }
        let hex = String(bad.byte, radix: 16, uppercase: true)
        return "byte 0x\(hex.count == 1 ? "0" + hex : hex) at line \(bad.line), column \(bad.column)"
    }

    /// The text of `bytes`, or a diagnostic at the first byte that is not UTF-8; `what`
    /// names the file in the message ("the spec").
    package static func text(_ bytes: [UInt8], file: String, what: String) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bad = invalidByte(bytes)
        throw DiagnosticError(SourceLocation(file: file, line: bad?.line ?? 1, column: bad?.column ?? 1),
                              "\(what) is not UTF-8 text (\(firstInvalidByte(bytes))); save it as UTF-8")
    }
}
