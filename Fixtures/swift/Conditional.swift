import SwiftUI

/// `#if` blocks around members, around whole declarations, and inside bodies.
struct PlatformView: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #elseif os(macOS)
    @Environment(\.controlActiveState) private var activeState
    #else
    private let fallback = true
    #endif

    var body: some View {
        #if DEBUG
        Text("debug")
        #endif
        Text("hello")
    }

    #if DEBUG
    func debugDump() { print(self) }
    #endif
}

#if canImport(UIKit)
import UIKit

final class LegacyController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
}
#endif

@available(iOS 17, macOS 14, *)
struct ModernOnly {
    @available(*, deprecated, message: "use other")
    func old() {}
}
