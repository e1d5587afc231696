// Hand-written types the Gallery fixture uses: its dependency is a protocol, which scaffold
// fakes (the spec gives no sample for it).
import Foundation

/// A photo: `Identifiable`, so a list of them needs no `id:`.
struct Photo: Equatable, Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
}

/// A tag: `Hashable` but not `Identifiable` (the spec hints `tags: hashable`).
struct Tag: Hashable, Sendable {
    var name: String
}

/// The order photos are shown in: an enum whose cases the picker lists.
enum PhotoOrder: String, CaseIterable, Hashable, Sendable {
    case newest
    case oldest
    case title
}

/// Loads the photos.
protocol PhotoLibrary: Sendable {
    func photos() async throws -> [Photo]
}
