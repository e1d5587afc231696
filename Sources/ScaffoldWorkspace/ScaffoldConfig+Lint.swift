import ScaffoldLint
import ScaffoldSupport

/// `scaffold lint --print-config`: the settings in force, as YAML.
extension ScaffoldConfig {
    /// The `lint:` section in force, as YAML that `.scaffold.yml` accepts.
    public func effectiveLintSettings(console: Console) -> String {
        let config = self
        let lint = config.lint
        let settings = lint.settings
        func list(_ key: String, _ values: [String], note: String = "") -> String {
            guard !values.isEmpty else { return "  \(key):\(note)\n" }
            return "  \(key):\(note)\n" + values.map { "    - \"\($0.escapedForDoubleQuotes())\"\n" }.joined()
        }
        var text = "# from \(config.file.map(console.display) ?? "the defaults (no .scaffold.yml found)")\n"
        text += "platform: \((config.platform ?? .standard).text)\n"
        text += "previews: \((config.previews ?? .macro).rawValue)\n"
        text += "testStyle: \((config.testStyle ?? .exhaustive).rawValue)\n"
        text += "lint:\n"
        text += list("include", lint.include, note: lint.include.isEmpty ? " # everything below \(config.root == console.workingDirectory ? "." : console.display(config.root))" : "")
        text += list("exclude", lint.exclude, note: " # besides \(RepositoryWalker.skipDescription)")
        text += list("tests", settings.testPaths, note: settings.testPaths.isEmpty ? " # folders named or ending in Tests, files ending in Tests.swift" : "")
        text += list("viewModelSuffixes", settings.viewModelSuffixes)
        text += list("routerSuffixes", settings.routerSuffixes)
        text += list("singletons", settings.singletons)
        text += list("allowedSingletons", settings.allowedSingletons)
        text += list("reducers", settings.reducers, note: settings.reducers.isEmpty ? " # besides send(_:) and methods that switch over the Action they take" : "")
        text += list("senders", settings.senders)
        text += list("excludedTypes", settings.excludedTypes)
        text += list("allowedObservedTypes", settings.allowedObservedTypes, note: " # besides environment objects")
        text += list("viewModelPropertyTypes", settings.viewModelPropertyTypes, note: settings.viewModelPropertyTypes.isEmpty ? " # besides types named with a viewModelSuffixes suffix" : "")
        text += list("storageWrappers", settings.storageWrappers)
        text += list("injectionWrappers", settings.injectionWrappers)
        if let isolation = settings.defaultIsolation {
            text += "  defaultIsolation: \(isolation)\n"
        } else if case let folders = LintSession.mainActorIsolatedFolders(config.root), !folders.isEmpty {
            let places = folders.map { $0.isEmpty ? "the whole repository" : $0 + "/" }.joined(separator: ", ")
            text += "  # defaultIsolation: MainActor for \(places) (found in the build settings), nonisolated elsewhere\n"
        } else {
            text += "  # defaultIsolation: nonisolated (no -default-isolation MainActor in the build settings)\n"
        }
        text += "  strict: \(lint.strict)\n"
        text += "  rules:\n"
        for rule in AllRules.descriptions {
            text += "    \(rule.id): \(settings.severity(of: rule)?.rawValue ?? "off")\n"
        }
        return text
    }
}
