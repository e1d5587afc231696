import Foundation
import XCTest
@testable import Showcase

/// The navigation `GalleryRouter` performs for each responder action.
final class GalleryRouterTests: XCTestCase {

    @MainActor
    func testGalleryRouter_startsWithNothingShown() async {
        let sut = makeSUT()

        XCTAssertTrue(sut.path.isEmpty)
        XCTAssertNil(sut.presented)
        XCTAssertFalse(sut.isDismissed)
    }

    @MainActor
    func testGalleryRouter_whenHandlingShowPhoto_showsDetail() async {
        let sut = makeSUT()

        sut.handle(.showPhoto(Photo(id: 1, title: "Dunes")))

        guard case .detail? = sut.path.last else {
            return XCTFail("expected the path to end with .detail, got \(sut.path)")
        }
    }

    @MainActor
    func testGalleryRouter_whenHandlingShare_presentsShareSheet() async {
        let sut = makeSUT()

        sut.handle(.share)

        guard case .shareSheet? = sut.presented else {
            return XCTFail("expected .shareSheet to be presented, got \(String(describing: sut.presented))")
        }
    }

    // MARK: - Support

    @MainActor
    private func makeSUT() -> GalleryRouter {
        GalleryRouter(library: FakePhotoLibrary())
    }
}
