import Foundation
import Testing
@testable import Mail

/// The navigation `InboxRouter` performs for each responder action.
@MainActor
struct InboxRouterTests {

    @Test
    func startsWithNothingShown() {
        let sut = makeSUT()

        #expect(!sut.isDismissed)
    }

    // MARK: - Support

    private func makeSUT() -> InboxRouter {
        InboxRouter(mail: FakeMailService())
    }
}
