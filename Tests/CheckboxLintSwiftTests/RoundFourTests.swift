#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// The patterns of docs/review/swiftui-unseen.md's round four, each at its exact place in its
/// fixture: where the tool fires, and the twin where it must not.
@Suite struct RoundFourTests {
    private func rules(_ findings: [Finding]) -> [String] { findings.map { "\($0.file):\($0.location) \($0.ruleID)" } }

    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map(\.textLine)
    }

    @Test func aHeaderOfATitleAndABadgeIsReadWhole() throws {
        #expect(try SwiftSupport.groupTitles("swift/HeaderOfSeveralTexts.swift") == [
            // The badge drawn by a helper of the file, followed to its one `Text(text)`.
            "swift/HeaderOfSeveralTexts.swift:14:13: Gesture control, Beta, Heading",
            // A button in the header is an element of its own: not in the title.
            "swift/HeaderOfSeveralTexts.swift:24:13: Alerts, Heading",
            // A helper that draws several texts is not followed: the literal text only.
            "swift/HeaderOfSeveralTexts.swift:35:13: Sync, Heading",
        ])
    }

    @Test func aHeaderJoinsRunTimeTextsInBraces() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                Form {
                    Section(header: HStack { Text(model.title); Text("New") }) {
                        Toggle("A", isOn: $a)
                        Toggle("B", isOn: $b)
                    }
                }
            }
        }
        """))
        #expect(document.elements.compactMap(\.header) == ["{model.title}, New"])
    }

    @Test func aHeaderLeavesOutHiddenTextsAndReadsALabelInsteadOfTexts() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                Form {
                    Section {
                        Toggle("A", isOn: $a)
                    } header: {
                        HStack { Text("Sync"); Text("•").accessibilityHidden(true); Text("Beta") }
                    }
                    Section {
                        Toggle("B", isOn: $b)
                    } header: {
                        HStack { Text("Gestures"); Text("β") }.accessibilityLabel("Gestures, beta")
                    }
                }
            }
        }
        """))
        #expect(document.elements.compactMap(\.header) == ["Sync, Beta", "Gestures, beta"])
    }

    @Test func aPackageToggleProvedUnnamedIsReadLikeAnUnnamedToggle() throws {
        let findings = try SwiftSupport.lintFixture("swift/PackageToggles.swift")
        // Only the empty title with its label hidden (and round five's empty label closure, at
        // 34:17): the styled one has a title, another package's titled Toggles are unread, and
        // the LaunchAtLogin package's are read as Toggles with no proof.
        #expect(rules(findings) == ["swift/PackageToggles.swift:15:17 label-missing", "swift/PackageToggles.swift:34:17 label-missing"])
        #expect(try preview("swift/PackageToggles.swift") == [
            "swift/PackageToggles.swift:15:17: PackageSettings/checkbox[0]: {.hudReplacement}, checkbox",
            "swift/PackageToggles.swift:19:13: PackageSettings/checkbox[1]: Show battery, {.showBattery}, switch",
            "swift/PackageToggles.swift:22:13: PackageSettings/checkbox[2]: {title of LaunchAtLogin.Toggle}, {LaunchAtLogin.isEnabled}, checkbox",
            "swift/PackageToggles.swift:27:13: PackageSettings/checkbox[3]: {title of LaunchAtLogin.Toggle}, {LaunchAtLogin.isEnabled}, checkbox",
            "swift/PackageToggles.swift:34:17: PackageSettings/checkbox[4]: {LaunchAtLogin.isEnabled}, checkbox",
            "swift/PackageToggles.swift:37:13: PackageSettings/checkbox[5]: Open at login, {LaunchAtLogin.isEnabled}, checkbox",
        ])
    }

    @Test func aPackageToggleWithATitleAndNoProofIsNotRead() throws {
        // No checkbox at all: the file is skipped.
        #expect(try SwiftSupport.read("""
        import SettingsKit
        struct A: View {
            var body: some View {
                SettingsKit.Toggle("Show icon", key: .showIcon).labelsHidden()
                SettingsKit.Toggle()
                settings.Toggle("", key: .x).labelsHidden()
            }
        }
        """) == nil)
    }

    @Test func anUnnamedImageCheckboxPreviewsTheImageItShows() throws {
        #expect(try preview("swift/ImageOnlyCheckbox.swift") == [
            // Chosen at run time: the expression, in braces, then VoiceOver's image trait.
            "swift/ImageOnlyCheckbox.swift:6:1: Checkbox/checkbox[0]: {isChecked ? \"checkmark.square.fill\" : \"square\"}, Image",
            // Known from the initial state: the symbol's name as VoiceOver reads an image's name.
            "swift/ImageOnlyCheckbox.swift:18:1: StartsOffCheckbox/checkbox[0]: square, Image",
            // Named: the name only.
            "swift/ImageOnlyCheckbox.swift:29:1: NamedCheckbox/checkbox[0]: Remember me",
        ])
        // The image does not name it: label-missing still fires where nothing names it.
        let findings = try SwiftSupport.lintFixture("swift/ImageOnlyCheckbox.swift").filter { $0.ruleID == "label-missing" }
        #expect(rules(findings) == ["swift/ImageOnlyCheckbox.swift:6:1 label-missing", "swift/ImageOnlyCheckbox.swift:18:1 label-missing"])
    }

    @Test func aCheckboxTwoViewsDeepInALinkIsReportedAtTheLink() throws {
        let findings = try SwiftSupport.lintFixture("swift/CheckboxTwoViewsInALink.swift")
        // Only the link whose row shows the checkbox; the checkbox beside a link is not nested.
        #expect(rules(findings) == ["swift/CheckboxTwoViewsInALink.swift:44:13 nested-interactive"])
        #expect(try preview("swift/CheckboxTwoViewsInALink.swift") == [
            "swift/CheckboxTwoViewsInALink.swift:6:1: Checkbox/checkbox[0]: Done, Switch button, {isChecked}",
            // The link as VoiceOver meets it: one element, its row's text, a button.
            "swift/CheckboxTwoViewsInALink.swift:44:13: TaskList/link[0]/checkbox[0]: {task.name}, Button",
        ])
    }

    private static let checkbox = """
    struct Box: View {
        @Binding var on: Bool
        var body: some View {
            Image(systemName: on ? "checkmark.square" : "square")
                .onTapGesture { on.toggle() }
                .accessibilityLabel("Done")
                .accessibilityAddTraits(.isToggle)
        }
    }

    """

    private func nested(_ source: String) throws -> [String] {
        try SwiftSupport.lint(Self.checkbox + source).filter { $0.ruleID == "nested-interactive" }.map(\.location.description)
    }

    @Test func aCheckboxViewNamedInALinksLabelIsNested() throws {
        #expect(try nested("""
        struct L: View {
            @Binding var on: Bool
            var body: some View {
                NavigationLink(destination: Detail()) { Box(on: $on) }
            }
        }
        """) == ["13:9"])
    }

    @Test func viewsThatShowEachOtherAreFollowedOnce() throws {
        // A shows B, B shows A: no checkbox, and the walk ends.
        #expect(try nested("""
        struct A: View { var body: some View { B() } }
        struct B: View { var body: some View { A() } }
        struct L: View {
            var body: some View {
                NavigationLink { Detail() } label: { A() }
            }
        }
        """).isEmpty)
    }

    @Test func aCheckboxThreeViewsDeepIsNotFollowed() throws {
        // Label → Outer → Row → Box: past the bound (the view the label names and one more).
        #expect(try nested("""
        struct Row: View { @Binding var on: Bool; var body: some View { HStack { Text("Task"); Box(on: $on) } } }
        struct Outer: View { @Binding var on: Bool; var body: some View { Row(on: $on) } }
        struct L: View {
            @Binding var on: Bool
            var body: some View {
                NavigationLink { Detail() } label: { Outer(on: $on) }
            }
        }
        """).isEmpty)
    }

    @Test func aToggleStyleInAButtonsLabelIsNotReadAsAView() throws {
        // The Toggle in the Button's label is nested (the Toggle's finding); its style adds no second one.
        let findings = try nested("""
        struct BoxStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    .onTapGesture { configuration.isOn.toggle() }
            }
        }
        struct L: View {
            @State private var on = false
            var body: some View {
                Button { go() } label: { Toggle("Remember", isOn: $on).toggleStyle(BoxStyle()) }
            }
        }
        """)
        #expect(findings == ["19:34"])
    }

    @Test func aCheckboxSplitOverTwoViewsIsReadAtTheRowThatTaps() throws {
        let findings = try SwiftSupport.lintFixture("swift/CheckboxSplitOverTwoViews.swift")
        #expect(rules(findings) == [
            "swift/CheckboxSplitOverTwoViews.swift:15:1 announcement-split",
            "swift/CheckboxSplitOverTwoViews.swift:15:1 role-missing",
        ])
        // The heart row is no checkbox; the box view alone has no tap.
        #expect(try preview("swift/CheckboxSplitOverTwoViews.swift") == [
            "swift/CheckboxSplitOverTwoViews.swift:15:1: SyncRow/checkbox[0]: Sync over cellular",
        ])
    }

    @Test func aBoxViewIsFollowedOnlyThroughTheStoredPropertyItsBoxReads() throws {
        // `Icon(isOn:)` goes through an initializer of its own: `isOn` is no stored property the box reads.
        #expect(try SwiftSupport.read("""
        struct Icon: View {
            let shown: Bool
            init(isOn: Bool) { shown = isOn }
            var body: some View { Image(systemName: shown ? "checkmark.square" : "square") }
        }
        struct Row: View {
            @State private var on = false
            var body: some View { HStack { Icon(isOn: on); Text("Sync") }.onTapGesture { on.toggle() } }
        }
        """)?.elements.filter { $0.kind == .checkbox }.isEmpty ?? true)
    }

    @Test func aBoxViewWithATapOfItsOwnIsTheCheckboxNotItsCaller() throws {
        let document = try #require(try SwiftSupport.read("""
        struct Box: View {
            @Binding var on: Bool
            var body: some View { Image(systemName: on ? "checkmark.square" : "square").onTapGesture { on.toggle() } }
        }
        struct Row: View {
            @State private var on = false
            var body: some View { HStack { Box(on: on); Text("Sync") }.onTapGesture { on.toggle() } }
        }
        """))
        #expect(document.elements.filter { $0.kind == .checkbox }.map(\.location.description) == ["1:1"])
    }
}
#endif
