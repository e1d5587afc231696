import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The app spec's `scenarios:`: named launches for UI tests, each the flow the app starts in
/// and what the container's fakes answer.
///
/// ```yaml
/// scenarios:
///   catalog-offline:
///     - flow signedIn
///     - catalog.products throws "The Internet connection appears to be offline."
///   catalog-empty:
///     - flow signedIn
///     - catalog.products returns []
/// ```
extension AppSpec {
    /// A UI-test scenario: `-scaffold-scenario NAME` at launch (Debug builds only).
    public struct Scenario: Sendable {
        /// The name the launch argument gives (`catalog-offline`).
        public var name: String
        /// The Swift case of the scenarios' enum (`catalogOffline`).
        public var caseName: String
        /// The flow the app starts in; nil for the first.
        public var flow: String?
        /// What the fakes answer.
        public var stubs: [Stub]
        /// Where the scenario's name is.
        public var location: SourceLocation
    }

    /// What one method of a container member's fake answers in a scenario.
    public struct Stub: Sendable {
        /// How the fake answers.
        public enum Answer: Sendable, Equatable {
            /// Returns the Swift expression.
            case returns(String)
            /// Throws `FakeError` with the message.
            case fails(String)
            /// Never answers: the call stays in flight.
            case waits
        }

        /// The container member (`catalog`).
        public var member: String
        /// The method of its protocol (`products`).
        public var method: String
        /// The answer.
        public var answer: Answer
        /// Where the member's name is.
        public var location: SourceLocation
        /// Where the method's name is.
        public var methodLocation: SourceLocation
        /// Where the answer's word is.
        public var answerLocation: SourceLocation
    }

    /// The Swift case name of a scenario's name: `catalog-offline` → `catalogOffline`.
    static func scenarioCase(_ name: String) -> String {
        let words = name.split(separator: "-").map(String.init)
        return (words.first ?? "") + words.dropFirst().map(SwiftName.capitalized).joined()
    }

    /// Reads `scenarios:` into the spec (after its flows), reporting each problem at its place.
    static func decodeScenarios(_ entry: Node.Entry?, into app: inout AppSpec, report: (SourceLocation, String) -> Void) {
        guard let entry else { return }
        guard case .mapping(let scenarios) = entry.value.value else {
            report(entry.value.location, "'scenarios' maps each scenario's name to its lines: `catalog-offline:` then `- flow signedIn`, `- catalog.products throws \"offline\"`")
            return
        }
        for scenario in scenarios {
            let name = scenario.key
            let valid = name.first.map { $0.isASCII && $0.isLowercase } == true
                && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isLowercase || ("0"..."9").contains($0) || $0 == "-") }
                && !name.hasSuffix("-") && !name.contains("--")
            guard valid else {
                report(scenario.keyLocation, "'\(name)' is not a scenario name: use lowercase letters, digits and single hyphens, starting with a letter (`catalog-offline`), as the launch argument gives it")
                continue
            }
            let caseName = scenarioCase(name)
            if SwiftName.keywords.contains(caseName) || app.scenarios.contains(where: { $0.caseName == caseName }) {
                report(scenario.keyLocation, "the scenario '\(name)' is declared twice, or is a Swift keyword; give it another name")
                continue
            }
            var result = Scenario(name: name, caseName: caseName, flow: nil, stubs: [], location: scenario.keyLocation)
            let lines: [Node]
            switch scenario.value.value {
            case .sequence(let nodes): lines = nodes
            case .scalar(let text) where text.trimmingSpaces().isEmpty: lines = []
            default:
                report(scenario.value.location, "a scenario is a list of lines: `- flow NAME` and `- member.method returns VALUE`, `throws \"MESSAGE\"` or `waits`")
                continue
            }
            for line in lines {
                guard let text = line.scalar?.trimmingSpaces(), !text.isEmpty else {
                    report(line.location, "expected a line of the scenario as text")
                    continue
                }
                decodeScenarioLine(text, at: line.textLocation, app: app, into: &result, report: report)
            }
            app.scenarios.append(result)
        }
    }

    /// One line of a scenario: `flow NAME`, or a member's method and its answer.
    static func decodeScenarioLine(_ text: String, at location: SourceLocation, app: AppSpec, into scenario: inout Scenario, report: (SourceLocation, String) -> Void) {
        let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        if words.first == "flow" {
            let flows = app.flows.map(\.name)
            guard words.count == 2, flows.contains(words[1]) else {
                report(location, "expected `flow NAME` naming one of the flows: \(flows.joined(separator: ", "))")
                return
            }
            if scenario.flow != nil { report(location, "the scenario '\(scenario.name)' names its flow twice") }
            scenario.flow = words[1]
            return
        }
        let usage = "expected `member.method returns VALUE`, `member.method throws \"MESSAGE\"` or `member.method waits` (or `flow NAME`), found '\(text)'"
        guard words.count >= 2, let dot = words[0].firstIndex(of: ".") else {
            report(location, usage)
            return
        }
        let member = String(words[0][..<dot]), method = String(words[0][words[0].index(after: dot)...])
        guard SwiftName.isIdentifier(member), SwiftName.isIdentifier(method) else {
            report(location, usage)
            return
        }
        let answerLocation = location.advanced(by: words[0].utf8.count + 1)
        let rest = words.count > 2 ? words[2] : ""
        let answer: Stub.Answer
        switch words[1] {
        case "returns" where !rest.isEmpty:
            answer = .returns(rest)
        case "throws" where rest.count >= 2 && rest.hasPrefix("\"") && rest.hasSuffix("\"") && !rest.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" }):
            answer = .fails(String(rest.dropFirst().dropLast()))
        case "waits" where rest.isEmpty:
            answer = .waits
        case "returns", "throws", "waits":
            report(answerLocation, "`returns` takes a Swift value (`returns []`), `throws` a quoted message without quotes or backslashes in it (`throws \"offline\"`), `waits` nothing")
            return
        default:
            report(answerLocation, "'\(words[1])' is not an answer\(Suggestion.didYouMean(words[1], in: ["returns", "throws", "waits"])); a fake `returns VALUE`, `throws \"MESSAGE\"` or `waits`")
            return
        }
        if scenario.stubs.contains(where: { $0.member == member && $0.method == method }) {
            report(location, "the scenario '\(scenario.name)' stubs \(member).\(method) twice")
            return
        }
        scenario.stubs.append(Stub(member: member, method: method, answer: answer, location: location,
                                   methodLocation: location.advanced(by: member.utf8.count + 1), answerLocation: answerLocation))
    }
}
