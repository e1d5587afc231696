// Fixture project Classic56: MyAppUITests/MyAppUITests.swift
import XCTest

final class MyAppUITests: XCTestCase {
    func testLaunch() {}
}
