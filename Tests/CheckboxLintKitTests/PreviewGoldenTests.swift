import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Golden previews: for the seed screens (English and French), SPEC §2's example and the custom
/// controls, what `checkbox-lint preview` prints run in `Fixtures/` is kept next to the fixture as
/// `name.xml.preview`; a changed announcement fails until the golden file is rewritten and reviewed
/// (`CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test`).
@Suite struct PreviewGoldenTests {
    static let folders = ["seeds/", "spec/", "preview-fr/", "announcement/"]
    static let fixtures: [String] = Support.files(under: Support.fixturesRoot, extensions: [".xml"])
        .filter { fixture in folders.contains { fixture.hasPrefix($0) } }

    /// The preview of one fixture, as `checkbox-lint preview <fixture>` prints it in `Fixtures/`.
    static func preview(of fixture: String) throws -> [AnnouncedCheckbox] {
        let run = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
        let result = run.preview(InputFile(path: Support.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        guard case .previewed(let checkboxes) = result.outcome else {
            Issue.record("Fixtures/\(fixture) was not previewed: \(result.outcome)")
            return []
        }
        #expect(result.fallbackLanguage == nil, "Fixtures/\(fixture) is in a language without announcement words")
        return checkboxes
    }

    @Test func everySeedScreenHasAnEnglishAndAFrenchPreview() {
        #expect(Self.fixtures.filter { $0.hasPrefix("seeds/") }.count >= 8)
        for name in ["ouds-checkbox", "ouds-item-indeterminate", "rvs-three-states", "aetna-group", "tutorial-terms"] {
            #expect(Self.fixtures.contains("seeds/\(name).xml"))
            #expect(Self.fixtures.contains("preview-fr/\(name).xml"))
        }
    }

    @Test(arguments: fixtures)
    func previewMatchesItsGoldenFile(fixture: String) throws {
        let golden = Support.fixturesRoot.appendingPathComponent(fixture + ".preview")
        let actual = try Self.preview(of: fixture).map { $0.textLine + "\n" }.joined()
        #expect(!actual.isEmpty, "Fixtures/\(fixture) has no checkbox to preview")
        if Support.updatingGoldenFiles {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(actual == expected, "Fixtures/\(fixture) differs from its golden preview (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    @Test(arguments: fixtures)
    func theJSONTwinAnnouncesTheSame(fixture: String) throws {
        let twin = String(fixture.dropLast(4)) + ".json"
        func spoken(_ checkboxes: [AnnouncedCheckbox]) -> [String] {
            checkboxes.map { "\($0.path) \($0.id ?? "-") \($0.locale): \($0.announcement)" }
        }
        #expect(spoken(try Self.preview(of: twin)) == spoken(try Self.preview(of: fixture)))
    }

    @Test func frenchScreensUseTheFrenchWords() throws {
        for fixture in Self.fixtures where fixture.hasPrefix("preview-fr/") {
            for checkbox in try Self.preview(of: fixture) {
                #expect(checkbox.locale == "fr")
                #expect(checkbox.announcement.contains("case à cocher"), "\(fixture): \(checkbox.announcement)")
                #expect(!checkbox.announcement.contains("Checkbox"), "\(fixture): \(checkbox.announcement)")
            }
        }
    }

    @Test func theReadmeShowsTheCurrentPreviewOfTheAetnaGroup() throws {
        let readme = try String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = try Self.preview(of: "seeds/aetna-group.xml").map { "Fixtures/" + $0.textLine }
        #expect(readme.contains(lines.joined(separator: "\n")), "README.md's preview example is stale: paste `checkbox-lint preview Fixtures/seeds/aetna-group.xml`")
    }

    // Swift fixtures' previews are checked by CheckboxLintSwiftTests (the Swift front end's target),
    // Compose fixtures' by ComposeFixtureTests.
    @Test(arguments: Support.files(under: Support.fixturesRoot, extensions: [".preview"]).filter { !$0.hasPrefix("swift/") && !$0.hasPrefix("compose/") })
    func everyGoldenPreviewHasItsFixture(golden: String) {
        #expect(Self.fixtures.contains(String(golden.dropLast(".preview".count))))
    }
}
