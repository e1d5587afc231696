/// Paths inside a project as the model keeps them: relative to the project's folder (the
/// folder holding the `.xcodeproj`), `/`-separated, without `.` or empty components; `""`
/// is the folder itself. A path above it keeps its leading `..`; an absolute one its `/`.
enum ProjectPath {
    /// `path` normalised: `a/./b//c/../d` is `a/b/d`.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// `child` inside `folder` (a normalised path), normalised (an absolute `child` stands alone).
    static func join(_ folder: String, _ child: String) -> String {
        if isPlain(child) {
            if child.isEmpty { return folder }
            return folder.isEmpty ? child : folder + "/" + child
        }
        if child.hasPrefix("/") { return normalize(child) }
        if folder.isEmpty { return normalize(child) }
        return normalize(folder + "/" + child)
    }

    /// Whether `path` is already normalised and relative: no empty, `.` or `..` component.
    static func isPlain(_ path: String) -> Bool {
        var componentLength = 0, dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return path.isEmpty || !(componentLength == 0 || componentLength == dots && dots <= 2)
    }

    /// The folder holding `path` (`""` for a name alone).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Whether `path` is `folder` or lies below it (`""` holds every relative path).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` relative to `folder`, when it lies inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        guard isInside(path, folder) else { return nil }
        if folder.isEmpty { return path }
        return path == folder ? "" : String(path.dropFirst(folder.count + 1))
    }
}
