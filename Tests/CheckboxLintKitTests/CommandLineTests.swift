import Foundation
import Testing

/// The executable as users run it: exit status, output streams, options (SPEC §1).
@Suite struct CommandLineTests {
    static let bad = """
    <ui version="1" platform="ios">
      <screen id="s">
        <checkbox id="a" width="44" height="44"/>
      </screen>
    </ui>
    """
    static let good = """
    <ui version="1" platform="ios">
      <screen id="s">
        <checkbox id="a" label="Email" width="44" height="44"/>
      </screen>
    </ui>
    """


    @Test func findingsExitOneWithClickableLinesAndASummary() throws {
        let root = try Support.folder(["Screens/bad.xml": Self.bad, "Screens/good.xml": Self.good, "pom.xml": "<project/>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["Screens", "pom.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout == """
        Screens/bad.xml:3:5: error: Checkbox 'a' has no accessible name; add a label or accessibilityLabel [label-missing]
        1 error, 0 warnings, 0 notes in 2 files (1 skipped)

        """)
        #expect(result.stderr == "")
    }

    @Test func lintIsTheDefaultCommandAndTheCurrentFolderTheDefaultPath() throws {
        let root = try Support.folder(["a.xml": Self.bad, ".hidden/b.xml": Self.bad, ".build/c.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let implicit = try CLI.run([], in: root)
        let explicit = try CLI.run(["lint", "."], in: root)
        #expect(implicit.status == 1)
        #expect(implicit.stdout == explicit.stdout)
        #expect(implicit.stdout.hasPrefix("a.xml:3:5: error:"))
        #expect(implicit.stdout.contains("in 1 file (0 skipped)"))
    }

    /// Long argument lists (a pre-commit hook passes every staged file) take a faster parse of
    /// their trailing paths: the report must be the one of the same files given as a folder.
    @Test func manyPathArgumentsGiveTheSameReportAsTheirFolder() throws {
        var files: [String: String] = [:]
        for index in 0..<80 { files["Screens/s\(index).xml"] = index % 3 == 0 ? Self.bad : Self.good }
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = files.keys.sorted()
        let expected = try CLI.run(["lint", "--jobs", "1", "Screens"], in: root)
        #expect(expected.status == 1)
        #expect(expected.stdout.contains("in 80 files"))
        for arguments in [["lint", "--jobs", "1"] + paths, paths + ["--jobs", "1"], ["--jobs", "1"] + paths,
                          ["--quiet"] + paths + ["--fail-on", "none"]] {
            let result = try CLI.run(arguments, in: root)
            let quiet = arguments.contains("--quiet")
            #expect(result.stdout == (quiet ? String(expected.stdout.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()) : expected.stdout))
            #expect(result.status == (arguments.contains("none") ? 0 : 1))
            #expect(result.stderr == "")
        }
        // An option error after many paths is still reported (exit 2).
        let bad = try CLI.run(paths + ["--jobs", "0"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--jobs"))
    }

    @Test func cleanFilesExitZero() throws {
        let root = try Support.folder(["good.xml": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["good.xml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped)\n")
    }

    @Test func failOnSetsTheThreshold() throws {
        let root = try Support.folder(["bad.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLI.run(["--fail-on", "none", "bad.xml"], in: root).status == 0)
        #expect(try CLI.run(["--fail-on", "note", "bad.xml"], in: root).status == 1)
        let warningOnly = try Support.folder(["w.xml": "<ui version=\"1\"><checkbox label=\"a\" lable=\"b\"/></ui>"])
        defer { try? FileManager.default.removeItem(at: warningOnly) }
        #expect(try CLI.run(["w.xml"], in: warningOnly).status == 0)
        #expect(try CLI.run(["--fail-on", "warning", "w.xml"], in: warningOnly).status == 1)
    }

    @Test func disablingARuleRemovesItsFindings() throws {
        let root = try Support.folder(["bad.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["--disable", "label-missing", "bad.xml"], in: root)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("label-missing"))
    }

    @Test func quietPrintsFindingsOnly() throws {
        let root = try Support.folder(["bad.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["--quiet", "bad.xml"], in: root)
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func standardInputIsReadWithTheGivenName() throws {
        let result = try CLI.run(["-", "--stdin-filename", "Screens/piped.xml"], stdin: Self.bad)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Screens/piped.xml:3:5: error:"))
        let json = try CLI.run(["-"], stdin: "{\"type\": \"ui\", \"version\": 1, \"children\": [{\"type\": \"checkbox\"}]}")
        #expect(json.stdout.hasPrefix("<stdin>:1:43: error:"))
    }

    @Test func everyWayOfFailingToRunExitsTwoWithAMessage() throws {
        let root = try Support.folder(["bad.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["missing.xml"], ["--bogus"], ["--fail-on", "fatal"], ["--jobs", "0"], ["--disable", "label-mising"],
                          ["--platform", "symbian"], ["--locale", "english!"], ["--color", "sometimes"]] {
            let result = try CLI.run(arguments + ["bad.xml"], in: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
        let missing = try CLI.run(["missing.xml", "bad.xml"], in: root)
        #expect(missing.stderr.contains("missing.xml"))
        let typo = try CLI.run(["--disable", "label-mising", "bad.xml"], in: root)
        #expect(typo.stderr.contains("did you mean 'label-missing'"))
    }

    @Test func aMalformedFileFailsItselfAndTheOthersAreStillLinted() throws {
        let root = try Support.folder(["a-broken.xml": "<ui>\n<screen>\n</ui>\n", "b.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["."], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("a-broken.xml:3:"))
        #expect(result.stdout.contains("[parse-error]"))
        #expect(result.stdout.contains("b.xml:3:5: error:"))
    }

    @Test func colorIsUsedOnlyWhenAskedOrOnATerminal() throws {
        let root = try Support.folder(["bad.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!(try CLI.run(["bad.xml"], in: root).stdout.contains("\u{1B}[")))
        #expect(try CLI.run(["--color", "always", "bad.xml"], in: root).stdout.contains("\u{1B}[1;31merror"))
        #expect(!(try CLI.run(["--color", "auto", "bad.xml"], in: root, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    @Test func parallelRunsPrintTheSameReportAsOneJob() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["f\(index).xml"] = index % 3 == 0 ? Self.good : Self.bad }
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let one = try CLI.run(["--jobs", "1", "."], in: root)
        let many = try CLI.run(["--jobs", "4", "."], in: root)
        #expect(one.stdout == many.stdout)
        #expect(one.stdout.contains("in 40 files"))
    }

    /// `lint` declares the input options itself (its parse reflects one type fewer) and `preview`
    /// takes them as the `InputOptions` group: both must read the same, names, help and order, and
    /// check them the same way.
    @Test func lintAndPreviewHaveTheSameInputOptions() throws {
        func inputOptions(_ command: String) throws -> String {
            let help = try CLI.run(["help", command]).stdout
            // From the paths to the first option of the command's own, `--format`.
            let start = try #require(help.range(of: "ARGUMENTS:"))
            let end = try #require(help.range(of: "\n  --format <format>"))
            return String(help[start.lowerBound..<end.lowerBound])
        }
        let lint = try inputOptions("lint")
        #expect(lint.contains("--stdin-filename <stdin-filename>"))
        #expect(lint.contains("--config <config>"))
        #expect(lint == (try inputOptions("preview")))
        for bad in [["--jobs", "0"], ["--locale", "12!"], ["--stdin-filename", "a.xml", "Fixtures"], ["--platform", "foo"]] {
            let linted = try CLI.run(["lint"] + bad), previewed = try CLI.run(["preview"] + bad)
            #expect(linted.status == 2)
            #expect(linted.stderr.hasPrefix("checkbox-lint: error: "))
            #expect(linted.stderr == previewed.stderr, "\(bad)")
        }
    }

    @Test func versionAndHelpExitZero() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        #expect(try CLI.run(["--help"]).status == 0)
    }

    @Test func rulesListsEveryRuleAndPrintsOnePage() throws {
        let list = try CLI.run(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("label-missing"))
        #expect(list.stdout.contains("A checkbox has no accessible name"))
        let page = try CLI.run(["rules", "label-missing"])
        #expect(page.stdout.hasPrefix("# label-missing\n"))
        let unknown = try CLI.run(["rules", "label-mising"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'label-missing'"))
    }

    /// `rules` says what the current configuration does with each rule.
    @Test func rulesShowsWhichRulesTheConfigurationSets() throws {
        let root = try Support.folder([
            ".checkbox-lint.yml": "rules:\n  default-checked: off\n  label-too-long: { maxLength: 60 }\n  label-redundant-role: note\n",
            "strict.yml": "rules:\n  default-checked: error\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try CLI.run(["rules"], in: root)
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "configuration: .checkbox-lint.yml (rules it sets are marked *)")
        func line(_ id: String) -> String { lines.first { $0.dropFirst(2).hasPrefix(id + " ") } ?? "" }
        #expect(line("default-checked").hasPrefix("* default-checked "))
        #expect(line("default-checked").contains(" off "))
        #expect(line("label-too-long").hasPrefix("* label-too-long "))
        #expect(line("label-too-long").hasSuffix("(options: maxLength)"))
        #expect(line("label-redundant-role").contains(" note "))
        #expect(line("label-missing").hasPrefix("  label-missing "), "not set by the file: no mark")
        #expect(line("label-missing").contains(" error "))
        let explicit = try CLI.run(["rules", "--config", "strict.yml"], in: root)
        #expect(explicit.stdout.hasPrefix("configuration: strict.yml"))
        #expect(explicit.stdout.split(separator: "\n").contains { $0.hasPrefix("* default-checked ") && $0.contains(" error ") })
        try "rules:\n  label-mising: off\n".write(to: root.appendingPathComponent(".checkbox-lint.yml"), atomically: true, encoding: .utf8)
        let broken = try CLI.run(["rules"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("checkbox-lint: error: .checkbox-lint.yml:2: rules.label-mising: unknown rule"))
    }
}
