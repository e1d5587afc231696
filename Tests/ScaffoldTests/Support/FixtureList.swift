import Foundation

/// The compiled fixtures, read from Fixtures/fixtures.json: the one list, which Package.swift
/// reads too to build a module for each. A fixture on disk that the list does not name is
/// not compiled, so the tests compare the list with the folders.
struct FixtureList: Decodable {
    /// A fixture spec and the module its golden files compile as.
    struct Screen: Decodable {
        let module: String
        let spec: String
    }

    /// An edit case, its module, and whether it is an app.
    struct Edit: Decodable {
        let module: String
        let folder: String
        let data: [String]
        let isApp: Bool
    }

    let screens: [Screen]
    let apps: [String]
    let edits: [Edit]

    /// The list in this checkout (empty, failing the tests that use it, when it cannot be read).
    static let current: FixtureList = {
        guard let data = FileManager.default.contents(atPath: RepositoryPaths.url("Fixtures/fixtures.json").path),
              let list = try? JSONDecoder().decode(FixtureList.self, from: data) else {
            return FixtureList(screens: [], apps: [], edits: [])
        }
        return list
    }()
}
