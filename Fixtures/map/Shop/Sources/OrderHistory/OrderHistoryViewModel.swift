import Combine

/// The user's past orders: written, but no route opens it yet.
@MainActor
final class OrderHistoryViewModel: ObservableObject {
    @Published private(set) var orders: [String] = []
}
