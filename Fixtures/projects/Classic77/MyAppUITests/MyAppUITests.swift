// Fixture project Classic77: MyAppUITests/MyAppUITests.swift
import XCTest

final class MyAppUITests: XCTestCase {
    func testLaunch() {}
}
