import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports
#if canImport(Glibc)
import Glibc
#endif

/// The report formats (SPEC §5): golden reports for every format over fixtures with suppressed
/// findings, a parse error and an unreadable file; GitHub's escaping; SARIF's fingerprints,
/// stability and limits.
@Suite struct ReportsTests {
    /// The golden inputs: inline suppressions (suppressed and unsuppressed findings), a parse
    /// error, a clean-ish screen, and a file that does not exist (unreadable).
    static let goldenInputs = ["invalid/suppressions.xml", "parse-errors/truncated.json", "spec/signup.xml", "missing/gone.xml"]
    static let goldenRoot = Support.packageRoot.appendingPathComponent("Tests/Golden")

    /// The document checks and label-missing only, so that the golden reports do not change each
    /// time a rule is added.
    static var goldenConfiguration: LintConfiguration {
        var configuration = LintConfiguration()
        let kept = Set(DocumentCheck.all.map(\.id) + [LabelMissing.description.id])
        for id in RuleRegistry.ids where !kept.contains(id) { configuration.disable(id) }
        return configuration
    }

    /// Runs `reporter` over fixtures as `checkbox-lint` run in `Fixtures/` would, into a string.
    static func render(_ reporter: some Reporter, fixtures: [String] = goldenInputs,
                       configuration: LintConfiguration = goldenConfiguration) throws -> String {
        let inputs = fixtures.map { InputFile(path: Support.fixturesRoot.appendingPathComponent($0).path, displayPath: $0) }
        return try render(reporter, inputs: inputs, configuration: configuration)
    }

    static func render(_ reporter: some Reporter, inputs: [InputFile],
                       configuration: LintConfiguration = goldenConfiguration) throws -> String {
        var reporter = reporter
        var run = LintRun(linter: try Linter(configuration: configuration), jobs: 1)
        run.keepsSketches = reporter is HTMLReporter
        let stream = tmpfile()!
        defer { fclose(stream) }
        let output = ReportOutput(stream: stream)
        var unreadable: [String] = []
        let summary = run.run(inputs) { result in
            if case .unreadable(let message) = result.outcome { unreadable.append(message) }
            reporter.report(result, to: output)
        }
        reporter.finish(summary, notifications: unreadable, to: output)
        output.flush()
        return readBack(stream)
    }

    /// What was written to `stream`, from its start.
    static func readBack(_ stream: UnsafeMutablePointer<FILE>) -> String {
        rewind(stream)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, stream)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func compareWithGolden(_ actual: String, _ name: String) throws {
        let golden = goldenRoot.appendingPathComponent(name)
        if Support.updatingGoldenFiles {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "Tests/Golden/\(name) differs (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    /// The SARIF text with the `tool.driver.rules` array cut out: it lists every rule that exists
    /// and is checked on its own below, so that adding a rule does not change the golden report.
    static func withoutRules(_ sarif: String) -> String {
        guard let start = sarif.range(of: "\"rules\": [\n"),
              let end = sarif.range(of: "\n          ]", range: start.upperBound..<sarif.endIndex) else { return sarif }
        return String(sarif[..<start.upperBound]) + "            …every rule, checked by sarifListsEveryRule…" + String(sarif[end.lowerBound...])
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    static func results(_ sarif: [String: Any]) -> [[String: Any]] {
        ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
    }

    // MARK: Golden reports

    @Test func textGolden() throws {
        try Self.compareWithGolden(try Self.render(TextReporter()), "report.txt")
    }

    @Test func jsonGolden() throws {
        let report = try Self.render(JSONReporter())
        try Self.compareWithGolden(report, "report.json")
        let parsed = try Self.json(report)
        let findings = parsed["findings"] as! [[String: Any]]
        #expect(findings.contains { $0["suppressed"] as? Bool == true })
        #expect(findings.contains { $0["ruleId"] as? String == "parse-error" })
        #expect(Array(parsed.keys).sorted() == ["findings", "notifications", "summary", "version"])
    }

    @Test func githubGolden() throws {
        let report = try Self.render(GitHubReporter())
        try Self.compareWithGolden(report, "report.github.txt")
        #expect(!report.contains("legacy/old/a"), "suppressed findings are not annotated")
    }

    @Test func sarifGolden() throws {
        let report = try Self.render(SARIFReporter(sourceRoot: "/src/project"))
        try Self.compareWithGolden(Self.withoutRules(report), "report.sarif")
        let run = (try Self.json(report)["runs"] as! [[String: Any]])[0]
        let invocation = (run["invocations"] as! [[String: Any]])[0]
        #expect(invocation["executionSuccessful"] as? Bool == false, "a file could not be read")
        let notes = invocation["toolExecutionNotifications"] as! [[String: Any]]
        #expect(notes.count == 1)
        let suppressed = Self.results(try Self.json(report)).filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 2)
    }

    @Test func checkstyleGolden() throws {
        let report = try Self.render(CheckstyleReporter())
        try Self.compareWithGolden(report, "report.checkstyle.xml")
        #expect(!report.contains("legacy/old/a"), "suppressed findings are left out")
        #expect(!report.contains("gone.xml"), "an unreadable file was not checked")
        #expect(report.contains("<file name=\"parse-errors/truncated.json\">"))
    }

    @Test func junitGolden() throws {
        let report = try Self.render(JUnitReporter())
        try Self.compareWithGolden(report, "report.junit.xml")
        #expect(report.contains("<failure type=\"parse-error\""))
    }

    @Test func codeClimateGolden() throws {
        let report = try Self.render(CodeClimateReporter())
        try Self.compareWithGolden(report, "report.codeclimate.json")
        let issues = try JSONSerialization.jsonObject(with: Data(report.utf8)) as! [[String: Any]]
        let fingerprints = issues.map { $0["fingerprint"] as! String }
        #expect(Set(fingerprints).count == issues.count, "GitLab tells issues apart by fingerprint")
        #expect(issues.allSatisfy { (($0["location"] as! [String: Any])["lines"] as! [String: Any])["begin"] is Int })
    }

    /// The page of the golden inputs: a parse error and an unreadable file listed, suppressed
    /// findings marked suppressed (never drawn green); and the page of three drawn screens, one at its coordinates (the Aetna
    /// seed) and two stacked (an Android layout, a xib with a frameless table cell).
    @Test func htmlGolden() throws {
        let report = try Self.render(HTMLReporter())
        try Self.compareWithGolden(report, "report.html")
        #expect(report.contains("<h3>Findings</h3>"), "the parse error, with no screen to draw")
        #expect(report.contains("<li class=\"note suppressed\" id=\"f1-c1\"><span class=\"badge\">1</span> <span class=\"mark\" aria-hidden=\"true\">⊘</span> <code>legacy/old/a</code>"),
                "its suppressed label-missing is marked suppressed, not clean")
        #expect(report.contains("⊘</span> suppressed error</span> <a href=\"https://github.com/checkbox-lint/checkbox-lint/blob/main/Rules/label-missing.md\">label-missing</a>"))
        #expect(report.contains("(suppressed in the source: legacy screen, redesign tracked in JIRA-123)"))
        // The overview comes first: totals, by rule, the files linked to their sections.
        let overview = try #require(report.range(of: "<nav class=\"overview\""))
        #expect(overview.lowerBound < report.range(of: "<section class=\"file\"")!.lowerBound)
        #expect(report.contains("<li><a href=\"#file-1\">invalid/suppressions.xml</a>"))
        #expect(report.contains("<section class=\"file\" id=\"file-1\">"))
        #expect(report.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'"))
        #expect(!report.contains("<script"), "no script: the filter is CSS")
        let drawn = try Self.render(HTMLReporter(title: "checkbox-lint preview"), fixtures: [
            "seeds/aetna-group.xml", "android/notifications.xml", "interface-builder/macos-preferences.xib",
        ])
        try Self.compareWithGolden(drawn, "preview.html")
        #expect(drawn.contains("<div class=\"canvas\""), "the seed is drawn at its coordinates")
        #expect(drawn.contains("<div class=\"flow\">"), "the layout, without positions, is stacked")
    }

    /// Each checkbox is outlined by its own findings, and its announcement and findings are beside it.
    @Test func htmlOutlinesEachCheckboxByItsFindings() throws {
        let root = try Support.folder(["s.xml": """
        <ui version="1" platform="ios">
          <screen id="s" title="Sign up">
            <group id="g" header="Options" x="0" y="0" width="300" height="100">
              <checkbox id="ok" label="Email" x="0" y="0" width="300" height="44"/>
              <checkbox id="bad" x="0" y="50" width="300" height="44"/>
              <checkbox id="hostile" label="&lt;script&gt;alert(1)&lt;/script&gt;" x="0" y="100" width="300" height="44" state="checked"/>
            </group>
          </screen>
        </ui>
        """])
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try Self.render(HTMLReporter(), inputs: [InputFile(path: root.appendingPathComponent("s.xml").path, displayPath: "s.xml")],
                                   configuration: LintConfiguration())
        func drawing(_ path: String) -> String {
            page.components(separatedBy: "\n").first { $0.contains("<div class=\"el checkbox") && $0.contains("title=\"") && $0.contains(path) } ?? ""
        }
        #expect(drawing("Email").hasPrefix("<div class=\"el checkbox\" style=\"left:8px;top:8px;"), "no finding: no outline class")
        #expect(drawing("(no name)").hasPrefix("<div class=\"el checkbox sev-error\""))
        #expect(drawing("(no name)").contains("<span class=\"mark\" aria-hidden=\"true\">✖</span>"), "error: a shape, not only a colour")
        #expect(drawing("alert").hasPrefix("<div class=\"el checkbox sev-warning\""), "default-checked is a warning")
        #expect(drawing("alert").contains("<span class=\"mark\" aria-hidden=\"true\">▲</span>"))
        #expect(!page.contains("<script>"), "the label is text, not markup")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<li class=\"note sev-error\" id=\"f1-c2\"><span class=\"badge\">2</span> <span class=\"mark\" aria-hidden=\"true\">✖</span> <code>s/g/bad</code>"))
        #expect(page.contains("<li class=\"finding sev-error rule-label-missing\"><span class=\"severity\"><span class=\"mark\" aria-hidden=\"true\">✖</span> error</span>"))
        #expect(page.contains("<a href=\"https://github.com/checkbox-lint/checkbox-lint/blob/main/Rules/label-missing.md\">label-missing</a>"))
        #expect(page.contains("<q>unchecked, Email, Options, Checkbox</q>"))
    }

    /// Issue 26: two checkboxes with one id share a path; each lists its own findings, once.
    @Test func htmlListsTheFindingsOfADuplicateIDOnceEach() throws {
        let root = try Support.folder(["d.xml": """
        <ui version="1" platform="ios">
          <screen id="s">
            <group id="g" header="Options">
              <checkbox id="twin" width="44" height="44"/>
              <checkbox id="twin" label="Second" state="checked" width="44" height="44"/>
            </group>
          </screen>
        </ui>
        """])
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try Self.render(HTMLReporter(), inputs: [InputFile(path: root.appendingPathComponent("d.xml").path, displayPath: "d.xml")],
                                   configuration: LintConfiguration())
        let notes = page.components(separatedBy: "<li class=\"note ").dropFirst().map { $0.components(separatedBy: "</li>\n</ul>").first ?? $0 }
        #expect(notes.count == 2)
        #expect(page.components(separatedBy: " rule-label-missing\"><span").count - 1 == 1, "label-missing of the first, once")
        #expect(page.components(separatedBy: " rule-default-checked\"><span").count - 1 == 1, "default-checked of the second, once")
        #expect(notes[0].contains("rule-label-missing") && !notes[0].contains("rule-default-checked"))
        #expect(notes[1].contains("rule-default-checked") && !notes[1].contains("rule-label-missing"))
        #expect(page.components(separatedBy: " rule-duplicate-id\"><span").count - 1 == 1)
    }

    /// A line break in a label is written as a character reference: the page, printed in a CI
    /// log, never has a line that starts with text of the file (`::error::…` would be a command).
    @Test func htmlNeverWritesALabelsLineBreakRaw() throws {
        let root = try Support.folder(["n.xml": """
        <ui version="1" platform="ios">
          <screen id="s&#10;::error::screen">
            <group id="g" header="Options&#13;&#10;::warning file=x::header">
              <checkbox id="a" label="Email&#10;::error file=a.xml,line=1::injected" state="checked" width="44" height="44"/>
              <checkbox id="b" label="Text&#x2028;::error::x" width="44" height="44"/>
              <checkbox id="c" label="Phone&#x85;::error::y ##[add-mask]z" width="44" height="44"/>
            </group>
          </screen>
        </ui>
        """])
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try Self.render(HTMLReporter(), inputs: [InputFile(path: root.appendingPathComponent("n.xml").path, displayPath: "n.xml")],
                                   configuration: LintConfiguration())
        #expect(page.contains("Email&#10;::error file=a.xml,line=1::injected"))
        for line in page.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            #expect(!line.hasPrefix("::"), "\(line)")
        }
        #expect(!page.contains("\r"))
        // What ends a line for other readers of a log, and the runner's older command prefix.
        #expect(!page.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
        #expect(page.contains(#"Text\u{2028}::error::x"#) && page.contains(#"Phone\u{0085}::error::y #&#35;[add-mask]z"#))
        #expect(!page.contains("##["))
    }

    /// A hostile label cannot break the XML reports: markup escaped, control characters written as text.
    @Test func xmlReportsStayWellFormedWhateverTheMessage() throws {
        let nasty = "a <b> & \"c\" 'd' \u{0}\u{1B}[31m\r\nend]]>"
        let finding = Finding(ruleID: "label-missing", severity: .note, message: nasty, file: "s&<.xml",
                              location: SourceLocation(line: 1, column: 2), path: "s/a")
        let result = FileResult(file: InputFile(path: "s&<.xml", displayPath: "s&<.xml"), outcome: .linted([finding]))
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            var reporter = reporter
            let stream = tmpfile()!
            defer { fclose(stream) }
            let output = ReportOutput(stream: stream)
            reporter.report(result, to: output)
            reporter.finish(RunSummary(), notifications: [], to: output)
            output.flush()
            rewind(stream)
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = fread(&bytes, 1, bytes.count, stream)
            let data = Data(bytes[0..<count])
            #expect(!data.contains(0) && !data.contains(0x1B), "no control character left raw")
            let parser = XMLParser(data: data)
            let collector = AttributeCollector()
            parser.delegate = collector
            #expect(parser.parse(), "well-formed: \(String(decoding: data, as: UTF8.self))")
            #expect(collector.values.contains("a <b> & \"c\" 'd' \\0\\u{1B}[31m\r\nend]]>"), "the message reads back as it was, controls spelt out")
            #expect(collector.values.contains("s&<.xml"))
        }
    }

    /// One file's findings are written out as the buffer fills (issue 28: a file of 200,000
    /// checkboxes held its whole JSON report, 140 MB): split at any finding, the report is the
    /// same document, every finding once and in order.
    @Test func reportsWrittenAsTheyFillAreTheWholeDocument() throws {
        let file = "big.xml"
        let findings = (0..<3_000).map { index in
            Finding(ruleID: "label-missing", severity: .error, message: "Checkbox \(index) has no label", file: file,
                    location: SourceLocation(line: index + 1, column: 5), path: "s/cb\(index)")
        }
        let result = FileResult(file: InputFile(path: file, displayPath: file), outcome: .linted(findings))
        func written(_ reporter: some Reporter) -> String {
            var reporter = reporter
            let stream = tmpfile()!
            defer { fclose(stream) }
            let output = ReportOutput(stream: stream)
            reporter.report(result, to: output)
            reporter.finish(RunSummary(), notifications: [], to: output)
            output.flush()
            return Self.readBack(stream)
        }
        // The findings as the report wrote them whole, one after the other.
        var whole: [UInt8] = []
        for (index, finding) in findings.enumerated() {
            whole.append(contentsOf: Array((index == 0 ? "\n    " : ",\n    ").utf8))
            JSONReporter.write(finding, into: &whole)
        }
        #expect(whole.count > 4 * TextReporter.flushSize, "the findings fill the buffer several times")
        let json = written(JSONReporter())
        #expect(json.contains(String(decoding: whole, as: UTF8.self)), "the findings, unbroken and in order")
        let parsed = try Self.json(json)
        let listed = parsed["findings"] as! [[String: Any]]
        #expect(listed.count == findings.count)
        #expect(listed.map { $0["line"] as? Int } == findings.map { $0.location.line })

        let sarif = try Self.json(written(SARIFReporter(sourceRoot: "/src")))
        let results = Self.results(sarif)
        #expect(results.count == findings.count)
        let lines = results.map { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int
        }
        #expect(lines == findings.map { $0.location.line })
    }

    @Test func emptyRunsAreCompleteDocuments() throws {
        let sarif = try Self.json(try Self.render(SARIFReporter(sourceRoot: "/src"), fixtures: []))
        #expect(Self.results(sarif).isEmpty, "results is present even when empty")
        let run = (sarif["runs"] as! [[String: Any]])[0]
        #expect((run["invocations"] as! [[String: Any]])[0]["executionSuccessful"] as? Bool == true)
        let json = try Self.json(try Self.render(JSONReporter(), fixtures: []))
        #expect((json["findings"] as! [Any]).isEmpty)
        #expect(try Self.render(CheckstyleReporter(), fixtures: []) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        #expect(try Self.render(JUnitReporter(), fixtures: []) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"checkbox-lint\">\n</testsuites>\n")
        #expect(try Self.render(CodeClimateReporter(), fixtures: []) == "[]\n")
    }

    // MARK: JSON

    @Test func jsonEscapesEverythingThatNeedsIt() throws {
        let nasty = "quote \" backslash \\ newline \n tab \t cr \r nul \u{0} bell \u{7} unit \u{1F} é 🎉 \u{2028}"
        var text = ""
        OrderedJSON.writeString(nasty, into: &text)
        #expect(text.contains("\\u0000") && text.contains("\\u0007") && text.contains("\\u001f") && text.contains("\\u2028"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as! [String]
        #expect(decoded == [nasty])
    }

    @Test func jsonKeepsMemberOrder() {
        let value = OrderedJSON.object([("z", .int(1)), ("a", .array([])), ("m", .object([])), ("b", .bool(false)), ("n", .null)])
        #expect(value.serialized(pretty: false) == #"{"z":1,"a":[],"m":{},"b":false,"n":null}"#)
        #expect(value.serialized() == "{\n  \"z\": 1,\n  \"a\": [],\n  \"m\": {},\n  \"b\": false,\n  \"n\": null\n}")
    }

    // MARK: GitHub

    @Test func githubEscaping() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubReporter.escapeProperty("dir,x/a:b%.xml\n") == "dir%2Cx/a%3Ab%25.xml%0A")
        let finding = Finding(ruleID: "label-missing", severity: .note, message: "50% of\nlabels", file: "a,b:c.xml",
                              location: SourceLocation(line: 3, column: 7), path: "s/a")
        // A control character in a message is escaped as in every report (`OneLine`), then the runner's escapes apply.
        #expect(GitHubReporter.command(for: finding) == #"::notice file=a%2Cb%3Ac.xml,line=3,col=7,title=label-missing::50%25 of\nlabels"#)
        let hostile = Finding(ruleID: "label-missing", severity: .error, message: "a\u{1B}[2Jb\u{85}c\u{2028}d", file: "x\r::error ::y.xml",
                              location: SourceLocation(line: 1, column: 1), path: "s/a")
        #expect(GitHubReporter.command(for: hostile) == #"::error file=x\r%3A%3Aerror %3A%3Ay.xml,line=1,col=1,title=label-missing::a\u{1B}[2Jb\u{0085}c\u{2028}d"#)
        var warning = finding
        warning.severity = .warning
        #expect(GitHubReporter.command(for: warning).hasPrefix("::warning file="))
        warning.severity = .error
        #expect(GitHubReporter.command(for: warning).hasPrefix("::error file="))
    }

    /// The runner shows 10 annotations of each kind per step (issue 26): past that, one summary
    /// command after the findings says how many there were and points to SARIF.
    @Test func githubGoldenPastTheAnnotationCap() throws {
        let unnamed = (0..<12).map { "    <checkbox id=\"c\($0)\" width=\"44\" height=\"44\"/>" }
        let redundant = (0..<3).map { "    <checkbox id=\"r\($0)\" label=\"Checkbox \($0)\" width=\"44\" height=\"44\"/>" }
        let document = (["<ui version=\"1\" platform=\"ios\">", "  <group id=\"g\" header=\"Many\">"] + unnamed + redundant
                        + ["  </group>", "</ui>", ""]).joined(separator: "\n")
        let root = try Support.folder(["many.xml": document])
        defer { try? FileManager.default.removeItem(at: root) }
        var configuration = Self.goldenConfiguration
        configuration.enable("label-redundant-role")
        let inputs = [InputFile(path: root.appendingPathComponent("many.xml").path, displayPath: "Screens/many.xml")]
        let report = try Self.render(GitHubReporter(), inputs: inputs, configuration: configuration)
        try Self.compareWithGolden(report, "report.github-past-cap.txt")
        let lines = report.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 12)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 3)
        #expect(lines.last == "::notice title=checkbox-lint::12 errors and 3 warnings; GitHub shows the first 10 of each per step: use --format sarif with code scanning to see them all")
        // Within the cap, nothing is added (the golden report above, 4 errors, has no summary).
        #expect(!(try Self.render(GitHubReporter())).contains("title=checkbox-lint::"))
    }

    @Test func githubCapSummaryOnlyPastTheCapAndWhereItIsShown() {
        #expect(GitHubReporter.capSummary(errors: 10, warnings: 10, notes: 10) == nil)
        #expect(GitHubReporter.capSummary(errors: 0, warnings: 11, notes: 0)
                == "::notice title=checkbox-lint::0 errors and 11 warnings; GitHub shows the first 10 of each per step: use --format sarif with code scanning to see them all")
        #expect(GitHubReporter.capSummary(errors: 1, warnings: 2, notes: 1)  == nil)
        // Notices full: a notice would be the 11th and hidden, so a warning says it, if there is room.
        #expect(GitHubReporter.capSummary(errors: 0, warnings: 2, notes: 12)?.hasPrefix("::warning title=checkbox-lint::0 errors, 2 warnings and 12 notes;") == true)
        #expect(GitHubReporter.capSummary(errors: 1, warnings: 10, notes: 10) == nil)
        #expect(GitHubReporter.capSummary(errors: 11, warnings: 10, notes: 10)?.hasPrefix("::notice title=checkbox-lint::11 errors, 10 warnings and 10 notes;") == true)
    }

    // MARK: SARIF

    @Test func sarifListsEveryRule() throws {
        let sarif = try Self.json(try Self.render(SARIFReporter(sourceRoot: "/src"), fixtures: []))
        let driver = ((sarif["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
        #expect(driver["name"] as? String == "checkbox-lint")
        #expect(driver["semanticVersion"] as? String == CheckboxLintVersion.current)
        let rules = driver["rules"] as! [[String: Any]]
        #expect(rules.map { $0["id"] as! String } == RuleRegistry.ids)
        for (rule, description) in zip(rules, RuleRegistry.descriptions) {
            let name = rule["name"] as! String
            #expect(name.first!.isUppercase && name.allSatisfy { $0.isLetter || $0.isNumber }, "\(name) is PascalCase")
            for field in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[field] as! [String: Any])["text"] as! String
                #expect(!text.isEmpty && text.unicodeScalars.count <= 1024, "\(description.id) \(field)")
                #expect(!text.contains("`"), "\(description.id) \(field) is plain text")
            }
            #expect((rule["help"] as! [String: Any])["markdown"] as? String == description.page.markdown)
            #expect((rule["shortDescription"] as! [String: Any])["text"] as? String == RuleDocs.sarifTexts[description.id]?.short)
            #expect(rule["helpUri"] as? String == "\(CheckboxLintVersion.informationURI)/blob/main/Rules/\(description.id).md")
            let level = (rule["defaultConfiguration"] as! [String: Any])["level"] as? String
            #expect(level == description.defaultSeverity.rawValue)
            let tags = (rule["properties"] as! [String: Any])["tags"] as! [String]
            #expect(tags.first == "accessibility")
            #expect(Set(description.tags).isSubset(of: Set(tags)))
        }
        #expect(rules.contains { ($0["properties"] as! [String: Any])["tags"] as! [String] == ["accessibility", "wcag412"] })
    }

    /// The SARIF texts are made from the pages by the generator at build time; its Markdown-to-text
    /// and cutting functions are checked by its own self-test.
    @Test func theGeneratorMakesPlainTextCutAtAWordWithinTheLimit() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Support.packageRoot.appendingPathComponent("scripts/generate-rule-docs").path, "--self-test"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "scripts/generate-rule-docs --self-test failed:\n\(output)")
    }

    static let screen = """
    <ui version="1" platform="ios">
      <screen id="s">
        <checkbox id="a" width="44" height="44"/>
        <checkbox id="b" width="44" height="44"/>
      </screen>
    </ui>
    """

    static func sarifResults(for text: String, file: String = "Screens/a.xml", maximum: Int = 25_000) throws -> [[String: Any]] {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.xml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let report = try render(SARIFReporter(sourceRoot: "/src", maximumResults: maximum),
                                inputs: [InputFile(path: url.path, displayPath: file)])
        return results(try json(report))
    }

    static func fingerprint(_ result: [String: Any]) -> String {
        (result["partialFingerprints"] as! [String: String])[SARIFReporter.fingerprintKey]!
    }

    static func startLine(_ result: [String: Any]) -> Int {
        let location = (result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
        return (location["region"] as! [String: Any])["startLine"] as! Int
    }

    @Test func fingerprintsSurviveLinesMovingAndDifferPerFinding() throws {
        let before = try Self.sarifResults(for: Self.screen)
        let moved = Self.screen.replacingOccurrences(
            of: "<screen id=\"s\">", with: "<screen id=\"s\">\n    <text id=\"intro\" label=\"Hello\"/>\n\n    <!-- a comment -->")
        let after = try Self.sarifResults(for: moved)
        #expect(before.count == 2 && after.count == 2)
        #expect(before.map(Self.startLine) == [3, 4])
        #expect(after.map(Self.startLine) == [6, 7], "the findings moved down")
        #expect(before.map(Self.fingerprint) == after.map(Self.fingerprint))
        #expect(Set(before.map(Self.fingerprint)).count == 2)
        // Another file, same findings: other fingerprints.
        let elsewhere = try Self.sarifResults(for: Self.screen, file: "Screens/b.xml")
        #expect(Set(elsewhere.map(Self.fingerprint)).isDisjoint(with: before.map(Self.fingerprint)))
    }

    @Test func fingerprintsAreUniqueWhenRuleAndElementRepeat() {
        func finding(_ message: String, line: Int) -> Finding {
            Finding(ruleID: "invalid-value", severity: .error, message: message, file: "a.xml",
                    location: SourceLocation(line: line, column: 1), path: "s/a")
        }
        let prints = SARIFReporter.fingerprints(for: [finding("x", line: 1), finding("y", line: 1), finding("y", line: 2),
                                                       finding("z", line: 3)], uri: "a.xml")
        #expect(Set(prints).count == 4)
        #expect(prints.allSatisfy { $0.count == 16 })
        // A lone finding's fingerprint does not depend on its message.
        let lone = SARIFReporter.fingerprints(for: [finding("x", line: 1)], uri: "a.xml")
        #expect(lone == SARIFReporter.fingerprints(for: [finding("changed wording", line: 9)], uri: "a.xml"))
    }

    @Test func resultsStopAtTheLimitWithANotification() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.xml")
        try Self.screen.write(to: url, atomically: true, encoding: .utf8)
        let report = try Self.json(try Self.render(SARIFReporter(sourceRoot: "/src", maximumResults: 1),
                                                   inputs: [InputFile(path: url.path, displayPath: "a.xml")]))
        #expect(Self.results(report).count == 1)
        let invocation = ((report["runs"] as! [[String: Any]])[0]["invocations"] as! [[String: Any]])[0]
        let note = (invocation["toolExecutionNotifications"] as! [[String: Any]])[0]
        #expect(((note["message"] as! [String: Any])["text"] as! String).hasPrefix("1 results after the first 1 were left out"))
        #expect(invocation["executionSuccessful"] as? Bool == true)
    }

    /// Document reports grow with the findings, never with their square: 30,000 findings (over
    /// GitHub's limit) take seconds, where appending through a string's scalar view took minutes.
    @Test func largeReportsAreWrittenInLinearTime() throws {
        var big = "<ui version=\"1\" platform=\"ios\"><screen id=\"s\">\n"
        for index in 0..<30_000 { big += "<checkbox id=\"c\(index)\" width=\"44\" height=\"44\"/>\n" }
        big += "</screen></ui>\n"
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("big.xml")
        try big.write(to: url, atomically: true, encoding: .utf8)
        let inputs = [InputFile(path: url.path, displayPath: "big.xml")]
        let clock = ContinuousClock()
        var sarif = ""
        let sarifTime = try clock.measure { sarif = try Self.render(SARIFReporter(sourceRoot: "/src"), inputs: inputs) }
        var json = ""
        let jsonTime = try clock.measure { json = try Self.render(JSONReporter(), inputs: inputs) }
        #expect(sarifTime < .seconds(60) && jsonTime < .seconds(60), "SARIF \(sarifTime), JSON \(jsonTime)")
        #expect(Self.results(try Self.json(sarif)).count == SARIFReporter.githubResultLimit)
        #expect((try Self.json(json)["findings"] as! [Any]).count == 30_000)
    }

    @Test func artifactURIsAreRelativeAndEncoded() {
        let reporter = SARIFReporter(sourceRoot: "/src/my project")
        #expect(SARIFReporter.uri(of: reporter.artifactLocation("./Screens/a b.xml")) == "Screens/a%20b.xml")
        #expect(SARIFReporter.uri(of: reporter.artifactLocation("/src/my project/x:y/é.xml")) == "x%3Ay/%C3%A9.xml")
        #expect(reporter.artifactLocation("/elsewhere/a.xml") == .object([("uri", .string("file:///elsewhere/a.xml"))]))
        #expect(URIPath.encode("<stdin>") == "%3Cstdin%3E")
    }
}

/// Every attribute value and text of an XML document, as a parser reads them back.
final class AttributeCollector: NSObject, XMLParserDelegate {
    var values: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        values += attributes.values
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if !text.isEmpty { values.append(text) }
        text = ""
    }
}
