import Combine
import Foundation
import SwiftUI

/// Owns the Gallery screen's navigation: it builds the view model with its dependencies,
/// answers its responder actions, and holds the navigation state. State and changes are
/// plain properties and methods, so tests drive them without any view.
@MainActor
final class GalleryRouter: ObservableObject {

    // MARK: - Properties & Dependencies

    private let library: PhotoLibrary

    // MARK: - Lifecycle

    init(library: PhotoLibrary) {
        self.library = library
    }

    // MARK: - Navigation

    /// Where the screen can go.
    enum Route: Hashable, Identifiable {
        case detail(Photo)
        case shareSheet

        var id: Self { self }
    }

    /// The pushed routes, first to last.
    @Published private(set) var path: [Route] = []

    /// The route presented modally, if any.
    @Published private(set) var presented: Route?

    /// Whether the screen asked to close with nothing of its own left to dismiss; the
    /// hosting view answers it by dismissing the screen.
    @Published private(set) var isDismissed = false

    /// Pushes `route` onto the path.
    func show(_ route: Route) {
        path.append(route)
    }

    /// Presents `route` modally.
    func present(_ route: Route) {
        presented = route
    }

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

    // MARK: - Screen

    /// The screen's view model, with this router as its responder.
    private(set) lazy var viewModel = GalleryViewModel(
        library: library,
        responder: Responder { [weak self] action in self?.handle(action) }
    )

    // MARK: - Responder

    /// Turns the screen's responder actions into navigation.
    func handle(_ action: GalleryViewModel.ResponderAction) {
        switch action {
        case .showPhoto(let value):
            show(.detail(value))
        case .share:
            present(.shareSheet)
        }
    }
}

/// Shows the Gallery screen in a navigation stack that follows `GalleryRouter`.
struct GalleryRouterView: View {

    // MARK: - Environment

    @Environment(\.dismiss) private var dismiss

    // MARK: - Router

    @ObservedObject var router: GalleryRouter

    // MARK: - Body

    var body: some View {
        NavigationStack(path: Binding(get: { router.path }, set: { router.updatePath($0) })) {
            GalleryView(viewModel: router.viewModel)
                .navigationDestination(for: GalleryRouter.Route.self) { route in
                    destination(for: route)
                }
        }
        .sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { route in
            destination(for: route)
        }
        .onReceive(router.$isDismissed) { isDismissed in
            if isDismissed { dismiss() }
        }
    }

    // MARK: - Support

    /// The screen for a route: replace each placeholder with that screen, built by its own router.
    @ViewBuilder
    private func destination(for route: GalleryRouter.Route) -> some View {
        switch route {
        case .detail:
            Text("Detail")
        case .shareSheet:
            Text("Share Sheet")
        }
    }
}
