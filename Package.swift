// swift-tools-version: 6.0
// Layout Playground: a Linux playground for SwiftUI's layout system.
//
// Dependency rule (see Documentation/architecture.md): LayoutEngine depends on no target and
// imports no Foundation; SwiftEvaluator adds swift-syntax and swift-numerics; SceneSource adds
// the evaluator; the executable adds swift-argument-parser. No library depends on PlaygroundApp
// or on an executable.
import PackageDescription

let package = Package(
    name: "LayoutPlayground",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layout-playground", targets: ["layout-playground"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SceneSource", targets: ["SceneSource"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "PlaygroundModel", targets: ["PlaygroundModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
    ],
    targets: [
        .target(
            name: "LayoutEngine",
            // The pass's classes are only touched by one thread and never aliased across an
            // access; the runtime exclusivity checks cost 5-9% of a release layout (issue 11).
            // Debug builds (the tests) keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(
            name: "SwiftEvaluator",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            // One evaluator per thread (Evaluator's documentation); the runtime exclusivity
            // checks were 6% of evaluating a `ForEach` of views. Debug builds (the tests, the
            // fuzzer's corpus runs) keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .systemLibrary(
            name: "CGtkSource",
            pkgConfig: "gtksourceview-5",
            providers: [.apt(["libgtksourceview-5-dev"])]
        ),
        .target(
            name: "Rendering",
            dependencies: ["LayoutEngine", "CPangoCairo", "CRsvg"],
            // The web page's script and style, kept in Swift by Scripts/generate-web-assets.sh
            // (WebPageAssets.swift; Documentation/architecture.md says why not resources).
            exclude: ["Web/page.js", "Web/page.css"]),
        .target(
            name: "SceneSource",
            dependencies: [
                "LayoutEngine",
                "SwiftEvaluator",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            // As SwiftEvaluator: the library is driven by one evaluator's thread.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        .target(name: "PlaygroundModel", dependencies: ["LayoutEngine", "SwiftEvaluator", "SceneSource"]),
        // The mutation fuzzer (issue 9): the mutator, the command line's contract, the minimizer.
        .target(name: "SceneFuzzing", dependencies: ["LayoutEngine", "SceneSource", "SwiftEvaluator"]),
        .executableTarget(name: "layout-fuzz", dependencies: ["SceneFuzzing"]),
        .target(
            name: "PlaygroundApp",
            dependencies: ["PlaygroundModel", "LayoutEngine", "SceneSource", "Rendering", "CGtk", "CGtkSource", "CPangoCairo"]
        ),
        .executableTarget(
            name: "layout-playground",
            dependencies: [
                "LayoutEngine",
                "SceneSource",
                "Rendering",
                "PlaygroundModel",
                "PlaygroundApp",
                "CPangoCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "SwiftEvaluatorTests", dependencies: ["SwiftEvaluator"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SceneSource", "LayoutEngine", "PlaygroundModel"],
            exclude: ["Cases"]
        ),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutEngine", "SceneSource"]),
        .testTarget(name: "WindowTests", dependencies: ["layout-playground"], exclude: ["Tools"]),
        .testTarget(
            name: "CommandTests",
            dependencies: ["layout-playground"],
            exclude: ["Scenes", "Hostile"]
        ),
        .testTarget(
            name: "SceneSourceTests",
            dependencies: ["SceneSource", "LayoutEngine", "SwiftEvaluator"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["SceneFuzzing", "LayoutEngine", "SceneSource", "layout-playground"],
            exclude: ["Corpus", "Findings"]
        ),
        .testTarget(
            name: "PlaygroundModelTests",
            dependencies: [
                "PlaygroundModel", "LayoutEngine", "SceneSource", "SwiftEvaluator",
                // Add Preview's text is checked with swift-syntax's own parser.
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ],
    // The engine is single-threaded per layout tree; Swift 5 mode keeps `Sendable` out of its
    // value types, which hold closures (alignment guides, geometry readers).
    swiftLanguageModes: [.v5]
)
