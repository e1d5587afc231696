// Fixture project Synchronized: MyAppUITests/MyAppUITests.swift
import XCTest

final class MyAppUITests: XCTestCase {
    func testLaunch() {}
}
