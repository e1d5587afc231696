import Foundation
import XCTest
@testable import Starter

/// One test per action of `StarterViewModel`.
final class StarterViewModelTests: XCTestCase {

    @MainActor
    func testStarterViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.title, "")
        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testStarterViewModel_whenSendingUpdateTitle_setsTitle() async {
        let sut = makeSUT()

        sut.send(.updateTitle("sample"))

        XCTAssertEqual(sut.title, "sample")
    }

    @MainActor
    func testStarterViewModel_whenSendingToggleLoading_togglesIsLoading() async {
        let sut = makeSUT()
        let before = sut.isLoading

        sut.send(.toggleLoading)

        XCTAssertEqual(sut.isLoading, !before)
    }

    @MainActor
    func testStarterViewModel_whenSendingClose_respondsWithCloseOnce() async {
        var responses: [StarterViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.close)

        XCTAssertEqual(responses.count, 1)
        guard case .close? = responses.first else {
            return XCTFail("expected .close, got \(responses)")
        }
    }

    func testStarterViewModel_whenSendingRefresh_isNotYetImplemented() throws {
        _ = StarterViewModel.Action.refresh
        throw XCTSkip("TODO: 'refresh' has no effect yet; implement it, then write this test")
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<StarterViewModel.ResponderAction> = .noop) -> StarterViewModel {
        StarterViewModel(responder: responder)
    }
}
