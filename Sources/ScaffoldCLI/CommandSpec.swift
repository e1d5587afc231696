import ScaffoldSupport

/// A flag: given or not. Declared once, as a constant a command reads its arguments with,
/// so a misspelt name is a compile error, never a silent `false`.
public struct Flag: Sendable {
    /// The name without dashes.
    public let name: String
    /// One line of help.
    public let help: String

    /// Declares a flag.
    public init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }

    /// The same flag with the help a command gives it.
    public func help(_ text: String) -> Flag { Flag(name, help: text) }
}

/// An option with a value, parsed into `Value` as the arguments are read, so a bad value
/// is a usage error naming the option, before the command runs.
public struct Option<Value: Sendable>: Sendable {
    /// The name without dashes.
    public let name: String
    /// The value's placeholder (`file`).
    public let placeholder: String
    /// One line of help.
    public let help: String
    /// Whether it may be given several times.
    public let repeatable: Bool
    /// Turns the text into a value, or throws a `UsageError`.
    let parse: @Sendable (String) throws -> Value

    /// Declares an option parsed by `parse`.
    public init(_ name: String, _ placeholder: String, help: String, repeatable: Bool = false, parse: @escaping @Sendable (String) throws -> Value) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.repeatable = repeatable
        self.parse = parse
    }

    /// The same option with the help a command gives it.
    public func help(_ text: String) -> Option { Option(name, placeholder, help: text, repeatable: repeatable, parse: parse) }
}

extension Option where Value == String {
    /// Declares an option whose value is text.
    public init(_ name: String, _ placeholder: String, help: String, repeatable: Bool = false) {
        self.init(name, placeholder, help: help, repeatable: repeatable) { $0 }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// Declares an option whose value is one of an enumeration's raw values.
    public static func choice(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(name, placeholder, help: help) { text in
            if let value = Value(rawValue: text) { return value }
            let names = Value.allCases.map(\.rawValue)
            throw UsageError("'\(text)' is not a valid --\(name)\(Suggestion.didYouMean(text, in: names)); use \(names.joined(separator: ", "))")
        }
    }
}

/// A command's interface: its name, what it does, its arguments and options. The parser
/// reads arguments with it and the help text is printed from it, so the two never differ.
public struct CommandSpec: Sendable {
    /// One option as the parser and the help see it, whatever its value type.
    public struct OptionEntry: Sendable {
        /// The name without dashes.
        public var name: String
        /// The value's placeholder, or nil for a flag.
        public var value: String?
        /// Whether it may be given several times.
        public var repeatable = false
        /// One line of help.
        public var help: String
        /// Parses a value.
        let parse: (@Sendable (String) throws -> any Sendable)?

        /// A flag's entry.
        public static func flag(_ flag: Flag) -> OptionEntry {
            OptionEntry(name: flag.name, value: nil, help: flag.help, parse: nil)
        }

        /// An option's entry.
        public static func option<Value>(_ option: Option<Value>) -> OptionEntry {
            OptionEntry(name: option.name, value: option.placeholder, repeatable: option.repeatable, help: option.help, parse: { try option.parse($0) })
        }
    }

    /// One positional argument.
    public struct Argument: Sendable {
        /// The placeholder (`NAME`).
        public var name: String
        /// One line of help.
        public var help: String
        /// Whether it must be given.
        public var required: Bool
        /// Whether it takes every remaining argument.
        public var variadic = false
    }

    /// The command's name, as typed after `scaffold`.
    public var name: String
    /// One line that says what the command does.
    public var abstract: String
    /// Positional arguments, in order.
    public var arguments: [Argument] = []
    /// Options, in the order help lists them.
    public var options: [OptionEntry] = []
    /// Options that cannot be given together (by name), each set with why.
    public var conflicts: [(names: [String], reason: String)] = []
    /// Paragraphs and examples after the option list.
    public var discussion: String = ""

    /// The full help text.
    public var help: String {
        var usage = "scaffold \(name)"
        if !options.isEmpty { usage += " [options]" }
        for argument in arguments {
            let text = argument.name + (argument.variadic ? "..." : "")
            usage += argument.required ? " <\(text)>" : " [\(text)]"
        }
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)"]
        let rows = arguments.map { ("<\($0.name)>", $0.help) }
            + options.map { ("--\($0.name)" + ($0.value.map { " <\($0)>" } ?? ""), $0.help + ($0.repeatable ? " (repeatable)" : "")) }
            + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += rows.prefix(arguments.count).map { "  \($0.0.padding(width))  \($0.1)" }
        }
        lines += ["", "OPTIONS:"]
        lines += rows.dropFirst(arguments.count).map { "  \($0.0.padding(width))  \($0.1)" }
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `words` (the arguments after the command name).
    public func parse(_ words: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                result.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "-h" || word == "--help" {
                result.wantsHelp = true
                continue
            }
            var name = String(word.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let hint = Suggestion.closest(to: name, in: options.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                throw UsageError("unknown option '\(word)' for 'scaffold \(self.name)'\(hint)")
            }
            guard let placeholder = option.value, let parse = option.parse else {
                if inlineValue != nil { throw UsageError("'--\(name)' takes no value") }
                result.flags.insert(name)
                continue
            }
            var value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < words.count else { throw UsageError("'--\(name)' needs a value: --\(name) <\(placeholder)>") }
                value = words[index]
                index += 1
            }
            if !option.repeatable, result.texts[name] != nil {
                throw UsageError("'--\(name)' is given more than once; give it once")
            }
            result.texts[name, default: []].append(value)
            let parsed = try parse(value)
            result.values[name, default: []].append(parsed)
            result.ordered.append((name, parsed))
        }
        if result.wantsHelp { return result }
        for conflict in conflicts {
            let given = conflict.names.filter { result.flags.contains($0) || result.texts[$0] != nil }
            if given.count > 1 {
                throw UsageError("\(given.map { "--" + $0 }.joined(separator: " and ")) cannot be combined: \(conflict.reason)")
            }
        }
        let required = arguments.filter(\.required).count
        if result.positionals.count < required {
            let missing = arguments.filter(\.required)[result.positionals.count]
            throw UsageError("missing <\(missing.name)>: \(missing.help)")
        }
        if arguments.last?.variadic != true, result.positionals.count > arguments.count {
            throw UsageError("unexpected argument '\(result.positionals[arguments.count])'")
        }
        return result
    }
}

/// The arguments a command was given, read with the command's declared flags and options.
public struct ParsedArguments: Sendable {
    /// The names of the flags given.
    var flags: Set<String> = []
    /// Option values as typed, by name.
    var texts: [String: [String]] = [:]
    /// Option values as parsed, by name.
    var values: [String: [any Sendable]] = [:]
    /// Positional arguments.
    public var positionals: [String] = []
    /// Whether `-h`/`--help` was given.
    public var wantsHelp = false
    /// Every option with a value, in the order given (for options that pair up).
    var ordered: [(name: String, value: any Sendable)] = []

    /// Whether `flag` was given.
    public subscript(_ flag: Flag) -> Bool {
        flags.contains(flag.name)
    }

    /// The value of `option`, or nil when it was not given.
    public subscript<Value>(_ option: Option<Value>) -> Value? {
        values[option.name]?.last as? Value
    }

    /// Every value of a repeatable option, in order.
    public func all<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.name] ?? []).compactMap { $0 as? Value }
    }
}

/// A mistake in how a command was called: printed with a pointer to `--help`, exit code 2.
public struct UsageError: Error, Sendable {
    /// What is wrong.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }
}
