import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class BodyStructureTests: XCTestCase {
    /// The structure of the body of the first function in `source`.
    func structure(_ source: String) throws -> (BodyStructure, SourceFile) {
        let tree = SyntaxTree(SourceFile(path: "t.swift", text: source))
        let function = try XCTUnwrap(tree.allDeclarations.first { $0.kind == .func })
        return (BodyStructure(file: tree.file, range: try XCTUnwrap(function.bodyRange)), tree.file)
    }

    func testSwitchCasesWithPatternsAndBodies() throws {
        let (body, file) = try structure("""
        func send(_ action: Action) {
            switch action {
            case .a, .b:
                update()
            case .c(let x) where x > 0:
                if case .d = x { work() }
                value = x
            @unknown default:
                break
            }
        }
        """)
        let switchStatement = try XCTUnwrap(body.switches.first)
        XCTAssertEqual(switchStatement.subject, "action")
        XCTAssertEqual(switchStatement.cases.map(\.patterns), [[".a", ".b"], [".c(let x) where x > 0"], []])
        XCTAssertEqual(switchStatement.cases.map(\.isDefault), [false, false, true])
        let second = switchStatement.cases[1].bodyRange.filter { !file.tokens[$0].isComment }.map { file.text(of: file.tokens[$0]) }
        XCTAssertEqual(second.joined(separator: " "), "if case . d = x { work ( ) } value = x")
    }

    func testNestedSwitches() throws {
        let (body, _) = try structure("func f() {\n switch a {\n case .x:\n  switch b { case .y: break; case .z: break }\n default: break\n }\n}")
        XCTAssertEqual(body.switches.map(\.subject), ["a", "b"])
        XCTAssertEqual(body.switches.map { $0.cases.count }, [2, 2])
    }

    func testCallsAssignmentsAndConstructions() throws {
        let (body, _) = try structure("""
        func f() {
            viewModel.load()
            self.viewModel.send(.tap)
            helper(1)
            let child = ChildViewModel(api: api)
            self.username = name
            count += 1
            state.items = []
            if a == b { }
            var local = 0
        }
        """)
        XCTAssertEqual(body.calls.map { "\($0.receiver ?? "-").\($0.name)" }, ["viewModel.load", "self.viewModel.send", "-.helper"])
        XCTAssertEqual(body.constructions.map(\.typeName), ["ChildViewModel"])
        XCTAssertEqual(body.assignments.map(\.target), ["username", "count", "state.items"])
    }

    func testUnclosedBodiesAreTolerated() {
        let file = SourceFile(path: "t", text: "switch x { case .a: foo(")
        let body = BodyStructure(file: file, range: 0..<file.tokens.count)
        XCTAssertEqual(body.switches.count, 1)
        XCTAssertEqual(body.switches[0].cases.map(\.patterns), [[".a"]])
    }

    /// Each call, assignment and case carries the brace depth of its token in the body:
    /// the count of braces opened and not yet closed before it, as counting the braces of
    /// the tokens gives (a trailing closure's call is at its name's depth, not inside it).
    func testCallsAssignmentsAndCasesCarryTheirBraceDepth() throws {
        let (body, file) = try structure("""
        func send(_ action: Action) {
            switch action {
            case .load:
                items.removeAll { $0.isEmpty }
                task = Task {
                    self.count += 1
                    await service.fetch()
                    switch mode { case .a: flag = true; default: break }
                }
                isOn.toggle()
            case .save: /* { */ store.save(items)
            }
            if ready { done = true }
        }
        """)
        let function = try XCTUnwrap(SyntaxTree(file).allDeclarations.first { $0.kind == .func })
        let range = try XCTUnwrap(function.bodyRange)
        var depths: [Int: Int] = [:]
        var depth = 0
        for index in range {
            if file.tokens[index].kind == .rightBrace { depth -= 1 }
            depths[index] = depth
            if file.tokens[index].kind == .leftBrace { depth += 1 }
        }
        XCTAssertFalse(body.calls.isEmpty)
        for call in body.calls { XCTAssertEqual(call.depth, depths[call.token], "\(call.name)") }
        XCTAssertEqual(body.assignments.map(\.target), ["task", "count", "flag", "done"])
        for assignment in body.assignments { XCTAssertEqual(assignment.depth, depths[assignment.token], assignment.target) }
        let cases = body.switches.flatMap(\.cases)
        XCTAssertEqual(cases.count, 4)
        for label in cases { XCTAssertEqual(label.depth, depths[label.token], "\(label.patterns)") }
        XCTAssertEqual(body.calls.first { $0.name == "removeAll" }?.depth, 1)
        XCTAssertEqual(body.calls.first { $0.name == "fetch" }?.depth, 2)
        XCTAssertEqual(body.assignments.map(\.depth), [1, 2, 3, 1])
    }
}
