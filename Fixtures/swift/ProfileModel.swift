import Observation
import SwiftUI

/// An `@Observable` view model with computed outputs and a nested state enum.
@Observable
@MainActor
final class ProfileModel {
    enum LoadState: Equatable {
        case idle, loading
        case loaded(name: String, followers: Int)
        case failed(message: String)
    }

    @ObservationIgnored private let service: ProfileService
    private(set) var state: LoadState = .idle
    private(set) var avatar: URL? = nil
    var displayName: String {
        if case .loaded(let name, _) = state { return name }
        return "—"
    }

    init(service: ProfileService) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            let profile = try await service.fetch()
            state = .loaded(name: profile.name, followers: profile.followers)
        } catch {
            state = .failed(message: String(describing: error))
        }
    }
}

struct ProfileScreen: View {
    @Bindable var model: ProfileModel
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case let .loaded(name, followers):
                Text(name).font(.title)
                Text("\(followers) followers")
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
            }
        }
        .task { await model.load() }
    }
}
