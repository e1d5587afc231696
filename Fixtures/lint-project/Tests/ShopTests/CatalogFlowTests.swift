import Testing
@testable import Shop

/// Exercises the catalog through its flow, and the cart router.
@MainActor
struct CatalogFlowTests {
    @Test func searchingAndSelecting() {
        let sut = CatalogViewModel(api: .mock)
        sut.send(.search("lamp"))
        sut.send(.select(.sample))
        sut.send(.loadMore)
        sut.send(.reload)
    }

    @Test func accountSignsOut() {
        let sut = AccountViewModel(responder: .noop)
        sut.send(.rename("Ada"))
        sut.send(.signOut)
        #expect(sut.name == "Ada")
        _ = AccountViewModel.ResponderAction.signedOut
    }

    @Test func cartRoutes() {
        let router = CartRouter()
        router.handle(.checkout)
        #expect(router.path == [.payment, .receipt(orderID: "1")])
    }

    /// PaymentViewModel, through the router that holds it.
    @Test func payingThroughTheCart() {
        let router = CartRouter()
        router.payment.send(.confirm)
        #expect(router.payment.isPaid)
    }
}
