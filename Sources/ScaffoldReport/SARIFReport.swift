import Foundation
import ScaffoldLint
import ScaffoldSupport
import ScaffoldSyntax

/// The `sarif` reporter: SARIF 2.1.0, one run, the rules that ran as the driver's rules,
/// and one result a finding with its rule index, level and location. Paths are relative
/// URIs, resolved against the `%SRCROOT%` base id (the working directory).
enum SARIFReport {
    /// The schema the report declares.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report as a SARIF log.
    static func format(_ report: LintReport) -> String {
        let rules = report.rules.sorted { $0.id < $1.id }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.name, $0) })
        let ruleObjects = rules.map { rule in
            JSONValue.object([
                ("id", .string(rule.name)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("help", .object([("text", .string("Run `scaffold explain \(rule.name)` for examples."))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        let results = report.diagnostics.map { diagnostic -> JSONValue in
            var fields: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID ?? "scaffold"))]
            if let ruleIndex = diagnostic.ruleID.flatMap({ index[$0] }) { fields.append(("ruleIndex", .number(ruleIndex))) }
            fields += [
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object(location(diagnostic))])),
            ]
            return .object(fields)
        }
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("scaffold")),
                    ("version", .string(ScaffoldVersion.current)),
                    ("rules", .array(ruleObjects)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ]).serialized(pretty: true) + "\n"
    }

    /// A result's location: the file and region (its end, when known), and the symbol
    /// as a logical location.
    static func location(_ diagnostic: Diagnostic) -> [(String, JSONValue)] {
        var region: [(String, JSONValue)] = [("startLine", .number(diagnostic.location.line)), ("startColumn", .number(diagnostic.location.column))]
        if let end = diagnostic.end {
            region += [("endLine", .number(end.line)), ("endColumn", .number(end.column))]
        }
        var fields: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(diagnostic.location.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                ("region", .object(region)),
            ])),
        ]
        if let symbol = diagnostic.symbol {
            fields.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(symbol))])])))
        }
        return fields
    }

    /// A path as a URI reference: `/` separators, spaces and other reserved bytes escaped
    /// (`%` and two uppercase hex digits), written as bytes.
    static func uri(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            let safe = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            if safe {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
