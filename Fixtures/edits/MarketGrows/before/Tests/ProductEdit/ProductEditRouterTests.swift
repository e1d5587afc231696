import Foundation
import XCTest
@testable import MarketGrows

/// The navigation `ProductEditRouter` performs for each responder action.
final class ProductEditRouterTests: XCTestCase {

    @MainActor
    func testProductEditRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testProductEditRouter_whenHandlingSaved_passesItUp() async {
        var passed: [ProductEditViewModel.ResponderAction] = []
        let sut = makeSUT(parent: Responder { passed.append($0) })

        sut.handle(.saved)

        guard passed.count == 1, case .saved? = passed.first else {
            return XCTFail("expected .saved passed up once, got \(passed)")
        }
    }

    @MainActor
    func testProductEditRouter_whenHandlingCancel_dismissesTheScreen() async {
        let sut = makeSUT()

        sut.handle(.cancel)

        XCTAssertTrue(sut.isDismissed)
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(parent: Responder<ProductEditViewModel.ResponderAction> = .noop) -> ProductEditRouter {
        ProductEditRouter(services: .preview, parent: parent)
    }
}
