import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The anatomy's sections as the order and placement rules read them: the MARK headings a
/// type has (each with the section it names, judged by what it holds when its words are
/// ambiguous), and the members or headings out of order with the one they come after.
enum Sections {
    /// A MARK heading of a type.
    struct Heading<Section> {
        /// The comment's token.
        var token: Int
        /// The heading as written, without `//` (`MARK: - Private variables`).
        var text: String
        /// The section it stands for, or nil when it names none.
        var section: Section?
    }

    /// A member or heading that comes after one of a later section.
    struct Misplaced<Section> {
        /// Where it is.
        var token: Int
        /// What it is, for the message (`@State draft`, `init`, `MARK: - Body`).
        var what: String
        /// Its section.
        var section: Section
        /// The earlier member or heading of a later section, for the message.
        var after: String
        /// Its token.
        var afterToken: Int
        /// Its section.
        var afterSection: Section
    }

    /// The MARK headings directly in `type`'s body, each with the section `section` gives
    /// its words.
    static func headings<Section>(of type: Declaration, in file: SourceFile, section: (String) -> Section?) -> [Heading<Section>] {
        Anatomy.markComments(of: type, in: file).map { mark in
            let heading = text(ofMark: mark.text)
            return Heading(token: mark.token, text: heading, section: section(heading))
        }
    }

    /// A view model's headings (read once per file and view model); one whose words name
    /// Properties & Dependencies (`MARK: - Public properties`) but that holds only outputs
    /// is the Output section: outputs are outputs whatever the heading calls them.
    static func viewModelHeadings(of type: Declaration, in lintFile: LintFile) -> [Heading<ViewModelSection>] {
        if let known = lintFile.structures.headings[type.positionToken] { return known }
        let found = viewModelHeadings(of: type, in: lintFile.source)
        lintFile.structures.headings[type.positionToken] = found
        return found
    }

    /// A view model's headings, read.
    private static func viewModelHeadings(of type: Declaration, in file: SourceFile) -> [Heading<ViewModelSection>] {
        var found = headings(of: type, in: file) { ViewModelSection(heading: $0) }
        guard found.contains(where: { $0.section == .propertiesAndDependencies }) else { return found }
        let observable = type.hasAttribute("Observable")
        for index in found.indices where found[index].section == .propertiesAndDependencies {
            let start = found[index].token
            let end = index + 1 < found.count ? found[index + 1].token : Int.max
            let held = type.members.filter { $0.tokenRange.lowerBound > start && $0.tokenRange.lowerBound < end && [.var, .let].contains($0.kind) }
            if !held.isEmpty, held.allSatisfy({ Anatomy.isOutput($0, in: file, observable: observable) }) { found[index].section = .output }
        }
        return found
    }

    /// Whether a heading names private state or dependencies (`MARK: - Private properties`,
    /// `MARK: - Dependencies`), not properties of any kind.
    static func namesPrivateState(_ heading: String) -> Bool {
        let text = heading.lowercased()
        return ["private", "dependenc", "inject", "service"].contains { text.contains($0) }
    }

    /// The headings that come after one of a later section.
    static func outOfOrder<Section: Comparable>(_ headings: [Heading<Section>]) -> [Misplaced<Section>] {
        var highest: Heading<Section>?
        var found: [Misplaced<Section>] = []
        for heading in headings {
            guard let section = heading.section else { continue }
            if let top = highest, let topSection = top.section, section < topSection {
                found.append(Misplaced(token: heading.token, what: "'\(heading.text)'", section: section, after: "'\(top.text)'", afterToken: top.token, afterSection: topSection))
            } else if highest?.section.map({ section > $0 }) ?? true {
                highest = heading
            }
        }
        return found
    }

    /// The members, classified by `section`, that come after one of a later section: the
    /// first of each run of consecutive members out of order.
    static func outOfOrder<Section: Comparable>(_ members: [Declaration], in file: SourceFile, section: (Declaration) -> Section?) -> [Misplaced<Section>] {
        var highest: (member: Declaration, section: Section)?
        var found: [Misplaced<Section>] = []
        var previousOut = false
        for member in members {
            guard let position = section(member) else { continue }
            if let top = highest, position < top.section {
                if !previousOut {
                    found.append(Misplaced(token: member.positionToken, what: describe(member, in: file), section: position,
                                           after: describe(top.member, in: file), afterToken: top.member.positionToken, afterSection: top.section))
                }
                previousOut = true
            } else {
                previousOut = false
                if highest.map({ position > $0.section }) ?? true { highest = (member, position) }
            }
        }
        return found
    }

    /// A member as a message names it: `@State draft`, `init`, `send(_:)`, `enum Action`.
    static func describe(_ member: Declaration, in file: SourceFile) -> String {
        switch member.kind {
        case .`init`, .deinit: return member.kind.rawValue
        case .func: return MethodReading.selector(member)
        case .enum, .struct, .class, .actor, .typealias, .protocol: return "\(member.kind.rawValue) \(member.name)"
        default:
            let wrapper = member.attributes.first { !["available", "MainActor", "objc"].contains($0.name) }
            return (wrapper.map { "@\($0.name) " } ?? "") + member.name
        }
    }

    /// A MARK comment's heading, from `MARK:` to the end or to a comment after it
    /// (`MARK: - Input` of `// MARK: - Input // note`), read from its bytes.
    static func text(ofMark comment: String) -> String {
        let bytes = Array(comment.utf8)
        let start = ByteSearch.firstOffset(of: Array("MARK:".utf8), in: bytes) ?? 0
        var end = bytes.count
        var index = start
        while index + 1 < bytes.count {
            let pair = (bytes[index], bytes[index + 1])
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "/")) || pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                end = index
                break
            }
            index += 1
        }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The message for a member or heading out of order: which comes after which, with
    /// their lines, and the order to follow.
    static func message<Section>(_ misplaced: Misplaced<Section>, in file: LintFile, title: (Section) -> String, order: String) -> String {
        let line = file.location(of: misplaced.token).line, afterLine = file.location(of: misplaced.afterToken).line
        return "\(title(misplaced.section)) (\(misplaced.what), line \(line)) comes after \(title(misplaced.afterSection)) (\(misplaced.after), line \(afterLine)): order the sections \(order)"
    }
}
