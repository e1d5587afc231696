// Fixture project TwoApps: MyAppUITests/MyAppUITestsLaunchTests.swift
import XCTest

final class MyAppUITestsLaunchTests: XCTestCase {
    func testLaunch() {}
}
