/// A display value for a badge; a struct, so not a view model whatever its name.
struct BadgeViewModel: Hashable {
    let title: String
}
