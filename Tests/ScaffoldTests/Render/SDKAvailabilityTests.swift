import Foundation
import ScaffoldSyntax
import XCTest

/// The SDK API the templates use, with the iOS version that introduced it, and the check that
/// the code generated for each deployment target uses only what that target has.
///
/// Linux has no iOS SDK, and ignores `@available(iOS …)`, so compiling the fixtures here cannot
/// notice an iOS 17 API in code generated for iOS 16. This test does: it reads every use of an
/// SDK name in the generated sources and looks it up in `table`. The table is held to the
/// stand-ins' own `@available` annotations (which mirror the real ones), and, when the real
/// interfaces are at hand (`SCAFFOLD_IOS_SDK=/tmp/ios-sdk swift test --filter SDKAvailabilityTests`,
/// after `../shared/tools/ios-sdk/prepare.sh`), to Apple's iOS 17.4 SDK interfaces themselves.
final class SDKAvailabilityTests: XCTestCase {
    /// How generated code names an API.
    enum Use: Equatable {
        /// A type, protocol, property wrapper or attached macro: `Text(`, `@Published`, `some View`.
        case type
        /// A member after a dot: `.onChange(`, `.sheet(`.
        case member
        /// A key path component: `\.dismiss`.
        case keyPath
        /// A freestanding macro: `#Preview`.
        case macro
    }

    /// One API the templates may use.
    struct API {
        /// The name as code writes it.
        var name: String
        var use: Use
        /// For overloads told apart by their closure: how many parameters the closure takes.
        var closureParameters: Int?
        /// For overloads told apart by an argument label the call must have.
        var label: String?
        /// The iOS version that introduced it.
        var iOS: Int
        /// The module whose interface declares it.
        var module: String
        /// Part of its declaration line in the SDK's interface.
        var sdk: String
        /// Part of its declaration line in the Linux stand-ins (nil: Linux has the real module).
        var standIn: String?
    }

    /// Every SDK API the templates use (and a few the next templates will), with the version
    /// the iOS 17.4 SDK's interfaces give for it.
    static let table: [API] = [
        API(name: "View", use: .type, iOS: 13, module: "SwiftUI", sdk: "public protocol View {", standIn: "public protocol View {"),
        API(name: "ViewBuilder", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct ViewBuilder {", standIn: "public struct ViewBuilder {"),
        API(name: "VStack", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct VStack<Content> : SwiftUI.View", standIn: "public struct VStack<Content>: View"),
        API(name: "Text", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Text : Swift.Equatable, Swift.Sendable {", standIn: "public struct Text: Equatable, Sendable {"),
        API(name: "TextField", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct TextField<Label> : SwiftUI.View", standIn: "public struct TextField<Label>: View"),
        API(name: "SecureField", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct SecureField<Label> : SwiftUI.View", standIn: "public struct SecureField<Label>: View"),
        API(name: "Toggle", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Toggle<Label> : SwiftUI.View", standIn: "public struct Toggle<Label>: View"),
        API(name: "Button", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Button<Label> : SwiftUI.View", standIn: "public struct Button<Label>: View"),
        API(name: "ProgressView", use: .type, iOS: 14, module: "SwiftUI", sdk: "public struct ProgressView<Label, CurrentValueLabel> : SwiftUI.View", standIn: "public struct ProgressView<Label, CurrentValueLabel>: View"),
        API(name: "ButtonRole", use: .type, iOS: 15, module: "SwiftUI", sdk: "public struct ButtonRole : Swift.Equatable, Swift.Sendable {", standIn: "public struct ButtonRole: Equatable, Sendable {"),
        API(name: "Stepper", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Stepper<Label> : SwiftUI.View", standIn: "public struct Stepper<Label>: View"),
        API(name: "Slider", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Slider<Label, ValueLabel> : SwiftUI.View", standIn: "public struct Slider<Label, ValueLabel>: View"),
        API(name: "Picker", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Picker<Label, SelectionValue, Content> : SwiftUI.View", standIn: "public struct Picker<Label, SelectionValue, Content>: View"),
        API(name: "LabeledContent", use: .type, iOS: 16, module: "SwiftUI", sdk: "public struct LabeledContent<Label, Content> {", standIn: "public struct LabeledContent<Label, Content> {"),
        API(name: "List", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct List<SelectionValue, Content> : SwiftUI.View", standIn: "public struct List<SelectionValue, Content>: View"),
        API(name: "ForEach", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection", standIn: "public struct ForEach<Data, ID, Content> where"),
        API(name: "tag", use: .member, iOS: 13, module: "SwiftUI",
            sdk: "public func tag<V>(_ tag: V) -> some SwiftUI.View where V : Swift.Hashable {", standIn: "public func tag<V>(_ tag: V) -> some View where V: Hashable"),
        API(name: "task", use: .member, iOS: 15, module: "SwiftUI",
            sdk: "public func task(priority: _Concurrency.TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some SwiftUI.View {",
            standIn: "public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View"),
        API(name: "alert", use: .member, iOS: 15, module: "SwiftUI",
            sdk: "public func alert<A, M, T>(_ titleKey: SwiftUI.LocalizedStringKey, isPresented: SwiftUI.Binding<Swift.Bool>, presenting data: T?,",
            standIn: "public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,"),
        API(name: "Binding", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Binding<Value> {", standIn: "public struct Binding<Value> {"),
        API(name: "State", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct State<Value> : SwiftUI.DynamicProperty", standIn: "public struct State<Value>: DynamicProperty"),
        API(name: "ObservedObject", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct ObservedObject<ObjectType> : SwiftUI.DynamicProperty", standIn: "public struct ObservedObject<ObjectType>: DynamicProperty"),
        API(name: "StateObject", use: .type, iOS: 14, module: "SwiftUI", sdk: "public struct StateObject<ObjectType> : SwiftUI.DynamicProperty", standIn: "public struct StateObject<ObjectType>: DynamicProperty"),
        API(name: "Environment", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Environment<Value> : SwiftUI.DynamicProperty", standIn: "public struct Environment<Value>: DynamicProperty"),
        API(name: "dismiss", use: .keyPath, iOS: 15, module: "SwiftUI", sdk: "public var dismiss: SwiftUI.DismissAction {", standIn: "public var dismiss: DismissAction"),
        API(name: "NavigationStack", use: .type, iOS: 16, module: "SwiftUI", sdk: "public struct NavigationStack<Data, Root> : SwiftUI.View", standIn: "public struct NavigationStack<Data, Root>: View"),
        API(name: "navigationDestination", use: .member, iOS: 16, module: "SwiftUI",
            sdk: "public func navigationDestination<D, C>(for data: D.Type,", standIn: "public func navigationDestination<D, C>(for data: D.Type,"),
        API(name: "sheet", use: .member, iOS: 13, module: "SwiftUI",
            sdk: "public func sheet<Item, Content>(item: SwiftUI.Binding<Item?>,", standIn: "public func sheet<Item, Content>(item: Binding<Item?>,"),
        API(name: "onChange", use: .member, closureParameters: 1, iOS: 14, module: "SwiftUI",
            sdk: "public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Swift.Void) -> some SwiftUI.View",
            standIn: "public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View"),
        API(name: "onChange", use: .member, closureParameters: 2, iOS: 17, module: "SwiftUI",
            sdk: "public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUI.View",
            standIn: "public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View"),
        API(name: "onChange", use: .member, closureParameters: 0, iOS: 17, module: "SwiftUI",
            sdk: "public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping () -> Swift.Void) -> some SwiftUI.View",
            standIn: "public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View"),
        API(name: "onReceive", use: .member, iOS: 13, module: "SwiftUI",
            sdk: "public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Swift.Void) -> some SwiftUI.View where P : Combine.Publisher, P.Failure == Swift.Never",
            standIn: "public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never"),
        API(name: "PreviewProvider", use: .type, iOS: 13, module: "SwiftUI", sdk: "public protocol PreviewProvider : SwiftUI._PreviewProvider", standIn: "public protocol PreviewProvider {"),
        API(name: "#Preview", use: .macro, iOS: 13, module: "SwiftUI",
            sdk: "public macro Preview(_ name: Swift.String? = nil, body: @escaping @_Concurrency.MainActor () -> any SwiftUI.View)",
            standIn: "public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View)"),
        API(name: "#Preview", use: .macro, label: "traits", iOS: 17, module: "SwiftUI",
            sdk: "public macro Preview(_ name: Swift.String? = nil, traits: DeveloperToolsSupport.PreviewTrait<DeveloperToolsSupport.Preview.ViewTraits>, _ additionalTraits:",
            standIn: nil),
        API(name: "previewDisplayName", use: .member, iOS: 13, module: "SwiftUI",
            sdk: "@inlinable public func previewDisplayName(_ value: Swift.String?) -> some SwiftUI.View {", standIn: "public func previewDisplayName(_ value: String?) -> some View"),
        API(name: "NavigationLink", use: .type, iOS: 13, module: "SwiftUI",
            sdk: "public struct NavigationLink<Label, Destination> : SwiftUI.View where Label : SwiftUI.View, Destination : SwiftUI.View {",
            standIn: "public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {"),
        API(name: "Section", use: .type, iOS: 13, module: "SwiftUI", sdk: "public struct Section<Parent, Content, Footer> {", standIn: "public struct Section<Parent, Content, Footer> {}"),
        API(name: "navigationTitle", use: .member, iOS: 14, module: "SwiftUI",
            sdk: "public func navigationTitle(_ titleKey: SwiftUI.LocalizedStringKey) -> some SwiftUI.View", standIn: "public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View"),
        API(name: "Bindable", use: .type, iOS: 17, module: "SwiftUI", sdk: "public struct Bindable<Value> {", standIn: nil),
        API(name: "ObservableObject", use: .type, iOS: 13, module: "Combine", sdk: "public protocol ObservableObject : AnyObject {", standIn: "public protocol ObservableObject: AnyObject {"),
        API(name: "Published", use: .type, iOS: 13, module: "Combine", sdk: "public struct Published<Value> {", standIn: "public struct Published<Value> {"),
        API(name: "Observable", use: .type, iOS: 17, module: "Observation", sdk: "public macro Observable() =", standIn: nil),
        API(name: "ObservationIgnored", use: .type, iOS: 17, module: "Observation", sdk: "public macro ObservationIgnored() =", standIn: nil),
    ]

    /// Where each module's interface is, below a prepared SDK folder.
    static let interfaces = [
        "SwiftUI": "iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface",
        "Combine": "iPhoneOS17.4.sdk/System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule/arm64-apple-ios.swiftinterface",
        "Observation": "iPhoneOS17.4.sdk/usr/lib/swift/Observation.swiftmodule/arm64-apple-ios.swiftinterface",
    ]

    static let standInFiles = ["Tests/StandIns/SwiftUI/SwiftUI.swift", "Tests/StandIns/Combine/Combine.swift"]

    // MARK: - The table and its sources

    func testTheTableAgreesWithTheStandInsAnnotations() throws {
        let lines = try Self.standInFiles.flatMap { try String(contentsOf: RepositoryPaths.url($0), encoding: .utf8).components(separatedBy: "\n") }
        for api in Self.table {
            guard let fragment = api.standIn else { continue }
            let matches = lines.indices.filter { lines[$0].contains(fragment) }
            XCTAssertEqual(matches.count, 1, "\(api.name): the stand-ins should declare '\(fragment)' once")
            guard let line = matches.first else { continue }
            XCTAssertEqual(Self.introduced(at: line, in: lines), api.iOS, "\(api.name): the stand-in's @available says otherwise")
        }
    }

    /// Run by hand with the SDK at hand; CI has none (the test says it skipped).
    func testTheTableAgreesWithTheRealSDKInterfaces() throws {
        guard let sdk = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_SDK"] else {
            throw XCTSkip("set SCAFFOLD_IOS_SDK to a folder prepared by ../shared/tools/ios-sdk/prepare.sh to check the table against Apple's interfaces")
        }
        var files: [String: [String]] = [:]
        for (module, path) in Self.interfaces {
            files[module] = try String(contentsOfFile: (sdk as NSString).appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
        }
        for api in Self.table {
            let lines = try XCTUnwrap(files[api.module])
            let matches = lines.indices.filter { lines[$0].contains(api.sdk) }
            XCTAssertFalse(matches.isEmpty, "\(api.name): '\(api.sdk)' is not in \(api.module)'s interface")
            // Interfaces repeat a declaration under `#if compiler(…)` branches: all must agree.
            for line in matches {
                XCTAssertEqual(Self.introduced(at: line, in: lines), api.iOS, "\(api.name): \(api.module)'s interface line \(line + 1) says otherwise")
            }
        }
    }

    func testEveryStandInNameGeneratedCodeUsesIsInTheTable() throws {
        let declared = try Self.standInNames()
        let tabled = Set(Self.table.map(\.name))
        for target in 16...17 {
            for (file, text) in try generatedSources(target: target) {
                for use in Self.uses(in: text) where declared.contains(use.name) {
                    XCTAssertTrue(tabled.contains(use.name), "\(file) uses \(use.name), which the stand-ins declare but the availability table does not list")
                }
            }
        }
    }

    // MARK: - The generated code

    func testCodeGeneratedForEachTargetUsesOnlyAPIAvailableThere() throws {
        for target in 16...17 {
            let sources = try generatedSources(target: target)
            XCTAssertGreaterThan(sources.count, 10)
            for (file, text) in sources {
                for use in Self.uses(in: text) {
                    guard let needed = Self.introduced(use) else { continue }
                    XCTAssertLessThanOrEqual(needed, target, "\(file):\(use.line): \(use.name) needs iOS \(needed); this code was generated for iOS \(target)")
                }
            }
        }
    }

    func testTheCheckFindsIOS17APIInCodeForIOS16() throws {
        // The iOS 17 router view dismisses with the two-value onChange: not for iOS 16.
        let router = try String(contentsOf: RepositoryPaths.url("Fixtures/golden/Login/Sources/Login/LoginRouter.swift"), encoding: .utf8)
        let needs = Self.uses(in: router).compactMap(Self.introduced).max()
        XCTAssertEqual(needs, 17)
        let legacy = try String(contentsOf: RepositoryPaths.url("Fixtures/golden/LoginLegacy/Sources/LoginLegacy/LoginLegacyRouter.swift"), encoding: .utf8)
        XCTAssertEqual(Self.uses(in: legacy).compactMap(Self.introduced).max(), 16, "NavigationStack is the newest API at iOS 16")
        XCTAssertTrue(legacy.contains(".onReceive(router.$isDismissed) { isDismissed in"), "iOS 16 code dismisses without onChange, deprecated from iOS 17")
        // Each form of onChange, told apart by its closure, wherever the closure is written.
        let forms = [
            ".onChange(of: x) { _, new in print(new) }": 17,
            ".onChange(of: x, initial: true) { print(1) }": 17,
            ".onChange(of: x) { new in print(new) }": 14,
            ".onChange(of: x, perform: { new in print(new) })": 14,
            ".onChange(of: items.filter { item in item.isOn }.count) { old, new in print(old, new) }": 17,
            "SwiftUI.NavigationStack { Text(\"a\") }": 16,
            "@Observation.Observable final class A {}": 17,
            "#Preview(traits: .sizeThatFitsLayout) { A() }": 17,
            "@Bindable var model: Model": 17,
            ".onChange(of: x) { (old, new) in print(old, new) }": 17,
            "@Observable final class A {}": 17,
            "#Preview { A() }": 13,
        ]
        for (code, version) in forms {
            XCTAssertEqual(Self.uses(in: code).compactMap(Self.introduced).max(), version, code)
        }
    }

    // MARK: - Support

    /// The sources generated from every fixture spec for `target`, where its style allows it
    /// (observation needs iOS 17), in both preview forms: file name and text.
    func generatedSources(target: Int) throws -> [(String, String)] {
        var sources: [(String, String)] = []
        for fixture in GoldenFileTests.fixtures {
            let spec = try String(contentsOf: RepositoryPaths.url("Fixtures/specs/\(fixture.spec).screen.yml"), encoding: .utf8)
            if target < 17, spec.contains("style: observation") { continue }
            for previews in ["macro", "provider"] {
                let folder = TemporaryFolder()
                let result = GoldenFileTests.generate(fixture.spec, arguments: ["--platform", "iOS \(target)", "--previews", previews] + fixture.arguments, into: folder)
                XCTAssertEqual(result.code, 0, "\(fixture.spec) at iOS \(target): \(result.err)")
                let root = folder.url.appendingPathComponent("Sources")
                let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
                for file in files {
                    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                    sources.append(("\(fixture.spec) (iOS \(target), \(previews)) \(file)", text))
                }
            }
        }
        return sources
    }

    /// A name used in code, with what is known to pick an overload.
    struct Found {
        var name: String
        var use: Use
        var closureParameters: Int?
        /// The argument labels of the call, when it is one.
        var labels: [String] = []
        var line: Int
    }

    /// The iOS version a use needs: the table's entry for it, or the newest of the overloads
    /// it might be; nil for a name the table does not list.
    static func introduced(_ found: Found) -> Int? {
        var candidates = table.filter { $0.name == found.name && $0.use == found.use }
        // An overload told apart by a label: chosen when the call has the label, left out when not.
        let labelled = candidates.filter { $0.label.map(found.labels.contains) ?? false }
        candidates = labelled.isEmpty ? candidates.filter { $0.label == nil } : labelled
        let chosen = candidates.filter { $0.closureParameters == nil || $0.closureParameters == found.closureParameters }
        return (chosen.isEmpty ? candidates : chosen).map(\.iOS).max()
    }

    /// Every identifier in `text` as a use of some name: after a dot a member, after `\.` a
    /// key path, `#Name` a macro, anything else a type. For a member called with a closure,
    /// the closure's parameter count (0 without `in`).
    static func uses(in text: String) -> [Found] {
        let file = SourceFile(path: "generated.swift", text: text)
        let tokens = file.tokens.filter { !$0.isComment }
        var found: [Found] = []
        for (index, token) in tokens.enumerated() {
            let name = file.text(of: token)
            let line = file.location(of: token).line
            if name.hasPrefix("#"), name.count > 1 {
                found.append(Found(name: name, use: .macro, labels: labels(after: index, in: tokens, file: file), line: line))
                continue
            }
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1].kind : nil
            // `SwiftUI.NavigationStack`, `@Observation.Observable`: a type, qualified by its module.
            let qualified = previous == .period && index > 1 && Self.interfaces.keys.contains(file.text(of: tokens[index - 2]))
            if previous == .period, !qualified {
                let isKeyPath = index > 1 && tokens[index - 2].kind == .backslash
                found.append(Found(name: name, use: isKeyPath ? .keyPath : .member,
                                   closureParameters: isKeyPath ? nil : closureParameters(after: index, in: tokens, file: file), line: line))
            } else {
                found.append(Found(name: name, use: .type, line: line))
            }
        }
        return found
    }

    /// The labels of the call at `index`: each identifier followed by `:` directly in its parentheses.
    static func labels(after index: Int, in tokens: [Token], file: SourceFile) -> [String] {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen else { return [] }
        var labels: [String] = []
        var depth = 0
        var position = index + 1
        while position < tokens.count {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .colon where depth == 1 && tokens[position - 1].kind == .identifier: labels.append(file.text(of: tokens[position - 1]))
            default: break
            }
            position += 1
            if depth == 0 { break }
        }
        return labels
    }

    /// The parameter count of the closure the call at `index` passes as its action: its
    /// trailing closure, else a closure that is a whole labelled argument (`perform: { … }`),
    /// never one nested inside another argument; nil when it passes none.
    static func closureParameters(after index: Int, in tokens: [Token], file: SourceFile) -> Int? {
        var position = index + 1
        var depth = 0
        var brace: Int?
        if position < tokens.count, tokens[position].kind == .leftParen {
            while position < tokens.count {
                switch tokens[position].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace where depth == 1 && tokens[position - 1].kind == .colon: brace = position
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                default: break
                }
                position += 1
                if depth == 0 { break }
            }
        }
        if position < tokens.count, tokens[position].kind == .leftBrace { brace = position }
        guard let open = brace else { return nil }
        // `{ a, b in`, `{ (a, b) in`, `{ _ in`: names, commas and parentheses, then `in`.
        var commas = 0
        var names = 0
        for token in tokens[(open + 1)...] {
            let text = file.text(of: token)
            if text == "in" { return names == 0 ? 0 : commas + 1 }
            switch token.kind {
            case .comma: commas += 1
            case .leftParen, .rightParen: break
            case .identifier: names += 1
            default:
                guard text == "_" else { return 0 }
                names += 1
            }
        }
        return 0
    }

    /// The iOS version in the `@available` annotations that apply to line `index`: its own
    /// (on the lines just above it, or on it), else those of the declaration enclosing it.
    static func introduced(at index: Int, in lines: [String]) -> Int? {
        func version(in line: String) -> Int? {
            guard let start = line.range(of: "@available(") else { return nil }
            let arguments = line[start.upperBound...].prefix { $0 != ")" }
            let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for argument in parts {
                let words = argument.split(separator: " ")
                if words.count == 2, words[0] == "iOS", let major = Int(words[1].prefix { $0 != "." }) { return major }
            }
            // `@available(iOS, introduced: 17.0, …)`.
            if parts.first == "iOS", let introduced = parts.first(where: { $0.hasPrefix("introduced:") }) {
                return Int(introduced.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces).prefix { $0 != "." })
            }
            return nil
        }
        func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var current = index
        while current >= 0 {
            if let own = version(in: lines[current]) { return own }
            var above = current - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") || lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("#if") {
                if let own = version(in: lines[above]) { return own }
                above -= 1
            }
            // The enclosing declaration: the nearest line above that is indented less.
            let level = indentation(lines[current])
            guard level > 0 else { return nil }
            var outer = current - 1
            while outer >= 0, lines[outer].trimmingCharacters(in: .whitespaces).isEmpty || indentation(lines[outer]) >= level { outer -= 1 }
            current = outer
        }
        return nil
    }

    /// The public names of Observation, which Linux has for real (no stand-in).
    static let observationNames: Set<String> = ["Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar", "withObservationTracking", "Bindable"]

    /// The names the stand-ins declare public: at the top level, and the members of the
    /// extensions of `View`, `Text` and `EnvironmentValues` (modifiers and environment values);
    /// and Observation's.
    static func standInNames() throws -> Set<String> {
        var names = observationNames
        let kinds = ["protocol", "struct", "class", "enum", "func", "macro", "var"]
        for path in standInFiles {
            var context = ""
            for line in try String(contentsOf: RepositoryPaths.url(path), encoding: .utf8).components(separatedBy: "\n") {
                let level = line.prefix { $0 == " " }.count
                if level == 0, !line.hasPrefix("@"), !line.hasPrefix("//"), !line.hasPrefix("}") { context = line }
                let words = line.split(whereSeparator: { " (<:{".contains($0) }).map(String.init)
                guard let publicIndex = words.firstIndex(of: "public"),
                      let kind = words[(publicIndex + 1)...].firstIndex(where: kinds.contains), kind + 1 < words.count else { continue }
                let member = (words[kind] == "func" && ["extension View {", "extension Text {"].contains(context))
                    || (words[kind] == "var" && context == "extension EnvironmentValues {")
                guard level == 0 || (level == 4 && member) else { continue }
                names.insert(words[kind] == "macro" ? "#" + words[kind + 1] : words[kind + 1])
            }
        }
        return names
    }
}
