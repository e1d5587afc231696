// Fixture project XcodeGen: Shared/Responder.swift
/// What a screen's router tells the screen that presented it.
@MainActor
protocol Responder: AnyObject {}
