import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The app spec's UI-test scenarios: the Debug-only file that builds the root router for the
/// scenario a UI test launches (`<App>Scenarios.swift`), its checks against the container and
/// the fakes, and the UI-test file that launches each scenario (`<App>UITests.swift`).
extension AppGenerator {
    /// The launch argument that names a scenario (`-scaffold-scenario catalog-offline`).
    public static let scenarioArgument = "-scaffold-scenario"
    /// The environment variable that names one, when the argument is not given.
    public static let scenarioVariable = "SCAFFOLD_SCENARIO"

    /// Each problem of the scenarios, at its place: a member the container lacks, one whose
    /// type has no fake in the app target, a method its protocol lacks, an answer it cannot give.
    /// `fakes` maps a member's name to its fake, for every member scaffold can fake.
    public static func checkScenarios(_ app: AppSpec, members: [Member], fakes: [String: FakeDependency], fakesInApp: Bool) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for scenario in app.scenarios {
            for stub in scenario.stubs {
                func report(_ location: SourceLocation, _ message: String) { problems.append(Diagnostic(location, .error, message)) }
                guard let member = members.first(where: { $0.name == stub.member }) else {
                    report(stub.location, "the container has no member '\(stub.member)'\(Suggestion.didYouMean(stub.member, in: members.map(\.name))); a scenario stubs the fakes of the dependencies the app's screens take: \(members.map(\.name).joined(separator: ", "))")
                    continue
                }
                guard let fake = fakes[member.name] else {
                    report(stub.location, "scaffold cannot fake '\(member.name)' (a \(member.type)): a scenario stubs a fake, made of a protocol the app's sources declare; declare \(member.type) as a protocol")
                    continue
                }
                guard fakesInApp else {
                    report(stub.location, "the scenarios build the container in the app target, where the fakes for the tests are not: set `fakes:` `previews: <a folder of the app target>` in .scaffold.yml (the fakes go there, inside #if DEBUG)")
                    continue
                }
                guard let method = fake.method(named: stub.method) else {
                    report(stub.methodLocation, "\(member.type) has no method '\(stub.method)'\(Suggestion.didYouMean(stub.method, in: fake.fake.methods.map(\.name)))")
                    continue
                }
                switch stub.answer {
                case .returns where method.returnType == nil:
                    report(stub.answerLocation, "'\(stub.method)' returns nothing: stub it with `throws \"MESSAGE\"` or `waits`")
                case .fails where !method.throwsErrors:
                    report(stub.answerLocation, "'\(stub.method)' cannot throw: stub it with `returns VALUE` or `waits`")
                case .waits where !method.isAsync:
                    report(stub.answerLocation, "'\(stub.method)' is not async, so it cannot wait: stub it with `returns VALUE`")
                default:
                    break
                }
            }
        }
        return problems
    }

    /// `<App>Scenarios.swift`: the scenarios' enum, which reads the launch argument, and the
    /// root router each starts, with the container's fakes stubbed (`#if DEBUG` throughout).
    public static func scenarios(_ app: AppSpec, members: [Member], fakes: [String: FakeDependency]) -> String {
        let type = "\(app.name)Scenario"
        let specName = app.file.split(separator: "/").last.map(String.init) ?? app.file
        var lines = [
            "#if DEBUG",
            "import Foundation",
            "",
            "/// The UI-test scenarios of \(specName): a UI test launches the app with",
            "/// `\(scenarioArgument) NAME` (or \(scenarioVariable)=NAME in its environment), and the app",
            "/// starts with the container's fakes answering as the scenario says. Debug builds only: a",
            "/// Release build has none of this. Written by `scaffold app` from the app spec.",
            "enum \(type): String, CaseIterable {",
        ]
        lines += app.scenarios.map { "    case \($0.caseName) = \"\($0.name)\"" }
        lines += [
            "",
            "    /// The scenario the app was launched with, if any. A name no scenario has stops the",
            "    /// app, naming the scenarios there are.",
            "    static var launched: \(type)? {",
            "        let arguments = ProcessInfo.processInfo.arguments",
            "        var name = ProcessInfo.processInfo.environment[\"\(scenarioVariable)\"]",
            "        if let index = arguments.firstIndex(of: \"\(scenarioArgument)\"), arguments.indices.contains(index + 1) {",
            "            name = arguments[index + 1]",
            "        }",
            "        guard let name else { return nil }",
            "        guard let scenario = \(type)(rawValue: name) else {",
            "            fatalError(\"\(specName) has no scenario '\\(name)': \\(allCases.map(\\.rawValue).joined(separator: \", \"))\")",
            "        }",
            "        return scenario",
            "    }",
            "",
            "    /// The root router the scenario starts: the container built with fakes stubbed for",
            "    /// it, in the scenario's flow.",
            "    @MainActor",
            "    func router() -> \(app.name)Router {",
        ]
        let stubbed = members.filter { member in app.scenarios.contains { $0.stubs.contains { $0.member == member.name } } && fakes[member.name] != nil }
        let local = { (name: String) in name == "router" ? "routerFake" : name }
        for member in stubbed {
            lines.append("        let \(local(member.name)) = \(fakes[member.name]?.typeName ?? member.type)()")
        }
        if members.isEmpty {
            lines.append("        let router = \(app.name)Router(services: \(app.container)())")
        } else {
            lines.append("        let router = \(app.name)Router(services: \(app.container)(")
            for (index, member) in members.enumerated() {
                let value = stubbed.contains(member) ? local(member.name) : member.sample
                lines.append("            \(member.name): \(value)\(index == members.count - 1 ? "" : ",")")
            }
            lines.append("        ))")
        }
        lines.append("        switch self {")
        for scenario in app.scenarios {
            lines.append("        case .\(scenario.caseName):")
            var body: [String] = []
            for stub in scenario.stubs {
                guard let fake = fakes[stub.member], let method = fake.method(named: stub.method) else { continue }
                let name = local(stub.member), key = method.key
                let ignored = method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
                switch stub.answer {
                case .returns(let value):
                    body.append(method.keepsReturnValue ? "\(name).\(key)ReturnValue = \(value)" : "\(name).\(key)Handler = { \(ignored)\(value) }")
                case .fails(let message):
                    body.append("\(name).\(key)Error = FakeError(\"\(message)\")")
                case .waits:
                    body.append("\(name).\(key)Handler = { \(ignored)await withUnsafeContinuation { _ in } }")
                }
            }
            if let flow = scenario.flow, flow != app.flows.first?.name { body.append("router.switchTo(.\(flow))") }
            lines += (body.isEmpty ? ["break"] : body).map { "            " + $0 }
        }
        lines += ["        }", "        return router", "    }", "}", "#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// The screen a scenario shows first: its flow's screen, or the first tab's.
    static func firstScreen(of scenario: AppSpec.Scenario, in app: AppSpec) -> String? {
        let flow = app.flows.first { $0.name == (scenario.flow ?? app.flows.first?.name) }
        return flow?.screen ?? app.tabs.first?.screen
    }

    /// `<App>UITests.swift`: one XCUITest per scenario, which launches the app in it and
    /// checks that its first screen's title appears.
    public static func uiTests(_ app: AppSpec, screens: [String: ScreenSpec]) -> String {
        let specName = app.file.split(separator: "/").last.map(String.init) ?? app.file
        var lines = [
            "import XCTest",
            "",
            "/// Launches the app in each scenario of \(specName) and checks that its first screen appears.",
            "/// Runs in a UI-test target, on a simulator or a device, against a Debug build (a Release",
            "/// build has no scenarios). Written by `scaffold app`, which adds a test for each new scenario.",
            "final class \(app.name)UITests: XCTestCase {",
        ]
        for scenario in app.scenarios {
            let screen = firstScreen(of: scenario, in: app) ?? app.name
            let title = SwiftName.title(screens[screen]?.screen.text ?? screen)
            lines += [
                "    @MainActor",
                "    func testScenario\(SwiftName.capitalized(scenario.caseName))_shows\(screen)() {",
                "        let app = launch(\"\(scenario.name)\")",
                "        XCTAssertTrue(app.staticTexts[\"\(title)\"].waitForExistence(timeout: 10), \"the \(screen) screen did not appear\")",
                "    }",
                "",
            ]
        }
        lines += [
            "    /// The app, launched in `scenario`.",
            "    @MainActor",
            "    private func launch(_ scenario: String) -> XCUIApplication {",
            "        let app = XCUIApplication()",
            "        app.launchArguments += [\"\(scenarioArgument)\", scenario]",
            "        app.launch()",
            "        return app",
            "    }",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
