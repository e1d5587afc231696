// Fixture project Classic77: MyApp/ContentView.swift
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello")
    }
}
