import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// `--format`, `--output`, `--baseline` and `--write-baseline` as users run them, and the SARIF of
/// every fixture checked against the OASIS schema and GitHub's rules by `scripts/validate-sarif`.
@Suite struct ReportsCommandLineTests {
    /// One checkbox without a name: one label-missing error.
    static let bad = CommandLineTests.bad


    func contents(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    // MARK: --format and --output

    @Test func everyFormatPrintsToStandardOutput() throws {
        let root = try Support.folder(["a.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try CLI.run(["--format", "json", "a.xml"], in: root)
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("{\n  \"version\": \"\(CheckboxLintVersion.current)\",\n  \"findings\": ["))
        let github = try CLI.run(["--format", "github", "a.xml"], in: root)
        #expect(github.status == 1)
        #expect(github.stdout == "::error file=a.xml,line=3,col=5,title=label-missing::Checkbox 'a' has no accessible name; add a label or accessibilityLabel\n")
        let sarif = try CLI.run(["--format", "sarif", "a.xml"], in: root)
        #expect(sarif.status == 1)
        #expect(sarif.stdout.contains("\"uri\": \"file://\(URIPath.encode(root.path))/\""))
        #expect(contents(root) == ["a.xml"], "no report file of their own")
        #expect(try CLI.run(["--format", "yaml", "a.xml"], in: root).status == 2)
    }

    @Test func sarifIsByteIdenticalAcrossRuns() throws {
        let first = try CLI.run(["--format", "sarif", "."], in: Support.fixturesRoot)
        let second = try CLI.run(["--format", "sarif", "--jobs", "3", "."], in: Support.fixturesRoot)
        #expect(first.status == 1)
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout)
    }

    @Test func outputWritesTheReportAtomically() throws {
        let root = try Support.folder(["a.xml": Self.bad, "reports/old.txt": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        try "previous report".write(to: root.appendingPathComponent("reports/out.sarif"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["--format", "sarif", "--output", "reports/out.sarif", "a.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let written = try String(contentsOf: root.appendingPathComponent("reports/out.sarif"), encoding: .utf8)
        #expect(written == (try CLI.run(["--format", "sarif", "a.xml"], in: root)).stdout)
        #expect(contents(root.appendingPathComponent("reports")) == ["old.txt", "out.sarif"], "no temporary file left")
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("reports/out.sarif").path)
        #expect((attributes[.posixPermissions] as! Int) & 0o044 == 0o044, "readable like any file, not mkstemp's 0600")
        // Text goes to the file too when asked, with its summary.
        #expect(try CLI.run(["--output", "out.txt", "a.xml"], in: root).stdout == "")
        #expect(try String(contentsOf: root.appendingPathComponent("out.txt"), encoding: .utf8).hasSuffix("1 error, 0 warnings, 0 notes in 1 file (0 skipped)\n"))
    }

    @Test func unwritableOutputIsExitTwoBeforeLintingAndLeavesNoFile() throws {
        let root = try Support.folder(["a.xml": Self.bad, "plain-file": "not a folder"])
        defer { try? FileManager.default.removeItem(at: root) }
        // Tests run as root: a path through a regular file (ENOTDIR) is unwritable for anyone.
        let result = try CLI.run(["--format", "sarif", "--output", "plain-file/out.sarif", "a.xml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("plain-file/out.sarif: cannot write: not a directory"))
        #expect(result.stdout == "")
        let missing = try CLI.run(["--format", "json", "--output", "no/such/folder/out.json", "a.xml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/folder/out.json: cannot write"))
        // Checked before linting: the output is named even though the input does not exist either.
        let first = try CLI.run(["--output", "plain-file/x", "does-not-exist.xml"], in: root)
        #expect(first.status == 2)
        #expect(first.stderr.contains("plain-file/x: cannot write"))
        let folderDestination = try CLI.run(["--output", ".", "a.xml"], in: root)
        #expect(folderDestination.status == 2)
        #expect(contents(root) == ["a.xml", "plain-file"])
    }

    @Test func anInterruptedRunLeavesNoTemporaryFile() throws {
        var big = "<ui version=\"1\" platform=\"ios\"><screen id=\"s\">\n"
        for index in 0..<60_000 { big += "<checkbox id=\"c\(index)\" width=\"44\" height=\"44\"/>\n" }
        big += "</screen></ui>\n"
        let root = try Support.folder(["big.xml": big])
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["--format", "sarif", "--output", "out.sarif", "big.xml"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file, then interrupt as a CI timeout would.
        let deadline = Date().addingTimeInterval(10)
        while !contents(root).contains(where: { $0.hasPrefix(".out.sarif.tmp-") }), process.isRunning, Date() < deadline {
            usleep(2_000)
        }
        process.terminate()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            #expect(contents(root) == ["big.xml"], "neither a temporary file nor a partial report")
        } else {
            #expect(contents(root) == ["big.xml", "out.sarif"], "finished before the signal: the whole report")
        }
    }

    #if os(Linux)
    /// Tests run as root, which reads any file; /proc/self/mem opens but fails to read (EIO).
    @Test func anUnreadableFileStillGivesACompleteReportAndExitTwo() throws {
        let root = try Support.folder(["a.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["--format", "sarif", "--output", "out.sarif", "a.xml", "/proc/self/mem"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("/proc/self/mem: cannot read file"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out.sarif"))) as! [String: Any]
        let invocation = ((report["runs"] as! [[String: Any]])[0]["invocations"] as! [[String: Any]])[0]
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect(((report["runs"] as! [[String: Any]])[0]["results"] as! [Any]).count == 1, "a.xml was linted")
        // A baseline is not written from a run that could not read every file.
        #expect(try CLI.run(["--write-baseline", "b.json", "a.xml", "/proc/self/mem"], in: root).status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("b.json").path))
        #expect(contents(root) == ["a.xml", "out.sarif"])
    }
    #endif

    // MARK: SARIF validation

    /// Every fixture's SARIF, one run over `Fixtures/` and one per file, validated against the
    /// OASIS schema (draft-04) and GitHub's rules. Python 3 with jsonschema is required: without
    /// it this test fails (CI installs it), it is not skipped. Without the schema itself (a fresh
    /// clone has nothing beside it) it is skipped, saying where to put it; `.ci/run` fails then.
    @Test(.enabled(if: Support.sarifSchema != nil, Support.sarifSchemaMissing))
    func sarifOfEveryFixtureIsValid() throws {
        let out = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var reports: [String] = []
        let whole = out.appendingPathComponent("Fixtures.sarif").path
        let run = try CLI.run(["--format", "sarif", "--output", whole, "."], in: Support.fixturesRoot)
        #expect(run.status == 1, "the fixtures have findings: \(run.stderr)")
        reports.append(whole)
        let fixtures = Support.files(under: Support.fixturesRoot, extensions: [".xml", ".json"])
        #expect(fixtures.count >= 10)
        for (index, fixture) in fixtures.enumerated() {
            let path = out.appendingPathComponent("\(index).sarif").path
            let single = try CLI.run(["--format", "sarif", "--output", path, fixture], in: Support.fixturesRoot)
            #expect(single.status != 2, "\(fixture): \(single.stderr)")
            reports.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Support.packageRoot.appendingPathComponent("scripts/validate-sarif").path] + reports
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 127, "python3 is missing: scripts/validate-sarif needs Python 3 with jsonschema (pip install jsonschema)")
        #expect(process.terminationStatus == 0, "scripts/validate-sarif failed (needs python3 -m pip install jsonschema):\n\(output)")
        #expect(output.components(separatedBy: "valid SARIF 2.1.0").count - 1 == reports.count)
    }

    @Test(.enabled(if: Support.sarifSchema != nil, Support.sarifSchemaMissing))
    func theValidatorRejectsBrokenSARIF() throws {
        let out = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let broken = out.appendingPathComponent("broken.sarif")
        try #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "r", "shortDescription": {"text": ""}}]}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#
            .write(to: broken, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Support.packageRoot.appendingPathComponent("scripts/validate-sarif").path, broken.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(output.contains("schema:"), "the level 'fatal' is not in the schema")
        #expect(output.contains("no location"))
        #expect(output.contains("shortDescription.text is missing or empty"))
    }

    // MARK: Baselines

    static let twoProblems = """
    <ui version="1" platform="ios">
      <screen id="s">
        <group id="g" header="Options">
          <checkbox id="a" width="44" height="44"/>
          <checkbox id="b" label="Beta" lable="typo" width="44" height="44"/>
        </group>
      </screen>
    </ui>
    """

    @Test func aBaselineRecordsFindingsAndSuppressesExactlyThose() throws {
        let root = try Support.folder(["Screens/a.xml": Self.twoProblems])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try CLI.run(["--write-baseline", "baseline.json", "Screens"], in: root)
        #expect(write.status == 1, "writing a baseline reports as usual")
        let baseline = try String(contentsOf: root.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline == """
        {
          "version": 2,
          "findings": [
            {"file": "Screens/a.xml", "ruleId": "label-missing", "path": "s/g/a", "count": 1},
            {"file": "Screens/a.xml", "ruleId": "unknown-attribute", "path": "s/g/b", "count": 1}
          ]
        }

        """)
        let applied = try CLI.run(["--baseline", "baseline.json", "--fail-on", "note", "Screens"], in: root)
        #expect(applied.status == 0, "baselined findings do not fail the run")
        #expect(applied.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped, 2 suppressed)\n")
        let sarif = try CLI.run(["--baseline", "baseline.json", "--format", "sarif", "Screens"], in: root)
        #expect(sarif.status == 0)
        #expect(sarif.stdout.components(separatedBy: "\"kind\": \"external\"").count - 1 == 2)
        let json = try CLI.run(["--baseline", "baseline.json", "--format", "json", "Screens"], in: root)
        #expect(json.stdout.components(separatedBy: "\"suppressed\": true").count - 1 == 2)
        // Written again, the same baseline comes out: byte-identical, stable.
        #expect(try CLI.run(["--baseline", "baseline.json", "--write-baseline", "again.json", "Screens"], in: root).status == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("again.json"), encoding: .utf8) == baseline)
    }

    /// A baseline as checkbox-lint writes it is read by a reader of that exact layout; any other
    /// layout of the same content goes to Foundation's JSON parser and must match the same findings.
    @Test func aBaselineLaidOutDifferentlyMatchesTheSameFindings() throws {
        let root = try Support.folder(["Screens/a.xml": Self.twoProblems])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLI.run(["--write-baseline", "baseline.json", "Screens"], in: root).status == 1)
        let written = try Data(contentsOf: root.appendingPathComponent("baseline.json"))
        let object = try JSONSerialization.jsonObject(with: written)
        var compact = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        compact = compact.replacingOccurrences(of: "label-missing", with: "label\\u002dmissing")
        #expect(compact.contains("\\u002d") && !compact.contains("\n"))
        try compact.write(to: root.appendingPathComponent("compact.json"), atomically: true, encoding: .utf8)
        for name in ["baseline.json", "compact.json"] {
            let applied = try CLI.run(["--baseline", name, "--fail-on", "note", "Screens"], in: root)
            #expect(applied.status == 0, "\(name)")
            #expect(applied.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped, 2 suppressed)\n", "\(name)")
        }
    }

    @Test func baselinesFollowMovedCodeButReportNewDuplicates() throws {
        let root = try Support.folder(["a.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLI.run(["--write-baseline", "b.json", "a.xml"], in: root).status == 1)
        // Moved: lines inserted above the finding.
        let moved = Self.bad.replacingOccurrences(of: "<screen id=\"s\">", with: "<screen id=\"s\">\n\n    <text id=\"t\" label=\"Intro\"/>\n")
        try moved.write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        let afterMove = try CLI.run(["--baseline", "b.json", "a.xml"], in: root)
        #expect(afterMove.status == 0)
        #expect(afterMove.stdout.contains("1 suppressed"))
        // A second checkbox with the same id and the same problem: same entry, but it recorded one.
        let duplicate = moved.replacingOccurrences(of: "</screen>", with: "  <checkbox id=\"a\" width=\"44\" height=\"44\"/>\n  </screen>")
        try duplicate.write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        let afterDuplicate = try CLI.run(["--baseline", "b.json", "a.xml"], in: root)
        #expect(afterDuplicate.status == 1)
        #expect(afterDuplicate.stdout.contains("a.xml:7:5: error: Checkbox 'a' has no accessible name"))
        #expect(!afterDuplicate.stdout.contains("a.xml:5:5: error: Checkbox 'a'"))
        #expect(afterDuplicate.stdout.contains("[duplicate-id]"))
        #expect(afterDuplicate.stdout.contains("1 suppressed"))
        // Fixed: the entry matches nothing and nothing is said about it.
        try CommandLineTests.good.write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        let fixed = try CLI.run(["--baseline", "b.json", "a.xml"], in: root)
        #expect(fixed.status == 0)
        #expect(fixed.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped)\n")
        #expect(fixed.stderr == "")
    }

    static let unnamedPair = """
    <ui version="1" platform="ios">
      <screen id="s">
        <group id="g">
          <checkbox id="a" width="44" height="44"/>
          <checkbox id="b" width="44" height="44"/>
        </group>
      </screen>
    </ui>
    """

    /// Issue 26: entries match on rule, file and element, not on messages that count the
    /// neighbours ("Group 'g' holds 2 checkboxes"): a correct checkbox added to a baselined group
    /// brings nothing back.
    @Test func aCorrectCheckboxAddedToABaselinedGroupBringsNothingBack() throws {
        let root = try Support.folder(["a.xml": Self.unnamedPair])
        defer { try? FileManager.default.removeItem(at: root) }
        let write = try CLI.run(["--write-baseline", "b.json", "a.xml"], in: root)
        #expect(write.status == 1)
        #expect(write.stdout.contains("a.xml:3:5: error: Group 'g' holds 2 checkboxes but has no header"))
        let grown = Self.unnamedPair.replacingOccurrences(
            of: "<checkbox id=\"b\" width=\"44\" height=\"44\"/>",
            with: "<checkbox id=\"b\" width=\"44\" height=\"44\"/>\n      <checkbox id=\"c\" label=\"Gamma\" width=\"44\" height=\"44\"/>")
        try grown.write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        let unbaselined = try CLI.run(["a.xml"], in: root)
        #expect(unbaselined.stdout.contains("a.xml:3:5: error: Group 'g' holds 3 checkboxes but has no header"), "the message did change")
        let applied = try CLI.run(["--baseline", "b.json", "a.xml"], in: root)
        #expect(applied.status == 0)
        #expect(applied.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped, 3 suppressed)\n")
        // A new problem on the new checkbox is still reported.
        try grown.replacingOccurrences(of: " label=\"Gamma\"", with: "").write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        let newProblem = try CLI.run(["--baseline", "b.json", "a.xml"], in: root)
        #expect(newProblem.status == 1)
        #expect(newProblem.stdout == "a.xml:6:7: error: Checkbox 'c' has no accessible name; add a label or accessibilityLabel [label-missing]\n1 error, 0 warnings, 0 notes in 1 file (0 skipped, 3 suppressed)\n")
    }

    /// A version 1 baseline (entries with a message) is still read, in both layouts, and matched
    /// as it was: on the message too.
    @Test func aVersionOneBaselineIsStillReadAndMatchesOnTheMessage() throws {
        let version1 = """
        {
          "version": 1,
          "findings": [
            {"file": "a.xml", "ruleId": "group-header-missing", "path": "s/g", "message": "Group 'g' holds 2 checkboxes but has no header; add a header that says what the options are for", "count": 1},
            {"file": "a.xml", "ruleId": "label-missing", "path": "s/g/a", "message": "Checkbox 'a' has no accessible name; add a label or accessibilityLabel", "count": 1},
            {"file": "a.xml", "ruleId": "label-missing", "path": "s/g/b", "message": "Checkbox 'b' has no accessible name; add a label or accessibilityLabel", "count": 1}
          ]
        }

        """
        let compact = version1.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "  ", with: "")
        let root = try Support.folder(["a.xml": Self.unnamedPair, "written.json": version1, "compact.json": compact])
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["written.json", "compact.json"] {
            let applied = try CLI.run(["--baseline", name, "a.xml"], in: root)
            #expect(applied.stdout == "0 errors, 0 warnings, 0 notes in 1 file (0 skipped, 3 suppressed)\n", "\(name)")
        }
        let grown = Self.unnamedPair.replacingOccurrences(
            of: "</group>", with: "  <checkbox id=\"c\" label=\"Gamma\" width=\"44\" height=\"44\"/>\n    </group>")
        try grown.write(to: root.appendingPathComponent("a.xml"), atomically: true, encoding: .utf8)
        for name in ["written.json", "compact.json"] {
            let applied = try CLI.run(["--baseline", name, "a.xml"], in: root)
            #expect(applied.status == 1, "\(name): version 1 matched on the message, which changed")
            #expect(applied.stdout.hasPrefix("a.xml:3:5: error: Group 'g' holds 3 checkboxes"), "\(name)")
            #expect(applied.stdout.hasSuffix("(0 skipped, 2 suppressed)\n"), "\(name)")
        }
        // Written again, it comes out in version 2.
        #expect(try CLI.run(["--baseline", "written.json", "--write-baseline", "again.json", "a.xml"], in: root).status == 1)
        #expect(try String(contentsOf: root.appendingPathComponent("again.json"), encoding: .utf8).hasPrefix("{\n  \"version\": 2,"))
    }

    @Test func baselinePathsAreRelativeToTheBaselineNotTheCurrentFolder() throws {
        let root = try Support.folder(["project/Screens/a.xml": Self.bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        #expect(try CLI.run(["--write-baseline", "baseline.json", "."], in: project).status == 1)
        #expect(try String(contentsOf: project.appendingPathComponent("baseline.json"), encoding: .utf8).contains("\"file\": \"Screens/a.xml\""))
        let fromAbove = try CLI.run(["--baseline", "project/baseline.json", "./project/Screens/../Screens/a.xml"], in: root)
        #expect(fromAbove.status == 0)
        #expect(fromAbove.stdout.contains("1 suppressed"))
    }

    @Test func aMissingOrMalformedBaselineIsExitTwoNamingIt() throws {
        let root = try Support.folder(["a.xml": Self.bad, "broken.json": "{\"version\": 1, \"findings\": [{\"file\": 3}]}",
                               "notjson.json": "<xml/>", "other.json": "{\"version\": 7, \"findings\": []}",
                               "nomessage.json": "{\"version\": 1, \"findings\": [{\"file\": \"a.xml\", \"ruleId\": \"label-missing\", \"path\": \"s/a\"}]}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try CLI.run(["--baseline", "nope.json", "a.xml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: cannot read the baseline: no such file"))
        for name in ["broken.json", "notjson.json", "other.json", "nomessage.json"] {
            let result = try CLI.run(["--baseline", name, "a.xml"], in: root)
            #expect(result.status == 2, "\(name)")
            #expect(result.stderr.contains("\(name): not a checkbox-lint baseline"), "\(name): \(result.stderr)")
            #expect(result.stdout == "", "checked before linting")
        }
        let unwritable = try CLI.run(["--write-baseline", "a.xml/b.json", "a.xml"], in: root)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("a.xml/b.json: cannot write"))
    }

    @Test func baselineEntriesMatchAsManyFindingsAsTheyRecorded() throws {
        var baseline = Baseline(paths: BaselinePaths(baselineFile: "/p/baseline.json", currentDirectory: "/p"))
        let finding = Finding(ruleID: "label-missing", severity: .error, message: "m", file: "a.xml",
                              location: SourceLocation(line: 3, column: 5), path: "s/a")
        baseline.record(finding)
        baseline.record(finding)
        let matcher = BaselineMatcher(baseline, file: "baseline.json")
        var other = finding
        other.path = "s/b"
        let input = FileResult(file: InputFile(path: "a.xml", displayPath: "a.xml"),
                               outcome: .linted([finding, other, finding, finding]))
        let output = matcher.apply(to: input).findings
        #expect(output.map(\.isSuppressed) == [true, false, true, false])
        #expect(output[0].suppression == Finding.Suppression(kind: .external, justification: "Recorded in the baseline baseline.json"))
        // Used up: the next file's same finding is not suppressed.
        #expect(matcher.apply(to: input).findings.allSatisfy { !$0.isSuppressed })
    }

    @Test func pathsAreNormalisedLexicallyByTheOneNormaliser() {
        let cases = [
            "/": "/", "/a": "/a", "/a/b.xml": "/a/b.xml", "/a/": "/a", "//a//b": "/a/b", "/a/./b": "/a/b",
            "/a/../b": "/b", "/..": "/", "/a/..": "/", "/a/.": "/a", "/.a/..b/...": "/.a/..b/...",
            "/é/./x": "/é/x", "/é/x": "/é/x",
        ]
        for (path, expected) in cases {
            #expect(FilePath.absolute(path, in: "/unused") == expected, "\(path)")
        }
    }
}
