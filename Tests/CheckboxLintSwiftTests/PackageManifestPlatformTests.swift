#if SwiftSource
import CheckboxLintKit
@testable import CheckboxLintSwift
import Foundation
import Testing

/// A SwiftPM `Package.swift` parsed for a `platforms:` that names macOS alone (the fixtures
/// `XcodeConfiguration/PackageMacOnly` and `PackageMacAndPhone` show it on files).
@Suite struct PackageManifestPlatformTests {
    static func platform(_ arguments: String) -> Platform? {
        let text = "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n\(arguments)\n    targets: [.executableTarget(name: \"App\")]\n)\n"
        return PackageManifestPlatform.platform(ofManifest: Array(text.utf8))
    }

    @Test func macOSAloneIsMacOS() {
        for platforms in ["platforms: [.macOS(.v13)],", "platforms: [ .macOS(.v10_15) ],", "platforms: [.macOS(\"13.0\")],",
                          "platforms: [SupportedPlatform.macOS(.v14)],", "platforms: [\n        .macOS(.v13), // the menu bar\n    ],",
                          "platforms: [/* .iOS(.v16), */ .macOS(.v13)],"] {
            #expect(Self.platform(platforms) == .macos, "\(platforms)")
        }
    }

    @Test func anythingElseDecidesNothing() {
        for platforms in ["platforms: [.macOS(.v13), .iOS(.v16)],", "platforms: [.iOS(.v16)],", "platforms: [.macCatalyst(.v16)],",
                          "platforms: supported,", "platforms: [],", "", "platforms: [.macOS(.v13)] + extra,",
                          "// platforms: [.macOS(.v13)],", "dependencies: [.package(path: \"x\", condition: .when(platforms: [.macOS]))],"] {
            #expect(Self.platform(platforms) == nil, "\(platforms)")
        }
    }

    @Test func aConditionsPlatformsAreNotThePackages() {
        // `.when(platforms: [.iOS])` inside a target is passed; the package's own list decides.
        let text = """
            import PackageDescription
            let package = Package(name: "App", platforms: [.macOS(.v13)],
                targets: [.target(name: "App", swiftSettings: [.define("X", .when(platforms: [.iOS]))])])
            """
        #expect(PackageManifestPlatform.platform(ofManifest: Array(text.utf8)) == .macos)
    }
}
#endif
