import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The files of the fakes for some protocols: each fake, and the support file they share.
public enum FakeGenerator {
    /// A fake that could not be written, with where and why.
    public struct Refusal: Sendable {
        /// The protocol.
        public var name: String
        /// `file:line:column: error: …` lines, or one sentence when the protocol was not found.
        public var messages: [String]
    }

    /// The files for `names` in `folder`, and the protocols refused. `display` shows a path
    /// as the user reads it (relative to the working directory). Throws when the support
    /// file's template does not render.
    public static func files(for names: [String], index: ProtocolIndex, renderer: FakeRenderer, folder: String,
                             display: (String) -> String) throws -> (files: [(path: String, contents: String)], refusals: [Refusal]) {
        var files: [(path: String, contents: String)] = []
        var refusals: [Refusal] = []
        // The protocols are read in order; their fakes, each alone, are rendered on every core.
        var fakes: [(path: String, fake: FakeProtocol)] = []
        index.prepare(names)
        for name in names {
            switch index.fakeable(name) {
            case .failure(let error):
                refusals.append(Refusal(name: name, messages: [error.message]))
            case .success(let fake) where !fake.problems.isEmpty:
                refusals.append(Refusal(name: name, messages: fake.problems.map { problem in
                    "\(display(fake.path)):\(problem.location.line):\(problem.location.column): error: \(problem.message)"
                }))
            case .success(let fake):
                let path = (folder as NSString).appendingPathComponent(renderer.typeName(name) + ".swift")
                fakes.append((path, fake))
            }
        }
        let found = fakes, sources = fakes.map { display($0.fake.path) }
        let rendered = Results<String>(count: found.count)
        DispatchQueue.concurrentPerform(iterations: found.count) { index in
            rendered.set(index, renderer.render(found[index].fake, source: sources[index]))
        }
        // Every slot is filled when concurrentPerform returns; one that were not is rendered here.
        files = found.indices.map { (found[$0].path, rendered[$0] ?? renderer.render(found[$0].fake, source: sources[$0])) }
        if !files.isEmpty {
            files.append(((folder as NSString).appendingPathComponent(FakeRenderer.supportFile), try renderer.supportSource()))
        }
        return (files, refusals)
    }
}
