// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so that the product never depends on anything:
// only this package may use swift-syntax, to compare against it.
let package = Package(
    name: "ScaffoldBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "scaffold", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "Corpus", path: "Sources/Corpus"),
        // The read floor lint is compared with: one thread reading every Swift file, in C.
        .executableTarget(name: "read-floor", path: "Sources/read-floor"),
        .executableTarget(
            name: "scaffold-bench",
            dependencies: [
                "Corpus",
                .product(name: "ScaffoldKit", package: "scaffold"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Sources/scaffold-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
