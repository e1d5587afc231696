import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

final class DeclarationParserTests: XCTestCase {
    func parse(_ source: String) -> SyntaxTree {
        SyntaxTree(SourceFile(path: "t.swift", text: source))
    }

    func testTypesWithAttributesModifiersInheritanceAndGenerics() throws {
        let tree = parse("""
        @MainActor @available(iOS 17, *)
        public final class Box<T: Equatable>: Base, @unchecked Sendable where T: Hashable {
        }
        """)
        let box = try XCTUnwrap(tree.declarations.first)
        XCTAssertEqual(box.kind, .class)
        XCTAssertEqual(box.name, "Box")
        XCTAssertEqual(box.attributes.map(\.name), ["MainActor", "available"])
        XCTAssertEqual(box.attributes[1].arguments, "iOS 17, *")
        XCTAssertEqual(box.modifiers, ["public", "final"])
        XCTAssertEqual(box.genericParameters, "<T: Equatable>")
        XCTAssertEqual(box.inheritance, ["Base", "@unchecked Sendable"])
        XCTAssertEqual(box.line, 2)
        XCTAssertEqual(box.column, 14)
    }

    func testPropertiesWithSetterAccessTypesAndInitialValues() throws {
        let tree = parse("""
        final class VM {
            @Published private(set) var items: [String: [Int]] = [:]
            var a = f(1, 2), b: Int = 3
            lazy var formatter: DateFormatter = {
                DateFormatter()
            }()
            var observed = 0 {
                didSet { print(observed) }
            }
            var computed: Int { items.count }
            let (x, y) = (1, 2)
        }
        """)
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.name), ["items", "a", "b", "formatter", "observed", "computed", "x", "y"])
        XCTAssertEqual(members[0].modifiers, ["private(set)"])
        XCTAssertEqual(members[0].attributes.map(\.name), ["Published"])
        XCTAssertEqual(members[0].type, "[String: [Int]]")
        XCTAssertEqual(members[0].initializer, "[:]")
        XCTAssertEqual(members[1].initializer, "f(1, 2)")
        XCTAssertEqual(members[2].type, "Int")
        XCTAssertEqual(members[2].initializer, "3")
        XCTAssertEqual(members[3].initializer, "{\n        DateFormatter()\n    }()")
        XCTAssertEqual(members[4].initializer, "0")
        XCTAssertNotNil(members[4].bodyRange)
        XCTAssertEqual(members[5].type, "Int")
        XCTAssertNil(members[5].initializer)
        XCTAssertEqual(members[6].kind, .let)
    }

    /// The commas of generic arguments in an initial value separate no bindings; a `<`
    /// that compares does not open a generic list.
    func testGenericArgumentsInInitialValuesAreOneBinding() throws {
        let tree = parse("""
        final class VM {
            var counts = Dictionary<String, Int>()
            let subject = PassthroughSubject<Bool, Never>()
            let nested = Array<Result<Int, Error>>.init()
            var small = a < b, big = c > d
        }
        """)
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.name), ["counts", "subject", "nested", "small", "big"])
        XCTAssertEqual(members[0].initializer, "Dictionary<String, Int>()")
        XCTAssertEqual(members[1].initializer, "PassthroughSubject<Bool, Never>()")
        XCTAssertEqual(members[2].initializer, "Array<Result<Int, Error>>.init()")
        XCTAssertEqual(members[3].initializer, "a < b")
    }

    /// A generic type made optional (`Task<Void, Never>?`) ends at the end of its line: the
    /// next line's `private(set) var` is a member of its own, not more of the type.
    func testAnOptionalGenericTypeEndsItsLine() throws {
        let tree = parse("""
        final class VM {
            private(set) var task: Task<Void, Never>?
            private(set) var items: [Int] = []
            private(set) var result: Result<Int, Error>!
            private(set) var count = 0
            var sum = a >? b
        }
        """)
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.name), ["task", "items", "result", "count", "sum"])
        XCTAssertEqual(members[0].type, "Task<Void, Never>?")
        XCTAssertEqual(members[2].type, "Result<Int, Error>!")
    }

    func testFunctionsParametersAndBodies() throws {
        let tree = parse("""
        struct S {
            init?(name: String, _ count: Int = 0) {}
            func send(_ action: Action) async throws -> Result<Int, Error> where Action: Sendable { work() }
            static func == (lhs: S, rhs: S) -> Bool { true }
            subscript(index: Int) -> String { "" }
            deinit {}
        }
        """)
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.kind), [.`init`, .func, .func, .subscript, .deinit])
        XCTAssertEqual(members[0].parameters, [.init(label: "name", name: nil, type: "String"), .init(label: "_", name: "count", type: "Int")])
        XCTAssertEqual(members[1].name, "send")
        XCTAssertEqual(members[1].returnType, "Result<Int, Error>")
        let body = try XCTUnwrap(members[1].bodyRange)
        XCTAssertEqual(body.map { tree.file.text(of: tree.file.tokens[$0]) }, ["work", "(", ")"])
        XCTAssertEqual(members[2].name, "==")
        XCTAssertEqual(members[2].modifiers, ["static"])
        XCTAssertEqual(members[3].returnType, "String")
    }

    func testEnumCasesOneDeclarationPerElement() throws {
        let tree = parse("enum E: String {\n    case a = \"x\", b\n    case c(Int, label: String), `default`\n    indirect case d(E)\n}")
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.name), ["a", "b", "c", "default", "d"])
        XCTAssertEqual(members[0].initializer, "\"x\"")
        XCTAssertEqual(members[2].parameters, [.init(label: nil, name: nil, type: "Int"), .init(label: "label", name: nil, type: "String")])
        XCTAssertEqual(members[4].modifiers, ["indirect"])
        XCTAssertEqual(members.map(\.line), [2, 2, 3, 3, 4])
    }

    func testMarkCommentsAttachToTheNextDeclaration() throws {
        let tree = parse("""
        class VM {
            // MARK: - Lifecycle
            init() {}

            /* MARK: Output */
            // a plain comment
            var x = 1
            var y = 2
        }
        """)
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.marks), [["MARK: - Lifecycle"], ["MARK: Output"], []])
    }

    func testIfConfigMembersAreMarked() throws {
        let tree = parse("struct S {\n#if DEBUG\n    var a = 1\n#else\n    var b = 2\n#endif\n    var c = 3\n}")
        let members = try XCTUnwrap(tree.declarations.first).members
        XCTAssertEqual(members.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(members.map(\.isInsideIfConfig), [true, true, false])
    }

    func testIfConfigAroundAHalfDeclarationStaysTolerant() {
        let tree = parse("#if DEBUG\nclass A: Base {\n#else\nclass A: Other {\n#endif\n    func f() {}\n}\nstruct After {}")
        XCTAssertTrue(tree.allDeclarations.contains { $0.kind == .func && $0.name == "f" })
        XCTAssertEqual(tree.allDeclarations.filter { $0.kind == .class }.count, 2)
    }

    func testStatementsBecomeUnknownDeclarations() {
        let tree = parse("import Foundation\nprint(\"hi\")\n#Preview { Text(\"x\") }\nlet x = 1")
        XCTAssertEqual(tree.declarations.map(\.kind), [.import, .unknown, .unknown, .let])
    }

    func testImportsAndExtensions() {
        let tree = parse("@testable import App\nimport struct Foundation.Date\nextension Array: P where Element == Int {}\nextension Foo.Bar {}")
        XCTAssertEqual(tree.declarations.map(\.name), ["App", "Foundation.Date", "Array", "Foo.Bar"])
        XCTAssertEqual(tree.declarations[0].attributes.map(\.name), ["testable"])
        XCTAssertEqual(tree.declarations[2].inheritance, ["P"])
        // A path written with spaces, and one cut off after its period, name the same modules.
        let odd = parse("import Foundation . Date\nimport UIKit.\nlet x = 1")
        XCTAssertEqual(odd.declarations.map(\.name), ["Foundation.Date", "UIKit", "x"])
    }

    func testModifiersAloneAndTogether() {
        let tree = parse("struct S {\n  private var a = 1\n  private(set) var b = 2\n  public static let c = 3\n  private ( set ) var d = 4\n  var e = 5\n}")
        XCTAssertEqual(tree.declarations[0].members.map(\.modifiers), [["private"], ["private(set)"], ["public", "static"], ["private(set)"], []])
    }

    func testOutlineCommandPrintsTextAndJSON() throws {
        let folder = TemporaryFolder()
        try folder.write("A.swift", "@MainActor\nfinal class A {\n    private(set) var x = 1\n}\n")
        XCTAssertEqual(runCLI(["outline", "A.swift"], in: folder.url.path).out, "A.swift\n  class A 2:7 @MainActor final\n    var x 3:22 private(set)\n")
        XCTAssertEqual(runCLI(["outline", "--json", "A.swift"], in: folder.url.path).out, """
        [
          {
            "file": "A.swift",
            "declarations": [
              {
                "kind": "class",
                "name": "A",
                "line": 2,
                "column": 7,
                "attributes": [
                  "@MainActor"
                ],
                "modifiers": [
                  "final"
                ],
                "children": [
                  {
                    "kind": "var",
                    "name": "x",
                    "line": 3,
                    "column": 22,
                    "attributes": [],
                    "modifiers": [
                      "private(set)"
                    ],
                    "children": []
                  }
                ]
              }
            ]
          }
        ]

        """)
        XCTAssertEqual(runCLI(["outline", "Missing.swift"], in: folder.url.path).code, 2)
    }
}
