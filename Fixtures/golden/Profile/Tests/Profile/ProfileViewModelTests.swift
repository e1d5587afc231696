import Foundation
import Testing
@testable import Accounts

/// One test per action of `ProfileViewModel`.
@MainActor
struct ProfileViewModelTests {

    @Test
    func initialState() {
        let sut = makeSUT()

        #expect(sut.name == "")
        #expect(sut.bio == "")
        #expect(sut.isEditing == false)
        #expect(sut.avatarURL == nil)
        #expect(sut.followers == 0)
    }

    @Test
    func whenSendingUpdateName_setsName() {
        let sut = makeSUT()

        sut.send(.updateName(name: "sample"))

        #expect(sut.name == "sample")
    }

    @Test
    func whenSendingUpdateBio_setsBio() {
        let sut = makeSUT()

        sut.send(.updateBio("sample"))

        #expect(sut.bio == "sample")
    }

    @Test
    func whenSendingToggleEditing_togglesIsEditing() {
        let sut = makeSUT()
        let before = sut.isEditing

        sut.send(.toggleEditing)

        #expect(sut.isEditing == !before)
    }

    @Test
    func whenSendingChangeAvatar_setsAvatarURL() {
        let sut = makeSUT()

        sut.send(.changeAvatar(URL(string: "https://example.com")!))

        #expect(sut.avatarURL == URL(string: "https://example.com")!)
    }

    @Test
    func whenSendingSave_respondsWithSavedOnce() {
        var responses: [ProfileViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.save)

        #expect(responses.count == 1)
        guard case .saved? = responses.first else {
            Issue.record("expected .saved, got \(responses)")
            return
        }
    }

    @Test
    func whenSendingSignOut_respondsWithSignedOutOnce() {
        var responses: [ProfileViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.signOut)

        #expect(responses.count == 1)
        guard case .signedOut? = responses.first else {
            Issue.record("expected .signedOut, got \(responses)")
            return
        }
    }

    @Test
    func whenSendingPickAvatar_respondsWithPickAvatarOnce() {
        var responses: [ProfileViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.pickAvatar)

        #expect(responses.count == 1)
        guard case .pickAvatar? = responses.first else {
            Issue.record("expected .pickAvatar, got \(responses)")
            return
        }
    }

    @Test(.disabled("TODO: 'follow' has no effect yet; implement it, then write this test"))
    func whenSendingFollow_isNotYetImplemented() {
        _ = ProfileViewModel.Action.follow
    }

    // MARK: - Support

    private func makeSUT(responder: Responder<ProfileViewModel.ResponderAction> = .noop) -> ProfileViewModel {
        ProfileViewModel(accounts: AccountService(), responder: responder)
    }
}
