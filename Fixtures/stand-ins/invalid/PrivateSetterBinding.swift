// error: cannot assign to property: 'count' setter is inaccessible
import SwiftUI

@MainActor
final class Model: ObservableObject {
    @Published private(set) var count = 0
}

struct Screen: View {
    @ObservedObject var model: Model

    var body: some View {
        Button("Reset") {
            model.count = 0
        }
    }
}
