import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldProject
import ScaffoldSupport
import ScaffoldSyntax

/// The modules a new screen's files import besides the system's: those of the repository
/// that declare the types its spec names, when they are not the screen's own module. A
/// screen in a package's `Feature` target that holds `[Item]` from its `Models` target
/// imports `Models` (its files named the type and imported nothing, so did not compile).
public enum ModuleImports {
    /// The other modules that declare the app's types `spec` names, sorted. A type declared
    /// in more than one module, or in no package target (the app's own code), adds none.
    public static func modules(for spec: ScreenSpec, module: String, config: ScaffoldConfig, sources: String) -> [String] {
        var types = Set(spec.dependencies.map(\.type) + spec.inputs.map(\.type) + spec.outputs.map(\.type) + spec.samples.map(\.type))
        for entry in spec.actions + spec.responder { types.formUnion(entry.declaration.parameters.map(\.type)) }
        for route in spec.routes { types.formUnion(route.parameters.map(\.type)) }
        // Each name once: `Item` of `[Item]`, `Models.Item` (whose first part may be a module).
        let names = Set(types.flatMap { ComparedTypes.named(in: $0) + ComparedTypes.hashed(in: $0) }).sorted()
        guard !names.isEmpty else { return [] }
        let workspace = Workspace.current(root: config.root)
        let files = config.appCode(sources: sources)
        var modules: Set<String> = []
        var packages = Packages(root: config.root)
        for name in names {
            let parts = name.split(separator: ".").map(String.init)
            let declaring = Set(DeclarationLocator.typeDeclarations(named: [parts[0]], among: files, workspace: workspace).map { packages.module(of: $0.path) ?? "" })
            // One module declares it, and it is a package target's other than the screen's.
            guard declaring.count == 1, let other = declaring.first, !other.isEmpty, other != module else { continue }
            modules.insert(other)
        }
        return modules.sorted()
    }

    /// The packages of the repository read so far, by folder: a file's module is the target
    /// of the nearest package above it (up to the repository's root) whose folder holds it.
    struct Packages {
        /// The repository's root: no package is looked for above it.
        let root: String
        /// Each folder looked at: its package, or nil when it has no `Package.swift`.
        var read: [String: Discovered.Package?] = [:]

        /// The module (target) of the nearest package holding `path`, or nil (the app's own
        /// code, or a package folder no target holds).
        mutating func module(of path: String) -> String? {
            var folder = (path as NSString).deletingLastPathComponent
            while FilePlan.isInside(folder, root) {
                if read[folder] == nil {
                    let manifest = (folder as NSString).appendingPathComponent("Package.swift")
                    read[folder] = .some(FileManager.default.fileExists(atPath: manifest) ? Discovered.package(in: folder) : nil)
                }
                if let package = read[folder] ?? nil {
                    let base = folder
                    return package.targets.first { !$0.isTest && FilePlan.isInside(path, (base as NSString).appendingPathComponent($0.path)) }
                        .map { BuildSettings.c99ExtendedIdentifier($0.name) }
                }
                if folder == root { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            return nil
        }
    }
}
