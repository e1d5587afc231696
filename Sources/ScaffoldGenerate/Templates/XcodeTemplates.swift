import ScaffoldModel
import ScaffoldSupport

/// Xcode file templates (`.xctemplate` folders) made from the same templates `scaffold
/// screen` renders: each file is rendered for a sentinel screen name and module, which are
/// then replaced by Xcode's placeholders. Xcode substituting the name and module it asks
/// for gives back, byte for byte, what `scaffold screen` writes for that name.
///
/// Xcode picks the files of a template by its popup options: the folder whose name is the
/// chosen values joined (`combinexctest`, `observationswift-testing`).
public enum XcodeTemplates {
    /// The placeholder of the screen's name, the `productName` option.
    public static let namePlaceholder = "___VARIABLE_productName___"
    /// The placeholder of the module the tests import, the `module` option.
    public static let modulePlaceholder = "___VARIABLE_module___"
    /// What Xcode puts in the module option unless changed: the project's name as an identifier.
    public static let projectModule = "___PROJECTNAMEASIDENTIFIER___"
    /// The placeholder of the file name Xcode asks for (a template without a name option).
    public static let fileBaseName = "___FILEBASENAME___"

    /// Rendered for these, then replaced: names no template writes otherwise.
    static let nameSentinel = "Qzxscaffoldname"
    /// Rendered for the module, then replaced.
    static let moduleSentinel = "Qzxscaffoldmodule"

    /// One file of the export: its path below the export folder, and its text.
    public struct File: Sendable, Equatable {
        /// The path below the export folder.
        public var path: String
        /// The file's text.
        public var contents: String
    }

    /// The templates there are, with what each writes.
    public enum Kind: String, CaseIterable, Sendable {
        /// The view model, view and router, with their tests unless "none" is chosen.
        case screen = "Screen"
        /// A screen's two test files, for a test target of their own.
        case screenTests = "Screen Tests"
        /// The router of a starter screen.
        case router = "Router"
        /// `Responder.swift`, once a module.
        case responder = "Responder"

        /// What Xcode shows about the template.
        var summary: String {
            switch self {
            case .screen: return "A screen: view model, view and router (and their tests), as scaffold screen writes them."
            case .screenTests: return "The tests of a screen (view model and router), for a test target."
            case .router: return "A screen's router and its view, which build the view model and handle its responder actions."
            case .responder: return "The Responder type every screen's view model reports to its router through."
            }
        }
    }

    /// The testing choices, as popup values (`none` leaves the tests out).
    static let noTests = "none"

    /// Every file of the export: a folder a template, each with its `TemplateInfo.plist`.
    /// `settings` gives the platform, previews, naming and module default; the style and
    /// testing are Xcode's options (observation is left out at iOS 16, where it cannot run).
    public static func export(settings base: ScreenSettings, templates: TemplateSet) throws -> [File] {
        let styles = ScreenSpec.Style.allCases.filter { SpecDecoder.problem(platform: base.platform, style: $0) == nil }
        let testings = ScreenSpec.Testing.allCases.map(\.rawValue)
        let spec = try SpecDecoder.decode(YAMLReader.read(ScreenGenerator.starterSpec(screen: nameSentinel, templates: templates), file: "starter"), file: "starter")
        var files: [File] = []
        for kind in Kind.allCases {
            let folder = "\(kind.rawValue).xctemplate"
            let testingValues = kind == .screen ? testings + [noTests] : testings
            var options: [Option] = []
            if kind != .responder {
                options.append(.text(id: "productName", name: "Screen name:", description: "The screen's name, e.g. Login: LoginViewModel, LoginView, LoginRouter.", fallback: nil))
                options.append(.popup(id: "style", name: "Style:", values: styles.map(\.rawValue), titles: styles.map(title), fallback: base.style.rawValue))
                if kind != .router {
                    options.append(.popup(id: "testing", name: "Tests:", values: testingValues, titles: testingValues.map(title), fallback: base.testing.rawValue))
                    options.append(.text(id: "module", name: "Module:", description: "The module the tests @testable import.", fallback: base.module.isEmpty ? projectModule : base.module))
                }
            }
            files.append(File(path: "\(folder)/TemplateInfo.plist", contents: plist(kind: kind, options: options)))
            if kind == .responder {
                var settings = base
                settings.module = moduleSentinel
                let rendered = try ScreenGenerator.generate(spec, settings: settings, templates: templates, includeResponder: true)
                guard let responder = rendered.first(where: { $0.folder == .sources }) else { continue }
                files.append(File(path: "\(folder)/\(fileBaseName).swift", contents: try placeholders(in: responder.contents)))
                continue
            }
            for style in styles {
                for testing in kind == .router ? [base.testing.rawValue] : testingValues {
                    var settings = base
                    settings.style = style
                    settings.testing = ScreenSpec.Testing(rawValue: testing) ?? base.testing
                    settings.module = moduleSentinel
                    let rendered = try ScreenGenerator.generate(spec, settings: settings, templates: templates, includeResponder: false)
                    let chosen = rendered.filter { file in
                        switch kind {
                        case .screen: return file.folder == .screenSources || (file.folder == .screenTests && testing != noTests)
                        case .screenTests: return file.folder == .screenTests
                        case .router: return file.folder == .screenSources && file.name.hasSuffix("Router.swift")
                        case .responder: return false
                        }
                    }
                    let variant = kind == .router ? style.rawValue : style.rawValue + testing
                    for file in chosen {
                        files.append(File(path: "\(folder)/\(variant)/\(try placeholders(in: file.name))", contents: try placeholders(in: file.contents)))
                    }
                }
            }
        }
        return files
    }

    /// `text` with the sentinels replaced by Xcode's placeholders; an error when a sentinel
    /// is left in another form (a template that changed its case could not be substituted).
    static func placeholders(in text: String) throws -> String {
        let replaced = text.replacingOccurrences(of: nameSentinel, with: namePlaceholder).replacingOccurrences(of: moduleSentinel, with: modulePlaceholder)
        for sentinel in [nameSentinel, moduleSentinel] where replaced.lowercased().contains(sentinel.lowercased()) {
            throw XcodeTemplateError(message: "a template writes the screen's name or module in a form Xcode cannot substitute (changed case); Xcode templates need the name as given")
        }
        return replaced
    }

    /// What Xcode does with a template's placeholders: the file names and texts of the
    /// variant the options choose, substituted. For tests: this must give back exactly what
    /// `scaffold screen` writes.
    public static func substitute(_ files: [File], template kind: Kind, name: String, module: String, style: String, testing: String?) -> [(name: String, contents: String)] {
        let folder = "\(kind.rawValue).xctemplate/"
        let variant = kind == .responder ? "" : kind == .router ? style + "/" : style + (testing ?? "") + "/"
        return files.filter { $0.path.hasPrefix(folder + variant) && !$0.path.hasSuffix("TemplateInfo.plist") && !$0.path.dropFirst(folder.count + variant.count).contains("/") }
            .map { file in
                let substitute = { (text: String) in
                    text.replacingOccurrences(of: namePlaceholder, with: name).replacingOccurrences(of: modulePlaceholder, with: module)
                        .replacingOccurrences(of: fileBaseName, with: name)
                }
                return (substitute(String(file.path.dropFirst(folder.count + variant.count))), substitute(file.contents))
            }
    }

    /// A template that cannot become an Xcode template.
    public struct XcodeTemplateError: Error, CustomStringConvertible {
        /// Why.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    // MARK: - TemplateInfo.plist

    /// An option Xcode asks for.
    enum Option {
        case text(id: String, name: String, description: String, fallback: String?)
        case popup(id: String, name: String, values: [String], titles: [String], fallback: String)
    }

    /// How Xcode shows a style.
    static func title(_ style: ScreenSpec.Style) -> String {
        style == .combine ? "ObservableObject (Combine)" : "@Observable (Observation)"
    }

    /// How Xcode shows a tests choice.
    static func title(_ testing: String) -> String {
        switch testing {
        case ScreenSpec.Testing.xctest.rawValue: return "XCTest"
        case ScreenSpec.Testing.swiftTesting.rawValue: return "Swift Testing"
        default: return "None"
        }
    }

    /// The template's `TemplateInfo.plist`: an XML property list.
    static func plist(kind: Kind, options: [Option]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            "<plist version=\"1.0\">",
            "<dict>",
        ]
        func entry(_ key: String, _ value: String, indent: String = "\t") {
            lines.append("\(indent)<key>\(key.escapedForXML)</key>")
            lines.append("\(indent)<string>\(value.escapedForXML)</string>")
        }
        entry("Kind", "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        entry("Description", kind.summary)
        entry("Summary", kind.summary)
        entry("SortOrder", String((Kind.allCases.firstIndex(of: kind) ?? 0) + 1))
        entry("DefaultCompletionName", kind == .responder ? "Responder" : kind.rawValue.replacingOccurrences(of: " ", with: ""))
        lines += ["\t<key>Platforms</key>", "\t<array>", "\t\t<string>com.apple.platform.iphoneos</string>", "\t</array>"]
        lines += ["\t<key>AllowedTypes</key>", "\t<array>", "\t\t<string>public.swift-source</string>", "\t</array>"]
        if !options.isEmpty {
            lines += ["\t<key>Options</key>", "\t<array>"]
            for option in options {
                lines.append("\t\t<dict>")
                switch option {
                case let .text(id, name, description, fallback):
                    entry("Identifier", id, indent: "\t\t\t")
                    entry("Name", name, indent: "\t\t\t")
                    entry("Description", description, indent: "\t\t\t")
                    entry("Type", "text", indent: "\t\t\t")
                    if let fallback { entry("Default", fallback, indent: "\t\t\t") }
                    lines += ["\t\t\t<key>Required</key>", "\t\t\t<true/>"]
                    if id == "productName" { lines += ["\t\t\t<key>NotPersisted</key>", "\t\t\t<true/>"] }
                case let .popup(id, name, values, titles, fallback):
                    entry("Identifier", id, indent: "\t\t\t")
                    entry("Name", name, indent: "\t\t\t")
                    entry("Type", "popup", indent: "\t\t\t")
                    entry("Default", fallback, indent: "\t\t\t")
                    for (key, items) in [("Values", values), ("ValueTitles", titles)] {
                        lines += ["\t\t\t<key>\(key)</key>", "\t\t\t<array>"]
                        lines += items.map { "\t\t\t\t<string>\($0.escapedForXML)</string>" }
                        lines.append("\t\t\t</array>")
                    }
                }
                lines.append("\t\t</dict>")
            }
            lines.append("\t</array>")
        }
        lines += ["</dict>", "</plist>"]
        return lines.joined(separator: "\n") + "\n"
    }

}
