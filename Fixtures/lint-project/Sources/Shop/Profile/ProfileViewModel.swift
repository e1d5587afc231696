import Combine

@MainActor
final class ProfileViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let name: String

    // MARK: - Lifecycle

    init(name: String) {
        self.name = name
    }

    // MARK: - Published Properties

    @Published private(set) var title = ""

    // MARK: - Private

    private func send(service: String) {}
}
