import Combine
import Foundation
import SwiftUI

/// One navigation stack: a flow's first screen, or a presented one, hosts it, and every
/// screen pushed onto it pushes its own routes here, so that a pushed screen never nests a
/// second stack. Each router keeps its own typed `path`; the stack keeps, in order, the
/// screens all of them pushed, and tells each router when its screens leave.
@MainActor
final class NavigationStackModel: ObservableObject {
    /// A pushed screen.
    struct Entry: Hashable, Identifiable {
        /// Unique within its stack.
        let id: Int
        /// The screen, built by the router that pushed it.
        let view: AnyView

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id }

        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The pushed screens, first to last.
    @Published private(set) var entries: [Entry] = []

    /// What to tell the router that pushed each entry when it leaves, by entry.
    private var popped: [Entry.ID: @MainActor () -> Void] = [:]
    private var nextID = 0

    /// Pushes `view`; `onPop` runs when it leaves the stack, by code or by a back gesture.
    func push(_ view: AnyView, onPop: @escaping @MainActor () -> Void) -> Entry.ID {
        nextID += 1
        entries.append(Entry(id: nextID, view: view))
        popped[nextID] = onPop
        return nextID
    }

    /// Pops the entry `id` and every entry above it, the top first.
    func pop(from id: Entry.ID) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        update(Array(entries[..<index]))
    }

    /// Pops everything.
    func popToRoot() {
        update([])
    }

    /// Takes the entries the navigation stack reports after a back gesture.
    func update(_ newEntries: [Entry]) {
        let kept = Set(newEntries.map(\.id))
        let leaving = entries.filter { !kept.contains($0.id) }
        entries = newEntries
        for entry in leaving.reversed() {
            popped.removeValue(forKey: entry.id)?()
        }
    }
}

/// Hosts a navigation stack: its root screen, and every screen pushed onto `stack`.
struct NavigationStackHost<Root: View>: View {

    // MARK: - Stack

    @ObservedObject var stack: NavigationStackModel
    @ViewBuilder let root: () -> Root

    // MARK: - Body

    var body: some View {
        NavigationStack(path: Binding(get: { stack.entries }, set: { stack.update($0) })) {
            root()
                .navigationDestination(for: NavigationStackModel.Entry.self) { entry in
                    entry.view
                }
        }
    }
}

/// Reads deep links: the path segments of a URL, and values from them.
enum DeepLink {
    /// `shop://products/7` and `https://shop.example/products/7` both give
    /// `["products", "7"]`: with a custom scheme the host is the first segment.
    static func segments(of url: URL) -> [String] {
        let path = url.path.split(separator: "/").map(String.init)
        guard let host = url.host, !["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return path }
        return [host] + path
    }

    /// The value a segment spells, or nil when it spells no value of that type.
    static func value<Value: LosslessStringConvertible>(_ segment: String, as type: Value.Type) -> Value? {
        Value(segment)
    }
}

