import ScaffoldSupport
import ScaffoldSyntax

/// A file to add to an Xcode project.
public struct NewFile: Sendable, Hashable {
    /// Its path relative to the project's folder (the folder holding the `.xcodeproj`):
    /// `MyApp/Login/LoginView.swift`.
    public var path: String
    /// The names of the targets that must compile it.
    public var targets: [String]

    /// Creates a file to add.
    public init(path: String, targets: [String]) {
        self.path = path
        self.targets = targets
    }
}

extension XcodeProject {
    /// An edit of a project's `project.pbxproj`: its new text, made only of insertions into
    /// the text as read (every original byte kept, in order).
    public struct Edit: Sendable {
        /// The edited text.
        public var text: [UInt8]
        /// The text as read; a file whose bytes differ from these changed since it was read.
        public var original: [UInt8]
        /// What was added, one line each, for messages and `--dry-run`.
        public var added: [String]
        /// The path of the `project.pbxproj` to write.
        public var file: String

        /// Whether `bytes` (the file as it is now) are still the text the edit was made from.
        public func isCurrent(_ bytes: [UInt8]) -> Bool {
            bytes == original
        }
    }

    /// The edit that adds `files` to their targets, or nil when each is already there.
    /// A file in a folder of classic groups gets a file reference in its folder's group (the
    /// missing groups made), and a build file in each target's Sources build phase; a file in
    /// a synchronized folder gets exceptions where its targets differ from the folder's.
    /// Throws a `DiagnosticError` for an unknown target, a target without a Sources build
    /// phase, or a file outside the project's groups.
    public func editing(adding files: [NewFile]) throws -> Edit? {
        var editor = PBXProjEditor(project: self)
        for file in files { try editor.add(file) }
        guard let text = editor.finish() else { return nil }
        return Edit(text: text, original: original, added: editor.added, file: path + "/project.pbxproj")
    }
}

/// Plans the insertions that add files to a project (`XcodeProject.editing(adding:)`), in
/// Xcode's layout so that Xcode's next save changes nothing: objects in their sections
/// sorted by ID, group children in the order the group keeps, Xcode's comments and tabs.
struct PBXProjEditor {
    /// A group to add a file or group to: one of the project's, or one this edit creates.
    enum GroupReference {
        case existing(Int32)
        case new(String)
    }

    /// A group this edit creates.
    struct NewGroup {
        /// Its ID.
        let id: String
        /// Its folder's name (its `path`).
        let name: String
        /// Its children: names, and elements as its `children` list writes them.
        var children: [(name: String, element: String)] = []
    }

    /// An exception set this edit creates.
    struct NewExceptionSet {
        /// Its ID.
        let id: String
        /// The name of its synchronized folder.
        let folderName: String
        /// The target it is for.
        let target: XcodeProject.Target
        /// The files it lists, relative to the folder.
        var members: [String] = []
    }

    /// Elements to add to a list of an existing object (or to the list a missing key makes).
    struct ListAddition {
        /// The object holding the list.
        let object: Int32
        /// The list's key.
        let key: String
        /// Whether the elements go in name order when the list is sorted (else at its end).
        let keepsSorted: Bool
        /// The names and texts of the elements to add.
        var items: [(name: String, element: String)] = []
    }

    /// The project edited.
    let project: XcodeProject
    /// Its objects.
    var graph: ProjectGraph { project.graph }
    /// What was added, one line each.
    private(set) var added: [String] = []
    /// The IDs given so far.
    var ids: ObjectIDs
    /// The new objects by `isa`: IDs and texts.
    var newObjects: [String: [(id: String, text: String)]] = [:]
    /// The groups made, by folder.
    var newGroups: [String: NewGroup] = [:]
    /// The folders of the groups made, in the order they were made.
    var newGroupOrder: [String] = []
    /// The exception sets made, by folder ID and target name.
    var newExceptionSets: [String: NewExceptionSet] = [:]
    /// Their keys in the order they were made.
    var newExceptionSetOrder: [String] = []
    /// The elements to add to existing lists, by object ID and key.
    var lists: [String: ListAddition] = [:]
    /// Their keys in the order they were first added to.
    var listOrder: [String] = []
    /// The file references made, by path.
    var newFileReferences: [String: String] = [:]
    /// The build files made, by path and target.
    var newBuildFiles: Set<String> = []
    /// The best existing group for each folder.
    let groupForFolder: [String: Int32]
    /// Whether the project's Swift file references say `fileEncoding = 4;` (older Xcodes).
    let writesFileEncoding: Bool

    /// An editor of `project`.
    init(project: XcodeProject) {
        self.project = project
        let graph = project.graph
        ids = ObjectIDs { graph.object($0) != nil }
        var best: [String: (rank: (Int, Int32, Int32), group: Int32)] = [:]
        for group in graph.groups where graph.kind(group) == .group {
            guard let folder = graph.locations[Int(group)] else { continue }
            let rank = (graph.lookup(graph.valueNodes[Int(group)], ProjectGraph.Key.path) == nil ? 1 : 0, graph.depths[Int(group)], group)
            if let current = best[folder], current.rank <= rank { continue }
            best[folder] = (rank, group)
        }
        groupForFolder = best.mapValues(\.group)
        let swift = Array("sourcecode.swift".utf8)
        let firstSwift = graph.files.first { graph.equals(graph.lookup(graph.valueNodes[Int($0)], ProjectGraph.Key.lastKnownFileType), swift) }
        writesFileEncoding = firstSwift.map { graph.lookup(graph.valueNodes[Int($0)], ProjectGraph.Key.fileEncoding) != nil } ?? false
    }

    // MARK: Planning

    /// Plans what adds `file` to its targets.
    mutating func add(_ file: NewFile) throws {
        let path = ProjectPath.normalize(file.path)
        let place = SourceLocation(file: project.displayPath, line: 1, column: 1)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("..") else {
            throw DiagnosticError(place, "\(file.path) is not inside the folder of \(project.displayPath); give paths relative to the folder holding the .xcodeproj")
        }
        var targets: [XcodeProject.Target] = []
        for name in file.targets where !targets.contains(where: { $0.name == name }) {
            guard let target = project.target(named: name) else {
                throw DiagnosticError(place, "\(project.displayPath) has no target named '\(name)'; its targets are \(project.targets.map(\.name).joined(separator: ", "))")
            }
            targets.append(target)
        }
        let synchronized = project.synchronizedFolders
            .filter { ProjectPath.relative(path, to: $0.folder).map { !$0.isEmpty } ?? false }
            .max { $0.folder.count < $1.folder.count }
        if let synchronized {
            try addSynchronized(path, in: synchronized, targets: targets)
        } else {
            try addClassic(path, targets: targets)
        }
    }

    /// A file in a synchronized folder: exceptions for the folder's targets that must not
    /// compile it, and for the wanted targets that do not list the folder.
    private mutating func addSynchronized(_ path: String, in folder: XcodeProject.SynchronizedFolder, targets: [XcodeProject.Target]) throws {
        let relative = ProjectPath.relative(path, to: folder.folder) ?? path
        let wanted = Set(targets.map(\.name))
        let listed = { (target: String) in folder.exceptions.contains { $0.target == target && $0.membershipExceptions.contains(relative) } }
        for owner in folder.targets where !wanted.contains(owner) && !listed(owner) {
            guard let target = project.target(named: owner) else { continue }
            addException(relative, folder: folder, target: target)
            added.append("\(path): left out of \(owner) (an exception of the synchronized folder \(folder.folder))")
        }
        for target in targets {
            if folder.targets.contains(target.name) {
                if listed(target.name) {
                    throw DiagnosticError(SourceLocation(file: project.displayPath, line: 1, column: 1),
                                          "\(path) is left out of \(target.name) by an exception of the synchronized folder \(folder.folder); "
                                            + "tick \(target.name) in the file's Target Membership in Xcode, or put the file elsewhere")
                }
            } else if !listed(target.name) {
                addException(relative, folder: folder, target: target)
                added.append("\(path): compiled by \(target.name) (an exception of the synchronized folder \(folder.folder))")
            }
        }
    }

    private mutating func addException(_ relative: String, folder: XcodeProject.SynchronizedFolder, target: XcodeProject.Target) {
        if let set = folder.exceptions.first(where: { $0.target == target.name }), let object = graph.object(set.id) {
            appendToList(of: object, key: "membershipExceptions", name: relative, element: PlistText.quoted(relative), keepsSorted: true)
            return
        }
        let key = folder.id + "\u{0}" + target.name
        if newExceptionSets[key] == nil {
            let id = ids.make(["PBXFileSystemSynchronizedBuildFileExceptionSet", folder.folder, target.name])
            newExceptionSets[key] = NewExceptionSet(id: id, folderName: folder.name, target: target)
            newExceptionSetOrder.append(key)
            let comment = "Exceptions for \"\(folder.name)\" folder in \"\(target.name)\" target"
            if let object = graph.object(folder.id) {
                appendToList(of: object, key: "exceptions", name: comment, element: "\(id) /* \(comment) */", keepsSorted: false)
            }
        }
        newExceptionSets[key]?.members.append(relative)
    }

    /// A file in classic groups: its file reference in its folder's group, a build file in
    /// each target's Sources build phase.
    private mutating func addClassic(_ path: String, targets: [XcodeProject.Target]) throws {
        let name = ProjectPath.name(of: path)
        let reference: String
        let existing = graph.files.first { graph.locations[Int($0)] == path && graph.kind($0) == .fileReference }
        if let existing {
            reference = graph.id(existing)
        } else if let made = newFileReferences[path] {
            reference = made
        } else {
            let group = try groupReference(for: ProjectPath.folder(of: path))
            reference = ids.make(["PBXFileReference", path])
            newFileReferences[path] = reference
            let encoding = writesFileEncoding ? "fileEncoding = 4; " : ""
            addObject("PBXFileReference", id: reference, text: "\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; \(encoding)"
                + "lastKnownFileType = \(Self.fileType(of: name)); path = \(PlistText.quoted(name)); sourceTree = \"<group>\"; };\n")
            addChild(group, name: name, element: "\(reference) /* \(name) */")
            added.append("\(path): file reference in group \(ProjectPath.folder(of: path).isEmpty ? "(the main group)" : ProjectPath.folder(of: path))")
        }
        for target in targets {
            let phase = graph.object(target.id).flatMap { graph.references($0, ProjectGraph.Key.buildPhases).first { graph.kind($0) == .sourcesPhase } }
            guard let phase else {
                throw DiagnosticError(SourceLocation(file: project.displayPath, line: 1, column: 1),
                                      "target \(target.name) of \(project.displayPath) has no Sources build phase; add one in Xcode (Build Phases, +, New Compile Sources Phase)")
            }
            let compiled = existing.map { file in
                graph.references(phase, ProjectGraph.Key.files).contains { graph.reference($0, ProjectGraph.Key.fileRef) == file }
            } ?? false
            guard !compiled, newBuildFiles.insert(path + "\u{0}" + target.name).inserted else { continue }
            let buildFile = ids.make(["PBXBuildFile", path, target.name])
            addObject("PBXBuildFile", id: buildFile, text: "\t\t\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };\n")
            appendToList(of: phase, key: "files", name: name, element: "\(buildFile) /* \(name) in Sources */", keepsSorted: false)
            added.append("\(path): compiled by \(target.name) (its Sources build phase)")
        }
    }

    /// The group for `folder`: the project's, or a new one under the deepest group holding it.
    private mutating func groupReference(for folder: String) throws -> GroupReference {
        if let id = groupForFolder[folder] { return .existing(id) }
        if newGroups[folder] != nil { return .new(folder) }
        let main = graph.locations[Int(graph.mainGroup)] ?? ""
        guard !folder.isEmpty, folder != main, ProjectPath.isInside(folder, main) else {
            throw DiagnosticError(SourceLocation(file: project.displayPath, line: 1, column: 1),
                                  "no group of \(project.displayPath) holds the folder \(folder.isEmpty ? "of the project" : folder); add its folder to the project in Xcode first")
        }
        let parent = try groupReference(for: ProjectPath.folder(of: folder))
        let name = ProjectPath.name(of: folder)
        let id = ids.make(["PBXGroup", folder])
        newGroups[folder] = NewGroup(id: id, name: name)
        newGroupOrder.append(folder)
        addChild(parent, name: name, element: "\(id) /* \(name) */")
        added.append("\(folder): new group")
        return .new(folder)
    }

    private mutating func addChild(_ group: GroupReference, name: String, element: String) {
        switch group {
        case .existing(let id): appendToList(of: id, key: "children", name: name, element: element, keepsSorted: true)
        case .new(let folder): newGroups[folder]?.children.append((name, element))
        }
    }

    private mutating func appendToList(of object: Int32, key: String, name: String, element: String, keepsSorted: Bool) {
        let listKey = "\(object)\u{0}" + key
        if lists[listKey] == nil {
            lists[listKey] = ListAddition(object: object, key: key, keepsSorted: keepsSorted)
            listOrder.append(listKey)
        }
        lists[listKey]?.items.append((name, element))
    }

    /// Plans a new object of its `isa`'s section.
    mutating func addObject(_ isa: String, id: String, text: String) {
        newObjects[isa, default: []].append((id, text))
    }

    /// Xcode's `lastKnownFileType` for a new file.
    static func fileType(of name: String) -> String {
        switch ProjectPath.name(of: name).split(separator: ".").last.map(String.init) ?? "" {
        case "swift": return "sourcecode.swift"
        case "json": return "text.json"
        case "plist": return "text.plist.xml"
        case "strings": return "text.plist.strings"
        case "xcstrings": return "text.json.xcstrings"
        case "md": return "net.daringfireball.markdown"
        default: return "text"
        }
    }
}
