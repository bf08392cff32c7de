#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Hand-made checkboxes whose state is an enum (`.checked`/`.unchecked`/`.indeterminate`, `.on`/`.off`)
/// that the tap moves on: checkboxes by meaning (SPEC §10), each at its exact place in its fixture.
@Suite struct EnumStateTests {
    private let fixture = "swift/EnumStateCheckboxes.swift"

    @Test func eachSpellingIsFoundAtItsType() throws {
        let findings = try SwiftSupport.lintFixture(fixture).map { "\($0.location) \($0.ruleID)" }
        #expect(findings == [
            // `state = state == .checked ? .unchecked : .checked` in a Button: declares no state.
            "8:1 role-missing",
            // `BaseButton(action: { state.setNextState() })`, the mark chosen by a member reading the state.
            "49:1 announcement-split",
            "49:1 label-not-tappable",
            "49:1 role-missing",
        ])
        // `switch agreement` shown, `if`/`else` setting each case, the selected trait while on: clean
        // (27:1); a Button that sets one case, and a star's enum, are no checkboxes (from 79).
        #expect(try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" } == [
            "8:1 Select all, Button",
            "27:1 Selected, I agree to the terms, Button",
            "49:1 {title}",
        ])
    }

    @Test func theInitialCaseIsTheStateAndAMixedOneIsNotSpoken() throws {
        let text = try String(contentsOf: SwiftSupport.fixturesRoot.appendingPathComponent(fixture), encoding: .utf8)
        let document = try #require(try SwiftSupport.read(text))
        let states = Array(document.checkboxes).map { "\($0.state.map { "\($0)" } ?? "-") \($0.isTriState)" }
        // `.indeterminate` (a three-state box: no indeterminate-not-tristate), `.on`, a binding.
        #expect(states == ["indeterminate true", "checked false", "- false"])
        // VoiceOver says no state for a Button without a value or the selected trait: not "mixed".
        #expect(try SwiftSupport.lintFixture(fixture).allSatisfy { $0.ruleID != "indeterminate-not-tristate" })
    }

    @Test func anXcodePreviewsStateIsNotTheComponentsInitialState() throws {
        let source = """
        struct Box: View {
            @Binding var state: CheckState
            var body: some View {
                Button { state = state == .checked ? .unchecked : .checked } label: {
                    HStack { Image(systemName: state == .checked ? "checkmark.square" : "square"); Text("Sync") }
                }
                .accessibilityAddTraits(state == .checked ? [.isButton, .isSelected] : .isButton)
            }
        }
        #Preview { @Previewable @State var state: CheckState = .checked; Box(state: $state) }
        """
        let document = try #require(try SwiftSupport.read(source))
        let box = try #require(document.checkboxes.first)
        #expect(box.state == nil)
        #expect(box.stateBinding == "state == .checked")
    }

    @Test func aSingleCaseSetOrCasesThatAreNoStatesChangeNothing() throws {
        #expect(try SwiftSupport.read("""
        struct A: View {
            @State private var mode: Mode = .list
            var body: some View {
                Button { mode = mode == .list ? .grid : .list } label: {
                    Image(systemName: mode == .list ? "checkmark.square" : "square")
                }
                Button { mode = .checked } label: { Text("Done") }
            }
        }
        """)?.checkboxes.isEmpty ?? true)
    }
}
#endif
