import ScaffoldSyntax

/// Reads a YAML or JSON node tree into a model, collecting every problem at its position,
/// so that one run shows the whole list. The spec decoder, the config and its `lint:`
/// section, and the baseline all read their nodes through it.
package struct NodeReader {
    /// The problems found so far, in the order found.
    package private(set) var problems: [Diagnostic] = []

    /// A reader with no problems yet.
    package init() {}

    /// Records a problem.
    package mutating func report(_ location: SourceLocation, _ message: String) {
        problems.append(Diagnostic(location, .error, message))
    }

    /// Records the problems of a nested read.
    package mutating func report(_ more: [Diagnostic]) {
        problems += more
    }

    /// Throws every problem found, if there is one, in source order.
    package func check() throws {
        if !problems.isEmpty { throw DiagnosticError(sorted) }
    }

    /// The problems in source order (stable for one place).
    package var sorted: [Diagnostic] {
        problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// A mapping's entries, an empty list for nothing (`key:` alone), or nil for any other
    /// kind of node (the caller says what it expected).
    package func entries(_ node: Node?) -> [Node.Entry]? {
        guard let node else { return [] }
        switch node.value {
        case .mapping(let entries): return entries
        case .null: return []
        default: return nil
        }
    }

    /// A sequence's items, an empty list for nothing, or nil for any other kind of node.
    package func items(_ node: Node?) -> [Node]? {
        guard let node else { return [] }
        switch node.value {
        case .sequence(let items): return items
        case .null: return []
        default: return nil
        }
    }

    /// Reports each key that is not one of `known`, with the closest known one:
    /// "unknown key 'PREFIXkey' (did you mean 'keys'?); LISTING a, b, c".
    package mutating func checkKeys(_ entries: [Node.Entry], known: [String], prefix: String = "", listing: String) {
        for entry in entries where !known.contains(entry.key) {
            report(entry.keyLocation, "unknown key '\(prefix)\(entry.key)'\(Suggestion.didYouMean(entry.key, in: known)); \(listing) \(known.joined(separator: ", "))")
        }
    }

    /// A scalar's text, or nil after reporting `message` (given the node's kind).
    package mutating func scalar(_ node: Node, orReport message: (String) -> String) -> String? {
        if let text = node.scalar { return text }
        report(node.location, message(node.kindDescription))
        return nil
    }

    /// One of an enumeration's raw values, or nil after reporting: "'x' is not a NOUN
    /// (did you mean 'y'?); expected EXPECTED" (by default, the list of values).
    package mutating func choice<T: RawRepresentable & CaseIterable>(_ text: String, at location: SourceLocation, noun: String,
                                                                      expected: String? = nil) -> T? where T.RawValue == String {
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        report(location, "'\(text)' is not a \(noun)\(Suggestion.didYouMean(text, in: names)); expected \(expected ?? "one of: " + names.joined(separator: ", "))")
        return nil
    }

    /// A list of texts: one scalar, nothing, or a sequence of scalars; `key` names it in
    /// messages ("lint.include").
    package mutating func strings(_ node: Node, key: String) -> [String] {
        switch node.value {
        case .scalar(let text): return [text]
        case .null: return []
        case .sequence(let items):
            return items.compactMap { item in
                if let text = item.scalar { return text }
                report(item.location, "each entry of '\(key)' must be a single value")
                return nil
            }
        case .mapping:
            report(node.location, "'\(key)' must be a list of `- value` lines")
            return []
        }
    }
}
