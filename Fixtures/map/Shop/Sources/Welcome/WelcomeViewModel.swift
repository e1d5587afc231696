import Combine

/// Greets the signed-in user.
@MainActor
final class WelcomeViewModel: ObservableObject {
    @Published private(set) var greeting = "Welcome"
}
