import Foundation

/// Protocols for the fake benchmark: `count` protocols, ten a file, each with the kinds of
/// requirement fakes handle (async throwing methods, properties, overloads, closures, a
/// generic method, an associated type with a default). Each is marked `/// @mockable`, so
/// that Mockolo reads the same protocols.
public enum ProtocolCorpus {
    /// The names of the protocols `write` writes.
    public static func names(count: Int) -> [String] {
        (0..<count).map { "Service\($0)" }
    }

    /// Writes the protocols under `root/Sources`; returns the files.
    public static func write(count: Int, to root: URL) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        let names = names(count: count)
        for start in stride(from: 0, to: count, by: 10) {
            var text = "import Foundation\n\n"
            for name in names[start..<min(count, start + 10)] {
                text += """
                struct \(name)Item: Equatable, Sendable {
                    var id: Int
                    var title: String
                }

                /// @mockable
                protocol \(name): Sendable {
                    var isReady: Bool { get }
                    var token: String { get set }
                    func items(page: Int, query: String) async throws -> [\(name)Item]
                    func item(id: Int) async throws -> \(name)Item
                    func item(named name: String) -> \(name)Item?
                    func save(_ item: \(name)Item) async throws
                    func observe(_ handler: @escaping @Sendable (\(name)Item) -> Void)
                    func count() async -> Int
                    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
                    func reset()
                }


                """
            }
            let path = sources.appendingPathComponent("Services\(start / 10).swift")
            try text.write(to: path, atomically: true, encoding: .utf8)
            paths.append(path.path)
        }
        return paths
    }
}
