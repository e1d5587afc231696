import Foundation
import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldCLI

/// The screen model read from code: the round trip spec → code → spec over every fixture,
/// hand-written screens in other styles, and what the reader says when it cannot be sure.
final class ScreenReaderTests: XCTestCase {
    /// A comparable summary of a spec: what generation depends on, formatting aside.
    static func summary(_ spec: ScreenSpec, module: String) -> [String] {
        var lines = ["screen \(spec.screen.text)", "module \(spec.module ?? module)", "style \((spec.style ?? .combine).rawValue)",
                     "testing \((spec.testing ?? .xctest).rawValue)"]
        lines += spec.dependencies.map { "dependency \($0.name.text): \(TypeText.normalized($0.type))" }
        lines += spec.outputs.map { "output \($0.name.text): \(TypeText.normalized($0.type)) = \($0.defaultValue)" }
        lines += spec.actions.map { "action \(SpecWriter.entryText($0))" }
        lines += spec.responder.map { "responder \(SpecWriter.entryText($0))" }
        lines += spec.routes.map { "route \($0.declarationText)" }
        lines += spec.samples.map { "sample \(TypeText.normalized($0.type)) = \($0.value)" }.sorted()
        return lines
    }

    func testEveryFixtureSpecRoundTripsThroughItsCode() throws {
        for fixture in GoldenFileTests.fixtures {
            let folder = TemporaryFolder()
            let specPath = RepositoryPaths.url("Fixtures/specs/\(fixture.spec).screen.yml").path
            let generated = GoldenFileTests.generate(fixture.spec, arguments: fixture.arguments, into: folder)
            XCTAssertEqual(generated.code, 0, generated.err)
            try folder.write(".scaffold.yml", "sources: Sources\ntests: Tests\n")
            for format in [[], ["--json"]] {
                let result = runCLI(["spec", "--from", fixture.spec] + format, in: folder.url.path)
                XCTAssertEqual(result.code, 0, "\(fixture.spec): \(result.err)")
                XCTAssertEqual(result.err, "", "\(fixture.spec): the generated code reads without notes")
                let node = format.isEmpty ? try YAMLReader.read(result.out, file: "from") : try JSONReader.read(result.out, file: "from")
                let read = try SpecDecoder.decode(node, file: "from")
                // What the code cannot say: an async call is custom code (scaffold does not guess
                // an effect from a task's body), and a faked dependency's sample is its fake.
                var original = try SpecDecoder.load(path: specPath, displayPath: specPath, fakes: { "Fake\($0)()" })
                var calls = false
                for index in original.actions.indices {
                    if case .call? = original.actions[index].effect { original.actions[index].effect = nil; calls = true }
                }
                // A sample that only the stub of an async test uses (`fake.xReturnValue = …`) is not read back.
                if calls { original.samples = original.samples.filter { sample in read.samples.contains { $0.type == sample.type } } }
                XCTAssertEqual(Self.summary(read, module: fixture.module), Self.summary(original, module: fixture.module), "\(fixture.spec) \(format)")
            }
        }
    }

    /// A screen written by hand in other styles the anatomy allows: `case let` patterns,
    /// `self.`, a `default:`, no MARKs, `@Observable`, Swift Testing, a custom case.
    func testAHandWrittenScreenInAnotherStyle() throws {
        let folder = TemporaryFolder()
        try folder.write("App/Cart/CartViewModel.swift", """
        import Observation

        @MainActor @Observable
        final class CartViewModel {
            private let store: CartStore
            init(store: CartStore, responder: Responder<ResponderAction>) {
                self.store = store
                self.responder = responder
            }
            enum ResponderAction { case checkout(total: Int), close }
            private let responder: Responder<ResponderAction>
            enum Action {
                case setCoupon(String)
                case toggleGift
                case pay(amount: Int)
                case load
                case close
                case refresh
            }
            func send(_ action: Action) {
                switch action {
                case let .setCoupon(code):
                    self.coupon = code
                case .toggleGift:
                    self.isGift.toggle()
                case .pay(amount: let amount):
                    responder.send(.checkout(total: amount))
                case .load:
                    Task { items = await store.items() }
                case .close:
                    responder.send(.close)
                default:
                    break
                }
            }
            private(set) var coupon = ""
            private(set) var isGift: Bool = false
            private(set) var items: [String] = []
        }

        """)
        try folder.write("App/Cart/CartRouter.swift", """
        @MainActor final class CartRouter {
            enum Route: Hashable { case receipt(Int), help }
            private(set) var path: [Route] = []
            func handle(_ action: CartViewModel.ResponderAction) {
                switch action {
                case .checkout(let total): path.append(.receipt(total))
                case .close: dismiss()
                }
            }
            func dismiss() {}
        }

        """)
        try folder.write("AppTests/CartTests.swift", """
        import Testing
        @testable import Shop

        @MainActor struct CartTests {
            @Test func coupon() {
                let sut = CartViewModel(store: CartStore.preview, responder: .noop)
                sut.send(.setCoupon("X"))
                sut.send(.pay(amount: 3))
            }
        }

        """)
        try folder.write(".scaffold.yml", "sources: App\ntests: AppTests\n")
        let result = runCLI(["spec", "--from", "Cart"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, """
        screen: Cart
        module: Shop
        style: observation
        testing: swift-testing

        dependencies:
          store: CartStore

        outputs:
          coupon: String = ""
          isGift: Bool = false
          items: '[String] = []'

        actions:
          - setCoupon(String) -> set coupon
          - toggleGift -> toggle isGift
          - 'pay(amount: Int) -> respond checkout'
          - load    # custom: handled in code
          - close -> respond close
          - refresh    # no case of its own in send(_:)

        responder:
          - 'checkout(total: Int) -> route receipt'
          - close -> dismiss

        routes:
          - receipt(Int)
          - help

        samples:
          CartStore: CartStore.preview

        """)
        // The file of the view model names the screen as well.
        XCTAssertEqual(runCLI(["spec", "--from", "App/Cart/CartViewModel.swift"], in: folder.url.path).out, result.out)
    }

    func testSpecFromReadsTheLintFixturesHandWrittenScreens() throws {
        let project = RepositoryPaths.url("Fixtures/lint-project").path
        for screen in ["Cart", "Catalog", "Account"] {
            let result = runCLI(["spec", "--from", screen], in: project)
            XCTAssertEqual(result.code, 0, "\(screen): \(result.err)")
            XCTAssertTrue(result.out.hasPrefix("screen: \(screen)\n"), result.out)
            XCTAssertNoThrow(try YAMLReader.read(result.out, file: screen), "\(screen): what --from prints is YAML scaffold reads")
        }
        // Cart, read against its source: a reducer case of two statements or a collection
        // change is custom; the router's `presented = nil` is code of its own; the test
        // framework is the one of CartViewModelTests.swift, not of the flow test naming it.
        XCTAssertEqual(runCLI(["spec", "--from", "Cart"], in: project).out, """
        screen: Cart
        module: Shop
        style: combine
        testing: xctest
        previews: macro

        dependencies:
          store: CartStore

        outputs:
          items: '[Item] = []'

        actions:
          - add(Item)    # custom: handled in code
          - remove(Item)    # custom: handled in code
          - clear    # custom: handled in code
          - checkout -> respond checkout

        responder:
          - checkout -> route payment
          - close    # custom: handled in code

        routes:
          - payment
          - 'receipt(orderID: String)'
          - help

        samples:
          CartStore: CartStore()
          Item: .sample

        """)
    }

    /// Adopting a hand-written screen: its spec written from its code agrees with the code,
    /// and what the architecture has that the screen lacks is listed as missing, where it
    /// would be written: beside the screen's files (Catalog's tests are `Tests/ShopTests/
    /// CatalogFlowTests.swift`, so its router's tests go to `Tests/ShopTests`).
    func testASpecWrittenFromCodeAgreesWithIt() throws {
        let folder = TemporaryFolder()
        let project = RepositoryPaths.url("Fixtures/lint-project")
        for file in filesBelow(project) {
            try folder.write(file, String(contentsOf: project.appendingPathComponent(file), encoding: .utf8))
        }
        let written = runCLI(["spec", "--from", "Cart", "--write"], in: folder.url.path)
        XCTAssertEqual(written.out, "created Cart.screen.yml\n")
        let cart = runCLI(["screen", "Cart", "--check"], in: folder.url.path)
        XCTAssertEqual(cart.code, 0, cart.err)
        XCTAssertEqual(cart.err, "Cart agrees with its spec.\n")

        XCTAssertEqual(runCLI(["spec", "--from", "Catalog", "--write"], in: folder.url.path).code, 0)
        let catalog = runCLI(["screen", "Catalog", "--check"], in: folder.url.path)
        XCTAssertEqual(catalog.code, 1)
        XCTAssertEqual(catalog.err, """
        Sources/Shop/Catalog/CatalogRouter.swift: note: missing; `scaffold screen Catalog` creates it
        Tests/ShopTests/CatalogRouterTests.swift: note: missing; `scaffold screen Catalog` creates it
        Catalog and its spec disagree: 0 to add, 0 only in the code, 0 different, 2 missing files. `scaffold screen Catalog --diff` shows the changes.

        """)
    }

    func testAScreenThatCannotBeFoundSaysWhereScaffoldLooked() throws {
        let folder = TemporaryFolder()
        try folder.write("Sources/Other.swift", "struct Other {}\n")
        let result = runCLI(["spec", "--from", "Nope"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: no screen 'Nope': no class NopeViewModel in Sources/Nope/ nor in any other Swift file of the repository; create the screen with `scaffold screen Nope`, or give the view model's file\n")
    }
}
