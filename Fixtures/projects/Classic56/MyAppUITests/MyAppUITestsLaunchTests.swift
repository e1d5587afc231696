// Fixture project Classic56: MyAppUITests/MyAppUITestsLaunchTests.swift
import XCTest

final class MyAppUITestsLaunchTests: XCTestCase {
    func testLaunch() {}
}
