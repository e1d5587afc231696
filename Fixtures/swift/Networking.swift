import Foundation

/// Async networking with throwing initializers, failable initializers and nested errors.
struct APIClient: Sendable {
    enum Failure: Error, LocalizedError {
        case status(Int)
        case decoding(underlying: any Error)
        case offline

        var errorDescription: String? {
            switch self {
            case .status(let code): return "HTTP \(code)"
            case .decoding: return "Bad data"
            case .offline: return nil
            }
        }
    }

    let baseURL: URL
    let session: URLSession
    static let live = APIClient(baseURL: URL(string: "https://api.example.com")!, session: .shared)

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    init?(environment: [String: String]) {
        guard let value = environment["API_URL"], let url = URL(string: value) else { return nil }
        self.init(baseURL: url)
    }

    func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        let (data, response) = try await session.data(from: baseURL.appendingPathComponent(path))
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw Failure.status((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        do { return try JSONDecoder().decode(T.self, from: data) } catch { throw Failure.decoding(underlying: error) }
    }
}

extension APIClient {
    func products() async throws -> [Product] { try await get("products") }
}

struct Product: Codable, Identifiable, Hashable {
    let id: Int
    var name: String
    var price: Decimal
    private enum CodingKeys: String, CodingKey { case id, name, price = "unit_price" }
}
