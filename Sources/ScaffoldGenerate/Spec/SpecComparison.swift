import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// What a wanted spec has that the code lacks (additions, which the editor writes), what
/// the code has that the spec lacks (extras, left alone and listed), and what both have
/// but differently (differences, reported with both places and never touched).
public struct SpecComparison: Sendable {
    /// One item both have, differently.
    public struct Difference: Sendable {
        /// What differs, in words.
        public var message: String
        /// Where the spec says it.
        public var spec: SourceLocation
        /// Where the code has it.
        public var code: SourceLocation
    }

    /// What to add to the code.
    public var additions = ScreenEditor.Additions()
    /// Items the code has and the spec does not, with where each is.
    public var extras: [(description: String, location: SourceLocation)] = []
    /// Items both have, differently.
    public var differences: [Difference] = []
    /// Items the spec asks for that the code has already, as they are.
    public var present: [String] = []

    /// Whether code and spec agree (nothing to add, nothing extra, nothing different).
    public var agrees: Bool { additions.isEmpty && extras.isEmpty && differences.isEmpty }

    /// Compares `wanted` with the code's spec. An action without an effect in the spec
    /// agrees with any handling in the code (the spec leaves it to the code), and so does
    /// an action whose case the code handles with its own code (it refines the effect);
    /// only a different effect is a difference.
    public init(wanted: ScreenSpec, code: ScreenSpec) {
        func located(_ kind: String, _ name: String) -> String { "\(kind) '\(name)'" }
        // Dependencies and outputs: by name, then type (and initial value).
        // The code reads a screen's inputs from its router's init; either list holds the
        // view model's init parameters.
        let parameters = code.dependencies + code.inputs
        for dependency in wanted.dependencies {
            guard let existing = parameters.first(where: { $0.name.text == dependency.name.text }) else {
                additions.dependencies.append(dependency.name.text)
                continue
            }
            compareType("dependency", wanted: dependency, code: existing)
        }
        // Inputs (the values a screen is opened with) are init parameters of the view model
        // too, as the code reads them.
        for input in wanted.inputs {
            guard let existing = parameters.first(where: { $0.name.text == input.name.text }) else {
                // Not inserted: every router that opens the screen would have to pass it.
                differences.append(Difference(message: "the input '\(input.name.text): \(input.type)' is in the spec but not in the code; add it to the view model's and the router's init, and pass it where the screen is opened",
                                              spec: input.name.location, code: code.screen.location))
                continue
            }
            compareType("input", wanted: input, code: existing)
        }
        for output in wanted.outputs {
            guard let existing = code.output(named: output.name.text) else {
                additions.outputs.append(output.name.text)
                continue
            }
            if TypeText.normalized(existing.type) != TypeText.normalized(output.type) {
                differences.append(Difference(message: "the output '\(output.name.text)' is \(output.type) in the spec but \(existing.type) in the code",
                                              spec: output.name.location, code: existing.name.location))
            } else if existing.defaultValue.filter({ $0 != " " }) != output.defaultValue.filter({ $0 != " " }) {
                differences.append(Difference(message: "the output '\(output.name.text)' starts as \(output.defaultValue) in the spec but \(existing.defaultValue) in the code",
                                              spec: output.name.location, code: existing.name.location))
            } else {
                present.append(located("output", output.name.text))
            }
        }
        additions.actions = compare(entries: wanted.actions, with: code.actions, kind: "action")
        additions.responderActions = compare(entries: wanted.responder, with: code.responder, kind: "responder action")
        for route in wanted.routes {
            guard let existing = code.route(named: route.name) else {
                additions.routes.append(route.name)
                continue
            }
            if existing.normalizedTypes != route.normalizedTypes || existing.parameters.map(\.label) != route.parameters.map(\.label) {
                differences.append(Difference(message: "the route '\(route.name)' is \(route.declarationText) in the spec but \(existing.declarationText) in the code",
                                              spec: route.location, code: existing.location))
            } else {
                present.append(located("route", route.name))
            }
        }
        // What the code has and the spec does not.
        for dependency in parameters where !wanted.dependencies.contains(where: { $0.name.text == dependency.name.text })
            && !wanted.inputs.contains(where: { $0.name.text == dependency.name.text }) {
            extras.append(("\(code.inputs.contains { $0.name.text == dependency.name.text } ? "input" : "dependency") '\(dependency.name.text)'", dependency.name.location))
        }
        for output in code.outputs where wanted.output(named: output.name.text) == nil {
            extras.append(("output '\(output.name.text)'", output.name.location))
        }
        for entry in code.actions where wanted.action(named: entry.declaration.name) == nil {
            extras.append(("action '\(entry.declaration.name)'", entry.declaration.location))
        }
        for entry in code.responder where wanted.responderAction(named: entry.declaration.name) == nil {
            extras.append(("responder action '\(entry.declaration.name)'", entry.declaration.location))
        }
        for route in code.routes where wanted.route(named: route.name) == nil {
            extras.append(("route '\(route.name)'", route.location))
        }
    }

    /// A dependency (or input) both have: present when the types agree, else a difference.
    private mutating func compareType(_ kind: String, wanted: ScreenSpec.Dependency, code existing: ScreenSpec.Dependency) {
        if TypeText.normalized(existing.type) != TypeText.normalized(wanted.type) {
            differences.append(Difference(message: "the \(kind) '\(wanted.name.text)' is \(wanted.type) in the spec but \(existing.type) in the code",
                                          spec: wanted.name.location, code: existing.name.location))
        } else {
            present.append("\(kind) '\(wanted.name.text)'")
        }
    }

    /// Compares entries by case name; returns the names the code lacks.
    private mutating func compare(entries wanted: [ScreenSpec.Entry], with code: [ScreenSpec.Entry], kind: String) -> [String] {
        var missing: [String] = []
        for entry in wanted {
            let name = entry.declaration.name
            guard let existing = code.first(where: { $0.declaration.name == name }) else {
                missing.append(name)
                continue
            }
            if existing.declaration.normalizedTypes != entry.declaration.normalizedTypes
                || existing.declaration.parameters.map(\.label) != entry.declaration.parameters.map(\.label) {
                differences.append(Difference(message: "the \(kind) '\(name)' is \(entry.declaration.declarationText) in the spec but \(existing.declaration.declarationText) in the code",
                                              spec: entry.declaration.location, code: existing.declaration.location))
            } else if let effect = entry.effect, let has = existing.effect.map({ "`\($0.keyword)`" }), existing.effect != effect {
                // Code that does more than an effect (a real body in place of the generated
                // one) refines the spec; only another effect contradicts it.
                differences.append(Difference(message: "the \(kind) '\(name)' should \(SpecWriter.entryText(entry).split(separator: ">").last.map { String($0).trimmingSpaces() } ?? effect.keyword) but the code does \(has)",
                                              spec: entry.effectLocation ?? entry.declaration.location, code: existing.declaration.location))
            } else {
                present.append("\(kind) '\(name)'")
            }
        }
        return missing
    }
}
