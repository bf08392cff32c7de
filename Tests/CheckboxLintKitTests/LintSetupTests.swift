import Foundation
import Testing
@testable import CheckboxLintKit

/// What a host reuses from the Engine: configuration layering, file selection and the exit-code
/// policy, without the command line.
@Suite struct LintSetupTests {
    static let configuration = """
    platform: android
    locale: fr
    exclude: Skipped/**
    rules:
      label-missing: off
      label-too-long: note
    """

    // MARK: Configuration layers

    @Test func theFileOverridesTheDefaultsAndTheOverridesTheFile() throws {
        let root = try Support.folder([".checkbox-lint.yml": Self.configuration])
        defer { try? FileManager.default.removeItem(at: root) }

        let fileOnly = try ConfigurationLayers(currentDirectory: root.path).resolve()
        #expect(fileOnly.platform == .android)
        #expect(fileOnly.locale == "fr")
        #expect(!fileOnly.isEnabled("label-missing"))
        #expect(fileOnly.severities["label-too-long"] == .note)

        var layers = ConfigurationLayers(currentDirectory: root.path)
        layers.overrides = ConfigurationOverrides(platform: .web, reader: .some(nil),
                                                  enabledRules: ["label-missing", "label-too-long"], disabledRules: ["label-too-long"])
        let overridden = try layers.resolve()
        #expect(overridden.platform == .web)
        // Not overridden: the file's.
        #expect(overridden.locale == "fr")
        #expect(overridden.reader == nil)
        #expect(overridden.isEnabled("label-missing"))
        // Enabled and disabled: off, as on the command line.
        #expect(!overridden.isEnabled("label-too-long"))
    }

    @Test func withoutAFileTheDefaultsStand() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var layers = ConfigurationLayers(currentDirectory: root.path)
        layers.overrides.locale = "de"
        let configuration = try layers.resolve()
        #expect(configuration.platform == LintConfiguration().platform)
        #expect(configuration.locale == "de")
        #expect(configuration.severities == LintConfiguration().severities)
    }

    @Test func aBrokenFileOrACheckedFileIsASetupError() throws {
        let root = try Support.folder([
            ".checkbox-lint.yml": "platform: ios\n",
            "sub/.checkbox-lint.yml": "platform: windows\n",
            "options.yml": "rules:\n  label-too-long:\n    maxLength: many\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var layers = ConfigurationLayers(currentDirectory: root.path)
        #expect(throws: Never.self) { try layers.resolve() }
        // A configuration file named among the paths is checked though it is not the one applied.
        layers.checkedFiles = [root.appendingPathComponent("sub/.checkbox-lint.yml").path]
        #expect(throws: LintSetupError.self) { try layers.resolve() }

        // A rule's options are checked as the file is read, at their line.
        let withBadOptions = ConfigurationLayers(explicitFile: root.appendingPathComponent("options.yml").path, currentDirectory: root.path)
        do {
            _ = try withBadOptions.makeLinter()
            Issue.record("bad rule options made a linter")
        } catch {
            #expect(error.message.hasSuffix("options.yml:3: rules.label-too-long.maxLength: expected a whole number of at least 1; found 'many'"))
        }
    }

    @Test func theLayersCarryTheFrontEndsAndTheProjectFolders() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var layers = ConfigurationLayers(currentDirectory: root.path)
        layers.frontends = [FrontendSeamTests.FakeFrontend()]
        layers.projectFolders = ["app"]
        let configuration = try layers.resolve()
        #expect(configuration.fileExtensions.contains(".fake"))
        #expect(configuration.projectFolders == ["app"])
    }

    // MARK: File selection

    @Test func configurationFilesAmongThePathsAreCheckedNotLinted() {
        let selection = InputSelection(paths: ["a.xml", ".checkbox-lint.yml", "app/.checkbox-lint.yml"])
        #expect(selection.configurationFiles == [".checkbox-lint.yml", "app/.checkbox-lint.yml"])
        #expect(selection.lintPaths == ["a.xml"])
        // Only configuration files: nothing to lint, not the current folder.
        #expect(InputSelection(paths: [".checkbox-lint.yml"]).lintPaths.isEmpty)
        #expect(InputSelection(paths: []).lintPaths == ["."])
        #expect(InputSelection(paths: [], standardInputName: "x.xml").lintPaths == [InputFile.standardInputPath])
    }

    @Test func theWalkTakesTheFrontEndsEndingsAndTheConfigurationSelects() throws {
        let ui = #"<ui version="1"><checkbox label="A"/></ui>"#
        let root = try Support.folder([
            ".checkbox-lint.yml": Self.configuration,
            "Screens/a.xml": ui, "Screens/b.json": "{}", "Screens/c.fake": "x", "Screens/d.txt": "x",
            "Skipped/e.xml": ui,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var layers = ConfigurationLayers(currentDirectory: root.path)
        var selection = InputSelection(paths: [root.path], currentDirectory: root.path)
        func selected() throws -> [String] {
            let configuration = try layers.resolve()
            return try selection.select(for: configuration).files.map { String($0.path.dropFirst(root.path.count + 1)) }
        }
        #expect(try selected() == ["Screens/a.xml", "Screens/b.json"])
        layers.frontends = [FrontendSeamTests.FakeFrontend()]
        #expect(try selected() == ["Screens/a.xml", "Screens/b.json", "Screens/c.fake"])
        // Named files are selected too: an excluded one stays excluded.
        selection.paths = [root.appendingPathComponent("Skipped/e.xml").path, root.appendingPathComponent("Screens/a.xml").path]
        #expect(try selected() == ["Screens/a.xml"])
        #expect(!selection.walksFolder)
        #expect(InputSelection(paths: [root.path]).walksFolder)
        #expect(InputSelection(paths: [root.path]).projectFolders == [root.path])
    }

    @Test func aNamedPathThatCannotBeUsedIsASetupError() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let selection = InputSelection(paths: [root.appendingPathComponent("missing.xml").path], currentDirectory: root.path)
        #expect(throws: LintSetupError.self) { try selection.select(for: LintConfiguration()) }
    }

    // MARK: Exit policy

    static func summary(errors: Int = 0, warnings: Int = 0, notes: Int = 0, suppressed: Int = 0, unreadable: Int = 0) -> RunSummary {
        var summary = RunSummary()
        summary.errors = errors
        summary.warnings = warnings
        summary.notes = notes
        summary.suppressed = suppressed
        summary.unreadableFiles = unreadable
        return summary
    }

    @Test func findingsAtOrAboveFailOnGiveOne() {
        let errorsOnly = ExitPolicy()
        #expect(errorsOnly.status(for: Self.summary()) == .success)
        #expect(errorsOnly.status(for: Self.summary(warnings: 3, notes: 1, suppressed: 4)) == .success)
        #expect(errorsOnly.status(for: Self.summary(errors: 1)) == .findings)
        let warnings = ExitPolicy(failOn: .warning)
        #expect(warnings.status(for: Self.summary(notes: 2)) == .success)
        #expect(warnings.status(for: Self.summary(warnings: 1)) == .findings)
        let notes = ExitPolicy(failOn: .note)
        #expect(notes.status(for: Self.summary(notes: 1)) == .findings)
        #expect(ExitPolicy(failOn: nil).status(for: Self.summary(errors: 5)) == .success)
        #expect(ExitPolicy.Status.findings.rawValue == 1)
    }

    @Test func anUnreadableFileGivesTwoWhateverWasFound() {
        #expect(ExitPolicy().status(for: Self.summary(unreadable: 1)) == .failure)
        #expect(ExitPolicy().status(for: Self.summary(errors: 2, unreadable: 1)) == .failure)
        #expect(ExitPolicy(failOn: nil).status(for: Self.summary(unreadable: 1)) == .failure)
        #expect(ExitPolicy.Status.failure.rawValue == 2)
    }

    @Test func aFolderWalkThatFindsNothingGivesTwoUnlessAllowed() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let walk = InputSelection(paths: [root.path])
        let failure = try #require(ExitPolicy().zeroFilesFailure(fileCount: 0, selection: walk))
        #expect(failure.message.hasPrefix("No lintable files found at paths: '\(root.path)'"))
        #expect(ExitPolicy().zeroFilesFailure(fileCount: 1, selection: walk) == nil)
        #expect(ExitPolicy(allowsZeroLintableFiles: true).zeroFilesFailure(fileCount: 0, selection: walk) == nil)
        // Named files that are all excluded are not a walk.
        let named = InputSelection(paths: [root.appendingPathComponent("a.xml").path])
        #expect(ExitPolicy().zeroFilesFailure(fileCount: 0, selection: named) == nil)
    }
}
