import Foundation
import ScaffoldModel
import ScaffoldSupport

/// Draws a `NavigationMap` as Mermaid (renders on GitHub), Graphviz DOT, or a
/// self-contained HTML page with an SVG laid out by `MapLayout`.
public enum MapRenderer {
    /// The formats of `scaffold map --format`.
    public enum Format: String, Sendable, CaseIterable {
        /// A Mermaid flowchart.
        case mermaid
        /// A Graphviz digraph.
        case dot
        /// One HTML file: an inline SVG, a list of the screens and the problems.
        case html
    }

    /// Characters to replace in a text, and their replacements, read once for every text
    /// they are applied to (a map of 8,000 screens quotes 24,000 names).
    struct Replacements: Sendable {
        /// The table as given: the reading by characters.
        let characters: [Character: String]
        /// Whether every character to replace is one ASCII byte, so that a text of plain
        /// ASCII can be replaced byte by byte.
        let byBytes: Bool
        /// Bit `b` is set for each byte `b` to replace: bytes 0 to 63, then 64 to 127.
        private let low: UInt64, high: UInt64
        /// The replacement of each ASCII byte to replace, by the byte (empty for the others).
        private let values: [[UInt8]]

        /// The table for `characters`, each replaced by its string.
        init(_ characters: [Character: String]) {
            self.characters = characters
            var low: UInt64 = 0, high: UInt64 = 0, values = [[UInt8]](repeating: [], count: 128), byBytes = true
            for (character, replacement) in characters {
                guard let ascii = character.asciiValue, character.utf8.count == 1 else { byBytes = false; continue }
                if ascii < 64 { low |= 1 << UInt64(ascii) } else { high |= 1 << UInt64(ascii - 64) }
                values[Int(ascii)] = Array(replacement.utf8)
            }
            (self.low, self.high, self.values, self.byBytes) = (low, high, values, byBytes)
        }

        /// Whether `byte` (below 0x80) is one to replace.
        @inline(__always)
        func replaces(_ byte: UInt8) -> Bool {
            (byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte &- 64)) & 1 == 1
        }

        /// The replacement of `byte`, an ASCII byte it replaces.
        func replacement(of byte: UInt8) -> [UInt8] {
            values[Int(byte)]
        }

        /// Quotes in a Mermaid label.
        static let mermaidQuotes = Replacements(["\"": "#quot;"])
        /// Backslashes and quotes in a DOT string.
        static let dotQuotes = Replacements(["\\": "\\\\", "\"": "\\\""])
        /// Line breaks in a comment of one line.
        static let newlines = Replacements(["\n": " "])
    }

    /// `text` with each character of `replacements` replaced: the form the tests compare
    /// with `replacingCharacters` (the renderers use tables made once, `Replacements`).
    static func replacing(_ text: String, _ replacements: [Character: String]) -> String {
        replacing(text, Replacements(replacements))
    }

    /// `text` with each character of `replacements` replaced (Foundation's
    /// `replacingOccurrences` was a fifth of the time of a 300-screen map). An ASCII text
    /// without a carriage return (whose characters are its bytes) is read as bytes: returned
    /// as it is when it holds none of the bytes to replace, else replaced byte by byte. Any
    /// other text is read by characters, whose equality is Unicode's: a character may join
    /// several scalars (`\r\n`, an accent after a quote), and the Kelvin sign is a `K`.
    static func replacing(_ text: String, _ replacements: Replacements) -> String {
        guard replacements.byBytes else { return replacingCharacters(text, replacements.characters) }
        enum Reading { case unchanged, byCharacters, replaced([UInt8]) }
        var text = text
        let reading = text.withUTF8 { bytes -> Reading in
            // The bytes up to the first one to replace are copied once it is found.
            var result: [UInt8]?
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 || byte == UInt8(ascii: "\r") { return .byCharacters }
                if replacements.replaces(byte) {
                    if result == nil {
                        result = []
                        result?.reserveCapacity(bytes.count + 16)
                        result?.append(contentsOf: bytes[..<index])
                    }
                    result? += replacements.replacement(of: byte)
                } else {
                    result?.append(byte)
                }
            }
            return result.map(Reading.replaced) ?? .unchanged
        }
        switch reading {
        case .unchanged: return text
        case .byCharacters: return replacingCharacters(text, replacements.characters)
        case .replaced(let bytes): return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `replacing(_:_:)` by characters: the reference, and the reading of texts that are
    /// not ASCII.
    static func replacingCharacters(_ text: String, _ replacements: [Character: String]) -> String {
        guard text.contains(where: { replacements[$0] != nil }) else { return text }
        var result = ""
        for character in text { result += replacements[character] ?? String(character) }
        return result
    }

    /// What an edge's label says: the route and how it is opened.
    static func label(_ edge: NavigationMap.Edge) -> String {
        switch edge.kind {
        case .root, .route: return edge.label
        case .holds: return edge.label.isEmpty ? "holds" : "\(edge.label) (holds)"
        default: return edge.label.isEmpty ? edge.kind.rawValue : "\(edge.label) (\(edge.kind.rawValue))"
        }
    }

    /// What a node is, in words.
    static func subtitle(_ node: NavigationMap.Node) -> String {
        let kind: String
        switch node.kind {
        case .app: kind = "@main App"
        case .router: kind = "router"
        case .screen: kind = "screen"
        case .route: kind = "route to no screen"
        }
        return node.isReached ? kind : kind + ", not reached"
    }

    /// `path:line` of a node, or nil.
    static func place(_ node: NavigationMap.Node) -> String? {
        node.location.map { "\($0.file):\($0.line)" }
    }

    /// Node identifiers Mermaid accepts (letters, digits and `_`), unique.
    static func mermaidIDs(_ map: NavigationMap) -> [String] {
        var used = Set<String>()
        return map.nodes.map { node in
            var id = mermaidID(node.id)
            while !used.insert(id).inserted { id += "_" }
            return id
        }
    }

    /// A node's id as Mermaid takes it: letters and digits kept, anything else `_`, and `n_`
    /// before one that is empty, starts with a digit or is `end`. An ASCII id is read by its
    /// bytes (a map of 8,000 screens spent 5% of its work reading ids by characters); any
    /// other by characters (`mermaidIDByCharacters`).
    static func mermaidID(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            guard byte < 0x80, byte != UInt8(ascii: "\r") else { return mermaidIDByCharacters(text) }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            bytes.append(letter || digit ? byte : UInt8(ascii: "_"))
        }
        let startsWithDigit = bytes.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        let isEnd = bytes.count == 3 && bytes.map { $0 | 0x20 } == Array("end".utf8)
        let id = String(decoding: bytes, as: UTF8.self)
        return bytes.isEmpty || startsWithDigit || isEnd ? "n_" + id : id
    }

    /// `mermaidID` by characters: the reference, and the reading of ids that are not ASCII.
    static func mermaidIDByCharacters(_ text: String) -> String {
        let id = String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return id.isEmpty || id.first?.isNumber == true || id.lowercased() == "end" ? "n_" + id : id
    }

    /// The Mermaid flowchart: solid arrows push, dotted ones present, thick ones are the
    /// app's flows and tabs; a route to no screen is a dashed stadium, a screen no route
    /// reaches has a red dashed border. Problems follow as comments.
    public static func mermaid(_ map: NavigationMap) -> String {
        let ids = mermaidIDs(map)
        // Written piece by piece as bytes, with room for them made once: a map of 8,000
        // screens has 24,000 lines, and making each line a string of its own first, then
        // appending it to a string, was a tenth of that map's work.
        var text: [UInt8] = []
        text.reserveCapacity(48 * (map.nodes.count + map.edges.count) + map.nodes.reduce(0) { $0 + $1.name.utf8.count }
            + map.edges.reduce(0) { $0 + $1.label.utf8.count } + 64)
        func add(_ piece: String) {
            text.append(contentsOf: piece.utf8)
        }
        func quoted(_ value: String) {
            text.append(UInt8(ascii: "\""))
            add(replacing(value, .mermaidQuotes))
            text.append(UInt8(ascii: "\""))
        }
        add("flowchart TD\n")
        for (index, node) in map.nodes.enumerated() {
            let (open, close): (String, String)
            switch node.kind {
            case .app: (open, close) = ("[[", "]]")
            case .router: (open, close) = ("{{", "}}")
            case .screen: (open, close) = ("[", "]")
            case .route: (open, close) = ("([", "])")
            }
            add("    ")
            add(ids[index])
            add(open)
            quoted(node.name)
            add(close)
            text.append(UInt8(ascii: "\n"))
        }
        for edge in map.edges {
            add("    ")
            add(ids[edge.from])
            switch edge.kind {
            case .present: add(" -.->")
            case .flow, .tab: add(" ==>")
            default: add(" -->")
            }
            let label = label(edge)
            if !label.isEmpty {
                text.append(UInt8(ascii: "|"))
                quoted(label)
                text.append(UInt8(ascii: "|"))
            }
            text.append(UInt8(ascii: " "))
            add(ids[edge.to])
            text.append(UInt8(ascii: "\n"))
        }
        let routes = map.nodes.indices.filter { map.nodes[$0].kind == .route }
        let unreached = map.nodes.indices.filter { !map.nodes[$0].isReached && map.nodes[$0].kind != .route }
        if !routes.isEmpty {
            add("    classDef route stroke-dasharray:4 3,color:#666\n")
            add("    class \(routes.map { ids[$0] }.joined(separator: ",")) route\n")
        }
        if !unreached.isEmpty {
            add("    classDef unreached stroke:#d33,stroke-width:2px,stroke-dasharray:6 3\n")
            add("    class \(unreached.map { ids[$0] }.joined(separator: ",")) unreached\n")
        }
        for problem in map.problems { add("    %% \(replacing(problem.xcodeDescription, .newlines))\n") }
        return String(decoding: text, as: UTF8.self)
    }

    /// The Graphviz digraph, top-down; each node's tooltip and URL give its file and line.
    public static func dot(_ map: NavigationMap, name: String = "app") -> String {
        func quoted(_ text: String) -> String {
            "\"" + replacing(text, .dotQuotes) + "\""
        }
        var lines = [
            "digraph \(quoted(name)) {",
            "    rankdir=TB;",
            "    node [shape=box, style=\"rounded,filled\", fillcolor=\"#e8f1ff\", color=\"#2f6fb5\", fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for node in map.nodes {
            var attributes = ["label=\(quoted(node.name))"]
            switch node.kind {
            case .app: attributes += ["shape=component", "fillcolor=\"#efeaff\"", "color=\"#4b3f72\""]
            case .router: attributes += ["shape=hexagon", "fillcolor=\"#fff4e0\"", "color=\"#c98a1a\""]
            case .screen: break
            case .route: attributes += ["style=\"rounded,dashed\"", "color=\"#999999\"", "fontcolor=\"#666666\""]
            }
            if !node.isReached, node.kind != .route { attributes += ["style=\"rounded,filled,dashed\"", "color=\"#dd3333\"", "penwidth=2"] }
            if let place = place(node), let location = node.location {
                attributes += ["tooltip=\(quoted(place))", "URL=\(quoted(location.file + "#L\(location.line)"))"]
            }
            lines.append("    \(quoted(node.id)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in map.edges {
            var attributes: [String] = []
            let text = label(edge)
            if !text.isEmpty { attributes.append("label=\(quoted(text))") }
            switch edge.kind {
            case .present: attributes.append("style=dashed")
            case .flow, .tab: attributes.append("penwidth=2")
            case .holds: attributes.append("color=\"#888888\"")
            default: break
            }
            if map.nodes[edge.to].kind == .route { attributes.append("style=dashed") }
            let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(quoted(map.nodes[edge.from].id)) -> \(quoted(map.nodes[edge.to].id))\(list);")
        }
        for problem in map.problems { lines.append("    // \(replacing(problem.xcodeDescription, .newlines))") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
