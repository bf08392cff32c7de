#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round nine's patterns 1 and 6 (docs/review/swiftui-unseen.md, "Holdout, round nine"): the
/// group titles the preview goldens do not list, and the findings of one view's bodies in the
/// branches of an `#if`.
@Suite struct RoundNinePlatformTests {
    @Test func bodiesInTheBranchesOfOneIfAreScreensOfTheirOwnPlatform() throws {
        // Each branch's body is a screen named by its condition, read in the words of its platform:
        // the macOS branch a "switch" after its state, the iOS one a "Switch button" before it.
        let screens = try SwiftSupport.previewFixture("swift/IfConfigBodies.swift").map { "\($0.path): \($0.announcement)" }
        #expect(screens == [
            "LoggerView/checkbox[0]: Finish later?, off, switch",
            "LoggerView (ios)/checkbox[0]: Finish later?, Switch button, off",
            "ExportView/checkbox[0]: Zip the export, Switch button, off",
            "ExportView (macos)/checkbox[0]: Zip the export, off, switch",
            "DebugView/checkbox[0]: Verbose logging, Switch button, off",
            "DebugView (#else)/checkbox[0]: Verbose logging, dimmed, Switch button, off",
        ])
        for fixture in ["swift/IfConfigBodies.swift", "swift/IfConfigMacCheckbox.swift"] {
            #expect(try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == "duplicate-id" }.isEmpty)
        }
        // The twin: the same view's bodies written twice outside any `#if` (which Swift refuses) are
        // two screens, the later one named by its place; being names the front end made up, not ids
        // the project wrote, they are no duplicate id either (fixture `NestedTypeScreens.swift`).
        let twice = """
        import SwiftUI
        struct LoggerView: View {
            @State var later = false
            var body: some View { Toggle("Finish later?", isOn: $later) }
        }
        extension LoggerView {
            var body: some View { Toggle("Finish later?", isOn: $later) }
        }
        """
        let document = try #require(try SwiftSupport.read(twice))
        #expect(document.elements.filter { $0.kind == .screen }.map(\.id) == ["LoggerView", nil])
        #expect(try SwiftSupport.lint(twice).filter { $0.ruleID == "duplicate-id" }.isEmpty)
    }

    @Test func aNavigationTitleTitlesTwoCheckboxesNotOne() throws {
        let titles = try SwiftSupport.groupTitles("swift/NavigationTitleOneToggle.swift")
        #expect(titles == [
            // `FiltersView`'s two checkboxes (said as focus enters the set); `SearchView`'s single toggle gets none.
            "swift/NavigationTitleOneToggle.swift:28:9: Filters, Heading",
        ])
        // The iOS branch's single toggle under `.navigationTitle("Logger")`: no title.
        #expect(try SwiftSupport.groupTitles("swift/IfConfigBodies.swift").isEmpty)
    }

    @Test func onMacOSANavigationTitleNamesTheWindowNotASet() throws {
        let titles = try SwiftSupport.groupTitles("swift/NavigationTitleMac.swift")
        #expect(titles == [
            // Only the heading `FiltersView` shows itself; `.navigationTitle` titles nothing.
            "swift/NavigationTitleMac.swift:26:13: Show",
        ])
    }
}
#endif
