import ScaffoldSyntax

extension ScreenSpec {
    /// How the generated view shows an output or starts an action, beyond what its type and
    /// name give: a spec's `view:` map, `name: hint`.
    public enum ViewHint: String, Sendable, CaseIterable {
        /// A `String` output typed into a `SecureField`.
        case secret
        /// A `Bool` output shown as a `ProgressView` while true.
        case loading
        /// An optional output shown as an alert (or a message) while not nil.
        case error
        /// An enum output (`CaseIterable`) chosen with a `Picker` that sends its `set` action.
        case picker
        /// A collection output whose elements are `Hashable` but not `Identifiable`: its rows
        /// are identified by themselves (`id: \.self`).
        case hashable
        /// An output shown by its type alone: a name that would make it a spinner, an error
        /// or a secure field does not.
        case plain
        /// An action sent when the view appears (`.task`), not a button.
        case appear
        /// The action the error's Retry button sends.
        case retry
        /// The action sent when the error is dismissed.
        case dismiss
        /// The action a collection's row sends with its element.
        case select
        /// An action shown as a button whatever its name.
        case button

        /// The hints an output takes.
        public static let outputHints: [ViewHint] = [.secret, .loading, .error, .picker, .hashable, .plain]
        /// The hints an action takes.
        public static let actionHints: [ViewHint] = [.appear, .retry, .dismiss, .select, .button]

        /// Whether the hint is for outputs (else for actions).
        public var isForOutputs: Bool { Self.outputHints.contains(self) }

        /// The hint a name gives an output of `type` by convention, with no `view:` entry:
        /// `isLoading`, `errorMessage`, `password`. Nil for none.
        public static func conventional(output name: String, type: String) -> ViewHint? {
            let type = TypeText.normalized(type)
            if type == "Bool", ["isLoading", "loading", "isBusy"].contains(name) { return .loading }
            if type == "String", name == "password" || name == "passcode" || name.hasSuffix("Password") || name.hasSuffix("Passcode") { return .secret }
            if TypeText.wrappedOfOptional(type) != nil, name == "error" || name.hasSuffix("Error") || name == "errorMessage" || name.hasSuffix("ErrorMessage") {
                return .error
            }
            return nil
        }

        /// The hint a name gives an action with `values` associated values by convention:
        /// `load`, `retry`, `dismissError` (no values), `select(Product)`, `openItem(Item)`
        /// (one value). Nil for none.
        public static func conventional(action name: String, values: Int) -> ViewHint? {
            switch values {
            case 0:
                if ["onAppear", "appear", "load", "task"].contains(name) { return .appear }
                if name == "retry" { return .retry }
                if ["dismissError", "clearError", "dismissErrorMessage", "clearErrorMessage"].contains(name) { return .dismiss }
            case 1:
                if ["select", "open", "show", "choose"].contains(where: { name == $0 || (name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true) }) {
                    return .select
                }
            default:
                break
            }
            return nil
        }
    }

    /// One entry of a spec's `view:` map.
    public struct ViewHintEntry: Sendable {
        /// The output or action the hint is for.
        public var name: Name
        /// The hint.
        public var hint: ViewHint
        /// Where the hint is written.
        public var hintLocation: SourceLocation

        /// Creates an entry.
        package init(name: Name, hint: ViewHint, hintLocation: SourceLocation) {
            self.name = name
            self.hint = hint
            self.hintLocation = hintLocation
        }
    }

    /// The hint the spec's `view:` map gives `name`, if any.
    public func viewHint(for name: String) -> ViewHint? {
        viewHints.first { $0.name.text == name }?.hint
    }

    /// The hint an output has: the spec's, else its name's.
    public func effectiveHint(output: Output) -> ViewHint? {
        viewHint(for: output.name.text) ?? ViewHint.conventional(output: output.name.text, type: output.type)
    }

    /// The hint an action has: the spec's, else its name's (for actions without values).
    public func effectiveHint(action: Entry) -> ViewHint? {
        viewHint(for: action.declaration.name) ?? ViewHint.conventional(action: action.declaration.name, values: action.declaration.parameters.count)
    }
}
