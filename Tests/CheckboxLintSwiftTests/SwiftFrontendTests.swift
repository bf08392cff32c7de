#if SwiftSource
import CheckboxLintKit
@testable import CheckboxLintSwift
import Foundation
import SwiftParser
import Testing

/// The Swift front end, construct by construct, on small inputs (swift-syntax's debug parser is slow).
@Suite struct SwiftFrontendTests {
    private func rules(_ findings: [Finding]) -> [String] { findings.map { "\($0.location) \($0.ruleID)" } }

    @Test func aFileWithoutACheckboxIsSkipped() throws {
        #expect(try SwiftSupport.read("struct A: View { var body: some View { Text(\"Hi\") } }") == nil)
        // Mentions a construct's name but holds none.
        #expect(try SwiftSupport.read("// Toggle settings\nlet systemName = \"x\"") == nil)
    }

    /// The byte filter for a state set by a tap (`= true`, `= nil`) skips a declaration's initial
    /// value only: an assignment, also on a line that declares something, still counts.
    @Test func aDeclarationsInitialValueIsNoStateSet() {
        func holds(_ source: String) -> Bool {
            let bytes = Array(source.utf8)
            return SwiftConstructs.holdsLiteralAssignment(bytes, in: 0..<bytes.count)
        }
        #expect(!holds("@State private var checked: Bool = false\nImage(\"checkmark\")"))
        #expect(!holds("let picked: Diet? = nil // checkmark"))
        #expect(holds("@State private var checked = false\nButton { checked = true } label: { Image(\"checkmark\") }"))
        #expect(holds("var body: some View { Button { checked = true } label: { Image(\"checkmark\") } }"))
        #expect(holds("let action: (() -> Void)? = nil // checkmark"))
        // No box word: nothing a set state could be shown by.
        #expect(!holds("Button { shown = true } label: { Text(\"More\") }"))
    }

    /// A method named for toggling a property (`model.togglePurchased(item:)`) is a change; SwiftUI's
    /// `toggleStyle` is none, for the byte filter that decides which view types the hand-made
    /// search walks as for `ToggleMethodCalls` (a settings screen of Toggles styled
    /// `.toggleStyle(…)` was walked whole for nothing).
    @Test func toggleStyleIsNoToggleMethod() {
        #expect(ToggleMethodCalls.isToggleMethod("togglePurchased"))
        #expect(ToggleMethodCalls.isToggleMethod("toggleDone"))
        #expect(!ToggleMethodCalls.isToggleMethod("toggleStyle"))
        #expect(!ToggleMethodCalls.isToggleMethod("toggleStyled"))
        #expect(!ToggleMethodCalls.isToggleMethod("toggle"))
        #expect(!ToggleMethodCalls.isToggleMethod("toggled"))
        func mayChangeState(_ source: String) -> Bool {
            let tree = Parser.parse(source: source)
            let scan = FileScan(bytes: Array(source.utf8), tree: tree)
            scan.scan()
            return scan.viewTypes.contains { scan.mayChangeState(in: $0) }
        }
        #expect(!mayChangeState("struct S: View { @State var on = false\n var body: some View { VStack { Toggle(\"A\", isOn: $on).toggleStyle(.switch); Button(\"Reset\") { model.reset() } } } }"))
        #expect(mayChangeState("struct S: View { var body: some View { Button { model.togglePurchased(item: item) } label: { Image(systemName: item.isPurchased ? \"checkmark.square\" : \"square\") } } }"))
        #expect(mayChangeState("struct S: View { @State var on = false\n var body: some View { Button { on.toggle() } label: { Text(\"A\") }.toggleStyle(.switch) } }"))
    }

    @Test func anOUDSComponentIsMatchedByArgumentLabels() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var isOn = true
            var body: some View {
                OUDSCheckboxItem(isOn: $isOn, labelText: "Newsletter", helperText: "Weekly", isInversed: true, hasDivider: true)
            }
        }
        """))
        let checkbox = try #require(document.checkboxes.first)
        #expect(document.profile.fileKind == "SwiftUI source")
        #expect(checkbox.controlClass == "OUDSCheckboxItem")
        #expect(checkbox.variant == .item)
        #expect(checkbox.label == "Newsletter")
        #expect(checkbox.descriptionText == "Weekly")
        #expect(checkbox.reversed == true)
        #expect(checkbox.divider == true)
        #expect(checkbox.state == .checked)
        #expect(checkbox.location == SourceLocation(line: 4, column: 9))
    }

    @Test func defaultCheckedJudgesOUDSComponentsButNotToggles() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var on = true
            var body: some View {
                OUDSCheckboxItem("Newsletter", isOn: $on)
                Text("-")
                Toggle("Wi-Fi", isOn: $on)
            }
        }
        """)
        #expect(rules(findings.filter { $0.ruleID == "default-checked" }) == ["4:9 default-checked"])
    }

    @Test func columnsCountCodePointsAsTheRestOfTheTool() throws {
        // "é" is two UTF-8 bytes and one column.
        let document = try #require(try SwiftSupport.read("let é = 1; let v = Toggle(\"A\", isOn: .constant(false))"))
        #expect(document.checkboxes.first?.location == SourceLocation(line: 1, column: 20))
    }

    @Test func modifiersOnTheConstructAndItsContainers() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                VStack {
                    Toggle(isOn: .constant(true)) { Text("Sync") }
                        .accessibilityLabel("Sync contacts")
                        .accessibilityValue(isOn ? "on" : "off")
                        .accessibilityIdentifier("sync")
                        .frame(minWidth: 20, minHeight: 20)
                        .padding(.vertical, 12)
                }
                .disabled(true)
            }
        }
        """))
        let checkbox = try #require(document.checkboxes.first)
        #expect(checkbox.label == "Sync")
        #expect(checkbox.accessibilityLabel == "Sync contacts")
        #expect(checkbox.accessibilityValue == "{isOn ? \"on\" : \"off\"}")
        #expect(checkbox.isValueDynamic)
        #expect(checkbox.id == "sync")
        #expect(checkbox.disabled == true)
        #expect(checkbox.width == 20)
        #expect(checkbox.height == 44)
        #expect(checkbox.traits == ["toggle", "button"])
        #expect(checkbox.state == .checked)
    }

    @Test func defaultPaddingMakesTheSizeUnknownNotSmall() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Toggle("A", isOn: .constant(false)).frame(width: 20, height: 20).padding()
            }
        }
        """)
        #expect(!findings.contains { $0.ruleID == "hit-area-too-small" })
    }

    @Test func sectionsAreGroupsWithTheirHeaders() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                Form {
                    Section { Toggle("A", isOn: $a) } header: { Text("Alerts") }
                    GroupBox(label: Text("Privacy")) { Toggle("B", isOn: $b) }
                    Section(header: Text("Sync")) { Toggle("C", isOn: $c) }
                }
            }
        }
        """))
        let headers = Array(document.checkboxes.map { document.parent(of: $0)?.header })
        #expect(headers == ["Alerts", "Privacy", "Sync"])
    }

    @Test func aToggleStyledAsACheckboxIsANativeCheckbox() throws {
        let document = try #require(try SwiftSupport.read("""
        import AppKit
        struct A: View {
            var body: some View {
                Toggle("Launch at login", isOn: $login).toggleStyle(.checkbox)
                Toggle("Show in Dock", isOn: $dock)
            }
        }
        """))
        #expect(document.platform == .macos)
        // A Toggle with no style is a checkbox on macOS too (`.automatic`).
        #expect(Array(document.checkboxes.map(\.traits)) == [nil, nil])
    }

    @Test func uiKitKeepsTheConfiguredPlatform() throws {
        let document = try #require(try SwiftSupport.read("import AppKit\nimport UIKit\nlet t = Toggle(\"A\", isOn: $a)"))
        #expect(document.platform == .ios)
    }

    @Test func aHiddenToggleIsNotAControlOfItsOwn() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                VStack { Toggle("", isOn: $a) }.accessibilityHidden(true)
                Toggle("B", isOn: $b)
            }
        }
        """))
        #expect(Array(document.checkboxes.map(\.label)) == ["B"])
    }

    @Test func dynamicValuesArePresentButNotJudged() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                Section("Options") {
                    Toggle(item.checkboxTitle, isOn: $item.enabled)
                    Toggle(item.checkboxTitle, isOn: $item.enabled)
                }
            }
        }
        """)
        // No label-missing, label-duplicate or label-redundant-role on `{item.checkboxTitle}`.
        #expect(findings.isEmpty)
    }

    @Test func theHandMadeCheckboxOfTheTutorial() throws {
        let source = """
        struct CheckboxView: View {
            @Binding var isChecked: Bool
            let label: String
            var body: some View {
                HStack {
                    Text(label)
                    Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                        .onTapGesture { isChecked.toggle() }
                }
            }
        }
        """
        let findings = try SwiftSupport.lint(source)
        // The symbol, sized by the font, is all that toggles: a note to review its size, at the image.
        // The tapped image is an element of its own, named by its symbol, not by the text beside it
        // (round twelve, pattern 1): label-missing.
        #expect(rules(findings) == ["1:1 announcement-split", "1:1 label-missing", "1:1 label-not-tappable", "1:1 role-missing", "7:13 hit-area-too-small"])
        #expect(findings.first { $0.ruleID == "hit-area-too-small" }?.severity == .note)
        let roleMissing = try #require(findings.first { $0.ruleID == "role-missing" })
        #expect(roleMissing.message.contains("neither its role nor its state"))
        #expect(roleMissing.message.contains(".accessibilityAddTraits(.isToggle)"))
        let checkbox = try #require(try SwiftSupport.read(source)?.checkboxes.first)
        #expect(checkbox.controlClass == "CheckboxView")
        #expect(checkbox.label == nil)
        #expect(checkbox.untiedText == "{label}")
        #expect(checkbox.icon == "{isChecked ? \"checkmark.square.fill\" : \"square\"}")
        #expect(checkbox.stateBinding == "isChecked")
    }

    @Test func anAccessibleHandMadeCheckboxHasNoFinding() throws {
        let findings = try SwiftSupport.lint("""
        struct Box: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        configuration.label
                    }
                }
                .accessibilityAddTraits(.isToggle)
            }
        }
        """)
        #expect(findings.isEmpty)
    }

    @Test func aViewThatTogglesWithoutACheckboxImageIsNoCheckbox() throws {
        #expect(try SwiftSupport.read("""
        struct Star: View {
            @State var on = false
            var body: some View {
                Image(systemName: on ? "star.fill" : "star").onTapGesture { on.toggle() }
            }
        }
        """) == nil)
    }

    // MARK: - Issue 24: Toggles keep their role, hand-made checkboxes by meaning, sets by container

    @Test func aToggleWithACustomStyleKeepsItsRoleAndValue() throws {
        let source = """
        struct Box: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    configuration.label
                }
                .onTapGesture { configuration.isOn.toggle() }
            }
        }
        struct A: View {
            @State private var isChecked = false
            var body: some View {
                Toggle(isOn: $isChecked) { Text("Accept Terms") }
                    .toggleStyle(Box())
                    .accessibilityValue(isChecked ? "Checked" : "Unchecked")
            }
        }
        """
        // Neither the style nor the Toggle: role-missing, announcement-split, state-value-conflict.
        #expect(try SwiftSupport.lint(source).isEmpty)
        let toggle = try #require(try SwiftSupport.read(source)?.checkboxes.first { $0.controlClass == "Toggle" })
        #expect(toggle.traits == ["toggle", "button"])
        #expect(toggle.accessibilityValue == "Unchecked")
    }

    @Test func anIfElseImageInAButtonIsAHandMadeCheckboxLocatedAtTheButton() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var on = false
            @State private var other = false
            var body: some View {
                VStack {
                    Toggle("Other", isOn: $other)
                    Button { on.toggle() } label: {
                        if on { Image(systemName: "checkmark.square") } else { Image(systemName: "square") }
                        Text("Accept")
                    }
                }
            }
        }
        """)
        #expect(rules(findings).contains("7:13 role-missing"))
    }

    @Test func aHeartToggledByAButtonIsNoCheckbox() throws {
        #expect(try SwiftSupport.read("""
        struct A: View {
            @State private var liked = false
            var body: some View {
                Button { liked.toggle() } label: { Image(systemName: liked ? "heart.fill" : "heart") }
            }
        }
        """) == nil)
    }

    @Test func aShareOrDisclosureSymbolInASquareOrCircleIsNoCheckbox() throws {
        for (on, off) in [("square.and.arrow.up.fill", "square.and.arrow.up"), ("chevron.down.circle", "chevron.up.circle")] {
            #expect(try SwiftSupport.read("""
            struct A: View {
                @State private var open = false
                var body: some View {
                    Button { open.toggle() } label: { Image(systemName: open ? "\(on)" : "\(off)") }
                }
            }
            """) == nil)
        }
    }

    @Test func aBindingsSetterChangesItsState() throws {
        let checkbox = try #require(try SwiftSupport.read("""
        struct Box: View {
            var isChecked: Binding<Bool>
            var body: some View {
                Image(systemName: isChecked.wrappedValue ? "checkmark.square" : "square")
                    .onTapGesture { isChecked.wrappedValue.toggle() }
            }
        }
        """)?.checkboxes.first)
        #expect(checkbox.location == SourceLocation(line: 1, column: 1))
        #expect(checkbox.stateBinding == "isChecked.wrappedValue")
    }

    @Test func aSelectionChangedByAHelperIsAHandMadeCheckbox() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            let items: [String]
            @State private var picked: Set<String> = []
            var body: some View {
                ForEach(items, id: \\.self) { item in
                    Image(systemName: picked.contains(item) ? "checkmark.circle" : "circle")
                        .onTapGesture { flip(item) }
                }
            }
            func flip(_ item: String) {
                if picked.contains(item) { picked.remove(item) } else { picked.insert(item) }
            }
        }
        """))
        let checkbox = try #require(document.checkboxes.first)
        #expect(checkbox.location == SourceLocation(line: 6, column: 13))
        #expect(checkbox.stateBinding == "picked.contains(item)")
        #expect(checkbox.isRepeated)
    }

    @Test func aLabelledContainGroupTitlesItsSetAndAPlainTextBeforeASetIsNamed() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            @State private var d = false
            var body: some View {
                VStack {
                    VStack {
                        Toggle("Email", isOn: $a)
                        Toggle("Phone", isOn: $b)
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("Contact by")
                    Text("Contact by")
                    VStack {
                        Toggle("Email", isOn: $c)
                        Toggle("Phone", isOn: $d)
                    }
                }
            }
        }
        """)
        // One set titled, one not: no duplicate across them, and the text before the second is named.
        #expect(rules(findings) == ["16:17 group-header-missing"])
        #expect(findings[0].message.contains("'Contact by'"))
    }

    @Test func duplicateNamesAreComparedWithinOneStack() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            var body: some View {
                Section("Contact") {
                    VStack {
                        Toggle("Email", isOn: $a)
                        Toggle("Email", isOn: $b)
                    }
                    VStack { Toggle("Email", isOn: $c) }
                }
            }
        }
        """)
        #expect(rules(findings) == ["9:17 label-duplicate"])
    }

    @Test func plainSwitchesWithNoTitleAreIndependentOptionsButCheckboxesAreASet() throws {
        let switches = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                Form {
                    Section {
                        Toggle("Autoplay videos", isOn: $a)
                        Toggle("Mute videos", isOn: $b)
                    }
                }
            }
        }
        """)
        #expect(switches.isEmpty)
        let checkboxes = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                Form {
                    Section {
                        Toggle("Autoplay videos", isOn: $a).toggleStyle(BoxStyle())
                        Toggle("Mute videos", isOn: $b).toggleStyle(BoxStyle())
                    }
                }
            }
        }
        """)
        #expect(rules(checkboxes) == ["6:13 group-header-missing"])
    }

    @Test func aMemberShownInATitledSectionTakesItsTitle() throws {
        let source = """
        struct A: View {
            let days: [String]
            @State private var picked: Set<String> = []
            var body: some View {
                Form {
                    Section("Air days") { airDays }
                }
            }
            private var airDays: some View {
                ForEach(days, id: \\.self) { day in
                    Toggle(day, isOn: .constant(false)).toggleStyle(BoxStyle())
                }
            }
        }
        """
        #expect(try SwiftSupport.lint(source).isEmpty)
        let document = try #require(try SwiftSupport.read(source))
        #expect(document.checkboxes.map { document.parent(of: $0)?.header } == ["Air days"])
    }

    @Test func aMenusTogglesAreTitledByItsButton() throws {
        #expect(try SwiftSupport.lint("""
        struct A: View {
            let orders: [String]
            @State private var order = ""
            var body: some View {
                Menu("Sort") {
                    ForEach(orders, id: \\.self) { name in
                        Toggle(name, isOn: .constant(order == name)).toggleStyle(BoxStyle())
                    }
                }
            }
        }
        """).isEmpty)
    }

    @Test func aPlaceholderWordAmongRealOptionsIsAnOption() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            @State private var b = false
            @State private var c = false
            var body: some View {
                Section("Contact by") {
                    Toggle("Email", isOn: $a)
                    Toggle("Phone", isOn: $b)
                    Toggle("Text", isOn: $c)
                }
            }
        }
        """)
        #expect(findings.isEmpty)
        // Xcode's snippet text alone is a placeholder ("Text" is none in source: a developer typed it).
        let alone = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            var body: some View { Toggle("Label", isOn: $a) }
        }
        """)
        #expect(rules(alone) == ["3:27 label-meaningless"])
    }

    @Test func aLabelGivenFromOutsideIsDynamicNotSymbols() throws {
        let source = """
        struct A<Label: View>: View {
            @Binding var isOn: Bool
            let label: () -> Label
            var body: some View { Toggle(isOn: $isOn, label: self.label) }
        }
        """
        #expect(try SwiftSupport.lint(source).isEmpty)
        #expect(try SwiftSupport.read(source)?.checkboxes.first?.label == "{self.label}")
    }

    @Test func macOSOnlyAPIMakesTheFileMacOS() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var on = false
            var body: some View { Toggle("Include subfolders", isOn: $on).toggleStyle(.checkbox) }
        }
        """))
        #expect(document.platform == .macos)
        #expect(try SwiftSupport.read("""
        struct A: View {
            @State private var on = false
            var body: some View { Toggle("Include subfolders", isOn: $on) }
        }
        """)?.platform == .ios)
    }

    @Test func conditionalTraitsFollowTheInitialState() throws {
        let checkbox = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var on = true
            var body: some View {
                Button { on.toggle() } label: { Image(systemName: on ? "checkmark.square" : "square"); Text("Remember me") }
                    .accessibilityAddTraits(on ? [.isButton, .isSelected] : .isButton)
            }
        }
        """)?.checkboxes.first)
        #expect(checkbox.state == .checked)
        #expect(Set(checkbox.traits ?? []) == ["button", "selected"])
    }

    @Test func inlineSuppressionOnTheLineBefore() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                // checkbox-lint-disable label-missing -- named by the row at run time
                Toggle("", isOn: $a)
                // checkbox-lint-disable no-such-rule -- typo
                Toggle("B", isOn: $b).accessibilityHidden(false)
            }
        }
        """)
        #expect(findings.first { $0.ruleID == "label-missing" }?.isSuppressed == true)
        #expect(findings.contains { $0.ruleID == "invalid-value" && $0.location == SourceLocation(line: 5, column: 9) })
    }

    @Test func forbiddenCombinationSaysWhetherOUDSCrashes() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Section("S") {
                    OUDSCheckboxItem("Crash", isOn: $a, isError: true, errorText: "Wrong").disabled(true)
                    OUDSCheckboxItem("Forbidden", isOn: $b, isReadOnly: true).disabled(true)
                }
            }
        }
        """).filter { $0.ruleID == "forbidden-combination" }
        #expect(findings.count == 2)
        #expect(findings.first?.message.contains("fatal error at run time") == true)
        #expect(findings.last?.message.contains("does not crash") == true)
    }

    @Test func aFileThatDoesNotParseIsLintedAsRecovered() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Toggle("", isOn: $a)
                let = = )
        """)
        #expect(rules(findings) == ["3:9 label-missing"])
    }

    @Test func aFolderWalkPicksUpSwiftFilesThroughTheFrontEnd() throws {
        var configuration = LintConfiguration()
        #expect(!configuration.fileExtensions.contains(".swift"))
        configuration.frontends = [SwiftFrontend()]
        #expect(configuration.fileExtensions.contains(".swift"))
    }
}
#endif

#if SwiftSource
@Suite struct SwiftHeadingTests {
    @Test func aTextMarkedAsHeaderBeforeTheSetIsItsHeader() throws {
        let source = """
        struct A: View {
            var body: some View {
                VStack {
                    Text("Privacy").accessibilityAddTraits(.isHeader)
                    Toggle("Analytics", isOn: $a)
                    Toggle("Crash reports", isOn: $b)
                }
            }
        }
        """
        let document = try #require(try SwiftSupport.read(source))
        #expect(Array(document.checkboxes.map { document.parent(of: $0)?.header }) == ["Privacy", "Privacy"])
        #expect(!(try SwiftSupport.lint(source)).contains { $0.ruleID == "group-header-missing" })
    }

    @Test func aPlainTextIsNoHeader() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                VStack {
                    Text("Privacy").font(.headline)
                    Toggle("Analytics", isOn: $a)
                    Toggle("Crash reports", isOn: $b)
                }
            }
        }
        """)
        #expect(findings.map { "\($0.location) \($0.ruleID)" } == ["5:13 group-header-missing"])
    }
}
#endif

#if SwiftSource
@Suite struct SwiftForEachTests {
    @Test func aForEachOfTogglesIsASetThatNeedsAHeader() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items) { item in
                        Toggle(item.title, isOn: item.$enabled).toggleStyle(BoxStyle())
                    }
                }
            }
        }
        """)
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.severity)" } == ["6:17 group-header-missing warning"])
    }

    @Test func aForEachOfPlainSwitchesIsIndependentOptions() throws {
        #expect(try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items) { item in
                        Toggle(item.title, isOn: item.$enabled)
                    }
                }
            }
        }
        """).isEmpty)
    }

    @Test func aForEachInASectionWithAHeaderIsFine() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                List {
                    Section("Sync") {
                        ForEach(items) { item in Toggle(item.title, isOn: item.$enabled) }
                    }
                }
            }
        }
        """)
        #expect(findings.isEmpty)
    }
}
#endif

#if SwiftSource
/// `.toggleStyle(.button)` Toggles, image-only labels, and the platform an Xcode project gives.
@Suite struct SwiftToggleButtonAndProjectTests {
    private func rules(_ findings: [Finding]) -> [String] { findings.map { "\($0.location) \($0.ruleID)" } }

    /// Read by their images' words, which are no name (round thirty-seven): each is label-missing,
    /// naming the text beside it, and no longer compared as names.
    @Test func imageOnlyToggleButtonsAreReadByTheirImagesWordsAndUnnamed() throws {
        let source = """
        struct A: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                VStack {
                    HStack {
                        Text("Cupertino")
                        Toggle(isOn: $a) { Image(systemName: a ? "bookmark.fill" : "bookmark") }
                            .toggleStyle(.button)
                    }
                    HStack {
                        Text("Austin")
                        Toggle(isOn: $b) { Image(systemName: b ? "bookmark.fill" : "bookmark") }
                            .toggleStyle(.button)
                    }
                }
            }
        }
        """
        #expect(rules(try SwiftSupport.lint(source)) == ["8:17 label-missing", "13:17 label-missing"])
        let toggles = try #require(try SwiftSupport.read(source)).checkboxes
        #expect(toggles.map(\.label) == [nil, nil])
        // Each state's initial value picks its symbol: both start unchecked.
        #expect(toggles.map(\.icon) == ["bookmark", "bookmark"])
        #expect(toggles.map(\.untiedText) == ["Cupertino", "Austin"])
        #expect(toggles.map(\.traits) == [["button"], ["button"]])
    }

    @Test func toggleButtonsWithTheirOwnLabelsAreNoDuplicatesAndSaySelectedWhileOn() throws {
        let source = """
        struct A: View {
            @State private var a = true
            @State private var b = false
            var body: some View {
                VStack {
                    Toggle(isOn: $a) { Image(systemName: a ? "bookmark.fill" : "bookmark") }
                        .toggleStyle(.button)
                        .accessibilityLabel("Bookmark Cupertino")
                    Toggle(isOn: $b) { Image(systemName: b ? "bookmark.fill" : "bookmark") }
                        .toggleStyle(.button)
                        .accessibilityLabel("Bookmark Austin")
                }
            }
        }
        """
        // No role-missing either: SwiftUI gives a button-styled Toggle the selected trait while on.
        #expect(try SwiftSupport.lint(source).isEmpty)
        let document = try #require(try SwiftSupport.read(source))
        let builder = AnnouncementBuilder(document: document)
        #expect(document.tree.reachableCheckboxes.map { builder.announcement(for: document.tree.stops[$0]) }
                == ["Selected, Bookmark Cupertino, Button", "Bookmark Austin, Button"])
    }

    @Test func aDecorativeImageGivesAToggleButtonNoName() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var a = false
            var body: some View {
                Toggle(isOn: $a) { Image(decorative: "share") }.toggleStyle(.button)
            }
        }
        """)
        #expect(rules(findings) == ["4:9 label-missing"])
    }

    @Test func unstyledTogglesOnMacOSAreIndependentOptionsButCheckboxStyledOnesAreASet() throws {
        let plain = """
        import AppKit
        import SwiftUI
        struct General: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                VStack {
                    Toggle("Show jump bar", isOn: $a)
                    Toggle("Dim editors without focus", isOn: $b)
                }
            }
        }
        """
        #expect(try SwiftSupport.lint(plain).isEmpty)
        let styled = plain.replacing("isOn: $a)", with: "isOn: $a).toggleStyle(.checkbox)")
            .replacing("isOn: $b)", with: "isOn: $b).toggleStyle(.checkbox)")
        #expect(rules(try SwiftSupport.lint(styled)) == ["8:13 group-header-missing"])
    }

    @Test func anXcodeProjectForMacOSOnlyMakesItsFilesMacOS() throws {
        #expect(XcodeProjectPlatform.platform(ofProjectText: "\t\t\t\tSDKROOT = macosx;\n\t\t\t\tSDKROOT = macosx;\n") == .macos)
        #expect(XcodeProjectPlatform.platform(ofProjectText: "SDKROOT = macosx;\nSDKROOT = iphoneos;\n") == nil)
        #expect(XcodeProjectPlatform.platform(ofProjectText: "SDKROOT = macosx;\nSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\n") == nil)
        #expect(XcodeProjectPlatform.platform(ofProjectText: "SDKROOT = auto;\n") == nil)
        #expect(XcodeProjectPlatform.platform(ofProjectText: "") == nil)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("h24-xcode-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("App/Settings")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try "\t\t\t\tSDKROOT = macosx;\n".write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let file = sources.appendingPathComponent("General.swift").path
        let text = """
        import SwiftUI
        struct General: View {
            @State private var on = false
            var body: some View { Toggle("Show hidden files", isOn: $on) }
        }
        """
        let document = try #require(try SwiftSupport.read(text, file: file))
        #expect(document.profile.platform == .macos)
        let stop = try #require(document.tree.reachableCheckboxes.first.map { document.tree.stops[$0] })
        #expect(AnnouncementBuilder(document: document).announcement(for: stop) == "Show hidden files, unchecked, checkbox")
        // A file that imports UIKit is for iOS whatever its project says.
        let uiKit = try #require(try SwiftSupport.read("import UIKit\n" + text, file: file))
        #expect(uiKit.profile.platform == .ios)
        // A configured platform wins over the project.
        guard case .built(let configured, _) = try SwiftSupport.linter({ $0.platform = .ios }).read(bytes: Array(text.utf8), file: file) else {
            Issue.record("not read")
            return
        }
        #expect(configured.profile.platform == .ios)
    }
}
#endif
