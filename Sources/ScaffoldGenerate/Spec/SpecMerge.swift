import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Merges additions (from `scaffold add`'s flags) into the spec read from a screen's code,
/// and validates the result, so that an addition goes through exactly the checks a spec
/// does. Problems are reported where the additions are; the code's own parts are trusted.
public enum SpecMerge {
    /// The merged spec, and the additions the code already has as they are. Throws for an
    /// addition that is not valid, or that conflicts with what the code has.
    public static func merge(_ additions: Node, into existing: ScreenSpec, code: ScreenCode, fakes: (String) -> String? = { _ in nil }) throws -> (spec: ScreenSpec, present: [String]) {
        let codeFile = "<the code of \(code.name)>"
        var base = try YAMLReader.read(SpecWriter.yaml(existing), file: codeFile)
        guard case .mapping(var sections) = base.value, case .mapping(let added) = additions.value else { return (existing, []) }
        var present: [String] = []
        var problems: [Diagnostic] = []
        let kinds = ["dependencies": "dependency", "outputs": "output", "actions": "action", "responder": "responder action", "routes": "route", "samples": "sample"]
        for section in added where section.key != "screen" {
            let kind = kinds[section.key] ?? section.key
            let index = sections.firstIndex { $0.key == section.key }
            var current = index.map { sections[$0].value } ?? Node(.null, at: section.keyLocation)
            switch section.value.value {
            case .mapping(let entries):
                var merged = current.entries
                for entry in entries {
                    if let existingIndex = merged.firstIndex(where: { $0.key == entry.key }) {
                        let old = merged[existingIndex].value.scalar ?? ""
                        if section.key == "samples" || old.filter({ $0 != " " }) == (entry.value.scalar ?? "").filter({ $0 != " " }) {
                            if section.key == "samples" { merged[existingIndex] = entry } else { present.append("The \(kind) '\(entry.key)'") }
                        } else {
                            problems.append(Diagnostic(entry.value.location, .error, "\(code.name) has the \(kind) '\(entry.key)' already, as \(old) (\(place(kind, entry.key, existing))); scaffold adds, it does not change: edit it by hand"))
                        }
                    } else if ["dependencies", "outputs"].contains(section.key),
                              let member = code.viewModel.declaration.members.first(where: { $0.name == entry.key && $0.kind != .case }) {
                        // A member the spec has no place for (an output the init sets, a method).
                        let location = code.viewModel.file.location(of: code.viewModel.file.tokens[member.positionToken])
                        problems.append(Diagnostic(entry.value.location, .error, "\(code.viewModel.name) has a member named '\(entry.key)' already (\(location.file):\(location.line)); choose another name"))
                    } else {
                        merged.append(entry)
                    }
                }
                current = Node(.mapping(merged), at: current.location)
            case .sequence(let items):
                var merged = current.items
                for item in items {
                    let text = item.scalar ?? ""
                    let name = caseName(text)
                    if let old = merged.first(where: { caseName($0.scalar ?? "") == name }) {
                        if (old.scalar ?? "").filter({ $0 != " " }) == text.filter({ $0 != " " }) || !text.contains("->") && caseSignature(old.scalar ?? "") == caseSignature(text) {
                            present.append("The \(kind) '\(name)'")
                        } else {
                            problems.append(Diagnostic(item.location, .error, "\(code.name) has the \(kind) '\(name)' already, as \(old.scalar ?? "") (\(place(kind, name, existing))); scaffold adds, it does not change: edit it by hand"))
                        }
                    } else {
                        merged.append(item)
                    }
                }
                current = Node(.sequence(merged), at: current.location)
            default:
                continue
            }
            if let index { sections[index].value = current } else { sections.append(Node.Entry(key: section.key, keyLocation: section.keyLocation, value: current)) }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        base.value = .mapping(sections)
        let (spec, found) = SpecDecoder.decodeCollecting(base, file: codeFile, fakes: fakes)
        // The code's own parts compile as they are: only problems in the additions count.
        let ofAdditions = found.filter { $0.location.file != codeFile }
        if !ofAdditions.isEmpty { throw DiagnosticError(ofAdditions) }
        guard var spec else { throw DiagnosticError(found) }
        // What the YAML round trip cannot carry: which cases run code of their own.
        for index in spec.actions.indices where existing.action(named: spec.actions[index].declaration.name)?.isHandledInCode == true {
            spec.actions[index].isHandledInCode = true
        }
        for index in spec.responder.indices where existing.responderAction(named: spec.responder[index].declaration.name)?.isHandledInCode == true {
            spec.responder[index].isHandledInCode = true
        }
        return (spec, present)
    }

    /// `name` of `name(T) -> effect`.
    static func caseName(_ entry: String) -> String {
        let head = entry.prefix { $0 != "(" && $0 != "-" && $0 != " " }
        return String(head)
    }

    /// `name(T)` of `name(T) -> effect`, spaces removed.
    static func caseSignature(_ entry: String) -> String {
        let head = entry.components(separatedBy: "->").first ?? entry
        return head.filter { $0 != " " }
    }

    /// Where the code has an item of the spec read from it.
    static func place(_ kind: String, _ name: String, _ spec: ScreenSpec) -> String {
        let location: SourceLocation?
        switch kind {
        case "dependency": location = spec.dependencies.first { $0.name.text == name }?.name.location
        case "output": location = spec.output(named: name)?.name.location
        case "action": location = spec.action(named: name)?.declaration.location
        case "responder action": location = spec.responderAction(named: name)?.declaration.location
        case "route": location = spec.route(named: name)?.location
        default: location = nil
        }
        return location.map { "\($0.file):\($0.line)" } ?? "in the code"
    }
}

extension Node {
    /// A mapping's entries, or none.
    var entries: [Entry] {
        if case .mapping(let entries) = value { return entries }
        return []
    }

    /// A sequence's items, or none.
    var items: [Node] {
        if case .sequence(let items) = value { return items }
        return []
    }
}
