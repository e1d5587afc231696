import Foundation
import XCTest
@testable import ScaffoldGenerate
@testable import ScaffoldSyntax

/// The container gains members in place: a `let` in the struct and an argument in each
/// labelled construction, in the order generation would give them, with the file's own
/// layout and line endings; everything else stays byte for byte.
final class ContainerEditorTests: XCTestCase {
    let wanted = [
        AppGenerator.Member(name: "session", type: "SessionService", sample: "SessionService()"),
        AppGenerator.Member(name: "reviews", type: "ReviewService", sample: "ReviewService()"),
        AppGenerator.Member(name: "catalog", type: "CatalogService", sample: "CatalogService()"),
    ]

    func edit(_ text: String, constructing other: String? = nil, members: [AppGenerator.Member]? = nil) throws -> (declaring: String, other: String?, result: ContainerEditor.Result) {
        var files = ["/p/Services.swift": SourceFile(path: "Services.swift", text: text)]
        if let other { files["/p/App.swift"] = SourceFile(path: "App.swift", text: other) }
        let result = try ContainerEditor.edit(container: "Services", members: members ?? wanted, declaring: "/p/Services.swift",
                                              constructing: other == nil ? [] : ["/p/App.swift"], files: files)
        let changed = Dictionary(result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { a, _ in a })
        return (changed["/p/Services.swift"] ?? text, other.map { changed["/p/App.swift"] ?? $0 }, result)
    }

    func testAMemberGoesWhereGenerationPutsItInTheStructAndEveryConstruction() throws {
        let text = """
        struct Services {
            let session: SessionService
            // Hand-written: the catalog.
            let catalog: CatalogService
        }

        extension Services {
            static var preview: Services {
                Services(
                    session: SessionService(),
                    catalog: CatalogService()
                )
            }
        }

        """
        let app = "let services = Services(session: LiveSession(), catalog: LiveCatalog())\n"
        let (declaring, other, result) = try edit(text, constructing: app)
        XCTAssertEqual(result.added, ["reviews"])
        XCTAssertEqual(declaring, """
        struct Services {
            let session: SessionService
            let reviews: ReviewService
            // Hand-written: the catalog.
            let catalog: CatalogService
        }

        extension Services {
            static var preview: Services {
                Services(
                    session: SessionService(),
                    reviews: ReviewService(),
                    catalog: CatalogService()
                )
            }
        }

        """)
        XCTAssertEqual(other, "let services = Services(session: LiveSession(), reviews: ReviewService(), catalog: LiveCatalog())\n")
    }

    func testLineEndingsAndTrailingCommasAreTheFiles() throws {
        let text = "struct Services {\r\n    let session: SessionService\r\n}\r\n\r\nlet preview = Services(\r\n    session: SessionService(),\r\n)\r\n"
        let (declaring, _, _) = try edit(text)
        XCTAssertEqual(declaring, "struct Services {\r\n    let session: SessionService\r\n    let reviews: ReviewService\r\n    let catalog: CatalogService\r\n}\r\n\r\n"
                       + "let preview = Services(\r\n    session: SessionService(),\r\n    reviews: ReviewService(),\r\n    catalog: CatalogService(),\r\n)\r\n")
    }

    func testNothingToAddChangesNothingAndMembersNoSpecNamesStay() throws {
        let text = "struct Services {\n    let analytics: Analytics\n    let session: SessionService\n    let reviews: ReviewService\n    let catalog: CatalogService\n}\n"
        let (declaring, _, result) = try edit(text)
        XCTAssertEqual(declaring, text)
        XCTAssertTrue(result.files.isEmpty)
        XCTAssertTrue(result.added.isEmpty)
    }

    func testAnEmptyContainerAndAnUnlabelledConstruction() throws {
        let text = "struct Services {\n}\n\nlet a = Services()\nlet b = Services(x)\n"
        let (declaring, _, result) = try edit(text, members: [wanted[0]])
        XCTAssertEqual(declaring, "struct Services {\n    let session: SessionService\n}\n\nlet a = Services(session: SessionService())\nlet b = Services(x)\n")
        XCTAssertEqual(result.notes.count, 1)
        XCTAssertTrue(result.notes[0].hasPrefix("Services.swift:5:9: this Services(…) has unlabelled arguments; pass session here by hand"), result.notes[0])
    }

    func testAMemberOfAnotherTypeAndAMissingContainerAreRefused() throws {
        XCTAssertThrowsError(try edit("struct Services {\n    let reviews: [Review]\n}\n")) { error in
            XCTAssertEqual((error as? ScreenEditor.Failure)?.message,
                           "Services.swift:2:9: Services.reviews is a [Review], but a screen needs 'reviews: ReviewService'; give the screen's dependency another name, or change the member's type")
        }
        XCTAssertThrowsError(try edit("struct Dependencies {}\n")) { error in
            XCTAssertTrue((error as? ScreenEditor.Failure)?.message.hasPrefix("Services.swift does not declare `struct Services`") ?? false, "\(error)")
        }
    }
}
