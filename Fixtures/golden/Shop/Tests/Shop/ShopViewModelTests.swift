import Foundation
import XCTest
@testable import Shop

/// One test per action of `ShopViewModel`.
final class ShopViewModelTests: XCTestCase {

    @MainActor
    func testInitialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertEqual(sut.page, 1)
        XCTAssertNil(sut.errorMessage)
    }

    @MainActor
    func testSendingLoad_setsProductsFromCatalog_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 1, name: "Lamp")]
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
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

        XCTAssertEqual(catalog.productsCalls.count, 2)
        XCTAssertEqual(sut.products, [Product(id: 1, name: "Lamp")])
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage", "products"], after.difference(from: before))
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testSendingLoadAndItFails_setsErrorMessage_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        let before = Outputs(sut)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        XCTAssertEqual(whileLoading.changed(from: before), ["isLoading"], whileLoading.difference(from: before))
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
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
    func testSendingRefresh_callsCatalogRefresh_andNothingElse() async {
        let catalog = FakeCatalogService()
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        let before = Outputs(sut)

        sut.send(.refresh)
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.refreshCallCount, 1)
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
    }

    @MainActor
    func testSendingRetry_setsProductsFromCatalog_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsReturnValue = [Product(id: 1, name: "Lamp")]
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        catalog.productsError = FakeError("offline")
        sut.send(.retry)
        await sut.lastEffect?.value
        catalog.productsError = nil
        let before = Outputs(sut)

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        XCTAssertEqual(whileLoading.changed(from: before), ["isLoading"], whileLoading.difference(from: before))
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 2)
        XCTAssertEqual(sut.products, [Product(id: 1, name: "Lamp")])
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage", "products"], after.difference(from: before))
        XCTAssertNil(sut.errorMessage)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testSendingRetryAndItFails_setsErrorMessage_andNothingElse() async {
        let catalog = FakeCatalogService()
        catalog.productsError = FakeError("offline")
        let sut = ShopViewModel(catalog: catalog, cart: FakeCartService(), responder: .noop)
        let before = Outputs(sut)

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        let whileLoading = Outputs(sut)
        XCTAssertEqual(whileLoading.changed(from: before), ["isLoading"], whileLoading.difference(from: before))
        await sut.lastEffect?.value

        XCTAssertEqual(catalog.productsCalls.count, 1)
        XCTAssertEqual(sut.errorMessage, "offline")
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), ["errorMessage"], after.difference(from: before))
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testSendingAddToCart_callsCartAdd_andNothingElse() async {
        let cart = FakeCartService()
        let sut = ShopViewModel(catalog: FakeCatalogService(), cart: cart, responder: .noop)
        let before = Outputs(sut)

        sut.send(.addToCart(Product(id: 1, name: "Lamp")))
        await sut.lastEffect?.value

        XCTAssertEqual(cart.addCalls.count, 1)
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
    }

    @MainActor
    func testSendingAddToCartAndItFails_respondsWithShowError_andNothingElse() async {
        let cart = FakeCartService()
        cart.addError = FakeError("offline")
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = ShopViewModel(catalog: FakeCatalogService(), cart: cart, responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.addToCart(Product(id: 1, name: "Lamp")))
        await sut.lastEffect?.value

        XCTAssertEqual(cart.addCalls.count, 1)
        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showError? = responses.first else {
            return XCTFail("expected .showError, got \(responses)")
        }
    }

    @MainActor
    func testSendingCartFailed_respondsWithShowErrorOnce_andNothingElse() async {
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.cartFailed("sample"))

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showError? = responses.first else {
            return XCTFail("expected .showError, got \(responses)")
        }
    }

    @MainActor
    func testSendingSelect_respondsWithShowDetailOnce_andNothingElse() async {
        var responses: [ShopViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })
        let before = Outputs(sut)

        sut.send(.select(Product(id: 1, name: "Lamp")))

        let after = Outputs(sut)
        XCTAssertEqual(after.changed(from: before), [], after.difference(from: before))
        XCTAssertEqual(responses.count, 1)
        guard case .showDetail? = responses.first else {
            return XCTFail("expected .showDetail, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<ShopViewModel.ResponderAction> = .noop) -> ShopViewModel {
        ShopViewModel(catalog: FakeCatalogService(), cart: FakeCartService(), responder: responder)
    }

    /// Every output of `ShopViewModel` at one moment. A test reads them before and after
    /// an action and names those that changed: compared with `==` where an output's type is
    /// `Equatable`, by its `dump` otherwise (a class instance changed in place is not seen).
    private struct Outputs {
        private var values: [(name: String, text: String, isEqual: (Any) -> Bool, value: Any)] = []

        @MainActor
        init(_ sut: ShopViewModel) {
            read("products", sut.products)
            read("isLoading", sut.isLoading)
            read("page", sut.page)
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
