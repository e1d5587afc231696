import Combine

/// Shows one product.
@MainActor
final class ProductDetailViewModel: ObservableObject {
    enum Action {
        case edit
        case share
    }

    enum ResponderAction {
        case edit(Product)
        case share(Product)
    }

    let product: Product
    private let responder: Responder<ResponderAction>

    init(product: Product, responder: Responder<ResponderAction>) {
        self.product = product
        self.responder = responder
    }

    func send(_ action: Action) {
        switch action {
        case .edit:
            responder.send(.edit(product))
        case .share:
            responder.send(.share(product))
        }
    }
}
