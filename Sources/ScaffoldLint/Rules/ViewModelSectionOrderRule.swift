import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// `vm_section_order`: a view model's sections follow the anatomy.
struct ViewModelSectionOrderRule: FixableRule {
    static let description = RuleDescription(
        id: .vmSectionOrder,
        summary: "Order the view model's sections as the anatomy does: Properties & Dependencies, Lifecycle, Responder, Input, Output, Support.",
        rationale: "Every view model reads the same way when its parts come in the same order: what it depends on, how it is made, what it tells its responder, what it accepts, what it shows, and how. Without MARK headings, the order is judged by what the members are.",
        severity: .warning,
        triggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    ↓// MARK: - Lifecycle\n    init() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    ↓init() {}\n    @Published private(set) var name = \"\"\n}"),
        ],
        nonTriggering: [
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    // MARK: - Properties & Dependencies\n    private let api: API\n    // MARK: - Lifecycle\n    init(api: API) { self.api = api }\n    // MARK: - Input\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    // MARK: Output\n    @Published private(set) var name = \"\"\n    // MARK: - Private / Support\n    private func helper() {}\n}"),
            Example("@MainActor final class LoginViewModel: ObservableObject {\n    init() {}\n    enum Action { case tap }\n    func send(_ action: Action) {}\n    @Published private(set) var name = \"\"\n}"),
        ],
        corrections: [
            Correction("@MainActor final class AViewModel: ObservableObject {\r\n    // MARK: - Output\r\n    @Published private(set) var x = 0\r\n\r\n    ↓// MARK: - Lifecycle\r\n    init() {}\r\n}\r\n",
                       "@MainActor final class AViewModel: ObservableObject {\r\n    // MARK: - Lifecycle\r\n    init() {}\r\n\r\n    // MARK: - Output\r\n    @Published private(set) var x = 0\r\n}\r\n"),
            Correction("@MainActor final class AViewModel: ObservableObject {\n    // MARK: - Output\n    @Published private(set) var x = 0\n\n    // MARK: - Networking\n    private func load() {}\n\n    ↓// MARK: - Lifecycle\n    init() {}\n}\n",
                       "@MainActor final class AViewModel: ObservableObject {\n    // MARK: - Output\n    @Published private(set) var x = 0\n\n    // MARK: - Networking\n    private func load() {}\n\n    // MARK: - Lifecycle\n    init() {}\n}\n"),
        ]
    )

    /// The order, for messages.
    static let order = "Properties & Dependencies, Lifecycle, Responder, Input, Output, Support"

    func check(_ file: LintFile, in repository: LintRepository) -> [Finding] {
        file.viewModels.flatMap { viewModel -> [Finding] in
            let headings = Sections.viewModelHeadings(of: viewModel, in: file)
            let observable = viewModel.hasAttribute("Observable")
            let misplaced = headings.contains(where: { $0.section != nil }) ? Sections.outOfOrder(headings)
                : Sections.outOfOrder(viewModel.members, in: file.source) { Anatomy.section(of: $0, in: file.source, observable: observable) }
            return misplaced.map { item in
                Finding(token: item.token, message: "in view model \(viewModel.name), " + Sections.message(item, in: file, title: \.title, order: Self.order), symbol: viewModel.name)
            }
        }
    }

    /// Puts the MARK sections back in anatomy order, when that is unambiguous: every
    /// heading names a section, once, and each section is one block of lines.
    func fix(_ finding: Finding, in file: LintFile, context: FixContext) -> Fix {
        let source = file.source
        guard let type = file.viewModels.first(where: { model in Anatomy.markComments(of: model, in: source).contains { $0.token == finding.token } }) else {
            return .skipped("not fixed: the sections are not ones scaffold can move")
        }
        let marks = Anatomy.markComments(of: type, in: source)
        let indexes = marks.map { ViewModelSection(heading: $0.text) }
        guard marks.count >= 2, !indexes.contains(nil), Set(indexes.compactMap { $0 }).count == marks.count,
              let body = type.bodyRange, body.upperBound < source.tokens.count else {
            return .skipped("not fixed: a MARK heading names no anatomy section, or two name the same one; order the sections by hand")
        }
        // Each section runs from the start of its MARK's line to the start of the next MARK's
        // line; the last one ends where the line of the closing brace starts.
        let starts = marks.map { source.lineStart(ofLineAt: Int(source.tokens[$0.token].start)) }
        let end = source.lineStart(ofLineAt: Int(source.tokens[body.upperBound].start))
        guard let firstStart = starts.first, end > firstStart else { return .skipped("not fixed: the sections share lines") }
        let newlines: Set<UInt8> = [UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        var blocks: [(index: Int, bytes: ArraySlice<UInt8>)] = []
        for (position, start) in starts.enumerated() {
            var stop = position + 1 < starts.count ? starts[position + 1] : end
            while stop > start, newlines.contains(source.bytes[stop - 1]) { stop -= 1 }
            blocks.append((indexes[position]?.rawValue ?? 0, source.bytes[start..<stop]))
        }
        let ordered = blocks.sorted { $0.index < $1.index }
        guard ordered.map(\.index) != blocks.map(\.index) else { return .edits([]) }
        // Sections are separated by one blank line; the region keeps its own ending.
        let ending = Array(source.lineEnding.utf8)
        var region = source.bytes[firstStart..<end]
        var trailing: [UInt8] = []
        while let last = region.last, newlines.contains(last) {
            trailing.insert(last, at: 0)
            region = region.dropLast()
        }
        var joined: [UInt8] = []
        for (offset, block) in ordered.enumerated() {
            if offset > 0 { joined += ending + ending }
            joined += block.bytes
        }
        return .edits([SourceEdit(range: firstStart..<end, bytes: joined + trailing)])
    }
}
