import Foundation
import ScaffoldGenerate
import ScaffoldSupport
import ScaffoldSyntax

/// How far a repository's config may lead scaffold. The config is part of the repository,
/// so a cloned repository controls it: its paths (`sources`, `tests`, `specs`,
/// `templates`, `responder`, `fakes`) and the links below them must stay inside the
/// repository, after every symbolic link is resolved, or the command refuses at the
/// setting's place. Paths the user names on the command line are the user's choice and are
/// not confined; `--allow-outside-repository` lifts the confinement for one run.
extension ScaffoldConfig {
    /// A setting that names a path, by its key in the config.
    public enum PathSetting: String, Sendable, CaseIterable {
        /// `specs:`.
        case specs
        /// `sources:`.
        case sources
        /// `tests:`.
        case tests
        /// `templates:`.
        case templates
        /// `responder:`, when it names a file.
        case responder
        /// `fakes.folder:`.
        case fakesFolder = "fakes.folder"
        /// `fakes.previews:`.
        case fakesPreviews = "fakes.previews"
    }

    /// The flag that lets the config's paths lead outside the repository for one run.
    public static let outsideFlag = "--allow-outside-repository"

    /// The repository the config belongs to, as a real path: the first folder up from the
    /// config's folder with a `.git`, or the config's folder.
    public var repository: String {
        RepositoryWalker.resolvedOnce("repository\u{0}" + root) { FilePlan.realLocation(of: Self.repositoryRoot(from: root) ?? root) }
    }

    /// Where commands may write and read: the repository and the folders named on the
    /// command line; nil when `--allow-outside-repository` lifts the limit.
    public var boundaries: [String]? {
        allowsOutsideRepository ? nil : [repository] + commandLineFolders
    }

    /// Adds a folder the user named on the command line to where commands may write.
    public mutating func allow(commandLine folder: String) {
        commandLineFolders.append(FilePlan.realLocation(of: folder))
    }

    /// The settings the fakes' folder comes from: `fakes.previews`, else `fakes.folder`,
    /// else `<tests>/Fakes`.
    public var fakeSettings: [PathSetting] {
        fakes.previews != nil ? [.fakesPreviews] : fakes.folder != nil ? [.fakesFolder] : [.tests]
    }

    /// The path a setting names now (its value or its default), or nil when it names none.
    func value(of setting: PathSetting) -> String? {
        switch setting {
        case .specs: return specs
        case .sources: return sources
        case .tests: return tests
        case .templates: return templates
        case .responder:
            if case .file(let path) = responder { return path }
            return nil
        case .fakesFolder: return fakes.folder
        case .fakesPreviews: return fakes.previews
        }
    }

    /// Throws, at each setting's place in the config, when one of `settings` leads outside
    /// the repository (and the folders named on the command line); nothing has been read
    /// or written through it yet.
    public func confine(_ settings: [PathSetting]) throws {
        guard let boundaries else { return }
        var located: [Diagnostic] = []
        var unlocated: [String] = []
        for setting in settings {
            // Joined as written: `standardizingPath` may already resolve the links.
            guard let value = value(of: setting) else { continue }
            let joined = value.hasPrefix("/") ? value : root + "/" + value
            guard let real = outside(joined, boundaries: boundaries) else { continue }
            let link = FilePlan.isInside(FilePlan.lexicalPath(joined), FilePlan.lexicalPath(Self.repositoryRoot(from: root) ?? root))
            let whereTo = link ? "leads through a symbolic link to '\(real)', outside the repository (\(boundaries[0]))" : "is outside the repository (\(boundaries[0]))"
            let advice = "scaffold writes and reads only inside the repository its config belongs to, so that a cloned repository cannot make it write or read anywhere else: \(link ? "make it a folder inside the repository" : "name a folder inside the repository"), or pass \(Self.outsideFlag) if your code really lives there"
            if let location = locations[setting.rawValue] {
                located.append(Diagnostic(location, .error, "\(setting.rawValue) '\(value)' \(whereTo); \(advice)"))
            } else {
                unlocated.append("the \(setting.rawValue) folder '\(value)' (the default) \(whereTo); \(advice)")
            }
        }
        if !located.isEmpty { throw DiagnosticError(located) }
        if !unlocated.isEmpty { throw InputError(unlocated.joined(separator: "\nerror: ")) }
    }

    /// Throws when `file`, a `what` found through `setting` (a template in the templates
    /// folder, a spec in the spec folder), leads outside the repository: a symbolic link
    /// whose contents would end up in what scaffold writes.
    public func checkRead(_ file: String, through setting: PathSetting, what: String) throws {
        guard let boundaries, let real = outside(file, boundaries: boundaries) else { return }
        let lexical = (Self.repositoryRoot(from: root) ?? root) + "/"
        let shown = file.hasPrefix(lexical) ? String(file.dropFirst(lexical.count)) : file
        let message = "the \(what) '\(shown)' leads through a symbolic link to '\(real)', outside the repository (\(boundaries[0])); scaffold reads \(what)s only inside the repository its config belongs to, so that a cloned repository cannot copy other files into what scaffold writes: replace the link with a copy, or pass \(Self.outsideFlag) if the file really lives there"
        guard let location = locations[setting.rawValue] else { throw InputError(message) }
        throw DiagnosticError(location, message)
    }

    /// An empty plan that writes only inside the repository and the folders named on the
    /// command line (anywhere with `--allow-outside-repository`).
    public func plan() -> FilePlan {
        var plan = FilePlan()
        if let boundaries {
            plan.confine(to: boundaries, advice: "scaffold writes only inside the repository and the folders named on the command line, so that a cloned repository cannot make it write anywhere else: remove the symbolic link that leads out, or pass \(Self.outsideFlag) if your code really lives there")
        }
        return plan
    }

    /// The templates, with the overrides of the `templates:` folder: the folder and every
    /// override in it must be inside the repository.
    public func loadTemplates() throws -> TemplateSet {
        try confine([.templates])
        return try TemplateSet.load(overrides: templates.map(resolve), displayDirectory: templates) { path in
            try checkRead(path, through: .templates, what: "template")
        }
    }

    /// Where `path` really leads (its real path) when that is outside every boundary; nil
    /// when it stays inside.
    private func outside(_ path: String, boundaries: [String]) -> String? {
        let real = FilePlan.realLocation(of: path)
        return boundaries.contains(where: { FilePlan.isInside(real, $0) }) ? nil : real
    }
}
