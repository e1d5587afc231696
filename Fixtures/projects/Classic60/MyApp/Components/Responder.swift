// Fixture project Classic60: MyApp/Components/Responder.swift
/// What a screen's router tells the screen that presented it.
@MainActor
protocol Responder: AnyObject {}
