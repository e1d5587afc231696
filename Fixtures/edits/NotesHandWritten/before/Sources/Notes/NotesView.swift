import SwiftUI

struct NotesView: View {
	let viewModel: NotesViewModel

	var body: some View {
		VStack {
			Text("\(viewModel.notes.count) notes")
			TextField("Draft", text: Binding(get: { viewModel.draft }, set: { viewModel.send(.edit(text: $0)) }))
			Button("Close") { viewModel.send(.close) }
		}
	}
}
