import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Writes a spec as YAML (the subset `SpecDecoder` reads) or JSON, for `scaffold spec
/// --from`. Every value is written plain when the YAML reader gives it back unchanged,
/// quoted otherwise, so what is written reads back as the same spec.
public enum SpecWriter {
    /// The spec as YAML; `comments` (by `section.name`) go at the end of their lines.
    public static func yaml(_ spec: ScreenSpec, comments: [String: String] = [:]) -> String {
        var lines = ["screen: \(spec.screen.text)"]
        if let module = spec.module { lines.append("module: \(module)") }
        if let style = spec.style { lines.append("style: \(style.rawValue)") }
        if let testing = spec.testing { lines.append("testing: \(testing.rawValue)") }
        if let testStyle = spec.testStyle { lines.append("testStyle: \(testStyle.rawValue)") }
        if let platform = spec.platform { lines.append("platform: \(platform.text)") }
        if let previews = spec.previews { lines.append("previews: \(previews.rawValue)") }
        func comment(_ key: String) -> String { comments[key].map { "    # \($0)" } ?? "" }
        func section(_ name: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines.append("")
            lines.append("\(name):")
            lines += items
        }
        section("inputs", spec.inputs.map { "  \(key($0.name.text)): \(value($0.type, in: .mapping))" })
        section("dependencies", spec.dependencies.map { "  \(key($0.name.text)): \(value($0.type, in: .mapping))" })
        section("outputs", spec.outputs.map { "  \(key($0.name.text)): \(value("\($0.type) = \($0.defaultValue)", in: .mapping))\(comment("outputs.\($0.name.text))"))" })
        section("actions", spec.actions.map { "  - \(value(entryText($0), in: .item))\(comment("actions.\($0.declaration.name)"))" })
        section("responder", spec.responder.map { "  - \(value(entryText($0), in: .item))\(comment("responder.\($0.declaration.name)"))" })
        section("routes", spec.routes.map { "  - \(value($0.declarationText, in: .item))" })
        section("view", spec.viewHints.map { "  \(key($0.name.text)): \($0.hint.rawValue)" })
        section("samples", spec.samples.map { "  \(key($0.type)): \(value($0.value, in: .mapping))" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// The spec as JSON, with the same keys and entries as the YAML form.
    public static func json(_ spec: ScreenSpec) -> String {
        var fields: [(String, JSONValue)] = [("screen", .string(spec.screen.text))]
        if let module = spec.module { fields.append(("module", .string(module))) }
        if let style = spec.style { fields.append(("style", .string(style.rawValue))) }
        if let testing = spec.testing { fields.append(("testing", .string(testing.rawValue))) }
        if let testStyle = spec.testStyle { fields.append(("testStyle", .string(testStyle.rawValue))) }
        if let platform = spec.platform { fields.append(("platform", .string(platform.text))) }
        if let previews = spec.previews { fields.append(("previews", .string(previews.rawValue))) }
        if !spec.inputs.isEmpty { fields.append(("inputs", .object(spec.inputs.map { ($0.name.text, .string($0.type)) }))) }
        if !spec.dependencies.isEmpty { fields.append(("dependencies", .object(spec.dependencies.map { ($0.name.text, .string($0.type)) }))) }
        if !spec.outputs.isEmpty { fields.append(("outputs", .object(spec.outputs.map { ($0.name.text, .string("\($0.type) = \($0.defaultValue)")) }))) }
        if !spec.actions.isEmpty { fields.append(("actions", .array(spec.actions.map { .string(entryText($0)) }))) }
        if !spec.responder.isEmpty { fields.append(("responder", .array(spec.responder.map { .string(entryText($0)) }))) }
        if !spec.routes.isEmpty { fields.append(("routes", .array(spec.routes.map { .string($0.declarationText) }))) }
        if !spec.viewHints.isEmpty { fields.append(("view", .object(spec.viewHints.map { ($0.name.text, .string($0.hint.rawValue)) }))) }
        if !spec.samples.isEmpty { fields.append(("samples", .object(spec.samples.map { ($0.type, .string($0.value)) }))) }
        return JSONValue.object(fields).serialized(pretty: true) + "\n"
    }

    /// `declaration -> effect`, as a spec entry.
    public static func entryText(_ entry: ScreenSpec.Entry) -> String {
        guard let effect = entry.effect else { return entry.declaration.declarationText }
        let target: String
        switch effect {
        case .set(let output), .toggle(let output), .clear(let output): target = " " + output
        case .respond(let name), .send(let name), .route(let name), .present(let name), .flow(let name): target = " " + name
        case .dismiss, .up: target = ""
        case .call(let call): return "\(entry.declaration.declarationText) -> \(call.text)"
        }
        return "\(entry.declaration.declarationText) -> \(effect.keyword)\(target)"
    }

    /// Where a scalar goes: a mapping's value or a sequence's item.
    enum Context { case mapping, item }

    /// `text` plain when the reader gives it back unchanged in this place, else quoted.
    static func value(_ text: String, in context: Context) -> String {
        let line = context == .mapping ? "k: \(text)" : "- \(text)"
        if let node = try? YAMLReader.read(line, file: ""), plain(node, context) == text { return text }
        return quoted(text)
    }

    /// A mapping key, quoted when a plain key would not read back.
    static func key(_ text: String) -> String {
        if let node = try? YAMLReader.read("\(text): x", file: ""), case .mapping(let entries) = node.value, entries.first?.key == text { return text }
        return quoted(text)
    }

    /// The scalar a one-line document read back as, in `context`.
    static func plain(_ node: Node, _ context: Context) -> String? {
        switch (node.value, context) {
        case (.mapping(let entries), .mapping): return entries.first?.value.scalar
        case (.sequence(let items), .item): return items.first?.scalar
        default: return nil
        }
    }

    /// Single-quoted (a quote doubled), or double-quoted when the text holds a line break.
    static func quoted(_ text: String) -> String {
        if text.contains("\n") || text.contains("\r") || text.contains("\t") { return "\"\(text.escapedForDoubleQuotes())\"" }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
