import Foundation
import XCTest
@testable import FakesApp

/// The golden fakes in Fakes/ at work: each kind of requirement recorded and answered.
final class FakeUseTests: XCTestCase {
    func testRecordsAndAnswers() async throws {
        let fake = FakeAuthService()
        fake.loginReturnValue = User(id: 1, name: "Ada")
        let user = try await fake.login(user: "ada", password: "pw")
        XCTAssertEqual(user, User(id: 1, name: "Ada"))
        XCTAssertEqual(fake.loginCalls.map(\.user), ["ada"])
        fake.loginError = FakeError("offline")
        do { _ = try await fake.login(user: "b", password: "c"); XCTFail() } catch { XCTAssertEqual(error as? FakeError, FakeError("offline")) }
        fake.loginHandler = { user, _ in User(id: 2, name: user) }
        let second = try await fake.login(user: "bo", password: "x")
        XCTAssertEqual(second.name, "bo")
        XCTAssertEqual(fake.count(), 0)
        fake.decodeReturnValue = 5
        XCTAssertEqual(try fake.decode(Int.self, from: Data()), 5)
        fake.log("a", "b")
        XCTAssertEqual(fake.logCalls, [["a", "b"]])
        var seen: [Int] = []
        fake.eachHandler = { body in body(1); body(2) }
        fake.each { seen.append($0) }
        XCTAssertEqual(seen, [1, 2])
        await fake.logout()
        XCTAssertEqual(fake.logoutCallCount, 1)
        do { _ = try await fake.session; XCTFail() } catch {}
        let store = FakeStore(name: "x")
        store.save(Product(id: 1))
        XCTAssertEqual(store.saveCalls, [Product(id: 1)])
        XCTAssertEqual(store.all(), [])
    }

    func testInheritedRequirementsAreFakedToo() {
        let scheduler = FakeScheduler()
        scheduler.nowReturnValue = Date(timeIntervalSince1970: 10)
        XCTAssertEqual(scheduler.now(), Date(timeIntervalSince1970: 10))
        scheduler.schedule(after: 2) {}
        XCTAssertEqual(scheduler.scheduleCalls.map(\.seconds), [2])
    }

    func testASendableFakeRecordsCallsFromManyTasks() async {
        let fake = FakeAuthService()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 { group.addTask { await fake.logout() } }
        }
        XCTAssertEqual(fake.logoutCallCount, 100)
    }

    func testKeywordNamesSendingResultsAndThrowingPropertiesAnswer() async throws {
        let fake = FakeDrafts()
        // Names that are keywords are declared and called in backticks.
        fake.repeat = true
        XCTAssertTrue(fake.repeat)
        fake.classValue = Draft(text: "c")
        XCTAssertEqual(fake.class.text, "c")
        fake.defaultReturnValue = 3
        XCTAssertEqual(fake.default(for: 7), 3)
        XCTAssertEqual(fake.defaultCalls, [7])
        // A property read with `async throws`: its value, or its error.
        let unread = try await fake.unread
        XCTAssertEqual(unread, 0)
        fake.unreadValue = 4
        let stubbed = try await fake.unread
        XCTAssertEqual(stubbed, 4)
        fake.unreadError = FakeError("offline")
        do { _ = try await fake.unread; XCTFail("expected the stubbed error") } catch { XCTAssertEqual(error as? FakeError, FakeError("offline")) }
        XCTAssertEqual(try fake.titles, [])
        // A `sending` result of a Sendable type keeps a value; of another, its handler makes one.
        fake.countReturnValue = 2
        let count = await fake.count()
        XCTAssertEqual(count, 2)
        do { _ = try await fake.make(text: "a"); XCTFail("expected notStubbed") } catch { XCTAssertEqual(error as? FakeError, FakeError.notStubbed("Drafts.make(text:)")) }
        fake.makeHandler = { text in Draft(text: text) }
        let made = try await fake.make(text: "b")
        XCTAssertEqual(made.text, "b")
        XCTAssertEqual(fake.makeCalls, ["a", "b"])
        // Parameters passed `sending`, `borrowing` and `consuming` are recorded.
        fake.keep(Draft(text: "k"))
        XCTAssertEqual(fake.keepCalls.map(\.text), ["k"])
        fake.inspectReturnValue = true
        XCTAssertTrue(fake.inspect(Draft(text: "i")))
        fake.finish(Draft(text: "f"))
        XCTAssertEqual(fake.inspectCalls.map(\.text) + fake.finishCalls.map(\.text), ["i", "f"])
    }

    @MainActor
    func testMainActorProtocol() async {
        let presenter = FakePresenter()
        presenter.show(User(id: 1, name: "A"))
        XCTAssertEqual(presenter.showCalls.count, 1)
        presenter.title = "T"
        XCTAssertEqual(presenter.title, "T")
    }
}
