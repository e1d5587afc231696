import Testing
@testable import EditNotes

@MainActor
@Suite("Notes")
struct NotesTests {
	@Test("loading shows the stored notes")
	func loadingShowsTheStoredNotes() {
		let sut = NotesViewModel(store: NoteStore(saved: ["a", "b"]), clock: NoteClock(), responder: .noop)
		sut.send(.load)
		#expect(sut.notes == ["a", "b"])
	}

	@Test("editing sets the draft")
	func editingSetsTheDraft() {
		let sut = NotesViewModel(store: NoteStore(), clock: NoteClock(), responder: .noop)
		sut.send(.edit(text: "hi"))
		#expect(sut.draft == "hi")
	}

	@Test func selectingRemembersTheIndex() {
		let sut = NotesViewModel(store: NoteStore(), clock: NoteClock(), responder: .noop)
		sut.send(.select(2))
		#expect(sut.selected == 2)
	}

	@Test func closingAsksTheResponder() {
		var responses: [NotesViewModel.ResponderAction] = []
		let sut = NotesViewModel(store: NoteStore(), clock: NoteClock(), responder: Responder { responses.append($0) })
		sut.send(.close)
		#expect(responses.count == 1)
	}

	@Test("initial state") func initialState() {
		let sut = makeSUT()

		#expect(sut.isPinned == false)
	}

	@Test("when sending toggle pinned, toggles is pinned") func whenSendingTogglePinnedTogglesIsPinned() {
		let sut = makeSUT()
		let before = sut.isPinned

		sut.send(.togglePinned)

		#expect(sut.isPinned == !before)
	}

	@Test("when sending share, responds with share once") func whenSendingShareRespondsWithShareOnce() {
		var responses: [NotesViewModel.ResponderAction] = []
		let sut = makeSUT(responder: Responder { responses.append($0) })

		sut.send(.share)

		#expect(responses.count == 1)
		guard case .share? = responses.first else {
			Issue.record("expected .share, got \(responses)")
			return
		}
	}

	private func makeSUT(responder: Responder<NotesViewModel.ResponderAction> = .noop) -> NotesViewModel {
		NotesViewModel(store: NoteStore(saved: ["a", "b"]), clock: NoteClock(), responder: responder)
	}
}

@MainActor
struct NotesRouterTests {
	@Test func closeDismisses() {
		let sut = NotesRouter(store: NoteStore(), clock: NoteClock())
		sut.handle(.close)
		#expect(sut.isDismissed)
	}

	@Test func whenHandlingSharePresentsExport() {
		let sut = makeSUT()

		sut.handle(.share)

		guard case .export? = sut.presented else {
			Issue.record("expected .export to be presented, got \(String(describing: sut.presented))")
			return
		}
	}

	private func makeSUT() -> NotesRouter {
		NotesRouter(store: NoteStore(saved: ["a", "b"]), clock: NoteClock())
	}
}
