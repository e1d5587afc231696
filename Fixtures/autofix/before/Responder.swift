/// Carries a view model's responder actions up to its router.
struct Responder<Action> {
    let send: (Action) -> Void
}
