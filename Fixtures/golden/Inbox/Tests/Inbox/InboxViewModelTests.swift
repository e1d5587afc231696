import Foundation
import Testing
@testable import Mail

/// One test per action of `InboxViewModel`.
@MainActor
struct InboxViewModelTests {

    @Test
    func initialState() {
        let sut = makeSUT()

        #expect(sut.unread == 0)
        #expect(sut.isLoading == false)
        #expect(sut.errorMessage == nil)
    }

    @Test
    func whenSendingLoad_setsMessagesFromMail() async {
        let mail = FakeMailService()
        mail.inboxReturnValue = [Message(id: 1, subject: "Hi")]
        let sut = InboxViewModel(mail: mail)
        mail.inboxError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        mail.inboxError = nil

        sut.send(.load)
        #expect(sut.isLoading == true, "loading while the call runs")
        await sut.lastEffect?.value

        #expect(mail.inboxCallCount == 2)
        #expect(sut.messages == [Message(id: 1, subject: "Hi")])
        #expect(sut.errorMessage == nil)
        #expect(sut.isLoading == false, "not loading once the call is done")
    }

    @Test
    func whenSendingLoadAndItFails_setsErrorMessage() async {
        let mail = FakeMailService()
        mail.inboxError = FakeError("offline")
        let sut = InboxViewModel(mail: mail)

        sut.send(.load)
        #expect(sut.isLoading == true, "loading while the call runs")
        await sut.lastEffect?.value

        #expect(mail.inboxCallCount == 1)
        #expect(sut.errorMessage == "offline")
        #expect(sut.isLoading == false, "not loading once the call is done")
    }

    @Test
    func whenSendingCountUnread_setsUnreadFromMail() async {
        let mail = FakeMailService()
        mail.unreadCountReturnValue = 42
        let sut = InboxViewModel(mail: mail)

        sut.send(.countUnread)
        await sut.lastEffect?.value

        #expect(mail.unreadCountCallCount == 1)
        #expect(sut.unread == 42)
    }

    @Test
    func whenSendingDelete_callsMailDelete() async {
        let mail = FakeMailService()
        let sut = InboxViewModel(mail: mail)
        mail.deleteError = FakeError("offline")
        sut.send(.delete(42))
        await sut.lastEffect?.value
        mail.deleteError = nil

        sut.send(.delete(42))
        await sut.lastEffect?.value

        #expect(mail.deleteCalls.count == 2)
        #expect(sut.lastError == nil)
    }

    @Test
    func whenSendingDeleteAndItFails_setsLastError() async {
        let mail = FakeMailService()
        mail.deleteError = FakeError("offline")
        let sut = InboxViewModel(mail: mail)

        sut.send(.delete(42))
        await sut.lastEffect?.value

        #expect(mail.deleteCalls.count == 1)
        #expect(sut.lastError as? FakeError == FakeError("offline"))
    }

    // MARK: - Support

    private func makeSUT() -> InboxViewModel {
        InboxViewModel(mail: FakeMailService())
    }
}
