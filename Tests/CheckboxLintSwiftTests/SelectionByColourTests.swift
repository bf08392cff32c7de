#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Options of a multiple choice told only by their colour (SPEC §10, "a colour"), at their exact
/// places in Fixtures/swift/SelectionByColour.swift, with the twins that must stay clean.
@Suite struct SelectionByColourTests {
    private let fixture = "swift/SelectionByColour.swift"

    private func previewLines() throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location.line):\($0.location.column) \($0.announcement)" }
    }

    @Test func aButtonColouredByTheSelectionItsTapChangesIsACheckboxThatSaysNoState() throws {
        let findings = try SwiftSupport.lintFixture(fixture)
        // RepeatDays' Button at 17:25 fires; RepeatDaysSaid's (37:25) adds .isSelected and is clean.
        #expect(findings.map { "\($0.location) \($0.ruleID)" } == ["17:25 role-missing", "83:21 role-missing", "112:25 role-missing"])
    }

    @Test func itsNameIsTheButtonsTitle() throws {
        let lines = try previewLines()
        #expect(lines.contains("17:25 {day}, Button"))
        #expect(lines.contains("37:25 {chosen.contains(day)}, {day}, Button"))
    }

    @Test func aChipIsNamedByTheTextInsideItNotTheTextAboveIt() throws {
        // "Pick as many as you like" (line 109) is the section's text, not the chips' name.
        #expect(try previewLines().contains("112:25 {tag}, Button"))
    }

    @Test func aBoolToldByColourAndAColouredSymbolAreNoCheckboxes() throws {
        // `Chips` (lines 49 to 72): a chip toggling a Bool, stars coloured by a set.
        let lines = try previewLines()
        #expect(!lines.contains { line in (49...72).contains(Int(line.prefix { $0 != ":" }) ?? 0) })
    }

    @Test func aButtonWhoseActionBranchesOnTheSelectionFindsTheBoxInItsLabel() throws {
        // The action's own `if chosen.contains(x) { remove } else { insert }` is what the tap does,
        // not what it shows: the checkbox is the Button at 83:21, its box the image in its label.
        #expect(try previewLines().contains("83:21 {category}, Button"))
    }
}
#endif
