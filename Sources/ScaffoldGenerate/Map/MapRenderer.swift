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

    /// `text` with each character of `replacements` replaced (Foundation's
    /// `replacingOccurrences` was a fifth of the time of a 300-screen map).
    static func replacing(_ text: String, _ replacements: [Character: String]) -> String {
        // Characters of one ASCII byte are looked for as bytes: a text without any of them
        // is returned as it is, and an ASCII text without a carriage return (whose
        // characters are its bytes) is replaced byte by byte. Any other text, whose
        // characters may join several scalars (`\r\n`, an accent after a quote), is read
        // by characters.
        // (A few characters: looked for one after another, with no table to make per call.)
        var keys: [UInt8] = [], values: [[UInt8]] = []
        for (character, replacement) in replacements {
            guard let ascii = character.asciiValue, character.utf8.count == 1 else { return replacingCharacters(text, replacements) }
            keys.append(ascii)
            values.append(Array(replacement.utf8))
        }
        var found = false, plain = true
        for byte in text.utf8 {
            guard byte < 0x80 else { plain = false; continue }
            if byte == UInt8(ascii: "\r") { plain = false }
            if keys.contains(byte) { found = true }
        }
        guard found else { return text }
        guard plain else { return replacingCharacters(text, replacements) }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let index = keys.firstIndex(of: byte) { result += values[index] } else { result.append(byte) }
        }
        return String(decoding: result, as: UTF8.self)
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
        @Sendable func quoted(_ text: String) -> String { "\"" + replacing(text, ["\"": "#quot;"]) + "\"" }
        // The nodes, the edges and the rest are written on every core, then joined.
        let parts = Results<String>.inOrder(3) { part in
            var text = ""
            func line(_ line: String) {
                text += line
                text += "\n"
            }
            switch part {
            case 0:
                line("flowchart TD")
                for (index, node) in map.nodes.enumerated() {
                    let name = quoted(node.name)
                    switch node.kind {
                    case .app: line("    \(ids[index])[[\(name)]]")
                    case .router: line("    \(ids[index]){{\(name)}}")
                    case .screen: line("    \(ids[index])[\(name)]")
                    case .route: line("    \(ids[index])([\(name)])")
                    }
                }
            case 1:
                for edge in map.edges {
                    let arrow: String
                    switch edge.kind {
                    case .present: arrow = "-.->"
                    case .flow, .tab: arrow = "==>"
                    default: arrow = "-->"
                    }
                    let label = label(edge)
                    line("    \(ids[edge.from]) \(arrow)\(label.isEmpty ? "" : "|\(quoted(label))|") \(ids[edge.to])")
                }
            default:
                let routes = map.nodes.indices.filter { map.nodes[$0].kind == .route }
                let unreached = map.nodes.indices.filter { !map.nodes[$0].isReached && map.nodes[$0].kind != .route }
                if !routes.isEmpty {
                    line("    classDef route stroke-dasharray:4 3,color:#666")
                    line("    class \(routes.map { ids[$0] }.joined(separator: ",")) route")
                }
                if !unreached.isEmpty {
                    line("    classDef unreached stroke:#d33,stroke-width:2px,stroke-dasharray:6 3")
                    line("    class \(unreached.map { ids[$0] }.joined(separator: ",")) unreached")
                }
                for problem in map.problems { line("    %% \(replacing(problem.xcodeDescription, ["\n": " "]))") }
            }
            return text
        }
        return parts.joined()
    }

    /// The Graphviz digraph, top-down; each node's tooltip and URL give its file and line.
    public static func dot(_ map: NavigationMap, name: String = "app") -> String {
        func quoted(_ text: String) -> String {
            "\"" + replacing(text, ["\\": "\\\\", "\"": "\\\""]) + "\""
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
        for problem in map.problems { lines.append("    // \(replacing(problem.xcodeDescription, ["\n": " "]))") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
