// Excluded by lint.exclude: this violation must not be reported.
final class ExcludedViewModel: ObservableObject {
    @Published var value = 0
}
