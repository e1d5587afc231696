import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// One file `scaffold screen` writes.
public struct GeneratedFile: Sendable, Equatable {
    /// Which configured folder the file goes to.
    public enum Folder: Sendable, Equatable {
        /// `<sources>/<Screen>/`.
        case screenSources
        /// `<tests>/<Screen>/`.
        case screenTests
        /// `<sources>/`, for files shared by every screen of the module.
        case sources
    }

    /// The folder.
    public var folder: Folder
    /// The file name.
    public var name: String
    /// The file's text.
    public var contents: String
}

/// A file a command may write, named at once and rendered when its text is first asked for,
/// then kept. Used by one thread at a time.
public final class PendingFile {
    /// Which configured folder the file goes to.
    public let folder: GeneratedFile.Folder
    /// The file name.
    public let name: String
    private var render: (() throws -> String)?
    private var rendered: String?

    /// A file whose text `render` makes, when first asked for.
    public init(folder: GeneratedFile.Folder, name: String, render: @escaping () throws -> String) {
        self.folder = folder
        self.name = name
        self.render = render
    }

    /// A file whose text is known.
    public init(folder: GeneratedFile.Folder, name: String, contents: String) {
        self.folder = folder
        self.name = name
        rendered = contents
    }

    /// Whether the text is made already (a file given its text, or rendered once).
    public var isRendered: Bool { rendered != nil }

    /// The file's text, rendered the first time.
    public func contents() throws -> String {
        if let rendered { return rendered }
        let text = try render?() ?? ""
        rendered = text
        render = nil
        return text
    }

    /// A value several pending files use, made by the first that needs it.
    final class Shared<Value> {
        private var make: (() -> Value)?
        private var made: Value?

        /// A value `make` makes when first asked for.
        init(_ make: @escaping () -> Value) { self.make = make }

        /// The value, made the first time.
        func get() -> Value {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}

/// Renders a validated spec into the files of a screen module.
public enum ScreenGenerator {
    /// The files for `spec`, in a stable order: view model, view, router, responder (when
    /// `includeResponder`), view-model tests, router tests.
    public static func generate(_ spec: ScreenSpec, settings: ScreenSettings, templates: TemplateSet = .builtIn, includeResponder: Bool = true,
                                includeNavigation: Bool = true) throws -> [GeneratedFile] {
        try pending(spec, settings: settings, templates: templates, includeResponder: includeResponder, includeNavigation: includeNavigation).map { file in
            GeneratedFile(folder: file.folder, name: file.name, contents: try file.contents())
        }
    }

    /// The files `generate` writes, named at once and each rendered when its text is first
    /// asked for: a screen that exists needs the text of its missing files only (`scaffold
    /// app` run again on 1,000 unchanged screens spent a quarter of its work rendering them).
    /// Each template is parsed here, so that one that does not parse stops the command as
    /// `generate` does.
    public static func pending(_ spec: ScreenSpec, settings: ScreenSettings, templates: TemplateSet = .builtIn, includeResponder: Bool = true,
                               includeNavigation: Bool = true) throws -> [PendingFile] {
        let context = ScreenContext(spec: spec, settings: settings)
        var files: [(GeneratedFile.Folder, String, String)] = [
            (.screenSources, "\(context.viewModelType).swift", "ViewModel.swift.mustache"),
            (.screenSources, "\(context.viewType).swift", "View.swift.mustache"),
            (.screenSources, "\(context.routerType).swift", spec.isComposable ? "FlowRouter.swift.mustache" : "Router.swift.mustache"),
        ]
        if includeResponder {
            files.append((.sources, "Responder.swift", "Responder.swift.mustache"))
        }
        if includeNavigation && spec.isComposable {
            files.append((.sources, "Navigation.swift", "Navigation.swift.mustache"))
        }
        files += [
            (.screenTests, "\(context.viewModelType)Tests.swift", "ViewModelTests.swift.mustache"),
            (.screenTests, "\(context.routerType)Tests.swift", "RouterTests.swift.mustache"),
        ]
        // The templates' values, made once for the screen's files and only when one is rendered.
        let value = PendingFile.Shared { context.value() }
        return try files.map { folder, name, template in
            let parsed = try templates.template(template)
            return PendingFile(folder: folder, name: name) { try parsed.render(value.get()) }
        }
    }

    /// The commented starter spec `scaffold spec NAME` prints.
    public static func starterSpec(screen: String, templates: TemplateSet = .builtIn) throws -> String {
        try templates.template("Spec.screen.yml.mustache").render(.object([
            "screen": .string(screen),
            "title": .string(SwiftName.title(screen)),
        ]))
    }
}
