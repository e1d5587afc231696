// Stand-ins for the XCUITest part of Apple's XCTest (XCUIApplication, XCUIElement,
// XCUIElementQuery), which swift-corelibs-xctest on Linux lacks: the generated UI-test files
// are type-checked against them beside the real XCTestCase (`StandInTypecheck.run` with this
// file). No target compiles this folder. The signatures are Xcode 16's, main-actor isolated as
// there (`NS_SWIFT_UI_ACTOR`); nothing here runs.
import Foundation

/// A UI element of the app under test.
@MainActor
open class XCUIElement: NSObject {
    /// Whether the element is on screen now.
    open var exists: Bool { false }

    /// Waits up to `timeout` seconds for the element to exist; whether it did.
    open func waitForExistence(timeout: TimeInterval) -> Bool { false }

    /// The element's text views.
    open var staticTexts: XCUIElementQuery { XCUIElementQuery() }

    /// The element's buttons.
    open var buttons: XCUIElementQuery { XCUIElementQuery() }
}

/// A query for elements of one kind.
@MainActor
open class XCUIElementQuery: NSObject {
    /// The element whose identifier or label is `key`.
    open subscript(key: String) -> XCUIElement { XCUIElement() }
}

/// The app under test, launched and driven by a UI test.
@MainActor
open class XCUIApplication: XCUIElement {
    /// The app of the UI-test target's "Target Application".
    public override init() {}

    /// The arguments the app is launched with.
    open var launchArguments: [String] = []

    /// The environment the app is launched with.
    open var launchEnvironment: [String: String] = [:]

    /// Launches the app, terminating a running instance first.
    open func launch() {}
}
