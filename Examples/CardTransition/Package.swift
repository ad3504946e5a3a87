// swift-tools-version: 6.0
// An app's test package for its hero transition. Examples/CardApp plays the app: its view
// files are the app's own. The scene file (Tests/CardTransitionTests/Scenes/card.scene) reads
// them with sources(…), and the tests compare the transition's key frames with goldens kept
// beside them, so they check the code the app runs. `make test` in the repository root builds
// and runs this package.
import PackageDescription

let package = Package(
    name: "CardTransition",
    dependencies: [
        .package(name: "Matchcut", path: "../.."),
    ],
    targets: [
        .testTarget(name: "CardTransitionTests", dependencies: [
            .product(name: "Matchcut", package: "Matchcut"),
            .product(name: "MatchcutTesting", package: "Matchcut"),
        ], exclude: ["__goldens__", "Scenes"]),
    ],
    swiftLanguageModes: [.v6]
)
