import Foundation
import Testing
@testable import CheckboxLintEngine

/// Folder walks skip the folders of dependencies (issue 26: an Xcode Run Script phase that lints
/// `$SRCROOT` failed the build on `Pods/` and `node_modules/`), unless the configuration says
/// `defaultExcludes: false`; a dependency folder named on the command line is linted.
@Suite struct DependencyFolderTests {
    static let bad = CommandLineTests.bad
    static let good = CommandLineTests.good

    /// A project with one screen of its own and a broken screen in each dependency folder.
    static func project(configuration: String? = nil) throws -> URL {
        var files = [
            "App/Screens/good.xml": good,
            "Pods/SomePod/Resources/bad.xml": bad,
            "Carthage/Checkouts/Kit/bad.xml": bad,
            "node_modules/some-package/res/layout/bad.xml": bad,
            ".build/checkouts/dep/bad.xml": bad,
            "App/node_modules_notes/good.xml": good,  // only the exact names are dependency folders
        ]
        if let configuration { files[".checkbox-lint.yml"] = configuration }
        return try Support.folder(files)
    }

    @Test func aWalkSkipsPodsCarthageNodeModulesAndBuild() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["."], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes in 2 files (0 skipped)\n")
        let shown = try CLI.run(["--show-files", "."], in: root)
        #expect(shown.stdout == "App/Screens/good.xml\nApp/node_modules_notes/good.xml\n")
        // The same below a named folder, as the Xcode phase names $SRCROOT.
        #expect(try CLI.run([root.path], in: root).status == 0)
    }

    @Test func aDependencyFolderNamedOnTheCommandLineIsLinted() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let pods = try CLI.run(["Pods"], in: root)
        #expect(pods.status == 1)
        #expect(pods.stdout.hasPrefix("Pods/SomePod/Resources/bad.xml:3:5: error: Checkbox 'a' has no accessible name"))
        let file = try CLI.run(["node_modules/some-package/res/layout/bad.xml"], in: root)
        #expect(file.status == 1)
    }

    @Test func defaultExcludesFalseWalksThemToo() throws {
        let root = try Self.project(configuration: "defaultExcludes: false\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let shown = try CLI.run(["--show-files", "."], in: root)
        // .build stays out as a hidden folder.
        #expect(shown.stdout == """
            App/Screens/good.xml
            App/node_modules_notes/good.xml
            Carthage/Checkouts/Kit/bad.xml
            Pods/SomePod/Resources/bad.xml
            node_modules/some-package/res/layout/bad.xml

            """)
        #expect(try CLI.run(["."], in: root).status == 1)
        // `true` is the default, written out.
        let on = try Self.project(configuration: "defaultExcludes: true\n")
        defer { try? FileManager.default.removeItem(at: on) }
        #expect(try CLI.run(["."], in: on).status == 0)
    }

    @Test func defaultExcludesMustBeABoolean() throws {
        let root = try Self.project(configuration: "platform: ios\ndefaultExcludes: [Pods]\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("checkbox-lint: error: .checkbox-lint.yml:2: defaultExcludes: expected true or false, found"))
    }

    @Test func theCollectorKnowsTheFolders() {
        var collector = InputCollector()
        #expect(collector.skipsDependencyFolders)
        #expect(InputCollector.dependencyFolders == Set(["Pods", "Carthage", "node_modules", ".build"].map { Array($0.utf8) }))
        collector.skipsDependencyFolders = false
        #expect(!collector.skipsDependencyFolders)
    }
}
