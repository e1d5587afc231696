import Foundation
import Testing
@testable import Accounts

/// The navigation `ProfileRouter` performs for each responder action.
@MainActor
struct ProfileRouterTests {

    @Test
    func startsWithNothingShown() {
        let sut = makeSUT()

        #expect(sut.path.isEmpty)
        #expect(sut.presented == nil)
        #expect(!sut.isDismissed)
    }

    @Test
    func whenHandlingSaved_popsTheLastRoute() {
        let sut = makeSUT()
        sut.show(.signIn)

        sut.handle(.saved)

        #expect(sut.path.isEmpty)
        #expect(sut.presented == nil)
    }

    @Test
    func whenHandlingSignedOut_showsSignIn() {
        let sut = makeSUT()

        sut.handle(.signedOut)

        guard case .signIn? = sut.path.last else {
            Issue.record("expected the path to end with .signIn, got \(sut.path)")
            return
        }
    }

    @Test
    func whenHandlingPickAvatar_presentsAvatarPicker() {
        let sut = makeSUT()

        sut.handle(.pickAvatar)

        guard case .avatarPicker? = sut.presented else {
            Issue.record("expected .avatarPicker to be presented, got \(String(describing: sut.presented))")
            return
        }
    }

    @Test(.disabled("TODO: 'reportProblem' has no effect yet; implement it, then write this test"))
    func whenHandlingReportProblem_isNotYetImplemented() {
        _ = ProfileViewModel.ResponderAction.reportProblem
    }

    @Test
    func whenShowingFollowers_pathEndsWithFollowers() {
        let sut = makeSUT()

        sut.show(.followers(count: 42))

        guard case .followers? = sut.path.last else {
            Issue.record("expected the path to end with .followers, got \(sut.path)")
            return
        }
    }

    // MARK: - Support

    private func makeSUT() -> ProfileRouter {
        ProfileRouter(accounts: AccountService())
    }
}
