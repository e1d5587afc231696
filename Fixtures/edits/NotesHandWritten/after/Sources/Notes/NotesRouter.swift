import Foundation
import Observation
import SwiftUI

@MainActor
@Observable
final class NotesRouter {
	private let store: NoteStore
	private let clock: NoteClock

	init(store: NoteStore, clock: NoteClock) {
		self.store = store
		self.clock = clock
	}

	/// Where the screen can go.
	enum Route: Hashable, Identifiable {
		case export

		var id: Self { self }
	}

	/// The pushed routes, first to last.
	private(set) var path: [Route] = []

	/// The route presented modally, if any.
	private(set) var presented: Route?

	private(set) var isDismissed = false

	/// Pushes `route` onto the path.
	func show(_ route: Route) {
		path.append(route)
	}

	/// Presents `route` modally.
	func present(_ route: Route) {
		presented = route
	}

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

	@ObservationIgnored private(set) lazy var viewModel = NotesViewModel(store: store, clock: clock, responder: Responder { [weak self] in self?.handle($0) })

	func handle(_ action: NotesViewModel.ResponderAction) {
		switch action {
		case .close: dismiss()
		case .share:
			present(.export)
		}
	}
}

struct NotesRouterView: View {
	@Environment(\.dismiss) private var dismiss
	let router: NotesRouter

	var body: some View {
		NavigationStack(path: Binding(get: { router.path }, set: { router.updatePath($0) })) {
			NotesView(viewModel: router.viewModel)
				.navigationDestination(for: NotesRouter.Route.self) { route in
					destination(for: route)
				}
		}
		.sheet(item: Binding(get: { router.presented }, set: { router.updatePresented($0) })) { route in
			destination(for: route)
		}
		.onChange(of: router.isDismissed) { _, isDismissed in
			if isDismissed { dismiss() }
		}
	}

	/// The screen for a route: replace each placeholder with that screen, built by its own router.
	@ViewBuilder
	private func destination(for route: NotesRouter.Route) -> some View {
		switch route {
		case .export:
			Text("Export")
		}
	}
}
