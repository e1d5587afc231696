import Foundation
import ScaffoldSupport

/// Finds how the app in a repository is built: Xcode workspaces and projects, Swift
/// packages (the app's local ones too), an XcodeGen `project.yml` or a Tuist `Project.swift`,
/// and says which of them decides where new files go.
public enum ProjectDiscovery {
    /// Folders never entered: build products, dependencies, and every hidden folder.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", ".build", ".git", ".swiftpm"]

    /// How deep below the root a build description is looked for: an app's project or
    /// package sits at the top or in a folder of it (`ios/App.xcodeproj`); deeper ones are
    /// fixtures, examples or vendored code, and looking further would walk the repository
    /// (a second walk on every `screen` and `add`). From a deeper folder, run scaffold there
    /// or name the settings in `.scaffold.yml`.
    public static let depthLimit = 1

    /// How many folders a level may have for discovery to look inside them.
    public static let folderFanOut = 24

    /// How many folders a discovery reads at most (a repository of a few apps reads far fewer).
    public static let folderLimit = 20_000

    /// What the repository at `root` holds nearest its root. Paths in the answer are relative
    /// to `root`. The folders are read a level at a time, and the first level that holds a
    /// build description (a project, a workspace, a `Package.swift`, a `project.yml`, Tuist's
    /// manifests) ends the search: what lies deeper is an example, a fixture or vendored code
    /// (the packages a workspace lists are read wherever they are). So a repository with its
    /// project or package at the top costs one folder listing, not a walk.
    public static func discover(root: String) -> Discovered {
        var found = Discovered(root: root)
        var level: [String] = [""]
        var visited = 0
        var depth = 0
        while !level.isEmpty {
            var next: [String] = []
            // The folders of a level are listed at once, on every core (a level of two
            // folders of 3,000 screens each is two long listings), then read in order.
            let listings = Results<[(name: String, type: UInt8)]>(count: level.count)
            let folders = level
            DispatchQueue.concurrentPerform(iterations: max(0, min(folders.count, folderLimit - visited))) { index in
                if let entries = FolderEntries.list(folders[index].isEmpty ? root : root + "/" + folders[index]) { listings.set(index, entries) }
            }
            for (index, folder) in level.enumerated() {
                visited += 1
                if visited > folderLimit {
                    found.notes.append("stopped after reading \(folderLimit) folders; run scaffold from the app's folder")
                    return withListedPackages(found, root: root)
                }
                guard let entries = listings[index] else { continue }
                // Only a name that can matter is looked at (a status read per file of the
                // repository is what made discovery cost as much as a walk), in order of name.
                let descend = depth < Self.depthLimit
                for (name, type) in entries.filter({ Self.mayMatter($0.name, descend: descend) }).sorted(by: { $0.name < $1.name }) {
                    let path = folder.isEmpty ? name : folder + "/" + name
                    // The listing says what a plain entry is; a link (or a file system that
                    // does not say) is looked up, following links.
                    var isFolder: ObjCBool = ObjCBool(type == UInt8(DT_DIR))
                    if type != UInt8(DT_DIR), type != UInt8(DT_REG) {
                        guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) else { continue }
                    }
                    if isFolder.boolValue {
                        if name.hasSuffix(".xcodeproj") {
                            if !isVendored(path) { found.projects.append(path) }
                        } else if name.hasSuffix(".xcworkspace") {
                            found.workspaces.append(readWorkspace(at: path, root: root))
                        } else if !name.hasPrefix("."), !skippedFolders.contains(name), !isBundle(name), depth < Self.depthLimit {
                            next.append(path)
                        }
                        continue
                    }
                    switch name {
                    case "Package.swift":
                        found.packages.append(PackageManifest.read(folder: folder, root: root))
                    case "project.yml" where found.xcodeGen == nil:
                        found.xcodeGen = XcodeGenReader.read(at: path, root: root)
                    case "Project.swift", "Workspace.swift":
                        if let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8), text.contains("import ProjectDescription") {
                            found.tuist.append(path)
                        }
                    default:
                        break
                    }
                }
            }
            if !found.projects.isEmpty || !found.workspaces.isEmpty || !found.packages.isEmpty || found.xcodeGen != nil || !found.tuist.isEmpty { break }
            // A root of many folders is a repository of code, not one that holds an app's
            // project in a folder (`ios/`): reading each of them would be a walk.
            level = next.count <= Self.folderFanOut ? next : []
            depth += 1
        }
        return withListedPackages(found, root: root)
    }

    /// `found` with the packages its workspaces list read too.
    static func withListedPackages(_ found: Discovered, root: String) -> Discovered {
        var found = found
        for folder in found.workspaces.flatMap(\.packages) where !folder.hasPrefix("/") && !found.packages.contains(where: { $0.path == folder }) {
            guard FileManager.default.fileExists(atPath: root + "/" + folder + "/Package.swift") else { continue }
            found.packages.append(PackageManifest.read(folder: folder, root: root))
        }
        return found
    }

    /// Whether a project sits in a folder of dependencies (`Pods/Pods.xcodeproj`).
    static func isVendored(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { skippedFolders.contains(String($0)) }
    }

    /// Whether an entry named `name` can be a build description, or (with `descend`) a
    /// folder to look in: Swift sources, images and the like are skipped without a status read.
    /// It runs for every entry of the folders listed (a folder of 3,000 screens is 3,000
    /// entries): the extension is found in the name's bytes, and the sets are made once.
    static func mayMatter(_ name: String, descend: Bool) -> Bool {
        if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { return true }
        if buildFileNames.contains(name) { return true }
        guard descend, !name.hasPrefix(".") else { return false }
        // A folder's name seldom has an extension; a file's usually does.
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return true }
        return !fileExtensions.contains(String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self).lowercased())
    }

    /// The names of the files that describe a build.
    private static let buildFileNames: Set<String> = ["Package.swift", "project.yml", "Project.swift", "Workspace.swift"]
    /// The extensions of files that are no build description and no folder to look in.
    private static let fileExtensions: Set<String> = ["swift", "md", "yml", "yaml", "json", "png", "jpg", "pdf", "txt", "plist", "strings", "h", "m", "resolved", "sh", "rb", "lock"]

    /// Whether a folder is a bundle or catalog whose insides are no project's business.
    static func isBundle(_ name: String) -> Bool {
        [".xcassets", ".app", ".framework", ".xcframework", ".bundle", ".lproj", ".xcdatamodeld", ".playground", ".docc", ".xctest"]
            .contains { name.hasSuffix($0) }
    }

    /// The workspace at `path` and what its `contents.xcworkspacedata` references.
    static func readWorkspace(at path: String, root: String) -> Discovered.Workspace {
        var workspace = Discovered.Workspace(path: path, projects: [], packages: [], others: [])
        guard let text = try? String(contentsOfFile: root + "/" + path + "/contents.xcworkspacedata", encoding: .utf8) else { return workspace }
        let container = ProjectPath.folder(of: path)
        var stack: [String] = [container]
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let selfClosing = tag.hasSuffix("/")
            if tag.hasPrefix("/Group") {
                if stack.count > 1 { stack.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group"), isFile = tag.hasPrefix("FileRef")
            guard isGroup || isFile else { continue }
            let location = attribute("location", in: tag).flatMap { resolve($0, base: stack.last ?? container, container: container) }
            if isGroup {
                if !selfClosing { stack.append(location ?? stack.last ?? container) }
                continue
            }
            guard let location else { continue }
            if location.hasSuffix(".xcodeproj") {
                workspace.projects.append(location)
            } else if FileManager.default.fileExists(atPath: root + "/" + location + "/Package.swift") {
                workspace.packages.append(location)
            } else {
                workspace.others.append(location)
            }
        }
        return workspace
    }

    /// The value of XML attribute `name` in a tag's text, entities decoded.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: name + " = \"") ?? tag.range(of: name + "=\""),
              let end = tag[range.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[range.upperBound..<end])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A workspace location (`group:`, `container:`, `absolute:`) as a path relative to the root.
    static func resolve(_ location: String, base: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.join(base, path)
        case "container": return ProjectPath.join(container, path)
        case "absolute": return ProjectPath.normalize(path)
        default: return nil
        }
    }
}
