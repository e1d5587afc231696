import Foundation

/// Every dependency the app's screens use: created once when the app starts, handed from
/// the root router to every router it opens, and on to their view models. scaffold adds a
/// member when a new screen needs one.
struct Services {
    let session: SessionService
    let catalog: CatalogService
}

#if DEBUG
extension Services {
    /// Stand-in dependencies, for previews and tests.
    static var preview: Services {
        Services(
            session: SessionService(),
            catalog: LiveCatalogService()
        )
    }
}
#endif
