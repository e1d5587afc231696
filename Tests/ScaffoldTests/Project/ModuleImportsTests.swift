import XCTest

/// A new screen in one module of a package that names types of another (`Item` of the
/// `Models` target, in a `Feature` screen) imports that module in each of its files: they
/// named the type and imported nothing, and did not compile. Its own module's types, and a
/// name two modules declare, add no import.
final class ModuleImportsTests: XCTestCase {
    func repository() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try folder.write("Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Feature", targets: [
                .target(name: "Models"), .target(name: "Settings"), .target(name: "Feature", dependencies: ["Models", "Settings"]),
                .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ])

            """)
        try folder.write(".scaffold.yml", "sources: Sources/Feature\ntests: Tests/FeatureTests\nmodule: Feature\n")
        try folder.write("Sources/Models/Item.swift", "public struct Item: Hashable, Sendable {\n    public let id: Int\n    public init(id: Int) { self.id = id }\n}\n")
        try folder.write("Sources/Settings/Theme.swift", "public struct Theme: Hashable, Sendable {\n    public init() {}\n}\n")
        try folder.write("Sources/Settings/Shared.swift", "public struct Shared: Hashable, Sendable {}\n")
        try folder.write("Sources/Models/Shared.swift", "public struct Shared: Hashable, Sendable {}\n")
        try folder.write("Sources/Feature/Local.swift", "struct Local: Hashable, Sendable {}\n")
        return folder
    }

    func testTheModulesOfTheSpecsTypesAreImported() throws {
        let folder = try repository()
        let result = runCLI(["screen", "Pick", "--output", "picked: Item?", "--output", "theme: Theme?", "--output", "local: Local?", "--output", "shared: Shared?",
                             "--action", "pick(Item) -> set picked", "--sample", "Item=Item(id: 1)", "--sample", "Local=Local()", "--sample", "Shared=Shared()"],
                           in: folder.url.path)
        XCTAssertEqual(result.code, 0, result.err)
        for file in ["Sources/Feature/Pick/PickViewModel.swift", "Sources/Feature/Pick/PickView.swift", "Sources/Feature/Pick/PickRouter.swift",
                     "Tests/FeatureTests/Pick/PickViewModelTests.swift", "Tests/FeatureTests/Pick/PickRouterTests.swift"] {
            let text = try XCTUnwrap(folder.read(file), file)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
            XCTAssertTrue(imports.contains("Models") && imports.contains("Settings"), "\(file): \(imports)")
            XCTAssertFalse(imports.contains("Feature"), "\(file): its own module")
        }
        // Generated again: the same bytes.
        let again = runCLI(["screen", "Pick", "--output", "picked: Item?", "--output", "theme: Theme?", "--output", "local: Local?", "--output", "shared: Shared?",
                            "--action", "pick(Item) -> set picked", "--sample", "Item=Item(id: 1)", "--sample", "Local=Local()", "--sample", "Shared=Shared()", "--dry-run"],
                          in: folder.url.path)
        XCTAssertFalse(again.out.contains("would overwrite"), again.out)
    }

    func testAScreenOfTheAppsOwnTypesImportsNothingMore() throws {
        let folder = try repository()
        XCTAssertEqual(runCLI(["screen", "Solo", "--output", "local: Local?", "--sample", "Local=Local()"], in: folder.url.path).code, 0)
        let text = try XCTUnwrap(folder.read("Sources/Feature/Solo/SoloViewModel.swift"))
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("import ") }, ["import Combine", "import Foundation"])
    }
}
