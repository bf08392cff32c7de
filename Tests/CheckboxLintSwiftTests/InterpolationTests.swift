#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Interpolated strings (`"Remind me \(n) days before"`): shown as VoiceOver says them, the literal
/// parts as text and each interpolation in braces, and known only at run time, so no text rule
/// judges them (docs/swift.md, "Values").
@Suite struct InterpolationTests {
    @Test func anInterpolatedStringIsPreviewedAsItsTextWithEachValueInBraces() throws {
        let lines = try SwiftSupport.previewFixture("swift/InterpolatedStrings.swift").map { "\($0.location) \($0.announcement)" }
        #expect(lines == [
            "17:17 Remind me {days} days before, Switch button, off",
            // `\(days, specifier: "%d")`: the value, not how it is formatted.
            "18:17 Every {days} weeks, Switch button, on",
            "21:17 {name}, Switch button, off",
            "23:17 Option {days}, Switch button, off",
            // `.accessibilityLabel("…\(count)…")` and `String(localized: "…\(count)…")` as a hint.
            "35:13 Select {count} items, Switch button, off, Adds {count} items to the order",
            "38:13 unchecked, Notify {count} people, Checkbox",
            "51:13 Switch button, off",
        ])
    }

    @Test func aSectionTitleWithAnInterpolationIsReadTheSameWay() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var on = false
            var body: some View {
                Form { Section("Reminders for \\(name)") { Toggle("A", isOn: $on) } }
            }
        }
        """))
        #expect(document.elements.contains { $0.kind == .group && $0.header == "Reminders for {name}" })
    }

    @Test func anInterpolatedNameIsDynamicWhereverItComesFrom() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            @State private var d = false
            var body: some View {
                VStack {
                    Toggle("Remind me \\(days) days before", isOn: $a)
                    Toggle(isOn: $b) { Text("\\(count) new") }
                    Toggle("Plain", isOn: $c).accessibilityLabel("Select \\(count) items")
                    OUDSCheckbox(isOn: $d, accessibilityLabel: "Notify \\(count) people")
                    Toggle("Literal", isOn: $d)
                }
            }
        }
        """))
        let names = Array(document.checkboxes).map { "\($0.accessibleName ?? "") \($0.isNameDynamic)" }
        // The name is never in braces as a whole here, so its form alone would not tell.
        #expect(names == [
            "Remind me {days} days before true",
            "{count} new true",
            "Select {count} items true",
            "Notify {count} people true",
            "Literal false",
        ])
    }

    @Test func noTextRuleJudgesAnInterpolatedName() throws {
        // "…and {terms}" read as text would be a fragment of a nearby text (label-meaningless).
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            var body: some View {
                VStack {
                    Toggle("…and \\(terms)", isOn: $a)
                }
            }
        }
        """)
        #expect(findings.filter { ["label-meaningless", "label-missing", "label-duplicate"].contains($0.ruleID) }.isEmpty)
    }
}
#endif
