import ScaffoldSupport
import ScaffoldSyntax

/// The objects of a parsed `project.pbxproj` by ID, with the group tree resolved to
/// folders: what `XcodeProject` answers from and `PBXProjEditor` edits.
struct ProjectGraph: Sendable {
    /// One object of the `objects` dictionary: its ID's and its dictionary's values.
    struct Object: Sendable {
        /// The ID as written (its range is where the object's entry starts).
        let key: PlistValue
        /// The object's dictionary.
        let value: PlistValue
        /// Its `isa`.
        let isa: String
    }

    /// A group of the tree: `PBXGroup`, `PBXVariantGroup`, `XCVersionGroup` or
    /// `PBXFileSystemSynchronizedRootGroup`.
    struct GroupRecord: Sendable {
        /// Its ID.
        let id: String
        /// Its `isa`.
        let isa: String
        /// Its `name`.
        let name: String?
        /// Its `path`.
        let path: String?
        /// The folder it stands for, relative to the project's folder; nil when it has none
        /// (a group relative to the build products, the SDK).
        let folder: String?
        /// The ID of the group holding it (nil for the main group).
        let parent: String?
        /// Its children's IDs, in order.
        let children: [String]
        /// How deep in the tree it is (the main group is 0).
        let depth: Int
        /// The name Xcode shows and writes in comments: `name`, else `path`.
        var displayName: String { name ?? path.map(ProjectPath.name(of:)) ?? "" }
    }

    /// A file reference in the group tree.
    struct FileRecord: Sendable {
        /// Its ID.
        let id: String
        /// Its `name`.
        let name: String?
        /// Its `path`.
        let path: String?
        /// The file's path relative to the project's folder, when it has one.
        let location: String?
        /// The group holding it.
        let parent: String?
        /// `lastKnownFileType` or `explicitFileType`.
        let fileType: String?
        /// The name Xcode writes in comments.
        var displayName: String { name ?? path.map(ProjectPath.name(of:)) ?? "" }
    }

    /// The parsed text.
    let list: PropertyList
    /// The objects by ID.
    let objects: [String: Object]
    /// The `PBXProject`'s ID.
    let rootID: String
    /// The `PBXProject` object.
    let project: PlistValue
    /// The folder `SOURCE_ROOT` names, relative to the project's folder (`projectDirPath`).
    let sourceRoot: String
    /// The main group's ID.
    let mainGroupID: String
    /// The groups of the tree, by ID.
    private(set) var groups: [String: GroupRecord] = [:]
    /// The file references of the tree, by ID.
    private(set) var files: [String: FileRecord] = [:]

    /// Reads the graph of `list`; `absoluteFolder` is the project's folder as an absolute
    /// path (to read `<absolute>` paths inside it as relative ones).
    init(list: PropertyList, absoluteFolder: String) throws {
        self.list = list
        let root = list.root
        guard let objectsValue = root["objects"], objectsValue.isDictionary else {
            throw DiagnosticError(list.location(of: root.start), "this project file has no 'objects' dictionary; it is damaged: restore it from version control")
        }
        var objects: [String: Object] = [:]
        objects.reserveCapacity(objectsValue.count)
        for (key, value) in objectsValue.entries {
            guard let id = key.string else { continue }
            WorkCounter.add()
            objects[id] = Object(key: key, value: value, isa: value.string("isa") ?? "")
        }
        self.objects = objects
        guard let rootValue = root["rootObject"], let rootID = rootValue.string, let project = objects[rootID], project.isa == "PBXProject" else {
            throw DiagnosticError(list.location(of: root["rootObject"]?.start ?? root.start),
                                  "'rootObject' does not name the project's PBXProject object; the project file is damaged: restore it from version control")
        }
        self.rootID = rootID
        self.project = project.value
        sourceRoot = ProjectPath.normalize(project.value.string("projectDirPath") ?? "")
        guard let mainGroupID = project.value.string("mainGroup"), objects[mainGroupID] != nil else {
            throw DiagnosticError(list.location(of: project.value.start), "the project names no main group ('mainGroup'); the project file is damaged: restore it from version control")
        }
        self.mainGroupID = mainGroupID
        var visited: Set<String> = []
        visit(mainGroupID, parent: nil, parentFolder: sourceRoot, depth: 0, absoluteFolder: absoluteFolder, visited: &visited)
    }

    /// Records the group or file `id` and, for a group, its children.
    private mutating func visit(_ id: String, parent: String?, parentFolder: String?, depth: Int, absoluteFolder: String, visited: inout Set<String>) {
        guard depth < 100, let object = objects[id], visited.insert(id).inserted else { return }
        WorkCounter.add()
        let value = object.value
        let name = value.string("name"), path = value.string("path")
        let location = resolve(path: path, sourceTree: value.string("sourceTree"), parentFolder: parentFolder, absoluteFolder: absoluteFolder)
        switch object.isa {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup":
            let children = value["children"]?.array.compactMap(\.string) ?? []
            groups[id] = GroupRecord(id: id, isa: object.isa, name: name, path: path, folder: location, parent: parent, children: children, depth: depth)
            for child in children {
                visit(child, parent: id, parentFolder: location, depth: depth + 1, absoluteFolder: absoluteFolder, visited: &visited)
            }
        case "PBXFileReference", "PBXReferenceProxy":
            let type = value.string("lastKnownFileType") ?? value.string("explicitFileType")
            files[id] = FileRecord(id: id, name: name, path: path, location: location, parent: parent, fileType: type)
        default:
            break
        }
    }

    /// The folder or file a `path` with `sourceTree` names, relative to the project's folder.
    private func resolve(path: String?, sourceTree: String?, parentFolder: String?, absoluteFolder: String) -> String? {
        switch sourceTree ?? "<group>" {
        case "<group>":
            return parentFolder.map { ProjectPath.join($0, path ?? "") }
        case "SOURCE_ROOT":
            return ProjectPath.join(sourceRoot, path ?? "")
        case "<absolute>":
            guard let path else { return nil }
            let normalized = ProjectPath.normalize(path)
            return ProjectPath.relative(normalized, to: ProjectPath.normalize(absoluteFolder)) ?? normalized
        default:
            return nil
        }
    }

    /// The object `id`'s dictionary, if it has the `isa` given (any with nil).
    func object(_ id: String?, isa: String? = nil) -> PlistValue? {
        guard let id, let object = objects[id] else { return nil }
        if let isa, object.isa != isa { return nil }
        return object.value
    }

    /// The IDs listed under `key` in object `value`.
    func ids(_ value: PlistValue?, _ key: String) -> [String] {
        value?[key]?.array.compactMap(\.string) ?? []
    }

    /// The path relative to the project's folder of the file a build file compiles.
    func location(ofBuildFile id: String) -> String? {
        guard let reference = object(id)?.string("fileRef") else { return nil }
        return files[reference]?.location
    }

    /// The synchronized root groups, by ID.
    var synchronizedGroups: [GroupRecord] {
        groups.values.filter { $0.isa == "PBXFileSystemSynchronizedRootGroup" }.sorted { $0.id < $1.id }
    }
}
