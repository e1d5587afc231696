import Foundation
import Observation
import SwiftUI

@MainActor
@Observable
final class NotesRouter {
	private let store: NoteStore

	init(store: NoteStore) {
		self.store = store
	}

	private(set) var isDismissed = false

	func dismiss() {
		isDismissed = true
	}

	@ObservationIgnored private(set) lazy var viewModel = NotesViewModel(store: store, responder: Responder { [weak self] in self?.handle($0) })

	func handle(_ action: NotesViewModel.ResponderAction) {
		switch action {
		case .close: dismiss()
		}
	}
}

struct NotesRouterView: View {
	@Environment(\.dismiss) private var dismiss
	let router: NotesRouter

	var body: some View {
		NavigationStack {
			NotesView(viewModel: router.viewModel)
		}
		.onChange(of: router.isDismissed) { _, isDismissed in
			if isDismissed { dismiss() }
		}
	}
}
