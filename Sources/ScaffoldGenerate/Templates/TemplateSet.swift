import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax
import ScaffoldTemplates

/// The templates a generation uses: the built-ins, each replaced by the file of the same
/// name in a repository's override folder when there is one.
public struct TemplateSet: Sendable {
    /// Templates of earlier versions that are now one template, by their old names.
    static let mergedTemplates = [
        "ViewModelTests.xctest.mustache": "ViewModelTests.swift.mustache", "ViewModelTests.swift-testing.mustache": "ViewModelTests.swift.mustache",
        "RouterTests.xctest.mustache": "RouterTests.swift.mustache", "RouterTests.swift-testing.mustache": "RouterTests.swift.mustache",
    ]

    /// Every template name, in the order `scaffold templates export` lists them.
    public static let names = BuiltinTemplates.files.map(\.name)

    private var sources: [String: (source: String, origin: String)] {
        // New texts: templates parsed from the old ones are no longer theirs.
        didSet { parsed = ParsedTemplates() }
    }
    /// The templates parsed so far, shared by the copies of this set: a process parses each
    /// template once, however many screens it renders (`scaffold app` renders every screen
    /// of an app twice, and parsing was half its time).
    private var parsed = ParsedTemplates()
    /// Problems with the override folder that do not stop generation (unknown file names).
    public private(set) var warnings: [String] = []

    /// The built-in templates only.
    public static let builtIn = TemplateSet(sources: Dictionary(uniqueKeysWithValues: BuiltinTemplates.files.map {
        ($0.name, ($0.source, "Templates/\($0.name) (built-in)"))
    }))

    private init(sources: [String: (source: String, origin: String)]) {
        self.sources = sources
    }

    /// The built-ins, overridden by the `.mustache` files in `directory` (when given).
    /// `displayDirectory` is how messages name the folder. `checking` sees each override's
    /// path before it is read, and throws to refuse it (one that leads out of the repository).
    public static func load(overrides directory: String?, displayDirectory: String? = nil,
                            checking: (String) throws -> Void = { _ in }) throws -> TemplateSet {
        var set = builtIn
        guard let directory else { return set }
        let shown = displayDirectory ?? directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError(SourceLocation(file: shown, line: 1, column: 1), "the templates folder does not exist; create it with `scaffold templates export \(shown)`, or remove `templates:` from the config")
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for file in files.sorted() where file.hasSuffix(".mustache") {
            guard names.contains(file) else {
                if let merged = mergedTemplates[file] {
                    set.warnings.append("\(shown)/\(file): the XCTest and Swift Testing templates are one now, \(merged), with {{#xctest}} and {{#swiftTesting}} sections; move your changes there (this file is ignored)")
                } else {
                    set.warnings.append("\(shown)/\(file): not a template scaffold uses\(Suggestion.didYouMean(file, in: names)); it is ignored")
                }
                continue
            }
            let path = (directory as NSString).appendingPathComponent(file)
            try checking(path)
            let bytes: [UInt8]
            do {
                bytes = try FileReader.read(path)
            } catch {
                throw DiagnosticError(SourceLocation(file: "\(shown)/\(file)", line: 1, column: 1), "cannot read the template: \(error.reason)")
            }
            let text = try TextCheck.text(bytes, file: "\(shown)/\(file)", what: "the template")
            set.sources[file] = (text, "\(shown)/\(file)")
        }
        return set
    }

    /// The parsed template with this name.
    public func template(_ name: String) throws -> Template {
        guard let entry = sources[name] else {
            throw DiagnosticError(SourceLocation(file: name, line: 1, column: 1), "no template named '\(name)'")
        }
        return try parsed.template(name) { try Template(name: entry.origin, source: entry.source) }
    }

    /// The source text of the template with this name.
    public func source(_ name: String) -> String? {
        sources[name]?.source
    }

    /// Parsed templates by name, behind a lock (sets are shared across threads).
    private final class ParsedTemplates: @unchecked Sendable {
        private let lock = NSLock()
        private var templates: [String: Template] = [:]

        /// The template named `name`, parsed by `parse` the first time it is asked for (a
        /// template that does not parse is not kept: each use throws its diagnostic).
        func template(_ name: String, parse: () throws -> Template) throws -> Template {
            if let template = lock.withLock({ templates[name] }) { return template }
            let template = try parse()
            lock.withLock { templates[name] = template }
            return template
        }
    }
}
