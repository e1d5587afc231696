import Foundation
import ScaffoldSupport
import XCTest
@testable import ScaffoldProject

/// The fixture projects under Fixtures/projects and the screen each gets in the editor's
/// golden tests (Fixtures/projects/golden/edits.json, which scripts/check-pbxproj.py reads too).
enum ProjectFixtures {
    /// Fixtures/projects.
    static let root = RepositoryPaths.url("Fixtures/projects")

    /// One edit case: a fixture project and the files added to it.
    struct EditCase: Decodable {
        let project: String
        let files: String
    }

    private struct Edits: Decodable {
        let cases: [EditCase]
        let files: [String: [File]]
        struct File: Decodable {
            let path: String
            let targets: [String]
        }
    }

    private static let edits: Edits? = {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("golden/edits.json").path) else { return nil }
        return try? JSONDecoder().decode(Edits.self, from: data)
    }()

    /// The edit cases.
    static var cases: [EditCase] { edits?.cases ?? [] }

    /// The files of `set` (`screen`, `twoApps`).
    static func files(_ set: String) -> [NewFile] {
        (edits?.files[set] ?? []).map { NewFile(path: $0.path, targets: $0.targets) }
    }

    /// The folder of fixture `name`.
    static func folder(_ name: String) -> String {
        root.appendingPathComponent(name).path
    }

    /// The `MyApp.xcodeproj` of fixture `name`, read.
    static func project(_ name: String) throws -> XcodeProject {
        try XcodeProject.read(at: folder(name) + "/MyApp.xcodeproj", displayPath: "\(name)/MyApp.xcodeproj")
    }

    /// The text of the fixture's `project.pbxproj`.
    static func text(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder(name) + "/MyApp.xcodeproj/project.pbxproj")))
    }

    /// A project read from `bytes` as if it were fixture `name`'s.
    static func project(_ name: String, bytes: [UInt8]) throws -> XcodeProject {
        try XcodeProject(bytes: bytes, path: folder(name) + "/MyApp.xcodeproj", displayPath: "\(name)/MyApp.xcodeproj", absoluteFolder: folder(name))
    }

    /// Whether `original` is a subsequence of `edited`: every byte kept, in order.
    static func isSubsequence(_ original: [UInt8], of edited: [UInt8]) -> Bool {
        var index = 0
        for byte in edited where index < original.count && original[index] == byte { index += 1 }
        return index == original.count
    }

    /// The error message of `body`'s `DiagnosticError`s, as Xcode shows them.
    static func errorText(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.xcodeDescription).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }
}
