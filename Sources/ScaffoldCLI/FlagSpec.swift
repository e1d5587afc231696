import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// Builds a spec's node tree from `scaffold screen` flags, so that a spec written on the
/// command line goes through exactly the checks a spec file does. Diagnostics name the
/// flag and its value in place of a file.
enum FlagSpec {
    /// The node tree of a spec for `screen`, built from the `--dependency`, `--output`, `--action`, `--responder`, `--route` and `--sample` values.
    static func node(screen: String, arguments: ParsedArguments) throws -> Node {
        func location(_ flag: String, _ value: String) -> SourceLocation {
            SourceLocation(file: "--\(flag) \"\(value)\"", line: 1, column: 1)
        }
        let origin = SourceLocation(file: "command line", line: 1, column: 1)
        var entries = [Node.Entry(key: "screen", keyLocation: origin, value: Node(.scalar(screen), at: SourceLocation(file: "<name> \"\(screen)\"", line: 1, column: 1)))]
        func add(_ key: String, _ value: Node.Value) {
            entries.append(Node.Entry(key: key, keyLocation: origin, value: Node(value, at: origin)))
        }
        /// `name: rest` pairs for mapping flags, split at the first `separator`.
        func pairs(_ option: Option<String>, separator: String, example: String) throws -> [Node.Entry] {
            let flag = option.name
            return try arguments.all(option).map { value in
                guard let range = value.range(of: separator) else {
                    throw UsageError("--\(flag) \"\(value)\" is not of the form \(example)")
                }
                let key = String(value[..<range.lowerBound]).trimmingSpaces()
                let rest = String(value[range.upperBound...])
                let start = location(flag, value)
                let restOffset = value[..<range.upperBound].utf8.count + rest.utf8.prefix { $0 == UInt8(ascii: " ") }.count
                return Node.Entry(key: key, keyLocation: start, value: Node(.scalar(rest.trimmingSpaces()), at: start.advanced(by: restOffset)))
            }
        }
        func items(_ option: Option<String>) -> [Node] {
            arguments.all(option).map { Node(.scalar($0), at: location(option.name, $0)) }
        }
        add("dependencies", .mapping(try pairs(ScreenCommand.dependency, separator: ":", example: "\"name: Type\"")))
        add("outputs", .mapping(try pairs(ScreenCommand.output, separator: ":", example: "\"name: Type = initial value\"")))
        add("actions", .sequence(items(ScreenCommand.action)))
        add("responder", .sequence(items(ScreenCommand.responder)))
        add("routes", .sequence(items(ScreenCommand.route)))
        add("samples", .mapping(try pairs(ScreenCommand.sample, separator: "=", example: "\"Type=expression\"")))
        return Node(.mapping(entries), at: origin)
    }
}
