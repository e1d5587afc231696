// swift-tools-version:6.0
import PackageDescription

// No package dependencies, by design: scaffold builds with the Swift toolchain alone.
var targets: [Target] = [
    .target(name: "ScaffoldKit", path: "Sources/ScaffoldKit"),
    .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"], path: "Sources/scaffold"),
    .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"], path: "Tests/ScaffoldKitTests"),
]

// Every fixture spec's generated files (Fixtures/golden/<Spec>) are compiled as a module of
// their own, with the hand-written types they use (Fixtures/support/<Module>), and their
// generated tests run with `swift test`. On Linux they build against the SwiftUI/Combine
// stand-ins under Tests/StandIns; on Apple platforms against the real SDK.
let fixtureModules: [(module: String, spec: String)] = [
    ("Auth", "Login"),
    ("Catalog", "ProductList"),
    ("Preferences", "Settings"),
    ("Accounts", "Profile"),
    ("Blank", "Minimal"),
    ("Starter", "Starter"),
]
#if os(Linux)
targets += [
    .target(name: "Combine", path: "Tests/StandIns/Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine"], path: "Tests/StandIns/SwiftUI"),
]
let sdkDependencies: [Target.Dependency] = ["SwiftUI", "Combine"]
#else
let sdkDependencies: [Target.Dependency] = []
#endif
// Folders under Fixtures/ that no fixture module compiles.
let fixtureDataFolders = ["specs", "json", "swift", "lint-project", "reports", "autofix"]
for fixture in fixtureModules {
    let others = fixtureModules.filter { $0.spec != fixture.spec }
    let elsewhere = fixtureDataFolders + others.map { "golden/\($0.spec)" } + others.map { "support/\($0.module)" }
    targets.append(.target(
        name: fixture.module,
        dependencies: sdkDependencies,
        path: "Fixtures",
        exclude: elsewhere + ["golden/\(fixture.spec)/Tests"],
        sources: ["golden/\(fixture.spec)/Sources", "support/\(fixture.module)"]
    ))
    targets.append(.testTarget(
        name: "\(fixture.module)Tests",
        dependencies: [.target(name: fixture.module)],
        path: "Fixtures",
        exclude: elsewhere + ["golden/\(fixture.spec)/Sources", "support/\(fixture.module)"],
        sources: ["golden/\(fixture.spec)/Tests"]
    ))
}

// `scaffold lint --fix` turns Fixtures/autofix/before into Fixtures/autofix/after (a test);
// both compile, so fixed code is type-checked too.
for (module, folder) in [("AutofixBefore", "before"), ("AutofixAfter", "after")] {
    targets.append(.target(
        name: module,
        dependencies: sdkDependencies,
        path: "Fixtures/autofix/\(folder)"
    ))
}

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
