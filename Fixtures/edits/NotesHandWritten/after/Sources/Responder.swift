/// Passes what a screen cannot handle up to whoever owns it.
@MainActor
struct Responder<Action> {
	let send: (Action) -> Void

	init(_ send: @escaping (Action) -> Void) {
		self.send = send
	}

	static var noop: Responder { Responder { _ in } }
}
