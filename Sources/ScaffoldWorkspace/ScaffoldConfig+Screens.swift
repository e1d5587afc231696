import Foundation
import ScaffoldModel
import ScaffoldSupport

/// Where a screen's spec is, and the module its tests import when the config names none.
extension ScaffoldConfig {
    /// The spec file of screen `name` in the config's spec folder, when there is one;
    /// throws when it is a link that leads out of the repository.
    public func specFile(for name: String) throws -> String? {
        guard let file = Self.specFile(for: name, in: resolve(specs)) else { return nil }
        try checkRead(file, through: .specs, what: "spec")
        return file
    }

    /// The spec file of screen `name` in `folder`, when there is one.
    public static func specFile(for name: String, in folder: String) -> String? {
        ["screen.yml", "screen.yaml", "screen.json"]
            .map { folder.appendingPath("\(name).\($0)") }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// A module name guessed from the sources folder (`Sources/App` → `App`) or the root folder.
    public static func inferModule(sources: String, root: String) -> String {
        let candidates = [(sources as NSString).lastPathComponent, (root as NSString).lastPathComponent]
        for candidate in candidates where !["Sources", "Source", "Screens", "src"].contains(candidate) {
            let cleaned = String(candidate.filter { $0.isLetter || $0.isNumber || $0 == "_" })
            if SwiftName.isIdentifier(cleaned) { return cleaned }
        }
        return "App"
    }

    /// The Swift files of the app's code a screen's checks read (its types, its names):
    /// the repository's files outside the tests, or those of `sources` alone when neither a
    /// config file nor a project says what the repository is (the README's first command,
    /// run in scaffold's own repository, whose fixtures declare screens of the same names).
    package func appCode(sources: String) -> [FoundFile] {
        let files = Workspace.current(root: root).swiftFiles(outsideTests: lint.settings.conventions)
        guard file == nil, project == nil else { return files }
        return files.filter { FilePlan.isInside($0.path, sources) }
    }
}
