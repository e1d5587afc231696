import Combine
import SwiftUI

/// A screen written before the team adopted scaffold. `scaffold lint --fix` fixes all its
/// findings but one: `@State public var sort` is left to a person (which access is meant?).
final class NotesViewModel: ObservableObject {

    // MARK: - Output

    @Published var notes: [String] = []
    @Published public var draft = ""

    // MARK: - Input

    enum Action {
        case add
        case updateDraft(String)
    }

    func send(_ action: Action) {
        switch action {
        case .add:
            notes.append(draft)
        case .updateDraft(let text):
            draft = text
        }
    }

    // MARK: - Lifecycle

    init() {}
}

struct NotesView: View {
    @State var filter = ""
    @State public var sort = 0
    @ObservedObject var viewModel: NotesViewModel

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            Button("Add") { viewModel.send(.add) }
        }
    }
}

    @available(iOS 17, *) final class NotesRouter: ObservableObject {
    @Published var path: [String] = [] // a comment that stays
}
