import Foundation
import ScaffoldSupport
import ScaffoldSyntax

/// How a repository names and places the parts of its screens: which classes are view
/// models and routers, which structs are screen views, which files are tests. The linter
/// classifies code with it, and so does the screen model read from code.
public struct Conventions: Sendable, Equatable {
    /// Class-name suffixes that make a class a view model.
    public var viewModelSuffixes = ["ViewModel"]
    /// Class-name suffixes that make a class a router.
    public var routerSuffixes = ["Router"]
    /// Path globs of test files; empty means the default: a folder named `Tests` or ending
    /// in `Tests`, or a file name ending in `Tests.swift`.
    public var testPaths: [String] = []
    /// Type names (`*` matches any run of characters) that are never view models, routers
    /// or screen views, whatever their names or shapes (an app's bootstrap `AppProcessor`).
    public var excludedTypes: [String] = []
    /// Property types (`*` matches any run of characters; generic arguments left out) that
    /// stand for a screen's view model in its view: a `Store`, an `XViewModel.Context`.
    public var viewModelPropertyTypes: [String] = []

    /// The defaults.
    public init() {}

    /// Whether `path` is a test file. By default: a file name ending in `Tests.swift`, or a
    /// folder named `Tests` or ending in `Tests` (read from the path's bytes: this runs for
    /// every file of the repository).
    public func isTestPath(_ path: String) -> Bool {
        if !testPaths.isEmpty { return testPaths.contains { Glob.matches($0, path) } }
        var path = path
        return path.withUTF8 { Self.isDefaultTestPath($0[...]) }
    }

    /// Whether the file at `path` is a test file, its path taken relative to the folder
    /// `root` (as `isTestPath(path.relative(to: root))`, with no new string by default:
    /// this runs for every file of the repository, in several commands).
    public func isTestPath(_ path: String, relativeTo root: String) -> Bool {
        if !testPaths.isEmpty || root.isEmpty { return isTestPath(path.relative(to: root)) }
        var path = path, root = root
        return path.withUTF8 { bytes in
            root.withUTF8 { folder in
                var start = folder.count
                if start > 0, folder[start - 1] != UInt8(ascii: "/") { start += 1 }
                let inside = bytes.count >= start && memcmp(bytes.baseAddress!, folder.baseAddress!, folder.count) == 0
                    && (start == folder.count || bytes[folder.count] == UInt8(ascii: "/"))
                return Self.isDefaultTestPath(inside ? bytes[start...] : bytes[...])
            }
        }
    }

    /// The default test: the name ends in `Tests.swift`, or a folder (a component before
    /// the last `/`) ends in `Tests`.
    private static func isDefaultTestPath<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        // Byte by byte, not by comparing slices (which goes through generic code a byte at
        // a time): this runs for every file of a repository.
        let start = bytes.startIndex, end = bytes.endIndex
        /// Whether the bytes just before `index` are `Tests`.
        func testsEnd(at index: Int) -> Bool {
            index - start >= 5 && bytes[index - 5] == UInt8(ascii: "T") && bytes[index - 4] == UInt8(ascii: "e")
                && bytes[index - 3] == UInt8(ascii: "s") && bytes[index - 2] == UInt8(ascii: "t") && bytes[index - 1] == UInt8(ascii: "s")
        }
        if end - start >= 11, bytes[end - 6] == UInt8(ascii: "."), bytes[end - 5] == UInt8(ascii: "s"), bytes[end - 4] == UInt8(ascii: "w"),
           bytes[end - 3] == UInt8(ascii: "i"), bytes[end - 2] == UInt8(ascii: "f"), bytes[end - 1] == UInt8(ascii: "t"), testsEnd(at: end - 6) {
            return true
        }
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "/"), testsEnd(at: index) { return true }
            index += 1
        }
        return false
    }

    /// Whether `lint.excludedTypes` names the type.
    public func isExcluded(_ name: String) -> Bool {
        !excludedTypes.isEmpty && excludedTypes.contains { TypeNamePattern.matches($0, name) }
    }

    /// A class named with a view-model suffix, or one that declares `enum Action` and
    /// `send(_:)`. With `requiringShape` (the linter's question), a class named like one
    /// must also look like one a view could observe: it inherits or conforms to
    /// something, is `@Observable`, publishes a property, or has an `Action` or a
    /// `send(_:)`; a class with none of these (an app's bootstrap object) is not linted
    /// as a view model.
    public func isViewModel(_ declaration: Declaration, requiringShape: Bool = false) -> Bool {
        guard declaration.kind == .class || declaration.kind == .actor, !isExcluded(declaration.name) else { return false }
        let hasAction = declaration.members.contains { $0.kind == .enum && $0.name == "Action" }
        let hasSend = declaration.members.contains { Anatomy.isSend($0) }
        if hasAction && hasSend { return true }
        guard viewModelSuffixes.contains(where: { declaration.name.hasSuffix($0) }) else { return false }
        guard requiringShape else { return true }
        return hasAction || hasSend || !declaration.inheritance.isEmpty || declaration.hasAttribute("Observable")
            || declaration.members.contains { $0.hasAttribute("Published") }
    }

    /// A class named with a router suffix.
    public func isRouter(_ declaration: Declaration) -> Bool {
        (declaration.kind == .class || declaration.kind == .actor) && routerSuffixes.contains { declaration.name.hasSuffix($0) } && !isExcluded(declaration.name)
    }

    /// A struct that conforms to `View` and holds a view model (by suffix, or one of
    /// `knownViewModels`, the view-model classes found in the same file).
    public func isScreenView(_ declaration: Declaration, knownViewModels: Set<String> = []) -> Bool {
        guard declaration.kind == .struct, declaration.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }), !isExcluded(declaration.name) else { return false }
        return declaration.members.contains { viewModelType(of: $0, knownViewModels: knownViewModels) != nil }
    }

    /// The view-model type a stored property holds (from its annotation, or from the
    /// construction it is initialised with), or nil.
    public func viewModelType(of property: Declaration, knownViewModels: Set<String> = []) -> String? {
        guard property.kind == .var || property.kind == .let, property.bodyRange == nil || property.initializer != nil else { return nil }
        // Each candidate in turn (read from the text without Foundation: this runs for every
        // member of every view), the first that names a view model wins.
        if let type = property.type, let found = viewModelName(Self.trimmed(Substring(type), optionals: true), knownViewModels: knownViewModels) { return found }
        if let initializer = property.initializer {
            if let open = initializer.firstIndex(of: "(") {
                if let found = viewModelName(initializer[..<open], knownViewModels: knownViewModels) { return found }
            } else if let dot = initializer.lastIndex(of: "."), dot > initializer.startIndex {
                // `= SearchViewModel.shared`: a shared instance of the type before the member.
                if let found = viewModelName(Self.trimmed(initializer[..<dot], optionals: false), knownViewModels: knownViewModels) { return found }
            }
        }
        // `@Environment(CartViewModel.self) var cart`: an observable object from the environment.
        if let environment = property.attributes.first(where: { $0.name == "Environment" })?.arguments, environment.hasSuffix(".self") {
            return viewModelName(Self.trimmed(environment.dropLast(5), optionals: false), knownViewModels: knownViewModels)
        }
        return nil
    }

    /// `candidate` (without generic arguments: `FirstViewModel<Coordinator>` is a view
    /// model too) when it names a view model, or nil.
    private func viewModelName(_ candidate: Substring, knownViewModels: Set<String>) -> String? {
        let name = candidate.firstIndex(of: "<").map { candidate[..<$0] } ?? candidate
        guard !name.isEmpty, name.utf8.allSatisfy({ byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
        }) else { return nil }
        let text = String(name)
        guard knownViewModels.contains(text) || viewModelSuffixes.contains(where: { text.hasSuffix($0) })
            || viewModelPropertyTypes.contains(where: { TypeNamePattern.matches($0, text) }) else { return nil }
        // Non-ASCII names are held to letters and digits, as before.
        if text.utf8.contains(where: { $0 >= 0x80 }), !text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { return nil }
        return isExcluded(text) ? nil : text
    }

    /// `text` without spaces (and, with `optionals`, `?` and `!`) at either end.
    private static func trimmed(_ text: Substring, optionals: Bool) -> Substring {
        func trims(_ character: Character) -> Bool {
            character == " " || character == "\t" || (optionals && (character == "?" || character == "!"))
        }
        var result = text
        while let first = result.first, trims(first) { result = result.dropFirst() }
        while let last = result.last, trims(last) { result = result.dropLast() }
        return result
    }
}

/// Type names matched against a configured name: `*` stands for any run of characters
/// (`*ViewModel.Context`, `Store`), everything else for itself.
public enum TypeNamePattern {
    /// Whether `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        let star = UInt8(ascii: "*")
        guard pattern.utf8.contains(star) else { return pattern == name }
        // `*Suffix`, the common case: no split.
        if pattern.utf8.first == star, !pattern.utf8.dropFirst().contains(star) { return name.hasSuffix(pattern.dropFirst()) }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        var rest = Substring(name)
        guard let first = parts.first, rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 { return part.isEmpty || rest.hasSuffix(part) }
            guard !part.isEmpty else { continue }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
