import Foundation
import Observation

// Written by hand, before the team used scaffold.
@MainActor
@Observable
final class NotesViewModel {
	enum ResponderAction {
		case close
		case share
	}

	private let store: NoteStore
	private let clock: NoteClock
	private let responder: Responder<ResponderAction>

	init(store: NoteStore, clock: NoteClock, responder: Responder<ResponderAction>) {
		self.store = store
		self.clock = clock
		self.responder = responder
	}

	enum Action {
		case load
		case edit(text: String)
		case select(Int)
		case close
		case togglePinned
		case share
	}

	func send(_ action: Action) {
		switch action {
		case .load:
			notes = store.all()
		case .edit(let text):
			draft = text
		case let .select(index):
			selected = index
		case .togglePinned:
			isPinned.toggle()
		case .share:
			responder.send(.share)
		default:
			responder.send(.close)
		}
	}

	private(set) var notes: [String] = []
	private(set) var draft = ""
	private(set) var selected: Int? = nil
	private(set) var isPinned: Bool = false
}
