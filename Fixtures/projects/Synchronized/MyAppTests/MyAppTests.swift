// Fixture project Synchronized: MyAppTests/MyAppTests.swift
import XCTest
@testable import MyApp

final class MyAppTests: XCTestCase {
    func testLaunch() {}
}
