import Foundation
import XCTest

/// Generated screens that work (issue 28, item 8): the error alert's dismissal clears the
/// error (`clear OUTPUT`), a call that succeeds clears the error an earlier one left, an
/// optional output is shown when it has a value, and a list's rows send the select action
/// with the row's id when that is what it takes. Each generated screen type-checks with its
/// tests against the stand-ins, lints clean and agrees with its spec.
final class WorkingScreenTests: XCTestCase {
    static let service = "import Foundation\n\nstruct Product: Equatable, Hashable, Sendable, Identifiable {\n    let id: Int\n    let name: String\n}\n\nprotocol ProductService: Sendable {\n    func product(id: Int) async throws -> Product\n    func all() async throws -> [Product]\n}\n"

    /// A repository holding the spec and the support file, after `scaffold screen`.
    func screen(_ spec: String, file: StaticString = #filePath, line: UInt = #line) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\nfakes:\n  previews: Sources/PreviewSupport\n")
        try folder.write("Specs/Detail.screen.yml", spec)
        try folder.write("Sources/Support/Support.swift", Self.service)
        let result = runCLI(["screen", "Detail"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err, file: file, line: line)
        return folder
    }

    /// The screen compiles with its tests, lints clean and agrees with its spec.
    func assertWorks(_ folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: "Gen", tests: true, debug: true), file: file, line: line)
        }
        let lint = runCLI(["lint"], in: folder.url.path)
        XCTAssertTrue((lint.out + lint.err).contains("0 errors, 0 warnings"), lint.out + lint.err, file: file, line: line)
        let check = runCLI(["screen", "Detail", "--check"], in: folder.url.path)
        XCTAssertEqual(check.code, 0, check.err, file: file, line: line)
    }

    static let spec = """
        screen: Detail
        module: Gen
        dependencies:
          products: ProductService
        outputs:
          product: Product?
          errorMessage: String?
        actions:
          - "load -> await products.product(id: 1) into product, catch errorMessage"
          - retry -> send load
          - failed(String) -> set errorMessage
          - dismissError -> clear errorMessage
        samples:
          Product: 'Product(id: 1, name: "Lamp")'

        """

    /// `clear` sets the optional to nil; the alert's dismissal sends it (it sent an action
    /// whose body was a TODO, so the alert came back); its test puts a value in first
    /// through the action that sets it; `--check` reads `errorMessage = nil` back as `clear`.
    func testTheAlertsDismissalSendsAnActionThatClearsTheError() throws {
        let folder = try screen(Self.spec)
        let viewModel = try XCTUnwrap(folder.read("Sources/Detail/DetailViewModel.swift"))
        XCTAssertTrue(viewModel.contains("        case .dismissError:\n            errorMessage = nil\n"), viewModel)
        let view = try XCTUnwrap(folder.read("Sources/Detail/DetailView.swift"))
        XCTAssertTrue(view.contains(".alert(\"Error\""), view)
        XCTAssertTrue(view.contains("viewModel.send(.dismissError)"), view)
        let tests = try XCTUnwrap(folder.read("Tests/Detail/DetailViewModelTests.swift"))
        XCTAssertTrue(tests.contains("""
                func testSendingDismissError_clearsErrorMessage_andNothingElse() async {
                    let sut = makeSUT()
                    sut.send(.failed("sample"))
                    let before = Outputs(sut)

                    sut.send(.dismissError)

                    XCTAssertNil(sut.errorMessage)
                    let after = Outputs(sut)
                    XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
                }
            """), tests)
        assertWorks(folder)
    }

    /// A call that succeeds clears the error a failed one left (a retry that worked kept
    /// showing the error): its success test fails the call first, then answers.
    func testACallThatSucceedsClearsTheErrorAnEarlierFailureLeft() throws {
        let folder = try screen(Self.spec)
        let viewModel = try XCTUnwrap(folder.read("Sources/Detail/DetailViewModel.swift"))
        XCTAssertTrue(viewModel.contains("product = try await products.product(id: 1)\n                    errorMessage = nil\n                } catch {"), viewModel)
        let tests = try XCTUnwrap(folder.read("Tests/Detail/DetailViewModelTests.swift"))
        XCTAssertTrue(tests.contains("        products.productError = FakeError(\"offline\")\n        sut.send(.load)\n        await sut.lastEffect?.value\n        products.productError = nil\n"), tests)
        XCTAssertTrue(tests.contains("XCTAssertEqual(products.productCalls.count, 2)"), tests)
        assertWorks(folder)
    }

    /// An optional output that is neither text nor an error is shown when it has a value (it
    /// was not rendered at all).
    func testAnOptionalOutputIsShownWhenItHasAValue() throws {
        let folder = try screen(Self.spec)
        let view = try XCTUnwrap(folder.read("Sources/Detail/DetailView.swift"))
        XCTAssertTrue(view.contains("            if let product = viewModel.product {\n                Text(String(describing: product))\n            }\n"), view)
        assertWorks(folder)
    }

    /// A `select` that takes the element's `ID`: each row is a button sending it with the
    /// row's id (rows were plain text).
    func testRowsSendTheSelectWithTheRowsID() throws {
        let spec = """
            screen: Detail
            module: Gen
            outputs:
              products: "[Product] = []"
            actions:
              - select(Product.ID) -> respond open
            responder:
              - open(Product.ID) -> dismiss
            samples:
              Product.ID: "7"

            """
        let folder = try screen(spec)
        let view = try XCTUnwrap(folder.read("Sources/Detail/DetailView.swift"))
        XCTAssertTrue(view.contains("List(viewModel.products) { product in\n                Button {\n                    viewModel.send(.select(product.id))\n"), view)
        XCTAssertFalse(view.contains("Button(\"Select\")"), view)
        assertWorks(folder)
    }

    /// `scaffold add` of an action that clears an output writes its case and its test.
    func testAddingAClearingActionWritesItsCaseAndTest() throws {
        let folder = try screen(Self.spec.replacingOccurrences(of: "  - dismissError -> clear errorMessage\n", with: ""))
        let added = runCLI(["add", "Detail", "--action", "dismissError -> clear errorMessage"], in: folder.url.path)
        XCTAssertEqual(added.code, 0, added.err)
        XCTAssertTrue(folder.read("Sources/Detail/DetailViewModel.swift")?.contains("        case .dismissError:\n            errorMessage = nil\n") == true)
        XCTAssertTrue(folder.read("Tests/Detail/DetailViewModelTests.swift")?.contains("func testSendingDismissError_clearsErrorMessage_andNothingElse()") == true)
        assertWorks(folder)
    }
}
