/// Carries a view model's responder actions up the chain to whoever handles them,
/// usually its router. Tests pass a closure that records what was sent.
///
/// The handler runs on the main actor, where view models and routers live: a view model
/// sends from its main-actor methods, and a router's handler may touch its own state.
struct Responder<Action> {
    /// Hands `action` to the handler.
    let send: @MainActor (Action) -> Void
}

extension Responder {
    /// A responder that ignores every action: for previews, and tests that do not check responses.
    static var noop: Self {
        Self { _ in }
    }
}
