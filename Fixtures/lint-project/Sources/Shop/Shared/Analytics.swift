import Foundation

/// What the shop reports; it gained `flush()` after its fake was written.
protocol AnalyticsTracker {
    func track(_ event: String)
    func flush()
}

/// A discount; it gained `percent` after the construction below was written.
struct Coupon {
    let code: String
    let percent: Int
}

func welcomeCoupon() -> Coupon {
    Coupon(code: "WELCOME") // expect: construction_missing_argument
}
