#if SwiftSource
import CheckboxLintKit
import Testing

/// A hand-made checkbox's tap target whose size the file cannot decide (round nine, counted apart):
/// `hit-area-too-small` asks to review it in a note, at what sets the size, on platforms with a
/// minimum; inline suppressions reach it through its checkbox (fixture `UndecidedTapTargetSize.swift`).
@Suite struct TapTargetSizeTests {
    static let box = """
    import SwiftUI

    struct RememberBox: View {
        @Binding var remember: Bool
        let size: CGFloat

        var body: some View {
            Image(systemName: remember ? "checkmark.square" : "square")
                .frame(width: size, height: size)
                .onTapGesture { remember.toggle() }
                .accessibilityLabel("Remember me")
                .accessibilityAddTraits(.isToggle)
        }
    }
    """

    @Test func aSizeGivenByAParameterIsANoteAtTheFrame() throws {
        let findings = try SwiftSupport.lint(Self.box)
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.severity)" } == ["9:13 hit-area-too-small note"])
        #expect(findings.first?.message.contains("set by `size`, which this file does not decide; review that it is at least 44×44 pt") == true)
    }

    @Test func macOSHasNoMinimumSoNoNote() throws {
        let findings = try SwiftSupport.lint(Self.box) { $0.platform = .macos }
        #expect(findings.isEmpty)
    }

    @Test func anInlineSuppressionOfTheCheckboxCoversTheNote() throws {
        let source = Self.box.replacingOccurrences(of: "struct RememberBox", with: "// checkbox-lint-disable hit-area-too-small -- its callers pass 44\nstruct RememberBox")
        let findings = try SwiftSupport.lint(source)
        #expect(findings.map(\.ruleID) == ["hit-area-too-small"])
        #expect(findings.allSatisfy { $0.isSuppressed })
    }

    @Test func theSameParameterWithALiteralDefaultIsDecided() throws {
        let source = Self.box.replacingOccurrences(of: "let size: CGFloat", with: "var size: CGFloat = 24")
        let findings = try SwiftSupport.lint(source)
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.severity)" } == ["3:1 hit-area-too-small error"])
        #expect(findings.first?.message.contains("is 24×24 pt") == true)
    }
}
#endif
