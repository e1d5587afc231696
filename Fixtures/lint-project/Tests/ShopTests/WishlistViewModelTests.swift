import XCTest
@testable import Shop

final class WishlistViewModelTests: XCTestCase {
    func testWishlistViewModel_whenSendingClear_isNotYetImplemented() throws {
        _ = WishlistViewModel.Action.clear
        throw XCTSkip("TODO: write this test")
    }
}
