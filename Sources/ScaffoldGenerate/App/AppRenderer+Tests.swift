import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The root router's tests: the first flow, each flow switch, each deep link (and malformed
/// ones), and a journey through each flow's pushed screen, all without any view.
extension AppRenderer {
    /// Whether the tests use XCTest.
    var xctest: Bool { settings.testing == .xctest }

    /// An assertion that `condition` holds.
    func expectTrue(_ condition: String) -> String { xctest ? "XCTAssertTrue(\(condition))" : "#expect(\(condition))" }
    /// An assertion that `condition` does not hold.
    func expectFalse(_ condition: String) -> String { xctest ? "XCTAssertFalse(\(condition))" : "#expect(!(\(condition)))" }
    /// An equality assertion.
    func expectEqual(_ a: String, _ b: String) -> String { xctest ? "XCTAssertEqual(\(a), \(b))" : "#expect(\(a) == \(b))" }
    /// An assertion that `a` is nil.
    func expectNil(_ a: String) -> String { xctest ? "XCTAssertNil(\(a))" : "#expect(\(a) == nil)" }
    /// An unwrapping that fails the test on nil.
    func unwrap(_ a: String) -> String { xctest ? "try XCTUnwrap(\(a))" : "try #require(\(a))" }
    /// Lines that fail the test unless `value` is case `name`.
    func expectCase(_ name: String, _ value: String) -> [String] {
        ["guard case .\(name)? = \(value) else {",
         xctest ? "    return XCTFail(\"expected .\(name), got \\(String(describing: \(value)))\")" : "    Issue.record(\"expected .\(name), got \\(String(describing: \(value)))\")",
         xctest ? nil : "    return",
         "}"].compactMap { $0 }
    }

    /// One test: its name and body lines.
    func test(_ name: String, throwing: Bool = false, _ body: [String]) -> [String] {
        var l = [""]
        if xctest {
            l += ["    @MainActor", "    func test\(rootType)_\(name)() async\(throwing ? " throws" : "") {"]
        } else {
            l += ["    @Test", "    func \(name)()\(throwing ? " throws" : "") {"]
        }
        l += ["        let sut = makeSUT()"]
        l += body.map { $0.isEmpty ? "" : "        " + $0 }
        l.append("    }")
        return l
    }

    /// Lines that show a flow, and a tab.
    func switchLines(to flow: String, tab: String?) -> [String] {
        var l = ["sut.switchTo(.\(flow))"]
        if let tab { l.append("sut.select(.\(tab))") }
        return l
    }

    /// A URL for `link`, its values from samples, or `broken` for the first value.
    func url(_ link: AppGenerator.Link, samples: SampleValues, broken: String? = nil, dropLast: Bool = false) -> String {
        var parts: [String] = []
        var valueIndex = 0
        for segment in link.pattern.segments {
            switch segment {
            case .literal(let text): parts.append(text)
            case .value:
                let type = link.parameters[valueIndex].type
                let sample = samples.expression(for: type) ?? ""
                parts.append(valueIndex == 0 && broken != nil ? broken ?? "" : "\\(\(sample))")
                valueIndex += 1
            }
        }
        if dropLast { parts.removeLast() }
        return "\(app.scheme)://" + parts.joined(separator: "/")
    }

    /// The root router's test file.
    func tests() -> String {
        var l = ["import Foundation", xctest ? "import XCTest" : "import Testing", "@testable import \(settings.module)", "",
                 "/// Whole flows through `\(rootType)`: flow switches, deep links and pushed screens, without any view."]
        l += xctest ? ["final class \(rootType)Tests: XCTestCase {"] : ["@MainActor", "struct \(rootType)Tests {"]
        let first = app.flows[0]
        var start = [expectEqual("sut.flow", ".\(first.name)")]
        if first.screen != nil { start.append(xctest ? "XCTAssertNotNil(sut.\(first.name)Router)" : "#expect(sut.\(first.name)Router != nil)") }
        l += test("startsWith\(SwiftName.capitalized(first.name))", start)
        // Flow switches.
        for handler in app.handlers {
            guard case .flow(let target)? = handler.entry.effect, let screen = app.rootScreens.first(where: { $0.owner == handler.route })?.screen,
                  let spec = screens[screen] else { continue }
            let declaration = handler.entry.declaration
            let isTab = app.tabs.contains { $0.name == handler.route }
            var body = switchLines(to: flow(of: handler.route), tab: isTab ? handler.route : nil)
            body += ["let screen = \(unwrap("sut.\(handler.route)Router"))", ""]
            // The user's action when it takes no value, else the router's handler directly.
            if let action = spec.actions.first(where: { $0.effect == .respond(case: declaration.name) }), action.declaration.parameters.isEmpty {
                body.append("screen.viewModel.send(.\(action.declaration.name))")
            } else {
                body.append("screen.handle(\(viewModelType(screen)).ResponderAction\(sample(declaration, in: spec)))")
            }
            body += ["", expectEqual("sut.flow", ".\(target)")]
            l += test("when\(SwiftName.capitalized(handler.route))Passes\(SwiftName.capitalized(declaration.name))Up_shows\(SwiftName.capitalized(target))", throwing: true, body)
        }
        // Deep links.
        let allLinks = links
        for link in allLinks {
            guard let screen = app.rootScreens.first(where: { $0.owner == link.owner })?.screen, let spec = screens[screen] else { continue }
            // The samples of every screen along the link (the first screen's win).
            var known = spec.samples
            var opener = spec
            for step in link.steps.dropLast() {
                guard let child = opener.routeTargets[step.name].flatMap({ screens[$0.screen.text] }) else { break }
                known += child.samples.filter { sample in !known.contains { $0.type == sample.type } }
                opener = child
            }
            let samples = SampleValues(known)
            let subject = "whenOpening\(link.name)Link"
            let shown = "sut.\(link.owner)Router?.\(link.childPath)path.last"
            var body = switchLines(to: link.flow, tab: nil)
            body += ["let url = \(unwrap("URL(string: \"\(url(link, samples: samples))\")"))", "",
                     expectTrue("sut.open(url)"), "", expectEqual("sut.flow", ".\(link.flow)")]
            if let tab = link.tab { body.append(expectEqual("sut.tab", ".\(tab)")) }
            if !link.childPath.isEmpty {
                // The routes before the last one are on the stack too, in order.
                body.append(xctest ? "XCTAssertEqual(sut.\(link.owner)Router?.path.count, 1)" : "#expect(sut.\(link.owner)Router?.path.count == 1)")
            }
            body += expectCase(link.route.name, shown)
            l += test("\(subject)_shows\(SwiftName.capitalized(link.route.name))", throwing: true, body)
            if link.flow != first.name {
                var pending = ["let url = \(unwrap("URL(string: \"\(url(link, samples: samples))\")"))", "",
                               expectTrue("sut.open(url)"), expectEqual("sut.flow", ".\(first.name)"),
                               expectEqual("sut.pendingLink", "url"), ""]
                pending += switchLines(to: link.flow, tab: nil)
                pending += ["", expectNil("sut.pendingLink")] + expectCase(link.route.name, shown)
                l += test("\(subject)Before\(SwiftName.capitalized(link.flow))_opensItWhen\(SwiftName.capitalized(link.flow))Starts", throwing: true, pending)
            }
            // Without its last value (when the URL ends with one, and no other link would take it).
            if case .value? = link.pattern.segments.last,
               !allLinks.contains(where: { other in other.pattern.segments.count == link.pattern.segments.count - 1
                   && zip(other.pattern.segments, link.pattern.segments).allSatisfy { pair in
                       if case .literal(let a) = pair.0, case .literal(let b) = pair.1 { return a == b }
                       return true
                   } }) {
                var missing = switchLines(to: link.flow, tab: nil)
                missing += ["let url = \(unwrap("URL(string: \"\(url(link, samples: samples, dropLast: true))\")"))", "",
                            expectFalse("sut.open(url)"), xctest ? "XCTAssertEqual(sut.\(link.owner)Router?.path.isEmpty, true)" : "#expect(sut.\(link.owner)Router?.path.isEmpty == true)"]
                l += test("\(subject)WithoutItsValue_opensNothing", throwing: true, missing)
            }
            if let first = link.parameters.first {
                let type = TypeText.normalized(first.type)
                if !["String", "Substring"].contains(type) {
                    var bad = switchLines(to: link.flow, tab: nil)
                    bad += ["let url = \(unwrap("URL(string: \"\(url(link, samples: samples, broken: "not-a-value"))\")"))", "",
                            expectFalse("sut.open(url)"), xctest ? "XCTAssertEqual(sut.\(link.owner)Router?.path.isEmpty, true)" : "#expect(sut.\(link.owner)Router?.path.isEmpty == true)"]
                    l += test("\(subject)WithAMalformedValue_opensNothing", throwing: true, bad)
                }
            }
        }
        var unknown = ["let url = \(unwrap("URL(string: \"\(app.scheme)://nowhere/at/all\")"))", "", expectFalse("sut.open(url)"),
                       expectEqual("sut.flow", ".\(first.name)")]
        unknown.append(expectNil("sut.pendingLink"))
        l += test("whenOpeningAnUnknownLink_opensNothing", throwing: true, unknown)
        l += journeys()
        l += ["", "    // MARK: - Support", ""]
        if xctest { l.append("    @MainActor") }
        l += ["    private func makeSUT() -> \(rootType) {", "        \(rootType)(services: .preview)", "    }", "}", ""]
        return l.joined(separator: "\n")
    }

    /// `declaration` built from `spec`'s samples: `.showDetail(7)`.
    func sample(_ declaration: CaseDeclaration, in spec: ScreenSpec) -> String {
        let samples = SampleValues(spec.samples)
        return declaration.construction(values: declaration.parameters.map { samples.expression(for: $0.type) ?? "" })
    }

    /// For each root screen that pushes a screen which can close: push it, close it from the
    /// pushed screen, and check the stack is back where it started. One journey per route,
    /// through the first responder action that shows it (the test is named by the route).
    func journeys() -> [String] {
        var l: [String] = []
        for (owner, screen) in app.rootScreens {
            guard let spec = screens[screen] else { continue }
            var journeyed: Set<String> = []
            for entry in spec.responder {
                guard case .route(let routeName)? = entry.effect, !journeyed.contains(routeName), let route = spec.route(named: routeName),
                      let target = spec.routeTargets[routeName], let child = screens[target.screen.text] else { continue }
                let value = sample(entry.declaration, in: spec)
                // How the pushed screen closes: an action passed up that the parent answers
                // with dismiss, else its own dismiss.
                let passedUp = spec.childResponder.first { $0.route == routeName && $0.entry.effect == .dismiss }
                guard let closeEntry = child.responder.first(where: { $0.declaration.name == passedUp?.entry.declaration.name })
                        ?? child.responder.first(where: { $0.effect == .dismiss }) else { continue }
                let closeValue = sample(closeEntry.declaration, in: child)
                let isTab = app.tabs.contains { $0.name == owner }
                var body = switchLines(to: flow(of: owner), tab: isTab ? owner : nil)
                body += ["let screen = \(unwrap("sut.\(owner)Router"))", "",
                         "screen.handle(\(viewModelType(screen)).ResponderAction\(value))"]
                body += expectCase(route.name, "screen.path.last")
                body += [expectEqual("screen.stack.entries.count", "1"),
                         "let pushed = \(unwrap("screen.\(route.name)Router"))",
                         expectFalse("pushed.hostsStack"), "",
                         "pushed.handle(\(viewModelType(target.screen.text)).ResponderAction\(closeValue))", "",
                         expectTrue("screen.path.isEmpty"), expectTrue("screen.stack.entries.isEmpty"), expectNil("screen.\(route.name)Router")]
                journeyed.insert(routeName)
                l += test("\(owner)_push\(SwiftName.capitalized(route.name))ThenClose\(SwiftName.capitalized(closeEntry.declaration.name))_returnsToTheFirstScreen", throwing: true, body)
            }
        }
        return l
    }
}
