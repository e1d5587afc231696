import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `scaffold map`: the navigation map of the code below some folders (tests aside), read
/// from the files that can hold a screen, router or app.
public enum MapReading {
    /// The map, or why the files could not all be read.
    public struct Outcome {
        /// The map; nil when a file or folder could not be read.
        public var map: NavigationMap?
        /// The files read for it.
        public var files: Int
        /// The paths that could not be read, with why.
        public var problems: [(path: String, reason: String)]
    }

    /// The map of `paths` (absolute) in the config's repository, read through the
    /// command's workspace.
    public static func read(_ paths: [String], config: ScaffoldConfig) -> Outcome {
        let workspace = Workspace.current(root: config.root)
        let walked = workspace.walk(paths)
        if !walked.problems.isEmpty {
            return Outcome(map: nil, files: 0, problems: walked.problems.map { ($0.path, $0.reason) })
        }
        let conventions = config.lint.settings.conventions
        let files = walked.files.filter { !conventions.isTestPath($0.path, relativeTo: workspace.root) }
        // The files that can hold a screen, router or app: their bytes name a view-model or
        // router suffix, or `@main`.
        let needles = (conventions.viewModelSuffixes + conventions.routerSuffixes + ["@main"]).map { Array($0.utf8) }
        let read = workspace.reading(files) { bytes in needles.contains { ByteSearch.contains($0, in: bytes) } }
        if !read.failures.isEmpty {
            return Outcome(map: nil, files: 0, problems: read.failures)
        }
        let trees = workspace.trees(read.found, display: workspace.relative)
        let map = NavigationMap.read(trees, conventions: conventions)
        let count = trees.count
        // What was read (the workspace's files and trees) is freed on another core while the
        // map is drawn.
        BackgroundRelease.freeing(consume trees)
        BackgroundRelease.freeing(consume workspace)
        return Outcome(map: map, files: count, problems: [])
    }
}
