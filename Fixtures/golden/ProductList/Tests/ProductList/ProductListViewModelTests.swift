import Foundation
import XCTest
@testable import Catalog

/// One test per action of `ProductListViewModel`.
final class ProductListViewModelTests: XCTestCase {

    @MainActor
    func testInitialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.query, "")
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.page, 1)
    }

    func testSendingLoad_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.load
        throw XCTSkip("TODO: 'load' has no effect yet; implement it, then write this test")
    }

    func testSendingRefresh_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.refresh
        throw XCTSkip("TODO: 'refresh' sends 'load', which has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testSendingLoaded_setsProducts_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.loaded([Product(id: 7, name: "Lamp", price: 30)]))

        XCTAssertEqual(sut.products, [Product(id: 7, name: "Lamp", price: 30)])
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["products"], after.difference(from: before))
    }

    @MainActor
    func testSendingFailed_setsErrorMessage_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.failed("sample"))

        XCTAssertEqual(sut.errorMessage, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
    }

    @MainActor
    func testSendingUpdateQuery_setsQuery_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.updateQuery("sample"))

        XCTAssertEqual(sut.query, "sample")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["query"], after.difference(from: before))
    }

    @MainActor
    func testSendingNextPage_setsPage_andNothingElse() async {
        let sut = makeSUT()
        let before = Outputs(sut)

        sut.send(.nextPage(42))

        XCTAssertEqual(sut.page, 42)
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["page"], after.difference(from: before))
    }

    @MainActor
    func testSendingSelect_respondsWithShowDetailOnce_andNothingElse() async {
        var responses: [ProductListViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.select(Product(id: 7, name: "Lamp", price: 30)))

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    func testSendingToggleFavorite_isNotYetImplemented() throws {
        _ = ProductListViewModel.Action.toggleFavorite
        throw XCTSkip("TODO: 'toggleFavorite' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testSendingOpenFilters_respondsWithShowFiltersOnce_andNothingElse() async {
        var responses: [ProductListViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.openFilters)

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showFilters? = responses.first else {
            return XCTFail("expected .showFilters, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ProductListViewModel.ResponderAction> = .noop) -> ProductListViewModel {
        ProductListViewModel(catalog: CatalogService(), favorites: FavoritesStore(), responder: responder)
    }

    /// Every output of `ProductListViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: ProductListViewModel) {
            read("products", sut.products)
            read("isLoading", sut.isLoading)
            read("query", sut.query)
            read("errorMessage", sut.errorMessage)
            read("page", sut.page)
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
