import ScaffoldSyntax

/// A value read from YAML or JSON, with the position of every part, so that the spec
/// and config decoders can report errors at the right place whichever format was read.
public struct Node: Sendable {
    /// One key and its value in a mapping, in source order.
    public struct Entry: Sendable {
        /// The key's text.
        public var key: String
        /// Where the key starts.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: Node

        /// Creates an entry.
        package init(key: String, keyLocation: SourceLocation, value: Node) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// What the node holds.
    public enum Value: Sendable {
        /// A scalar, as text (YAML plain or quoted, JSON string, number or boolean).
        case scalar(String)
        /// A mapping; keys keep their source order.
        case mapping([Entry])
        /// A sequence.
        case sequence([Node])
        /// An empty value (`key:` with nothing after it, YAML `null`/`~`, JSON `null`).
        case null
    }

    /// The content.
    public var value: Value
    /// Where the value starts (for a quoted scalar, the opening quote).
    public var location: SourceLocation
    /// Whether a scalar was written in quotes: then its text starts one column after `location`.
    public var isQuoted: Bool
    /// For a list written in brackets on one line (`[a, b]`), the text as written: a
    /// message that expected one value quotes it back, since it may have been meant as
    /// text (`[Item]`, a type).
    public var flowText: String?

    /// Creates a node.
    public init(_ value: Value, at location: SourceLocation, quoted: Bool = false, flowText: String? = nil) {
        self.value = value
        self.location = location
        self.isQuoted = quoted
        self.flowText = flowText
    }

    /// The scalar's text, or nil for any other kind of node.
    public var scalar: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    /// Where the scalar's text starts (after an opening quote).
    public var textLocation: SourceLocation {
        isQuoted ? location.advanced(by: 1) : location
    }

    /// A short noun for the node's kind, for error messages.
    public var kindDescription: String {
        switch value {
        case .scalar: return "a single value"
        case .mapping: return "a map of `key: value` lines"
        case .sequence:
            guard let flowText else { return "a list of `- item` lines" }
            return "a list in brackets (YAML reads \(flowText) as a list; if you mean text, quote it: \"\(flowText.escapedForDoubleQuotes())\")"
        case .null: return "nothing"
        }
    }
}
