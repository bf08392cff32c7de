#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round six's structure patterns (docs/review/swiftui-unseen.md, "After round six: structure"),
/// each at its exact place in its fixture, firing and not firing.
@Suite struct RoundSixStructureTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" }
    }

    private func places(_ fixture: String, rule: String) throws -> [String] {
        try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == rule }.map(\.location.description)
    }

    @Test func aCombinedRowNamesItsOneControlByItsTexts() throws {
        let fixture = "swift/CombinedRowToggle.swift"
        // Named by the combined row: 14:13 (a run-time title) and 32:13 (two literal texts); the
        // row with two controls (46:13) and the row not combined (61:13) stay unnamed.
        #expect(try places(fixture, rule: "label-missing") == ["46:13", "61:13"])
        #expect(try preview(fixture) == [
            "14:13 {title}, Switch button, {isOn}",
            "32:13 Sync, Over cellular, Switch button, off",
            "46:13 Switch button, off",
            "61:13 Switch button, off",
            // A text hidden from VoiceOver is not part of the name.
            "76:13 Dark mode, Switch button, off",
            // A run-time text and a literal one: joined as a header of the same texts is.
            "93:13 {title}, Sync, Switch button, off",
        ])
    }

    @Test func aHighlightBehindAnOptionLeavesItsTextToNameIt() throws {
        let fixture = "swift/HighlightedSelectionButton.swift"
        // The app button's stack shows `Text(app)`; the icon button shows no text.
        #expect(try places(fixture, rule: "label-missing") == ["44:17"])
        #expect(try places(fixture, rule: "role-missing") == ["13:17", "44:17"])
        #expect(try preview(fixture).first == "13:17 {app}, Button")
    }

    @Test func aButtonBasedBoxInsideAnotherControlsLabelIsHeld() throws {
        let fixture = "swift/ButtonCheckboxInAButton.swift"
        // In a Button's label (11:17) and a NavigationLink's (the type, 24:1); not in a plain stack (44:1).
        #expect(try places(fixture, rule: "nested-interactive") == ["11:17", "24:1"])
        #expect(try places(fixture, rule: "role-missing") == ["11:17", "24:1", "44:1"])
    }

    @Test func aSetPassedToAHelperIsJudgedUnderTheHelpersTitle() throws {
        let fixture = "swift/SetPassedToAHelper.swift"
        // `configSection(title: "Style") { … }`: the helper's plain `Text(title)` titles the set,
        // named with the caller's "Style"; a helper whose text is a heading titles it (silent); a
        // helper that shows its text after the content is not followed (silent).
        let findings = try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == "group-header-missing" }
        #expect(findings.map(\.location.description).first == "13:17")
        #expect(!findings.map(\.location.description).contains("36:13") && !findings.map(\.location.description).contains("58:13"))
        #expect(findings.first?.message.contains("the text 'Style' before them") == true)
        let headed = try SwiftSupport.previewFixture(fixture).first { $0.location.description == "36:13" }
        #expect(headed?.path == "HeadedOptions/group[0]/checkbox[0]")
        #expect(headed?.groupTitle?.location.description == "43:13")
    }

    @Test func aSetPassedToAViewOfTheFileIsJudgedUnderItsTitle() throws {
        let fixture = "swift/SetPassedToAHelper.swift"
        // `OptionsCard(title: "Privacy") { … }` (memberwise, a `@ViewBuilder` property) at 79:13;
        // `HeadedCard("Labs") { … }` (its own initializer, a heading) at 104:13, titled.
        let findings = try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == "group-header-missing" }
        #expect(findings.map(\.location.description) == ["13:17", "79:13"])
        #expect(findings.last?.message.contains("the text 'Privacy' before them") == true)
        let labs = try SwiftSupport.previewFixture(fixture).first { $0.location.description == "104:13" }
        #expect(labs?.groupTitle?.location.description == "121:13")
    }

    @Test func aSectionHeaderThatIsAPropertyIsReadThroughIt() throws {
        let fixture = "swift/SectionHeaderProperty.swift"
        let titles = try SwiftSupport.previewFixture(fixture).compactMap { checkbox in
            checkbox.groupTitle.map { "\($0.location) \($0.spoken)" }
        }
        // `header: { filterHeader }`: the property's text, not the button drawn beside it;
        // `header: { mediaHeader }`, a property showing a view of the project: a run-time title.
        #expect(Array(Set(titles)).sorted() == ["11:13 Search in, Heading", "15:13 {mediaHeader}, Heading"])
        #expect(try places(fixture, rule: "group-header-missing").isEmpty)
    }
}
#endif
