import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Async effects: the reducer case that starts the call in a task, and the tests that stub
/// the dependency's fake to answer and to throw, then await the task the action started.
extension ScreenContext {
    /// The dependency a call is made on.
    func dependency(of call: ScreenSpec.AsyncCall) -> ScreenSpec.Dependency? {
        spec.dependencies.first { $0.name.text == call.dependency }
    }

    /// The fake of the call's dependency, and the method it fakes, when scaffold has both.
    func fakedMethod(of call: ScreenSpec.AsyncCall) -> (fake: FakeDependency, method: FakeProtocol.Method)? {
        guard let dependency = dependency(of: call), let fake = settings.fakes[dependency.type], let method = fake.method(named: call.method) else { return nil }
        return (fake, method)
    }

    /// Whether the call throws: as the protocol says when scaffold can read it, else as the
    /// spec implies (a `catch` clause).
    func callThrows(_ call: ScreenSpec.AsyncCall) -> Bool {
        fakedMethod(of: call)?.method.throwsErrors ?? (call.failure != nil)
    }

    /// `.load`, `.submit(let user, let password)`, and the body that starts the call.
    func callBody(_ declaration: CaseDeclaration, _ call: ScreenSpec.AsyncCall) -> (String, [String]) {
        let names = bindingNames(declaration)
        let pattern = declaration.parameters.isEmpty ? "." + declaration.name : bindingPattern(declaration)
        var arguments = call.arguments
        // `$1` before `$10` is not an issue: replace the longest first.
        for index in names.indices.reversed() {
            arguments = arguments.replacingOccurrences(of: "$\(index)", with: names[index])
        }
        let throwing = callThrows(call)
        let returns = fakedMethod(of: call).map { $0.method.returnType != nil } ?? (call.into != nil)
        let invocation = (throwing ? "try " : "") + "await \(member(call.dependency)).\(call.method)(\(arguments))"
        let statement = call.into.map { "\(member($0)) = \(invocation)" } ?? (returns ? "_ = \(invocation)" : invocation)
        var body: [String] = []
        if let loading = call.loading { body.append("\(member(loading)) = true") }
        body.append("lastEffect = Task {")
        if let loading = call.loading { body.append("    defer { \(member(loading)) = false }") }
        if throwing {
            body += ["    do {", "        \(statement)"]
            // A call that succeeds (a retry) clears the error an earlier one left.
            if let error = errorOutput(of: call) { body.append("        \(member(error)) = nil") }
            body.append("    } catch {")
            body.append("        " + (failureStatement(call) ?? "_ = error  // the spec has no `catch`: handle the failure here"))
            body.append("    }")
        } else {
            body.append("    \(statement)")
        }
        body.append("}")
        return (pattern, body)
    }

    /// The optional output a call's failure ends in: its `catch` output, or the output the
    /// `catch` action sets (at the end of its `send` chain); nil for any other failure.
    func errorOutput(of call: ScreenSpec.AsyncCall) -> String? {
        guard let failure = call.failure else { return nil }
        var name = failure
        if let action = spec.action(named: failure) {
            guard case .set(let output)? = (SpecValidator.finalActions(in: spec)[action.declaration.name] ?? nil)?.effect else { return nil }
            name = output
        }
        // A call whose result goes into that same output fills it itself: clearing it after
        // a success would throw the result away.
        guard name != call.into, let output = spec.output(named: name),
              TypeText.wrappedOfOptional(TypeText.normalized(output.type)) != nil else { return nil }
        return name
    }

    /// The set-up that puts a value into `output` through a faked call, for a test that then
    /// clears it: the fake answers with a sample when the call's result goes there, or throws
    /// when its failure ends there. Nil when no faked call fills the output.
    func primingCall(for output: String) -> TemplateValue? {
        let finals = SpecValidator.finalActions(in: spec)
        for entry in spec.actions {
            guard let final = finals[entry.declaration.name] ?? nil, case .call(let call)? = final.effect,
                  let (fake, method) = fakedMethod(of: call), let dependency = dependency(of: call) else { continue }
            let key = method.key
            var stub: String?
            if call.into == output, method.returnType != nil, let type = spec.output(named: output)?.type, let value = samples.expression(for: type) {
                let ignored = method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
                stub = method.keepsReturnValue ? "\(call.dependency).\(key)ReturnValue = \(value)" : "\(call.dependency).\(key)Handler = { \(ignored)\(value) }"
            } else if method.throwsErrors, errorOutput(of: call) == output, !respondsOnFailure(call) {
                stub = "\(call.dependency).\(key)Error = FakeError(\"offline\")"
            }
            guard let stub else { continue }
            let made = self.call(viewModelType, viewModelDependencies.map { other in
                "\(other.name.text): \(other.name.text == dependency.name.text ? call.dependency : samples.expression(for: other.type) ?? "")"
            } + (hasResponder ? ["responder: .noop"] : []))
            let arguments = entry.declaration.parameters.map { samples.expression(for: $0.type) ?? "" }
            return .object([
                "fake": .string(call.dependency), "fakeType": .string(fake.typeName), "stub": .string(stub),
                "construction": .string(made), "sends": .string(construction(entry.declaration, values: arguments)),
            ])
        }
        return nil
    }

    /// What the reducer does with `error`: sends the failure action, or sets the failure output.
    func failureStatement(_ call: ScreenSpec.AsyncCall) -> String? {
        guard let failure = call.failure else { return nil }
        if let action = spec.action(named: failure) {
            let type = action.declaration.normalizedTypes.first ?? "String"
            let value = type == "String" ? "error.localizedDescription" : "error"
            return "send(\(construction(action.declaration, values: [value])))"
        }
        let type = TypeText.normalized(spec.output(named: failure)?.type ?? "String?")
        return "\(member(failure)) = \(type.hasPrefix("String") ? "error.localizedDescription" : "error")"
    }

    /// The tests of an action whose effect (at the end of its `send` chain, `final`) is a
    /// call: one where the fake answers, one where it throws (when the call can).
    func asyncTests(_ entry: ScreenSpec.Entry, final: ScreenSpec.Entry, call: ScreenSpec.AsyncCall) -> [TemplateValue] {
        let declaration = entry.declaration
        let arguments = declaration.parameters.map { samples.expression(for: $0.type) ?? "" }
        let sent = construction(declaration, values: arguments)
        guard let (fake, method) = fakedMethod(of: call), let dependency = dependency(of: call) else {
            let type = dependency(of: call)?.type ?? call.dependency
            let reason = "TODO: scaffold found no protocol \(type) with a method '\(call.method)' in the sources to fake; stub \(call.dependency).\(call.method) in a test double, then write this test"
            return [skippedTest(declaration, reason: reason)]
        }
        let fakeName = call.dependency
        let key = method.key
        let construction = { (responds: Bool) in
            self.call(viewModelType, viewModelDependencies.map { other in
                "\(other.name.text): \(other.name.text == dependency.name.text ? fakeName : samples.expression(for: other.type) ?? "")"
            } + (hasResponder ? ["responder: \(responds ? "Responder { responses.append($0) }" : ".noop")"] : []))
        }
        let called = method.parameters.allSatisfy(\.isNonEscapingClosure) ? "\(fakeName).\(key)CallCount" : "\(fakeName).\(key)Calls.count"
        var tests: [TemplateValue] = []
        // Success: the fake answers with a sample; the output holds it.
        var success: [String: TemplateValue] = [
            "fake": .string(fakeName), "fakeType": .string(fake.typeName), "construction": .string(construction(false)),
            "sends": .string(sent), "called": .string(called), "loading": call.loading.map { .string($0) } ?? .bool(false),
            "responds": .bool(false), "failure": .bool(false), "clears": .bool(false), "calledTimes": .string("1"),
        ]
        // A call that can fail and leave an error: the test fails it first, then answers, and
        // the error is gone (a retry that succeeds clears it). A handler would answer both.
        if method.throwsErrors, let error = errorOutput(of: call), method.keepsReturnValue || call.into == nil || method.returnType == nil {
            success["clears"] = .object(["output": .string(error), "fail": .string("\(fakeName).\(key)Error = FakeError(\"offline\")"),
                                         "recover": .string("\(fakeName).\(key)Error = nil")])
            success["calledTimes"] = .string("2")
        }
        var expectation = "calls\(SwiftName.capitalized(call.dependency))\(SwiftName.capitalized(call.method))"
        // While the call runs only the loading flag has changed; once it is done, the flag is
        // back and the result is in its output.
        // A test that fails the call first starts from its loading flag back at `false`,
        // whatever the flag's initial value.
        let primed = success["clears"].map { if case .object = $0 { return true } else { return false } } ?? false
        let baseline = primed ? call.loading.map { [$0: "false"] } ?? [:] : [:]
        let loadingChange = call.loading.map { changedList([($0, "true")], before: baseline) }
        var ends: [(output: String, value: String?)] = call.loading.map { [($0, "false")] } ?? []
        if let into = call.into, let output = spec.output(named: into), method.returnType != nil {
            let value = samples.expression(for: output.type) ?? ""
            // A `sending` result the fake keeps no value for is made by its handler.
            let ignored = method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
            success["stub"] = .string(method.keepsReturnValue ? "\(fakeName).\(key)ReturnValue = \(value)" : "\(fakeName).\(key)Handler = { \(ignored)\(value) }")
            success["into"] = .object(["output": .string(into), "expected": .string(value)])
            ends.append((into, value))
            expectation = "sets\(SwiftName.capitalized(into))From\(SwiftName.capitalized(call.dependency))"
        } else if let returned = method.returnType, let value = samples.expression(for: returned) {
            // The result is kept nowhere, but the fake must answer: a call it has no answer
            // for fails the test (`scaffold screen` asks for the sample).
            let ignored = method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
            success["stub"] = .string(method.keepsReturnValue ? "\(fakeName).\(key)ReturnValue = \(value)" : "\(fakeName).\(key)Handler = { \(ignored)\(value) }")
            success["into"] = .bool(false)
        } else {
            success["stub"] = .string("")
            success["into"] = .bool(false)
        }
        let names = testNames(action: declaration.name, expectation: expectation)
        success["testName"] = .string(names.xctest)
        success["suiteTestName"] = .string(names.suite)
        success["action"] = .string(declaration.name)
        // The error the failure first put in is gone once the call succeeds.
        if case .object(let clears)? = success["clears"], case .string(let error)? = clears["output"] { ends.append((error, nil)) }
        if isExhaustive {
            success["loadingChanged"] = loadingChange.map { .string($0) } ?? .bool(false)
            success["changed"] = .string(changedList(ends, before: baseline))
        }
        tests.append(asyncValue(success))
        // Failure: the fake throws; the failure action or output has the error.
        guard method.throwsErrors else { return tests }
        var failure = success
        failure["stub"] = .string("\(fakeName).\(key)Error = FakeError(\"offline\")")
        failure["into"] = .bool(false)
        failure["failure"] = .bool(true)
        failure["clears"] = .bool(false)
        failure["calledTimes"] = .string("1")
        failure["construction"] = .string(construction(respondsOnFailure(call)))
        var failed = "fails"
        // What the failure leaves changed, when scaffold can tell: the flag is back, and the
        // error is in an output, or went up to the responder.
        var failureEnds: [(output: String, value: String?)]? = call.loading.map { [($0, "false")] } ?? []
        if let name = call.failure {
            if let action = spec.action(named: name) {
                let finals = SpecValidator.finalActions(in: spec)
                let end = finals[action.declaration.name] ?? nil
                let isString = action.declaration.normalizedTypes.first == "String"
                switch end?.effect {
                case .set(let output)? where isString:
                    failure["setsError"] = .object(["output": .string(output), "expected": .string("\"offline\""), "optional": .bool(false)])
                    failureEnds?.append((output, "\"offline\""))
                    failed = "sets\(SwiftName.capitalized(output))"
                case .respond(let caseName)?:
                    failure["responds"] = .object(["caseName": .string(caseName)])
                    failed = "respondsWith\(SwiftName.capitalized(caseName))"
                default:
                    failureEnds = nil
                    failed = "sends\(SwiftName.capitalized(name))"
                }
            } else if let output = spec.output(named: name) {
                let type = TypeText.normalized(output.type)
                if type.hasPrefix("String") {
                    failure["setsError"] = .object(["output": .string(name), "expected": .string("\"offline\""), "optional": .bool(false)])
                    failureEnds?.append((name, "\"offline\""))
                } else {
                    failure["setsError"] = .object(["output": .string(name), "expected": .string("FakeError(\"offline\")"), "optional": .bool(true)])
                    failureEnds?.append((name, nil))
                }
                failed = "sets\(SwiftName.capitalized(name))"
            }
        }
        let failNames = testNames(action: declaration.name, failing: true, expectation: failed, checksAll: failureEnds != nil)
        failure["testName"] = .string(failNames.xctest)
        failure["suiteTestName"] = .string(failNames.suite)
        failure["changed"] = isExhaustive ? failureEnds.map { .string(changedList($0)) } ?? .bool(false) : .bool(false)
        // It starts from the initial state: its loading flag as declared.
        if isExhaustive { failure["loadingChanged"] = call.loading.map { .string(changedList([($0, "true")])) } ?? .bool(false) }
        tests.append(asyncValue(failure))
        return tests
    }

    /// Whether the failure test collects responses (its failure ends in a responder action).
    func respondsOnFailure(_ call: ScreenSpec.AsyncCall) -> Bool {
        guard let name = call.failure, let action = spec.action(named: name) else { return false }
        if case .respond? = (SpecValidator.finalActions(in: spec)[action.declaration.name] ?? nil)?.effect { return true }
        return false
    }

    /// A view-model test entry that awaits: every other kind of test off.
    func asyncValue(_ fields: [String: TemplateValue]) -> TemplateValue {
        var fields = fields
        var awaits: [String: TemplateValue] = [:]
        for key in ["fake", "fakeType", "construction", "stub", "called", "calledTimes", "loading", "into", "failure", "setsError", "responds", "clears", "loadingChanged", "changed"] {
            awaits[key] = fields.removeValue(forKey: key) ?? .bool(false)
        }
        if case .string(let stub)? = awaits["stub"], stub.isEmpty { awaits["stub"] = .bool(false) }
        fields["awaits"] = .object(awaits)
        for key in ["sets", "toggles", "clears", "responds", "skipped", "arguments"] { fields[key] = .bool(false) }
        return .object(fields)
    }

    /// A skipped test of an action, with the reason.
    func skippedTest(_ declaration: CaseDeclaration, reason: String) -> TemplateValue {
        let names = testNames(action: declaration.name, expectation: "isNotYetImplemented", checksAll: false)
        return TemplateValue.object([
            "sets": .bool(false), "toggles": .bool(false), "clears": .bool(false), "responds": .bool(false), "awaits": .bool(false), "changed": .bool(false), "arguments": .bool(false),
            "skipped": .object(["reason": .string(reason)]),
            "sends": .string(construction(declaration, values: declaration.parameters.map { samples.expression(for: $0.type) ?? "" })),
            "action": .string(declaration.name),
            "testName": .string(names.xctest),
            "suiteTestName": .string(names.suite),
        ])
    }
}
