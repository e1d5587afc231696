import Foundation
import ScaffoldGenerate
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The skipped tests scaffold wrote for an async action when it found no fake for the call
/// (`…_isNotYetImplemented`, whose reason is scaffold's own "TODO: scaffold found no protocol
/// …"), once the fake exists: `scaffold screen` and `scaffold app` replace each with the
/// action's real tests. Only a test that is still exactly scaffold's is replaced: its name,
/// and its reason word for word; one a person changed is left as it is.
enum PendingFakeTests {
    /// A skipped test to replace.
    struct Pending {
        /// The action the test is of.
        var action: String
        /// The test file.
        var path: String
        /// The bytes the test takes in the file: its lines and the blank line before them.
        var bytes: [UInt8]
        /// The line of the test's declaration.
        var line: Int
    }

    /// The reason scaffold's skipped test gives when it found no fake (ScreenContext's words).
    static func reason(type: String, call: ScreenSpec.AsyncCall) -> String {
        "TODO: scaffold found no protocol \(type) with a method '\(call.method)' in the sources to fake; stub \(call.dependency).\(call.method) in a test double, then write this test"
    }

    /// The skipped tests of `code` whose call `fakes` now fake.
    static func replaceable(in code: ScreenCode, spec: ScreenSpec, fakes: [String: FakeDependency]) -> [Pending] {
        var wanted: [String: String] = [:]  // test name → action
        var reasons: [String: String] = [:]  // action → the reason's string literal
        for entry in spec.actions {
            guard case .call(let call)? = entry.effect, let dependency = spec.dependencies.first(where: { $0.name.text == call.dependency }),
                  let fake = fakes[dependency.type], fake.fake.methods.contains(where: { $0.name == call.method }) else { continue }
            let name = entry.declaration.name
            let subject = "whenSending\(SwiftName.capitalized(name))_isNotYetImplemented"
            wanted["test\(code.viewModel.name)_\(subject)"] = name
            wanted[subject] = name
            // Exhaustive tests' names (ScreenContext.testNames, a test that cannot tell what changes).
            wanted["testSending\(SwiftName.capitalized(name))_isNotYetImplemented"] = name
            wanted["sending\(SwiftName.capitalized(name))_isNotYetImplemented"] = name
            reasons[name] = "\"" + reason(type: dependency.type, call: call) + "\""
        }
        guard !wanted.isEmpty else { return [] }
        var found: [Pending] = []
        for test in code.tests {
            let file = test.file
            for declaration in SyntaxTree(file).allDeclarations where declaration.kind == .func {
                guard let action = wanted[declaration.name], let literal = reasons[action],
                      declaration.tokenRange.contains(where: { file.tokens[$0].kind == .string && file.text(of: file.tokens[$0]) == literal }) else { continue }
                let first = file.lineIndex(of: Int(file.tokens[declaration.tokenRange.lowerBound].start))
                let last = file.lineIndex(of: Int(file.tokens[declaration.tokenRange.upperBound].start))
                var start = file.lineStarts[first]
                let end = last + 1 < file.lineStarts.count ? file.lineStarts[last + 1] : file.bytes.count
                // The blank line scaffold wrote before the test goes with it.
                if first > 0, file.bytes[file.lineStarts[first - 1]..<start].allSatisfy({ $0 == 10 || $0 == 13 || $0 == 32 }) {
                    start = file.lineStarts[first - 1]
                }
                found.append(Pending(action: action, path: test.path, bytes: Array(file.bytes[start..<end]), line: declaration.line))
            }
        }
        return found
    }

    /// `bytes` without `pending`'s test, when it is there exactly once.
    static func removing(_ pending: Pending, from bytes: [UInt8]) -> [UInt8]? {
        guard let start = ByteSearch.firstOffset(of: pending.bytes, in: bytes),
              ByteSearch.firstOffset(of: pending.bytes, in: bytes, from: start + 1) == nil else { return nil }
        var result = bytes
        result.removeSubrange(start..<(start + pending.bytes.count))
        return result
    }
}
