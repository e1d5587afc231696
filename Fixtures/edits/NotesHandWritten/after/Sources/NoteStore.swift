/// Where notes are kept.
struct NoteStore: Sendable {
	var saved: [String] = []

	func all() -> [String] { saved }
}

/// The time notes are stamped with.
struct NoteClock: Sendable {
	func now() -> Double { 0 }
}
