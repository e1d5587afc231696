/// Turning the planned additions into insertions in the text.
extension PBXProjEditor {
    /// The edited text, or nil when nothing is to be added.
    mutating func finish() -> [UInt8]? {
        var text = TextInsertions(bytes: graph.list.bytes)
        for folder in newGroupOrder {
            guard let group = newGroups[folder] else { continue }
            let children = group.children.sorted { Self.precedes($0.name, $1.name) }
            addObject("PBXGroup", id: group.id, text: "\t\t\(group.id) /* \(group.name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + children.map { "\t\t\t\t\($0.element),\n" }.joined()
                + "\t\t\t);\n\t\t\tpath = \(PlistText.quoted(group.name));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n")
        }
        for key in newExceptionSetOrder {
            guard let set = newExceptionSets[key] else { continue }
            let members = set.members.sorted { Self.precedes($0, $1) }
            addObject("PBXFileSystemSynchronizedBuildFileExceptionSet", id: set.id,
                      text: "\t\t\(set.id) /* Exceptions for \"\(set.folderName)\" folder in \"\(set.target.name)\" target */ = {\n"
                        + "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n"
                        + members.map { "\t\t\t\t\(PlistText.quoted($0)),\n" }.joined()
                        + "\t\t\t);\n\t\t\ttarget = \(set.target.id) /* \(set.target.name) */;\n\t\t};\n")
        }
        for key in listOrder {
            guard let addition = lists[key] else { continue }
            render(addition, into: &text)
        }
        renderObjects(into: &text)
        return text.isEmpty ? nil : text.applied()
    }

    /// Whether `lhs` comes before `rhs` in a list sorted by name as Xcode's Sort by Name
    /// sorts: without regard to case, then by case.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.lowercased(), rhs.lowercased())
        return left != right ? left < right : lhs < rhs
    }

    /// The name a list element stands for: a group's or file's name, else its text.
    private func name(of element: PlistValue, in key: String) -> String {
        if key == "children", let object = graph.object(at: Int32(element.index)) { return graph.displayName(object) }
        return element.string ?? ""
    }

    private func render(_ addition: ListAddition, into text: inout TextInsertions) {
        let object = graph.value(addition.object)
        guard let list = object[addition.key], list.isArray else {
            let items = addition.keepsSorted ? addition.items.sorted { Self.precedes($0.name, $1.name) } : addition.items
            text.insert(key: addition.key, lines: { indent in
                "(\n" + items.map { indent + "\t" + $0.element + ",\n" }.joined() + indent + ")"
            }, inline: "(" + items.map { $0.element + ", " }.joined() + ")", into: object)
            return
        }
        let names = addition.keepsSorted ? list.array.map { name(of: $0, in: addition.key) } : []
        let sorted = addition.keepsSorted && zip(names, names.dropFirst()).allSatisfy { !Self.precedes($1, $0) }
        guard sorted else {
            text.insert(elements: addition.items.map(\.element), into: list, before: list.count)
            return
        }
        var byAnchor: [Int: [(name: String, element: String)]] = [:]
        for item in addition.items {
            let anchor = names.firstIndex { Self.precedes(item.name, $0) } ?? names.count
            byAnchor[anchor, default: []].append(item)
        }
        for anchor in byAnchor.keys.sorted() {
            let items = (byAnchor[anchor] ?? []).sorted { Self.precedes($0.name, $1.name) }
            text.insert(elements: items.map(\.element), into: list, before: anchor)
        }
    }

    /// New objects go into their `isa`'s section, among its objects in ID order; a missing
    /// section is made where its name sorts among the others.
    private func renderObjects(into text: inout TextInsertions) {
        guard !newObjects.isEmpty, let objects = graph.list.root["objects"] else { return }
        let markers = graph.list.sections
        for isa in newObjects.keys.sorted() {
            let created = (newObjects[isa] ?? []).sorted { $0.id < $1.id }
            let begin = markers.first { $0.isBegin && $0.name == isa }
            let end = markers.first { !$0.isBegin && $0.name == isa && $0.start > (begin?.end ?? Int.max) }
            if let begin, let end {
                // The section's objects: those whose ID starts between its markers (IDs are in
                // the order of the text, so a binary search finds the first).
                let keys = graph.keyNodes
                var low = 0, high = keys.count
                while low < high {
                    let middle = (low + high) / 2
                    if Int(graph.nodes[Int(keys[middle])].start) < begin.end { low = middle + 1 } else { high = middle }
                }
                var inside: [Int32] = []
                while low < keys.count, Int(graph.nodes[Int(keys[low])].start) < end.start {
                    inside.append(keys[low])
                    low += 1
                }
                for object in created {
                    let id = Array(object.id.utf8)
                    let following = inside.first { graph.text(bytesOf: $0, follow: id) }
                    let start = following.map { Int(graph.nodes[Int($0)].start) }
                    let anchor = start.map { text.lineStart(of: $0) ?? $0 } ?? (text.lineStart(of: end.start) ?? end.start)
                    text.insert(object.text, at: anchor)
                }
                continue
            }
            let body = created.map(\.text).joined()
            if let next = markers.first(where: { $0.isBegin && $0.name > isa }), let start = text.lineStart(of: next.start) {
                text.insert("/* Begin \(isa) section */\n" + body + "/* End \(isa) section */\n\n", at: start)
            } else if let last = markers.last(where: { !$0.isBegin }), let lineEnd = graph.list.bytes[last.end...].firstIndex(of: 0x0A) {
                text.insert("\n/* Begin \(isa) section */\n" + body + "/* End \(isa) section */\n", at: lineEnd + 1)
            } else {
                let close = objects.end - 1
                text.insert(body, at: text.lineStart(of: close) ?? close)
            }
        }
    }
}
