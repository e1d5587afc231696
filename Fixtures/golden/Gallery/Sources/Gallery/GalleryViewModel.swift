import Combine
import Foundation

/// The Gallery screen's state and logic. Its view sends it `Action`s and reads its
/// outputs; what the screen cannot handle itself goes up to its responder.
@MainActor
final class GalleryViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let library: PhotoLibrary

    // MARK: - Lifecycle

    init(library: PhotoLibrary, responder: Responder<ResponderAction>) {
        self.library = library
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case showPhoto(Photo)
        case share
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case refresh
        case retry
        case hideProblem
        case load
        case preview(Photo)
        case open(Photo)
        case setQuantity(Int)
        case setBrightness(Double)
        case updateCaption(String)
        case updatePin(String)
        case toggleFavorite
        case sort(PhotoOrder)
        case share
    }

    func send(_ action: Action) {
        switch action {
        case .refresh:
            isLoading = true
            lastEffect = Task {
                defer { isLoading = false }
                do {
                    photos = try await library.photos()
                    problem = nil
                } catch {
                    problem = error.localizedDescription
                }
            }
        case .retry:
            send(.refresh)
        case .hideProblem:
            problem = nil
        case .load:
            send(.refresh)
        case .preview:
            // TODO: handle .preview
            break
        case .open(let value):
            responder.send(.showPhoto(value))
        case .setQuantity(let value):
            quantity = value
        case .setBrightness(let value):
            brightness = value
        case .updateCaption(let value):
            caption = value
        case .updatePin(let value):
            pin = value
        case .toggleFavorite:
            isFavorite.toggle()
        case .sort(let value):
            order = value
        case .share:
            responder.send(.share)
        }
    }

    /// The work the last async action started: tests await it (`await sut.lastEffect?.value`)
    /// instead of waiting for time to pass.
    private(set) var lastEffect: Task<Void, Never>?

    // MARK: - Output

    @Published private(set) var photos: [Photo] = []
    @Published private(set) var tags: [Tag] = []
    @Published private(set) var isLoading: Bool = false
    @Published private(set) var problem: String? = nil
    @Published private(set) var lastError: String? = nil
    @Published private(set) var quantity: Int = 1
    @Published private(set) var brightness: Double = 0.5
    @Published private(set) var views: Int = 0
    @Published private(set) var rating: Double = 4.5
    @Published private(set) var caption: String = ""
    @Published private(set) var pin: String = ""
    @Published private(set) var isFavorite: Bool = false
    @Published private(set) var order: PhotoOrder = .newest
}
