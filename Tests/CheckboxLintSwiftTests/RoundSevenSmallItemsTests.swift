#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round seven's pattern 5 and the small items of issue 24 (docs/review/swiftui-unseen.md, "After
/// round seven: pattern 5 and small items"), each at its exact place in its fixture.
@Suite struct RoundSevenSmallItemsTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" }
    }

    @Test func aBoxWhoseImageExistsOnlyWhileCheckedIsNamedByThatImage() throws {
        #expect(try preview("swift/ImageShownWhileChecked.swift") == [
            "7:1 checkmark square fill, Image",
            // Starts off: VoiceOver reads nothing until checked; the preview names the image it then reads.
            "28:1 checkmark, Image",
            // Named by a label of its own: the image does not name it.
            "42:1 Accept the terms",
        ])
        // The image does not name it (nothing at all while unchecked): label-missing and
        // role-missing stay where nothing names it.
        let findings = try SwiftSupport.lintFixture("swift/ImageShownWhileChecked.swift")
        #expect(findings.filter { $0.ruleID == "label-missing" }.map(\.location.description) == ["7:1", "28:1"])
        #expect(findings.filter { $0.ruleID == "role-missing" }.map(\.location.description) == ["7:1", "28:1", "42:1"])
    }
}
#endif
