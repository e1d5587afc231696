import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension ScreenEditor {
    /// A test type of the screen: the file it is in and its declaration.
    struct TestTarget {
        /// The test file's path.
        var path: String
        /// The lexed test file.
        var file: SourceFile
        /// The test class or suite.
        var type: Declaration

        /// The target as a part the insertion helpers take.
        var part: ScreenCode.Part { ScreenCode.Part(file: file, declaration: type, path: path) }
    }

    /// The test type of `type`: `<Type>Tests`, else the test type in the screen's test
    /// files that names `type` most often.
    func testTarget(for type: String) -> TestTarget? {
        var best: (target: TestTarget, mentions: Int)?
        for test in code.tests {
            let tree = SyntaxTree(test.file)
            for declaration in tree.declarations where declaration.kind == .class || declaration.kind == .struct {
                let target = TestTarget(path: test.path, file: test.file, type: declaration)
                if declaration.name == "\(type)Tests" { return target }
                guard declaration.name.hasSuffix("Tests") || declaration.hasAttribute("Suite") || declaration.inheritance.contains("XCTestCase") else { continue }
                let mentions = declaration.tokenRange.filter { test.file.tokens[$0].kind == .identifier && test.file.text(of: test.file.tokens[$0]) == type }.count
                if mentions > (best?.mentions ?? 0) { best = (target, mentions) }
            }
        }
        return best?.target
    }

    /// The output's check in the test of the initial state, as the rendered test has it:
    /// a line at the end of an existing initial-state test, or the whole test (once) when
    /// there is none yet.
    mutating func addInitialStateCheck(_ name: String) throws {
        guard let renderedTests = rendered.viewModelTests,
              let renderedTest = renderedTests.type.members.first(where: { $0.kind == .func && $0.name.hasSuffix("nitialState") }) else { return }
        let checks = rendered.snippet(renderedTest, in: renderedTests).lines.filter { $0.contains("(sut.\(name)") || $0.contains("(sut.\(name) ") }
        guard let check = checks.first?.trimmingSpaces(), let target = testTarget(for: code.viewModel.name) else { return }
        let file = target.file
        if let existing = target.type.members.first(where: { $0.kind == .func && $0.name.hasSuffix("nitialState") }), let body = existing.bodyRange {
            let statements = body.filter { !file.tokens[$0].isComment }
            guard let last = statements.last else { return }
            // The check reads the test's own variable (`let viewModel = makeSUT()`).
            guard let subject = builtVariable(in: body, of: file) else {
                notes.append("\(file.path):\(file.location(of: file.tokens[existing.positionToken]).line): check the new output '\(name)' in \(existing.name) by hand (scaffold cannot tell which variable holds the view model)")
                return
            }
            let line = subject == "sut" ? check : check.replacingOccurrences(of: "(sut.", with: "(\(subject).")
            let offset = file.endOfLine(at: Int(file.tokens[last].start))
            insert(text(Snippet(lines: [line]), at: file.indentation(ofToken: last), in: target.path), at: offset, in: target.path)
        } else if !insertedInitialState {
            // No test of the initial state yet: one that checks the new outputs (the others
            // are the code's own, and their types may not be comparable).
            insertedInitialState = true
            let new = Set(newOutputs)
            var test = rendered.snippet(renderedTest, in: renderedTests)
            test.lines = test.lines.filter { line in
                let isCheck = code.outputs.contains { line.contains("(sut.\($0.name)") || line.contains("(sut.\($0.name) ") }
                return !isCheck || new.contains { line.contains("(sut.\($0)") || line.contains("(sut.\($0) ") }
            }
            try insertTest(test, forType: code.viewModel.name, rendered: renderedTests)
        }
    }

    /// The variable a test body builds the view model into: `let x = makeSUT(…)` or
    /// `let x = ViewModel(…)` (after `try`/`await`), or nil.
    func builtVariable(in body: Range<Int>, of file: SourceFile) -> String? {
        let tokens = file.tokens
        for index in body where index + 3 < body.upperBound && tokens[index].kind == .identifier
            && ["let", "var"].contains(file.text(of: tokens[index])) && tokens[index + 1].kind == .identifier && tokens[index + 2].kind == .equal {
            var value = index + 3
            while value < body.upperBound, ["try", "await"].contains(file.text(of: tokens[value])) { value += 1 }
            guard value < body.upperBound else { continue }
            let callee = file.text(of: tokens[value])
            if callee == "makeSUT" || callee == code.viewModel.name { return file.text(of: tokens[index + 1]) }
        }
        return nil
    }

    /// Inserts a rendered test into the test type of `type`, before its Support section (or
    /// after its last test), named in the type's own style and isolated as its other tests
    /// need; the rendered `makeSUT` goes last when the type has none.
    mutating func insertTest(_ test: Snippet, forType type: String, rendered testFile: Rendered.Part?) throws {
        guard let target = testTarget(for: type) else {
            notes.append(hasSpec
                ? "no test file of \(type) was found; `scaffold screen \(code.name)` writes it (and changes nothing else), or write the tests by hand"
                : "no test file of \(type) was found; `scaffold spec --from \(code.name) --write`, then `scaffold screen \(code.name)`, write it (and any other file of the screen that is missing), or write the tests by hand")
            return
        }
        let file = target.file
        let members = target.type.members
        let isolated = target.type.hasAttribute("MainActor")
        // The factory the test needs, built as the code's init wants: or no test at all.
        let usesMakeSUT = test.lines.contains { $0.contains("makeSUT(") }
        let key = "\(target.path)#\(target.type.name)"
        // A factory in an extension of the test type counts too, in this file or another
        // test file (`LoginViewModelTests+Support.swift`).
        // Parsed only when a factory is needed and the type's body has none.
        func existingFactories() -> [(declaration: Declaration, file: SourceFile)] {
            members.filter { $0.name == "makeSUT" }.map { ($0, file) } + ([file] + code.tests.map(\.file).filter { $0.path != file.path }).flatMap { other in
                SyntaxTree(other).allDeclarations.filter { $0.kind == .extension && $0.name == target.type.name }
                    .flatMap { $0.members.filter { $0.name == "makeSUT" } }.map { ($0, other) }
            }
        }
        func hasFactory() -> Bool { !existingFactories().isEmpty }
        // A test of a responding action hands makeSUT a responder: a hand-written makeSUT
        // without that parameter gets no such test (it would not compile), and says why.
        if test.lines.contains(where: { $0.contains("makeSUT(responder:") }) {
            let existing = existingFactories()
            // A factory without parameters that builds the view model gains `responder:` with
            // the screen's first responder action (addResponderSection), in this same edit.
            func takesResponder(_ factory: (declaration: Declaration, file: SourceFile)) -> Bool {
                factory.declaration.parameters.contains { ($0.label ?? $0.name) == "responder" }
                    || addingResponder && factory.declaration.parameters.isEmpty
                    && constructions(of: code.viewModel.name, in: factory.file).contains { factory.declaration.tokenRange.contains($0) }
            }
            if !existing.isEmpty, !existing.contains(where: takesResponder), let first = existing.first {
                let place = "\(first.file.path):\(first.file.location(of: first.file.tokens[first.declaration.positionToken]).line)"
                notes.append("\(place): no test was added for this responding action: this makeSUT() takes no `responder:`, which its test passes; give makeSUT a parameter `responder: Responder<\(code.viewModel.name).ResponderAction> = .noop` that it hands to \(code.viewModel.name), then `scaffold add` again writes the test")
                return
            }
        }
        if usesMakeSUT, !pendingFactories.contains(key), !hasFactory(), let testFile,
           let makeSUT = testFile.type.members.first(where: { $0.name == "makeSUT" }) {
            let part = [code.viewModel, code.router].compactMap { $0 }.first { $0.name == type }
            guard var factory = adaptedFactory(rendered.snippet(makeSUT, in: testFile), building: part) else {
                notes.append("\(file.path): no test was added for \(type): its tests need a makeSUT(), and scaffold has no value for a parameter of \(type)'s init; write makeSUT() by hand, then add again")
                return
            }
            pendingFactories.insert(key)
            if settings.testing == .swiftTesting, !isolated { factory.lines.insert("@MainActor", at: 0) }
            factories.append((factory, target.part))
        }
        // A test that builds the view model itself passes what the code's init takes, in its order.
        var test = test
        if let part = [code.viewModel, code.router].compactMap({ $0 }).first(where: { $0.name == type }) {
            guard let adapted = adaptedFactory(test, building: part) else {
                notes.append("\(file.path): no test was added for \(type): it builds \(type), and scaffold has no value for a parameter of its init; write the test by hand")
                return
            }
            test = adapted
        }
        test = TestNaming(of: target, subject: type, framework: settings.testing).adapt(test.labellingSend(code.sendLabel))
        if settings.testing == .swiftTesting, !isolated { test.lines.insert("@MainActor", at: 0) }
        let support = Anatomy.markComments(of: target.type, in: file).first { $0.text.lowercased().contains("support") }
        let indentation = members.first.map { file.indentation(ofToken: $0.tokenRange.lowerBound) } ?? file.indentationUnit
        if let support {
            let offset = file.lineStart(ofLineAt: Int(file.tokens[support.token].start))
            insert(text(Snippet(lines: test.lines + [""]), at: indentation, in: target.path), at: offset, in: target.path)
        } else {
            let anchor = members.last { !$0.isPrivate } ?? members.last
            insertMember(test, after: anchor, of: target.part, separated: true)
        }
    }

    /// The rendered `makeSUT` (or a test) with each construction of `part` on a line of its
    /// own rebuilt from the code's init: each parameter from the rendered arguments
    /// (dependencies, inputs, the responder), else from what the tests pass for that label,
    /// else left to its default; nil when a parameter has none of these. The code's init may
    /// take its parameters in another order than the spec's (a dependency added after the
    /// inputs is last but the responder).
    func adaptedFactory(_ factory: Snippet, building part: ScreenCode.Part?) -> Snippet? {
        guard let part, let initializer = part.declaration.members.first(where: { $0.kind == .`init` && !$0.modifiers.contains("convenience") }) else {
            return factory
        }
        var adapted = factory
        for line in factory.lines.indices where factory.lines[line].contains("\(part.name)(") {
            guard let rebuilt = adaptedConstruction(factory.lines[line], building: part, initializer: initializer) else { return nil }
            adapted.lines[line] = rebuilt
        }
        return adapted
    }

    /// `text` with its construction of `part` (up to the line's last `)`) taking the
    /// arguments `initializer` wants, in its order; nil when one has no value.
    private func adaptedConstruction(_ text: String, building part: ScreenCode.Part, initializer: Declaration) -> String? {
        guard let open = text.range(of: "\(part.name)("), let close = text.range(of: ")", options: .backwards),
              open.upperBound <= close.lowerBound else { return text }
        let inner = String(text[open.upperBound..<close.lowerBound])
        var rendered: [String: String] = [:]
        for argument in inner.trimmingSpaces().isEmpty ? [] : TypeText.splitTopLevel(inner, separator: ",").map({ $0.text.trimmingSpaces() }) {
            guard let colon = argument.firstIndex(of: ":") else { continue }
            rendered[String(argument[..<colon])] = String(argument[argument.index(after: colon)...]).trimmingSpaces()
        }
        let passed = testArguments(building: part.name)
        var arguments: [String] = []
        // The dependencies being added come before `responder`, as the init will take them.
        let added = newDependencies.compactMap { name in rendered[name].map { "\(name): \($0)" } }
        for parameter in initializer.parameters {
            let label = parameter.label ?? parameter.name ?? ""
            if label == "responder" { arguments += added }
            if let value = rendered[label] ?? passed[label] {
                arguments.append(label == "_" ? value : "\(label): \(value)")
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        if !initializer.parameters.contains(where: { ($0.label ?? $0.name) == "responder" }) {
            arguments += added
            // The init gains `responder` with the first responder action: the factory passes it.
            if addingResponder, part.name == code.viewModel.name, let responder = rendered["responder"] { arguments.append("responder: \(responder)") }
        }
        return String(text[..<open.upperBound]) + arguments.joined(separator: ", ") + String(text[close.lowerBound...])
    }

    /// What the screen's tests pass for each labelled parameter when they build `type`.
    func testArguments(building type: String) -> [String: String] {
        var values: [String: String] = [:]
        for (_, file) in code.tests {
            let reading = CodeReading(file)
            let functions = SyntaxTree(file).allDeclarations.filter { ($0.kind == .func || $0.kind == .`init`) && $0.bodyRange != nil }
            for open in ScreenConstructions.opening(of: type, in: file) {
                guard let call = reading.arguments(openingAt: open) else { continue }
                for argument in call.arguments {
                    guard let label = argument.label, values[label] == nil,
                          let value = ScreenReader.resolvedSample(argument.text, at: argument.first, in: file, functions: functions) else { continue }
                    values[label] = value
                }
            }
        }
        return values
    }

    /// The factories the new tests need, after everything else in their types.
    mutating func insertFactories() {
        for (factory, part) in factories {
            insertMember(factory, after: part.declaration.members.last, of: part, separated: true)
        }
        factories.removeAll()
    }
}

/// How a test type names its tests, read from the tests it has, so that inserted tests
/// read like their neighbours: with or without the `test<Type>_` prefix (XCTest), with
/// `_` between the parts or in one camel-cased name, and, for Swift Testing, with or
/// without a display name in `@Test("…")`.
struct TestNaming {
    /// Whether names start with `test<Type>_` (scaffold's XCTest style).
    var typePrefix = true
    /// Whether the parts of a name are joined with `_`.
    var underscores = true
    /// Whether Swift Testing names start with `test`.
    var testPrefix = false
    /// Whether Swift Testing tests have a display name.
    var displayNames = false
    /// Whether `@Test` is on the line of its `func`.
    var attributeOnFunctionLine = false
    /// Whether XCTest names start with `test_`.
    var testUnderscore = false
    /// Whether the type has tests to read a style from: without, the rendered names stay.
    var hasStyle = false
    /// The framework.
    let framework: ScreenSpec.Testing
    /// The type under test's name as the rendered names have it (`LoginViewModel`).
    let subject: String

    /// The style of `target`'s tests of `subject` (the type under test, which scaffold's own
    /// names carry); scaffold's own style when it has no tests to go by.
    init(of target: ScreenEditor.TestTarget, subject: String, framework: ScreenSpec.Testing) {
        self.framework = framework
        self.subject = subject
        // The initial-state test of exhaustive tests (`testInitialState`, `initialState`)
        // has no parts to vote with.
        let tests = target.type.members.filter { member in
            member.kind == .func && (framework == .xctest ? member.name.hasPrefix("test") : member.hasAttribute("Test"))
                && !["testInitialState", "initialState"].contains(member.name)
        }
        guard !tests.isEmpty else { return }
        hasStyle = true
        let half = (tests.count + 1) / 2
        typePrefix = tests.filter { $0.name.hasPrefix("test\(subject)_") }.count >= half
        underscores = tests.filter { $0.name.contains("_") }.count >= half
        testPrefix = tests.filter { $0.name.hasPrefix("test") }.count >= half
        testUnderscore = tests.filter { $0.name.hasPrefix("test_") }.count >= half
        displayNames = tests.filter { $0.attributes.contains { $0.name == "Test" && ($0.arguments ?? "").hasPrefix("\"") } }.count >= half
        let file = target.file
        attributeOnFunctionLine = tests.filter { test in
            test.attributes.contains { attribute in
                attribute.name == "Test" && file.lineIndex(of: Int(file.tokens[attribute.token].start)) == file.lineIndex(of: Int(file.tokens[test.positionToken].start))
            }
        }.count >= half
    }

    /// `test` with its function renamed (and a display name added) in this style.
    func adapt(_ test: Snippet) -> Snippet {
        guard hasStyle, let index = test.lines.firstIndex(where: { $0.hasPrefix("func ") }) else { return test }
        let line = test.lines[index]
        let nameEnd = line.firstIndex(of: "(") ?? line.endIndex
        let rendered = String(line[line.index(line.startIndex, offsetBy: 5)..<nameEnd])
        var parts = rendered.split(separator: "_").map(String.init)
        if framework == .xctest, parts.first == "test\(subject)" {
            parts.removeFirst()
        } else if framework == .xctest, let first = parts.first, first.hasPrefix("test"), first.count > 4 {
            // An exhaustive test's name: `testSendingLoad_setsProducts_andNothingElse`.
            let rest = first.dropFirst(4)
            parts[0] = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        guard !parts.isEmpty else { return test }
        var name: String
        if underscores {
            name = parts.joined(separator: "_")
        } else {
            name = parts[0] + parts.dropFirst().map(SwiftName.capitalized).joined()
        }
        if framework == .xctest {
            name = typePrefix ? "test\(subject)_" + name : underscores && testUnderscore ? "test_" + name : "test" + SwiftName.capitalized(name)
        } else if testPrefix {
            name = "test" + SwiftName.capitalized(name)
        }
        var result = test
        result.lines[index] = "func " + name + line[nameEnd...]
        if framework == .swiftTesting, displayNames, let attribute = result.lines.firstIndex(where: { $0 == "@Test" }) {
            let words = parts.map { part in
                part.reduce(into: "") { text, character in
                    text += character.isUppercase ? " " + character.lowercased() : String(character)
                }
            }
            result.lines[attribute] = "@Test(\"\(words.joined(separator: ", "))\")"
        }
        if framework == .swiftTesting, attributeOnFunctionLine, let attribute = result.lines.firstIndex(where: { $0.hasPrefix("@Test") }),
           attribute + 1 < result.lines.count, result.lines[attribute + 1].hasPrefix("func ") {
            result.lines[attribute] += " " + result.lines[attribute + 1]
            result.lines.remove(at: attribute + 1)
        }
        return result
    }
}

extension ScreenEditor {
    /// The new output's line in the `Outputs` snapshot of the view model's test type (the
    /// rendered `read("name", sut.name)`), after the snapshot's last read; nothing when the
    /// tests have no snapshot (focused tests).
    mutating func addSnapshotRead(_ name: String) {
        guard let target = testTarget(for: code.viewModel.name),
              let snapshot = target.type.members.first(where: { $0.name == "Outputs" && $0.kind == .struct }),
              let reader = snapshot.members.first(where: { $0.kind == .`init` }), let body = reader.bodyRange else { return }
        let file = target.file
        let statements = body.filter { !file.tokens[$0].isComment }
        // The subject the init reads, as the snapshot names it (`sut`).
        let subject = reader.parameters.first.flatMap { $0.name ?? $0.label } ?? "sut"
        let line = "read(\"\(name)\", \(subject).\(name))"
        if let last = statements.last {
            insert(text(Snippet(lines: [line]), at: file.indentation(ofToken: last), in: target.path), at: file.endOfLine(at: Int(file.tokens[last].start)), in: target.path)
        } else {
            let open = body.lowerBound - 1
            let indentation = file.indentation(ofToken: reader.tokenRange.lowerBound) + file.indentationUnit
            insert(text(Snippet(lines: [line]), at: indentation, in: target.path), at: file.endOfLine(at: Int(file.tokens[open].start)), in: target.path)
        }
    }
}

extension ScreenEditor {
    /// The rendered `Outputs` snapshot (with a read of each output), last in the view
    /// model's test type, for `add --exhaustive-tests`: what makes the tests scaffold adds to
    /// the type exhaustive. A type that has one already is left as it is.
    mutating func addOutputsSnapshot() {
        guard let renderedTests = rendered.viewModelTests,
              let snapshot = renderedTests.type.members.first(where: { $0.name == "Outputs" && $0.kind == .struct }) else { return }
        guard let target = testTarget(for: code.viewModel.name) else {
            notes.append("no test file of \(code.viewModel.name) was found to add the Outputs snapshot to; "
                + (hasSpec ? "`scaffold screen \(code.name)` writes its tests" : "`scaffold spec --from \(code.name) --write`, then `scaffold screen \(code.name)`, write its tests"))
            return
        }
        guard !target.type.members.contains(where: { $0.name == "Outputs" }) else { return }
        insertMember(rendered.documentedSnippet(snapshot, in: renderedTests), after: target.type.members.last, of: target.part, separated: true)
    }
}
