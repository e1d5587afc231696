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
    func sendingLoad_setsMessagesFromMail_andNothingElse() async {
        let mail = FakeMailService()
        mail.inboxReturnValue = [Message(id: 1, subject: "Hi")]
        let sut = InboxViewModel(mail: mail)
        mail.inboxError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        mail.inboxError = nil
        let before = Outputs(sut)

        sut.send(.load)
        #expect(sut.isLoading == true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        #expect(whileLoading.changed(from: before) == ["isLoading"], "\(whileLoading.difference(from: before))")
        await sut.lastEffect?.value

        #expect(mail.inboxCallCount == 2)
        #expect(sut.messages == [Message(id: 1, subject: "Hi")])
        let after = Outputs(sut)
        #expect(after.changed(from: before) == ["errorMessage", "messages"], "\(after.difference(from: before))")
        #expect(sut.errorMessage == nil)
        #expect(sut.isLoading == false, "not loading once the call is done")
    }

    @Test
    func sendingLoadAndItFails_setsErrorMessage_andNothingElse() async {
        let mail = FakeMailService()
        mail.inboxError = FakeError("offline")
        let sut = InboxViewModel(mail: mail)
        let before = Outputs(sut)

        sut.send(.load)
        #expect(sut.isLoading == true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        #expect(whileLoading.changed(from: before) == ["isLoading"], "\(whileLoading.difference(from: before))")
        await sut.lastEffect?.value

        #expect(mail.inboxCallCount == 1)
        #expect(sut.errorMessage == "offline")
        let after = Outputs(sut)
        #expect(after.changed(from: before) == ["errorMessage"], "\(after.difference(from: before))")
        #expect(sut.isLoading == false, "not loading once the call is done")
    }

    @Test
    func sendingCountUnread_setsUnreadFromMail_andNothingElse() async {
        let mail = FakeMailService()
        mail.unreadCountReturnValue = 42
        let sut = InboxViewModel(mail: mail)
        let before = Outputs(sut)

        sut.send(.countUnread)
        await sut.lastEffect?.value

        #expect(mail.unreadCountCallCount == 1)
        #expect(sut.unread == 42)
        let after = Outputs(sut)
        #expect(after.changed(from: before) == ["unread"], "\(after.difference(from: before))")
    }

    @Test
    func sendingDelete_callsMailDelete_andNothingElse() async {
        let mail = FakeMailService()
        let sut = InboxViewModel(mail: mail)
        mail.deleteError = FakeError("offline")
        sut.send(.delete(42))
        await sut.lastEffect?.value
        mail.deleteError = nil
        let before = Outputs(sut)

        sut.send(.delete(42))
        await sut.lastEffect?.value

        #expect(mail.deleteCalls.count == 2)
        let after = Outputs(sut)
        #expect(after.changed(from: before) == ["lastError"], "\(after.difference(from: before))")
        #expect(sut.lastError == nil)
    }

    @Test
    func sendingDeleteAndItFails_setsLastError_andNothingElse() async {
        let mail = FakeMailService()
        mail.deleteError = FakeError("offline")
        let sut = InboxViewModel(mail: mail)
        let before = Outputs(sut)

        sut.send(.delete(42))
        await sut.lastEffect?.value

        #expect(mail.deleteCalls.count == 1)
        #expect(sut.lastError as? FakeError == FakeError("offline"))
        let after = Outputs(sut)
        #expect(after.changed(from: before) == ["lastError"], "\(after.difference(from: before))")
    }

    // MARK: - Support

    private func makeSUT() -> InboxViewModel {
        InboxViewModel(mail: FakeMailService())
    }

    /// Every output of `InboxViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: InboxViewModel) {
            read("messages", sut.messages)
            read("unread", sut.unread)
            read("isLoading", sut.isLoading)
            read("errorMessage", sut.errorMessage)
            read("lastError", sut.lastError)
        }

        /// The names of the outputs that differ from `before`, sorted.
        func changed(from before: Outputs) -> [String] {
            zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }.map(\.1.name).sorted()
        }

        /// Each output that differs from `before`, with both values: `isLoading: false -> true`.
        func difference(from before: Outputs) -> String {
            let changes = zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }
            return changes.isEmpty ? "no output changed" : changes.map { "\($0.1.name): \($0.0.text) -> \($0.1.text)" }.joined(separator: "; ")
        }

        private mutating func read<Value: Equatable>(_ name: String, _ value: Value) {
            values.append((name, String(describing: value), { ($0 as? Value) == value }, value))
        }

        private mutating func read<Value>(_ name: String, _ value: Value) {
            var dumped = ""
            dump(value, to: &dumped)
            values.append((name, String(describing: value), { ($0 as? String) == dumped }, dumped))
        }
    }
}
