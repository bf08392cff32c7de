#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// The patterns of docs/review/swiftui-unseen.md's round four, each at its exact place in its
/// fixture: where the tool fires, and the twin where it must not.
@Suite struct RoundFourTests {
    private func rules(_ findings: [Finding]) -> [String] { findings.map { "\($0.file):\($0.location) \($0.ruleID)" } }

    private func preview(_ fixture: String) throws -> [String] {
        let run = LintRun(linter: try SwiftSupport.linter(), jobs: 1)
        let result = run.preview(InputFile(path: SwiftSupport.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        guard case .previewed(let checkboxes) = result.outcome else { return [] }
        return checkboxes.map(\.textLine)
    }

    @Test func aPackageToggleProvedUnnamedIsReadLikeAnUnnamedToggle() throws {
        let findings = try SwiftSupport.lintFixture("swift/PackageToggles.swift")
        // Only the empty title with its label hidden: the styled one has a title, the others are unread.
        #expect(rules(findings) == ["swift/PackageToggles.swift:14:17 label-missing"])
        #expect(try preview("swift/PackageToggles.swift") == [
            "swift/PackageToggles.swift:14:17: PackageSettings/checkbox[0]: {.hudReplacement}, checkbox",
            "swift/PackageToggles.swift:18:13: PackageSettings/checkbox[1]: Show battery, {.showBattery}, switch",
            "swift/PackageToggles.swift:21:13: PackageSettings/checkbox[2]: {title of LaunchAtLogin.Toggle}, {LaunchAtLogin.Toggle}, checkbox",
        ])
    }

    @Test func aPackageToggleWithATitleAndNoProofIsNotRead() throws {
        // No checkbox at all: the file is skipped.
        #expect(try SwiftSupport.read("""
        import Defaults
        struct A: View {
            var body: some View {
                Defaults.Toggle("Show icon", key: .showIcon).labelsHidden()
                LaunchAtLogin.Toggle()
                settings.Toggle("", key: .x).labelsHidden()
            }
        }
        """) == nil)
    }
}
#endif
