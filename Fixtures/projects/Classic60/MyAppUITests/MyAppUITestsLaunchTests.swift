// Fixture project Classic60: MyAppUITests/MyAppUITestsLaunchTests.swift
import XCTest

final class MyAppUITestsLaunchTests: XCTestCase {
    func testLaunch() {}
}
