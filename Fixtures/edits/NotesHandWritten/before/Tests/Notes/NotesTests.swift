import Testing
@testable import EditNotes

@MainActor
@Suite("Notes")
struct NotesTests {
	@Test("loading shows the stored notes")
	func loadingShowsTheStoredNotes() {
		let sut = NotesViewModel(store: NoteStore(saved: ["a", "b"]), responder: .noop)
		sut.send(.load)
		#expect(sut.notes == ["a", "b"])
	}

	@Test("editing sets the draft")
	func editingSetsTheDraft() {
		let sut = NotesViewModel(store: NoteStore(), responder: .noop)
		sut.send(.edit(text: "hi"))
		#expect(sut.draft == "hi")
	}

	@Test func selectingRemembersTheIndex() {
		let sut = NotesViewModel(store: NoteStore(), responder: .noop)
		sut.send(.select(2))
		#expect(sut.selected == 2)
	}

	@Test func closingAsksTheResponder() {
		var responses: [NotesViewModel.ResponderAction] = []
		let sut = NotesViewModel(store: NoteStore(), responder: Responder { responses.append($0) })
		sut.send(.close)
		#expect(responses.count == 1)
	}
}

@MainActor
struct NotesRouterTests {
	@Test func closeDismisses() {
		let sut = NotesRouter(store: NoteStore())
		sut.handle(.close)
		#expect(sut.isDismissed)
	}
}
