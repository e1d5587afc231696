import Foundation

/// Writes, in `folder` (emptied first), a generated app: an @main App, a root router with two
/// flows and a tab, and `count` screens (view model, view, router) whose routers hold the
/// next ones as a binary tree (a push and a modal each), with a test file per view model.
func writeGeneratedApp(at folder: URL, screens count: Int) {
    try? FileManager.default.removeItem(at: folder)
    func write(_ path: String, _ text: String) {
        let url = folder.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
    }
    write(".scaffold.yml", "sources: Sources\nmodule: Bench\n")
    // `@` and `main` apart: SwiftPM builds an executable whose source spells the attribute as a library.
    write("Sources/App/BenchApp.swift", """
    import SwiftUI

    \("@")main
    struct BenchApp: App {
        @StateObject private var router = AppRouter()
        var body: some Scene { WindowGroup { AppRouterView(router: router) } }
    }
    """)
    write("Sources/App/AppRouter.swift", """
    import Combine

    @MainActor
    final class AppRouter: ObservableObject {
        enum Flow { case signedOut, signedIn }
        enum Tab { case home }
        @Published private(set) var signedOutRouter: Screen0Router?
        @Published private(set) var signedInRouter: Screen1Router?
        let homeRouter: Screen2Router
        init() { homeRouter = Screen2Router() }
    }
    """)
    for index in 0..<count {
        let name = "Screen\(index)"
        let next = 2 * index + 3, sheet = 2 * index + 4
        var children = ""
        if next < count { children += "    @Published private(set) var nextRouter: Screen\(next)Router?\n" }
        if sheet < count { children += "    @Published private(set) var sheetRouter: Screen\(sheet)Router?\n" }
        write("Sources/\(name)/\(name)ViewModel.swift", """
        import Combine

        @MainActor
        final class \(name)ViewModel: ObservableObject {
            enum Action { case select(Int), more, back, logOut }
            enum ResponderAction { case showNext(Int), showSheet, close, loggedOut }
            @Published private(set) var items: [Int] = []
            private let responder: Responder<ResponderAction>
            init(responder: Responder<ResponderAction>) { self.responder = responder }
            func send(_ action: Action) {
                switch action {
                case .select(let value): responder.send(.showNext(value))
                case .more: responder.send(.showSheet)
                case .back: responder.send(.close)
                case .logOut: responder.send(.loggedOut)
                }
            }
        }
        """)
        write("Sources/\(name)/\(name)View.swift", """
        import SwiftUI

        struct \(name)View: View {
            @ObservedObject var viewModel: \(name)ViewModel
            var body: some View { List(viewModel.items, id: \\.self) { Text("\\($0)") } }
        }
        """)
        write("Sources/\(name)/\(name)Router.swift", """
        import Combine
        import SwiftUI

        @MainActor
        final class \(name)Router: ObservableObject {
            enum Route: Hashable, Identifiable { case next(Int); case sheet; case help; var id: Self { self } }
            @Published private(set) var path: [Route] = []
            @Published private(set) var presented: Route?
        \(children)    private let parent: Responder<\(name)ViewModel.ResponderAction>
            init(parent: Responder<\(name)ViewModel.ResponderAction>) { self.parent = parent }
            func show(_ route: Route) { path.append(route) }
            func present(_ route: Route) { presented = route }
            func dismiss() { if presented != nil { presented = nil } else if !path.isEmpty { path.removeLast() } }
            func handle(_ action: \(name)ViewModel.ResponderAction) {
                switch action {
                case .showNext(let value): show(.next(value))
                case .showSheet: present(.sheet)
                case .close: dismiss()
                case .loggedOut: parent.send(.loggedOut)
                }
            }
        }
        """)
    }
    for index in 0..<count {
        let name = "Screen\(index)"
        write("Tests/\(name)/\(name)ViewModelTests.swift", """
        import XCTest
        @testable import Bench

        @MainActor
        final class \(name)ViewModelTests: XCTestCase {
            func testSelectShowsNext() {
                var sent: [\(name)ViewModel.ResponderAction] = []
                let sut = \(name)ViewModel(responder: Responder { sent.append($0) })
                sut.send(.select(1))
                XCTAssertEqual(sent, [.showNext(1)])
            }
        }
        """)
    }
}


/// Writes, in `folder` (emptied first), the specs of an app of `count` screens for
/// `scaffold app Bench`: one flow to `Screen0`, and each screen routes to the next two
/// (a binary tree) and passes `close` up to be dismissed.
func writeAppSpecs(at folder: URL, screens count: Int) {
    try? FileManager.default.removeItem(at: folder)
    let specs = folder.appendingPathComponent("Specs")
    try? FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    func write(_ path: String, _ text: String) {
        try? text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    write(".scaffold.yml", "sources: Sources\ntests: Tests\nspecs: Specs\nmodule: Bench\n")
    write("Specs/Bench.app.yml", "app: Bench\nmodule: Bench\nflows:\n  - main -> screen Screen0\n")
    for index in 0..<count {
        let children = [2 * index + 1, 2 * index + 2].filter { $0 < count }
        var text = "screen: Screen\(index)\nactions:\n  - close -> respond close\n"
        for (number, _) in children.enumerated() { text += "  - open\(number) -> respond show\(number)\n" }
        text += "responder:\n  - close -> dismiss\n"
        for (number, _) in children.enumerated() { text += "  - show\(number) -> route child\(number)\n" }
        if !children.isEmpty {
            text += "routes:\n"
            for (number, child) in children.enumerated() { text += "  - child\(number) -> screen Screen\(child)\n" }
        }
        write("Specs/Screen\(index).screen.yml", text)
    }
}
