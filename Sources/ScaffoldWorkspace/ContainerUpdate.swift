import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// Brings an app's dependency container up to the members its screens need, in place.
public enum ContainerUpdate {
    /// Adds to `plan` the container at `declaring` and the files in `constructing` with the
    /// `members` they lack (unchanged files as unchanged). A member declared with another
    /// type stops the command.
    public static func add(_ members: [AppGenerator.Member], container: String, declaring: String, constructing: [String],
                    console: Console, to plan: inout FilePlan) throws {
        var files: [String: SourceFile] = [:]
        for path in Set([declaring] + constructing) {
            files[path] = SourceFile(path: console.display(path), bytes: try FileReader.read(path))
        }
        let result: ContainerEditor.Result
        do {
            result = try ContainerEditor.edit(container: container, members: members, declaring: declaring, constructing: constructing, files: files)
        } catch let failure as ScreenEditor.Failure {
            throw InputError(failure.message)
        }
        for note in result.notes { console.err("\(note)") }
        let changed = Dictionary(result.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        for path in [declaring] + constructing.filter({ $0 != declaring }) {
            guard let original = files[path]?.bytes else { continue }
            if let bytes = changed[path] {
                plan.add(path: path, bytes: bytes, expecting: .some(original))
            } else {
                plan.add(path: path, bytes: original)
            }
        }
        if !result.added.isEmpty {
            console.err("note: \(container) gains \(result.added.joined(separator: ", ")), with stand-in values where it is built; give the app's entry point the real ones")
        }
    }
}
