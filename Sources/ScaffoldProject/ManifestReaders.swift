import Foundation

/// A light textual read of a `Package.swift`: the package's name and its targets' names and
/// folders (their `path:`, else SwiftPM's conventions). The manifest is not run.
enum PackageManifest {
    /// The calls that declare a target.
    static let declarations = [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".plugin(", ".systemLibrary(", ".binaryTarget("]

    /// The package whose `Package.swift` is in `folder` (relative to `root`).
    static func read(folder: String, root: String) -> Discovered.Package {
        let base = folder.isEmpty ? root : root + "/" + folder
        let text = (try? String(contentsOfFile: base + "/Package.swift", encoding: .utf8)) ?? ""
        let bytes = Array(text.utf8)
        var package = Discovered.Package(path: folder, name: nil, targets: [])
        if let call = firstOffset(of: "Package(", in: bytes, from: 0), let body = callBody(bytes, open: call + "Package".utf8.count) {
            package.name = argument("name", in: bytes, body.lowerBound, body.upperBound, topLevelOnly: true)
        }
        var position = 0
        while position < bytes.count {
            guard let (offset, call) = declarations.compactMap({ call in firstOffset(of: call, in: bytes, from: position).map { ($0, call) } }).min(by: { $0.0 < $1.0 }) else { break }
            guard let body = callBody(bytes, open: offset + call.utf8.count - 1) else { break }
            position = body.upperBound
            guard let name = argument("name", in: bytes, body.lowerBound, body.upperBound, topLevelOnly: true) else { continue }
            let isTest = call == ".testTarget("
            let path = argument("path", in: bytes, body.lowerBound, body.upperBound, topLevelOnly: true) ?? defaultPath(name: name, isTest: isTest, base: base)
            package.targets.append(Discovered.PackageTarget(name: name, path: ProjectPath.join(folder, path), isTest: isTest))
        }
        return package
    }

    /// SwiftPM's folder for a target without `path:`: the first of `Sources`, `Source`,
    /// `src`, `srcs` (`Tests` for tests) that holds a folder of its name.
    static func defaultPath(name: String, isTest: Bool, base: String) -> String {
        let parents = isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        return parents.map { $0 + "/" + name }.first { FileManager.default.fileExists(atPath: base + "/" + $0) } ?? parents[0] + "/" + name
    }

    /// The offset of `needle` in `bytes` from `start`, outside comments and string literals.
    static func firstOffset(of needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let wanted = Array(needle.utf8)
        var index = start
        while index < bytes.count {
            if let skipped = skipTrivia(bytes, index) {
                index = skipped
                continue
            }
            if bytes[index...].starts(with: wanted) { return index }
            index += 1
        }
        return nil
    }

    /// The range inside the parentheses of the call whose `(` is at `open`.
    static func callBody(_ bytes: [UInt8], open: Int) -> Range<Int>? {
        guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { return nil }
        var depth = 0, index = open
        while index < bytes.count {
            if let skipped = skipTrivia(bytes, index) {
                index = skipped
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return (open + 1)..<index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The string literal given to `label:` in a call's body (at its top level only).
    static func argument(_ label: String, in bytes: [UInt8], _ start: Int, _ end: Int, topLevelOnly: Bool) -> String? {
        let wanted = Array((label + ":").utf8)
        var depth = 0, index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\"") { index = skipTrivia(bytes, index) ?? index + 1; continue }
            if let skipped = skipTrivia(bytes, index) { index = skipped; continue }
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            let atWordStart = index == 0 || !(bytes[index - 1] == UInt8(ascii: "_") || (bytes[index - 1] | 0x20) >= UInt8(ascii: "a") && (bytes[index - 1] | 0x20) <= UInt8(ascii: "z"))
            if (!topLevelOnly || depth == 0), atWordStart, bytes[index..<end].starts(with: wanted) {
                var value = index + wanted.count
                while value < end, bytes[value] == 0x20 || bytes[value] == 0x0A || bytes[value] == 0x09 { value += 1 }
                guard value < end, bytes[value] == UInt8(ascii: "\""), let close = bytes[(value + 1)..<end].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return String(decoding: bytes[(value + 1)..<close], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// The offset past the comment or string literal at `index`, or nil when none starts there.
    static func skipTrivia(_ bytes: [UInt8], _ index: Int) -> Int? {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
            return (bytes[index...].firstIndex(of: 0x0A) ?? bytes.count - 1) + 1
        }
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            return min(bytes.count, end + 2)
        }
        if byte == UInt8(ascii: "\"") {
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(bytes.count, end + 1)
        }
        return nil
    }
}

/// A tolerant read of an XcodeGen `project.yml`: its name, and each target's type and the
/// paths its `sources:` give (a path, a list of paths, or of `path:` entries).
enum XcodeGenReader {
    /// The spec at `path` (relative to `root`).
    static func read(at path: String, root: String) -> Discovered.XcodeGenSpec {
        let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
        let folder = ProjectPath.folder(of: path)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw -> (indent: Int, text: String)? in
            let line = String(raw).replacingOccurrences(of: "\t", with: "    ")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return (line.prefix { $0 == " " }.count, trimmed)
        }
        var spec = Discovered.XcodeGenSpec(path: path, name: nil, targets: [])
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.indent == 0 else { continue }
            if let value = value(of: "name", in: line.text) { spec.name = unquote(value) }
            guard line.text == "targets:" else { continue }
            let targetIndent = index < lines.count ? lines[index].indent : 0
            while index < lines.count, lines[index].indent > 0 {
                let entry = lines[index]
                index += 1
                guard entry.indent == targetIndent, entry.text.hasSuffix(":") else { continue }
                var target = Discovered.XcodeGenTarget(name: unquote(String(entry.text.dropLast())), type: nil, sources: [])
                let keyIndent = index < lines.count ? lines[index].indent : 0
                while index < lines.count, lines[index].indent > targetIndent {
                    let key = lines[index]
                    index += 1
                    guard key.indent == keyIndent else { continue }
                    if let type = value(of: "type", in: key.text) { target.type = unquote(type) }
                    guard let sources = value(of: "sources", in: key.text) else { continue }
                    if !sources.isEmpty {
                        target.sources = flow(sources)
                        continue
                    }
                    let itemIndent = index < lines.count ? lines[index].indent : 0
                    while index < lines.count, lines[index].indent > keyIndent {
                        let item = lines[index]
                        index += 1
                        guard item.indent == itemIndent, item.text.hasPrefix("- ") else { continue }
                        let content = String(item.text.dropFirst(2)).trimmingCharacters(in: .whitespaces)
                        if let path = value(of: "path", in: content) {
                            target.sources.append(unquote(path))
                        } else if content.hasPrefix("{"), let range = content.range(of: "path:") {
                            let rest = content[range.upperBound...].prefix { $0 != "," && $0 != "}" }
                            target.sources.append(unquote(rest.trimmingCharacters(in: .whitespaces)))
                        } else if !content.contains(": ") {
                            target.sources.append(unquote(content))
                        }
                    }
                }
                target.sources = target.sources.map { ProjectPath.join(folder, $0) }
                spec.targets.append(target)
            }
        }
        return spec
    }

    /// The value after `key:` on a line (empty when the value follows on the next lines).
    static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key + ":") else { return nil }
        var rest = line.dropFirst(key.count + 1)
        if let comment = rest.range(of: " #") { rest = rest[..<comment.lowerBound] }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// `[a, b]` as its items, a plain value as itself.
    static func flow(_ text: String) -> [String] {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return [unquote(text)] }
        return text.dropFirst().dropLast().split(separator: ",").map { unquote($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// A YAML scalar without its quotes.
    static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
