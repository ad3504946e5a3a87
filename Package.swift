// swift-tools-version: 6.0
// Matchcut: render SwiftUI hero transitions headlessly on Linux.
// Targets follow the pipeline in docs/architecture.md: each stage is one target.
import PackageDescription

let package = Package(
    name: "Matchcut",
    products: [
        .executable(name: "matchcut", targets: ["MatchcutCLI"]),
        .library(name: "Matchcut", targets: ["Matchcut"]),
        // assertTransition for XCTest and Swift Testing; re-exports Matchcut.
        .library(name: "MatchcutTesting", targets: ["MatchcutTesting"]),
    ],
    targets: [
        // System libraries, found through pkg-config (installed by `make deps`).
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // libpng alone: Output and Golden read PNGs without seeing Cairo.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libmicrohttpd for `matchcut preview`'s local server.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // zlib for `--png-compression small`, where ratio matters more than speed.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // OpenSSL's SHA-256 (SHA-NI where the CPU has it) for manifest checksums.
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // libjpeg-turbo for JPEG assets; CJPEG wraps its setjmp error handling in C.
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "CJPEG", dependencies: ["CLibJPEG"], linkerSettings: [.linkedLibrary("jpeg")]),

        // The pipeline, stage by stage.
        .target(name: "Geometry"),
        .target(name: "Files"),  // the ground floor: the one confined reader and the one owned writer
        // The drawing vocabulary: DisplayList and the values it is made of (Paint, TextRun,
        // ImageContent, ClipRegion, ShadowSpec, ShapeKind, Font), and the TextMeasurer
        // Render answers. Layout and Motion speak it; Render knows nothing above it.
        .target(name: "Drawing", dependencies: ["Geometry"]),
        .target(name: "SwiftCore"),  // Swift itself: source, lexer, parser, syntax, diagnostics; knows no host
        .target(name: "ViewTree", dependencies: ["SwiftCore", "Drawing", "Geometry"]),
        .target(name: "SceneLanguage", dependencies: ["Files", "SwiftCore", "ViewTree", "Drawing", "Geometry"]),
        .target(name: "Layout", dependencies: ["SwiftCore", "ViewTree", "Drawing", "Geometry"]),
        .target(name: "Motion", dependencies: ["SwiftCore", "Layout", "ViewTree", "Drawing", "Geometry"]),
        .target(name: "Render", dependencies: ["Files", "ImageFiles", "Drawing", "Geometry", "CCairo"]),
        .target(name: "COutputKernels"),  // the SIMD pixel loops of PNG filters (both ways) and YUV
        // Reading images: the one PNG chunk walker, libpng's and the frame cache's PNG decoders,
        // the JPEG reader. Render, Golden and Matchcut read every image through it.
        .target(name: "ImageFiles", dependencies: ["Files", "Geometry", "COutputKernels", "CISAL", "CPNG", "CJPEG"]),
        // Writing: the PNG encoder, hashes and video.
        .target(name: "Output", dependencies: ["Files", "ImageFiles", "Geometry", "COutputKernels", "CISAL", "CZlib", "CCrypto"]),
        .target(name: "Golden", dependencies: ["Files", "ImageFiles", "Geometry", "Output"]),
        // The commit Matchcut was built from, for the renderer fingerprint (`make` stamps it).
        .target(name: "CBuildInfo"),
        .target(name: "Matchcut", dependencies: ["SwiftCore", 
            "Files", "ImageFiles", "SceneLanguage", "Layout", "Motion", "Drawing", "Render", "Output", "Golden", "ViewTree", "Geometry",
            "COutputKernels", "CBuildInfo", "CZlib",
        ]),
        // The assert helper for tests in other packages: the only target that links XCTest and
        // Swift Testing, so the shipped binary never does.
        .target(name: "MatchcutTesting", dependencies: ["Matchcut"]),
        // `matchcut preview`: the scene in a browser, served on 127.0.0.1, reloaded on change.
        .target(name: "Preview", dependencies: ["Matchcut", "CMicroHTTPD"]),
        // The CLI sees the pipeline only through Matchcut (and the preview's server).
        .executableTarget(name: "MatchcutCLI", dependencies: ["Files", "Matchcut", "Preview"]),

        // `make bench` only: never part of the shipped binary or the test suite.
        .target(name: "CBenchPNG", path: "Benchmarks/CBenchPNG", linkerSettings: [.linkedLibrary("png16")]),
        .executableTarget(name: "MatchcutBench", dependencies: ["Files", "Matchcut", "Drawing", "Render", "Output", "ImageFiles", "Geometry", "CBenchPNG", "CCairo"],
                          path: "Benchmarks/MatchcutBench"),
        // Where Matchcut puts each view against an iOS-recorded reference PNG (docs/fidelity.md).
        .executableTarget(name: "MatchcutCalibrate", dependencies: ["Matchcut", "ImageFiles", "Geometry"],
                          path: "Calibration/MatchcutCalibrate"),

        // The fuzzers' timed loop, shared by the test targets that fuzz.
        .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "SwiftCoreTests", dependencies: ["SwiftCore"], exclude: ["Fixtures"]),
        .testTarget(name: "SceneLanguageTests", dependencies: ["SwiftCore", "Files", "SceneLanguage", "ViewTree", "Drawing", "Geometry", "Matchcut", "Output", "ImageFiles", "Layout", "Render",
                                                              "FuzzSupport"],
                    exclude: ["Fixtures", "Fuzz/corpus"]),
        .testTarget(name: "LayoutTests", dependencies: ["SwiftCore", "Layout", "SceneLanguage", "ViewTree", "Drawing", "Render", "Geometry"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "MotionTests", dependencies: ["SwiftCore", "Motion", "Layout", "ViewTree", "Drawing", "Geometry"]),
        .testTarget(name: "RenderTests", dependencies: ["SwiftCore", "Files", "Render", "Motion", "Layout", "Output", "ImageFiles", "ViewTree", "Geometry", "CCairo", "Drawing"]),
        .testTarget(name: "OutputTests", dependencies: ["Files", "Output", "ImageFiles", "Geometry"]),
        .testTarget(name: "MatchcutTests", dependencies: ["SwiftCore", "Files", "Matchcut", "Golden", "Output", "ImageFiles", "Layout", "Motion", "Render",
                                                         "SceneLanguage", "Drawing", "Geometry", "ViewTree", "FuzzSupport"],
                    exclude: ["Fixtures", "Hostile/Fuzz/corpus", "Hostile/Fuzz/files"]),
        .testTarget(name: "GoldenTests", dependencies: ["Files", "Golden", "Output", "ImageFiles", "Geometry"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
