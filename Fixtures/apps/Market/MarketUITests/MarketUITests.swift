import XCTest

/// Launches the app in each scenario of Market.app.yml and checks that its first screen appears.
/// Runs in a UI-test target, on a simulator or a device, against a Debug build (a Release
/// build has no scenarios). Written by `scaffold app`, which adds a test for each new scenario.
final class MarketUITests: XCTestCase {
    @MainActor
    func testScenarioCatalogOffline_showsCatalog() {
        let app = launch("catalog-offline")
        XCTAssertTrue(app.staticTexts["Catalog"].waitForExistence(timeout: 10), "the Catalog screen did not appear")
    }

    @MainActor
    func testScenarioCatalogEmpty_showsCatalog() {
        let app = launch("catalog-empty")
        XCTAssertTrue(app.staticTexts["Catalog"].waitForExistence(timeout: 10), "the Catalog screen did not appear")
    }

    @MainActor
    func testScenarioCatalogLoading_showsCatalog() {
        let app = launch("catalog-loading")
        XCTAssertTrue(app.staticTexts["Catalog"].waitForExistence(timeout: 10), "the Catalog screen did not appear")
    }

    @MainActor
    func testScenarioSignedOut_showsWelcome() {
        let app = launch("signed-out")
        XCTAssertTrue(app.staticTexts["Welcome"].waitForExistence(timeout: 10), "the Welcome screen did not appear")
    }

    /// The app, launched in `scenario`.
    @MainActor
    private func launch(_ scenario: String) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments += ["-scaffold-scenario", scenario]
        app.launch()
        return app
    }
}
