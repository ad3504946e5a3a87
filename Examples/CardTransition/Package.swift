// swift-tools-version: 6.0
// An app's package that tests its hero transition with Matchcut: the scene is the app's
// SwiftUI code as a scene file's text, and its test compares the transition's key frames
// with goldens kept beside it. `make test` in the repository root builds and runs it.
import PackageDescription

let package = Package(
    name: "CardTransition",
    dependencies: [
        .package(name: "Matchcut", path: "../.."),
    ],
    targets: [
        .target(name: "CardTransition"),
        .testTarget(name: "CardTransitionTests", dependencies: [
            "CardTransition",
            .product(name: "Matchcut", package: "Matchcut"),
            .product(name: "MatchcutTesting", package: "Matchcut"),
        ], exclude: ["__goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)
