#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round fourteen, pattern A (docs/review/swiftui-unseen.md): a `ToggleStyle` of the app's own and
/// the Toggles styled with it say one role, the platform's word for a Toggle, never one taken from
/// what the style draws; the `Button` in the style's body gets no finding of its own (not decided).
@Suite struct StyledToggleRoleTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" }
    }

    /// The last word of each line: the role word on macOS (name, state, role).
    private func lastWords(_ lines: [String]) -> Set<String> {
        Set(lines.compactMap { $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } })
    }

    @Test func onMacOSTheStyleAndItsTogglesAreCheckBoxes() throws {
        let lines = try preview("swift/StyleButtonBesideLabelMac.swift")
        #expect(lines == [
            // The style's own line: its Toggle's name and state, known at run time, and its role.
            "9:1 {configuration.label}, {isOn}, checkbox",
            "27:13 {isSelected}, checkbox",
            "38:9 Include notes, checked, checkbox",
            // A grouped Form does not restyle a Toggle that has a style of its own.
            "49:13 Lock on sleep, unchecked, checkbox",
        ])
        #expect(lastWords(lines) == ["checkbox"])
    }

    @Test func onIOSTheStyleAndItsTogglesAreSwitches() throws {
        let lines = try preview("swift/StyleButtonBesideLabelIOS.swift")
        #expect(lines == [
            "8:1 {configuration.label}, Switch button, {isOn}",
            "26:13 Switch button, {isSelected}",
            "37:9 Include notes, Switch button, on",
        ])
    }

    @Test func theButtonInTheStylesBodyGetsNoFindingOfItsOwn() throws {
        let findings = try SwiftSupport.lintFixture("swift/StyleButtonBesideLabelMac.swift")
        // The style is judged for what it adds (its label does not toggle it), the unnamed Toggle
        // where it is written; nothing at the Button (line 14) and no role-missing anywhere.
        #expect(findings.map { "\($0.location) \($0.ruleID)" } == ["9:1 label-not-tappable", "27:13 label-missing"])
    }
}
#endif
