// error: generic type 'NavigationStack' specialized with too few type parameters (got 1, but expected 2)
import SwiftUI

struct Host: View {
    var body: NavigationStack<Text> {
        NavigationStack {
            Text("Root")
        }
    }
}
