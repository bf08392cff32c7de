#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// The environment a view gets from the views of the same file that show it (`ShownEnvironment`):
/// each case at its exact place in its fixture, with the twin where nothing is carried.
@Suite struct ShownEnvironmentTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map(\.textLine)
    }

    /// The checkboxes of `source` as `line:col label traits disabled` (`-`: no label; an empty one is empty).
    private func checkboxes(_ source: String) throws -> [String] {
        let document = try #require(try SwiftSupport.read(source))
        return document.elements.filter { $0.kind == .checkbox }.map { element in
            "\(element.location) \(element.label ?? "-") \((element.traits ?? []).joined(separator: "+")) \(element.disabled == true ? "disabled" : "enabled")"
        }
    }

    @Test func aGroupedStyleSetByTheWindowReachesThePanesItShows() throws {
        let lines = try preview("swift/MacEnvironmentFromParent.swift")
        // Fires: shown only under the window's `.formStyle(.grouped)`, in the pane's own Form and
        // in the helper that Form shows.
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:40:17: GeneralPane/group[0]/checkbox[0]: Launch at login, off, switch"))
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:49:13: GeneralPane.advanced/group[0]/checkbox[0]: Debug logging, off, switch"))
        // Not: shown in two places that disagree; styled nearer by its own Form; shown nowhere.
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:61:13: PrivacyPane/checkbox[0]: Share analytics, unchecked, checkbox"))
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:78:13: LayoutPane/checkbox[0]: Compact layout, unchecked, checkbox"))
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:90:13: StandalonePane/checkbox[0]: Play sounds, checked, checkbox"))
    }

    @Test func aToggleStyleAndDisabledSetByTheParentReachTheChildsToggles() throws {
        let lines = try preview("swift/MacEnvironmentFromParent.swift")
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:115:9: FilterToggles/checkbox[0]: Unread only, off, switch"))
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:123:9: LockedFilters/checkbox[0]: Include archived, unchecked, checkbox, dimmed"))
        // `.disabled(locked)`: known at run time only, not shown as dimmed.
        #expect(lines.contains("swift/MacEnvironmentFromParent.swift:132:9: MaybeLockedFilters/checkbox[0]: Include drafts, unchecked, checkbox"))
    }

    @Test func onIOSTheParentHidesStylesAndDisablesTwoViewsDeep() throws {
        let lines = try preview("swift/EnvironmentFromParent.swift")
        #expect(lines == [
            // `DecorativeSwitch` (28:9) is hidden where it is shown: no line.
            "swift/EnvironmentFromParent.swift:37:9: SometimesHiddenSwitch/checkbox[0]: Switch button, off",
            "swift/EnvironmentFromParent.swift:46:9: FormatBar/checkbox[0]: Bold, Button",
            "swift/EnvironmentFromParent.swift:55:9: PlainFormatBar/checkbox[0]: Italic, Switch button, off",
            "swift/EnvironmentFromParent.swift:72:9: AccountRow/checkbox[0]: Sync contacts, dimmed, Switch button, on",
            "swift/EnvironmentFromParent.swift:83:9: FolderRow/checkbox[0]: Include folder, dimmed, Switch button, off",
            // A hand-made checkbox: `DecorativeCheck` (109:1) is hidden where it is shown, its twin is not.
            "swift/EnvironmentFromParent.swift:118:1: VisibleCheck/checkbox[0]: square, Image",
        ])
    }

    @Test func aCheckboxHiddenByEveryPlaceIsNotReportedAndOneShownSomewhereIs() throws {
        let findings = try SwiftSupport.lintFixture("swift/EnvironmentFromParent.swift").filter { !$0.isSuppressed }
        #expect(findings.map { "\($0.file):\($0.location) \($0.ruleID)" } == [
            "swift/EnvironmentFromParent.swift:37:9 label-missing",
            "swift/EnvironmentFromParent.swift:118:1 label-missing",
            "swift/EnvironmentFromParent.swift:118:1 role-missing",
            // Its body-size symbol is all the user taps: a size to review (a note), at the image.
            "swift/EnvironmentFromParent.swift:122:9 hit-area-too-small",
        ])
    }

    @Test func aCheckboxStyleSetByTheParentIsMacOSEvidence() throws {
        let source = try String(contentsOf: SwiftSupport.fixturesRoot.appendingPathComponent("swift/MacCheckboxStyleFromParent.swift"), encoding: .utf8)
        let document = try #require(try SwiftSupport.read(source))
        #expect(document.elements.first { $0.kind == .ui }?.platform == .macos)
        #expect(try preview("swift/MacCheckboxStyleFromParent.swift") == [
            "swift/MacCheckboxStyleFromParent.swift:18:13: SearchOptions/group[0]/checkbox[0]: Include subfolders, checked, checkbox",
            "swift/MacCheckboxStyleFromParent.swift:19:13: SearchOptions/group[0]/checkbox[1]: Include hidden files, unchecked, checkbox",
        ])
        // The twin: the same views with the style set nowhere are read for the configured platform.
        let unstyled = try #require(try SwiftSupport.read(source.replacingOccurrences(of: ".toggleStyle(.checkbox)", with: "")))
        #expect(unstyled.elements.first { $0.kind == .ui }?.platform == .ios)
    }

    @Test func aMemberUsedAsAPropertyThroughSelfGetsTheBodysPlace() throws {
        let source = """
        import AppKit
        import SwiftUI
        struct Window: View {
            var body: some View {
                Pane().formStyle(.grouped)
            }
        }
        struct Pane: View {
            @State private var a = false
            var body: some View {
                Form { self.options }
            }
            var options: some View {
                Toggle("A", isOn: $a)
            }
        }
        """
        #expect(try checkboxes(source) == ["14:9 A toggle+button enabled"])
    }

    @Test func aPreviewIsNoPlaceThatDisagrees() throws {
        let shown = """
        struct Screen: View {
            var body: some View { Row().disabled(true) }
        }
        struct Row: View {
            @State private var a = false
            var body: some View { Toggle("A", isOn: $a) }
        }
        #Preview { Row() }
        """
        #expect(try checkboxes(shown) == ["6:27 A toggle+button disabled"])
        // The twin: a second place in the app that does not disable it.
        let disagreeing = shown.replacingOccurrences(of: "#Preview { Row() }", with: "struct Other: View { var body: some View { Row() } }")
        #expect(try checkboxes(disagreeing) == ["6:27 A toggle+button enabled"])
    }

    @Test func theDeprecatedHiddenSpellingHidesTheChild() throws {
        let source = """
        struct Screen: View {
            var body: some View { Row().accessibility(hidden: true) }
        }
        struct Row: View {
            @State private var a = false
            var body: some View { Toggle("", isOn: $a) }
        }
        """
        #expect(try checkboxes(source) == [])
        let shown = try checkboxes(source.replacingOccurrences(of: ".accessibility(hidden: true)", with: ""))
        #expect(shown == ["6:27  toggle+button enabled"])
    }

    @Test func aTypeDeclaredTwiceIsNotFollowed() throws {
        let source = """
        struct Screen: View {
            var body: some View { Row().disabled(true) }
        }
        #if DEBUG
        struct Row: View {
            @State private var a = false
            var body: some View { Toggle("A", isOn: $a) }
        }
        #else
        struct Row: View {
            @State private var b = false
            var body: some View { Toggle("B", isOn: $b) }
        }
        #endif
        """
        #expect(try checkboxes(source) == ["7:27 A toggle+button enabled", "12:27 B toggle+button enabled"])
        // Nor are its members: which type's `options` a use is, is not certain.
        let members = """
        struct Screen: View {
            struct Row: View {
                @State private var a = false
                var body: some View { options.disabled(true) }
                var options: some View { Toggle("A", isOn: $a) }
            }
        }
        struct Other: View {
            struct Row: View {
                @State private var b = false
                var body: some View { options.disabled(true) }
                var options: some View { Toggle("B", isOn: $b) }
            }
        }
        """
        let twice = try checkboxes(members)
        #expect(twice == ["5:34 A toggle+button enabled", "12:34 B toggle+button enabled"])
        let once = members.replacingOccurrences(of: "struct Other: View {\n    struct Row: View {", with: "struct Other: View {\n    struct Line: View {")
        let renamed = try checkboxes(once)
        #expect(renamed == ["5:34 A toggle+button disabled", "12:34 B toggle+button disabled"])
    }

    @Test func aCycleThroughTwoViewsEndsAndCarriesNothingUncertain() throws {
        // A shows B, B shows A: the cycle is cut; the window's setting does not reach A through B,
        // so A's places disagree and A is read from its own code. B, shown only in A, is disabled
        // where A is, which is not known: it stays enabled.
        let source = """
        struct Window: View {
            var body: some View { A().disabled(true) }
        }
        struct A: View {
            @State private var a = false
            var body: some View {
                Toggle("A", isOn: $a)
                B()
            }
        }
        struct B: View {
            @State private var b = false
            var body: some View {
                Toggle("B", isOn: $b)
                A()
            }
        }
        """
        #expect(try checkboxes(source) == ["7:9 A toggle+button enabled", "14:9 B toggle+button enabled"])
    }

    @Test func viewsShownDeeperThanTheDepthAreReadFromTheirOwnCode() throws {
        // V1 disables V2, which shows V3 … V6. Declared deepest first, so no result found for a
        // shallower view is at hand when V6 is read: V6's places are followed four views up, to
        // V3's place in V2, which sets nothing; V5's reach V2's place in V1, which disables.
        var source = "struct V6: View { @State private var on = false\n var body: some View { Toggle(\"T6\", isOn: $on) } }\n"
        for level in (2...5).reversed() {
            source += "struct V\(level): View { @State private var on = false\n var body: some View { Toggle(\"T\(level)\", isOn: $on)\n V\(level + 1)() } }\n"
        }
        source += "struct V1: View { var body: some View { V2().disabled(true) } }\n"
        let lines = try checkboxes(source)
        #expect(lines.map { String($0.split(separator: " ")[1]) } == ["T6", "T5", "T4", "T3", "T2"])
        #expect(lines.map { $0.hasSuffix(" disabled") } == [false, true, true, true, true])
    }
}
#endif
