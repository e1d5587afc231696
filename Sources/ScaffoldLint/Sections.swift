import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The `// MARK:` sections of a type's body, and the anatomy orders rules check them against.
enum Sections {
    /// A view model's sections, in the anatomy's order.
    static let viewModel = ["Properties & Dependencies", "Lifecycle", "Responder", "Input", "Output", "Support"]
    /// A screen view's sections, in the anatomy's order.
    static let view = ["Environment", "Local State", "View Model", "Body", "Support"]

    /// The position in the view-model anatomy a MARK heading names, or nil when it names
    /// none of the sections (headings vary: `MARK: - Private / Support`, `MARK: Output`).
    static func viewModelIndex(_ heading: String) -> Int? {
        let text = Heading(heading)
        if text.contains("propert") || text.contains("dependenc") { return 0 }
        if text.contains("lifecycle") || text.equals("init") || text.contains("initial") { return 1 }
        if text.contains("responder") { return 2 }
        if text.contains("input") || text.equals("actions") || text.equals("action") { return 3 }
        if text.contains("output") { return 4 }
        if text.contains("support") || text.contains("private") || text.contains("helper") { return 5 }
        return nil
    }

    /// The position in the view anatomy a MARK heading names, or nil.
    static func viewIndex(_ heading: String) -> Int? {
        let text = Heading(heading)
        if text.contains("environment") { return 0 }
        if text.contains("state") { return 1 }
        if text.contains("view model") || text.contains("viewmodel") { return 2 }
        if text.hasPrefix("body") { return 3 }
        if text.contains("support") || text.contains("private") || text.contains("helper") || text.contains("subview") { return 4 }
        return nil
    }

    /// A MARK heading's words, lowercased ASCII bytes, without `// MARK:` and dashes
    /// (byte matching: these run for every member of every type).
    struct Heading {
        let bytes: [UInt8]

        init(_ heading: String) {
            var bytes = Array(heading.utf8).map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
            if let mark = Heading.find(Array("mark:".utf8), in: bytes) { bytes.removeFirst(mark + 5) }
            let trimmable: Set<UInt8> = [32, 45, 42, 47]
            while let first = bytes.first, trimmable.contains(first) { bytes.removeFirst() }
            while let last = bytes.last, trimmable.contains(last) { bytes.removeLast() }
            self.bytes = bytes
        }

        func contains(_ word: String) -> Bool { Heading.find(Array(word.utf8), in: bytes) != nil }
        func equals(_ word: String) -> Bool { bytes == Array(word.utf8) }
        func hasPrefix(_ word: String) -> Bool { bytes.starts(with: word.utf8) }

        static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard needle.count <= haystack.count else { return nil }
            for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
                if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            }
            return nil
        }
    }

    /// The MARK comments directly in a type's body (not in nested bodies): token and text.
    static func markComments(of declaration: Declaration, in file: SourceFile) -> [(token: Int, text: String)] {
        guard let body = declaration.bodyRange else { return [] }
        var depth = 0
        var marks: [(Int, String)] = []
        for index in body {
            let token = file.tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .lineComment, .blockComment:
                guard depth == 0 else { break }
                let text = file.text(of: token)
                if text.contains("MARK:") { marks.append((index, text)) }
            default: break
            }
        }
        return marks
    }

    /// For each member, the section index of the MARK above it (nil before the first, or
    /// under a heading that names no section).
    static func memberSections(of declaration: Declaration, index: (String) -> Int?) -> [Int?] {
        var current: Int?
        return declaration.members.map { member in
            if let last = member.marks.last { current = index(last) }
            return current
        }
    }

    /// Findings at each MARK that comes after a later section.
    static func outOfOrderMarks(_ declaration: Declaration, in file: SourceFile, index: (String) -> Int?) -> [Finding] {
        var highest = -1
        var findings: [Finding] = []
        for mark in markComments(of: declaration, in: file) {
            guard let position = index(mark.text) else { continue }
            if position < highest { findings.append(Finding(token: mark.token)) }
            highest = max(highest, position)
        }
        return findings
    }

    /// Findings at each member, classified by `kind`, that comes after one of a later section.
    static func outOfOrderMembers(_ declaration: Declaration, kind: (Declaration) -> Int?) -> [Finding] {
        var highest = -1
        var findings: [Finding] = []
        for member in declaration.members {
            guard let position = kind(member) else { continue }
            if position < highest { findings.append(Finding(token: member.positionToken)) }
            highest = max(highest, position)
        }
        return findings
    }
}

extension Sections {
    /// The anatomy section a view-model member belongs to by its kind, when that is clear.
    static func viewModelKind(_ member: Declaration, in file: LintFile, observable: Bool) -> Int? {
        switch member.kind {
        case .`init`, .deinit: return 1
        case .enum where member.name == "ResponderAction": return 2
        case .enum where member.name == "Action": return 3
        case .func where member.name == "send": return 3
        case .var, .let:
            if member.name == "responder" { return 2 }
            let isOutput = member.kind == .var && !member.isTypeMember && member.isStored(in: file.source)
                && (member.hasAttribute("Published") || (member.modifiers.contains("private(set)") && (observable || member.hasAttribute("Published"))))
            return isOutput ? 4 : nil
        default: return nil
        }
    }

    /// The anatomy section a screen-view member belongs to by its kind, when that is clear.
    static func viewKind(_ member: Declaration, in file: LintFile) -> Int? {
        if member.hasAttribute(in: ["Environment", "EnvironmentObject"]) { return 0 }
        if member.hasAttribute(in: ["State", "FocusState", "GestureState", "Namespace"]), file.settingsViewModelType(member) == nil { return 1 }
        if file.settingsViewModelType(member) != nil { return 2 }
        if member.kind == .var, member.name == "body" { return 3 }
        return nil
    }
}
