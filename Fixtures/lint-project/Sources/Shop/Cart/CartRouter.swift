import SwiftUI

@MainActor
final class CartRouter: ObservableObject {
    enum Route: Hashable {
        case payment
        case receipt(orderID: String)
        case help // expect: untested_route
    }

    @Published private(set) var path: [Route] = []
    @Published var presented: Route? // expect: router_state_private_set

    let payment = PaymentViewModel()

    func handle(_ action: CartViewModel.ResponderAction) {
        switch action {
        case .checkout: path.append(.payment)
        case .close: presented = nil
        }
    }
}
