import Foundation
import XCTest
@testable import Market

/// One test per action of `CatalogViewModel`.
final class CatalogViewModelTests: XCTestCase {

    @MainActor
    func testInitialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testSendingLoad_setsProductsFromCatalog_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 7, name: "Lamp")]
        let sut = CatalogViewModel(catalog: catalog, responder: .noop)
        catalog.productsError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        catalog.productsError = nil
        let before = Outputs(sut)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        XCTAssertEqual(whileLoading.changed(from: before), ["isLoading"], whileLoading.difference(from: before))
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCallCount, 2)
        XCTAssertEqual(sut.products, [Product(id: 7, name: "Lamp")])
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage", "products"], after.difference(from: before))
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testSendingLoadAndItFails_setsErrorMessage_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = CatalogViewModel(catalog: catalog, responder: .noop)
        let before = Outputs(sut)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        XCTAssertEqual(whileLoading.changed(from: before), ["isLoading"], whileLoading.difference(from: before))
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCallCount, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testSendingSelect_respondsWithShowDetailOnce_andNothingElse() async {
        var responses: [CatalogViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.select(7))

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<CatalogViewModel.ResponderAction> = .noop) -> CatalogViewModel {
        CatalogViewModel(catalog: LiveCatalogService(), responder: responder)
    }

    /// Every output of `CatalogViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: CatalogViewModel) {
            read("products", sut.products)
            read("isLoading", sut.isLoading)
            read("errorMessage", sut.errorMessage)
        }

        /// The names of the outputs that differ from `before`, sorted.
        func changed(from before: Outputs) -> [String] {
            zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }.map(\.1.name).sorted()
        }

        /// Each output that differs from `before`, with both values: `isLoading: false -> true`.
        func difference(from before: Outputs) -> String {
            let changes = zip(before.values, values).filter { !$0.0.isEqual($0.1.value) }
            return changes.isEmpty ? "no output changed" : changes.map { "\($0.1.name): \($0.0.text) -> \($0.1.text)" }.joined(separator: "; ")
        }

        private mutating func read<Value: Equatable>(_ name: String, _ value: Value) {
            values.append((name, String(describing: value), { ($0 as? Value) == value }, value))
        }

        private mutating func read<Value>(_ name: String, _ value: Value) {
            var dumped = ""
            dump(value, to: &dumped)
            values.append((name, String(describing: value), { ($0 as? String) == dumped }, dumped))
        }
    }
}
