// Fixture project Classic60: MyAppUITests/MyAppUITests.swift
import XCTest

final class MyAppUITests: XCTestCase {
    func testLaunch() {}
}
