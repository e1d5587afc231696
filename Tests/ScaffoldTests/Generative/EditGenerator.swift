import Foundation

/// One step after the first generation: scaffold commands, and what changes before them
/// (the spec file rewritten, the support file rewritten, a hand edit of the generated code).
struct GenEdit {
    /// What the step does, as a person would repeat it: the commands and hand edits.
    var description: String
    /// The scaffold commands, in order (without `scaffold`).
    var commands: [[String]] = []
    /// Whether the spec file is rewritten from the model first.
    var writesSpec = false
    /// Whether the support file is rewritten from the model first.
    var writesSupport = false
    /// A hand edit of the folder, made before the commands; it returns what it did.
    var handEdit: ((URL) throws -> String)?
}

extension RandomScreenGenerator {
    /// The next edit of `screen`, at random: an `add` of each kind, a spec change re-applied
    /// with `screen`, a protocol change with `fake`, or a hand edit.
    mutating func edit(_ screen: inout GenScreen) -> GenEdit {
        switch random.int(0...9) {
        case 0...4: return addEdit(&screen)
        case 5, 6: return specChange(&screen)
        case 7: return protocolChange(&screen) ?? addEdit(&screen)
        default: return handEdit(screen)
        }
    }

    /// `scaffold add` of one kind, or of a route with the responder action that reaches it and
    /// the action that sends that.
    mutating func addEdit(_ screen: inout GenScreen) -> GenEdit {
        let before = screen
        var flags: [String] = []
        var writesSupport = false
        switch random.int(0...7) {
        case 0, 1:
            let kind = random.pick(Self.actionKinds)
            guard let action = makeAction(kind, in: &screen) else { return addEdit(&screen) }
            flags += ["--action", action.entry]
            writesSupport = kind == "call"
        case 2:
            makeOutput(&screen)
            flags += ["--output", "\(screen.outputs[screen.outputs.count - 1].name): \(screen.outputs[screen.outputs.count - 1].entry)"]
        case 3:
            writesSupport = makeAnyDependency(&screen)
            let dependency = screen.dependencies[screen.dependencies.count - 1]
            flags += ["--dependency", "\(dependency.name): \(dependency.type)"]
        case 4:
            makeResponder(&screen)
            flags += ["--responder", screen.responder[screen.responder.count - 1].entry]
        case 5:
            makeRoute(&screen)
            flags += ["--route", screen.routes[screen.routes.count - 1].declaration]
        default:
            makeRoute(&screen)
            let route = screen.routes[screen.routes.count - 1]
            let name = screen.uniqueName("open" + upperFirst(route.name))
            screen.responder.append(GenCase(name: name, values: route.values, effect: random.chance(50) ? .route(route.name) : .present(route.name)))
            let action = GenCase(name: screen.uniqueName("tap" + upperFirst(route.name)), values: route.values, effect: .respond(name))
            screen.actions.append(action)
            flags += ["--route", route.declaration, "--responder", screen.responder[screen.responder.count - 1].entry, "--action", action.entry]
        }
        for sample in screen.samples where !before.samples.contains(where: { $0.type == sample.type }) {
            flags += ["--sample", "\(sample.type)=\(sample.value)"]
        }
        return GenEdit(description: "scaffold add \(screen.screen) " + flags.map(shellQuoted).joined(separator: " ")
                           + (writesSupport ? "  (after changing the support file)" : ""),
                       commands: [["add", screen.screen] + flags], writesSupport: writesSupport)
    }

    /// A new dependency of a random kind (a protocol also gets a requirement an action can
    /// await later); whether the support file changed.
    mutating func makeAnyDependency(_ screen: inout GenScreen) -> Bool {
        switch random.int(screen.fakesInSources ? 0...2 : 0...1) {
        case 0:
            makeConcreteDependency(&screen)
            return true
        case 1:
            makeClosureDependency(&screen)
            return false
        default:
            let index = makeProtocolDependency(&screen)
            screen.protocols[index].requirements.append(unusedRequirement(&screen, protocolIndex: index))
            return true
        }
    }

    /// One to three new entries written into the spec file, which `scaffold screen` applies.
    mutating func specChange(_ screen: inout GenScreen) -> GenEdit {
        var added: [String] = []
        var writesSupport = false
        for _ in 0..<random.int(1...3) {
            switch random.int(0...5) {
            case 0:
                makeOutput(&screen)
                added.append("output \(screen.outputs[screen.outputs.count - 1].name)")
            case 1, 2:
                let kind = random.pick(Self.actionKinds)
                if let action = makeAction(kind, in: &screen) {
                    added.append("action \(action.entry)")
                    writesSupport = writesSupport || kind == "call"
                }
            case 3:
                makeRoute(&screen)
                added.append("route \(screen.routes[screen.routes.count - 1].declaration)")
            case 4:
                makeResponder(&screen)
                added.append("responder \(screen.responder[screen.responder.count - 1].entry)")
            default:
                writesSupport = makeAnyDependency(&screen) || writesSupport
                let dependency = screen.dependencies[screen.dependencies.count - 1]
                added.append("dependency \(dependency.name): \(dependency.type)")
            }
        }
        return GenEdit(description: "spec change (\(added.joined(separator: "; "))), then scaffold screen \(screen.screen)",
                       commands: [["screen", screen.screen]], writesSpec: true, writesSupport: writesSupport)
    }

    /// A requirement added to one of the screen's protocols, and `scaffold fake` to refresh its fake.
    mutating func protocolChange(_ screen: inout GenScreen) -> GenEdit? {
        guard !screen.protocols.isEmpty else { return nil }
        let index = random.int(0...(screen.protocols.count - 1))
        let requirement = unusedRequirement(&screen, protocolIndex: index)
        screen.protocols[index].requirements.append(requirement)
        let name = screen.protocols[index].name
        return GenEdit(description: "protocol \(name) gains `\(requirement.declaration)`, then scaffold fake \(name)",
                       commands: [["fake", name]], writesSupport: true)
    }

    /// A hand edit of the generated code: a comment line, CRLF line endings on one file, a
    /// helper method in the view model, a TODO reducer body written by hand, or a makeSUT()
    /// without `responder:`.
    mutating func handEdit(_ screen: GenScreen) -> GenEdit {
        let name = screen.screen
        let viewModel = "Sources/\(name)/\(name)ViewModel.swift"
        let files = ["\(name)ViewModel.swift", "\(name)View.swift", "\(name)Router.swift"].map { "Sources/\(name)/\($0)" }
            + ["\(name)ViewModelTests.swift", "\(name)RouterTests.swift"].map { "Tests/\(name)/\($0)" }
        let seed = random.int(0...1_000_000)
        switch random.int(0...4) {
        case 4:
            let tests = "Tests/\(name)/\(name)ViewModelTests.swift"
            return GenEdit(description: "hand edit: makeSUT in \(tests) written without `responder:`") { folder in
                try HandEdits.dropResponderFromMakeSUT(in: folder.appendingPathComponent(tests))
            }
        case 0:
            let file = random.pick(files)
            return GenEdit(description: "hand edit: a comment line in \(file)") { folder in
                try HandEdits.insertComment(in: folder.appendingPathComponent(file), seed: seed)
            }
        case 1:
            let file = random.pick(files)
            return GenEdit(description: "hand edit: \(file) converted to CRLF line endings") { folder in
                try HandEdits.convertToCRLF(folder.appendingPathComponent(file))
            }
        case 2:
            return GenEdit(description: "hand edit: a helper method added to \(viewModel)") { folder in
                try HandEdits.addHelper(to: folder.appendingPathComponent(viewModel), seed: seed)
            }
        default:
            return GenEdit(description: "hand edit: a TODO reducer body in \(viewModel) written by hand") { folder in
                try HandEdits.writeTODOBody(in: folder.appendingPathComponent(viewModel), seed: seed)
            }
        }
    }

    /// `text` quoted for a POSIX shell when it needs it.
    func shellQuoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=".contains($0) } ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
