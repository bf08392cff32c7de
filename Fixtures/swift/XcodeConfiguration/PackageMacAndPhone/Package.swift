// swift-tools-version: 5.9
// The near miss: a package for macOS and iOS (its `platforms:` are minimum versions of both):
// nothing decided, its files take the configured platform (iOS).
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [
        .macOS(.v13),
        .iOS(.v16),
    ],
    targets: [
        .target(name: "Kit")
    ]
)
