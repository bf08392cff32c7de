// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "checkbox-lint",
    products: [
        .executable(name: "checkbox-lint", targets: ["checkbox-lint"]),
        .library(name: "CheckboxLintKit", targets: ["CheckboxLintKit"]),
        // `swift package checkbox-lint`, and linting a target's UI files on every build.
        .plugin(name: "CheckboxLintCommandPlugin", targets: ["CheckboxLintCommandPlugin"]),
        .plugin(name: "CheckboxLintBuildToolPlugin", targets: ["CheckboxLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    ],
    targets: [
        // libxml2, used directly: its SAX2 parser is the fastest streaming XML reader on the platform.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "CheckboxLintKit",
            dependencies: [
                "CLibXML2",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "checkbox-lint",
            dependencies: [
                "CheckboxLintKit",
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
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]
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
            dependencies: ["CheckboxLintKit"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
