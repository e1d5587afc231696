// Fixture project TwoApps: MyAppUITests/MyAppUITests.swift
import XCTest

final class MyAppUITests: XCTestCase {
    func testLaunch() {}
}
