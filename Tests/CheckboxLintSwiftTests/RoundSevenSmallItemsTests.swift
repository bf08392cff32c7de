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
    @Test func textsJoinedForOneElementAreJoinedOneWayWhereverTheyAreJoined() throws {
        // A combined row and a section header of the same texts: the same words, run-time parts in
        // braces, and a name known only at run time (never judged as text).
        #expect(try preview("swift/CombinedRowToggle.swift").contains("93:13 {title}, Sync, Switch button, off"))
        let row = try #require(try SwiftSupport.read("""
        import SwiftUI
        struct A: View {
            let title: String
            @State private var a = false
            var body: some View {
                HStack { Text(title); Text("New"); Toggle("", isOn: $a).labelsHidden() }
                    .accessibilityElement(children: .combine)
            }
        }
        """)).checkboxes
        #expect(row.map(\.label) == ["{title}, New"])
        #expect(row.map(\.isNameDynamic) == [true])
        let header = try #require(try SwiftSupport.read("""
        import SwiftUI
        struct A: View {
            let title: String
            @State private var a = false
            @State private var b = false
            var body: some View {
                Form {
                    Section(header: HStack { Text(title); Text("New") }) {
                        Toggle("A", isOn: $a)
                        Toggle("B", isOn: $b)
                    }
                }
            }
        }
        """))
        #expect(header.elements.compactMap(\.header) == ["{title}, New"])
    }
    @Test func aToggleStyleIsNamedByItsTypeInEveryMessage() throws {
        // A style's name is its Toggle's, at run time: hit-area-too-small names its type, as
        // label-not-tappable does, not '{configuration.label}'.
        let style = try SwiftSupport.lintFixture("swift/HandMadeCheckboxes.swift").filter { $0.location.description == "6:1" }
        #expect(style.map(\.ruleID) == ["hit-area-too-small", "label-not-tappable"])
        #expect(style.allSatisfy { $0.message.hasPrefix("Checkbox 'SquareCheckboxStyle' ") })
        // Any other hand-made checkbox keeps its title.
        let spelt = try SwiftSupport.lintFixture("swift/HandMadeSpellings.swift").filter { $0.ruleID == "hit-area-too-small" }
        #expect(spelt.map { "\($0.location) \($0.message.prefix(33))" }.contains("35:17 Checkbox 'Send me the newsletter'"))
    }
}
#endif
