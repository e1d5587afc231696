import XCTest
@testable import Shop

final class CartViewModelTests: XCTestCase {
    @MainActor
    func testCartViewModel_actions() async {
        var responses: [CartViewModel.ResponderAction] = []
        let sut = CartViewModel(store: CartStore(), responder: Responder { responses.append($0) })
        sut.send(.add(.sample))
        sut.send(.remove(.sample))
        sut.send(.clear)
        sut.send(.checkout)
        XCTAssertEqual(responses.count, 2)
        if case .close = responses.first {}
    }
}
