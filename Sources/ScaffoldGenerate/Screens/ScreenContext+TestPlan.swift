import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The generated tests: one per action, one per responder action, one per route no
/// responder action reaches; effects decide what each test asserts.
extension ScreenContext {
    /// The view-model tests and the initial-state test.
    func viewModelTests() -> [String: TemplateValue] {
        let finals = SpecValidator.finalActions(in: spec)
        let tests = spec.actions.flatMap { entry -> [TemplateValue] in
            let final = finals[entry.declaration.name] ?? nil
            if let final, case .call(let call)? = final.effect {
                return asyncTests(entry, final: final, call: call)
            }
            return [viewModelTest(entry, final: final)]
        }
        let initial = spec.outputs.filter { SampleValues.isComparableStandard($0.type) }.map { output in
            TemplateValue.object([
                "output": .string(output.name.text),
                "expected": .string(output.defaultValue),
                "isNil": .bool(output.defaultValue == "nil"),
            ])
        }
        return snapshotFields().merging([
            "viewModelTests": .list(tests),
            "hasInitialState": .bool(!initial.isEmpty),
            "initialState": .list(initial),
        ]) { $1 }
    }

    /// The test of one action, from the effect its `send` chain ends at (`final`).
    func viewModelTest(_ entry: ScreenSpec.Entry, final: ScreenSpec.Entry?) -> TemplateValue {
        let declaration = entry.declaration
        var fields: [String: TemplateValue] = ["sets": .bool(false), "toggles": .bool(false), "clears": .bool(false), "responds": .bool(false), "skipped": .bool(false), "awaits": .bool(false),
                                               "changed": .bool(false), "arguments": .bool(false)]
        var expectation: String
        var arguments = declaration.parameters.map { samples.expression(for: $0.type) ?? "" }
        var changed: String?
        switch final?.effect {
        case .set(let name)?:
            let output = spec.output(named: name)
            if let output, arguments.count == 1, arguments[0] == output.defaultValue, TypeText.normalized(output.type) == "Bool" {
                arguments[0] = output.defaultValue == "true" ? "false" : "true"
            }
            // Tuples have `==` but are not Equatable, which XCTAssertEqual needs.
            let type = TypeText.normalized(output?.type ?? "")
            let isTuple = type.hasPrefix("(") && TypeText.functionParts(type) == nil && TypeText.splitTopLevel(String(type.dropFirst().dropLast()), separator: ",").count > 1
            changed = changedList([(name, arguments.first ?? "")])
            // Swift Testing tries several values, each passed in as `value`.
            if let output, let values = testArguments(for: declaration, output: output) {
                arguments = ["value"]
                changed = changedList([(name, nil)])
                fields["arguments"] = .object(["values": .string("[" + values.joined(separator: ", ") + "]"), "parameter": .string("value: \(declaration.parameters[0].type)")])
            }
            fields["sets"] = TemplateValue.object(["output": .string(name), "expected": .string(arguments.first ?? ""), "isTuple": .bool(isTuple)])
            expectation = "sets\(SwiftName.capitalized(name))"
        case .toggle(let name)?:
            fields["toggles"] = TemplateValue.object(["output": .string(name)])
            changed = changedList([(name, nil)])
            expectation = "toggles\(SwiftName.capitalized(name))"
        case .clear(let name)?:
            // A value is put in first, through the action that sets it when there is one.
            var clears: [String: TemplateValue] = ["output": .string(name), "setup": .bool(false)]
            var setUpFirst = false
            if let setter = spec.actions.first(where: { $0.effect == .set(output: name) }),
               let type = setter.declaration.parameters.first?.type, let value = samples.expression(for: type) {
                clears["setup"] = .object(["sends": .string(construction(setter.declaration, values: [value]))])
                setUpFirst = true
            } else if let primes = primingCall(for: name) {
                // Without a setter, a call that fills the output (its result, or its failure's
                // error) puts the value in: clearing an output that is already nil proves nothing.
                clears["primes"] = primes
                fields["primed"] = .bool(true)
                setUpFirst = true
            }
            if clears["primes"] == nil { clears["primes"] = .bool(false) }
            fields["clears"] = .object(clears)
            // With a value put in first the output changes to nil; without, it stays as it was.
            changed = changedList([(name, setUpFirst ? nil : "nil")])
            expectation = "clears\(SwiftName.capitalized(name))"
        case .respond(let name)?:
            fields["responds"] = TemplateValue.object(["caseName": .string(name)])
            changed = "[]"
            expectation = "respondsWith\(SwiftName.capitalized(name))Once"
        default:
            var reason = "TODO: '\(declaration.name)' has no effect yet; implement it, then write this test"
            if let final, final.declaration.name != declaration.name {
                reason = final.isHandledInCode
                    ? "TODO: '\(declaration.name)' sends '\(final.declaration.name)', which runs code of its own; write this test by hand"
                    : "TODO: '\(declaration.name)' sends '\(final.declaration.name)', which has no effect yet; implement it, then write this test"
            }
            fields["skipped"] = TemplateValue.object(["reason": .string(reason)])
            expectation = "isNotYetImplemented"
        }
        let sent = construction(declaration, values: arguments)
        let names = testNames(action: declaration.name, expectation: expectation, checksAll: changed != nil)
        fields["sends"] = .string(sent)
        fields["action"] = .string(declaration.name)
        fields["testName"] = .string(names.xctest)
        fields["suiteTestName"] = .string(names.suite)
        if isExhaustive, let changed { fields["changed"] = .string(changed) }
        return TemplateValue.object(fields)
    }

    /// The router tests: one per responder action, one per route none of them reaches.
    func routerTests() -> [String: TemplateValue] {
        var tests: [TemplateValue] = []
        var reached: Set<String> = []
        let firstRoute = spec.routes.first
        // The router has a `handle(_:)` for what each opened screen passes up too, over that
        // screen's whole `ResponderAction`: a case of the same name there makes `.saved`
        // ambiguous, so the screen's own is named in full.
        let childCases = Set(spec.routes.compactMap { spec.routeTargets[$0.name].flatMap { spec.children[$0.screen.text] } }
            .filter { !$0.passedUp.isEmpty }.flatMap(\.caseNames))
        for entry in spec.responder {
            let declaration = entry.declaration
            let arguments = declaration.parameters.map { samples.expression(for: $0.type) ?? "" }
            let qualifier = childCases.contains(declaration.name) ? "\(viewModelType).ResponderAction" : ""
            var plan = RouterTestPlan(call: "sut.handle(\(qualifier)\(construction(declaration, values: arguments)))")
            plan.responderCase = declaration.name
            let subject = "whenHandling\(SwiftName.capitalized(declaration.name))"
            if plan.expectNavigation(entry.effect, subject: subject, reached: &reached) {
                tests.append(plan.value(routerType: routerType))
                continue
            }
            switch entry.effect {
            case .up?:
                plan.passesUp = declaration.name
                plan.name = "\(subject)_passesItUp"
            case .dismiss?:
                if let firstRoute {
                    reached.insert(firstRoute.name)
                    plan.setup = "sut.show(\(routeSample(firstRoute)))"
                    plan.dismisses = true
                    plan.name = "\(subject)_popsTheLastRoute"
                } else {
                    plan.closes = true
                    plan.name = "\(subject)_dismissesTheScreen"
                }
            default:
                plan.skipped = "TODO: '\(declaration.name)' has no effect yet; implement it, then write this test"
                plan.name = "\(subject)_isNotYetImplemented"
            }
            tests.append(plan.value(routerType: routerType))
        }
        if spec.isComposable { tests += childHandlerTests(reached: &reached) }
        for route in spec.routes where !reached.contains(route.name) {
            var plan = RouterTestPlan(call: "sut.show(\(routeSample(route)))")
            plan.endsWith = route.name
            plan.name = "whenShowing\(SwiftName.capitalized(route.name))_pathEndsWith\(SwiftName.capitalized(route.name))"
            tests.append(plan.value(routerType: routerType))
        }
        return ["routerTests": .list(tests), "hasRouterTests": .bool(!tests.isEmpty)]
    }

    /// Tests for the handlers of responder actions that opened screens pass up.
    func childHandlerTests(reached: inout Set<String>) -> [TemplateValue] {
        var tests: [TemplateValue] = []
        for child in spec.childResponder {
            guard let route = spec.route(named: child.route), let target = spec.routeTargets[route.name] else { continue }
            // The case as the opened screen declares it: `detail.cancelled -> dismiss` names
            // it without its values, which the test passes.
            let declaration = spec.children[target.screen.text]?.passedUp.first { $0.name == child.entry.declaration.name } ?? child.entry.declaration
            let childViewModel = settings.typeName(settings.naming.viewModel, screen: target.screen.text)
            let arguments = declaration.parameters.map { samples.expression(for: $0.type) ?? "" }
            var plan = RouterTestPlan(call: "sut.handle(\(childViewModel).ResponderAction\(construction(declaration, values: arguments)))")
            plan.responderCase = declaration.name
            let subject = "when\(SwiftName.capitalized(route.name))Passes\(SwiftName.capitalized(declaration.name))Up"
            if plan.expectNavigation(child.entry.effect, subject: subject, reached: &reached) {
                tests.append(plan.value(routerType: routerType))
                continue
            }
            switch child.entry.effect {
            case .dismiss?:
                reached.insert(route.name)
                plan.setup = "sut.show(\(routeSample(route)))"
                plan.dismisses = true
                plan.name = "\(subject)_closesIt"
            default:
                continue
            }
            tests.append(plan.value(routerType: routerType))
        }
        return tests
    }

    /// A value of a route, built from samples: `.detail(Product(id: 1))`.
    func routeSample(_ route: CaseDeclaration) -> String {
        construction(route, values: route.parameters.map { samples.expression(for: $0.type) ?? "" })
    }
}

/// What one router test does and expects.
private struct RouterTestPlan {
    /// For a `route` or `present` effect: expects that route, names the test, and returns
    /// true; for any other effect, changes nothing and returns false.
    mutating func expectNavigation(_ effect: ScreenSpec.Effect?, subject: String, reached: inout Set<String>) -> Bool {
        switch effect {
        case .route(let name)?:
            reached.insert(name)
            endsWith = name
            self.name = "\(subject)_shows\(SwiftName.capitalized(name))"
        case .present(let name)?:
            reached.insert(name)
            presents = name
            self.name = "\(subject)_presents\(SwiftName.capitalized(name))"
        default:
            return false
        }
        return true
    }

    var call: String
    var name = ""
    var setup: String?
    var endsWith: String?
    var presents: String?
    var dismisses = false
    var closes = false
    /// The responder action the test expects passed up to the parent.
    var passesUp: String?
    var skipped: String?
    /// The responder action the test handles (for skipped tests, which only name it).
    var responderCase = ""

    func value(routerType: String) -> TemplateValue {
        func caseObject(_ name: String?) -> TemplateValue {
            name.map { TemplateValue.object(["caseName": .string($0)]) } ?? .bool(false)
        }
        return TemplateValue.object([
            "testName": .string("test\(routerType)_\(name)"),
            "suiteTestName": .string(name),
            "call": .string(call),
            "setup": .string(setup ?? ""),
            "endsWith": caseObject(endsWith),
            "presents": caseObject(presents),
            "dismisses": .bool(dismisses),
            "closes": .bool(closes),
            "passesUp": caseObject(passesUp),
            "makeSUT": .string(passesUp == nil ? "makeSUT()" : "makeSUT(parent: Responder { passed.append($0) })"),
            "skipped": skipped.map { TemplateValue.object(["reason": .string($0)]) } ?? .bool(false),
            "responderCase": .string(responderCase),
        ])
    }
}
