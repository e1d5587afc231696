import Foundation
import Observation

// Written by hand, before the team used scaffold.
@MainActor
@Observable
final class NotesViewModel {
	enum ResponderAction {
		case close
	}

	private let store: NoteStore
	private let responder: Responder<ResponderAction>

	init(store: NoteStore, responder: Responder<ResponderAction>) {
		self.store = store
		self.responder = responder
	}

	enum Action {
		case load
		case edit(text: String)
		case select(Int)
		case close
	}

	func send(_ action: Action) {
		switch action {
		case .load:
			notes = store.all()
		case .edit(let text):
			draft = text
		case let .select(index):
			selected = index
		default:
			responder.send(.close)
		}
	}

	private(set) var notes: [String] = []
	private(set) var draft = ""
	private(set) var selected: Int? = nil
}
