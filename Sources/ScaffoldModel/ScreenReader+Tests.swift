import ScaffoldSupport
import ScaffoldSyntax

extension ScreenReader {
    /// Reads the screen's test files: the framework, the module they import, which actions,
    /// responder actions and routes they reach, and the samples they build.
    static func readTests(into screen: inout ScreenCode) {
        let viewModelName = screen.viewModel.name
        let routerName = screen.router?.name
        var mentionsViewModel: Set<String> = [], mentionsRouter: Set<String> = []
        // Dependencies' samples first, in dependency order, then the others as found.
        var dependencySamples: [String: String] = [:]
        var samples: [(type: String, value: String)] = []
        func addSample(_ type: String, _ value: String) {
            guard SampleValues([]).expression(for: type) == nil, !samples.contains(where: { TypeText.normalized($0.type) == TypeText.normalized(type) }) else { return }
            samples.append((type, value))
        }
        let builtByTests = screen.dependencies
        for (_, file) in screen.tests {
            let tree = SyntaxTree(file)
            for declaration in tree.declarations where declaration.kind == .import {
                if declaration.name == "Testing" { screen.testing = .swiftTesting }
                if declaration.name == "XCTest", screen.testing == nil { screen.testing = .xctest }
                if declaration.hasAttribute("testable"), screen.module == nil { screen.module = declaration.name }
            }
            let reading = CodeReading(file)
            let names = Set(file.tokens.indices.filter { file.tokens[$0].kind == .identifier }.map { file.text(of: file.tokens[$0]) })
            let members = memberNames(in: file)
            if names.contains(viewModelName) { mentionsViewModel.formUnion(members) }
            if let routerName, names.contains(routerName) { mentionsRouter.formUnion(members) }
            // Constructions of the view model or router: a sample for each dependency.
            for position in reading.code.indices where reading.isName(position) && reading.kind(position + 1) == .leftParen {
                let callee = reading.text(position)
                if callee == viewModelName || callee == routerName, reading.kind(position - 1) != .period,
                   let call = reading.arguments(openingAt: reading.code[position + 1]) {
                    for argument in call.arguments {
                        if let dependency = builtByTests.first(where: { $0.name == argument.label }), dependencySamples[dependency.name] == nil {
                            dependencySamples[dependency.name] = argument.text
                        }
                    }
                }
                // `send(.action(values))`, `handle(.responder(values))`, `show(.route(values))`.
                let lists: [String: [ScreenCode.Case]] = ["send": screen.actions, "handle": screen.responderActions, "show": screen.routes, "present": screen.routes]
                if let cases = lists[callee], reading.kind(position + 2) == .period, reading.isName(position + 3), reading.kind(position + 4) == .leftParen,
                   let target = cases.first(where: { $0.declaration.name == reading.text(position + 3) }),
                   let values = reading.arguments(openingAt: reading.code[position + 4]), values.arguments.count == target.declaration.parameters.count {
                    for (parameter, value) in zip(target.declaration.parameters, values.arguments) { addSample(parameter.type, value.text) }
                }
            }
        }
        for index in screen.actions.indices { screen.actions[index].isTested = mentionsViewModel.contains(screen.actions[index].declaration.name) }
        for index in screen.responderActions.indices {
            let name = screen.responderActions[index].declaration.name
            screen.responderActions[index].isTested = mentionsViewModel.contains(name) || mentionsRouter.contains(name)
        }
        for index in screen.routes.indices { screen.routes[index].isTested = mentionsRouter.contains(screen.routes[index].declaration.name) }
        let others = samples
        samples = []
        for dependency in builtByTests {
            if let value = dependencySamples[dependency.name] { addSample(dependency.type, value) }
        }
        for sample in others { addSample(sample.type, sample.value) }
        // A sample the others compose (`[Product]` from `Product`) is not the spec's to give.
        screen.samples = samples.filter { sample in
            let rest = samples.filter { TypeText.normalized($0.type) != TypeText.normalized(sample.type) }
            return SampleValues(rest).expression(for: sample.type) != sample.value
        }
    }

    /// Every name that follows a `.` in a file.
    static func memberNames(in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && tokens[index - 1].kind == .period {
            names.insert(file.text(of: tokens[index]))
        }
        return names
    }
}
