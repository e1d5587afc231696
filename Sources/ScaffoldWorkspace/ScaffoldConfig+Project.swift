import Foundation
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

extension ScaffoldConfig {
    /// Reads the repository's Xcode project (`ProjectLayout`) and takes from it every
    /// setting this config leaves unset: `sources` and `tests` (the app target's screens
    /// folder and its unit-test target's folder), `module`, `platform`, `testing` and the
    /// linter's default isolation, the style when the app is `@Observable` already, and
    /// `specs: Specs` when that folder exists. Returns the lines to print (`note: …` for the
    /// settings taken, `warning: …` for a guess the user must know about); nothing when the
    /// repository has no Xcode project with an app target. Throws when the project cannot be
    /// read (its place) or when several app targets leave the choice open.
    public mutating func adoptProject(display: (String) -> String) throws -> [String] {
        let layout: ProjectLayout?
        do {
            layout = try ProjectLayout.read(root: root, target: target, workspace: Workspace.current(root: root), display: display)
        } catch let error as ProjectLayout.Ambiguous {
            // At `target:` when the config names one; otherwise the project is the place.
            guard let place = locations["target"] else { throw InputError(error.message) }
            throw DiagnosticError(place, error.message)
        }
        guard let layout else { return [] }
        project = layout
        var taken: [String] = []
        if locations["sources"] == nil {
            sources = layout.sources
            taken.append("sources")
        }
        if locations["tests"] == nil, let folder = layout.testsFolder {
            tests = folder
            taken.append("tests")
        }
        if module == nil {
            module = layout.module
            taken.append("module")
        }
        if platform == nil, let platform = layout.platform {
            self.platform = platform
            taken.append("platform")
        }
        if testing == nil, let testing = layout.testing {
            self.testing = testing
            taken.append("testing")
        }
        if style == nil, let style = layout.style {
            self.style = style
            taken.append("style")
        }
        if lint.settings.defaultIsolation == nil, let isolation = layout.defaultIsolation {
            lint.settings.defaultIsolation = isolation
            taken.append("defaultIsolation")
        }
        // `scaffold init` writes `specs: Specs`: without the file, the folder is used too.
        if locations["specs"] == nil, FileManager.default.fileExists(atPath: resolve("Specs")) {
            specs = "Specs"
            taken.append("specs")
        }
        var lines = layout.warnings.map { "warning: \($0)" }
        if !taken.isEmpty {
            lines.append("note: settings from the project (\(layout.project?.displayPath ?? layout.discovered.kind.noun), target \(layout.appName)): "
                + taken.map { "\($0) \(projectValue($0))" }.joined(separator: ", ") + "; `scaffold init` writes them into \(ScaffoldConfig.fileName) to keep or change")
        }
        return lines + layout.notes.map { "note: \($0)" }
    }

    /// A setting's value as the notes show it.
    private func projectValue(_ key: String) -> String {
        switch key {
        case "sources": return relativeToRoot(sources)
        case "tests": return relativeToRoot(tests)
        case "module": return module ?? ""
        case "platform": return platform?.text ?? ""
        case "testing": return testing?.rawValue ?? ""
        case "style": return style?.rawValue ?? ""
        case "specs": return specs
        default: return lint.settings.defaultIsolation ?? ""
        }
    }

    /// `path` relative to the config's root when inside it.
    func relativeToRoot(_ path: String) -> String {
        let absolute = resolve(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// `plan` with the Xcode project's `project.pbxproj` edited so that every Swift file the
    /// plan creates joins its target (the unit-test target for the tests folder's files, the
    /// app target for the rest), as part of the same all-or-nothing write. Files outside the
    /// project's folder, and files of a local Swift package (SwiftPM builds those), are left
    /// out. Returns the lines saying what the project gains.
    public func addingToProject(_ plan: inout FilePlan) throws -> [String] {
        guard let layout = project, let xcode = layout.project else { return [] }
        var files: [NewFile] = []
        var alone: [String] = []
        var outside: [String] = []
        var packaged: [String: [String]] = [:]
        // The files the command creates, and the ones of its screen that exist but no
        // target compiles (written before the project was edited, or by an older scaffold).
        for item in plan.items where item.path.hasSuffix(".swift") {
            guard item.change == .create || xcode.targets(compiling: layout.projectRelative(item.path) ?? "").isEmpty else { continue }
            guard let relative = layout.projectRelative(item.path) else {
                if item.change == .create { outside.append(relativeToRoot(item.path)) }
                continue
            }
            if let package = layout.localPackage(holding: item.path) {
                if item.change == .create { packaged[relativeToRoot(package), default: []].append(relativeToRoot(item.path)) }
                continue
            }
            let targets = layout.targets(for: item.path, tests: resolve(tests))
            if targets.isEmpty { alone.append(relativeToRoot(item.path)) } else { files.append(NewFile(path: relative, targets: targets)) }
        }
        var notes = alone.isEmpty ? [] : ["\(layout.appName) has no unit-test target, so \(alone.joined(separator: ", ")) join\(alone.count == 1 ? "s" : "") no target: add a unit-test target that tests \(layout.appName) in Xcode, then add \(alone.count == 1 ? "it" : "them") to that target"]
        if !outside.isEmpty {
            notes.append("\(outside.joined(separator: ", ")) \(outside.count == 1 ? "is" : "are") outside the folder of \(xcode.displayPath), so \(outside.count == 1 ? "it joins" : "they join") no target: set `sources:` and `tests:` to folders of the project")
        }
        for package in packaged.keys.sorted() {
            let created = packaged[package] ?? []
            let named = created.count <= 2 ? created.joined(separator: ", ") : "\(created.count) new files"
            notes.append("\(named) \(created.count == 1 ? "is" : "are") in the Swift package at \(package), which builds \(created.count == 1 ? "it" : "them"): \(created.count == 1 ? "it joins" : "they join") no target of \(xcode.displayPath)")
        }
        guard !files.isEmpty, let edit = try xcode.editing(adding: files) else { return notes }
        plan.add(path: edit.file, bytes: edit.text, expecting: .some(edit.original))
        // One line: how many files each target gains, and the groups made for them.
        var counts: [String: Int] = [:]
        for file in files { for target in file.targets { counts[target, default: 0] += 1 } }
        let gains = counts.keys.sorted().map { "\(counts[$0] ?? 0) file\(counts[$0] == 1 ? "" : "s") join\(counts[$0] == 1 ? "s" : "") \($0)" }
        let groups = edit.added.filter { $0.hasSuffix(": new group") }.map { String($0.dropLast(": new group".count)) }
        notes.append("\(xcode.displayPath): \(gains.joined(separator: ", "))\(groups.isEmpty ? "" : " (new group\(groups.count == 1 ? "" : "s") \(groups.joined(separator: ", ")))")")
        return notes
    }
}
