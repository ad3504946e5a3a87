// swift-tools-version: 6.0
// Matchcut: render SwiftUI hero transitions headlessly on Linux.
// Targets follow the pipeline in docs/architecture.md: each stage is one target.
import PackageDescription

let package = Package(
    name: "Matchcut",
    products: [
        .executable(name: "matchcut", targets: ["MatchcutCLI"]),
        .library(name: "Matchcut", targets: ["Matchcut"]),
    ],
    targets: [
        // System libraries, found through pkg-config (installed by `make deps`).
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),

        // The pipeline, stage by stage.
        .target(name: "Geometry"),
        .target(name: "ViewTree", dependencies: ["Geometry"]),
        .target(name: "SceneLanguage", dependencies: ["ViewTree", "Geometry"]),
        .target(name: "Layout", dependencies: ["ViewTree", "Geometry"]),
        .target(name: "Motion", dependencies: ["Layout", "ViewTree", "Geometry"]),
        .target(name: "Render", dependencies: ["Motion", "Layout", "ViewTree", "Geometry", "CCairo"]),
        .target(name: "Output", dependencies: ["Geometry", "CISAL", "CCairo"]),
        .target(name: "Golden", dependencies: ["Geometry", "Output"]),
        .target(name: "Matchcut", dependencies: [
            "SceneLanguage", "Layout", "Motion", "Render", "Output", "Golden", "ViewTree", "Geometry",
        ]),
        .executableTarget(name: "MatchcutCLI", dependencies: ["Matchcut"]),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "SceneLanguageTests", dependencies: ["SceneLanguage", "ViewTree", "Geometry"],
                    exclude: ["Fixtures", "Fuzz/corpus"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "SceneLanguage", "ViewTree", "Render"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Layout"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Motion", "Layout", "Output"]),
        .testTarget(name: "OutputTests", dependencies: ["Output", "Geometry"]),
        .testTarget(name: "MatchcutTests", dependencies: ["Matchcut", "Golden", "Output"]),
    ],
    swiftLanguageModes: [.v6]
)
