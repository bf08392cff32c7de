#if SwiftSource
import CheckboxLintKit
@testable import CheckboxLintSwift
import Foundation
import Testing

/// A Tuist `Project.swift` read for the platforms of its targets and the folders they compile
/// (the fixture `XcodeConfiguration/TuistMacDestinations` shows it on files).
@Suite struct TuistManifestTests {
    static func manifest(_ targets: String) -> String {
        "import ProjectDescription\n\nlet project = Project(name: \"App\", targets: [\n\(targets)\n])\n"
    }

    @Test func aMacOnlyTargetDecidesTheFilesOfItsGlobs() throws {
        let manifest = try #require(TuistManifest(text: Self.manifest("""
            .target(name: "App", destinations: [.mac], product: .app, bundleId: "a", sources: ["Cork/**/*.swift"]),
            .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "b", sources: ["Kit/**"]),
            """)))
        #expect(manifest.platform(ofFileAt: "Cork/Views/Settings/Maintenance.swift") == .macos)
        #expect(manifest.platform(ofFileAt: "Cork/App.swift") == .macos)
        #expect(manifest.platform(ofFileAt: "Kit/Views/Row.swift") == nil)
        #expect(manifest.platform(ofFileAt: "Other/Row.swift") == nil)
        #expect(manifest.platform(ofFileAt: "Cork/Notes.md") == nil)
    }

    @Test func destinationsSpelledEachWay() throws {
        for destinations in ["destinations: [.mac]", "destinations: .macOS", "destinations: Destinations.macOS",
                             "destinations: [Destination.mac]", "platform: .macOS", "platform: Platform.macOS"] {
            let manifest = try #require(TuistManifest(text: Self.manifest(
                ".target(name: \"App\", \(destinations), product: .app, bundleId: \"a\", sources: [\"App/**\"])")))
            #expect(manifest.platform(ofFileAt: "App/View.swift") == .macos, "\(destinations)")
        }
        // An iPad app on a Mac, Mac Catalyst, or a set the manifest names by a variable: not macOS only.
        for destinations in ["destinations: [.mac, .macCatalyst]", "destinations: [.macWithiPadDesign]", "destinations: .iOS",
                             "destinations: appDestinations", "platform: .iOS", "platform: platform", "destinations: []"] {
            let manifest = try #require(TuistManifest(text: Self.manifest(
                ".target(name: \"App\", \(destinations), product: .app, bundleId: \"a\", sources: [\"App/**\"])")))
            #expect(manifest.platform(ofFileAt: "App/View.swift") == nil, "\(destinations)")
        }
    }

    @Test func aFileAnotherPlatformMayCompileIsNotDecided() throws {
        let manifest = try #require(TuistManifest(text: Self.manifest("""
            .target(name: "Mac", destinations: [.mac], product: .app, bundleId: "a", sources: ["Mac/**", "Shared/**"]),
            .target(name: "Phone", destinations: [.iPhone], product: .app, bundleId: "b", sources: ["Phone/**", "Shared/**"]),
            .target(name: "Widget", destinations: widgetDestinations, product: .appExtension, bundleId: "c", sources: ["Mac/Widget/**"]),
            .target(name: "Made", destinations: [.mac], product: .app, bundleId: "d", sources: sourcesOfMade),
            """)))
        #expect(manifest.platform(ofFileAt: "Shared/Model.swift") == nil)
        // A target of unknown destinations compiles it too.
        #expect(manifest.platform(ofFileAt: "Mac/Widget/Entry.swift") == nil)
        // `sourcesOfMade` may hold anything, but only for macOS.
        #expect(manifest.platform(ofFileAt: "Mac/Settings.swift") == .macos)
        #expect(manifest.platform(ofFileAt: "Phone/Settings.swift") == nil)
    }

    @Test func exclusionsAreRead() throws {
        let manifest = try #require(TuistManifest(text: Self.manifest("""
            .target(name: "Terminal", destinations: [.mac], product: .staticLibrary, bundleId: "a",
                    sources: [.glob("Modules/Terminal/**/*.swift", excluding: ["Modules/Terminal/Tests/**"])]),
            .target(name: "Other", destinations: [.mac], product: .staticLibrary, bundleId: "b",
                    sources: [.glob("Modules/Other/**", excluding: excludedFiles)]),
            """)))
        #expect(manifest.platform(ofFileAt: "Modules/Terminal/Shell.swift") == .macos)
        #expect(manifest.platform(ofFileAt: "Modules/Terminal/Tests/ShellTests.swift") == nil)
        // An exclusion not written as a literal: whether the file is compiled is unknown.
        #expect(manifest.platform(ofFileAt: "Modules/Other/View.swift") == nil)
    }

    @Test func aManifestWithoutProjectDescriptionOrTargetsIsNoManifest() {
        #expect(TuistManifest(text: "struct Project { let name: String }\nlet project = Project(name: \"x\")\n") == nil)
        #expect(TuistManifest(text: "import ProjectDescription\nlet project = Project.app(name: \"App\", destinations: [.mac])\n") == nil)
        // A dependency on a target (`.target(name:)`) has no product: no target.
        #expect(TuistManifest(text: "import ProjectDescription\nlet dependency: TargetDependency = .target(name: \"App\")\n") == nil)
    }

    @Test func globsAsTuistWritesThem() {
        func matches(_ pattern: String, _ path: String) -> Bool? {
            GlobPattern.matches(pattern, path.split(separator: "/").map(String.init))
        }
        #expect(matches("Cork/**/*.swift", "Cork/App.swift") == true)
        #expect(matches("Cork/**/*.swift", "Cork/A/B/C.swift") == true)
        #expect(matches("Cork/**/*.swift", "Corkscrew/App.swift") == false)
        #expect(matches("Sources/**", "Sources/A/B.swift") == true)
        #expect(matches("Sources/*.swift", "Sources/A/B.swift") == false)
        #expect(matches("Sources/View?.swift", "Sources/View1.swift") == true)
        #expect(matches("./Sources/**", "Sources/A.swift") == true)
        #expect(matches("Sources/{A,B}/**", "Sources/A/x.swift") == nil)
        #expect(matches("../Sources/**", "Sources/A.swift") == nil)
        #expect(GlobPattern.name("a*b*c*d*e*f*g*h*i*j*k", matches: String(repeating: "a", count: 5_000) + "k") == false)
        #expect(GlobPattern.name("*x", matches: String(repeating: "a", count: 5_000)) == false)
    }

    @Test func hostileManifestsEndQuickly() {
        let deep = Self.manifest(String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000))
        #expect(TuistManifest(text: deep) == nil)
        let calls = Self.manifest(String(repeating: ".target(name: \"A\", destinations: [.mac], product: .app, sources: [\"A/**\"]),\n", count: 10_000))
        #expect(TuistManifest(text: calls) == nil)  // more tokens than any real manifest
    }
}
#endif
