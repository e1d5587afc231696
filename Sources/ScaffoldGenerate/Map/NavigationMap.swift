import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The app's navigation as its code has it, for `scaffold map`: the screens (view models
/// and routers), the app that creates the root router, and which router holds or opens
/// which, read with the project's parser from routers' stored properties, their `handle`
/// switches and their `destination(for:)` functions. Hand-written screens count as well as
/// generated ones. It also says what the code leaves loose: screens no route reaches, and
/// responder actions no router handles.
public struct NavigationMap: Sendable {
    /// What a node of the map is.
    public enum NodeKind: String, Sendable {
        /// An `@main` App type: where the app starts.
        case app
        /// A router without a view model of its own (an app root, a flow).
        case router
        /// A screen: a view model, with its router when it has one.
        case screen
        /// A route that leads to no screen yet (a placeholder such as `Text("Detail")`).
        case route
    }

    /// A screen, router, app or placeholder route.
    public struct Node: Sendable, Equatable {
        /// A unique name: the screen's name (`ProductList`), the App type's, or
        /// `Screen.route` for a route to no screen.
        public var id: String
        /// What it shows: the screen's name, or the route's case.
        public var name: String
        /// What it is.
        public var kind: NodeKind
        /// Where it is declared: the view model, else the router, else the App type.
        public var location: SourceLocation?
        /// The router's declaration, when the screen has one.
        public var router: SourceLocation?
        /// Whether a route from a root reaches it.
        public var isReached = true
    }

    /// How one node leads to another.
    public enum EdgeKind: String, Sendable {
        /// The App creates this router.
        case root
        /// A flow of the app's root router (`enum Flow`).
        case flow
        /// A tab of the app's root router (`enum Tab`).
        case tab
        /// A push: the router's handler calls `show(.case…)` (or `push`, `path.append`).
        case push
        /// A modal presentation: the handler calls `present(.case…)` (or sets `presented`).
        case present
        /// The router holds the other screen, but scaffold saw no show or present of it.
        case holds
        /// A route the router declares, to no screen yet, that scaffold saw no show or present of.
        case route
    }

    /// A route from one node to another.
    public struct Edge: Sendable, Equatable {
        /// The index of the node it starts from.
        public var from: Int
        /// The index of the node it leads to.
        public var to: Int
        /// The route's case, or the property's name.
        public var label: String
        /// Push, present, flow, tab…
        public var kind: EdgeKind
        /// Where the code says so (the property, or the `case` of the destination).
        public var location: SourceLocation
    }

    /// The nodes: apps first, then as a walk from the roots meets them, then the rest by name.
    public var nodes: [Node] = []
    /// The edges, in the order of the nodes they start from.
    public var edges: [Edge] = []
    /// The indexes of the nodes the walk starts from: the `@main` Apps, or without one the
    /// nodes nothing holds.
    public var roots: [Int] = []
    /// Screens no route reaches and responder actions no router handles, by location.
    public var problems: [Diagnostic] = []

    /// An empty map.
    public init() {}

    /// The map of the Swift files in `trees` (test files left out by the caller).
    public static func read(_ trees: [SyntaxTree], conventions: Conventions) -> NavigationMap {
        var reader = MapReader(conventions: conventions)
        reader.collect(trees)
        let map = reader.build()
        // The reader's facts (thousands of small arrays) are freed while the map is drawn.
        BackgroundRelease.freeing(consume reader)
        return map
    }

    /// The index of the node with `id`.
    public func index(of id: String) -> Int? {
        nodes.firstIndex { $0.id == id }
    }

    /// The edges out of the node at `index`.
    public func edges(from index: Int) -> [Edge] {
        edges.filter { $0.from == index }
    }

    /// The type a declared type or initial value names, without optionality, array
    /// brackets, generic arguments or module: `ProductDetailRouter` for
    /// `ProductDetailRouter?`, `[Feature.ProductDetailRouter]` or `ProductDetailRouter(…)`.
    /// It runs for every property and declaration the map reads (a twelfth of `map`'s
    /// time when it walked characters): ASCII text without a carriage return, nearly all of
    /// it, is read as bytes, which are then its characters (`\r\n` is one character of two
    /// bytes); any other text, by characters.
    public static func typeName(_ text: String) -> String? {
        var utf8 = text
        return utf8.withUTF8 { bytes in
            guard ByteSearch.isPlainText(bytes) else { return typeNameByCharacters(text) }
            return typeName(plainBytes: bytes)
        }
    }

    /// `typeName` of the bytes of a text of plain ASCII (no carriage return).
    private static func typeName<Bytes: RandomAccessCollection>(plainBytes bytes: Bytes) -> String? where Bytes.Element == UInt8, Bytes.Index == Int {
        var start = 0, end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        func hasPrefix(_ prefix: String) -> Bool { end - start >= prefix.utf8.count && bytes[start..<(start + prefix.utf8.count)].elementsEqual(prefix.utf8) }
        for prefix in ["any ", "some "] where hasPrefix(prefix) { start += prefix.utf8.count }
        func dropOptionality() {
            while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") || bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        }
        dropOptionality()
        if end - start >= 2, bytes[start] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") { start += 1; end -= 1 }
        if end - start >= 10, hasPrefix("Optional<"), bytes[end - 1] == UInt8(ascii: ">") { start += 9; end -= 1 }
        if let cut = bytes[start..<end].firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(") }) { end = cut }
        dropOptionality()
        if let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")) { start = dot + 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let first = bytes[start..<end].first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return SwiftName.isIdentifier(name) ? name : nil
    }

    /// `typeName` read by characters: for text that is not ASCII, and as the tests' reference.
    static func typeNameByCharacters(_ text: String) -> String? {
        var text = Substring(text.trimmingCharacters())
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst(9).dropLast() }
        if let cut = text.firstIndex(where: { $0 == "<" || $0 == "(" }) { text = text[..<cut] }
        while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        let name = String(text)
        return SwiftName.isIdentifier(name) && name.first?.isUppercase == true ? name : nil
    }
}
