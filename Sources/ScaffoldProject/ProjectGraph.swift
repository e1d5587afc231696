import ScaffoldSupport
import ScaffoldSyntax

/// The objects of a parsed `project.pbxproj`, numbered in the order of the text, with the
/// group tree resolved to folders: what `XcodeProject` answers from and `PBXProjEditor`
/// edits. It works on the parsed nodes and bytes, decoding text only where an answer needs
/// it, so that a project of thousands of files reads in a few milliseconds.
struct ProjectGraph: Sendable {
    /// The `isa`s the model reads.
    enum Kind: UInt8, Sendable {
        case buildFile, fileReference, referenceProxy, group, variantGroup, versionGroup, synchronizedGroup, exceptionSet
        case nativeTarget, aggregateTarget, legacyTarget, sourcesPhase, project, configuration, configurationList
        case targetDependency, itemProxy, localPackage, other

        /// The kinds by `isa`: the names' bytes one after the other, and where each is.
        static let table: (bytes: [UInt8], entries: [(start: Int, count: Int, kind: Kind)]) = {
            let names: [(String, Kind)] = [
                ("PBXBuildFile", .buildFile), ("PBXFileReference", .fileReference), ("PBXReferenceProxy", .referenceProxy),
                ("PBXGroup", .group), ("PBXVariantGroup", .variantGroup), ("XCVersionGroup", .versionGroup),
                ("PBXFileSystemSynchronizedRootGroup", .synchronizedGroup), ("PBXFileSystemSynchronizedBuildFileExceptionSet", .exceptionSet),
                ("PBXNativeTarget", .nativeTarget), ("PBXAggregateTarget", .aggregateTarget), ("PBXLegacyTarget", .legacyTarget),
                ("PBXSourcesBuildPhase", .sourcesPhase), ("PBXProject", .project), ("XCBuildConfiguration", .configuration),
                ("XCConfigurationList", .configurationList), ("PBXTargetDependency", .targetDependency),
                ("PBXContainerItemProxy", .itemProxy), ("XCLocalSwiftPackageReference", .localPackage),
            ]
            var bytes: [UInt8] = []
            var entries: [(start: Int, count: Int, kind: Kind)] = []
            for (name, kind) in names {
                entries.append((bytes.count, name.utf8.count, kind))
                bytes += Array(name.utf8)
            }
            return (bytes, entries)
        }()

        /// Whether objects of this kind belong to the group tree as groups.
        var isGroup: Bool { self == .group || self == .variantGroup || self == .versionGroup || self == .synchronizedGroup }
    }

    /// The keys read, as bytes.
    enum Key {
        /// Keys of every object and of groups and files.
        static let isa = Array("isa".utf8), children = Array("children".utf8), name = Array("name".utf8), path = Array("path".utf8)
        /// Keys of files and build files.
        static let sourceTree = Array("sourceTree".utf8), fileRef = Array("fileRef".utf8), files = Array("files".utf8)
        /// Keys of targets.
        static let buildPhases = Array("buildPhases".utf8), synchronizedGroups = Array("fileSystemSynchronizedGroups".utf8)
        /// Keys of synchronized folders and their exception sets.
        static let exceptions = Array("exceptions".utf8), membershipExceptions = Array("membershipExceptions".utf8)
        /// Keys of exception sets and file references.
        static let target = Array("target".utf8), lastKnownFileType = Array("lastKnownFileType".utf8)
        /// Keys of file references.
        static let explicitFileType = Array("explicitFileType".utf8), fileEncoding = Array("fileEncoding".utf8)
    }

    /// The parsed text.
    let list: PropertyList
    /// Its bytes, nodes and container links (shared with `list`).
    let bytes: [UInt8], nodes: [PlistNode], links: [Int32]
    /// Each object's ID node, dictionary node and kind, by object number.
    let keyNodes: [Int32], valueNodes: [Int32], kinds: [Kind]
    /// The object numbers by ID.
    let numbers: ObjectTable
    /// The `PBXProject` object and the main group.
    let rootObject: Int32, mainGroup: Int32
    /// The folder `SOURCE_ROOT` names, relative to the project's folder (`projectDirPath`).
    let sourceRoot: String
    /// For each object of the tree, the group holding it (-1 for none).
    private(set) var parents: [Int32]
    /// For each object of the tree, how deep it is (the main group is 0).
    private(set) var depths: [Int32]
    /// For each group and file of the tree, its folder or path relative to the project's folder.
    private(set) var locations: [String?]
    /// For each file of the tree, whether it lies right in its group's folder (its path a
    /// plain name relative to the group).
    private(set) var inGroupFolder: [Bool]
    /// The groups and the files of the tree, in the order of the tree.
    private(set) var groups: [Int32] = [], files: [Int32] = []

    /// Reads the graph of `list`; `absoluteFolder` is the project's folder as an absolute
    /// path (to read `<absolute>` paths inside it as relative ones).
    init(list: PropertyList, absoluteFolder: String) throws {
        self.list = list
        bytes = list.storage.bytes
        nodes = list.storage.nodes
        links = list.storage.links
        let root = list.root
        guard let objects = root["objects"], objects.isDictionary else {
            throw DiagnosticError(list.location(of: root.start), "this project file has no 'objects' dictionary; it is damaged: restore it from version control")
        }
        let objectNode = nodes[objects.index]
        var keyNodes: [Int32] = [], valueNodes: [Int32] = [], kinds: [Kind] = []
        var numbers = ObjectTable(capacity: Int(objectNode.count) / 2)
        let count = Int(objectNode.count) / 2
        keyNodes.reserveCapacity(count)
        valueNodes.reserveCapacity(count)
        kinds.reserveCapacity(count)
        let names = Kind.table
        for entry in 0..<count {
            let key = links[Int(objectNode.first) + 2 * entry], value = links[Int(objectNode.first) + 2 * entry + 1]
            WorkCounter.add()
            numbers.insert(Self.idBytes(key, nodes: nodes, bytes: bytes), Int32(keyNodes.count))
            keyNodes.append(key)
            valueNodes.append(value)
            kinds.append(Self.kind(of: value, nodes: nodes, links: links, bytes: bytes, names: names))
        }
        (self.keyNodes, self.valueNodes, self.kinds, self.numbers) = (keyNodes, valueNodes, kinds, numbers)
        parents = Array(repeating: -1, count: count)
        depths = Array(repeating: -1, count: count)
        locations = Array(repeating: nil, count: count)
        inGroupFolder = Array(repeating: false, count: count)
        let rootValue = root["rootObject"]
        guard let rootNode = rootValue?.index, let project = numbers.find(Self.idBytes(Int32(rootNode), nodes: nodes, bytes: bytes)), kinds[Int(project)] == .project else {
            throw DiagnosticError(list.location(of: rootValue?.start ?? root.start),
                                  "'rootObject' does not name the project's PBXProject object; the project file is damaged: restore it from version control")
        }
        rootObject = project
        let projectValue = valueNodes[Int(project)]
        sourceRoot = ProjectPath.normalize(Self.text(Self.lookup(projectValue, Array("projectDirPath".utf8), nodes: nodes, links: links, bytes: bytes), nodes: nodes, bytes: bytes) ?? "")
        guard let main = Self.lookup(projectValue, Array("mainGroup".utf8), nodes: nodes, links: links, bytes: bytes),
              let mainGroup = numbers.find(Self.idBytes(main, nodes: nodes, bytes: bytes)) else {
            throw DiagnosticError(list.location(of: Int(nodes[Int(projectValue)].start)),
                                  "the project names no main group ('mainGroup'); the project file is damaged: restore it from version control")
        }
        self.mainGroup = mainGroup
        visit(mainGroup, parent: -1, parentFolder: sourceRoot, depth: 0, absoluteFolder: ProjectPath.normalize(absoluteFolder))
    }

    /// Records the group or file `object` and, for a group, its children.
    private mutating func visit(_ object: Int32, parent: Int32, parentFolder: String?, depth: Int32, absoluteFolder: String) {
        let index = Int(object)
        guard depth < 100, depths[index] < 0 else { return }
        WorkCounter.add()
        let kind = kinds[index]
        guard kind.isGroup || kind == .fileReference || kind == .referenceProxy else { return }
        let value = valueNodes[index]
        let path = text(lookup(value, Key.path)), sourceTree = lookup(value, Key.sourceTree)
        let location = resolve(path: path, sourceTree: sourceTree, parentFolder: parentFolder, absoluteFolder: absoluteFolder)
        if let path, parentFolder != nil, sourceTree == nil || equals(sourceTree, Self.groupTree), !path.utf8.contains(UInt8(ascii: "/")), path != ".", path != ".." {
            inGroupFolder[index] = true
        }
        parents[index] = parent
        depths[index] = depth
        locations[index] = location
        if kind.isGroup {
            groups.append(object)
            for child in references(object, Key.children) {
                visit(child, parent: object, parentFolder: location, depth: depth + 1, absoluteFolder: absoluteFolder)
            }
        } else {
            files.append(object)
        }
    }

    /// The folder or file a `path` with `sourceTree` names, relative to the project's folder.
    private func resolve(path: String?, sourceTree: Int32?, parentFolder: String?, absoluteFolder: String) -> String? {
        if sourceTree == nil || equals(sourceTree, Self.groupTree) {
            return parentFolder.map { ProjectPath.join($0, path ?? "") }
        }
        if equals(sourceTree, Self.sourceRootTree) {
            return ProjectPath.join(sourceRoot, path ?? "")
        }
        if equals(sourceTree, Self.absoluteTree), let path {
            let normalized = ProjectPath.normalize(path)
            return ProjectPath.relative(normalized, to: absoluteFolder) ?? normalized
        }
        return nil
    }

    /// The `sourceTree`s that name folders of the project.
    static let groupTree = Array("<group>".utf8), sourceRootTree = Array("SOURCE_ROOT".utf8), absoluteTree = Array("<absolute>".utf8)

    // MARK: Reading nodes

    /// The value of `key` in the dictionary `node`.
    func lookup(_ node: Int32, _ key: [UInt8]) -> Int32? {
        Self.lookup(node, key, nodes: nodes, links: links, bytes: bytes)
    }

    /// The text of a string node (nil for a container or no node).
    func text(_ node: Int32?) -> String? {
        Self.text(node, nodes: nodes, bytes: bytes)
    }

    /// The elements of the list `node` (none for anything else).
    func elements(_ node: Int32?) -> ArraySlice<Int32> {
        guard let node, nodes[Int(node)].kind == .array else { return [] }
        let item = nodes[Int(node)]
        return links[Int(item.first)..<Int(item.first + item.count)]
    }

    /// The object a string node names.
    func object(at node: Int32?) -> Int32? {
        guard let node else { return nil }
        return numbers.find(Self.idBytes(node, nodes: nodes, bytes: bytes))
    }

    /// The object whose ID is `id`.
    func object(_ id: String?) -> Int32? {
        guard let id else { return nil }
        return numbers.find(Array(id.utf8)[...])
    }

    /// The object named by `key` of `object`'s dictionary.
    func reference(_ object: Int32, _ key: [UInt8]) -> Int32? {
        self.object(at: lookup(valueNodes[Int(object)], key))
    }

    /// The objects listed under `key` of `object`'s dictionary.
    func references(_ object: Int32, _ key: [UInt8]) -> [Int32] {
        elements(lookup(valueNodes[Int(object)], key)).compactMap { self.object(at: $0) }
    }

    /// The string under `key` of `object`'s dictionary.
    func string(_ object: Int32, _ key: [UInt8]) -> String? {
        text(lookup(valueNodes[Int(object)], key))
    }

    /// The ID of `object`.
    func id(_ object: Int32) -> String {
        text(keyNodes[Int(object)]) ?? ""
    }

    /// A handle to `object`'s dictionary.
    func value(_ object: Int32) -> PlistValue {
        PlistValue(storage: list.storage, index: Int(valueNodes[Int(object)]))
    }

    /// The kind of `object`.
    func kind(_ object: Int32) -> Kind {
        kinds[Int(object)]
    }

    /// The name Xcode shows and writes in comments for a group or file: `name`, else the
    /// last component of `path`.
    func displayName(_ object: Int32) -> String {
        string(object, Key.name) ?? string(object, Key.path).map(ProjectPath.name(of:)) ?? ""
    }

    /// Whether the text of the string node `node` sorts after `text` (byte by byte, as
    /// Xcode sorts IDs).
    func text(bytesOf node: Int32, follow text: [UInt8]) -> Bool {
        let item = nodes[Int(node)]
        guard item.kind == .bare else { return text.lexicographicallyPrecedes(Array((self.text(node) ?? "").utf8)) }
        return text.lexicographicallyPrecedes(bytes[Int(item.start)..<Int(item.end)])
    }

    /// Whether the string node `node` holds exactly `wanted`.
    func equals(_ node: Int32?, _ wanted: [UInt8]) -> Bool {
        guard let node else { return false }
        return Self.equals(node, wanted, nodes: nodes, bytes: bytes)
    }

    // MARK: Static helpers (usable while the graph is being built)

    /// The kind of the object whose dictionary is `value`, from the table of `isa`s.
    static func kind(of value: Int32, nodes: [PlistNode], links: [Int32], bytes: [UInt8],
                     names: (bytes: [UInt8], entries: [(start: Int, count: Int, kind: Kind)])) -> Kind {
        guard let isa = lookup(value, Key.isa, nodes: nodes, links: links, bytes: bytes) else { return .other }
        let text = idBytes(isa, nodes: nodes, bytes: bytes)
        for entry in names.entries where entry.count == text.count {
            var index = 0
            while index < entry.count, names.bytes[entry.start + index] == text[text.startIndex + index] { index += 1 }
            if index == entry.count { return entry.kind }
        }
        return .other
    }

    /// The bytes of a string node's text (decoded only when it has escapes).
    static func idBytes(_ node: Int32, nodes: [PlistNode], bytes: [UInt8]) -> ArraySlice<UInt8> {
        let item = nodes[Int(node)]
        switch item.kind {
        case .bare: return bytes[Int(item.start)..<Int(item.end)]
        case .quoted where !item.escaped: return bytes[Int(item.start) + 1..<Int(item.end) - 1]
        default: return Array((text(node, nodes: nodes, bytes: bytes) ?? "").utf8)[...]
        }
    }

    /// The value of `key` in the dictionary `node`.
    static func lookup(_ node: Int32, _ key: [UInt8], nodes: [PlistNode], links: [Int32], bytes: [UInt8]) -> Int32? {
        let item = nodes[Int(node)]
        guard item.kind == .dictionary else { return nil }
        var position = Int(item.first)
        let last = position + Int(item.count)
        while position < last {
            if equals(links[position], key, nodes: nodes, bytes: bytes) { return links[position + 1] }
            position += 2
        }
        return nil
    }

    /// Whether the string node `node` holds exactly `wanted`.
    static func equals(_ node: Int32, _ wanted: [UInt8], nodes: [PlistNode], bytes: [UInt8]) -> Bool {
        let item = nodes[Int(node)]
        var start = Int(item.start), end = Int(item.end)
        switch item.kind {
        case .bare: break
        case .quoted where !item.escaped: (start, end) = (start + 1, end - 1)
        case .quoted: return text(node, nodes: nodes, bytes: bytes).map { Array($0.utf8) == wanted } ?? false
        case .array, .dictionary: return false
        }
        guard end - start == wanted.count else { return false }
        var index = 0
        while index < wanted.count {
            if bytes[start + index] != wanted[index] { return false }
            index += 1
        }
        return true
    }

    /// The text of a string node.
    static func text(_ node: Int32?, nodes: [PlistNode], bytes: [UInt8]) -> String? {
        guard let node else { return nil }
        let item = nodes[Int(node)]
        switch item.kind {
        case .bare: return String(decoding: bytes[Int(item.start)..<Int(item.end)], as: UTF8.self)
        case .quoted:
            let content = bytes[Int(item.start) + 1..<Int(item.end) - 1]
            return item.escaped ? PlistText.unescape(content) : String(decoding: content, as: UTF8.self)
        case .array, .dictionary: return nil
        }
    }
}
