// Fixture project TwoApps: MyApp/ContentView.swift
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello")
    }
}
