// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Core",
    platforms: [.iOS(.v17)],
    products: [.library(name: "Core", targets: ["Core", "CoreUI"])],
    targets: [
        .target(name: "Core"),
        .target(
            name: "CoreUI",
            dependencies: ["Core"],
            path: "UI"
        ),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
