// Fixture project Workspace: Packages/Core/Tests/CoreTests/CoreTests.swift
import XCTest
