// Fixture project Classic77: MyAppTests/MyAppTests.swift
import XCTest
@testable import MyApp

final class MyAppTests: XCTestCase {
    func testLaunch() {}
}
