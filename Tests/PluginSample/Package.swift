// swift-tools-version:6.0
// A package that uses checkbox-lint's SwiftPM plugins as the README says, for
// scripts/test-swiftpm-plugins. The script copies it beside a link named checkbox-lint to this
// repository, so the dependency below is the repository itself; in your package it is
// .package(url: "https://github.com/checkbox-lint/checkbox-lint", branch: "main").
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        .package(path: "../checkbox-lint"),
    ],
    targets: [
        .target(
            name: "Screens",
            resources: [.copy("Signup.xml")],
            plugins: [.plugin(name: "CheckboxLintBuildToolPlugin", package: "checkbox-lint")]
        ),
    ]
)
