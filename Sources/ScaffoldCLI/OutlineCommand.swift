import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldWorkspace

/// `scaffold outline FILE...`: the declaration tree the linter sees.
enum OutlineCommand: Command {
    /// `--json`: the stable JSON form.
    static let json = Flag("json", help: "Print JSON (the stable form documented in the README).")

    static let spec = CommandSpec(
        name: "outline",
        abstract: "Print the declarations scaffold reads in Swift files, for rule authors and for explaining findings.",
        arguments: [.init(name: "file", help: "Swift files to read.", required: true, variadic: true)],
        options: [.flag(json)],
        discussion: """
        Each line gives the kind (the Swift keyword), name, line:column, attributes and
        modifiers; members are indented under their type. Code scaffold cannot read as a
        declaration is left out.

        EXAMPLES:
          scaffold outline Sources/App/Login/LoginViewModel.swift
          scaffold outline --json Sources/App/*.swift
        """
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        var files: [JSONValue] = []
        for path in arguments.positionals {
            let absolute = console.absolute(path)
            let bytes: [UInt8]
            do {
                bytes = try FileReader.read(absolute)
            } catch {
                throw InputError("\(console.display(absolute)): cannot read it: \(error.reason)")
            }
            let tree = SyntaxTree(SourceFile(path: path, bytes: bytes))
            if arguments[json] {
                files.append(.object([("file", .string(path)), ("declarations", .array(tree.declarations.compactMap(json)))]))
            } else {
                console.out(path)
                for declaration in tree.declarations { printOutline(declaration, depth: 1, console: console) }
            }
        }
        if arguments[json] {
            console.out(JSONValue.array(files).serialized(pretty: true))
        }
        return ExitCode.success
    }

    /// A declaration's attributes as written (`@available(iOS 17, *)`).
    static func attributeTexts(_ declaration: Declaration) -> [String] {
        declaration.attributes.map { "@" + $0.name + ($0.arguments.map { "(\($0))" } ?? "") }
    }

    /// Prints a declaration and its members, indented by depth.
    static func printOutline(_ declaration: Declaration, depth: Int, console: Console) {
        guard declaration.kind != .unknown else { return }
        var parts = [declaration.kind.rawValue, declaration.name, "\(declaration.line):\(declaration.column)"]
        parts += attributeTexts(declaration) + declaration.modifiers
        console.out(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for member in declaration.members { printOutline(member, depth: depth + 1, console: console) }
    }

    /// A declaration and its members in the JSON form; nil for code that is not a declaration.
    static func json(_ declaration: Declaration) -> JSONValue? {
        guard declaration.kind != .unknown else { return nil }
        return .object([
            ("kind", .string(declaration.kind.rawValue)),
            ("name", .string(declaration.name)),
            ("line", .number(declaration.line)),
            ("column", .number(declaration.column)),
            ("attributes", .array(attributeTexts(declaration).map(JSONValue.string))),
            ("modifiers", .array(declaration.modifiers.map(JSONValue.string))),
            ("children", .array(declaration.members.compactMap(json))),
        ])
    }
}
