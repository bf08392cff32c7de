import Foundation
import Testing

/// `.checkbox-lint.yml` as the executable uses it: discovery, precedence, include/exclude.
@Suite struct ConfigurationCommandLineTests {
    static let unnamed = """
    <ui version="1" platform="ios">
      <screen id="s">
        <checkbox id="a" width="44" height="44"/>
      </screen>
    </ui>
    """
    /// No platform: the configuration's (or the command line's) decides the unit `dp`.
    static let dpUnits = """
    <ui version="1">
      <screen id="s">
        <checkbox id="a" label="Email" width="48dp" height="48dp"/>
      </screen>
    </ui>
    """


    @Test func theConfigurationTurnsARuleOff() throws {
        let root = try Support.folder(["a.xml": Self.unnamed, ".checkbox-lint.yml": "rules:\n  label-missing: off\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run([], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped)\n")
        #expect(result.stderr == "")
    }

    @Test func aSeverityFromTheConfigurationDecidesTheExitStatus() throws {
        let root = try Support.folder(["a.xml": Self.unnamed, ".checkbox-lint.yml": "rules:\n  label-missing: warning\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["a.xml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("a.xml:3:5: warning: Checkbox 'a' has no accessible name"))
        #expect(try CLI.run(["a.xml", "--fail-on", "warning"], in: root).status == 1)
    }

    @Test func theCommandLineOverridesTheConfiguration() throws {
        let root = try Support.folder(["a.xml": Self.unnamed, ".checkbox-lint.yml": "rules:\n  label-missing: off\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let enabled = try CLI.run(["--enable", "label-missing"], in: root)
        #expect(enabled.status == 1)
        #expect(enabled.stdout.contains("error: Checkbox 'a' has no accessible name"))
        try "rules:\n  label-missing: note\n".write(to: root.appendingPathComponent(".checkbox-lint.yml"), atomically: true, encoding: .utf8)
        let disabled = try CLI.run(["--disable", "label-missing", "--fail-on", "note"], in: root)
        #expect(disabled.status == 0)
        // `--enable` of a rule the file configured keeps the file's severity.
        let kept = try CLI.run(["--enable", "label-missing"], in: root)
        #expect(kept.status == 0)
        #expect(kept.stdout.contains("note: Checkbox 'a'"))
    }

    @Test func excludeAppliesToWalkedAndToNamedFiles() throws {
        let root = try Support.folder([
            "Screens/a.xml": Self.unnamed,
            "Fixtures/broken/b.xml": Self.unnamed,
            ".checkbox-lint.yml": "exclude: [\"Fixtures/broken/**\"]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = try CLI.run([], in: root)
        #expect(walked.status == 1)
        #expect(walked.stdout.contains("Screens/a.xml:3:5"))
        #expect(!walked.stdout.contains("b.xml"))
        #expect(walked.stdout.hasSuffix("in 1 file (0 skipped)\n"))
        // As pre-commit runs it: every changed file by name.
        let named = try CLI.run(["Fixtures/broken/b.xml", "Screens/a.xml"], in: root)
        #expect(named.status == 1)
        #expect(!named.stdout.contains("b.xml"))
        #expect(named.stdout.hasSuffix("in 1 file (0 skipped)\n"))
        let onlyExcluded = try CLI.run(["Fixtures/broken/b.xml"], in: root)
        #expect(onlyExcluded.status == 0)
        #expect(onlyExcluded.stdout == "0 errors, 0 warnings, 0 notes in 0 files (0 skipped)\n")
    }

    @Test func includeLimitsTheFilesLinted() throws {
        let root = try Support.folder([
            "Screens/a.xml": Self.unnamed,
            "Screens/deep/c.json": #"{"type": "ui", "version": 1, "children": [{"type": "checkbox", "id": "c"}]}"#,
            "Other/b.xml": Self.unnamed,
            ".checkbox-lint.yml": "include: Screens/**\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = try CLI.run([], in: root)
        #expect(walked.status == 1)
        #expect(walked.stdout.contains("Screens/a.xml:3:5"))
        #expect(walked.stdout.contains("Screens/deep/c.json"))
        #expect(!walked.stdout.contains("Other/b.xml"))
        let named = try CLI.run(["Other/b.xml"], in: root)
        #expect(named.stdout == "0 errors, 0 warnings, 0 notes in 0 files (0 skipped)\n")
    }

    @Test func globsAreRelativeToTheConfigurationFolderFromASubfolder() throws {
        let root = try Support.folder([
            "Screens/a.xml": Self.unnamed,
            "Screens/old/b.xml": Self.unnamed,
            ".checkbox-lint.yml": "exclude: [Screens/old]\nrules:\n  label-missing: warning\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run([], in: root.appendingPathComponent("Screens"))
        #expect(result.status == 0)
        #expect(result.stdout == """
        a.xml:3:5: warning: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
        0 errors, 1 warning, 0 notes in 1 file (0 skipped)

        """)
    }

    @Test func aBadConfigurationExitsTwoNamingFileLineAndKey() throws {
        let root = try Support.folder([
            "a.xml": Self.unnamed,
            ".checkbox-lint.yml": "platform: ios\nrules:\n  label-missing:\n    severity: warning\n    maxLenght: 3\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run([], in: root)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "checkbox-lint: error: .checkbox-lint.yml:5: rules.label-missing.maxLenght: unknown option (the rule takes no options)\n")
        // Found from a subfolder, the file is named as seen from there.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let nested = try CLI.run([], in: root.appendingPathComponent("sub"))
        #expect(nested.status == 2)
        #expect(nested.stderr.hasPrefix("checkbox-lint: error: ../.checkbox-lint.yml:5: rules.label-missing.maxLenght:"))
    }

    @Test func malformedYAMLExitsTwoWithItsLine() throws {
        let root = try Support.folder(["a.xml": Self.unnamed, ".checkbox-lint.yml": "platform: ios\nrules: [\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run([], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("checkbox-lint: error: .checkbox-lint.yml:3: malformed YAML: "))
    }

    @Test func configOptionOverridesDiscoveryAndAMissingFileExitsTwo() throws {
        let root = try Support.folder([
            "a.xml": Self.unnamed,
            ".checkbox-lint.yml": "rules:\n  label-missing: off\n",
            "ci/strict.yml": "rules:\n  label-missing: error\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLI.run([], in: root).status == 0)
        #expect(try CLI.run(["--config", "ci/strict.yml"], in: root).status == 1)
        let missing = try CLI.run(["--config", "ci/missing.yml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "checkbox-lint: error: ci/missing.yml: cannot read configuration file: no such file or directory\n")
    }

    @Test func thePlatformOfTheConfigurationIsTheDefaultForDocuments() throws {
        let root = try Support.folder(["a.xml": Self.dpUnits, ".checkbox-lint.yml": "platform: android\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let android = try CLI.run(["a.xml"], in: root)
        #expect(android.status == 0)
        #expect(android.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped)\n")
        // The command line wins over the file.
        let ios = try CLI.run(["a.xml", "--platform", "ios"], in: root)
        #expect(ios.status == 1)
        #expect(ios.stdout.contains("[invalid-value]"))
        try "platform: ios\n".write(to: root.appendingPathComponent(".checkbox-lint.yml"), atomically: true, encoding: .utf8)
        let fromFile = try CLI.run(["a.xml"], in: root)
        #expect(fromFile.status == 1)
        #expect(fromFile.stdout.contains("a.xml:3:5: error:"))
        #expect(fromFile.stdout.contains("[invalid-value]"))
        #expect(try CLI.run(["a.xml", "--platform", "android"], in: root).status == 0)
    }

    @Test func maxFileSizeFromTheConfigurationLimitsWhatIsRead() throws {
        let root = try Support.folder(["a.xml": Self.dpUnits, ".checkbox-lint.yml": "platform: android\nmaxFileSize: 100B\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["a.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("over the 100-byte size limit"))
    }
}
