// Valid code the stand-ins must accept, as the iOS 17 SDK does: a file that imports SwiftUI
// alone uses Foundation's types (the SDK's SwiftUI brings Foundation in through the modules
// it re-exports), as a generated view's preview does with a sample such as a Date.
import SwiftUI

struct Stamp: View {
    let date = Date(timeIntervalSince1970: 1_000_000)
    let link = URL(string: "https://example.com")!
    let id = UUID()
    let bytes = Data([1, 2, 3])

    var body: some View {
        Text(String(describing: date))
    }
}
