import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `view_child_view_model`: a view never constructs a view model.
struct ViewChildViewModelRule: Rule {
    static let description = RuleDescription(
        id: "view_child_view_model",
        summary: "Get the child's view model from this screen's view model (or its router) instead of constructing it in the view.",
        rationale: "The app's hierarchy is built from view models, not from views, so that a whole flow can be recreated and tested from state. A view may create the next view, but the view model it hands over comes from its own view model.",
        severity: .error,
        triggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        ChildView(viewModel: ↓ChildViewModel())\n    }\n}"),
        ],
        nonTriggering: [
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View {\n        ChildView(viewModel: viewModel.childViewModel)\n    }\n}"),
            Example("struct MyView: View {\n    @StateObject var viewModel = ViewModel()\n    var body: some View { Text(\"\") }\n}\n\nstruct MyView_Previews: PreviewProvider {\n    static var previews: some View { MyView(viewModel: ViewModel()) }\n}\n\n#Preview { MyView(viewModel: ViewModel()) }"),
        ]
    )

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        var findings: [Finding] = []
        for view in file.screenViews {
            for member in view.members {
                guard let body = member.bodyRange else { continue }
                for construction in BodyStructure(file: file.source, range: body).constructions
                where file.knownViewModels.contains(construction.typeName) || file.settings.viewModelSuffixes.contains(where: { construction.typeName.hasSuffix($0) }) {
                    findings.append(Finding(token: construction.token))
                }
            }
        }
        return findings
    }
}
