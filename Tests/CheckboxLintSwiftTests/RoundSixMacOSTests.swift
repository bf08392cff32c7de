#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round six's macOS patterns (docs/review/swiftui-unseen.md, "After round six: macOS"), each at
/// its exact place in its fixture, firing and not firing.
@Suite struct RoundSixMacOSTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" }
    }

    private func findings(_ fixture: String, _ rule: String) throws -> [Finding] {
        try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == rule }
    }

    // Pattern 1: a hand-made checkbox on macOS is read by the traits its code declares.
    @Test func aButtonDrawnAsABoxOnMacOSIsAButtonNotACheckbox() throws {
        let lines = try preview("swift/MacHandMadeCheckboxes.swift")
        // The grid's Button: its name, then "button"; no checkbox role, no state it never speaks.
        #expect(lines.contains("16:21 {source}, button"))
        // A Button declaring the selected trait while on: the state stands where "selected" goes.
        #expect(lines.contains("33:1 Mute, {muted}, button"))
        // The native check box keeps the checkbox grammar.
        #expect(lines.contains("27:13 Show the cursor, unchecked, checkbox"))
        #expect(!lines.contains { $0.hasPrefix("16:21") && $0.hasSuffix("checkbox") })
        // An image with a tap gesture declares no role: its image's name, then "image".
        #expect(lines.contains("64:1 square, image"))
        // A Button whose label is only symbols is named by the image its state chooses.
        #expect(lines.contains("74:1 square, button"))
    }

    // Pattern 10: macOS advice, not iOS 17's toggle trait.
    @Test func roleMissingOnMacOSGivesMacOSAdvice() throws {
        let roles = try findings("swift/MacHandMadeCheckboxes.swift", "role-missing")
        #expect(roles.map(\.location.description) == ["16:21", "64:1", "74:1"])
        #expect(roles.first?.message.contains(".toggleStyle(.checkbox)") == true)
        #expect(roles.first?.message.contains("iOS 17") == false)
        #expect(roles.first?.message.contains(".isToggle") == false)
    }

    // Pattern 9: a macOS set with no text before it is a note to review; with a text, a warning.
    @Test func aMacOSSetWithNoTextBeforeItIsANoteToReview() throws {
        let sets = try findings("swift/MacHandMadeCheckboxes.swift", "group-header-missing")
        #expect(sets.map { "\($0.location) \($0.severity.rawValue)" } == ["16:21 note", "56:13 warning"])
        #expect(sets.first?.message.contains("review") == true)
        #expect(sets.last?.message.contains("the text 'Capture' before them") == true)
    }

    // Pattern 2: the platform of each `#if os(…)` branch.
    @Test func eachBranchIsReadForItsOwnPlatform() throws {
        #expect(try preview("swift/PlatformBranches.swift") == [
            // `#if os(macOS)` in a file read for iOS (the configured platform): macOS's check boxes.
            "12:13 Show snippets, checked, checkbox",
            "13:13 Refresh the library, unchecked, checkbox",
            "19:1 Archive, button",
            // `#elseif os(iOS)`: iOS's switches and button.
            "42:17 Show snippets, Switch button, on",
            "43:17 Refresh the library, Switch button, off",
            "50:1 Archive, Button",
            // `#if os(iOS) || os(macOS)`: the file's platform.
            "73:9 Use cellular data, Switch button, off",
        ])
        // Each box is advised in its branch's terms and judged by its platform's minimum size
        // (none on macOS, 44 pt on iOS); one type per branch is no duplicate id.
        let findings = try SwiftSupport.lintFixture("swift/PlatformBranches.swift")
        #expect(findings.map { "\($0.location) \($0.ruleID)" } == ["19:1 role-missing", "50:1 hit-area-too-small", "50:1 role-missing"])
        #expect(findings.first?.message.contains(".toggleStyle(.checkbox)") == true)
        #expect(findings.last?.message.contains("(iOS 17)") == true)
    }

    // Pattern 2: the branch decides before the file's evidence; `#if DEBUG` is passed; `#else`
    // and a condition naming both platforms decide nothing.
    @Test func theInnermostPlatformBranchDecidesBeforeTheFile() throws {
        func box(_ name: String) -> String {
            """
            struct \(name): View {
                @State private var on = false
                var body: some View {
                    Button { on.toggle() } label: {
                        HStack { Image(systemName: on ? "checkmark.square" : "square"); Text("\(name)") }
                    }
                }
            }
            """
        }
        let text = """
        import SwiftUI

        struct Options: View {
            @State private var a = false
            var body: some View { Toggle("A", isOn: $a).toggleStyle(.checkbox) }
        }
        #if os(iOS)
        \(box("TouchBox"))
        #else
        \(box("ElseBox"))
        #endif
        #if os(iOS) || os(macOS)
        \(box("BothBox"))
        #endif
        """
        // The file is macOS's (`.toggleStyle(.checkbox)`): the `#if os(iOS)` box alone gets iOS's advice.
        let advice = try SwiftSupport.lint(text).filter { $0.ruleID == "role-missing" }
            .map { "\($0.location.line) \($0.message.contains("(iOS 17)") ? "ios" : "macos")" }
        #expect(advice == ["8 ios", "17 macos", "27 macos"])
        let nested = """
        import SwiftUI
        #if os(macOS)
        #if DEBUG
        \(box("DebugBox"))
        #endif
        #endif
        """
        #expect(try SwiftSupport.lint(nested).filter { $0.ruleID == "role-missing" }.map { $0.message.contains(".toggleStyle(.checkbox)") } == [true])
    }
}
#endif
