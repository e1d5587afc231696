import Foundation
import ScaffoldSyntax

/// Reads the targets of a project graph: kinds, names, Debug settings, dependencies, the
/// targets tests are for, and source files and folders.
struct TargetReader {
    /// The project's objects.
    let graph: ProjectGraph
    /// The project's name (the `.xcodeproj` folder's, without the extension).
    let projectName: String

    /// One target before the targets it tests are known.
    private struct Draft {
        var target: XcodeProject.Target
        var object: Int32
        var testTargetName: String?
        var testHost: String?
        var productFile: String?
    }

    /// The targets in the project's order.
    func targets() -> [XcodeProject.Target] {
        let projectSettings = settings(of: graph.rootObject, inheriting: [:])
        var drafts: [Draft] = []
        for object in graph.references(graph.rootObject, Array("targets".utf8)) {
            WorkCounter.add()
            drafts.append(draft(object, projectSettings: projectSettings))
        }
        let names = Dictionary(drafts.map { ($0.object, $0.target.name) }, uniquingKeysWith: { first, _ in first })
        for index in drafts.indices {
            drafts[index].target.dependencies = graph.references(drafts[index].object, Array("dependencies".utf8)).compactMap { dependency in
                guard graph.kind(dependency) == .targetDependency else { return nil }
                if let target = graph.reference(dependency, Array("target".utf8)) { return names[target] }
                guard let proxy = graph.reference(dependency, Array("targetProxy".utf8)), graph.kind(proxy) == .itemProxy else { return nil }
                return graph.object(graph.string(proxy, Array("remoteGlobalIDString".utf8))).flatMap { names[$0] }
            }
        }
        return drafts.map { draft in
            var target = draft.target
            guard target.productType == .unitTestBundle || target.productType == .uiTestBundle else { return target }
            target.testedTargetName = testedTarget(of: draft, among: drafts)
            return target
        }
    }

    /// The app (or other target) a test bundle tests: `TEST_TARGET_NAME`, else the product
    /// `TEST_HOST` runs in, else its first dependency on an app.
    private func testedTarget(of draft: Draft, among drafts: [Draft]) -> String? {
        if let name = draft.testTargetName, !name.isEmpty, drafts.contains(where: { $0.target.name == name }) { return name }
        if let host = draft.testHost {
            let bundle = host.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
            if let bundle, let match = drafts.first(where: { $0.productFile == bundle + ".app" || ($0.target.productType == .application && $0.target.productName == bundle) }) {
                return match.target.name
            }
        }
        return draft.target.dependencies.first { name in drafts.contains { $0.target.name == name && $0.target.productType == .application } }
            ?? draft.target.dependencies.first
    }

    private func draft(_ object: Int32, projectSettings: [String: String]) -> Draft {
        let value = graph.value(object)
        let name = value.string("name") ?? value.string("productName") ?? graph.id(object)
        let values = settings(of: object, inheriting: projectSettings)
        let settings = BuildSettings(values: values)
        let productName = settings.resolve(values["PRODUCT_NAME"] ?? "$(TARGET_NAME)", target: name, project: projectName)
        let module = values["PRODUCT_MODULE_NAME"].map { settings.resolve($0, target: name, project: projectName) }
        let moduleName = BuildSettings.c99ExtendedIdentifier(module.flatMap { $0.isEmpty ? nil : $0 } ?? productName)
        var sourceFiles: [String] = []
        var folders: Set<String> = []
        var groups: Set<Int32> = []
        var hasSourcesPhase = false
        for phase in graph.references(object, ProjectGraph.Key.buildPhases) where graph.kind(phase) == .sourcesPhase {
            hasSourcesPhase = true
            for buildFile in graph.elements(graph.lookup(graph.valueNodes[Int(phase)], ProjectGraph.Key.files)) {
                WorkCounter.add()
                guard let file = graph.object(at: buildFile).flatMap({ graph.reference($0, ProjectGraph.Key.fileRef) }),
                      let location = graph.locations[Int(file)] else { continue }
                sourceFiles.append(location)
                let parent = graph.parents[Int(file)]
                if graph.inGroupFolder[Int(file)], parent >= 0 {
                    groups.insert(parent)
                } else {
                    folders.insert(ProjectPath.folder(of: location))
                }
            }
        }
        folders.formUnion(groups.compactMap { graph.locations[Int($0)] })
        let synchronized = graph.references(object, ProjectGraph.Key.synchronizedGroups).compactMap { graph.locations[Int($0)] }
        folders.formUnion(synchronized)
        let target = XcodeProject.Target(
            id: graph.id(object), name: name, productType: XcodeProject.ProductType(identifier: value.string("productType") ?? ""),
            productName: productName, moduleName: moduleName, settings: settings, testedTargetName: nil, dependencies: [],
            sourceFiles: sourceFiles, sourceFolders: folders.sorted(), synchronizedFolders: synchronized.sorted(), hasSourcesPhase: hasSourcesPhase)
        let productFile = graph.reference(object, Array("productReference".utf8)).flatMap { graph.string($0, ProjectGraph.Key.path) }
        return Draft(target: target, object: object, testTargetName: values["TEST_TARGET_NAME"].map { settings.resolve($0, target: name, project: projectName) },
                     testHost: values["TEST_HOST"].map { settings.resolve($0, target: name, project: projectName) }, productFile: productFile)
    }

    /// The Debug settings of a target or the project (`object` names its configuration
    /// list), over `inheriting`, with `$(inherited)` replaced by the inherited value.
    private func settings(of object: Int32, inheriting: [String: String]) -> [String: String] {
        guard let list = graph.reference(object, Array("buildConfigurationList".utf8)), graph.kind(list) == .configurationList else { return inheriting }
        let configurations = graph.references(list, Array("buildConfigurations".utf8)).filter { graph.kind($0) == .configuration }.map(graph.value)
        let preferred = graph.string(list, Array("defaultConfigurationName".utf8))
        let chosen = configurations.first { $0.string("name") == "Debug" }
            ?? configurations.first { $0.string("name") == preferred } ?? configurations.first
        var result = inheriting
        for (key, setting) in chosen?["buildSettings"]?.entries ?? [] {
            guard let name = key.string else { continue }
            let text = setting.string ?? setting.array.compactMap(\.string).joined(separator: " ")
            // A setting may be conditional (`SDKROOT[sdk=iphoneos*]`); the plain one is kept.
            result[name] = text.replacingOccurrences(of: "$(inherited)", with: inheriting[name] ?? "")
                .trimmingCharacters(in: .whitespaces)
        }
        return result
    }
}
