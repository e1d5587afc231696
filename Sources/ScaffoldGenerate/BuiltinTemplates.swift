// The built-in templates, embedded so that an installed binary needs no resource files.
// This file mirrors Templates/ and a test keeps the two equal. After editing a template, run
//   SCAFFOLD_RECORD=1 swift test --filter TemplateEmbeddingTests
// and commit both.

/// The built-in templates, by file name.
enum BuiltinTemplates {
    /// Every built-in template: its file name in `Templates/` and its text.
    static let files: [(name: String, source: String)] = [
        ("FlowRouter.swift.mustache", #"""
{{! The router of a screen that is part of an app's navigation (it opens screens, is opened with values, passes }}
{{! actions up or takes its dependencies from the container): it shares the navigation stack of the router that }}
{{! opened it, or hosts one when it is a flow's first screen or presented. }}
{{#combine}}
import Combine
{{/combine}}
import Foundation
{{#observation}}
import Observation
{{/observation}}
import SwiftUI

/// Owns the {{title}} screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, builds the screens its routes open, and holds the
/// navigation state. It pushes onto the navigation stack of the router that opened it, or
/// hosts its own when it is a flow's first screen or is presented. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
{{#observation}}
@Observable
{{/observation}}
final class {{routerType}}{{#combine}}: ObservableObject{{/combine}} {

    // MARK: - Properties & Dependencies

    /// The app's dependencies, handed on to the screens this one opens.
    private let services: {{container}}
{{#inputs}}
    private let {{name}}: {{type}}
{{/inputs}}
    /// The navigation stack this screen pushes onto.
    let stack: NavigationStackModel
    /// Whether this screen hosts `stack` (a flow's first screen, or presented) rather than
    /// being pushed onto the stack of the router that opened it.
    let hostsStack: Bool
{{#passesUp}}
    /// The router that opened this screen, for the responder actions passed up to it.
    private let parent: Responder<{{viewModelType}}.ResponderAction>
{{/passesUp}}
    /// Closes this screen in the router that opened it; nil when nothing opened it.
    private let close: (@MainActor () -> Void)?

    // MARK: - Lifecycle

    init({{flowInitParameters}}) {
        self.services = services
{{#inputs}}
        self.{{name}} = {{name}}
{{/inputs}}
        self.stack = stack ?? NavigationStackModel()
        hostsStack = stack == nil
{{#passesUp}}
        self.parent = parent
{{/passesUp}}
        self.close = close
    }

    // MARK: - Navigation
{{#hasRoutes}}

    /// Where the screen can go.
    enum Route: Hashable, Identifiable {
{{#routes}}
        case {{declaration}}
{{/routes}}

        var id: Self { self }
    }

    /// The routes this screen pushed that are still on the stack, first to last.
    {{#combine}}@Published {{/combine}}private(set) var path: [Route] = []

    /// The route presented modally, if any.
    {{#combine}}@Published {{/combine}}private(set) var presented: Route?
{{#screenRoutes}}

    /// The {{screenTitle}} screen's router while `.{{name}}` is shown.
    {{#combine}}@Published {{/combine}}private(set) var {{name}}Router: {{childRouterType}}?
{{/screenRoutes}}

    /// The screen of the presented route.
    {{#observation}}@ObservationIgnored {{/observation}}private(set) var presentedScreen: AnyView?

    /// The stack entries of `path`, in the same order.
    {{#observation}}@ObservationIgnored {{/observation}}private var entries: [NavigationStackModel.Entry.ID] = []
{{/hasRoutes}}

    /// Whether the screen asked to close with nothing of its own left to dismiss and
    /// nothing that opened it: the hosting view answers it by dismissing the screen.
    {{#combine}}@Published {{/combine}}private(set) var isDismissed = false
{{#hasRoutes}}

    /// Pushes `route` onto the stack.
    func show(_ route: Route) {
        let screen = makeScreen(for: route, stack: stack)
        path.append(route)
        entries.append(stack.push(screen) { [weak self] in self?.didPop(route) })
    }

    /// Presents `route` modally, in a navigation stack of its own.
    func present(_ route: Route) {
        presentedScreen = makeScreen(for: route, stack: nil)
        presented = route
    }

    /// Dismisses the presented route, else pops the last route this screen pushed, else
    /// closes the screen.
    func dismiss() {
        if presented != nil {
            updatePresented(nil)
            return
        }
        if let last = entries.last {
            stack.pop(from: last)
            return
        }
        closeScreen()
    }

    /// Takes the presentation the sheet reports after an interactive dismissal.
    func updatePresented(_ route: Route?) {
        let shown = presented
        presented = route
        if let shown, route == nil {
            release(shown)
        }
    }
{{/hasRoutes}}
{{^hasRoutes}}

    /// Closes the screen.
    func dismiss() {
        closeScreen()
    }
{{/hasRoutes}}

    /// Asks the router that opened this screen to close it, or, with none, the hosting view.
    private func closeScreen() {
        if let close {
            close()
        } else {
            isDismissed = true
        }
    }
{{#hasRoutes}}

    /// Closes `route` if it is shown: dismisses it, or pops it and all above it.
    private func closeRoute(_ route: Route) {
        if presented == route {
            updatePresented(nil)
        } else if let index = path.lastIndex(of: route) {
            stack.pop(from: entries[index])
        }
    }

    /// Forgets a route the stack popped (by code or by a back gesture).
    private func didPop(_ route: Route) {
        path.removeLast()
        entries.removeLast()
        release(route)
    }

    /// Lets go of the screen of a route that is no longer shown.
    private func release(_ route: Route) {
{{#hasScreenRoutes}}
        switch route {
{{#screenRoutes}}
        case .{{name}}:
            {{name}}Router = nil
{{/screenRoutes}}
{{#hasPlainRoutes}}
        default:
            break
{{/hasPlainRoutes}}
        }
{{/hasScreenRoutes}}
        if presented == nil {
            presentedScreen = nil
        }
    }

    /// Builds the screen a route opens, with its router when it is a screen: on `stack`
    /// when pushed, in a stack of its own (nil) when presented.
    private func makeScreen(for route: Route, stack: NavigationStackModel?) -> AnyView {
        switch route {
{{#routes}}
        case {{makePattern}}:
{{#screen}}
            let router = {{childRouterType}}(
{{#childArguments}}
                {{text}}{{separator}}
{{/childArguments}}
            )
            {{name}}Router = router
            return AnyView({{childRouterType}}View(router: router))
{{/screen}}
{{^screen}}
            return AnyView(Text("{{title}}"))
{{/screen}}
{{/routes}}
        }
    }
{{/hasRoutes}}

    // MARK: - Screen

    /// The screen's view model{{#hasResponder}}, with this router as its responder{{/hasResponder}}.
{{#hasRouterViewModelArguments}}
    {{#observation}}@ObservationIgnored {{/observation}}private(set) lazy var viewModel = {{viewModelType}}(
{{#routerViewModelArguments}}
        {{text}}{{separator}}
{{/routerViewModelArguments}}
    )
{{/hasRouterViewModelArguments}}
{{^hasRouterViewModelArguments}}
    {{#observation}}@ObservationIgnored {{/observation}}private(set) lazy var viewModel = {{viewModelType}}()
{{/hasRouterViewModelArguments}}
{{#hasResponder}}

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: {{viewModelType}}.ResponderAction) {
        switch action {
{{#responderActions}}
        case {{pattern}}:
{{#body}}
            {{.}}
{{/body}}
{{/responderActions}}
        }
    }
{{/hasResponder}}
{{#childHandlers}}

    /// Answers the responder actions the {{screenTitle}} screen passes up.
    func handle(_ action: {{childViewModelType}}.ResponderAction) {
        switch action {
{{#cases}}
        case {{pattern}}:
{{#body}}
            {{.}}
{{/body}}
{{/cases}}
{{#hasDefault}}
        default:
            break
{{/hasDefault}}
        }
    }
{{/childHandlers}}
}

/// Shows the {{title}} screen: in a navigation stack of its own when its router hosts one,
/// else as it is, pushed onto the stack of the router that opened it.
struct {{routerType}}View: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

{{#combine}}
    @ObservedObject var router: {{routerType}}
{{/combine}}
{{#observation}}
    let router: {{routerType}}
{{/observation}}

    // MARK: - Body

    var body: some View {
        if router.hostsStack {
            NavigationStackHost(stack: router.stack) {
                screen
            }
        } else {
            screen
        }
    }

    // MARK: - Support

    /// The screen, with what it presents.
    @MainActor private var screen: some View {
        {{viewType}}(viewModel: router.viewModel)
{{#hasRoutes}}
            .sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { _ in
                if let presented = router.presentedScreen {
                    presented
                }
            }
{{/hasRoutes}}
{{#iOS17}}
            .onChange(of: router.isDismissed) { _, isDismissed in
{{/iOS17}}
{{^iOS17}}
            .onReceive(router.$isDismissed) { isDismissed in
{{/iOS17}}
                if isDismissed { dismiss() }
            }
    }
}


"""#),
        ("Navigation.swift.mustache", #"""
{{! Written once per module with the first screen that is part of an app's navigation. }}
{{#combine}}
import Combine
{{/combine}}
import Foundation
{{#observation}}
import Observation
{{/observation}}
import SwiftUI

/// One navigation stack: a flow's first screen, or a presented one, hosts it, and every
/// screen pushed onto it pushes its own routes here, so that a pushed screen never nests a
/// second stack. Each router keeps its own typed `path`; the stack keeps, in order, the
/// screens all of them pushed, and tells each router when its screens leave.
@MainActor
{{#observation}}
@Observable
{{/observation}}
final class NavigationStackModel{{#combine}}: ObservableObject{{/combine}} {
    /// A pushed screen.
    struct Entry: Hashable, Identifiable {
        /// Unique within its stack.
        let id: Int
        /// The screen, built by the router that pushed it.
        let view: AnyView

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id }

        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The pushed screens, first to last.
    {{#combine}}@Published {{/combine}}private(set) var entries: [Entry] = []

    /// What to tell the router that pushed each entry when it leaves, by entry.
    {{#observation}}@ObservationIgnored {{/observation}}private var popped: [Entry.ID: @MainActor () -> Void] = [:]
    {{#observation}}@ObservationIgnored {{/observation}}private var nextID = 0

    /// Pushes `view`; `onPop` runs when it leaves the stack, by code or by a back gesture.
    func push(_ view: AnyView, onPop: @escaping @MainActor () -> Void) -> Entry.ID {
        nextID += 1
        entries.append(Entry(id: nextID, view: view))
        popped[nextID] = onPop
        return nextID
    }

    /// Pops the entry `id` and every entry above it, the top first.
    func pop(from id: Entry.ID) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        update(Array(entries[..<index]))
    }

    /// Pops everything.
    func popToRoot() {
        update([])
    }

    /// Takes the entries the navigation stack reports after a back gesture.
    func update(_ newEntries: [Entry]) {
        let kept = Set(newEntries.map(\.id))
        let leaving = entries.filter { !kept.contains($0.id) }
        entries = newEntries
        for entry in leaving.reversed() {
            popped.removeValue(forKey: entry.id)?()
        }
    }
}

/// Hosts a navigation stack: its root screen, and every screen pushed onto `stack`.
struct NavigationStackHost<Root: View>: View {

    // MARK: - Stack

{{#combine}}
    @ObservedObject var stack: NavigationStackModel
{{/combine}}
{{#observation}}
    let stack: NavigationStackModel
{{/observation}}
    @ViewBuilder let root: () -> Root

    // MARK: - Body

    var body: some View {
        NavigationStack(path: Binding(get: { stack.entries }, set: { stack.update($0) })) {
            root()
                .navigationDestination(for: NavigationStackModel.Entry.self) { entry in
                    entry.view
                }
        }
    }
}

/// Reads deep links: the path segments of a URL, and values from them.
enum DeepLink {
    /// `shop://products/7` and `https://shop.example/products/7` both give
    /// `["products", "7"]`: with a custom scheme the host is the first segment.
    static func segments(of url: URL) -> [String] {
        let path = url.path.split(separator: "/").map(String.init)
        guard let host = url.host, !["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return path }
        return [host] + path
    }

    /// The value a segment spells, or nil when it spells no value of that type.
    static func value<Value: LosslessStringConvertible>(_ segment: String, as type: Value.Type) -> Value? {
        Value(segment)
    }
}


"""#),
        ("Responder.swift.mustache", #"""
{{! Written once per module, unless the sources folder already declares a Responder. }}
/// Carries a view model's responder actions up the chain to whoever handles them,
/// usually its router. Tests pass a closure that records what was sent.
///
/// The handler runs on the main actor, where view models and routers live: a view model
/// sends from its main-actor methods, and a router's handler may touch its own state.
struct Responder<Action> {
    /// Hands `action` to the handler.
    let send: @MainActor (Action) -> Void
}

extension Responder {
    /// A responder that ignores every action: for previews, and tests that do not check responses.
    static var noop: Self {
        Self { _ in }
    }
}

"""#),
        ("Router.swift.mustache", #"""
{{! The router: builds the view model, is its responder, owns the navigation state. }}
{{#combine}}
import Combine
{{/combine}}
import Foundation
{{#observation}}
import Observation
{{/observation}}
import SwiftUI

/// Owns the {{title}} screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
{{#observation}}
@Observable
{{/observation}}
final class {{routerType}}{{#combine}}: ObservableObject{{/combine}} {
{{#hasDependencies}}

    // MARK: - Properties & Dependencies

{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}
{{/hasDependencies}}

    // MARK: - Lifecycle

    init({{routerInitParameters}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
    }

    // MARK: - Navigation
{{#hasRoutes}}

    /// Where the screen can go.
    enum Route: Hashable, Identifiable {
{{#routes}}
        case {{declaration}}
{{/routes}}

        var id: Self { self }
    }

    /// The pushed routes, first to last.
    {{#combine}}@Published {{/combine}}private(set) var path: [Route] = []

    /// The route presented modally, if any.
    {{#combine}}@Published {{/combine}}private(set) var presented: Route?
{{/hasRoutes}}

    /// Whether the screen asked to close with nothing of its own left to dismiss; the
    /// hosting view answers it by dismissing the screen.
    {{#combine}}@Published {{/combine}}private(set) var isDismissed = false
{{#hasRoutes}}

    /// Pushes `route` onto the path.
    func show(_ route: Route) {
        path.append(route)
    }

    /// Presents `route` modally.
    func present(_ route: Route) {
        presented = route
    }
{{/hasRoutes}}

{{#hasRoutes}}
    /// Dismisses the presented route, else pops the last pushed one, else closes the screen.
    func dismiss() {
        if presented != nil {
            presented = nil
            return
        }
        if !path.isEmpty {
            path.removeLast()
            return
        }
        isDismissed = true
    }

    /// Takes the path the navigation stack reports after a back gesture.
    func updatePath(_ newPath: [Route]) {
        path = newPath
    }

    /// Takes the presentation the sheet reports after an interactive dismissal.
    func updatePresented(_ route: Route?) {
        presented = route
    }
{{/hasRoutes}}
{{^hasRoutes}}
    /// Closes the screen.
    func dismiss() {
        isDismissed = true
    }
{{/hasRoutes}}

    // MARK: - Screen

    /// The screen's view model{{#hasResponder}}, with this router as its responder{{/hasResponder}}.
{{#hasRouterViewModelArguments}}
    {{#observation}}@ObservationIgnored {{/observation}}private(set) lazy var viewModel = {{viewModelType}}(
{{#routerViewModelArguments}}
        {{text}}{{separator}}
{{/routerViewModelArguments}}
    )
{{/hasRouterViewModelArguments}}
{{^hasRouterViewModelArguments}}
    {{#observation}}@ObservationIgnored {{/observation}}private(set) lazy var viewModel = {{viewModelType}}()
{{/hasRouterViewModelArguments}}
{{#hasResponder}}

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: {{viewModelType}}.ResponderAction) {
        switch action {
{{#responderActions}}
        case {{pattern}}:
{{#body}}
            {{.}}
{{/body}}
{{/responderActions}}
        }
    }
{{/hasResponder}}
}

/// Shows the {{title}} screen in a navigation stack that follows `{{routerType}}`.
struct {{routerType}}View: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

{{#combine}}
    @ObservedObject var router: {{routerType}}
{{/combine}}
{{#observation}}
    let router: {{routerType}}
{{/observation}}

    // MARK: - Body

    var body: some View {
{{#hasRoutes}}
        NavigationStack(path: Binding(get: { router.path }, set: { router.updatePath($0) })) {
            {{viewType}}(viewModel: router.viewModel)
                .navigationDestination(for: {{routerType}}.Route.self) { route in
                    destination(for: route)
                }
        }
        .sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { route in
            destination(for: route)
        }
{{#iOS17}}
        .onChange(of: router.isDismissed) { _, isDismissed in
{{/iOS17}}
{{^iOS17}}
        .onReceive(router.$isDismissed) { isDismissed in
{{/iOS17}}
            if isDismissed { dismiss() }
        }
{{/hasRoutes}}
{{^hasRoutes}}
        NavigationStack {
            {{viewType}}(viewModel: router.viewModel)
        }
{{#iOS17}}
        .onChange(of: router.isDismissed) { _, isDismissed in
{{/iOS17}}
{{^iOS17}}
        .onReceive(router.$isDismissed) { isDismissed in
{{/iOS17}}
            if isDismissed { dismiss() }
        }
{{/hasRoutes}}
    }
{{#hasRoutes}}

    // MARK: - Support

    /// The screen for a route: replace each placeholder with that screen, built by its own router.
    @ViewBuilder
    private func destination(for route: {{routerType}}.Route) -> some View {
        switch route {
{{#routes}}
        case {{pattern}}:
            Text("{{title}}")
{{/routes}}
        }
    }
{{/hasRoutes}}
}

"""#),
        ("RouterTests.swift.mustache", #"""
{{! One test per responder action, and one per route that no responder action reaches, in XCTest or }}
{{! Swift Testing. XCTest tests are `@MainActor ... async` methods, for Linux (see ViewModelTests). }}
import Foundation
{{#xctest}}
import XCTest
{{/xctest}}
{{#swiftTesting}}
import Testing
{{/swiftTesting}}
@testable import {{module}}

/// The navigation `{{routerType}}` performs for each responder action.
{{#xctest}}
final class {{routerType}}Tests: XCTestCase {

    @MainActor
    func test{{routerType}}_startsWithNothingShown() async {
{{/xctest}}
{{#swiftTesting}}
@MainActor
struct {{routerType}}Tests {

    @Test
    func startsWithNothingShown() {
{{/swiftTesting}}
        let sut = makeSUT()

{{#hasRoutes}}
{{#xctest}}
        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.path.isEmpty)
        #expect(sut.presented == nil)
{{/swiftTesting}}
{{/hasRoutes}}
{{#xctest}}
        XCTAssertFalse(sut.isDismissed)
{{/xctest}}
{{#swiftTesting}}
        #expect(!sut.isDismissed)
{{/swiftTesting}}
    }
{{#routerTests}}

{{#skipped}}
{{#xctest}}
    func {{testName}}() throws {
        _ = {{viewModelType}}.ResponderAction.{{responderCase}}
        throw XCTSkip("{{reason}}")
    }
{{/xctest}}
{{#swiftTesting}}
    @Test(.disabled("{{reason}}"))
    func {{suiteTestName}}() {
        _ = {{viewModelType}}.ResponderAction.{{responderCase}}
    }
{{/swiftTesting}}
{{/skipped}}
{{^skipped}}
{{#xctest}}
    @MainActor
    func {{testName}}() async {
{{/xctest}}
{{#swiftTesting}}
    @Test
    func {{suiteTestName}}() {
{{/swiftTesting}}
{{#passesUp}}
        var passed: [{{viewModelType}}.ResponderAction] = []
{{/passesUp}}
        let sut = {{makeSUT}}
{{#setup}}
        {{.}}
{{/setup}}

        {{call}}

{{#endsWith}}
        guard case .{{caseName}}? = sut.path.last else {
{{#xctest}}
            return XCTFail("expected the path to end with .{{caseName}}, got \(sut.path)")
{{/xctest}}
{{#swiftTesting}}
            Issue.record("expected the path to end with .{{caseName}}, got \(sut.path)")
            return
{{/swiftTesting}}
        }
{{/endsWith}}
{{#presents}}
        guard case .{{caseName}}? = sut.presented else {
{{#xctest}}
            return XCTFail("expected .{{caseName}} to be presented, got \(String(describing: sut.presented))")
{{/xctest}}
{{#swiftTesting}}
            Issue.record("expected .{{caseName}} to be presented, got \(String(describing: sut.presented))")
            return
{{/swiftTesting}}
        }
{{/presents}}
{{#passesUp}}
        guard passed.count == 1, case .{{caseName}}? = passed.first else {
{{#xctest}}
            return XCTFail("expected .{{caseName}} passed up once, got \(passed)")
{{/xctest}}
{{#swiftTesting}}
            Issue.record("expected .{{caseName}} passed up once, got \(passed)")
            return
{{/swiftTesting}}
        }
{{/passesUp}}
{{#dismisses}}
{{#xctest}}
        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.path.isEmpty)
        #expect(sut.presented == nil)
{{/swiftTesting}}
{{/dismisses}}
{{#closes}}
{{#xctest}}
        XCTAssertTrue(sut.isDismissed)
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.isDismissed)
{{/swiftTesting}}
{{/closes}}
    }
{{/skipped}}
{{/routerTests}}

    // MARK: - Support

{{#xctest}}
    @MainActor
{{/xctest}}
    private func makeSUT({{testRouterParameters}}) -> {{routerType}} {
        {{testRouter}}
    }
}

"""#),
        ("Spec.screen.yml.mustache", #"""
{{! The starter spec `scaffold spec NAME` prints. It must generate a compiling screen as it is. }}
# {{screen}}.screen.yml: the {{title}} screen. Generate it with `scaffold screen {{screen}}`.
# Every key but `screen` is optional; the README's "Spec format" section explains each.
screen: {{screen}}
# module: App                  # the module the tests `@testable import` (default: .scaffold.yml)
# style: combine               # combine (default) | observation
# testing: xctest              # xctest (default) | swift-testing
# platform: iOS 17             # iOS 17 (default) | iOS 16 (combine style only)
# previews: macro              # macro: #Preview (default) | provider: a PreviewProvider

dependencies:                  # init parameters, stored as `private let`
  # api: APIClient             # a protocol in the sources is faked; another type needs a sample below

outputs:                       # `private(set) var name: Type = initial value`
  title: String = ""
  isLoading: Bool = false
  errorMessage: String? = nil

actions:                       # `case declaration -> effect`; effects: set, toggle, respond, send, await
  - updateTitle(String) -> set title
  - toggleLoading -> toggle isLoading
  - close -> respond close
  - refresh                    # no effect: a TODO body and a skipped test
  # - "load -> await api.items() into items, loading isLoading, catch errorMessage"

responder:                     # handled by the router; effects: route, present, dismiss
  - close -> dismiss

routes:                        # the router's `enum Route`
  # - detail(Item)

view:                          # hints for the generated view (README: "The view: controls and hints")
  # isLoading: plain           # a Toggle, not the ProgressView its name gives

samples:                       # Swift expressions for custom types, used by the generated tests
  # APIClient: 'StubAPIClient()'
  # Item: 'Item(id: 1, name: "Ada")'   # quote a value that contains ': '

"""#),
        ("View.swift.mustache", #"""
{{! The screen view, in the anatomy order: Environment, Local State, View Model, Body, Support. }}
import SwiftUI

/// The {{title}} screen. It renders `{{viewModelType}}`'s outputs and only ever sends it actions.
struct {{viewType}}: View {

    // MARK: - View Model

{{#combine}}
    @ObservedObject var viewModel: {{viewModelType}}
{{/combine}}
{{#observation}}
    let viewModel: {{viewModelType}}
{{/observation}}

    // MARK: - Body

    var body: some View {
        VStack {
            Text("{{title}}")
{{#viewControls}}
{{#progress}}
            if viewModel.{{output}} {
                ProgressView()
            }
{{/progress}}
{{#textField}}
            TextField("{{title}}", text: Binding(get: { viewModel.{{output}} }, set: { viewModel.send({{sends}}) }))
{{/textField}}
{{#secureField}}
            SecureField("{{title}}", text: Binding(get: { viewModel.{{output}} }, set: { viewModel.send({{sends}}) }))
{{/secureField}}
{{#toggle}}
            Toggle("{{title}}", isOn: Binding(get: { viewModel.{{output}} }, set: { {{setter}} }))
{{/toggle}}
{{#stepper}}
            Stepper("{{title}}: \(viewModel.{{output}})", value: Binding(get: { viewModel.{{output}} }, set: { viewModel.send({{sends}}) }))
{{/stepper}}
{{#slider}}
            LabeledContent("{{title}}") {
                Slider(value: Binding(get: { viewModel.{{output}} }, set: { viewModel.send({{sends}}) }))
            }
{{/slider}}
{{#number}}
            LabeledContent("{{title}}", value: viewModel.{{output}}, format: .number)
{{/number}}
{{#picker}}
            Picker("{{title}}", selection: Binding(get: { viewModel.{{output}} }, set: { viewModel.send({{sends}}) })) {
                ForEach({{type}}.allCases, id: \.self) { option in
                    Text(String(describing: option)).tag(option)
                }
            }
{{/picker}}
{{#text}}
            Text(viewModel.{{output}})
{{/text}}
{{#optionalText}}
            if let {{output}} = viewModel.{{output}} {
                Text({{output}})
            }
{{/optionalText}}
{{#list}}
            List(viewModel.{{output}}{{id}}) { {{element}} in
{{#select}}
                Button {
                    viewModel.send({{sends}})
                } label: {
                    row({{element}})
                }
{{/select}}
{{^select}}
                row({{element}})
{{/select}}
            }
{{/list}}
{{#inlineError}}
            if let {{output}} = viewModel.{{output}} {
                Text({{display}})
{{#retry}}
                Button("Retry") {
                    viewModel.send(.{{name}})
                }
{{/retry}}
            }
{{/inlineError}}
{{#button}}
            Button("{{title}}") {
                viewModel.send(.{{name}})
            }
{{/button}}
{{/viewControls}}
        }
{{#hasAppearActions}}
        .task {
{{#appearActions}}
            viewModel.send(.{{name}})
{{/appearActions}}
        }
{{/hasAppearActions}}
{{#alert}}
        .alert("Error", isPresented: Binding(get: { viewModel.{{output}} != nil }, set: { isPresented in
            if !isPresented {
                viewModel.send(.{{dismiss}})
            }
        }), presenting: viewModel.{{output}}) { _ in
{{#retry}}
            Button("Retry") {
                viewModel.send(.{{name}})
            }
{{/retry}}
            Button("OK", role: .cancel) {}
        } message: { {{output}} in
            Text({{display}})
        }
{{/alert}}
    }
{{#hasRows}}

    // MARK: - Support
{{#rows}}

    /// A row of a list of `{{type}}`: restyle it here.
    @ViewBuilder
    private func row(_ {{element}}: {{type}}) -> some View {
        Text(String(describing: {{element}}))
    }
{{/rows}}
{{/hasRows}}
}

#if DEBUG
{{#previewMacro}}
#Preview {
    {{viewType}}(viewModel: {{previewViewModel}})
}
{{/previewMacro}}
{{#previewProvider}}
struct {{viewType}}_Previews: PreviewProvider {
    static var previews: some View {
        {{viewType}}(viewModel: {{previewViewModel}})
    }
}
{{/previewProvider}}
#endif

"""#),
        ("ViewModel.swift.mustache", #"""
{{! The view model, in the anatomy order: Properties & Dependencies, Lifecycle, Responder, }}
{{! Input, Output, Support. Empty optional sections are left out. }}
{{#combine}}
import Combine
{{/combine}}
import Foundation
{{#observation}}
import Observation
{{/observation}}

/// The {{title}} screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
{{#observation}}
@Observable
{{/observation}}
final class {{viewModelType}}{{#combine}}: ObservableObject{{/combine}} {
{{#hasDependencies}}

    // MARK: - Properties & Dependencies

{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}
{{/hasDependencies}}

    // MARK: - Lifecycle

    init({{viewModelInitParameters}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
{{#hasResponder}}
        self.responder = responder
{{/hasResponder}}
    }
{{#hasResponder}}

    // MARK: - Responder

    enum ResponderAction {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }

    private let responder: Responder<ResponderAction>
{{/hasResponder}}
{{#hasActions}}

    // MARK: - Input

    enum Action {
{{#actions}}
        case {{declaration}}
{{/actions}}
    }

    func send(_ action: Action) {
        switch action {
{{#actions}}
        case {{pattern}}:
{{#body}}
            {{.}}
{{/body}}
{{/actions}}
        }
    }
{{#hasEffects}}

    /// The work the last async action started: tests await it (`await sut.lastEffect?.value`)
    /// instead of waiting for time to pass.
    {{#observation}}@ObservationIgnored {{/observation}}private(set) var lastEffect: Task<Void, Never>?
{{/hasEffects}}
{{/hasActions}}
{{#hasOutputs}}

    // MARK: - Output

{{#outputs}}
    {{#combine}}@Published {{/combine}}private(set) var {{name}}: {{type}} = {{defaultValue}}
{{/outputs}}
{{/hasOutputs}}
}

"""#),
        ("ViewModelTests.swift.mustache", #"""
{{! One test per action, in XCTest or Swift Testing. }}
{{! XCTest: each test is a `@MainActor ... async` method. On Linux, a @MainActor XCTestCase subclass, or a }}
{{! synchronous @MainActor test method, crashes the whole test bundle at start; async ones run on both }}
{{! platforms. Skipped tests are plain `throws` methods: they never touch the view model, but they name the }}
{{! action they will send, so that `scaffold lint` (untested_action) counts the action as having its test. }}
{{! Swift Testing: a @MainActor suite; tests of actions without an effect are disabled, so they show as skipped. }}
import Foundation
{{#xctest}}
import XCTest
{{/xctest}}
{{#swiftTesting}}
import Testing
{{/swiftTesting}}
@testable import {{module}}

/// One test per action of `{{viewModelType}}`.
{{#xctest}}
final class {{viewModelType}}Tests: XCTestCase {
{{/xctest}}
{{#swiftTesting}}
@MainActor
struct {{viewModelType}}Tests {
{{/swiftTesting}}
{{#hasInitialState}}

{{#xctest}}
    @MainActor
    func test{{viewModelType}}_initialState() async {
{{/xctest}}
{{#swiftTesting}}
    @Test
    func initialState() {
{{/swiftTesting}}
        let sut = makeSUT()

{{#initialState}}
{{#xctest}}
{{#isNil}}
        XCTAssertNil(sut.{{output}})
{{/isNil}}
{{^isNil}}
        XCTAssertEqual(sut.{{output}}, {{expected}})
{{/isNil}}
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{output}} == {{expected}})
{{/swiftTesting}}
{{/initialState}}
    }
{{/hasInitialState}}
{{#viewModelTests}}

{{#skipped}}
{{#xctest}}
    func {{testName}}() throws {
        _ = {{viewModelType}}.Action.{{action}}
        throw XCTSkip("{{reason}}")
    }
{{/xctest}}
{{#swiftTesting}}
    @Test(.disabled("{{reason}}"))
    func {{suiteTestName}}() {
        _ = {{viewModelType}}.Action.{{action}}
    }
{{/swiftTesting}}
{{/skipped}}
{{#awaits}}
{{#xctest}}
    @MainActor
    func {{testName}}() async {
{{/xctest}}
{{#swiftTesting}}
    @Test
    func {{suiteTestName}}() async {
{{/swiftTesting}}
        let {{fake}} = {{fakeType}}()
{{#stub}}
        {{.}}
{{/stub}}
{{#responds}}
        var responses: [{{viewModelType}}.ResponderAction] = []
{{/responds}}
        let sut = {{construction}}

        sut.send({{sends}})
{{#loading}}
{{#xctest}}
        XCTAssertEqual(sut.{{.}}, true, "loading while the call runs")
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{.}} == true, "loading while the call runs")
{{/swiftTesting}}
{{/loading}}
        await sut.lastEffect?.value

{{#xctest}}
        XCTAssertEqual({{called}}, 1)
{{/xctest}}
{{#swiftTesting}}
        #expect({{called}} == 1)
{{/swiftTesting}}
{{#into}}
{{#xctest}}
        XCTAssertEqual(sut.{{output}}, {{expected}})
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{output}} == {{expected}})
{{/swiftTesting}}
{{/into}}
{{#setsError}}
{{#xctest}}
{{#optional}}
        XCTAssertEqual(sut.{{output}} as? FakeError, {{expected}})
{{/optional}}
{{^optional}}
        XCTAssertEqual(sut.{{output}}, {{expected}})
{{/optional}}
{{/xctest}}
{{#swiftTesting}}
{{#optional}}
        #expect(sut.{{output}} as? FakeError == {{expected}})
{{/optional}}
{{^optional}}
        #expect(sut.{{output}} == {{expected}})
{{/optional}}
{{/swiftTesting}}
{{/setsError}}
{{#responds}}
{{#xctest}}
        XCTAssertEqual(responses.count, 1)
        guard case .{{caseName}}? = responses.first else {
            return XCTFail("expected .{{caseName}}, got \(responses)")
        }
{{/xctest}}
{{#swiftTesting}}
        #expect(responses.count == 1)
        guard case .{{caseName}}? = responses.first else {
            Issue.record("expected .{{caseName}}, got \(responses)")
            return
        }
{{/swiftTesting}}
{{/responds}}
{{#loading}}
{{#xctest}}
        XCTAssertEqual(sut.{{.}}, false, "not loading once the call is done")
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{.}} == false, "not loading once the call is done")
{{/swiftTesting}}
{{/loading}}
    }
{{/awaits}}
{{^skipped}}
{{^awaits}}
{{#xctest}}
    @MainActor
    func {{testName}}() async {
{{/xctest}}
{{#swiftTesting}}
    @Test
    func {{suiteTestName}}() {
{{/swiftTesting}}
{{#responds}}
        var responses: [{{viewModelType}}.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
{{/responds}}
{{^responds}}
        let sut = makeSUT()
{{/responds}}
{{#toggles}}
        let before = sut.{{output}}
{{/toggles}}

        sut.send({{sends}})

{{#sets}}
{{#xctest}}
{{#isTuple}}
        XCTAssertTrue(sut.{{output}} == {{expected}})
{{/isTuple}}
{{^isTuple}}
        XCTAssertEqual(sut.{{output}}, {{expected}})
{{/isTuple}}
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{output}} == {{expected}})
{{/swiftTesting}}
{{/sets}}
{{#toggles}}
{{#xctest}}
        XCTAssertEqual(sut.{{output}}, !before)
{{/xctest}}
{{#swiftTesting}}
        #expect(sut.{{output}} == !before)
{{/swiftTesting}}
{{/toggles}}
{{#responds}}
{{#xctest}}
        XCTAssertEqual(responses.count, 1)
        guard case .{{caseName}}? = responses.first else {
            return XCTFail("expected .{{caseName}}, got \(responses)")
        }
{{/xctest}}
{{#swiftTesting}}
        #expect(responses.count == 1)
        guard case .{{caseName}}? = responses.first else {
            Issue.record("expected .{{caseName}}, got \(responses)")
            return
        }
{{/swiftTesting}}
{{/responds}}
    }
{{/awaits}}
{{/skipped}}
{{/viewModelTests}}

    // MARK: - Support

{{#xctest}}
    @MainActor
{{/xctest}}
    private func makeSUT({{#hasResponder}}responder: Responder<{{viewModelType}}.ResponderAction> = .noop{{/hasResponder}}) -> {{viewModelType}} {
        {{testViewModel}}
    }
}

"""#),
    ]
}
