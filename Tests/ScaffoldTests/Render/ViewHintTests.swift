import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// The generated view's controls, by output type, by name and by the spec's `view:` hints;
/// the hints' errors; and the hints' round trip through `spec --from`'s YAML and JSON.
final class ViewHintTests: XCTestCase {
    /// The view generated from a YAML spec.
    func view(_ yaml: String, style: ScreenSpec.Style = .combine, platform: Int = 17) throws -> String {
        let spec = try SpecDecoder.decode(try YAMLReader.read(yaml, file: "Test.screen.yml"), file: "Test.screen.yml")
        var settings = ScreenSettings(module: "App")
        settings.style = style
        settings.platform = ScreenSpec.Platform(major: platform)
        let files = try ScreenGenerator.generate(spec, settings: settings)
        return try XCTUnwrap(files.first { $0.name.hasSuffix("View.swift") }).contents
    }

    /// The diagnostics for a YAML spec, as `line:column: message`.
    func problems(_ yaml: String) -> [String] {
        do {
            _ = try SpecDecoder.decode(try YAMLReader.read(yaml, file: "Test.screen.yml"), file: "Test.screen.yml")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    func assertProblem(_ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = problems(yaml)
        XCTAssertTrue(found.contains { $0.hasPrefix(expected) }, "expected a problem starting with\n  \(expected)\nfound\n  \(found.joined(separator: "\n  "))", file: file, line: line)
    }

    // MARK: - Controls by type and name

    func testNamesGiveSpinnersSecureFieldsErrorsAndAppearActions() throws {
        let text = try view("""
        screen: Sign
        outputs:
          password: String = ""
          isLoading: Bool = false
          errorMessage: String?
        actions:
          - updatePassword(String) -> set password
          - load
          - retry
          - dismissError
          - help
        """)
        XCTAssertTrue(text.contains("SecureField(\"Password\", text: Binding(get: { viewModel.password }, set: { viewModel.send(.updatePassword($0)) }))"), text)
        XCTAssertTrue(text.contains("if viewModel.isLoading {\n                ProgressView()\n            }"), text)
        XCTAssertFalse(text.contains("Toggle("), text)
        XCTAssertTrue(text.contains(".task {\n            viewModel.send(.load)\n        }"), text)
        XCTAssertTrue(text.contains(".alert(\"Error\", isPresented: Binding(get: { viewModel.errorMessage != nil }"), text)
        XCTAssertTrue(text.contains("viewModel.send(.dismissError)"), text)
        XCTAssertTrue(text.contains("Button(\"Retry\") {\n                viewModel.send(.retry)\n            }"), text)
        // The only button left in the body is the plain action's.
        XCTAssertEqual(text.components(separatedBy: "Button(\"").count - 1, 3, text)
        XCTAssertTrue(text.contains("Button(\"Help\")"), text)
        XCTAssertFalse(text.contains("Button(\"Load\")"), text)
    }

    func testNumbersAreSteppersSlidersOrLabeledValues() throws {
        let text = try view("""
        screen: Numbers
        outputs:
          count: Int = 0
          volume: Double = 0.5
          total: Int = 0
          ratio: Double = 0
        actions:
          - setCount(Int) -> set count
          - setVolume(Double) -> set volume
        """)
        XCTAssertTrue(text.contains("Stepper(\"Count: \\(viewModel.count)\", value: Binding(get: { viewModel.count }, set: { viewModel.send(.setCount($0)) }))"), text)
        XCTAssertTrue(text.contains("Slider(value: Binding(get: { viewModel.volume }, set: { viewModel.send(.setVolume($0)) }))"), text)
        XCTAssertTrue(text.contains("LabeledContent(\"Total\", value: viewModel.total, format: .number)"), text)
        XCTAssertTrue(text.contains("LabeledContent(\"Ratio\", value: viewModel.ratio, format: .number)"), text)
    }

    func testCollectionsAreListsWithARowBuilderInSupport() throws {
        let text = try view("""
        screen: Catalog
        outputs:
          products: "[Product] = []"
          names: "[String] = []"
          urls: "[URL] = []"
        actions:
          - favorite(Product)
          - selectProduct(Product)
        samples:
          Product: Product()
        """)
        // The action named for selection wins over the first that takes a product.
        XCTAssertTrue(text.contains("List(viewModel.products) { product in\n                Button {\n                    viewModel.send(.selectProduct(product))"), text)
        XCTAssertTrue(text.contains("List(viewModel.names, id: \\.self) { string in\n                row(string)\n            }"), text)
        XCTAssertTrue(text.contains("List(viewModel.urls, id: \\.self) { url in"), text)
        let support = try XCTUnwrap(text.range(of: "// MARK: - Support")).upperBound
        XCTAssertTrue(text[support...].contains("@ViewBuilder\n    private func row(_ product: Product) -> some View {\n        Text(String(describing: product))\n    }"), text)
        XCTAssertTrue(text[support...].contains("private func row(_ url: URL) -> some View"), text)
        XCTAssertFalse(text.contains("Button(\"Favorite\")"), text)
    }

    func testAnErrorWithoutADismissActionIsAMessageWithItsRetryButton() throws {
        let text = try view("""
        screen: Feed
        outputs:
          error: Error?
        actions:
          - retry
        """)
        XCTAssertTrue(text.contains("if let error = viewModel.error {\n                Text(String(describing: error))\n                Button(\"Retry\") {\n                    viewModel.send(.retry)\n                }\n            }"), text)
        XCTAssertFalse(text.contains(".alert("), text)
    }

    // MARK: - Hints

    func testHintsOverrideTypesAndNames() throws {
        let text = try view("""
        screen: Hinted
        outputs:
          code: String = ""
          isLoading: Bool = false
          busy: Bool = false
          tags: "[Tag] = []"
          sort: Sort = .name
          warning: String?
        actions:
          - updateCode(String) -> set code
          - toggleLoading -> toggle isLoading
          - setSort(Sort) -> set sort
          - load
          - start
          - close
          - again
        view:
          code: secret
          isLoading: plain
          busy: loading
          tags: hashable
          sort: picker
          warning: error
          load: button
          start: appear
          close: dismiss
          again: retry
        samples:
          Sort: Sort.name
        """, style: .observation)
        XCTAssertTrue(text.contains("SecureField(\"Code\""), text)
        XCTAssertTrue(text.contains("Toggle(\"Is Loading\""), text)
        XCTAssertTrue(text.contains("if viewModel.busy {\n                ProgressView()"), text)
        XCTAssertTrue(text.contains("List(viewModel.tags, id: \\.self) { tag in"), text)
        XCTAssertTrue(text.contains("Picker(\"Sort\", selection: Binding(get: { viewModel.sort }, set: { viewModel.send(.setSort($0)) })) {\n                ForEach(Sort.allCases, id: \\.self) { option in\n                    Text(String(describing: option)).tag(option)"), text)
        XCTAssertTrue(text.contains("Button(\"Load\")"), text)
        XCTAssertTrue(text.contains(".task {\n            viewModel.send(.start)\n        }"), text)
        XCTAssertTrue(text.contains("viewModel.send(.close)"), text)
        XCTAssertTrue(text.contains("Button(\"Retry\") {\n                viewModel.send(.again)"), text)
        XCTAssertTrue(text.contains("let viewModel: HintedViewModel"), text)
    }

    func testHintProblemsNameTheirPlaceAndTheFix() {
        let base = "screen: Bad\noutputs:\n  name: String = \"\"\n  count: Int = 0\n  items: \"[Item] = []\"\nactions:\n  - load(Int)\n  - pick(String)\nsamples:\n  Item: Item()\nview:\n"
        assertProblem(base + "  name: secrt\n", "12:9: unknown view hint 'secrt' (did you mean 'secret'?); an output takes secret, loading, error, picker, hashable, plain; an action takes appear")
        assertProblem(base + "  name: secret\n", "12:9: 'secret' makes 'name' a SecureField, which sends what is typed to an action: add an action that sets it, e.g. `- updateName(String) -> set name`")
        assertProblem(base + "  count: secret\n", "12:10: 'secret' types 'count' into a SecureField, which edits a String, but 'count' is Int")
        assertProblem(base + "  count: loading\n", "12:10: 'loading' shows a spinner while a Bool is true, but 'count' is Int")
        assertProblem(base + "  count: error\n", "12:10: 'error' shows 'count' while it is not nil, but Int is not optional; make it optional (`Int?`)")
        assertProblem(base + "  items: picker\n", "12:10: 'picker' lists the cases of an enum (`CaseIterable`), but 'items' is [Item]")
        assertProblem(base + "  count: hashable\n", "12:10: 'hashable' lists a collection's elements by themselves")
        assertProblem(base + "  name: appear\n", "12:9: 'appear' is a hint for actions, and 'name' is an output (String); an output takes secret, loading")
        assertProblem(base + "  load: secret\n", "12:9: 'secret' is a hint for outputs, and 'load' is an action; an action takes appear")
        assertProblem(base + "  load: appear\n", "12:9: 'appear' sends 'load' when the view appears, with no values to give it, but 'load' takes 1")
        assertProblem(base + "  pick: select\n", "12:9: 'select' makes 'pick' the action a list's row sends with its element, so it must take one element of a collection output, or its ID (e.g. `pick(Item)`)")
        assertProblem(base + "  count2: plain\n", "12:3: 'count2' is neither an output nor an action (did you mean 'count'?)")
        assertProblem(base + "  name: [secret]\n", "12:9: expected a single value for the view hint of 'name', found a list in brackets (YAML reads [secret] as a list; if you mean text, quote it: \"[secret]\")")
    }

    func testAHintProblemWritesNothingAndExitsWithTwo() throws {
        let folder = TemporaryFolder()
        try folder.write("Bad.screen.yml", "screen: Bad\noutputs:\n  count: Int = 0\nview:\n  count: secret\n")
        let result = runCLI(["screen", "--spec", "Bad.screen.yml", "--sources", "Sources", "--tests", "Tests"], in: folder.url.path)
        XCTAssertEqual(result.code, 2, result.err)
        XCTAssertTrue(result.err.contains("Bad.screen.yml:5:10: error: 'secret' types 'count' into a SecureField"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources").path))
    }

    func testHintsRoundTripThroughYAMLAndJSON() throws {
        let spec = try SpecDecoder.load(path: RepositoryPaths.url("Fixtures/specs/Gallery.screen.yml").path, displayPath: "Gallery.screen.yml", fakes: { "Fake\($0)()" })
        let hints = spec.viewHints.map { "\($0.name.text): \($0.hint.rawValue)" }
        XCTAssertEqual(hints.count, 9)
        let yaml = SpecWriter.yaml(spec)
        XCTAssertTrue(yaml.contains("\nview:\n  tags: hashable\n  problem: error\n"), yaml)
        let fromYAML = try SpecDecoder.decode(try YAMLReader.read(yaml, file: "a.yml"), file: "a.yml")
        XCTAssertEqual(fromYAML.viewHints.map { "\($0.name.text): \($0.hint.rawValue)" }, hints)
        let json = SpecWriter.json(spec)
        XCTAssertTrue(json.contains("\"view\""), json)
        let fromJSON = try SpecDecoder.decode(try JSONReader.read(json, file: "a.json"), file: "a.json")
        XCTAssertEqual(fromJSON.viewHints.map { "\($0.name.text): \($0.hint.rawValue)" }, hints)
    }

    func testElementNames() {
        XCTAssertEqual(ScreenContext.elementName("Product"), "product")
        XCTAssertEqual(ScreenContext.elementName("URL"), "url")
        XCTAssertEqual(ScreenContext.elementName("HTTPHeader"), "httpHeader")
        XCTAssertEqual(ScreenContext.elementName("Catalog.Item<Int>"), "item")
        XCTAssertEqual(ScreenContext.elementName("Protocol"), "element")
        XCTAssertNil(ScreenContext.listedElement("[String: Int]"))
        XCTAssertNil(ScreenContext.listedElement("[Int?]"))
        XCTAssertNil(ScreenContext.listedElement("[[Int]]"))
        XCTAssertEqual(ScreenContext.listedElement("Array<Photo>"), "Photo")
    }
}
