import Foundation
import XCTest

/// A screen that opens another answers what that one passes up in a generated handler
/// (`func handle(_ action: DetailViewModel.ResponderAction)`, a `switch` with a case per
/// passed-up action, and `default: break` only when the child has others). When the child's
/// `ResponderAction` gains a case, the opener's handler is edited in the same write, by
/// `scaffold app`, `scaffold screen` and `scaffold add` (app seed 1: `scaffold app` exited 0
/// and the opener's router did not compile, "switch must be exhaustive").
final class GenerativeChildHandlerTests: XCTestCase {
    /// An app whose first flow shows Home, which pushes Detail; Detail passes `done` up and
    /// Home answers it by dismissing: HomeRouter's handler of Detail's actions has one case
    /// and no `default:`.
    func app() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\nfakes:\n  previews: Sources/PreviewSupport\n")
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        try folder.write("Specs/Home.screen.yml", """
            screen: Home
            actions:
              - tapDetail -> respond showDetail
            responder:
              - showDetail -> route detail
              - detail.done -> dismiss
            routes:
              - detail -> screen Detail

            """)
        try folder.write("Specs/Detail.screen.yml", """
            screen: Detail
            outputs:
              count: Int = 0
            actions:
              - finish -> respond done
            responder:
              - done -> up

            """)
        scaffold(["app", "Shop"], in: folder)
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(router.contains("func handle(_ action: DetailViewModel.ResponderAction)"), router)
        XCTAssertFalse(router.contains("default:"), router)
        return folder
    }

    /// The sources and tests compile (where the stand-ins are built) and lint finds nothing;
    /// `scaffold app` again changes nothing and Home agrees with its spec.
    func assertSound(_ folder: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) {
        if GeneratedCodeCheck.isAvailable {
            XCTAssertNil(GeneratedCodeCheck.typecheck(folder.url, module: "Gen", tests: true, debug: true), file: file, line: line)
        }
        let lint = runCLI(["lint"], in: folder.url.path)
        XCTAssertEqual(lint.code, 0, lint.out + lint.err, file: file, line: line)
        XCTAssertTrue((lint.out + lint.err).contains("0 errors, 0 warnings"), lint.out + lint.err, file: file, line: line)
        let router = folder.read("Sources/Home/HomeRouter.swift")
        let again = runCLI(["app", "Shop"], in: folder.url.path)
        XCTAssertEqual(again.code, 0, again.err, file: file, line: line)
        XCTAssertTrue(again.out.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") }, again.out + again.err, file: file, line: line)
        XCTAssertEqual(folder.read("Sources/Home/HomeRouter.swift"), router, file: file, line: line)
        let check = runCLI(["screen", "Home", "--check"], in: folder.url.path)
        XCTAssertEqual(check.code, 0, check.out + check.err, file: file, line: line)
    }

    /// The handler of Detail's actions in `router`, from its signature to the end of its switch.
    func handler(in router: String) -> String {
        guard let start = router.range(of: "func handle(_ action: DetailViewModel.ResponderAction)") else { return "" }
        let rest = router[start.lowerBound...]
        guard let end = rest.range(of: "\n        }\n") else { return String(rest) }
        return String(rest[..<end.upperBound])
    }

    /// A responder action Detail does not pass up: Home's handler gains `default: break`,
    /// by `scaffold app` after the spec changed.
    func testAppGivesTheOpenersHandlerADefaultForANewActionNotPassedUp() throws {
        let folder = try app()
        let detail = (folder.read("Specs/Detail.screen.yml") ?? "")
            .replacingOccurrences(of: "respond done\n", with: "respond done\n  - tapClose -> respond close\n")
            .replacingOccurrences(of: "  - done -> up\n", with: "  - done -> up\n  - close -> dismiss\n")
        try folder.write("Specs/Detail.screen.yml", detail)
        scaffold(["app", "Shop"], in: folder)
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(handler(in: router).hasSuffix("""
                    case .done:
                        dismiss()
                    default:
                        break
                    }

            """), handler(in: router))
        assertSound(folder)
    }

    /// The same, by `scaffold add` on Detail, whose router file keeps its CRLF line endings.
    func testAddGivesTheOpenersHandlerADefaultForANewActionNotPassedUp() throws {
        let folder = try app()
        let crlf = (folder.read("Sources/Home/HomeRouter.swift") ?? "").replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write("Sources/Home/HomeRouter.swift", crlf)
        let said = scaffold(["add", "Detail", "--responder", "close -> dismiss", "--action", "tapClose -> respond close"], in: folder)
        XCTAssertFalse(said.contains("HomeRouter.swift"), "the handler is edited, not left in a note: \(said)")
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(router.contains("case .done:\r\n            dismiss()\r\n        default:\r\n            break\r\n        }\r\n"), router)
        XCTAssertEqual(router.replacingOccurrences(of: "        default:\r\n            break\r\n", with: ""), crlf, "only inserted")
        try folder.write("Sources/Home/HomeRouter.swift", router.replacingOccurrences(of: "\r\n", with: "\n"))
        assertSound(folder)
    }

    /// A responder action Detail passes up, which Home's spec answers (`detail.cancelled ->
    /// dismiss`): Home's handler gains its case with that effect, and its router test, by
    /// `scaffold app`.
    func testAppGivesTheOpenersHandlerTheCaseOfANewPassedUpAction() throws {
        let folder = try app()
        let detail = (folder.read("Specs/Detail.screen.yml") ?? "")
            .replacingOccurrences(of: "respond done\n", with: "respond done\n  - cancel(String) -> respond cancelled\n")
            .replacingOccurrences(of: "  - done -> up\n", with: "  - done -> up\n  - cancelled(String) -> up\n")
        try folder.write("Specs/Detail.screen.yml", detail)
        let home = (folder.read("Specs/Home.screen.yml") ?? "").replacingOccurrences(of: "  - detail.done -> dismiss\n", with: "  - detail.done -> dismiss\n  - detail.cancelled -> dismiss\n")
        try folder.write("Specs/Home.screen.yml", home)
        scaffold(["app", "Shop"], in: folder)
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(handler(in: router).hasSuffix("""
                    case .done:
                        dismiss()
                    case .cancelled:
                        dismiss()
                    }

            """), handler(in: router))
        let tests = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(tests.contains("WhenDetailPassesCancelledUp_closesIt") || tests.contains("whenDetailPassesCancelledUp_closesIt"), tests)
        assertSound(folder)
    }

    /// The same by `scaffold add` on Detail, Home's spec not answering it: the case is
    /// rendered as an unanswered one is, before the hand-written `default:` Home's handler has
    /// (which the responder action Detail does not pass up, added with it, needs).
    func testAddGivesTheOpenersHandlerTheCaseOfANewPassedUpAction() throws {
        let folder = try app()
        let written = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        let withDefault = written.replacingOccurrences(of: "            dismiss()\n        }\n    }\n", with: "            dismiss()\n        // Anything else is ignored.\n        default:\n            break\n        }\n    }\n")
        XCTAssertNotEqual(withDefault, written)
        try folder.write("Sources/Home/HomeRouter.swift", withDefault)
        scaffold(["add", "Detail", "--responder", "cancelled -> up", "--responder", "close -> dismiss", "--action", "cancel -> respond cancelled",
                  "--action", "tapClose -> respond close"], in: folder)
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(handler(in: router).hasSuffix("""
                    case .done:
                        dismiss()
                    case .cancelled:
                        // TODO: handle .cancelled
                        break
                    // Anything else is ignored.
                    default:
                        break
                    }

            """), handler(in: router))
        assertSound(folder)
    }

    /// The router test of a passed-up action the opener answers (`detail.cancelled ->
    /// dismiss`, written without the case's values) passes the values the case has: it called
    /// `handle(DetailViewModel.ResponderAction.cancelled)`, which did not compile.
    func testTheRouterTestOfAnAnsweredActionWithValuesPassesThem() throws {
        let folder = TemporaryFolder()
        try folder.write(".scaffold.yml", "specs: Specs\nsources: Sources\ntests: Tests\nmodule: Gen\n")
        try folder.write("Specs/Shop.app.yml", "app: Shop\nmodule: Gen\nflows:\n  - main -> screen Home\n")
        try folder.write("Specs/Home.screen.yml", "screen: Home\nactions:\n  - tapDetail -> respond showDetail\nresponder:\n  - showDetail -> route detail\n  - detail.cancelled -> dismiss\nroutes:\n  - detail -> screen Detail\n")
        try folder.write("Specs/Detail.screen.yml", "screen: Detail\nactions:\n  - cancel(String) -> respond cancelled\nresponder:\n  - cancelled(String) -> up\n")
        scaffold(["app", "Shop"], in: folder)
        let tests = folder.read("Tests/Home/HomeRouterTests.swift") ?? ""
        XCTAssertTrue(tests.contains("sut.handle(DetailViewModel.ResponderAction.cancelled(\""), tests)
        assertSound(folder)
    }

    /// `scaffold screen Detail` after its spec passes a new action up edits Home's handler too.
    func testScreenGivesTheOpenersHandlerTheCaseOfANewPassedUpAction() throws {
        let folder = try app()
        let detail = (folder.read("Specs/Detail.screen.yml") ?? "")
            .replacingOccurrences(of: "respond done\n", with: "respond done\n  - cancel -> respond cancelled\n")
            .replacingOccurrences(of: "  - done -> up\n", with: "  - done -> up\n  - cancelled -> up\n")
        try folder.write("Specs/Detail.screen.yml", detail)
        scaffold(["screen", "Detail"], in: folder)
        let router = folder.read("Sources/Home/HomeRouter.swift") ?? ""
        XCTAssertTrue(handler(in: router).contains("case .cancelled:\n            // TODO: handle .cancelled\n            break\n"), handler(in: router))
        assertSound(folder)
    }
}
