import ScaffoldSupport
import ScaffoldSyntax

extension ScreenReader {
    /// Reads the screen's test files: the framework, the module they import, and the
    /// samples they build.
    static func readTests(into screen: inout ScreenCode) {
        let viewModelName = screen.viewModel.name
        let routerName = screen.router?.name
        // Dependencies' samples first, in dependency order, then the others as found.
        var dependencySamples: [String: String] = [:]
        var samples: [(type: String, value: String)] = []
        func addSample(_ type: String, _ value: String) {
            guard SampleValues([]).expression(for: type) == nil, !samples.contains(where: { TypeText.normalized($0.type) == TypeText.normalized(type) }) else { return }
            samples.append((type, value))
        }
        let builtByTests = screen.dependencies
        // Each test file parsed once, for what follows and for the test style.
        let trees = screen.tests.map { SyntaxTree($0.file) }
        let typeNames = [viewModelName, routerName].compactMap { $0 }.map { Array($0.utf8) }
        // `send(.action(values))`, `handle(.responder(values))`, `show(.route(values))`.
        let lists: [String: [ScreenCode.Case]] = ["send": screen.actions, "handle": screen.responderActions, "show": screen.routes, "present": screen.routes]
        for (index, (_, file)) in screen.tests.enumerated() {
            let tree = trees[index]
            // Only a file that names the screen's types says how its tests are written.
            guard names(typeNames, in: file) else { continue }
            for declaration in tree.declarations where declaration.kind == .import {
                if declaration.name == "Testing" { screen.testing = .swiftTesting }
                if declaration.name == "XCTest", screen.testing == nil { screen.testing = .xctest }
                if declaration.hasAttribute("testable"), screen.module == nil { screen.module = declaration.name }
            }
            let reading = CodeReading(file)
            // Constructions of the view model or router (`Type(`, `Type.init(`, `let x: Type =
            // .init(`): a sample for each dependency. A value that is a local of the test is
            // read from its declaration; one scaffold cannot read is not a sample.
            let types = [viewModelName, routerName].compactMap { $0 }
            let functions = tree.allDeclarations.filter { ($0.kind == .func || $0.kind == .`init`) && $0.bodyRange != nil }
            func sample(_ argument: CodeReading.Argument) -> String? {
                resolvedSample(argument.text, at: argument.first, in: file, functions: functions)
            }
            for position in reading.code.indices where reading.isName(position) && reading.kind(position + 1) == .leftParen {
                let callee = reading.text(position)
                let constructs = (types.contains(callee) && reading.kind(position - 1) != .period)
                    || (callee == "init" && reading.kind(position - 1) == .period
                        && (types.contains(reading.text(position - 2)) || (reading.kind(position - 2) == .equal && types.contains(reading.text(position - 3)) && reading.kind(position - 4) == .colon)))
                if constructs, let call = reading.arguments(openingAt: reading.code[position + 1]) {
                    for argument in call.arguments {
                        if let dependency = builtByTests.first(where: { $0.name == argument.label }), dependencySamples[dependency.name] == nil,
                           let value = sample(argument) {
                            dependencySamples[dependency.name] = value
                        }
                    }
                }
                if let cases = lists[callee], reading.kind(position + 2) == .period, reading.isName(position + 3), reading.kind(position + 4) == .leftParen,
                   let target = cases.first(where: { $0.declaration.name == reading.text(position + 3) }),
                   let values = reading.arguments(openingAt: reading.code[position + 4]), values.arguments.count == target.declaration.parameters.count {
                    for (parameter, value) in zip(target.declaration.parameters, values.arguments) {
                        if let text = sample(value) { addSample(parameter.type, text) }
                    }
                }
            }
        }
        // The view model's own test file (`CartViewModelTests.swift`) says how its tests are
        // written, before a flow test elsewhere that names it too.
        if let own = screen.tests.firstIndex(where: { $0.path.lastPathName == viewModelName + "Tests.swift" }) {
            let imports = trees[own].declarations.filter { $0.kind == .import }.map(\.name)
            if imports.contains("Testing") { screen.testing = .swiftTesting } else if imports.contains("XCTest") { screen.testing = .xctest }
        }
        screen.testStyle = testStyle(of: trees)
        let others = samples
        samples = []
        for dependency in builtByTests {
            if let value = dependencySamples[dependency.name] { addSample(dependency.type, value) }
        }
        for sample in others { addSample(sample.type, sample.value) }
        // A sample the others compose (`[Product]` from `Product`) is not the spec's to give.
        screen.samples = samples.filter { sample in
            let rest = samples.filter { TypeText.normalized($0.type) != TypeText.normalized(sample.type) }
            return SampleValues(rest).expression(for: sample.type) != sample.value
        }
    }

    /// What the screen's tests check: exhaustive when a test type in its test files has a
    /// nested `Outputs` type (the snapshot the generated exhaustive tests compare); focused
    /// when it has tests without one; nil without test files.
    static func testStyle(of screen: ScreenCode) -> ScreenSpec.TestStyle? {
        testStyle(of: screen.tests.map { SyntaxTree($0.file) })
    }

    /// `testStyle(of:)` from the test files' trees.
    static func testStyle(of trees: [SyntaxTree]) -> ScreenSpec.TestStyle? {
        guard !trees.isEmpty else { return nil }
        for tree in trees {
            for declaration in tree.declarations where declaration.kind == .class || declaration.kind == .struct {
                if declaration.members.contains(where: { $0.name == "Outputs" && $0.kind == .struct }) { return .exhaustive }
            }
        }
        return .focused
    }

    /// Whether an identifier of `file`'s code is one of `names`: ASCII names compared as
    /// bytes where they are, with no string made of each identifier of the file; others as
    /// Swift compares strings (an accent written as one scalar or two is the same name).
    static func names(_ names: [[UInt8]], in file: SourceFile) -> Bool {
        guard names.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else {
            let texts = names.map { String(decoding: $0, as: UTF8.self) }
            return file.tokens.contains { $0.kind == .identifier && texts.contains(file.text(of: $0)) }
        }
        let bytes = file.bytes
        for token in file.tokens where token.kind == .identifier {
            let start = Int(token.start), end = Int(token.end)
            for name in names where name.count == end - start && name.elementsEqual(bytes[start..<end]) { return true }
        }
        return false
    }

    /// A sample expression for a value a test passes: the text itself, unless it is a local
    /// name (`prevPost`), which is read from its `let`/`var` in the same function when that
    /// is one line; nil when scaffold cannot read it (it is no sample, and never a guess).
    package static func resolvedSample(_ text: String, at token: Int, in file: SourceFile, functions: [Declaration]) -> String? {
        guard let first = text.unicodeScalars.first, SwiftName.isIdentifier(text), !SwiftName.keywords.contains(text),
              first.properties.isLowercase || first == "_" else { return text }
        guard let function = functions.last(where: { $0.bodyRange?.contains(token) == true }), let body = function.bodyRange else { return nil }
        let tokens = file.tokens
        for index in body where index < token && (tokens[index].keyword == .let || tokens[index].keyword == .var) {
            guard index + 1 < tokens.count, file.text(of: tokens[index + 1]) == text else { continue }
            // `let name = value` or `let name: Type = value`, on one line.
            var equal = index + 2
            while equal < token, tokens[equal].kind != .equal, file.lineIndex(of: Int(tokens[equal].start)) == file.lineIndex(of: Int(tokens[index].start)) { equal += 1 }
            guard equal < token, tokens[equal].kind == .equal else { return nil }
            let line = file.lineIndex(of: Int(tokens[equal].start))
            var last = equal
            while last + 1 < tokens.count, !tokens[last + 1].isComment, file.lineIndex(of: Int(tokens[last + 1].start)) == line { last += 1 }
            guard last > equal else { return nil }
            let value = file.text(from: tokens[equal + 1], through: tokens[last])
            var depth = 0
            for character in value {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
            }
            // A value that starts from another local (or a method of the test) is not one.
            let firstWord = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let fromLocal = firstWord.first?.isLowercase == true && !["true", "false", "nil"].contains(firstWord)
            guard depth == 0, !fromLocal else { return nil }
            return value
        }
        return nil
    }
}
