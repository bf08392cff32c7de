// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "checkbox-lint",
    products: [
        .executable(name: "checkbox-lint", targets: ["checkbox-lint"]),
        .library(name: "CheckboxLintKit", targets: ["CheckboxLintKit"]),
        .library(name: "CheckboxLintSwift", targets: ["CheckboxLintSwift"]),
        // `swift package checkbox-lint`, and linting a target's UI files on every build.
        .plugin(name: "CheckboxLintCommandPlugin", targets: ["CheckboxLintCommandPlugin"]),
        .plugin(name: "CheckboxLintBuildToolPlugin", targets: ["CheckboxLintBuildToolPlugin"]),
    ],
    // Swift source support (SPEC §10) needs swift-syntax, whose release build takes minutes:
    // `swift build --disable-default-traits` leaves it out for an XML/JSON-only tool.
    traits: [
        .trait(name: "SwiftSource", description: "Lint SwiftUI source (.swift files) with swift-syntax."),
        .default(enabledTraits: ["SwiftSource"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // libxml2, used directly: its SAX2 parser is the fastest streaming XML reader on the platform.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The library, one target per stage of the pipeline; each depends only on those above it:
        //   Model (+ Input readers) <- Frontends, Rules <- Engine (+ Configuration) <- Reports
        // CheckboxLintKit re-exports them all: the product other packages and the CLI import.
        .target(
            name: "CheckboxLintModel",
            dependencies: ["CLibXML2"]
        ),
        .target(
            name: "CheckboxLintFrontends",
            dependencies: ["CheckboxLintModel", "CLibXML2"]
        ),
        .target(
            name: "CheckboxLintRules",
            dependencies: ["CheckboxLintModel"]
        ),
        .target(
            name: "CheckboxLintEngine",
            dependencies: [
                "CheckboxLintModel",
                "CheckboxLintFrontends",
                "CheckboxLintRules",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "CheckboxLintReports",
            dependencies: ["CheckboxLintModel", "CheckboxLintRules", "CheckboxLintEngine"]
        ),
        .target(
            name: "CheckboxLintKit",
            dependencies: [
                "CheckboxLintModel",
                "CheckboxLintFrontends",
                "CheckboxLintRules",
                "CheckboxLintEngine",
                "CheckboxLintReports",
            ]
        ),
        // The Swift source front end: its own target so that only it depends on swift-syntax.
        .target(
            name: "CheckboxLintSwift",
            dependencies: [
                "CheckboxLintKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "checkbox-lint",
            dependencies: [
                "CheckboxLintKit",
                .target(name: "CheckboxLintSwift", condition: .when(traits: ["SwiftSource"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The Swift runtime and Foundation linked into the executable, not loaded as two dozen
            // shared libraries: the dynamic linker's symbol binding was a third of the instructions
            // of linting one small file (a pre-commit hook's run), 13.1 ms -> 7.8 ms. The modules
            // are compiled with the flag too, so that they link the static libraries' dependencies.
            // It stays position-independent: `-no-pie` would save its 87,000 relocations (0.5 ms,
            // 5 % of such a run) but give up address randomisation in a tool that reads files from
            // untrusted pull requests through a C parser.
            // Only this target: CheckboxLintKit stays an ordinary library for other packages.
            swiftSettings: [.unsafeFlags(["-static-stdlib"])],
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"]),
                // The static standard library's link arguments export every public symbol of the
                // executable's modules (39,000 with swift-syntax's), which nothing loaded later
                // binds to; the runtime's start-up `dladdr` then reads them all: 1.4 M of 8.0 M
                // instructions of a one-file run. Only what libraries need stays exported.
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            ]
        ),
        // The parse-only floor the benchmark measures the Swift path against (scripts/bench --swift).
        .executableTarget(
            name: "swift-parse-floor",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SwiftSource"])),
            ],
            swiftSettings: [.unsafeFlags(["-static-stdlib"])],
            // Linked as checkbox-lint is, so that the two start alike.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"]),
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            ]
        ),
        .plugin(
            name: "CheckboxLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "checkbox-lint", description: "Lint the package's UI descriptions, Interface Builder files and Android layouts for checkbox accessibility")
            ),
            dependencies: ["checkbox-lint"]
        ),
        .plugin(
            name: "CheckboxLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["checkbox-lint"]
        ),
        .testTarget(
            name: "CheckboxLintKitTests",
            dependencies: [
                "CheckboxLintKit",
                // Imported @testable one by one: the tests reach internals of each stage.
                "CheckboxLintModel",
                "CheckboxLintFrontends",
                "CheckboxLintRules",
                "CheckboxLintEngine",
                "CheckboxLintReports",
            ]
        ),
        .testTarget(
            name: "CheckboxLintSwiftTests",
            dependencies: [
                "CheckboxLintKit",
                .target(name: "CheckboxLintSwift", condition: .when(traits: ["SwiftSource"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
