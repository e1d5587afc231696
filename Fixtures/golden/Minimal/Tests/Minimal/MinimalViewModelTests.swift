import Foundation
import XCTest
@testable import Blank

/// One test per action of `MinimalViewModel`.
final class MinimalViewModelTests: XCTestCase {

    // MARK: - Support

    @MainActor
    private func makeSUT() -> MinimalViewModel {
        MinimalViewModel()
    }
}
