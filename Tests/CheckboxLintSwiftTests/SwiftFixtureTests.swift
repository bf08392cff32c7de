#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Every Swift fixture in `Fixtures/swift/` has a golden report (`name.swift.expected`, what
/// `checkbox-lint lint --quiet` prints in `Fixtures/`) and a golden preview (`name.swift.preview`).
/// `CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test` rewrites them; review the diff.
@Suite struct SwiftFixtureTests {
    static let allFixtures: [String] = SwiftSupport.files(under: SwiftSupport.fixturesRoot.appendingPathComponent("swift"), extensions: SwiftFrontend().fileExtensions)
        .map { "swift/" + $0 }
    /// Fixtures beside an Xcode project of their own (`swift/XcodeConfiguration/<case>/`): the project
    /// is found from the file's path as the run names it, so they are linted by their absolute path
    /// (`projectFixtureMatchesItsGoldenReport`), the path then written relative to `Fixtures/` as
    /// `checkbox-lint lint` run there prints it.
    /// A project's Tuist manifest (`Project.swift`) or a package's manifest (`Package.swift`) there
    /// is configuration, holding no checkbox.
    /// So are the files of a project whose types are called in its other files (`swift/Projects/<case>/`):
    /// a component's callers are read from the project it is in.
    static let projectFixtures = allFixtures.filter { isInAProject($0) && !$0.hasSuffix("/Project.swift") && !$0.hasSuffix("/Package.swift") }
    static let fixtures = allFixtures.filter { !isInAProject($0) }

    static func isInAProject(_ fixture: String) -> Bool {
        fixture.hasPrefix("swift/XcodeConfiguration/") || fixture.hasPrefix("swift/Projects/")
    }

    @Test func thereAreSwiftFixtures() {
        #expect(Self.fixtures.count >= 6)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsGoldenReport(fixture: String) throws {
        let run = LintRun(linter: try SwiftSupport.linter(), jobs: 1)
        let result = run.lint(InputFile(path: SwiftSupport.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        let reporter = TextReporter()
        let actual = result.findings.filter { !$0.isSuppressed }.map { reporter.line(for: $0) + "\n" }.joined()
        try SwiftSupport.compare(actual, withGolden: fixture + ".expected")
    }

    @Test(arguments: fixtures)
    func previewMatchesItsGoldenFile(fixture: String) throws {
        let run = LintRun(linter: try SwiftSupport.linter(), jobs: 1)
        let result = run.preview(InputFile(path: SwiftSupport.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        guard case .previewed(let checkboxes) = result.outcome else {
            Issue.record("Fixtures/\(fixture) was not previewed: \(result.outcome)")
            return
        }
        try SwiftSupport.compare(checkboxes.map { $0.textLine + "\n" }.joined(), withGolden: fixture + ".preview")
    }

    @Test(arguments: SwiftSupport.files(under: SwiftSupport.fixturesRoot.appendingPathComponent("swift"), extensions: [".expected", ".preview"]))
    func everyGoldenFileHasItsFixture(golden: String) {
        let fixture = golden.hasSuffix(".expected") ? String(golden.dropLast(".expected".count)) : String(golden.dropLast(".preview".count))
        #expect(Self.allFixtures.contains("swift/" + fixture))
    }

    @Test(arguments: projectFixtures)
    func projectFixtureMatchesItsGoldenReport(fixture: String) throws {
        let absolute = SwiftSupport.fixturesRoot.appendingPathComponent(fixture).path
        let input = InputFile(path: absolute, displayPath: absolute)
        let root = SwiftSupport.fixturesRoot.path + "/"
        func relative(_ line: String) -> String { line.hasPrefix(root) ? String(line.dropFirst(root.count)) : line }
        let reporter = TextReporter()
        let result = LintRun(linter: try SwiftSupport.linter(), jobs: 1).lint(input)
        let lines = result.findings.filter { !$0.isSuppressed }.map { relative(reporter.line(for: $0)) + "\n" }.joined()
        try SwiftSupport.compare(lines, withGolden: fixture + ".expected")
        let previewed = LintRun(linter: try SwiftSupport.linter(), jobs: 1).preview(input)
        guard case .previewed(let checkboxes) = previewed.outcome else {
            Issue.record("Fixtures/\(fixture) was not previewed: \(previewed.outcome)")
            return
        }
        try SwiftSupport.compare(checkboxes.map { relative($0.textLine) + "\n" }.joined(), withGolden: fixture + ".preview")
    }

    /// The acceptance criteria of issue 16, checked by rule and location rather than by text.
    @Test func theSeedsGiveForbiddenCombinationExactlyWhereOUDSCrashesOrForbids() throws {
        let findings = try SwiftSupport.lintFixture("swift/OUDSCheckboxItemIndeterminateSamples.swift")
            + SwiftSupport.lintFixture("swift/OUDSCheckboxSamples.swift")
        let forbidden = findings.filter { $0.ruleID == "forbidden-combination" }.map { "\($0.file):\($0.location)" }
        #expect(forbidden == [
            "swift/OUDSCheckboxItemIndeterminateSamples.swift:55:17",
            "swift/OUDSCheckboxItemIndeterminateSamples.swift:56:17",
            "swift/OUDSCheckboxItemIndeterminateSamples.swift:57:17",
            "swift/OUDSCheckboxSamples.swift:36:9",
        ])
    }

    @Test func theTutorialsCheckboxIsReportedWhereItIsDefined() throws {
        let all = try SwiftSupport.lintFixture("swift/TermsView.swift")
        let findings = all.filter { $0.severity != .note }
        // The tapped image is an element of its own, named by its symbol: the text beside it is the
        // label to give it (round twelve, pattern 1).
        #expect(Set(findings.map(\.ruleID)) == ["role-missing", "label-not-tappable", "announcement-split", "label-missing"])
        #expect(Set(findings.map(\.location.description)) == ["24:5"])
        // Its body-size symbol, the only thing tapped: a size the file does not fix, to review at the image.
        let notes = all.filter { $0.severity == .note }
        #expect(notes.map { "\($0.ruleID) \($0.location)" } == ["hit-area-too-small 30:17"])
    }
}

enum SwiftSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesRoot = packageRoot.appendingPathComponent("Fixtures")

    static func linter(_ adjust: (inout LintConfiguration) -> Void = { _ in }) throws -> Linter {
        var configuration = LintConfiguration()
        configuration.frontends = [SwiftFrontend()]
        adjust(&configuration)
        return try Linter(configuration: configuration)
    }

    static func lintFixture(_ fixture: String) throws -> [Finding] {
        let run = LintRun(linter: try linter(), jobs: 1)
        return run.lint(InputFile(path: fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture)).findings
    }

    /// The checkboxes `preview` announces for a fixture, in order; none when it is not previewed.
    static func previewFixture(_ fixture: String) throws -> [AnnouncedCheckbox] {
        let run = LintRun(linter: try linter(), jobs: 1)
        let result = run.preview(InputFile(path: fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        guard case .previewed(let checkboxes) = result.outcome else { return [] }
        return checkboxes
    }

    /// The group titles of a fixture's preview, as `path:line:col: title` (the preview goldens list
    /// checkboxes only).
    static func groupTitles(_ fixture: String) throws -> [String] {
        try previewFixture(fixture).compactMap { checkbox in
            checkbox.groupTitle.map { "\(fixture):\($0.location.line):\($0.location.column): \($0.spoken)" }
        }
    }

    /// Lints Swift source given as text.
    static func lint(_ text: String, file: String = "View.swift", _ adjust: (inout LintConfiguration) -> Void = { _ in }) throws -> [Finding] {
        switch try linter(adjust).lint(bytes: Array(text.utf8), file: file) {
        case .skipped: return []
        case .linted(let findings): return findings
        }
    }

    /// The model of Swift source given as text; nil when it is skipped.
    static func read(_ text: String, file: String = "View.swift") throws -> Document? {
        switch try linter().read(bytes: Array(text.utf8), file: file) {
        case .skipped: return nil
        case .unparsable(let document, _): return document
        case .built(let document, _): return document
        }
    }

    static func compare(_ actual: String, withGolden golden: String) throws {
        let url = fixturesRoot.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["CHECKBOX_LINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "Fixtures/\(golden) differs (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    static func files(under folder: URL, extensions: [String]) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if extensions.contains(where: { path.hasSuffix($0) }) { result.append(path) }
        }
        return result.sorted()
    }
}
#endif

#if SwiftSource
/// The `swift failing` / `swift passing` examples of the rule pages, which the Kit's page tests
/// leave to this target.
@Suite struct SwiftRulePageExampleTests {
    static let pages: [String] = SwiftSupport.files(under: SwiftSupport.packageRoot.appendingPathComponent("Rules"), extensions: [".md"])

    @Test func someRulePagesHaveSwiftExamples() {
        #expect(Self.pages.filter { RulePage(id: String($0.dropLast(3))).examples.contains { $0.syntax == "swift" } }.count >= 5)
    }

    @Test(arguments: pages)
    func swiftExamplesBehaveAsThePageSays(page: String) throws {
        let id = String(page.dropLast(3))
        for example in RulePage(id: id).examples where example.syntax == "swift" {
            let fired = try SwiftSupport.lint(example.code, file: "Rules/\(id).swift").filter { $0.ruleID == id }
            switch example.expectation {
            case .failing:
                #expect(!fired.isEmpty, "the failing Swift example at Rules/\(id).md:\(example.line) does not report \(id)")
                // Where, not only whether: exactly at the places the page marks with ↓.
                #expect(Set(fired.map(\.location.description)) == Set(example.marks.map(\.description)),
                        "the failing Swift example at Rules/\(id).md:\(example.line) marks \(example.marks.map(\.description).sorted()) but \(id) reports at \(fired.map(\.location.description).sorted())")
            case .passing:
                #expect(example.marks.isEmpty, "the passing Swift example at Rules/\(id).md:\(example.line) has a ↓ mark")
                #expect(fired.isEmpty, "the passing Swift example at Rules/\(id).md:\(example.line) reports \(fired.map(\.message))")
            }
        }
    }
}
#endif
