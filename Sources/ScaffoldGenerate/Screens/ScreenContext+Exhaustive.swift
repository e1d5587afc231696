import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Exhaustive action tests: the test type's `Outputs` snapshot (every output, read at once),
/// which outputs each test expects changed, the names that read as the rule
/// (`sendingLoad_setsProducts_andNothingElse`), and Swift Testing's arguments for actions
/// that carry a value.
extension ScreenContext {
    /// Whether the action tests compare every output before and after the action.
    var isExhaustive: Bool { settings.testStyle == .exhaustive }

    /// The snapshot's fields for the template: one `read` line per output.
    func snapshotFields() -> [String: TemplateValue] {
        [
            "exhaustive": .bool(isExhaustive),
            // XCTest's name for the initial-state test: `testInitialState` beside names
            // that read as rules, scaffold's first name beside focused tests.
            "initialStateTestName": .string(isExhaustive ? "testInitialState" : "test\(viewModelType)_initialState"),
            "snapshot": .list(spec.outputs.map { TemplateValue.object(["output": .string($0.name.text)]) }),
        ]
    }

    /// The outputs that hold another value than at the start once each of `values` (an
    /// output and the expression it ends with, nil for a toggle) has happened, as a sorted
    /// Swift array literal: `["products"]`, or `[]`. An output whose expression is written
    /// as its initial value is unchanged (a sample that equals the default changes nothing),
    /// and so is a closure: `Outputs` compares what it cannot `==` by its `dump`, which is
    /// `(Function)` for any closure.
    /// `before` gives the value an output has when the test takes its first snapshot, where
    /// that is not its initial value (a call failed first: its loading flag is `false`).
    func changedList(_ values: [(output: String, value: String?)], before: [String: String] = [:]) -> String {
        var names: Set<String> = []
        for (name, value) in values {
            guard let output = spec.output(named: name), TypeText.functionParts(TypeText.normalized(output.type)) == nil else { continue }
            if let value, value.trimmingSpaces() == (before[name] ?? output.defaultValue).trimmingSpaces() { continue }
            names.insert(name)
        }
        return "[" + names.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// The names of a view-model test: XCTest's and Swift Testing's. Focused tests keep
    /// scaffold's first names (`testLoginViewModel_whenSendingLoad_setsProducts`); exhaustive
    /// ones read as the rule they check (`testSendingLoad_setsProducts_andNothingElse`,
    /// `sendingLoad_setsProducts_andNothingElse`); `checksAll` is false when the test cannot
    /// tell which outputs change (no `_andNothingElse`).
    func testNames(action: String, failing: Bool = false, expectation: String, checksAll: Bool = true) -> (xctest: String, suite: String) {
        let action = SwiftName.capitalized(action) + (failing ? "AndItFails" : "")
        guard isExhaustive else {
            let subject = "whenSending\(action)_\(expectation)"
            return ("test\(viewModelType)_\(subject)", subject)
        }
        let name = "sending\(action)_\(expectation)" + (checksAll ? "_andNothingElse" : "")
        return ("test" + SwiftName.capitalized(name), name)
    }

    /// Values Swift Testing passes one at a time to the test of an action that sets an
    /// output from its one standard-typed value: the built-in sample and others, none of
    /// them the output's initial value (so each changes it). Nil where one value is all
    /// scaffold has (custom types, a spec's own sample, `Bool`, several values).
    func testArguments(for declaration: CaseDeclaration, output: ScreenSpec.Output) -> [String]? {
        guard isExhaustive, settings.testing == .swiftTesting, declaration.parameters.count == 1 else { return nil }
        let type = TypeText.normalized(declaration.parameters[0].type)
        guard !spec.samples.contains(where: { TypeText.normalized($0.type) == type }),
              let candidates = Self.argumentCandidates[type] else { return nil }
        let values = candidates.filter { $0 != output.defaultValue.trimmingSpaces() }
        return values.count > 1 ? values : nil
    }

    /// The values a parameterized test tries, by type: the built-in sample first.
    static let argumentCandidates: [String: [String]] = [
        "String": ["\"sample\"", "\"\"", "\"A longer sample, with punctuation.\""],
        "Int": ["42", "0", "-1"],
        "Double": ["4.2", "0", "-0.5"],
    ]
}
