// The built-in templates, embedded in the binary so that an installed scaffold needs no
// resource files: Package.swift embeds each `.mustache` file of this folder in the code
// (SwiftPM's `embedInCode`), and this list names each one. The files themselves are the only
// copy; TemplateEmbeddingTests checks that every one is listed here.

/// The built-in templates, by file name.
public enum BuiltinTemplates {
    /// Every built-in template: its file name in `Templates/` and its text, sorted by name.
    public static let files: [(name: String, source: String)] = [
        ("App.swift.mustache", PackageResources.App_swift_mustache),
        ("Container.swift.mustache", PackageResources.Container_swift_mustache),
        ("FakeSupport.swift.mustache", PackageResources.FakeSupport_swift_mustache),
        ("FlowRouter.swift.mustache", PackageResources.FlowRouter_swift_mustache),
        ("Navigation.swift.mustache", PackageResources.Navigation_swift_mustache),
        ("Responder.swift.mustache", PackageResources.Responder_swift_mustache),
        ("Router.swift.mustache", PackageResources.Router_swift_mustache),
        ("RouterTests.swift.mustache", PackageResources.RouterTests_swift_mustache),
        ("Spec.screen.yml.mustache", PackageResources.Spec_screen_yml_mustache),
        ("View.swift.mustache", PackageResources.View_swift_mustache),
        ("ViewModel.swift.mustache", PackageResources.ViewModel_swift_mustache),
        ("ViewModelTests.swift.mustache", PackageResources.ViewModelTests_swift_mustache),
    ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
}
