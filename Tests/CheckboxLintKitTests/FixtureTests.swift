import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Every UI description in `Fixtures/` has a golden text report next to it (`name.xml.expected`):
/// an unexpected finding, or a missing one, fails. Every XML fixture has a JSON twin that must
/// give the same findings, element path for element path. Fixtures in `Fixtures/parse-errors/`
/// are about one syntax, and those in `interface-builder/`, `android/` and `readers/native/` are
/// other formats: no twin.
@Suite struct FixtureTests {
    static let fixtures: [String] = Support.files(under: Support.fixturesRoot, extensions: Array(FrontendRegistry.standard.fileExtensions))
    /// Parse errors are about one syntax; Interface Builder and Android layouts are other formats.
    static let exemptFromTwins = ["parse-errors/", "interface-builder/", "android/", "readers/native/"]

    /// Lints a fixture as `checkbox-lint lint --quiet` run in `Fixtures/` would.
    static func report(for fixture: String) throws -> (text: String, findings: [Finding]) {
        let run = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
        // Named by its full path, as the front ends find the project beside a file (string
        // resources, code evidence) from the path relative to the working folder; reported
        // relative to `Fixtures/`.
        let path = Support.fixturesRoot.appendingPathComponent(fixture).path
        let result = run.lint(InputFile(path: path, displayPath: path))
        let reporter = TextReporter()
        let findings = result.findings.map { finding in
            var finding = finding
            finding.file = fixture
            return finding
        }
        let lines = findings.filter { !$0.isSuppressed }.map { reporter.line(for: $0) + "\n" }
        return (lines.joined(), findings)
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsGoldenReport(fixture: String) throws {
        let golden = Support.fixturesRoot.appendingPathComponent(fixture + ".expected")
        let actual = try Self.report(for: fixture).text
        if Support.updatingGoldenFiles {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "Fixtures/\(fixture) differs from its golden report (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    @Test(arguments: fixtures.filter { fixture in fixture.hasSuffix(".xml") && !exemptFromTwins.contains { fixture.hasPrefix($0) } })
    func xmlFixtureHasAJSONTwinWithTheSameFindings(fixture: String) throws {
        let twin = String(fixture.dropLast(4)) + ".json"
        try #require(Self.fixtures.contains(twin), "Fixtures/\(fixture) has no JSON twin (scripts/xml2json writes one)")
        func normalized(_ findings: [Finding]) -> [String] {
            // A malformed suppression's advice is the syntax's own (a comment, a lintSuppress member).
            findings.map { finding in
                let message = finding.message.hasPrefix("The suppression ") ? String(finding.message.prefix { $0 != ";" }) : finding.message
                return "\(finding.severity.rawValue) \(finding.ruleID) \(finding.path) \(finding.isSuppressed ? "suppressed " : "")\(message)"
            }.sorted()
        }
        let xml = normalized(try Self.report(for: fixture).findings)
        let json = normalized(try Self.report(for: twin).findings)
        #expect(xml == json)
    }

    // Swift fixtures' goldens are checked by CheckboxLintSwiftTests (the Swift front end's target).
    // A Swift file outside `swift/` (the class an Interface Builder fixture's code evidence reads)
    // is a fixture only where Swift source is read (the default traits).
    @Test(arguments: Support.files(under: Support.fixturesRoot, extensions: [".expected"])
        .filter { !$0.hasPrefix("swift/") && !$0.hasSuffix(".swift.expected") })
    func everyGoldenFileHasItsFixture(golden: String) {
        #expect(Self.fixtures.contains(String(golden.dropLast(".expected".count))))
    }
}
