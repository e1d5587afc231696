import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// Every check the spec contract lists under "What a bad spec gets": the message, and the
/// line and column it points at.
final class SpecErrorTests: XCTestCase {
    /// The diagnostics for a YAML spec, as `line:column: message`.
    func problems(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            _ = try SpecDecoder.decode(try YAMLReader.read(yaml, file: "Test.screen.yml"), file: "Test.screen.yml")
            XCTFail("expected the spec to be rejected", file: file, line: line)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    func assertProblem(_ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let found = problems(yaml, file: file, line: line)
        XCTAssertTrue(found.contains { $0.hasPrefix(expected) }, "expected a problem starting with\n  \(expected)\nfound\n  \(found.joined(separator: "\n  "))", file: file, line: line)
    }

    // MARK: - Keys and names

    /// A type written in brackets is a list to YAML: the message quotes it back as text.
    func testATypeInBracketsIsQuotedBack() {
        assertProblem("screen: Login\noutputs:\n  items: [Item]\n", "3:10: expected a single value for the output 'items', found a list in brackets (YAML reads [Item] as a list; if you mean text, quote it: \"[Item]\")")
    }

    func testUnknownKeySuggestsTheClosestKey() {
        assertProblem("screen: Login\ndependecies:\n  api: API\n", "2:1: unknown key 'dependecies' (did you mean 'dependencies'?); a spec's keys are screen, module")
    }

    func testPlatformsScaffoldCannotGenerateFor() {
        assertProblem("screen: Login\nplatform: iOS 15\n", "2:11: scaffold generates for iOS 16 and later; iOS 15 is below that: set `platform: iOS 16` or later")
        assertProblem("screen: Login\nplatform: Android 14\n", "2:11: 'Android 14' is not a platform: write `iOS 16` or `iOS 17`")
        assertProblem("screen: Login\nstyle: observation\nplatform: iOS 16\n", "3:11: style: observation needs iOS 17 (@Observable is iOS 17 API); for iOS 16 use `style: combine`, or set `platform: iOS 17`")
        XCTAssertEqual(ScreenSpec.Platform("iOS 16.4")?.major, 16)
        XCTAssertEqual(ScreenSpec.Platform("17")?.major, 17)
        XCTAssertNil(ScreenSpec.Platform("iOS 16."))
    }

    func testMissingScreen() {
        assertProblem("outputs:\n  name: String\n", "1:1: the spec has no 'screen' key; add one with the screen's name, e.g. `screen: Login`")
    }

    func testScreenNameMustBeAnUpperCamelCaseIdentifier() {
        assertProblem("screen: 1Login\n", "1:9: '1Login' is not a Swift identifier")
        assertProblem("screen: login\n", "1:9: the screen's name is a type name and must be UpperCamelCase: write 'Login'")
        assertProblem("screen: \"Log in\"\n", "1:10: 'Log in' is not a Swift identifier")
    }

    func testKeywordsCannotNameThings() {
        assertProblem("screen: Login\noutputs:\n  default: Bool = false\n", "3:3: 'default' is a Swift keyword and cannot name an output; choose another name")
        assertProblem("screen: Login\nactions:\n  - return\n", "3:5: 'return' is a Swift keyword and cannot name an action")
        assertProblem("screen: Login\nroutes:\n  - self\n", "3:5: 'self' is a Swift keyword and cannot name a route")
    }

    func testNamesMustBeIdentifiers() {
        assertProblem("screen: Login\nactions:\n  - log-in\n", "3:5: 'log-in' is not a Swift identifier")
        assertProblem("screen: Login\ndependencies:\n  API: APIClient\nsamples:\n  APIClient: APIClient()\n", "3:3: a dependency must be lowerCamelCase: write 'aPI'")
    }

    func testDuplicateNames() {
        assertProblem("screen: Login\nactions:\n  - tap\n  - tap\n", "4:5: duplicate action 'tap' (first at line 3)")
        assertProblem("screen: Login\nresponder:\n  - done\n  - done(Int)\n", "4:5: duplicate responder action 'done' (first at line 3)")
        assertProblem("screen: Login\nroutes:\n  - home\n  - home\n", "4:5: duplicate route 'home' (first at line 3)")
        assertProblem("screen: Login\ndependencies:\n  name: String\noutputs:\n  name: String\n", "5:3: the output 'name' repeats a property name first used at line 3")
        assertProblem("screen: Login\noutputs:\n  name: String\n  name: Int\n", "4:3: duplicate key 'name' (first at line 3); YAML keys must be unique")
    }

    func testResponderIsAReservedDependencyName() {
        assertProblem("screen: Login\ndependencies:\n  responder: String\n", "3:3: 'responder' is the name of the view model's responder")
    }

    // MARK: - Effects

    func testEffectNamingAMissingOutputSuggestsTheClosest() {
        assertProblem("screen: Login\noutputs:\n  username: String\nactions:\n  - update(String) -> set usrname\n", "5:27: no output 'usrname' (did you mean 'username'?); add it under 'outputs:'")
    }

    func testEffectNamingMissingCasesAndRoutes() {
        assertProblem("screen: Login\nactions:\n  - close -> respond closed\nresponder:\n  - close\n", "3:22: no responder action 'closed' (did you mean 'close'?); add `- closed` under 'responder:'")
        assertProblem("screen: Login\nactions:\n  - retry -> send lod\n  - load\n", "3:19: no action 'lod' (did you mean 'load'?); 'send' names another action of this screen")
        assertProblem("screen: Login\nresponder:\n  - done -> route hom\nroutes:\n  - home\n", "3:19: no route 'hom' (did you mean 'home'?); add `- hom` under 'routes:'")
        assertProblem("screen: Login\nresponder:\n  - help -> present support\n", "3:21: no route 'support'; add `- support` under 'routes:'")
    }

    func testUnknownEffectKeyword() {
        assertProblem("screen: Login\nactions:\n  - close -> respnd close\n", "3:14: unknown effect 'respnd' (did you mean 'respond'?); use `set OUTPUT`")
        assertProblem("screen: Login\nactions:\n  - close -> dismiss\n", "3:14: 'dismiss' is not an effect of actions; use `set OUTPUT`, `toggle OUTPUT`, `clear OUTPUT`, `respond CASE`, `send ACTION` or `await DEPENDENCY.METHOD(…)`")
        assertProblem("screen: Login\nresponder:\n  - close -> set name\n", "3:14: 'set' is not an effect of responder actions")
        assertProblem("screen: Login\nactions:\n  - close ->\n", "3:13: expected an effect after '->'")
        assertProblem("screen: Login\nresponder:\n  - close -> dismiss now\n", "3:14: 'dismiss' takes no name")
    }

    func testSetNeedsExactlyOneValue() {
        assertProblem("screen: Login\noutputs:\n  name: String\nactions:\n  - clear -> set name\n", "5:5: 'set name' assigns the action's single value, but 'clear' has 0 associated values; declare exactly one, e.g. `clear(String)`")
        assertProblem("screen: Login\noutputs:\n  name: String\nactions:\n  - both(String, String) -> set name\n", "5:5: 'set name' assigns the action's single value, but 'both' has 2 associated values")
    }

    /// `clear` sets an optional to nil: an output that is not optional, or an action with
    /// values, is refused at its place with the fix.
    func testClearNeedsAnOptionalOutputAndAnActionWithoutValues() {
        assertProblem("screen: Login\noutputs:\n  name: String = \"\"\nactions:\n  - wipe -> clear name\n",
                      "5:19: 'clear' sets an optional output to nil, but 'name' is String; make it optional (`name: String?`), or use `set name` with a value")
        assertProblem("screen: Login\noutputs:\n  name: String?\nactions:\n  - wipe(Int) -> clear name\n",
                      "5:5: 'clear name' takes no value, but 'wipe' has associated values; remove them, or use `set name`")
        XCTAssertNoThrow(try SpecDecoder.decode(try YAMLReader.read("screen: Login\noutputs:\n  name: String?\nactions:\n  - wipe -> clear name\n", file: "Test.screen.yml"), file: "Test.screen.yml"))
    }

    /// The value an awaited call puts into an output is what the fake answers with in the
    /// test: its type needs a sample (the test was written with `ReturnValue = ` and nothing).
    func testTheOutputAnAwaitedCallFillsNeedsASample() {
        assertProblem("screen: Detail\ndependencies:\n  products: ProductService\noutputs:\n  product: Product?\nactions:\n  - \"load -> await products.product() into product\"\nsamples:\n  ProductService: ProductService()\n",
                      "7:44: no sample value for the type 'Product', which the generated test of 'load' has the fake answer with, into 'product'; add one under 'samples:', e.g. `Product: 'Product()'`")
    }

    func testToggleNeedsABoolOutput() {
        assertProblem("screen: Login\noutputs:\n  name: String\nactions:\n  - flip -> toggle name\n", "5:20: 'toggle' needs a Bool output, but 'name' is String; use `set name` with a value instead")
        assertProblem("screen: Login\noutputs:\n  on: Bool\nactions:\n  - flip(Bool) -> toggle on\n", "5:5: 'toggle on' takes no value, but 'flip' has associated values")
    }

    func testSetTypeMustMatchTheOutput() {
        assertProblem("screen: Login\noutputs:\n  name: String\nactions:\n  - update(Int) -> set name\n", "5:5: type mismatch: 'update' carries Int but the output 'name' is String; make them the same type")
    }

    func testSetIntoAnOptionalOfTheSameTypeIsFine() throws {
        let spec = try SpecDecoder.decode(YAMLReader.read("screen: Login\noutputs:\n  error: String?\nactions:\n  - fail(String) -> set error\n", file: "t"), file: "t")
        XCTAssertEqual(spec.actions.first?.effect, .set(output: "error"))
    }

    func testPassThroughTypesMustMatch() {
        assertProblem("screen: Login\nactions:\n  - done(Int) -> respond finished\nresponder:\n  - finished(String)\n", "3:5: type mismatch: 'done' carries (Int) but the responder action 'finished' takes (String)")
        assertProblem("screen: Login\nresponder:\n  - open(Int) -> route detail\nroutes:\n  - detail(String)\n", "3:5: type mismatch: 'open' carries (Int) but the route 'detail' takes (String)")
        assertProblem("screen: Login\nactions:\n  - a -> send b\n  - b(Int)\n", "3:5: type mismatch: 'a' carries no values but the action 'b' takes (Int)")
    }

    func testSendCyclesAreRejected() {
        assertProblem("screen: Login\nactions:\n  - a -> send b\n  - b -> send a\n", "3:15: 'a' starts a cycle of 'send' effects that never ends")
        assertProblem("screen: Login\nactions:\n  - a -> send a\n", "3:15: 'a' sends itself, which never ends")
    }

    // MARK: - Outputs, samples, settings

    func testOutputOfACustomTypeNeedsAnInitialValue() {
        assertProblem("screen: Login\noutputs:\n  user: User\n", "3:9: the output 'user' of type User needs an initial value: write `user: User = <value>`, or make it optional (`User?`)")
        assertProblem("screen: Login\noutputs:\n  user: User =\n", "3:14: expected an initial value after '=' for the output 'user'")
    }

    func testMalformedTypesAndDeclarations() {
        assertProblem("screen: Login\noutputs:\n  items: \"[Item = []\"\n", "3:11: '[' is not closed in the type '[Item = []'")
        assertProblem("screen: Login\nactions:\n  - open(Int\n", "3:13: expected ')' to close the associated values of 'open'")
        assertProblem("screen: Login\nactions:\n  - open()\n", "3:9: 'open()' has empty parentheses; write 'open' for a case without values")
    }

    func testCustomTypesTheTestsBuildNeedSamples() {
        assertProblem("screen: Login\ndependencies:\n  api: APIClient\n", "3:3: no sample value for the type 'APIClient', which the generated tests and preview need to build the view model (dependency 'api'; a protocol declared in the sources would be faked instead); add one under 'samples:', e.g. `APIClient: 'APIClient()'`")
        assertProblem("screen: Login\nactions:\n  - picked(User) -> respond picked\nresponder:\n  - picked(User)\n", "3:5: no sample value for the type 'User', which the generated test of 'picked' sends")
        // An input is an init parameter too: without a sample, the preview and the tests had
        // an empty argument (`productID: )`) that does not compile.
        assertProblem("screen: Detail\ninputs:\n  productID: Product.ID\n", "3:3: no sample value for the type 'Product.ID', which the generated tests and preview need to build the view model (input 'productID'); add one under 'samples:'")
    }

    func testActionsWithoutAnEffectNeedNoSample() throws {
        let spec = try SpecDecoder.decode(YAMLReader.read("screen: Login\nactions:\n  - picked(User)\n", file: "t"), file: "t")
        XCTAssertNil(spec.actions.first?.effect)
    }

    func testChoicesSuggestTheClosestValue() {
        assertProblem("screen: Login\nstyle: observaton\n", "2:8: 'observaton' is not a style (did you mean 'observation'?); expected one of: combine, observation")
        assertProblem("screen: Login\ntesting: swifttesting\n", "2:10: 'swifttesting' is not a testing (did you mean 'swift-testing'?)")
    }

    func testWrongKindsOfValues() {
        assertProblem("screen: Login\nactions:\n  name: String\n", "3:3: 'actions' must be a list of `- entry` lines, found a map of `key: value` lines")
        assertProblem("screen: Login\noutputs:\n  - name\n", "3:3: 'outputs' must be a map of `name: value` lines, found a list of `- item` lines")
        assertProblem("- Login\n", "1:1: a spec is a map of keys")
    }

    func testAllProblemsAreReportedAtOnceInSourceOrder() {
        let shape = problems("screen: Login\nstyle: bad\nactionz:\n  - a\nroutes:\n  - 9lives\n")
        XCTAssertEqual(shape.map { String($0.prefix(4)) }, ["2:8:", "3:1:", "6:5:"])
        let references = problems("screen: Login\nactions:\n  - a -> set missing\n  - b -> toggle gone\n")
        XCTAssertEqual(references.map { String($0.prefix(5)) }, ["3:14:", "4:17:"])
    }

    // MARK: - Specs that would pass every check but not compile (issue 9, item 21)

    func testInitialValuesMustFitStandardTypes() {
        assertProblem("screen: A\noutputs:\n  count: Int = \"hello\"\n", "3:16: '\"hello\"' is text but the output is Int; write an integer instead")
        assertProblem("screen: A\noutputs:\n  greeting: String = hello\n", "3:22: 'hello' is not a String value; text is written in quotes")
        assertProblem("screen: A\noutputs:\n  flag: Bool = 1\n", "3:16: '1' is an integer but the output is Bool; write true or false instead")
        assertProblem("screen: A\noutputs:\n  name: String = nil\n", "3:18: nil cannot initialise String, which is not optional: write the type as `String?`")
        assertProblem("screen: A\noutputs:\n  items: \"[Int] = 3\"\n", "3:19: '3' is an integer but the output is [Int]; write a list instead")
        for valid in ["ratio: Double = 3", "title: String? = nil", "stamp: Date = Date()", "count: Int = .zero", "items: \"[Int] = [1, 2]\"", "tags: \"[String: Int] = [:]\""] {
            XCTAssertNoThrow(try SpecDecoder.decode(try YAMLReader.read("screen: A\noutputs:\n  \(valid)\n", file: "T"), file: "T"), valid)
        }
    }

    func testCallbacksAreNotDependenciesAndClosuresGetSamples() throws {
        assertProblem("screen: A\ndependencies:\n  done: \"() -> Void\"\n", "3:10: 'done' is a closure that returns nothing: a callback")
        assertProblem("screen: A\ndependencies:\n  make: \"() -> User\"\n",
                      "3:3: no sample value for the type '() -> User', which the generated tests and preview need to build the view model (dependency 'make'; a protocol declared in the sources would be faked instead); add one under 'samples:', e.g. `\"() -> User\": \"{ User() }\"`")
        let spec = try SpecDecoder.decode(try YAMLReader.read("screen: A\ndependencies:\n  now: \"() -> Date\"\n  load: \"(Int, String) async throws -> [String]\"\n", file: "T"), file: "T")
        let files = try ScreenGenerator.generate(spec, settings: ScreenSettings(module: "App"))
        let viewModel = try XCTUnwrap(files.first { $0.name == "AViewModel.swift" }?.contents)
        XCTAssertTrue(viewModel.contains("init(now: @escaping () -> Date, load: @escaping (Int, String) async throws -> [String])"), viewModel)
        let tests = try XCTUnwrap(files.first { $0.name == "AViewModelTests.swift" }?.contents)
        XCTAssertTrue(tests.contains("AViewModel(now: { Date(timeIntervalSince1970: 1_000_000) }, load: { _, _ in [\"sample\"] })"), tests)
    }

    // MARK: - Entries the checks accepted but the compiler rejects (issue 28, item 6)

    func testLiteralsMustFitTuplesListsSetsDictionariesAndExpressions() {
        func assertOnly(_ output: String, _ expected: String, line: UInt = #line) {
            XCTAssertEqual(problems("screen: A\noutputs:\n  \(output)\n", line: line), [expected], line: line)
        }
        assertOnly("pair: '(Int, Int) = 1.5'", "3:23: '1.5' is not a tuple but the output is (Int, Int); write 2 values in parentheses, `(…, …)`, instead")
        assertOnly("pair: '(Int, String) = (1, 2)'", "3:30: '2' is an integer but value 2 of (Int, String) is String; write text instead")
        assertOnly("pair: '(x: Int, y: Int) = (x: 1, y: 2, z: 3)'", "3:29: '(x: 1, y: 2, z: 3)' has 3 values but (x: Int, y: Int) has 2; write 2")
        assertOnly("pair: '(Int, Int) = nil'", "3:23: nil cannot initialise (Int, Int), which is not optional: write the type as `(Int, Int)?`")
        assertOnly("ids: '[Int] = [\"a\"]'", "3:18: '\"a\"' is text but the elements of [Int] are Int; write an integer instead")
        assertOnly("ids: 'Set<Int> = [1, 1.5]'", "3:24: '1.5' is a decimal number but the elements of Set<Int> are Int; write an integer instead")
        assertOnly("ids: '[[Int]] = [[1], [true]]'", "3:26: 'true' is true or false but the elements of [Int] are Int; write an integer instead")
        assertOnly("names: '[String: Int] = [\"a\": \"b\"]'", "3:33: '\"b\"' is text but the values of [String: Int] are Int; write an integer instead")
        assertOnly("names: '[String: Int] = [1: 2]'", "3:28: '1' is an integer but the keys of [String: Int] are String; write text instead")
        assertOnly("count: 'Int = 1 + \"a\"'", "3:21: '\"a\"' is text but the output is Int; write an integer instead")
        assertOnly("count: Int = 2 * 1.5", "3:20: '1.5' is a decimal number but the output is Int; write an integer instead")
        assertOnly("ids: '[Int] = [1] + [\"a\"]'", "3:24: '\"a\"' is text but the elements of [Int] are Int; write an integer instead")
        // Where scaffold cannot tell (a call, a member, a name, an operator it does not know),
        // or the value fits, the spec is accepted: each of these compiles (checked with swiftc).
        let valid = ["count: Int = \"abc\".count", "first: 'Int = [1, 2][0]'", "pair: '(Int, Int) = (1, 2)'", "pair: '(a: Int, b: String) = (a: 1, b: \"x\")'",
                     "pair: '(x: Int, y: Int) = (0, 0)'", "pair: '(Int, Int)? = nil'", "pair: '(Int, String) = (1, \"a\" + \"b\")'", "ratios: '[Double] = [1, 2.5]'",
                     "tags: 'Set<String> = [\"a\"]'", "index: '[String: [Int]] = [\"a\": [1]]'", "names: '[Int: String] = [1: \"a\", 2: \"b\",]'",
                     "ratio: Double = 1 + 2.5", "half: Double = 7 / 2", "text: 'String = \"a\" + \"b\"'", "ids: '[Int] = [1] + [2]'", "total: Int? = 1 + 2",
                     "delta: Int = -1 - -2", "big: Int = 1_000 * 2", "tiny: Double = 1e-3 + 2", "mask: Int = 0x1F + 1", "maybe: '[Int?] = [nil, 1]'",
                     "zeros: '[Int] = Array(repeating: 0, count: 3)'", "quote: 'String = \"a\\\"b\"'", "raw: 'String = #\"a\"b\"#'", "words: '[String] = [\"a, b\", \"c\"]'",
                     "pairs: '[(Int, Int)] = [(1, 2)]'", "less: Bool = 1 < 2", "nine: Int = (1 + 2) * 3", "parsed: 'Int = Int(\"1\") ?? 0'",
                     "sum: 'String = \"\\(1 + 2)\"'", "letter: 'Character = \"a\"'", "scaled: Float = 1.5 * 2"]
        for output in valid {
            XCTAssertNoThrow(try SpecDecoder.decode(try YAMLReader.read("screen: A\noutputs:\n  \(output)\n", file: "T"), file: "T"), output)
        }
    }

    func testTypesOnlyAFunctionsParameterCanHaveAreRefusedWherever() {
        let inoutProblem = "'inout' can only mark a function's parameter, not a type that is stored or carried by a case: write 'Int'"
        let variadic = "'Int...' is variadic, which only a function's parameter can be, not a type that is stored or carried by a case: write an array, '[Int]'"
        XCTAssertEqual(problems("screen: A\nactions:\n  - pick(inout Int)\n"), ["3:10: " + inoutProblem])
        XCTAssertEqual(problems("screen: A\nactions:\n  - \"pick(id: Int, rest: Int...)\"\n"), ["3:20: " + variadic])
        XCTAssertEqual(problems("screen: A\noutputs:\n  count: inout Int = 1\n"), ["3:10: " + inoutProblem + "; write an output as `count: Type = initialValue`"])
        XCTAssertEqual(problems("screen: A\noutputs:\n  count: Int... = 1\n"), ["3:10: " + variadic + "; write an output as `count: Type = initialValue`"])
        XCTAssertEqual(problems("screen: A\ndependencies:\n  count: inout Int\n"), ["3:10: " + inoutProblem])
        XCTAssertEqual(problems("screen: A\nroutes:\n  - detail(Int...)\n"), ["3:12: " + variadic])
        XCTAssertEqual(problems("screen: A\nresponder:\n  - done(sending Int) -> dismiss\n"),
                       ["3:10: 'sending' can only mark a function's parameter or result, not a type that is stored or carried by a case: write 'Int'"])
        // Inside a function type they are what the function takes, and fine.
        XCTAssertNoThrow(try SpecDecoder.decode(try YAMLReader.read("screen: A\nactions:\n  - \"edit(with: (inout Int) -> Void)\"\n  - \"log((String...) -> Void)\"\n", file: "T"), file: "T"))
    }

    func testTheValuesOfACaseHaveDifferentLabels() {
        XCTAssertEqual(problems("screen: A\nactions:\n  - \"move(x: Int, x: Int)\"\n"), ["3:19: 'move' has two values labelled 'x': give each value its own label"])
        XCTAssertEqual(problems("screen: A\nroutes:\n  - \"detail(id: Int, name: String, id: String)\"\n"), ["3:36: 'detail' has two values labelled 'id': give each value its own label"])
        XCTAssertNoThrow(try SpecDecoder.decode(try YAMLReader.read("screen: A\nactions:\n  - \"move(_ x: Int, _ y: Int)\"\n  - move2(Int, Int)\n", file: "T"), file: "T"))
    }

    func testTheFlagsOfScreenAndAddGoThroughTheSameChecks() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: App\n")
        let screen = runCLI(["screen", "Shop", "--output", "ids: [Int] = [\"a\"]"], in: folder.url.path)
        XCTAssertEqual(screen.code, 2)
        XCTAssertEqual(screen.err, "--output \"ids: [Int] = [\"a\"]\":1:15: error: '\"a\"' is text but the elements of [Int] are Int; write an integer instead\n")
        XCTAssertEqual(filesBelow(folder.url), [".scaffold.yml"], "nothing is written")
        XCTAssertEqual(runCLI(["screen", "Shop", "--output", "ids: [Int] = [1]"], in: folder.url.path).code, 0)
        let before = filesBelow(folder.url).map { folder.read($0) }
        let expected = [
            (["--action", "move(x: Int, x: Int)"], "--action \"move(x: Int, x: Int)\":1:14: error: 'move' has two values labelled 'x': give each value its own label\n"),
            (["--action", "pick(inout Int)"], "--action \"pick(inout Int)\":1:6: error: 'inout' can only mark a function's parameter, not a type that is stored or carried by a case: write 'Int'\n"),
            (["--output", "pair: (Int, Int) = 1.5"], "--output \"pair: (Int, Int) = 1.5\":1:20: error: '1.5' is not a tuple but the output is (Int, Int); write 2 values in parentheses, `(…, …)`, instead\n"),
            (["--output", "count: Int = 1 + \"a\""], "--output \"count: Int = 1 + \"a\"\":1:18: error: '\"a\"' is text but the output is Int; write an integer instead\n"),
        ]
        for (flags, message) in expected {
            let add = runCLI(["add", "Shop"] + flags, in: folder.url.path)
            XCTAssertEqual(add.code, 2, flags.joined(separator: " "))
            XCTAssertEqual(add.err, message)
        }
        XCTAssertEqual(filesBelow(folder.url).map { folder.read($0) }, before, "nothing is written")
    }

    func testAScreenNameTooLongForItsFileNamesIsRejected() {
        let name = "A" + String(repeating: "b", count: 220)
        assertProblem("screen: \(name)\n", "1:9: the screen's name is 221 bytes long")
    }

    /// Found by generating random specs and type-checking what scaffold wrote for each one it
    /// accepted against the real iOS SDK: names the generated types declare themselves.
    func testNamesTheGeneratedTypesUseAreRefused() {
        assertProblem("screen: A\ndependencies:\n  presented: Bool\n", "3:3: 'presented' is the name of the router's presented route, which the generated view model or router declares")
        assertProblem("screen: A\noutputs:\n  responder: Bool = false\n", "3:3: 'responder' is the name of the view model's responder, which the generated view model declares")
    }

    func testAnOutputNamedActionIsSetThroughSelfAndTuplesAndSetsHaveSamples() throws {
        let yaml = "screen: A\noutputs:\n  action: Int = 0\n  pair: '(Int, String) = (0, \"\")'\n  ids: 'Set<Int> = []'\nactions:\n  - change(Int) -> set action\n  - pick((Int, String)) -> set pair\n  - choose(Set<Int>) -> set ids\n"
        let spec = try SpecDecoder.decode(try YAMLReader.read(yaml, file: "T"), file: "T")
        let files = try ScreenGenerator.generate(spec, settings: ScreenSettings(module: "App"))
        let viewModel = try XCTUnwrap(files.first { $0.name == "AViewModel.swift" }?.contents)
        XCTAssertTrue(viewModel.contains("            self.action = value\n"), viewModel)
        let tests = try XCTUnwrap(files.first { $0.name == "AViewModelTests.swift" }?.contents)
        XCTAssertTrue(tests.contains("sut.send(.pick((42, \"sample\")))"), tests)
        XCTAssertTrue(tests.contains("XCTAssertTrue(sut.pair == (42, \"sample\"))"), tests)
        XCTAssertTrue(tests.contains("sut.send(.choose([42]))"), tests)
    }
}
