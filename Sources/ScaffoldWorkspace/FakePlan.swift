import Foundation
import ScaffoldGenerate
import ScaffoldSupport

/// `scaffold fake`: the files of the fakes of some protocols, planned where the config's
/// `fakes:` puts them.
public enum FakePlan {
    /// The plan for the fakes of `names`, and the protocols refused.
    public static func make(names: [String], index: ProtocolIndex, config: ScaffoldConfig, module: String?,
                            console: Console) throws -> (FilePlan, [FakeGenerator.Refusal]) {
        let destination = config.fakeDestination
        let testModule = module ?? config.module ?? ScaffoldConfig.inferModule(sources: config.resolve(config.sources), root: config.root)
        let renderer = FakeRenderer(naming: config.fakes.naming, destination: destination.previews ? .previews : .tests(module: testModule),
                                    templates: try config.loadTemplates())
        let (files, refusals) = try FakeGenerator.files(for: names, index: index, renderer: renderer, folder: destination.folder, display: console.display)
        var plan = config.plan()
        for file in files { plan.add(path: file.path, contents: file.contents) }
        return (plan, refusals)
    }
}
