// Fixture project Classic77: MyAppUITests/MyAppUITestsLaunchTests.swift
import XCTest

final class MyAppUITestsLaunchTests: XCTestCase {
    func testLaunch() {}
}
