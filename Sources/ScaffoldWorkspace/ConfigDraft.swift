import Foundation
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

/// The `.scaffold.yml` that `scaffold init` writes: every setting scaffold could read from
/// the repository's Xcode project or package, each with a comment that says where it came
/// from, so that a team sees the guesses once and fixes them in one place.
public enum ConfigDraft {
    /// The config's text for the repository at `root`, whose project reads as `layout` (nil
    /// when scaffold found none it can read), with `discovered` what was found there.
    public static func render(layout: ProjectLayout?, discovered: Discovered, root: String) -> String {
        func relative(_ path: String) -> String {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return path == root ? "." : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        var lines = [
            "# scaffold's settings for this repository: every path is relative to this file.",
            "# Written by `scaffold init` from what it read; change any guess that is wrong.",
            "# \(layout?.explanation ?? discovered.explanation).",
            "",
        ]
        guard let layout else {
            lines += [
                "# scaffold found no app target to read the settings from: set them here.",
                "specs: Specs",
                "# sources: Sources          # new screens go to <sources>/<Name>/",
                "# tests: Tests              # their tests go to <tests>/<Name>/",
                "# module: App               # the module the tests @testable import",
            ]
            return lines.joined(separator: "\n") + "\n"
        }
        if layout.choices.count > 1 || layout.project != nil {
            let others = layout.choices.filter { $0 != layout.appName }
            lines.append("# The app target new screens join\(others.isEmpty ? "" : " (the others: \(others.joined(separator: ", ")))").")
            lines.append("target: \(layout.appName)")
        }
        lines.append("# Where specs (NAME.screen.yml, NAME.app.yml) live.")
        lines.append("specs: Specs")
        for warning in layout.warnings { lines.append("# Note: \(warning).") }
        func setting(_ key: String, _ value: String?, _ what: String) {
            guard let value else { return }
            lines.append("# \(what)\(layout.reasons[key].map { ": \($0)" } ?? "").")
            lines.append("\(key): \(value)")
        }
        setting("sources", relative(layout.sources), "New screens go to <sources>/<Name>/")
        setting("tests", layout.testsFolder.map(relative), "Their tests go to <tests>/<Name>/")
        if layout.testsFolder == nil {
            lines.append("# \(layout.appName) has no unit-test target: name the folder of its tests here.")
            lines.append("# tests: \(layout.appName)Tests")
        }
        setting("module", layout.module, "The module the tests @testable import")
        setting("platform", layout.platform?.text, "The iOS version generated code must compile for")
        setting("testing", layout.testing?.rawValue, "The test framework (xctest or swift-testing)")
        if let style = layout.style {
            setting("style", style.rawValue, "The view model style")
        } else {
            lines.append("# The view model style: combine (ObservableObject, the default) or observation (@Observable, iOS 17).")
            lines.append("# style: combine")
        }
        if let isolation = layout.defaultIsolation {
            lines.append("lint:")
            lines.append("  # \(layout.reasons["defaultIsolation"] ?? "The default isolation").")
            lines.append("  defaultIsolation: \(isolation)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
