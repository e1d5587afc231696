import Foundation
import XCTest
@testable import Showcase

/// One test per action of `GalleryViewModel`.
final class GalleryViewModelTests: XCTestCase {

    @MainActor
    func testGalleryViewModel_initialState() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.isLoading, false)
        XCTAssertNil(sut.problem)
        XCTAssertNil(sut.lastError)
        XCTAssertEqual(sut.quantity, 1)
        XCTAssertEqual(sut.brightness, 0.5)
        XCTAssertEqual(sut.views, 0)
        XCTAssertEqual(sut.rating, 4.5)
        XCTAssertEqual(sut.caption, "")
        XCTAssertEqual(sut.pin, "")
        XCTAssertEqual(sut.isFavorite, false)
    }

    @MainActor
    func testGalleryViewModel_whenSendingRefresh_setsPhotosFromLibrary() async {
        let library = FakePhotoLibrary()
        library.photosReturnValue = [Photo(id: 1, title: "Dunes")]
        let sut = GalleryViewModel(library: library, responder: .noop)
        library.photosError = FakeError("offline")
        sut.send(.refresh)
        await sut.lastEffect?.value
        library.photosError = nil

        sut.send(.refresh)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 2)
        XCTAssertEqual(sut.photos, [Photo(id: 1, title: "Dunes")])
        XCTAssertNil(sut.problem)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testGalleryViewModel_whenSendingRefreshAndItFails_setsProblem() async {
        let library = FakePhotoLibrary()
        library.photosError = FakeError("offline")
        let sut = GalleryViewModel(library: library, responder: .noop)

        sut.send(.refresh)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 1)
        XCTAssertEqual(sut.problem, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testGalleryViewModel_whenSendingRetry_setsPhotosFromLibrary() async {
        let library = FakePhotoLibrary()
        library.photosReturnValue = [Photo(id: 1, title: "Dunes")]
        let sut = GalleryViewModel(library: library, responder: .noop)
        library.photosError = FakeError("offline")
        sut.send(.retry)
        await sut.lastEffect?.value
        library.photosError = nil

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 2)
        XCTAssertEqual(sut.photos, [Photo(id: 1, title: "Dunes")])
        XCTAssertNil(sut.problem)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testGalleryViewModel_whenSendingRetryAndItFails_setsProblem() async {
        let library = FakePhotoLibrary()
        library.photosError = FakeError("offline")
        let sut = GalleryViewModel(library: library, responder: .noop)

        sut.send(.retry)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 1)
        XCTAssertEqual(sut.problem, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testGalleryViewModel_whenSendingHideProblem_clearsProblem() async {
        let sut = makeSUT()

        sut.send(.hideProblem)

        XCTAssertNil(sut.problem)
    }

    @MainActor
    func testGalleryViewModel_whenSendingLoad_setsPhotosFromLibrary() async {
        let library = FakePhotoLibrary()
        library.photosReturnValue = [Photo(id: 1, title: "Dunes")]
        let sut = GalleryViewModel(library: library, responder: .noop)
        library.photosError = FakeError("offline")
        sut.send(.load)
        await sut.lastEffect?.value
        library.photosError = nil

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 2)
        XCTAssertEqual(sut.photos, [Photo(id: 1, title: "Dunes")])
        XCTAssertNil(sut.problem)
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    @MainActor
    func testGalleryViewModel_whenSendingLoadAndItFails_setsProblem() async {
        let library = FakePhotoLibrary()
        library.photosError = FakeError("offline")
        let sut = GalleryViewModel(library: library, responder: .noop)

        sut.send(.load)
        XCTAssertEqual(sut.isLoading, true, "loading while the call runs")
        await sut.lastEffect?.value

        XCTAssertEqual(library.photosCallCount, 1)
        XCTAssertEqual(sut.problem, "offline")
        XCTAssertEqual(sut.isLoading, false, "not loading once the call is done")
    }

    func testGalleryViewModel_whenSendingPreview_isNotYetImplemented() throws {
        _ = GalleryViewModel.Action.preview
        throw XCTSkip("TODO: 'preview' has no effect yet; implement it, then write this test")
    }

    @MainActor
    func testGalleryViewModel_whenSendingOpen_respondsWithShowPhotoOnce() async {
        var responses: [GalleryViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.open(Photo(id: 1, title: "Dunes")))

        XCTAssertEqual(responses.count, 1)
        guard case .showPhoto? = responses.first else {
            return XCTFail("expected .showPhoto, got \(responses)")
        }
    }

    @MainActor
    func testGalleryViewModel_whenSendingSetQuantity_setsQuantity() async {
        let sut = makeSUT()

        sut.send(.setQuantity(42))

        XCTAssertEqual(sut.quantity, 42)
    }

    @MainActor
    func testGalleryViewModel_whenSendingSetBrightness_setsBrightness() async {
        let sut = makeSUT()

        sut.send(.setBrightness(4.2))

        XCTAssertEqual(sut.brightness, 4.2)
    }

    @MainActor
    func testGalleryViewModel_whenSendingUpdateCaption_setsCaption() async {
        let sut = makeSUT()

        sut.send(.updateCaption("sample"))

        XCTAssertEqual(sut.caption, "sample")
    }

    @MainActor
    func testGalleryViewModel_whenSendingUpdatePin_setsPin() async {
        let sut = makeSUT()

        sut.send(.updatePin("sample"))

        XCTAssertEqual(sut.pin, "sample")
    }

    @MainActor
    func testGalleryViewModel_whenSendingToggleFavorite_togglesIsFavorite() async {
        let sut = makeSUT()
        let before = sut.isFavorite

        sut.send(.toggleFavorite)

        XCTAssertEqual(sut.isFavorite, !before)
    }

    @MainActor
    func testGalleryViewModel_whenSendingSort_setsOrder() async {
        let sut = makeSUT()

        sut.send(.sort(PhotoOrder.oldest))

        XCTAssertEqual(sut.order, PhotoOrder.oldest)
    }

    @MainActor
    func testGalleryViewModel_whenSendingShare_respondsWithShareOnce() async {
        var responses: [GalleryViewModel.ResponderAction] = []
        let sut = makeSUT(responder: Responder { responses.append($0) })

        sut.send(.share)

        XCTAssertEqual(responses.count, 1)
        guard case .share? = responses.first else {
            return XCTFail("expected .share, got \(responses)")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT(responder: Responder<GalleryViewModel.ResponderAction> = .noop) -> GalleryViewModel {
        GalleryViewModel(library: FakePhotoLibrary(), responder: responder)
    }
}
