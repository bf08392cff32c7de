#if SwiftSource
import CheckboxLintKit
import Testing

/// Round twelve, pattern 5 at its edges: a symbol's literal font size decides its tap target only
/// when it is a positive, finite size; anything else leaves the "review" note or nothing, never a
/// trap on a number too large for an integer.
@Suite struct FontSizedSymbolTests {
    static func source(size: String, padding: String = "") -> String {
        """
        import SwiftUI
        struct Day: View {
            @Binding var on: Bool
            var body: some View {
                Image(systemName: on ? "checkmark.circle" : "circle")
                    .font(.system(size: \(size)))\(padding)
                    .onTapGesture { on.toggle() }
                    .accessibilityLabel("Monday")
            }
        }
        """
    }

    static func hitArea(_ source: String) throws -> [Finding] {
        try SwiftSupport.lint(source).filter { $0.ruleID == "hit-area-too-small" }
    }

    @Test func aSmallSymbolIsReportedAtTheImageWithItsSize() throws {
        let findings = try Self.hitArea(Self.source(size: "35"))
        #expect(findings.map { "\($0.severity) \($0.location)" } == ["error 5:9"])
        #expect(findings.first?.message.contains("is about 35 pt (a 35 pt symbol)") == true)
    }

    @Test func aSymbolBetweenTheBoundsIsANoteAndALargeOneNothing() throws {
        #expect(try Self.hitArea(Self.source(size: "36")).map(\.severity) == [.note])
        #expect(try Self.hitArea(Self.source(size: "44")).isEmpty)
    }

    @Test func paddingCountsOnTheShorterSide() throws {
        // 24 + 2 × 10 = 44 vertically, 24 + 0 horizontally: still about 24–30 pt wide.
        let findings = try Self.hitArea(Self.source(size: "24", padding: "\n            .padding(.vertical, 10)"))
        #expect(findings.map(\.severity) == [.error])
        #expect(try Self.hitArea(Self.source(size: "24", padding: "\n            .padding(10)")).isEmpty)
    }

    @Test func outOfRangeSizesNeverTrap() throws {
        #expect(try Self.hitArea(Self.source(size: "1e300", padding: "\n            .padding(1e300)")).isEmpty)
        // Zero is no size: the font's size is left to review, as a text style's is.
        #expect(try Self.hitArea(Self.source(size: "0")).map(\.severity) == [.note])
    }
}
#endif
