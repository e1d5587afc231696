/// A hand-written fake, older than its protocol.
final class FakeAnalyticsTracker: AnalyticsTracker { // expect: fake_follows_protocol
    func track(_ event: String) {}
}
