import ProjectDescription

let project = Project(
    name: "MyApp",
    targets: [
        .target(name: "MyApp", destinations: .iOS, product: .app, bundleId: "com.example.MyApp", sources: ["MyApp/Sources/**"]),
        .target(name: "MyAppTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.MyAppTests",
                sources: ["MyApp/Tests/**"], dependencies: [.target(name: "MyApp")]),
    ]
)
