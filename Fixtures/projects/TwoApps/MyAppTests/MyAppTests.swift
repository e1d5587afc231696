// Fixture project TwoApps: MyAppTests/MyAppTests.swift
import XCTest
@testable import MyApp

final class MyAppTests: XCTestCase {
    func testLaunch() {}
}
