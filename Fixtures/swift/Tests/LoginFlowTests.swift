import Testing
import XCTest
@testable import App

/// Tests in both frameworks, exercising a child's actions through a parent's flow.
@MainActor
struct LoginFlowTests {
    @Test("signing in routes home")
    func signingInRoutesHome() async throws {
        let router = AppRouter(services: .mock)
        let login = LoginViewModel(service: .mock, responder: .init { _ in })
        login.send(.updateUsername("ada"))
        login.send(.submit)
        #expect(router.path.isEmpty)
    }

    @Test(arguments: ["", " ", "a"])
    func rejectsShortNames(name: String) {
        #expect(name.count < 2)
    }
}

final class LegacyLoginTests: XCTestCase {
    @MainActor
    func testLogin_whenSendingCancel_respondsOnce() async {
        var count = 0
        let sut = LoginViewModel(service: .mock, responder: Responder { action in
            if case .cancelled = action { count += 1 }
        })
        sut.send(.cancel)
        XCTAssertEqual(count, 1)
    }
}
