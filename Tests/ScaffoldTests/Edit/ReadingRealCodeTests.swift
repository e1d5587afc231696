import Foundation
import XCTest
@testable import ScaffoldCLI

/// Screens as public apps write them, from a trial of `spec --from` and `add` on six open
/// source SwiftUI apps: `send(action:)`, tests that build the view model with locals and
/// `.init(…)`, an output the init sets, test classes named `…Test` with `test_` names, two
/// apps in one folder, and test files whose names contain another view model's.
final class ReadingRealCodeTests: XCTestCase {
    let viewModel = """
    import Combine
    import Foundation

    final class SearchViewModel: ObservableObject {
        enum Action {
            case load
            case clear
            case pick(Int)
        }

        @Published var results: [String] = []
        @Published var selected: Item

        private let container: Container

        init(container: Container, selected: Item) {
            self.container = container
            self.selected = selected
        }

        func send(action: Action) {
            switch action {
            case .load:
                results = container.search()
            case .clear:
                send(action: .load)
            case let .pick(index):
                results = [results[index]]
            }
        }
    }

    """
    let tests = """
    import XCTest
    @testable import App

    final class SearchViewModelTest: XCTestCase {
        func test_load_fillsResults() {
            let item = Item.sample
            let viewModel: SearchViewModel = .init(container: .stub, selected: item)
            viewModel.send(action: .load)
            XCTAssertFalse(viewModel.results.isEmpty)
        }
    }

    """

    func makeApp() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write("App/Search/SearchViewModel.swift", viewModel)
        try folder.write("AppTests/SearchViewModelTest.swift", tests)
        try folder.write("App/Root.swift", "struct Root {\n    func make() -> SearchViewModel { .init(container: .live, selected: .sample) }\n}\n")
        return folder
    }

    func testTheSpecOfAScreenWithSendActionLocalsAndAnOutputTheInitSets() throws {
        let folder = try makeApp()
        let result = runCLI(["spec", "--from", "App/Search/SearchViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "App/Search/SearchViewModel.swift:12:20: note: the output 'selected' has no initial value (the init sets it); a spec's output starts from a value, so the spec leaves it out, and the code keeps it\n")
        XCTAssertEqual(result.out, """
        screen: Search
        module: App
        style: combine
        testing: xctest

        dependencies:
          container: Container

        outputs:
          results: '[String] = []'

        actions:
          - load    # custom: handled in code
          - clear -> send load
          - pick(Int)    # custom: handled in code

        samples:
          Container: .stub

        """, "`send(action: .load)` is read as `send load`; `.stub` comes from `.init(container: .stub, …)`")
    }

    func testAddingKeepsTheSendLabelBuildsTheFactoryFromTheInitAndNamesTestsInTheFilesStyle() throws {
        let folder = try makeApp()
        let result = runCLI(["add", "App/Search/SearchViewModel.swift", "--action", "refresh -> send load", "--output", "isBusy: Bool = false",
                             "--dependency", "clock: Clock", "--sample", "Clock=Clock()"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("App/Root.swift:2:39: note: this `.init(…)` may build SearchViewModel; if it does, pass clock here too"), result.err)
        let code = try XCTUnwrap(folder.read("App/Search/SearchViewModel.swift"))
        XCTAssertTrue(code.contains("        case .refresh:\n            send(action: .load)\n"), code)
        let tests = try XCTUnwrap(folder.read("AppTests/SearchViewModelTest.swift"))
        XCTAssertTrue(tests.contains("let viewModel: SearchViewModel = .init(container: .stub, selected: item, clock: Clock())"), "a construction by `.init(` gets the new dependency")
        XCTAssertTrue(tests.contains("func test_initialState() async {"), tests)
        XCTAssertTrue(tests.contains("func test_whenSendingRefresh_isNotYetImplemented() throws {"), tests)
        XCTAssertTrue(tests.contains("throw XCTSkip(\"TODO: 'refresh' sends 'load', which runs code of its own; write this test by hand\")"), tests)
        XCTAssertTrue(tests.contains("SearchViewModel(container: .stub, selected: Item.sample, clock: Clock())"), "the factory passes what the init takes, a local read from its declaration")
        XCTAssertFalse(tests.contains("testTest"))

        let again = runCLI(["add", "App/Search/SearchViewModel.swift", "--output", "selected: Int = 0"], in: folder.url.path)
        XCTAssertEqual(again.code, 2)
        XCTAssertTrue(again.err.hasSuffix("error: SearchViewModel has a member named 'selected' already (App/Search/SearchViewModel.swift:13); choose another name\n"), again.err)
    }

    func testTwoAppsInOneFolderAndTestFilesThatNameAnotherViewModel() throws {
        let folder = TemporaryFolder()
        let home = "import Combine\n\nfinal class HomeViewModel: ObservableObject {\n    @Published private(set) var title = \"\"\n}\n"
        try folder.write("One/HomeViewModel.swift", home)
        try folder.write("Two/HomeViewModel.swift", home)
        let ambiguous = runCLI(["spec", "--from", "Home"], in: folder.url.path)
        XCTAssertEqual(ambiguous.code, 2)
        XCTAssertEqual(ambiguous.err, "error: 'HomeViewModel' is declared in 2 files: One/HomeViewModel.swift:3, Two/HomeViewModel.swift:3; give the view model's file instead of the name, or use --config to choose the app\n")
        XCTAssertEqual(runCLI(["spec", "--from", "One/HomeViewModel.swift"], in: folder.url.path).code, 0, "the file says which")

        try folder.write("One/ProfileViewModel.swift", "final class ProfileViewModel: ObservableObject {\n    @Published private(set) var name = \"\"\n}\n")
        try folder.write("OneTests/EditProfileViewModelTest.swift", "import Testing\n@testable import One\n\nstruct EditProfileViewModelTest {\n    @Test func edits() { _ = EditProfileViewModel() }\n}\n")
        let profile = runCLI(["spec", "--from", "One/ProfileViewModel.swift"], in: folder.url.path)
        XCTAssertEqual(profile.out, "screen: Profile\nstyle: combine\n\noutputs:\n  name: String = \"\"\n", "EditProfileViewModel's test is not ProfileViewModel's")
    }

    func testAViewModelWithActionsButNoSendSaysSo() throws {
        let folder = TemporaryFolder()
        try folder.write("App/ProfilesViewModel.swift", "final class ProfilesViewModel: ObservableObject {\n    enum Action { case add }\n    func apply(_ action: Action) {}\n}\n")
        try folder.write("AppTests/ProfilesViewModelTests.swift", "import XCTest\n@testable import App\n\nfinal class ProfilesViewModelTests: XCTestCase {\n    func testAdd() { ProfilesViewModel().apply(.add) }\n}\n")
        let result = runCLI(["add", "App/ProfilesViewModel.swift", "--action", "remove"], in: folder.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("error: ProfilesViewModel in App/ProfilesViewModel.swift has no send(_:) to add the case to"), result.err)
    }
}
