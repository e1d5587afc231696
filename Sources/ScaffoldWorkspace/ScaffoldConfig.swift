import Foundation
import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// A repository's `.scaffold.yml`: where specs, sources and tests live, the defaults for
/// generation, and (under `lint:`) the linter's settings. Paths are relative to the
/// folder that holds the file.
public struct ScaffoldConfig: Sendable {
    /// The config file's name.
    public static let fileName = ".scaffold.yml"
    /// The top-level keys.
    public static let keys = ["specs", "sources", "tests", "module", "style", "testing", "testStyle", "platform", "previews", "templates", "naming", "responder", "fakes", "lint", "target"]

    /// Where the `Responder` type every screen uses is declared.
    public enum ResponderPlacement: Sendable, Equatable {
        /// Read the repository for it; write `<sources>/Responder.swift` when none is found.
        case search
        /// It lives in this file (relative to the config): written there when missing.
        case file(String)
        /// The app declares it itself: never write it.
        case none
    }

    /// The folder paths are relative to: the config file's folder, or the working directory.
    public var root: String
    /// The config file, when one was read.
    public var file: String?
    /// The folder with `NAME.screen.yml` specs.
    public var specs = "."
    /// Screens go to `<sources>/<Name>/`.
    public var sources = "Sources"
    /// Tests go to `<tests>/<Name>/`.
    public var tests = "Tests"
    /// The module the tests `@testable import`.
    public var module: String?
    /// The default view model style.
    public var style: ScreenSpec.Style?
    /// The default deployment target.
    public var platform: ScreenSpec.Platform?
    /// The default test framework.
    public var testing: ScreenSpec.Testing?
    /// What new screens' action tests check (`testStyle:`), if set; exhaustive by default.
    public var testStyle: ScreenSpec.TestStyle?
    /// How previews are declared, if set.
    public var previews: ScreenSpec.Previews?
    /// A folder whose templates override the built-ins.
    public var templates: String?
    /// Type-name patterns.
    public var naming = ScreenSettings.Naming()
    /// Where `Responder` lives (`responder:`).
    public var responder = ResponderPlacement.search
    /// The app target screens join, among several of the Xcode project (`target:`).
    public var target: String?
    /// The Xcode project the repository builds its app with, when there is one: the
    /// settings this config leaves unset come from it, and new files join its targets.
    public var project: ProjectLayout?
    /// The `lint:` section.
    public var lint = LintConfig()
    /// The `fakes:` section.
    public var fakes = FakeSettings()
    /// Where each path setting's value is in the config file, by key (`sources`,
    /// `fakes.folder`…), for errors about where it leads.
    public var locations: [String: SourceLocation] = [:]
    /// Whether the config's paths may lead outside the repository: set only from the
    /// command line (`--allow-outside-repository`), never from the file, which is what a
    /// cloned repository controls.
    public var allowsOutsideRepository = false
    /// Folders the user named on the command line (`--sources`, `--tests`, `templates
    /// export DIR`, the folder of `app --spec`), as real paths: commands may write and
    /// read there, inside the repository or not.
    public var commandLineFolders: [String] = []

    /// Where fakes go and what they are called (`fakes:`).
    public struct FakeSettings: Sendable {
        /// The folder of fakes for the tests, relative to the config; nil: `<tests>/Fakes`.
        public var folder: String?
        /// A folder in the app target: when set, fakes go there inside `#if DEBUG` (previews
        /// can use them, and the tests reach them through `@testable import`).
        public var previews: String?
        /// The type name pattern; `{name}` is the protocol's name.
        public var naming = "Fake{name}"

        /// The keys `fakes:` may have.
        public static let keys = ["folder", "previews", "naming"]
    }

    /// The defaults, with paths relative to `root`.
    public init(root: String) {
        self.root = root
    }

    /// An absolute path for a config path.
    public func resolve(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
        return RepositoryWalker.resolvedOnce("standard\u{0}" + joined) { (joined as NSString).standardizingPath }
    }

    /// The nearest `.scaffold.yml` from `directory` up to the repository root (the first
    /// folder with a `.git`), or nil.
    public static func find(from directory: String) -> String? {
        var current = (directory as NSString).standardizingPath
        let files = FileManager.default
        while true {
            let candidate = (current as NSString).appendingPathComponent(fileName)
            if files.fileExists(atPath: candidate) { return candidate }
            if files.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return nil }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The repository holding `directory`: the first folder up from it with a `.git`, or nil.
    public static func repositoryRoot(from directory: String) -> String? {
        var current = (directory as NSString).standardizingPath
        while true {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The config a commit would hold: the nearest `.scaffold.yml` in the git index, from
    /// `directory` up to `top` (the repository's top folder), read from the index, whatever
    /// the working tree holds; the defaults, at `directory`, when the index has none.
    /// `display` names the file in diagnostics.
    public static func loadStaged(from directory: String, top: String, display: (String) -> String) throws -> ScaffoldConfig {
        let realTop = FilePlan.realLocation(of: top)
        var current = FilePlan.realLocation(of: directory)
        guard realTop != "/", FilePlan.isInside(current, realTop) else { return ScaffoldConfig(root: directory) }
        let staged = Dictionary(try Git.indexEntries(in: top).map { ($0.path, $0.object) }, uniquingKeysWith: { first, _ in first })
        while FilePlan.isInside(current, realTop) {
            let relative = current == realTop ? fileName : String(current.dropFirst(realTop.count + 1)) + "/" + fileName
            if let object = staged[relative] {
                let path = (realTop as NSString).appendingPathComponent(relative)
                guard let bytes = try Git.blobs([object], in: top)[object] else {
                    throw DiagnosticError(SourceLocation(file: display(path), line: 1, column: 1), "cannot read the staged config file from git's index; run `git status` to see what git says about it")
                }
                return try load(bytes: bytes, path: path, displayPath: display(path))
            }
            if current == realTop { break }
            current = (current as NSString).deletingLastPathComponent
        }
        return ScaffoldConfig(root: directory)
    }

    /// Reads the config at `path`; `displayPath` names it in diagnostics.
    public static func load(path: String, displayPath: String) throws -> ScaffoldConfig {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path)
        } catch {
            throw DiagnosticError(SourceLocation(file: displayPath, line: 1, column: 1), "cannot read the config file: \(error.reason)")
        }
        return try load(bytes: bytes, path: path, displayPath: displayPath)
    }

    /// Reads a config's `bytes` as the file at `path` (whose folder its paths are
    /// relative to); `displayPath` names it in diagnostics.
    public static func load(bytes: [UInt8], path: String, displayPath: String) throws -> ScaffoldConfig {
        let text = try TextCheck.text(bytes, file: displayPath, what: "the config file")
        let node = try YAMLReader.read(text, file: displayPath)
        var config = ScaffoldConfig(root: (path as NSString).deletingLastPathComponent)
        config.file = path
        try config.apply(node)
        return config
    }

    /// Reads the config's node tree into the settings; throws every problem at once.
    mutating func apply(_ node: Node) throws {
        var reader = NodeReader()
        func text(_ node: Node, _ key: String) -> String? {
            if let value = node.scalar, !value.isEmpty { return value }
            reader.report(node.location, "'\(key)' needs a single value, found \(node.kindDescription)")
            return nil
        }
        guard let entries = reader.entries(node) else {
            throw DiagnosticError(node.location, "a config file is a map of keys (\(Self.keys.joined(separator: ", "))), found \(node.kindDescription)")
        }
        reader.checkKeys(entries, known: Self.keys, listing: "a config's keys are")
        for entry in entries {
            let value = entry.value
            if PathSetting(rawValue: entry.key) != nil { locations[entry.key] = value.textLocation }
            switch entry.key {
            case "specs": specs = text(value, "specs") ?? specs
            case "sources": sources = text(value, "sources") ?? sources
            case "tests": tests = text(value, "tests") ?? tests
            case "templates": templates = text(value, "templates")
            case "target":
                target = text(value, "target")
                locations["target"] = value.textLocation
            case "module":
                module = text(value, "module")
                if let module, !SwiftName.isIdentifier(module) {
                    reader.report(value.textLocation, "'\(module)' is not a module name (a Swift identifier)")
                }
            case "style":
                guard let raw = text(value, "style") else { continue }
                style = reader.choice(raw, at: value.textLocation, noun: "style", expected: "combine or observation")
            case "platform":
                guard let raw = text(value, "platform") else { continue }
                if let parsed = ScreenSpec.Platform(raw) {
                    if let problem = SpecDecoder.problem(platform: parsed, style: nil) { reader.report(value.textLocation, problem) }
                    platform = parsed
                } else {
                    reader.report(value.textLocation, "'\(raw)' is not a platform: write `iOS 16` or `iOS 17`")
                }
            case "testing":
                guard let raw = text(value, "testing") else { continue }
                testing = reader.choice(raw, at: value.textLocation, noun: "test framework", expected: "xctest or swift-testing")
            case "testStyle":
                guard let raw = text(value, "testStyle") else { continue }
                testStyle = reader.choice(raw, at: value.textLocation, noun: "test style", expected: "exhaustive or focused")
            case "previews":
                guard let raw = text(value, "previews") else { continue }
                previews = reader.choice(raw, at: value.textLocation, noun: "preview form", expected: "macro or provider")
            case "responder":
                guard let text = text(value, "responder") else { continue }
                if ["none", "off", "false", "no"].contains(text) {
                    responder = .none
                } else if text.hasSuffix(".swift") {
                    responder = .file(text)
                } else {
                    reader.report(value.textLocation, "'responder' is the Swift file that declares Responder (e.g. App/Shared/Responder.swift), or none when the app declares it and scaffold should never write it")
                }
            case "naming":
                readNaming(value, reader: &reader)
            case "fakes":
                readFakes(value, reader: &reader)
            case "lint":
                do {
                    lint = try LintConfig(value)
                } catch let error as DiagnosticError {
                    reader.report(error.diagnostics)
                } catch {}
            default:
                break
            }
        }
        // The fakes' names, for lint's fake_follows_protocol.
        lint.settings.fakeNaming = fakes.naming
        try reader.check()
    }

    /// `fakes:`: the folders and the name pattern of generated fakes.
    private mutating func readFakes(_ node: Node, reader: inout NodeReader) {
        guard case .mapping(let fields) = node.value else {
            reader.report(node.location, "'fakes' must be a map (folder, previews, naming), found \(node.kindDescription)")
            return
        }
        reader.checkKeys(fields, known: FakeSettings.keys, prefix: "fakes.", listing: "expected")
        for field in fields where FakeSettings.keys.contains(field.key) {
            guard let value = field.value.scalar, !value.isEmpty else {
                reader.report(field.value.location, "'fakes.\(field.key)' needs a single value, found \(field.value.kindDescription)")
                continue
            }
            locations["fakes.\(field.key)"] = field.value.textLocation
            switch field.key {
            case "folder": fakes.folder = value
            case "previews": fakes.previews = value
            default:
                if !value.contains("{name}") || !SwiftName.isIdentifier(value.replacingOccurrences(of: "{name}", with: "X")) {
                    reader.report(field.value.textLocation, "the pattern '\(value)' must contain {name} and make a type name, e.g. \"Fake{name}\"")
                }
                fakes.naming = value
            }
        }
    }

    /// The folder fakes are written to, and whether it is the app target's (previews).
    public var fakeDestination: (folder: String, previews: Bool) {
        if let previews = fakes.previews { return (resolve(previews), true) }
        return (resolve(fakes.folder ?? (tests as NSString).appendingPathComponent("Fakes")), false)
    }

    /// `naming:`: a pattern for each generated type, each with `{name}`, no two the same.
    private mutating func readNaming(_ node: Node, reader: inout NodeReader) {
        guard case .mapping(let fields) = node.value else {
            reader.report(node.location, "'naming' must be a map with view, viewModel and router patterns, found \(node.kindDescription)")
            return
        }
        reader.checkKeys(fields, known: ScreenSettings.Naming.keys, prefix: "naming.", listing: "expected")
        var locations: [String: SourceLocation] = [:]
        for field in fields where ScreenSettings.Naming.keys.contains(field.key) {
            guard let pattern = field.value.scalar, !pattern.isEmpty else {
                reader.report(field.value.location, "'naming.\(field.key)' needs a single value, found \(field.value.kindDescription)")
                continue
            }
            locations[field.key] = field.value.textLocation
            if !pattern.contains("{name}") || !SwiftName.isIdentifier(pattern.replacingOccurrences(of: "{name}", with: "X")) {
                reader.report(field.value.textLocation, "the pattern '\(pattern)' must contain {name} and make a type name, e.g. \"{name}Screen\"")
            }
            switch field.key {
            case "view": naming.view = pattern
            case "viewModel": naming.viewModel = pattern
            default: naming.router = pattern
            }
        }
        // Two types with one name would be two files with one name.
        let effective = [("view", naming.view), ("viewModel", naming.viewModel), ("router", naming.router)]
        for (index, (key, pattern)) in effective.enumerated() {
            guard let other = effective[..<index].first(where: { $0.1 == pattern }) else { continue }
            let location = locations[key] ?? locations[other.0] ?? node.location
            reader.report(location, "naming.\(key) '\(pattern)' is also the \(other.0) pattern; each type needs a name of its own, or two files would get the same name")
        }
    }
}
