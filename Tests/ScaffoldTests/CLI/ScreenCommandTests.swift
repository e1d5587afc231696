import XCTest
@testable import ScaffoldSyntax
@testable import ScaffoldSupport
@testable import ScaffoldModel
@testable import ScaffoldGenerate
@testable import ScaffoldLint
@testable import ScaffoldReport
@testable import ScaffoldCLI

/// `scaffold screen` end to end, in a temporary repository.
final class ScreenCommandTests: XCTestCase {
    let config = """
    specs: Specs
    sources: App/Screens
    tests: AppTests
    module: App

    """
    let spec = """
    screen: Login
    outputs:
      username: String = ""
    actions:
      - updateUsername(String) -> set username
      - close -> respond close
    responder:
      - close -> dismiss

    """

    func makeRepository() throws -> TemporaryFolder {
        let repository = TemporaryFolder()
        try repository.write(".scaffold.yml", config)
        try repository.write("Specs/Login.screen.yml", spec)
        return repository
    }

    func testWritesTheScreenWhereTheConfigSays() throws {
        let repository = try makeRepository()
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, """
        created App/Screens/Login/LoginViewModel.swift
        created App/Screens/Login/LoginView.swift
        created App/Screens/Login/LoginRouter.swift
        created App/Screens/Responder.swift
        created AppTests/Login/LoginViewModelTests.swift
        created AppTests/Login/LoginRouterTests.swift

        """)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(repository.read("AppTests/Login/LoginViewModelTests.swift")?.contains("@testable import App\n") == true)
    }

    func testFindsTheConfigFromASubfolder() throws {
        let repository = try makeRepository()
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("App/Other"), withIntermediateDirectories: true)
        let result = runCLI(["screen", "Login"], in: repository.url.appendingPathComponent("App/Other").path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertNotNil(repository.read("App/Screens/Login/LoginView.swift"))
    }

    func testOnAnExistingScreenItKeepsEditedFilesAndCreatesOnlyWhatIsMissing() throws {
        let repository = try makeRepository()
        XCTAssertEqual(runCLI(["screen", "Login"], in: repository.url.path).code, 0)
        try repository.write("App/Screens/Login/LoginView.swift", "// my edits\n")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("AppTests/Login/LoginRouterTests.swift"))

        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, """
        unchanged App/Screens/Login/LoginViewModel.swift
        unchanged App/Screens/Login/LoginView.swift
        unchanged App/Screens/Login/LoginRouter.swift
        unchanged AppTests/Login/LoginViewModelTests.swift
        created AppTests/Login/LoginRouterTests.swift

        """)
        XCTAssertEqual(result.err, "App/Screens/Login/LoginView.swift: note: it does not declare LoginView, so scaffold leaves it as it is (--force rewrites it from the spec)\n")
        XCTAssertEqual(repository.read("App/Screens/Login/LoginView.swift"), "// my edits\n")
    }

    func testDiffOnAnExistingScreenShowsOnlyTheInsertionsAndWritesNothing() throws {
        let repository = try makeRepository()
        XCTAssertEqual(runCLI(["screen", "Login"], in: repository.url.path).code, 0)
        let view = try XCTUnwrap(repository.read("App/Screens/Login/LoginView.swift"))
        try repository.write("App/Screens/Login/LoginView.swift", view.replacingOccurrences(of: "Text(\"Login\")", with: "Text(\"Sign in\")"))
        XCTAssertEqual(runCLI(["screen", "Login", "--diff"], in: repository.url.path).out, "", "the spec adds nothing: no change")
        try repository.write("Specs/Login.screen.yml", spec.replacingOccurrences(of: "  username: String = \"\"\n", with: "  username: String = \"\"\n  isBusy: Bool = false\n"))
        let before = try XCTUnwrap(repository.read("App/Screens/Login/LoginViewModel.swift"))

        let result = runCLI(["screen", "Login", "--diff"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("--- a/App/Screens/Login/LoginViewModel.swift\n+++ b/App/Screens/Login/LoginViewModel.swift\n@@ "), result.out)
        let changed = result.out.split(separator: "\n").filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
        XCTAssertTrue(changed.allSatisfy { $0.hasPrefix("+") }, "insertions only: \(changed)")
        XCTAssertTrue(changed.contains("+    @Published private(set) var isBusy: Bool = false"), result.out)
        XCTAssertFalse(result.out.contains("Sign in"), "the view's edit is not touched")
        XCTAssertEqual(repository.read("App/Screens/Login/LoginViewModel.swift"), before, "--diff writes nothing")

        let forced = runCLI(["screen", "Login", "--diff", "--force"], in: repository.url.path)
        XCTAssertTrue(forced.out.contains("\n-            Text(\"Sign in\")\n+            Text(\"Login\")\n"), "--force rewrites whole files: \(forced.out)")
    }

    func testForceOverwritesAndARerunChangesNothing() throws {
        let repository = try makeRepository()
        XCTAssertEqual(runCLI(["screen", "Login"], in: repository.url.path).code, 0)
        try repository.write("App/Screens/Login/LoginView.swift", "// my edits\n")
        let forced = runCLI(["screen", "Login", "--force", "--yes"], in: repository.url.path)
        XCTAssertEqual(forced.code, 0, forced.err)
        XCTAssertTrue(forced.out.contains("overwrote App/Screens/Login/LoginView.swift\n"))
        XCTAssertEqual(forced.err, "App/Screens/Login/LoginView.swift: --force drops 1 hand-written line:\n  1: // my edits\n")
        XCTAssertTrue(forced.out.contains("unchanged App/Screens/Login/LoginViewModel.swift\n"))
        let again = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(again.code, 0)
        XCTAssertFalse(again.out.contains("overwrote") || again.out.contains("created"), again.out)
    }

    func testDryRunListsThePlanAndWritesNothing() throws {
        let repository = try makeRepository()
        let result = runCLI(["screen", "Login", "--dry-run"], in: repository.url.path)
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.hasPrefix("would create App/Screens/Login/LoginViewModel.swift\n"), result.out)
        XCTAssertEqual(filesBelow(repository.url), [".scaffold.yml", "Specs/Login.screen.yml"])
    }

    /// A hand-written file where the screen puts one of its own: the run refuses to replace
    /// it, and so does the dry run, which said "would overwrite" and exited 0. The advice
    /// keeps the file (another name); only `--force`, asked for, replaces it.
    func testADryRunRefusesAsTheRunDoesAndTheAdviceKeepsTheFile() throws {
        let repository = try makeRepository()
        try repository.write("App/Screens/Login/LoginView.swift", "import SwiftUI\nstruct LoginView: View { var body: some View { Text(\"mine\") } }\n")
        let advice = "Run with --diff to see the changes. To keep the file, give the screen another name, or its files other names with `naming:` in .scaffold.yml; a screen scaffold wrote grows with `scaffold add`, which keeps your code.\n"
        for flags in [["--dry-run"], []] {
            let result = runCLI(["screen", "Login"] + flags, in: repository.url.path)
            XCTAssertEqual(result.code, 2, "\(flags): \(result.out)")
            XCTAssertTrue(result.err.hasSuffix("error: a file exists and would change; nothing was written:\n  App/Screens/Login/LoginView.swift\n" + advice), "\(flags): \(result.err)")
            XCTAssertFalse(result.err.contains("--force"), result.err)
            XCTAssertNil(repository.read("App/Screens/Login/LoginViewModel.swift"), "nothing is written")
        }
        let forced = runCLI(["screen", "Login", "--dry-run", "--force"], in: repository.url.path)
        XCTAssertEqual(forced.code, 0, forced.err)
        XCTAssertTrue(forced.out.contains("would overwrite App/Screens/Login/LoginView.swift\n"), forced.out)
        XCTAssertEqual(repository.read("App/Screens/Login/LoginView.swift"), "import SwiftUI\nstruct LoginView: View { var body: some View { Text(\"mine\") } }\n")
    }

    /// A type of one of the screen's names that is not a screen (older code's struct): the
    /// new screen would declare it twice, which does not compile. Refused, nothing written.
    func testATypeOfTheScreensNameElsewhereIsRefused() throws {
        let repository = try makeRepository()
        try repository.write("App/Legacy.swift", "struct LoginViewModel {\n    var name = \"\"\n}\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 2, result.out)
        XCTAssertEqual(result.err, "error: LoginViewModel is declared already (App/Legacy.swift:1, a struct that is not a screen's), so the screen's LoginViewModel would not compile beside it: give the screen another name, or its types other names with `naming:` in .scaffold.yml\n")
        XCTAssertNil(repository.read("App/Screens/Login/LoginViewModel.swift"))
        // A nested type of that name is another type: the screen is written.
        try repository.write("App/Legacy.swift", "enum Legacy {\n    struct LoginViewModel {}\n}\n")
        XCTAssertEqual(runCLI(["screen", "Login", "--dry-run"], in: repository.url.path).code, 0)
        // With neither a config nor a project, the app's code is the sources folder alone
        // (as the README's first command runs in this repository, whose fixtures declare a
        // LoginRouter): a type elsewhere is not the app's.
        let bare = TemporaryFolder()
        try bare.write("Fixtures/Other/LoginRouter.swift", "final class LoginRouter {}\n")
        try bare.write("Specs/Login.screen.yml", spec)
        let written = runCLI(["screen", "--spec", "Specs/Login.screen.yml", "--sources", "demo/Sources", "--tests", "demo/Tests"], in: bare.url.path)
        XCTAssertEqual(written.code, 0, written.err)
    }

    /// A screen whose view is the app's own and cannot be built with its view model (an
    /// `init()` that makes it, or a private one): the router scaffold would write calls
    /// `LoginView(viewModel:)`, which would not compile. Refused at the view, saying what
    /// it needs; with that init, the router is written.
    func testAMissingRouterIsWrittenOnlyForAViewThatTakesItsViewModel() throws {
        let repository = try makeRepository()
        XCTAssertEqual(runCLI(["screen", "Login"], in: repository.url.path).code, 0)
        for file in ["App/Screens/Login/LoginRouter.swift", "AppTests/Login/LoginRouterTests.swift"] {
            try FileManager.default.removeItem(at: repository.url.appendingPathComponent(file))
        }
        let handWritten = [
            ("import SwiftUI\n\nstruct LoginView: View {\n    @StateObject private var viewModel = LoginViewModel(responder: .noop)\n    var body: some View { Text(\"Login\") }\n}\n",
             "takes its view model in no init"),
            ("import SwiftUI\n\nstruct LoginView: View {\n    @StateObject private var viewModel: LoginViewModel\n    init(name: String) { _viewModel = StateObject(wrappedValue: LoginViewModel(responder: .noop)) }\n    var body: some View { Text(\"Login\") }\n}\n",
             "has no init that takes its view model (init(name:))"),
            ("import SwiftUI\n\nstruct LoginView: View {\n    var body: some View { Text(\"Login\") }\n}\n", "takes its view model in no init"),
        ]
        for (view, reason) in handWritten {
            try repository.write("App/Screens/Login/LoginView.swift", view)
            let result = runCLI(["screen", "Login"], in: repository.url.path)
            XCTAssertEqual(result.code, 2, result.out)
            XCTAssertEqual(result.err, "App/Screens/Login/LoginView.swift:3:1: error: the router scaffold writes builds `LoginView(viewModel: router.viewModel)`, but LoginView \(reason): add `init(viewModel: LoginViewModel)` to LoginView, or write LoginRouter by hand\n")
            XCTAssertNil(repository.read("App/Screens/Login/LoginRouter.swift"))
        }
        try repository.write("App/Screens/Login/LoginView.swift", "import SwiftUI\n\nstruct LoginView: View {\n    @ObservedObject var viewModel: LoginViewModel\n    init(viewModel: LoginViewModel) { self.viewModel = viewModel }\n    var body: some View { Text(\"Login\") }\n}\n")
        let written = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(written.code, 0, written.err)
        XCTAssertTrue(written.out.contains("created App/Screens/Login/LoginRouter.swift"), written.out)
    }

    func testASpecErrorIsReportedAtItsPositionAndNothingIsWritten() throws {
        let repository = try makeRepository()
        try repository.write("Specs/Login.screen.yml", spec.replacingOccurrences(of: "set username", with: "set usernme"))
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "Specs/Login.screen.yml:5:35: error: no output 'usernme' (did you mean 'username'?); add it under 'outputs:'\n")
        XCTAssertEqual(filesBelow(repository.url), [".scaffold.yml", "Specs/Login.screen.yml"])
    }

    func testWithoutASpecOrFlagsItAsksForBlankThenWritesAMinimalScreen() throws {
        let folder = TemporaryFolder()
        try folder.write("Specs/Login.screen.yml", "screen: Login\n")
        try folder.write(".scaffold.yml", "specs: Specs\n")
        let missing = runCLI(["screen", "Logn"], in: folder.url.path)
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.err, "error: no spec for 'Logn': Specs/Logn.screen.yml does not exist (did you mean 'Login'?); write one with `scaffold spec Logn --write`, build one with --action/--output…, or pass --blank for a minimal screen\nRun 'scaffold screen --help' for usage.\n")
        XCTAssertEqual(filesBelow(folder.url), [".scaffold.yml", "Specs/Login.screen.yml"], "nothing is written")
        let result = runCLI(["screen", "Empty", "--blank", "--sources", "Sources/Shop"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "note: no module is set, so the tests will `@testable import Shop`; set `module:` in .scaffold.yml or pass --module\n")
        XCTAssertTrue(folder.read("Sources/Shop/Empty/EmptyViewModel.swift")?.contains("final class EmptyViewModel: ObservableObject {") == true)
    }

    func testFlagsBuildASpec() throws {
        let folder = TemporaryFolder()
        let result = runCLI(["screen", "Logout", "--module", "App", "--action", "confirm -> respond loggedOut",
                             "--responder", "loggedOut -> dismiss", "--output", "isBusy: Bool = false",
                             "--dependency", "session: Session", "--sample", "Session=Session()"], in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        let viewModel = try XCTUnwrap(folder.read("Sources/Logout/LogoutViewModel.swift"))
        XCTAssertTrue(viewModel.contains("        case .confirm:\n            responder.send(.loggedOut)\n"), viewModel)
        XCTAssertTrue(viewModel.contains("    private let session: Session\n"))
        XCTAssertTrue(viewModel.contains("@Published private(set) var isBusy: Bool = false"))
    }

    func testAFlagErrorNamesTheFlagAndColumn() throws {
        let result = runCLI(["screen", "Logout", "--module", "App", "--action", "confirm -> respnd done"], in: TemporaryFolder().url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "--action \"confirm -> respnd done\":1:12: error: unknown effect 'respnd' (did you mean 'respond'?); use `set OUTPUT`, `toggle OUTPUT`, `clear OUTPUT`, `respond CASE`, `send ACTION` or `await DEPENDENCY.METHOD(…)`\n")
    }

    func testSpecFlagsConflictWithASpecFile() throws {
        let repository = try makeRepository()
        let result = runCLI(["screen", "Login", "--action", "x"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: --action builds a spec on the command line, but the spec Specs/Login.screen.yml is used; edit the spec instead\nRun 'scaffold screen --help' for usage.\n")
    }

    func testANameThatDoesNotMatchTheSpecIsAnError() throws {
        let repository = try makeRepository()
        let result = runCLI(["screen", "Logout", "--spec", "Specs/Login.screen.yml"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("error: the spec Specs/Login.screen.yml describes the screen 'Login', not 'Logout'"), result.err)
    }

    func testAnExistingResponderIsNotWrittenAgain() throws {
        let repository = try makeRepository()
        try repository.write("App/Screens/Shared/Chain.swift", "struct Responder<Action> {\n    let send: (Action) -> Void\n}\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains("Responder.swift"), result.out)
    }

    /// The style and the platform can come from different places: checked once merged,
    /// naming where each came from; nothing is written.
    func testThePlatformFromAnyPlaceIsCheckedAgainstTheStyle() throws {
        let repository = try makeRepository()
        try repository.write(".scaffold.yml", config + "style: observation\n")
        let result = runCLI(["screen", "Login", "--platform", "iOS 16"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "error: style: observation needs iOS 17 (@Observable is iOS 17 API); for iOS 16 use `style: combine`, or set `platform: iOS 17` (the style from .scaffold.yml, the platform from --platform)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("App/Screens/Login").path))
        let bad = runCLI(["screen", "Login", "--platform", "iOS 15"], in: repository.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.contains("scaffold generates for iOS 16 and later"), bad.err)
        // Combine at iOS 16: the router view dismisses with the iOS 16 onChange.
        let legacy = runCLI(["screen", "Login", "--platform", "iOS 16", "--style", "combine"], in: repository.url.path)
        XCTAssertEqual(legacy.code, 0, legacy.err)
        let router = try XCTUnwrap(repository.read("App/Screens/Login/LoginRouter.swift"))
        XCTAssertTrue(router.contains(".onReceive(router.$isDismissed) { isDismissed in"), router)
        XCTAssertFalse(router.contains(".onChange("), router)
    }

    func testThePreviewFormComesFromTheFlagTheSpecOrTheConfig() throws {
        let repository = try makeRepository()
        // The default: the #Preview macro.
        XCTAssertEqual(runCLI(["screen", "Login", "--dry-run"], in: repository.url.path).code, 0)
        let macro = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(macro.code, 0, macro.err)
        let view = try XCTUnwrap(repository.read("App/Screens/Login/LoginView.swift"))
        XCTAssertTrue(view.contains("#if DEBUG\n#Preview {\n    LoginView(viewModel: LoginViewModel("), view)
        XCTAssertFalse(view.contains("PreviewProvider"), view)
        // The config asks for a PreviewProvider; the flag wins over it.
        try repository.write(".scaffold.yml", config + "previews: provider\n")
        XCTAssertEqual(runCLI(["screen", "Settings", "--blank"], in: repository.url.path).code, 0)
        let provider = try XCTUnwrap(repository.read("App/Screens/Settings/SettingsView.swift"))
        XCTAssertTrue(provider.contains("struct SettingsView_Previews: PreviewProvider {\n    static var previews: some View {"), provider)
        XCTAssertFalse(provider.contains("#Preview"), provider)
        // Read back from the code, in YAML and JSON.
        XCTAssertTrue(runCLI(["spec", "--from", "Settings"], in: repository.url.path).out.contains("\npreviews: provider\n"))
        XCTAssertTrue(runCLI(["spec", "--from", "Login", "--json"], in: repository.url.path).out.contains("\"previews\": \"macro\""))
        try repository.write("Specs/Json.screen.json", "{\"screen\": \"Json\", \"previews\": \"macro\"}")
        XCTAssertEqual(runCLI(["screen", "Json"], in: repository.url.path).code, 0)
        XCTAssertTrue(repository.read("App/Screens/Json/JsonView.swift")?.contains("#Preview {") == true)
        XCTAssertEqual(runCLI(["screen", "Profile", "--blank", "--previews", "macro"], in: repository.url.path).code, 0)
        XCTAssertTrue(repository.read("App/Screens/Profile/ProfileView.swift")?.contains("#Preview {") == true)
        // A spec's own setting wins over the config's.
        try repository.write("Specs/Account.screen.yml", "screen: Account\npreviews: macro\n")
        XCTAssertEqual(runCLI(["screen", "Account"], in: repository.url.path).code, 0)
        XCTAssertTrue(repository.read("App/Screens/Account/AccountView.swift")?.contains("#Preview {") == true)
        // A value that is neither says where and what to write.
        try repository.write(".scaffold.yml", config + "previews: canvas\n")
        let bad = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.err.hasPrefix(".scaffold.yml:5:11: error:") && bad.err.contains("macro or provider"), bad.err)
        try repository.write("Specs/Account.screen.yml", "screen: Account\npreviews: xcode\n")
        try repository.write(".scaffold.yml", config)
        let badSpec = runCLI(["screen", "Account", "--force"], in: repository.url.path)
        XCTAssertEqual(badSpec.code, 2)
        XCTAssertTrue(badSpec.err.hasPrefix("Specs/Account.screen.yml:2:11: error:") && badSpec.err.contains("macro"), badSpec.err)
    }

    func testConfigErrorsPointIntoTheConfig() throws {
        let repository = try makeRepository()
        try repository.write(".scaffold.yml", "sources: App\nstlye: combine\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, ".scaffold.yml:2:1: error: unknown key 'stlye' (did you mean 'style'?); a config's keys are specs, sources, tests, module, style, testing, testStyle, platform, previews, templates, naming, responder, fakes, lint, target\n")
    }

    func testTemplateOverridesAndNaming() throws {
        let repository = try makeRepository()
        try repository.write(".scaffold.yml", config + "templates: Templates\nnaming:\n  view: \"{name}Screen\"\n")
        try repository.write("Templates/View.swift.mustache", "// {{viewType}} shows {{viewModelType}}\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(repository.read("App/Screens/Login/LoginScreen.swift"), "// LoginScreen shows LoginViewModel\n")
        XCTAssertTrue(repository.read("App/Screens/Login/LoginRouter.swift")?.contains("LoginScreen(viewModel: router.viewModel)") == true)
    }

    func testATemplateErrorNamesTheTemplateLine() throws {
        let repository = try makeRepository()
        try repository.write(".scaffold.yml", config + "templates: Templates\n")
        try repository.write("Templates/View.swift.mustache", "import SwiftUI\n{{viewTyp}}\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "Templates/View.swift.mustache:2:1: error: unknown name 'viewTyp' in the template; did you mean 'viewType'?\n")
        XCTAssertNil(repository.read("App/Screens/Login/LoginViewModel.swift"))
    }

    // MARK: - Where Responder lives (issue 9, item 22)

    func testResponderIsNotWrittenWhenTheRepositoryDeclaresItOutsideSources() throws {
        let repository = try makeRepository()
        try repository.write("App/Shared/Chain.swift", "/// The app's own.\nstruct Responder<Action> {\n    let send: (Action) -> Void\n}\n")
        let result = runCLI(["screen", "Login"], in: repository.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertFalse(result.out.contains("Responder.swift"), result.out)
        XCTAssertNil(repository.read("App/Screens/Responder.swift"))
    }

    func testTheConfigSaysWhereResponderLivesOrThatItIsNeverWritten() throws {
        let repository = try makeRepository()
        try repository.write(".scaffold.yml", config + "responder: App/Core/Responder.swift\n")
        XCTAssertEqual(runCLI(["screen", "Login"], in: repository.url.path).code, 0)
        XCTAssertNotNil(repository.read("App/Core/Responder.swift"))
        XCTAssertNil(repository.read("App/Screens/Responder.swift"))
        let other = try makeRepository()
        try other.write(".scaffold.yml", config + "responder: none\n")
        XCTAssertEqual(runCLI(["screen", "Login"], in: other.url.path).code, 0)
        XCTAssertFalse(filesBelow(other.url).contains { $0.hasSuffix("Responder.swift") })
        try other.write(".scaffold.yml", config + "responder: maybe\n")
        let bad = runCLI(["screen", "Login"], in: other.url.path).err
        XCTAssertTrue(bad.hasPrefix(".scaffold.yml:5:12: error: 'responder' is the Swift file that declares Responder"), bad)
    }
}
