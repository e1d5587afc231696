import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension MapReader {
    /// The nodes and edges, in a stable order, with what is left loose.
    func build() -> NavigationMap {
        var nodes: [NavigationMap.Node] = []
        var index: [String: Int] = [:]
        func add(_ node: NavigationMap.Node) {
            var node = node
            while index[node.id] != nil { node.id += "_" }
            index[node.id] = nodes.count
            nodes.append(node)
        }
        let apps = self.apps.sorted { $0.location < $1.location }
        for app in apps {
            add(NavigationMap.Node(id: app.declaration.name, name: app.declaration.name, kind: .app, location: app.location))
        }
        let appIDs = nodes.map(\.id)
        // The names in order, sorted once.
        let viewModelNames = viewModels.keys.sorted(), routerNames = routers.keys.sorted()
        var screens: [String: (viewModel: String?, router: String?)] = [:]
        for name in ranked(viewModelNames, suffixes: conventions.viewModelSuffixes) where screens[screenName(viewModel: name)]?.viewModel == nil {
            screens[screenName(viewModel: name), default: (nil, nil)].viewModel = name
        }
        for name in ranked(routerNames, suffixes: conventions.routerSuffixes) where screens[screenName(router: name)]?.router == nil {
            screens[screenName(router: name), default: (nil, nil)].router = name
        }
        var screenIDs: [String: Int] = [:]
        for name in screens.keys.sorted() {
            let parts = screens[name] ?? (nil, nil)
            let viewModel = parts.viewModel.flatMap { viewModels[$0]?.location }
            let router = parts.router.flatMap { routers[$0]?.location }
            screenIDs[name] = nodes.count
            add(NavigationMap.Node(id: name, name: name, kind: viewModel == nil ? .router : .screen, location: viewModel ?? router, router: router))
        }
        func screen(of type: String) -> Int? { screenNode(of: type, screenIDs: screenIDs) }

        var edges: [NavigationMap.Edge] = []
        var known = Set<EdgeKey>()
        func connect(_ from: Int, _ to: Int, _ label: String, _ kind: NavigationMap.EdgeKind, _ location: SourceLocation) {
            guard known.insert(EdgeKey(from: from, to: to, label: label)).inserted else { return }
            edges.append(NavigationMap.Edge(from: from, to: to, label: label, kind: kind, location: location))
        }
        func stored(_ member: Member) -> Bool {
            let declaration = member.declaration
            return (declaration.kind == .var || declaration.kind == .let) && !declaration.isTypeMember
                && (declaration.isStored(in: member.file) || declaration.modifiers.contains("lazy"))
        }
        // The screen a stored property holds: by its type, else by its initial value (read
        // only when the type names none).
        func heldScreen(_ member: Member) -> Int? {
            if let type = member.declaration.type, let name = NavigationMap.typeName(type), let found = screen(of: name) { return found }
            if let initializer = member.declaration.initializer, let name = NavigationMap.typeName(initializer) { return screen(of: name) }
            return nil
        }

        // Apps: the routers (or screens) they create.
        for (offset, app) in apps.enumerated() {
            guard let from = index[appIDs[offset]] else { continue }
            for member in app.members where stored(member) {
                guard let to = heldScreen(member) else { continue }
                connect(from, to, member.declaration.name, .root, member.file.location(of: member.file.tokens[member.declaration.positionToken]))
            }
            for member in app.members {
                guard let body = member.declaration.bodyRange else { continue }
                for construction in BodyStructure(file: member.file, range: body).constructions {
                    guard let to = screen(of: construction.typeName), !edges.contains(where: { $0.from == from && $0.to == to }) else { continue }
                    connect(from, to, "", .root, member.file.location(of: member.file.tokens[construction.token]))
                }
            }
        }

        // Routers: the screens they hold, open from a destination, or routes to none yet.
        // Each router's bodies are read on their own, on every core; what they say is then
        // joined in the routers' order.
        let readings = routerReadings(routerNames, viewModelOfScreen: screens.compactMapValues(\.viewModel))
        for (offset, name) in routerNames.enumerated() {
            guard let facts = routers[name], let from = screenIDs[screenName(router: name)] else { continue }
            let kinds = readings[offset].kinds
            let flows = readings[offset].flows, tabs = readings[offset].tabs
            var linked = Set<String>()
            // A `weak`/`unowned` property, or one named `parent`, points back up: not a route.
            for member in facts.members where stored(member) && member.declaration.name != "parent"
                && !member.declaration.modifiers.contains(where: { $0 == "weak" || $0.hasPrefix("unowned") }) {
                guard let to = heldScreen(member), to != from else { continue }
                let label = Self.routeName(ofProperty: member.declaration.name)
                let kind = kinds[label] ?? (tabs.contains(label) ? .tab : flows.contains(label) ? .flow : .holds)
                connect(from, to, label, kind, member.file.location(of: member.file.tokens[member.declaration.positionToken]))
                linked.insert(label)
            }
            for routeCase in readings[offset].routeCases {
                guard let to = routeCase.constructed.compactMap({ screen(of: $0) }).first(where: { $0 != from }) else { continue }
                for route in routeCase.routes {
                    connect(from, to, route, kinds[route] ?? .holds, routeCase.location)
                    linked.insert(route)
                }
            }
            for route in readings[offset].routes where !linked.contains(route.name) {
                let leaf = nodes.count
                add(NavigationMap.Node(id: "\(nodes[from].id).\(route.name)", name: route.name, kind: .route, location: route.location))
                connect(from, leaf, route.name, kinds[route.name] ?? .route, route.location)
            }
        }

        // View models that navigate through their own state: the children they build.
        let parents = parentViewModelLinks(viewModelNames, screenIDs: screenIDs)
        for link in parents.links { connect(link.from, link.to, "", .holds, link.location) }
        let closureHandled = parents.handled

        var map = NavigationMap()
        map.nodes = nodes
        map.edges = edges
        reach(&map, hasApps: !apps.isEmpty)
        map.problems += unhandledActions(viewModelNames, in: map, screenIDs: screenIDs, routerOfScreen: screens.compactMapValues(\.router),
                                         handlers: readings.flatMap(\.handlers), closureHandled: closureHandled)
        // The routers' readings (thousands of small arrays) are freed on another core.
        BackgroundRelease.freeing(consume readings)
        map.problems.sort { $0.location < $1.location }
        return map.reordered()
    }

    /// The route a property that holds another screen stands for: `detail` for `detailRouter`.
    static func routeName(ofProperty name: String) -> String {
        for suffix in ["Router", "ViewModel", "View"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The screen node a type belongs to: its view model's, router's, router view's or view's.
    func screenNode(of type: String, screenIDs: [String: Int]) -> Int? {
        if routers[type] != nil { return screenIDs[screenName(router: type)] }
        if viewModels[type] != nil { return screenIDs[screenName(viewModel: type)] }
        if type.hasSuffix("RouterView"), routers[String(type.dropLast(4))] != nil { return screenIDs[screenName(router: String(type.dropLast(4)))] }
        if type.hasSuffix("View"), type.count > 4, let found = screenIDs[String(type.dropLast(4))] { return found }
        return nil
    }

    /// What one router's bodies say: how its routes are opened, its handlers of responder
    /// actions, and the cases of its functions over its routes.
    struct RouterReading {
        /// How each route is opened (`show`, `present`…), by route.
        var kinds: [String: NavigationMap.EdgeKind]
        /// Its `handle(_:)` functions over responder actions.
        var handlers: [Handler]
        /// The cases of its route functions' switches over the route, in order.
        var routeCases: [RouteCase]
        /// The cases of its `enum Flow` and `enum Tab`.
        var flows: Set<String>, tabs: Set<String>
        /// The cases of its `enum Route`, with their locations.
        var routes: [(name: String, location: SourceLocation)]
    }

    /// An edge as `build` tells edges apart: two routes of one label between two nodes are one.
    struct EdgeKey: Hashable {
        /// The nodes' indexes.
        var from: Int, to: Int
        /// The route's name.
        var label: String
    }

    /// A case of a route function's switch over the route (not `default:`).
    struct RouteCase {
        /// The routes its patterns name.
        var routes: [String]
        /// The types its body constructs, in order.
        var constructed: [String]
        /// Where its label is.
        var location: SourceLocation
    }

    /// The readings of the routers `names`, each made on its own, on every core, in order;
    /// `viewModelOfScreen` names each screen's view model.
    func routerReadings(_ names: [String], viewModelOfScreen: [String: String]) -> [RouterReading] {
        let functionsByRouter = Dictionary(grouping: routeFunctions, by: \.router)
        let readings = Readings()
        return Results.inOrder(names.count) { offset in
            let name = names[offset]
            guard let facts = routers[name] else { return RouterReading(kinds: [:], handlers: [], routeCases: [], flows: [], tabs: [], routes: []) }
            let kinds = routeKinds(in: facts.members, readings: readings)
            let handlers = handlers(of: facts, screen: screenName(router: name), viewModelOfScreen: viewModelOfScreen, readings: readings)
            var routeCases: [RouteCase] = []
            for function in functionsByRouter[name] ?? [] {
                WorkCounter.add()
                guard let body = function.declaration.bodyRange else { continue }
                let structure = BodyStructure(file: function.file, range: body)
                for choice in structure.switches where choice.subject.trimmingCharacters() == function.subject {
                    for label in choice.cases where !label.isDefault {
                        routeCases.append(RouteCase(
                            routes: label.patterns.compactMap { CodeReading.casePattern($0)?.name ?? Self.leadingCase($0) },
                            constructed: structure.constructions.filter { label.bodyRange.contains($0.token) }.map(\.typeName),
                            location: function.file.location(of: function.file.tokens[label.token])))
                    }
                }
            }
            return RouterReading(kinds: kinds, handlers: handlers, routeCases: routeCases,
                                 flows: Set(cases(of: "Flow", in: facts.members).map(\.name)), tabs: Set(cases(of: "Tab", in: facts.members).map(\.name)),
                                 routes: cases(of: "Route", in: facts.members))
        }
    }

    /// Marks what the roots reach, and reports the screens they do not.
    func reach(_ map: inout NavigationMap, hasApps: Bool) {
        var incoming = [Int](repeating: 0, count: map.nodes.count)
        for edge in map.edges { incoming[edge.to] += 1 }
        let isScreen = { (node: NavigationMap.Node) in node.kind == .screen || node.kind == .router }
        map.roots = hasApps ? map.nodes.indices.filter { map.nodes[$0].kind == .app }
            : map.nodes.indices.filter { incoming[$0] == 0 && map.nodes[$0].kind != .route }
        let reached = map.reachable(from: map.roots)
        let screenCount = map.nodes.filter(isScreen).count
        for index in map.nodes.indices {
            let node = map.nodes[index]
            var reason: String?
            if hasApps, !reached.contains(index), isScreen(node) {
                let apps = map.roots.map { map.nodes[$0].name }.joined(separator: ", ")
                reason = "no route from \(apps) leads to it"
            } else if !hasApps, node.kind == .screen, screenCount > 1, incoming[index] == 0 {
                reason = "no router holds it (no stored property of another router has its router's type) and there is no @main App to start from"
            } else if !hasApps, !reached.contains(index), isScreen(node) {
                reason = "no route from a screen that nothing holds leads to it"
            }
            guard let reason, let location = node.location else { continue }
            map.nodes[index].isReached = false
            let noun = node.kind == .router ? "router" : "screen"
            map.problems.append(Diagnostic(location, .warning, "\(noun) '\(node.name)' is not reached: \(reason)"))
        }
        for index in map.nodes.indices where !reached.contains(index) && map.nodes[index].kind == .route {
            map.nodes[index].isReached = false
        }
    }

    /// The architecture document's pattern: a parent view model builds its children's view
    /// models, keeps them in its `State`, and handles their responder actions in the closure
    /// it gives each. The links from each parent to the screens it builds, and by child view
    /// model the responder actions such a closure switches over.
    func parentViewModelLinks(_ names: [String], screenIDs: [String: Int])
        -> (links: [(from: Int, to: Int, location: SourceLocation)], handled: [String: Set<String>]) {
        typealias Link = (from: Int, to: Int, location: SourceLocation)
        // Each view model's bodies are read on their own, on every core, then joined in order.
        let parts = Results<(links: [Link], handled: [(child: String, cases: [String])])>.inOrder(names.count) { offset in
            let name = names[offset]
            var links: [Link] = []
            var handled: [(child: String, cases: [String])] = []
            guard let facts = viewModels[name], let from = screenIDs[screenName(viewModel: name)] else { return (links, handled) }
            for member in facts.members {
                guard let body = member.declaration.bodyRange else { continue }
                let structure = BodyStructure(file: member.file, range: body)
                let built = structure.constructions.filter { viewModels[$0.typeName] != nil && $0.typeName != name }
                for (offset, construction) in built.enumerated() {
                    guard let to = screenNode(of: construction.typeName, screenIDs: screenIDs), to != from, let child = viewModels[construction.typeName] else { continue }
                    links.append((from, to, member.file.location(of: member.file.tokens[construction.token])))
                    // The switches between this construction and the next one over the
                    // child's responder actions: the closure it is given handles those cases.
                    let childCases = Set(cases(of: "ResponderAction", in: child.members).map(\.name))
                    let end = offset + 1 < built.count ? built[offset + 1].token : body.upperBound
                    for choice in structure.switches where choice.token > construction.token && choice.token < end {
                        let named = choice.cases.flatMap(\.patterns).compactMap { CodeReading.casePattern($0)?.name ?? Self.leadingCase($0) }
                        guard !named.isEmpty, Set(named).isSubset(of: childCases) else { continue }
                        handled.append((construction.typeName, named))
                    }
                }
            }
            return (links, handled)
        }
        var handled: [String: Set<String>] = [:]
        for part in parts {
            for (child, cases) in part.handled { handled[child, default: []].formUnion(cases) }
        }
        return (parts.flatMap(\.links), handled)
    }

    /// The responder actions of the view models `names` that no router's `handlers`
    /// handles, nor the closure a parent view model gives it (`closureHandled`, by view
    /// model), each at its case; `routerOfScreen` names each screen's router. Each view model
    /// is checked on its own, on every core; the problems come in the order of `names`.
    func unhandledActions(_ names: [String], in map: NavigationMap, screenIDs: [String: Int], routerOfScreen: [String: String],
                          handlers: [Handler], closureHandled: [String: Set<String>] = [:]) -> [Diagnostic] {
        let byViewModel = Dictionary(grouping: handlers, by: \.viewModel)
        var holding = [[Int]](repeating: [], count: map.nodes.count)
        for edge in map.edges { holding[edge.to].append(edge.from) }
        let holders = holding
        return Results<[Diagnostic]>.inOrder(names.count) { offset in
            let name = names[offset]
            guard let facts = viewModels[name] else { return [] }
            var problems: [Diagnostic] = []
            let own = byViewModel[name] ?? []
            for action in cases(of: "ResponderAction", in: facts.members) where closureHandled[name]?.contains(action.name) != true {
                var passed: [(screen: String, sent: String)] = []
                var empty: Handler?
                var handled = false
                for handler in own {
                    switch handler.cases[action.name]?.handling ?? handler.fallback {
                    case .handled?: handled = true
                    case .passedUp(let sent)?: passed.append((handler.screen, sent))
                    case .empty?: if handler.cases[action.name] != nil { empty = handler }
                    case nil: break
                    }
                }
                if handled { continue }
                let routerName = routerOfScreen[screenName(viewModel: name)] ?? "its router"
                let message: String
                if let first = passed.first {
                    if passed.contains(where: { ancestorHandles(name, $0.sent, from: screenIDs[$0.screen], map: map, holders: holders, handlers: byViewModel) }) { continue }
                    message = "responder action '\(action.name)' of \(name) is passed up (parent.send(.\(first.sent))) but no router that holds \(routerName) handles it: give one `func handle(_ action: \(name).ResponderAction)` with a case for .\(first.sent)"
                } else if let empty, let place = empty.cases[action.name]?.location {
                    message = "responder action '\(action.name)' of \(name) is not handled: its case in \(routerName).handle(_:) (\(place.file):\(place.line)) does nothing (empty, `break` or a TODO)"
                } else if own.isEmpty {
                    message = "responder action '\(action.name)' of \(name) is not handled: no router has `func handle(_ action: \(name).ResponderAction)`"
                } else {
                    message = "responder action '\(action.name)' of \(name) is not handled: \(routerName).handle(_:) has no case for it"
                }
                problems.append(Diagnostic(action.location, .warning, message))
            }
            return problems
        }.flatMap { $0 }
    }

    /// Whether a router that holds the screen at `start` (directly or further up) handles the
    /// responder action `sent` of `viewModel`; a case passed up again goes on up.
    func ancestorHandles(_ viewModel: String, _ sent: String, from start: Int?, map: NavigationMap, holders: [[Int]], handlers: [String: [Handler]]) -> Bool {
        guard let start else { return false }
        var seen: Set<Int> = [start]
        var queue = holders[start].map { ($0, sent) }
        var head = 0
        while head < queue.count {
            let (node, name) = queue[head]
            head += 1
            guard seen.insert(node).inserted else { continue }
            var next = name
            for handler in handlers[viewModel] ?? [] where handler.screen == map.nodes[node].id {
                switch handler.cases[name]?.handling ?? handler.fallback {
                case .handled?: return true
                case .passedUp(let again)?: next = again
                default: break
                }
            }
            queue += holders[node].map { ($0, next) }
        }
        return false
    }
}

extension NavigationMap {
    /// The nodes reached from `starts`, walking edges (a loop, never recursion).
    func reachable(from starts: [Int]) -> Set<Int> {
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        for edge in edges { outgoing[edge.from].append(edge.to) }
        var seen = Set(starts)
        var queue = starts
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in outgoing[node] where seen.insert(next).inserted { queue.append(next) }
        }
        return seen
    }

    /// The same map with its nodes in reading order: the roots, then as a walk from them
    /// meets the rest (each route right after its screen), then what is left, by name.
    func reordered() -> NavigationMap {
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        for edge in edges { outgoing[edge.from].append(edge.to) }
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: nodes.count)
        /// Marks `node` seen; whether it was not before.
        func firstSight(_ node: Int) -> Bool {
            defer { seen[node] = true }
            return !seen[node]
        }
        let keys = nodes.map { (isRoute: $0.kind == .route ? 1 : 0, id: $0.id) }
        let rest = nodes.indices.sorted { keys[$0] < keys[$1] }
        for start in roots + rest where firstSight(start) {
            var queue = [start]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                order.append(node)
                for next in outgoing[node] where firstSight(next) { queue.append(next) }
            }
        }
        var position = [Int](repeating: 0, count: nodes.count)
        for (new, old) in order.enumerated() { position[old] = new }
        var map = self
        map.nodes = order.map { nodes[$0] }
        // The edges by their new source, each source's in their old order: a counting sort.
        var starts = [Int](repeating: 0, count: nodes.count + 1)
        for edge in edges { starts[position[edge.from] + 1] += 1 }
        for node in nodes.indices { starts[node + 1] += starts[node] }
        var slots = [Int](repeating: 0, count: edges.count)
        for (offset, edge) in edges.enumerated() {
            let from = position[edge.from]
            slots[starts[from]] = offset
            starts[from] += 1
        }
        map.edges = slots.map { offset in
            var edge = edges[offset]
            edge.from = position[edge.from]
            edge.to = position[edge.to]
            return edge
        }
        map.roots = roots.map { position[$0] }
        return map
    }
}
