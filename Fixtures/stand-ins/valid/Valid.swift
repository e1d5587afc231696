// Valid SwiftUI and Combine code the stand-ins must accept, as the iOS 17 SDK does
// (StandInFidelityTests; by hand: typecheck.sh with -target arm64-apple-ios17.0).
import Combine
import SwiftUI

@MainActor
final class Model: ObservableObject {
    @Published var name = ""
    @Published private(set) var count = 0

    func touch() {
        objectWillChange.send()
        count += 1
    }

    func save() {}
}

struct Screen: View {
    @ObservedObject var model: Model
    @State private var flag = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Name", text: $model.name)
            SecureField("Password", text: $model.name)
            Text(verbatim: "not localized")
            Text("Hello \(model.name)")
            Text(model.name)
            Button(action: { model.touch() }) {
                Text("Touch")
            }
            Button("Close") { dismiss() }
            Button("Save", action: model.save)
            Toggle("Flag", isOn: $flag)
            if model.count > 0 {
                ProgressView()
            } else {
                Text("Idle")
            }
        }
        .padding()
        .onChange(of: model.name) {
            flag.toggle()
        }
        .onChange(of: flag) { old, new in
            if old != new { model.touch() }
        }
    }
}

// The iOS 17 SDK's View is not isolated (only its body is); a view that makes a main-actor
// object in a default value is put on the main actor (the SDK refuses it otherwise).
@MainActor
struct Host: View {
    @StateObject private var model = Model()
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Screen(model: model)
                .navigationDestination(for: Int.self) { number in
                    Text("\(number)")
                }
        }
    }
}

#Preview {
    Host()
}

#Preview("Named") {
    Screen(model: Model())
}
