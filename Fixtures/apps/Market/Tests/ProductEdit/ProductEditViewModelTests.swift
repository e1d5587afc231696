import Foundation
import XCTest
@testable import Market

/// One test per action of `ProductEditViewModel`.
final class ProductEditViewModelTests: XCTestCase {

    @MainActor
    func testProductEditViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.name, "")
    }

    @MainActor
    func testProductEditViewModel_whenSendingUpdateName_setsName() async {
        let sut = makeSUT()

        sut.send(.updateName("sample"))

        XCTAssertEqual(sut.name, "sample")
    }

    @MainActor
    func testProductEditViewModel_whenSendingSave_respondsWithSavedOnce() async {
        var responses: [ProductEditViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.save)

        XCTAssertEqual(responses.count, 1)
        guard case .saved? = responses.first else {
            return XCTFail("expected .saved, got \(responses)")
        }
    }

    @MainActor
    func testProductEditViewModel_whenSendingCancel_respondsWithCancelOnce() async {
        var responses: [ProductEditViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.cancel)

        XCTAssertEqual(responses.count, 1)
        guard case .cancel? = responses.first else {
            return XCTFail("expected .cancel, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ProductEditViewModel.ResponderAction> = .noop) -> ProductEditViewModel {
        ProductEditViewModel(catalog: LiveCatalogService(), responder: responder)
    }
}
