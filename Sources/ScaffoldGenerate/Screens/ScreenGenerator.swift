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

/// Renders a validated spec into the files of a screen module.
public enum ScreenGenerator {
    /// The files for `spec`, in a stable order: view model, view, router, responder (when
    /// `includeResponder`), view-model tests, router tests.
    public static func generate(_ spec: ScreenSpec, settings: ScreenSettings, templates: TemplateSet = .builtIn, includeResponder: Bool = true,
                                includeNavigation: Bool = true) throws -> [GeneratedFile] {
        let context = ScreenContext(spec: spec, settings: settings)
        let value = context.value()
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
        return try files.map { folder, name, template in
            GeneratedFile(folder: folder, name: name, contents: try templates.template(template).render(value))
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
