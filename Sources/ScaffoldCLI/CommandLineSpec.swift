import ScaffoldGenerate
import ScaffoldLint
import ScaffoldModel
import ScaffoldReport
import ScaffoldSupport
import ScaffoldSyntax

/// A command's interface: its name, what it does, its arguments and options. The parser
/// reads arguments with it and the help text is printed from it, so the two never differ.
public struct CommandSpec: Sendable {
    /// One `--option`.
    public struct Option: Sendable {
        /// The name without dashes.
        public var name: String
        /// The value's placeholder (`FILE`), or nil for a flag that takes no value.
        public var value: String?
        /// Whether the option may be given several times.
        public var repeatable = false
        /// One line of help.
        public var help: String
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
    public var options: [Option] = []
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
            guard let placeholder = option.value else {
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
            if !option.repeatable, result.values[name] != nil {
                throw UsageError("'--\(name)' is given more than once; give it once")
            }
            result.values[name, default: []].append(value)
            result.ordered.append((name, value))
        }
        if result.wantsHelp { return result }
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

/// The arguments a command was given.
public struct ParsedArguments: Sendable {
    /// Flags that were given.
    public var flags: Set<String> = []
    /// Option values, by option name, in the order given.
    public var values: [String: [String]] = [:]
    /// Positional arguments.
    public var positionals: [String] = []
    /// Whether `-h`/`--help` was given.
    public var wantsHelp = false
    /// Every option with a value, in the order given (for options that pair up).
    public var ordered: [(name: String, value: String)] = []

    /// The single value of an option.
    public func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeatable option.
    public func all(_ name: String) -> [String] {
        values[name] ?? []
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
