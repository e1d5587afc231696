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
        var testTargetName: String?
        var testHost: String?
        var productFile: String?
    }

    /// The targets in the project's order.
    func targets() -> [XcodeProject.Target] {
        let projectSettings = settings(of: graph.project, inheriting: [:])
        var drafts: [Draft] = []
        for id in graph.ids(graph.project, "targets") {
            guard let value = graph.object(id) else { continue }
            WorkCounter.add()
            drafts.append(draft(id: id, value: value, projectSettings: projectSettings))
        }
        let names = Dictionary(drafts.map { ($0.target.id, $0.target.name) }, uniquingKeysWith: { first, _ in first })
        for index in drafts.indices {
            let value = graph.object(drafts[index].target.id)
            drafts[index].target.dependencies = graph.ids(value, "dependencies").compactMap { dependency in
                let object = graph.object(dependency, isa: "PBXTargetDependency")
                if let target = object?.string("target") { return names[target] }
                let proxy = graph.object(object?.string("targetProxy"), isa: "PBXContainerItemProxy")
                return proxy?.string("remoteGlobalIDString").flatMap { names[$0] }
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

    private func draft(id: String, value: PlistValue, projectSettings: [String: String]) -> Draft {
        let name = value.string("name") ?? value.string("productName") ?? id
        let values = settings(of: value, inheriting: projectSettings)
        let settings = BuildSettings(values: values)
        let productName = settings.resolve(values["PRODUCT_NAME"] ?? "$(TARGET_NAME)", target: name, project: projectName)
        let module = values["PRODUCT_MODULE_NAME"].map { settings.resolve($0, target: name, project: projectName) }
        let moduleName = BuildSettings.c99ExtendedIdentifier(module.flatMap { $0.isEmpty ? nil : $0 } ?? productName)
        var sourceFiles: [String] = []
        var hasSourcesPhase = false
        for phase in graph.ids(value, "buildPhases") {
            guard let object = graph.object(phase, isa: "PBXSourcesBuildPhase") else { continue }
            hasSourcesPhase = true
            for buildFile in graph.ids(object, "files") {
                WorkCounter.add()
                if let location = graph.location(ofBuildFile: buildFile) { sourceFiles.append(location) }
            }
        }
        let synchronized = graph.ids(value, "fileSystemSynchronizedGroups").compactMap { graph.groups[$0]?.folder }
        let folders = Set(sourceFiles.map(ProjectPath.folder(of:)) + synchronized).sorted()
        let target = XcodeProject.Target(
            id: id, name: name, productType: XcodeProject.ProductType(identifier: value.string("productType") ?? ""),
            productName: productName, moduleName: moduleName, settings: settings, testedTargetName: nil, dependencies: [],
            sourceFiles: sourceFiles, sourceFolders: folders, synchronizedFolders: synchronized.sorted(), hasSourcesPhase: hasSourcesPhase)
        let productFile = graph.object(value.string("productReference")).flatMap { $0.string("path") }
        return Draft(target: target, testTargetName: values["TEST_TARGET_NAME"].map { settings.resolve($0, target: name, project: projectName) },
                     testHost: values["TEST_HOST"].map { settings.resolve($0, target: name, project: projectName) }, productFile: productFile)
    }

    /// The Debug settings of a target or the project (`value` names its configuration list),
    /// over `inheriting`, with `$(inherited)` replaced by the inherited value.
    private func settings(of value: PlistValue, inheriting: [String: String]) -> [String: String] {
        let list = graph.object(value.string("buildConfigurationList"), isa: "XCConfigurationList")
        let configurations = graph.ids(list, "buildConfigurations").compactMap { graph.object($0, isa: "XCBuildConfiguration") }
        let preferred = list?.string("defaultConfigurationName")
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
