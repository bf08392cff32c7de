// swift-tools-version: 5.9
// A macOS menu-bar app built with SwiftPM alone (no Xcode project): its manifest names macOS and
// nothing else, so its views, which import SwiftUI only, are macOS code. The `.when(platforms:)`
// of a setting is no list of the package's platforms.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],  // not [.iOS(.v16)]
    targets: [
        .executableTarget(
            name: "App",
            path: "Sources/App",
            swiftSettings: [.define("DEBUG_MENU", .when(platforms: [.iOS]))]
        )
    ]
)
