import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The model the Interface Builder and Android front ends make: kinds, labels, states, geometry in
/// absolute coordinates, paths, locations and platform. Independent of the rules.
@Suite struct FrontendTests {
    static func model(_ text: String, file: String, configuration: LintConfiguration = LintConfiguration()) -> Document? {
        ModelReader.read(bytes: Array(text.utf8), file: file, configuration: configuration).document
    }

    static func fixture(_ path: String) throws -> Document {
        let url = Support.fixturesRoot.appendingPathComponent(path)
        let bytes = Array(try Data(contentsOf: url))
        return try #require(ModelReader.read(bytes: bytes, file: path).document)
    }

    static func element(_ id: String, in document: Document) throws -> Element {
        try #require(document.elements.first { $0.id == id }, "no element '\(id)'")
    }

    static func frame(_ element: Element) -> [Double]? {
        element.frame.map { [$0.x, $0.y, $0.width, $0.height] }
    }

    // MARK: - Selection

    @Test func theRootChoosesTheFrontEnd() {
        let ib = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
        let android = #"<FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"/>"#
        let ui = #"<ui version="1"/>"#
        /// The builder, the registry's front end that took the root (by type), or declined.
        func format(_ text: String) -> String {
            let source = SourceText(text)
            let builder = DocumentBuilder(file: "t", source: source, options: .init())
            let selector = FrontendSelector(builder: builder, file: "t", source: source, options: FrontendOptions())
            _ = XMLReader.read(source, into: selector)
            switch selector.route {
            case .tree: return selector.frontend.map { "\(type(of: $0))" } ?? "tree without a front end"
            default: return "\(selector.route)"
            }
        }
        #expect(format(ib) == "InterfaceBuilderFiles")
        #expect(format(android) == "AndroidLayoutFiles")
        #expect(format(ui) == "builder")
        #expect(format(#"<ui version="1" xmlns:android="http://schemas.android.com/apk/res/android"/>"#) == "builder")
        // A `document` that is not Interface Builder's goes to the builder, which declines it.
        #expect(format(#"<document type="other"/>"#) == "builder")
        // Android XML that is not a layout is skipped.
        #expect(format(#"<vector xmlns:android="http://schemas.android.com/apk/res/android"/>"#) == "declined")
        #expect(format(#"<merge xmlns:android="http://schemas.android.com/apk/res/android"/>"#) == "AndroidLayoutFiles")
    }

    @Test func nonLayoutAndroidFilesAreSkippedNotLinted() {
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        guard case .skipped = Support.lintOutcome(Array(manifest.utf8), file: "AndroidManifest.xml") else {
            Issue.record("an Android manifest must be skipped")
            return
        }
    }

    @Test func folderWalksPickUpInterfaceBuilderFiles() {
        #expect(InputCollector().extensions.isSuperset(of: [".xib", ".storyboard", ".xml"]))
        #expect(Linter.Syntax.of(path: "Main.storyboard", bytes: Array("{".utf8)) == .xml)
        #expect(Linter.Syntax.of(path: "View.XIB", bytes: Array("{".utf8)) == .xml)
    }

    @Test func theCommandLineWalksInterfaceBuilderFilesAndLayouts() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Mac/View.xib": """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
              <view id="v"><subviews><button id="b"><buttonCell key="cell" type="check" id="c"/></button></subviews></view>
            </objects></document>
            """,
            "iOS/Main.storyboard": """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
              <viewController id="vc"><view key="view" id="v"><subviews><switch id="sw"/></subviews></view></viewController>
            </objects></scene></scenes></document>
            """,
            "res/layout/row.xml": """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <CheckBox android:id="@+id/pick" android:text="Pick"/>
            </LinearLayout>
            """,
            "res/drawable/tick.xml": #"<vector xmlns:android="http://schemas.android.com/apk/res/android"/>"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try CLI.run([], in: root)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Mac/View.xib:2:26: error: Checkbox 'b' has no accessible name: VoiceOver reads only its state; set a title or an accessibilityLabel (if code checkbox-lint does not read names it, through a class with no outlet to it or a binding, say so in a checkbox-lint-disable comment with the reason, or record it in the baseline) [label-missing]
            iOS/Main.storyboard:2:61: error: Checkbox 'sw' has no accessible name: VoiceOver reads only its state; set a title or an accessibilityLabel (if code checkbox-lint does not read names it, through a class with no outlet to it or a binding, say so in a checkbox-lint-disable comment with the reason, or record it in the baseline) [label-missing]
            2 errors, 0 warnings, 0 notes in 3 files (1 skipped)

            """)
    }

    @Test func ampersandsInAttributeValuesAreDecoded() throws {
        // Interface Builder writes `&` as `&#38;`; `ui` documents as `&amp;`.
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <view id="v"><subviews><button id="b"><buttonCell key="cell" type="check" title="Discard &#38; Refresh" id="c"/></button></subviews></view>
        </objects></document>
        """
        #expect(try Self.element("b", in: try #require(Self.model(xib, file: "t.xib"))).label == "Discard & Refresh")
        let ui = Support.document(#"<ui version="1"><checkbox id="a" label="Terms &amp; conditions &lt;3 &#38;#38;"/></ui>"#)
        #expect(ui.elements.last?.label == "Terms & conditions <3 &#38;")
    }

    // MARK: - Interface Builder, macOS

    @Test func macOSCheckButtonsAreCheckboxesWithTheirCellsProperties() throws {
        let document = try Self.fixture("interface-builder/macos-preferences.xib")
        #expect(document.platform == .macos)
        #expect(document.root?.kind == .ui)
        #expect(document.checkboxes.map(\.id) == ["email", "lists", "sms", "untitled", "icon-only", "enabled-cell"])
        let email = try Self.element("email", in: document)
        #expect(email.label == "Email")
        #expect(email.checkState == .checked)
        #expect(!email.isTriState)
        let lists = try Self.element("lists", in: document)
        #expect(lists.checkState == .indeterminate)
        #expect(lists.isTriState)
        #expect(lists.hint == "Some of your lists")
        let sms = try Self.element("sms", in: document)
        #expect(sms.isDisabled)
        #expect(sms.checkState == .unchecked)
        #expect(try Self.element("untitled", in: document).accessibleName == nil)
        #expect(try Self.element("icon-only", in: document).accessibilityLabel == "Show the dock icon")
        // A check cell in a table column is named by the column header.
        #expect(try Self.element("enabled-cell", in: document).label == "Sync")
    }

    @Test func macOSStructureScreensGroupsPathsAndLocations() throws {
        let document = try Self.fixture("interface-builder/macos-preferences.xib")
        let screens = document.elements.filter { $0.kind == .screen }
        #expect(screens.map(\.id) == ["prefs-window"])
        #expect(screens.first?.title == "Preferences")
        let group = try Self.element("notifications", in: document)
        #expect(group.kind == .group)
        #expect(group.header == "Notifications")
        #expect(document.children(of: group).map(\.id) == ["email", "lists", "sms"])
        let email = try Self.element("email", in: document)
        #expect(email.path == "prefs-window/notifications/email")
        #expect(email.location == SourceLocation(line: 27, column: 33))
        #expect(try Self.element("enabled-cell", in: document).location == SourceLocation(line: 78, column: 45))
        #expect(document.root?.location == SourceLocation(line: 3, column: 1))
        #expect(try Self.element("intro", in: document).kind == .text)
        #expect(try Self.element("intro", in: document).label == "Choose what to be told about")
    }

    @Test func macOSFramesBecomeAbsoluteTopDownCoordinates() throws {
        let document = try Self.fixture("interface-builder/macos-preferences.xib")
        // The content view is 300 high; AppKit's origin is at the bottom left.
        #expect(Self.frame(try Self.element("intro", in: document)) == [18, 20, 300, 16])
        #expect(Self.frame(try Self.element("notifications", in: document)) == [17, 50, 446, 110])
        // Inside the box's content view (x 4, y 5 from the box's bottom, 90 high): 50 + 110 - 5 - 90 = 65.
        #expect(Self.frame(try Self.element("email", in: document)) == [39, 77, 160, 18])
        #expect(Self.frame(try Self.element("lists", in: document)) == [39, 101, 160, 18])
        #expect(Self.frame(try Self.element("sms", in: document)) == [39, 125, 160, 18])
        #expect(Self.frame(try Self.element("untitled", in: document)) == [18, 172, 22, 18])
        #expect(try Self.element("enabled-cell", in: document).frame == nil)
    }

    @Test func flippedAppKitViewsKeepTheirSubviewsTopDown() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <customView id="root"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews>
            <customView flipped="YES" id="flipped"><rect key="frame" x="10" y="10" width="100" height="50"/><subviews>
              <button id="a"><rect key="frame" x="5" y="5" width="20" height="10"/><buttonCell key="cell" type="check" title="A" id="a-cell"/></button>
            </subviews></customView>
            <stackView id="stack"><rect key="frame" x="120" y="0" width="80" height="100"/><subviews>
              <button id="b"><rect key="frame" x="0" y="0" width="20" height="10"/><buttonCell key="cell" type="check" title="B" id="b-cell"/></button>
            </subviews></stackView>
          </subviews></customView>
        </objects></document>
        """
        let document = try #require(Self.model(xib, file: "t.xib"))
        // `flipped`: 100 - 10 - 50 = 40 from the top, then 5 down inside it.
        #expect(Self.frame(try Self.element("a", in: document)) == [15, 45, 20, 10])
        // NSStackView is flipped by AppKit itself.
        #expect(Self.frame(try Self.element("b", in: document)) == [120, 0, 20, 10])
        #expect(document.elements.first { $0.kind == .screen }?.id == "root")
    }

    @Test func anLprojFolderGivesTheLocale() throws {
        #expect(InterfaceBuilderFrontend.locale(ofPath: "App/fr.lproj/Main.storyboard") == "fr")
        #expect(InterfaceBuilderFrontend.locale(ofPath: "App/pt_BR.lproj/Main.storyboard") == "pt-BR")
        #expect(InterfaceBuilderFrontend.locale(ofPath: "App/Base.lproj/Main.storyboard") == nil)
        #expect(InterfaceBuilderFrontend.locale(ofPath: "Main.storyboard") == nil)
        let xib = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
        #expect(Self.model(xib, file: "UI/de.lproj/Prefs.xib")?.locale == "de")
        #expect(Self.model(xib, file: "UI/Base.lproj/Prefs.xib")?.locale == "en")
    }

    // MARK: - Interface Builder, iOS

    @Test func iOSSwitchesAreToggleCheckboxes() throws {
        let document = try Self.fixture("interface-builder/ios-settings.storyboard")
        #expect(document.platform == .ios)
        let analytics = try Self.element("analytics-switch", in: document)
        #expect(analytics.kind == .checkbox)
        #expect(analytics.traits == ["toggle"])
        #expect(analytics.checkState == .checked)
        #expect(analytics.accessibleName == "Share analytics")
        let location = try Self.element("location-switch", in: document)
        #expect(location.isDisabled)
        #expect(location.checkState == .unchecked)
        #expect(location.accessibleName == nil)
        #expect(Self.frame(analytics) == [325, 62, 51, 31])
        #expect(analytics.location == SourceLocation(line: 27, column: 49))
        #expect(analytics.path == "settings-vc/privacy/analytics-switch")
    }

    @Test func iOSScreensAndTableSectionsBecomeScreensAndGroups() throws {
        let document = try Self.fixture("interface-builder/ios-settings.storyboard")
        let screen = try Self.element("settings-vc", in: document)
        #expect(screen.kind == .screen)
        #expect(screen.title == "Settings")
        let privacy = try Self.element("privacy", in: document)
        #expect(privacy.kind == .group)
        #expect(privacy.header == "Privacy")
        #expect(document.children(of: privacy).map(\.id) == ["analytics-label", "analytics-switch", "location-label", "location-switch"])
        #expect(try Self.element("analytics-label", in: document).label == "Share analytics")
        #expect(try Self.element("terms", in: document).header == "Terms")
    }

    @Test func customCheckboxClassesReadRVSCheckboxProperties() throws {
        let document = try Self.fixture("interface-builder/ios-settings.storyboard")
        let agree = try Self.element("agree", in: document)
        #expect(agree.kind == .checkbox)
        #expect(agree.isTriState)
        #expect(agree.checkState == .indeterminate)  // three-state value 0 is CLEAR
        #expect(agree.accessibilityLabel == "I agree to the terms")
        #expect(agree.hint == "Required to continue")
        #expect(agree.traits == nil)
        #expect(Self.frame(agree) == [40, 199.5, 44, 44])
        let newsletter = try Self.element("newsletter", in: document)
        #expect(newsletter.checkState == .unchecked)
        #expect(newsletter.traits == ["button"])
        // A class whose name ends in "Checkbox" is one too.
        let remember = try Self.element("remember", in: document)
        #expect(remember.kind == .checkbox)
        #expect(remember.label == "Remember me")
    }

    @Test(arguments: [
        (false, "-1", CheckState.unchecked), (false, "0", .unchecked), (false, "1", .checked),
        (true, "-1", .unchecked), (true, "0", .indeterminate), (true, "1", .checked),
    ])
    func rvsCheckboxValues(threeState: Bool, value: String, expected: CheckState) throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
          <viewController id="vc"><view key="view" id="v"><subviews>
            <view customClass="RVS_Checkbox" id="c"><userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="boolean" keyPath="isThreeState" value="\(threeState ? "YES" : "NO")"/>
              <userDefinedRuntimeAttribute type="number" keyPath="value"><integer key="value" value="\(value)"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes></view>
          </subviews></view></viewController>
        </objects></scene></scenes></document>
        """
        let checkbox = try Self.element("c", in: try #require(Self.model(storyboard, file: "t.storyboard")))
        #expect(checkbox.checkState == expected)
        #expect(checkbox.isTriState == threeState)
    }

    @Test func customCheckboxClassesComeFromTheConfiguration() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
          <view id="v"><subviews><view customClass="TickBox" id="tick"/><view customClass="RVS_Checkbox" id="rvs"/></subviews></view>
        </objects></document>
        """
        #expect(try #require(Self.model(xib, file: "t.xib")).checkboxes.map(\.id) == ["rvs"])
        var configuration = LintConfiguration()
        configuration.customCheckboxClasses = ["TickBox"]
        // RVS_Checkbox stays one: its name ends in "checkbox".
        #expect(try #require(Self.model(xib, file: "t.xib", configuration: configuration)).checkboxes.map(\.id) == ["tick", "rvs"])
    }

    @Test func accessibilityTraitsBecomeTraitWords() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
          <view id="v"><subviews>
            <switch id="s"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" notEnabled="YES" selected="YES"/></accessibility></switch>
            <view customClass="RVS_Checkbox" id="c"><accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" toggleButton="YES"/></accessibility></view>
          </subviews></view>
        </objects></document>
        """
        let document = try #require(Self.model(xib, file: "t.xib"))
        let toggle = try Self.element("s", in: document)
        #expect(toggle.traits == ["toggle", "selected"])
        #expect(toggle.isDisabled)
        #expect(try Self.element("c", in: document).traits == ["toggle"])
    }

    @Test func objectsWithoutControlsAreNotScreens() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <customObject id="owner"/><menu id="m"/><view id="empty"/>
        </objects></document>
        """
        let document = try #require(Self.model(xib, file: "t.xib"))
        #expect(document.elements.map(\.kind) == [.ui])
    }

    @Test func inlineSuppressionsApplyToTheMappedElement() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <view id="v"><subviews>
            <!-- checkbox-lint-disable label-missing - named by the label next to it -->
            <button id="a"><buttonCell key="cell" type="check" id="a-cell"/></button>
            <!-- checkbox-lint-disable lable-missing -->
            <button id="b"><buttonCell key="cell" type="check" id="b-cell"/></button>
          </subviews></view>
        </objects></document>
        """
        // Only the rules this test is about (the two loose checkboxes also lack a group header).
        let findings = Support.lint(xib, file: "t.xib").filter { ["label-missing", "invalid-value"].contains($0.ruleID) }
        #expect(findings.filter { !$0.isSuppressed }.map { "\($0.path) \($0.ruleID)" }
                == ["v/b invalid-value", "v/b label-missing"])
        #expect(findings.first { $0.ruleID == "invalid-value" }?.message.contains("did you mean 'label-missing'") == true)
        #expect(findings.first { $0.ruleID == "invalid-value" }?.location == SourceLocation(line: 5, column: 5), "at the comment")
        #expect(findings.first { $0.path == "v/a" && $0.ruleID == "label-missing" }?.suppression?.justification == "named by the label next to it")
    }

    @Test func theCommonSpellingsAndUnknownDirectivesInALayout() {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:accessibilityHeading="true" android:text="Options"/>
            <!-- checkbox-lint-disable-next-line label-missing -->
            <CheckBox android:id="@+id/a"/>
            <!-- checkbox-lint-ignore label-missing -->
            <CheckBox android:id="@+id/b"/>
        </LinearLayout>
        """
        let findings = Support.lint(layout, file: "res/layout/t.xml").filter { ["label-missing", "invalid-value"].contains($0.ruleID) }
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.isSuppressed)" }
                == ["4:5 label-missing true", "5:5 invalid-value false", "6:5 label-missing false"])
    }

    /// The Android front end reads suppressions through the same parser: `--`, which aapt2
    /// rejects, still suppresses, with a warning at the comment.
    @Test func aDoubleHyphenSuppressionInALayoutIsAWarningAtTheComment() {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:accessibilityHeading="true" android:text="Options"/>
            <!-- checkbox-lint-disable label-missing -- named at run time -->
            <CheckBox android:id="@+id/a"/>
            <!-- checkbox-lint-disable label-missing: named at run time -->
            <CheckBox android:id="@+id/b"/>
        </LinearLayout>
        """
        let findings = Support.lint(layout, file: "res/layout/t.xml").filter { ["label-missing", "invalid-value"].contains($0.ruleID) }
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.severity) \($0.isSuppressed)" }
                == ["3:5 invalid-value warning false", "4:5 label-missing error true", "6:5 label-missing error true"])
        #expect(findings.first?.message.hasPrefix("The suppression comment holds '--', which is not allowed inside an XML comment") == true)
    }

    // MARK: - Android

    @Test func androidCheckboxesAndTheirAttributes() throws {
        let document = try Self.fixture("android/notifications.xml")
        #expect(document.platform == .android)
        #expect(document.checkboxes.map(\.id) == ["email", "sms", "push", "all_topics", "unnamed", "row_toggle"])
        let email = try Self.element("email", in: document)
        #expect(email.label == "Email")
        #expect(email.checkState == .checked)
        #expect(email.height == 48)
        #expect(email.width == nil)  // wrap_content: unknown, not small
        let sms = try Self.element("sms", in: document)
        #expect(sms.isDisabled)
        #expect(sms.label == "@string/sms")  // present, text unknown without the resources
        #expect(sms.height == 32)
        let push = try Self.element("push", in: document)
        #expect(push.traits == ["toggle"])
        #expect(push.label == "Push notifications")  // from android:labelFor
        let all = try Self.element("all_topics", in: document)
        #expect(all.checkState == .indeterminate)
        #expect(all.isTriState)
        #expect(all.isError)
        #expect(all.errorText == "Choose at least one topic")
        let unnamed = try Self.element("unnamed", in: document)
        // tools:text previews a name code sets (SPEC §9): present, never its design-time text.
        #expect(unnamed.accessibleName == "{set in code}")
        #expect(unnamed.isNameDynamic)
        #expect(unnamed.frame == nil)
        #expect(unnamed.width == 48)
        let row = try Self.element("row_toggle", in: document)
        #expect(row.suppressions["label-missing"] == "the row's title names it at run time")
    }

    @Test func androidStructureHeadingsPathsAndLocations() throws {
        let document = try Self.fixture("android/notifications.xml")
        #expect(document.elements[0].kind == .ui)
        #expect(document.elements[1].kind == .screen)
        #expect(document.elements[1].id == "notifications_screen")
        #expect(document.elements[1].location == SourceLocation(line: 3, column: 1))
        let group = try #require(document.elements.first { $0.kind == .group })
        #expect(group.header == "Channels")
        #expect(group.location == SourceLocation(line: 17, column: 5))
        #expect(document.children(of: group).map(\.id) == ["channels_heading", "email", "sms", "push_label", "push", "all_topics", "unnamed", "row_toggle", "save"])
        #expect(try Self.element("intro", in: document).parent == 1)
        let email = try Self.element("email", in: document)
        #expect(email.location == SourceLocation(line: 24, column: 5))
        #expect(email.path == "notifications_screen/group[0]/email")
        #expect(try Self.element("save", in: document).kind == .button)
    }

    @Test func androidPrefixesAreTheDeclaredOnes() throws {
        let layout = """
        <FrameLayout xmlns:a="http://schemas.android.com/apk/res/android" xmlns:m="http://schemas.android.com/apk/res-auto">
          <CheckBox a:id="@+id/one" a:text="One" m:checkedState="checked"/>
          <CheckBox/>
        </FrameLayout>
        """
        let document = try #require(Self.model(layout, file: "t.xml"))
        let one = try Self.element("one", in: document)
        #expect(one.label == "One")
        #expect(one.checkState == .checked)
        // As in `ui` documents, the index counts all same-kind siblings, with an id or not.
        #expect(document.checkboxes.map(\.path) == ["screen[0]/one", "screen[0]/checkbox[1]"])
    }

    @Test func androidDescriptionsHintsAndHiddenViews() throws {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <CheckBox android:id="@+id/icon" android:contentDescription="@string/favourite" android:hint="Adds to favourites"/>
          <CheckBox android:id="@+id/hidden" android:importantForAccessibility="no" android:text="@null"/>
          <Switch android:id="@+id/wifi" android:text="Wi-Fi" android:checked="false" android:enabled="true"/>
        </LinearLayout>
        """
        let document = try #require(Self.model(layout, file: "t.xml"))
        let icon = try Self.element("icon", in: document)
        #expect(icon.accessibilityLabel == "@string/favourite")
        #expect(icon.accessibleName == "@string/favourite")
        #expect(icon.hint == "Adds to favourites")
        // Hidden from TalkBack, still linted: the file does not show whether its row speaks for it.
        let hidden = try Self.element("hidden", in: document)
        #expect(hidden.kind == .checkbox)
        #expect(hidden.label == nil)  // @null is no text
        let wifi = try Self.element("wifi", in: document)
        #expect(wifi.traits == ["toggle"])
        #expect(wifi.checkState == .unchecked)
        #expect(!wifi.isDisabled)
    }

    @Test func androidSizes() {
        #expect(AndroidValues.dp("48dp") == 48)
        #expect(AndroidValues.dp("40dip") == 40)
        #expect(AndroidValues.dp("12") == 12)
        #expect(AndroidValues.dp("wrap_content") == nil)
        #expect(AndroidValues.dp("match_parent") == nil)
        #expect(AndroidValues.dp("0dp") == nil)
        #expect(AndroidValues.dp("@dimen/row") == nil)
        #expect(AndroidValues.dp("14sp") == nil)
        #expect(AndroidValues.id("@+id/email") == "email")
        #expect(AndroidValues.id("@android:id/checkbox") == "checkbox")
        #expect(AndroidValues.id("email") == nil)
    }

    @Test func androidFindingsCarryTheRealLocationAndPath() {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <CheckBox android:id="@+id/terms"/>
        </LinearLayout>
        """
        let findings = Support.lint(layout, file: "layout.xml")
        #expect(Support.summary(findings) == ["2:5 label-missing"])
        #expect(findings.first?.path == "screen[0]/terms")
    }
}

/// The `Frontend` seam: a front end passed in through the configuration reads the files it
/// claims, before the XML/JSON path; the folder walk picks up its extensions.
@Suite struct FrontendSeamTests {
    /// Reads `.fake` files: one checkbox labelled with the file's text.
    struct FakeFrontend: Frontend {
        var fileExtensions: [String] { [".fake"] }

        func read(bytes: [UInt8], file: String, context: FrontendContext) -> Linter.Reading {
            let text = String(decoding: bytes, as: UTF8.self)
            if text.isEmpty { return .skipped }
            var assembler = ModelAssembler(source: SourceText(bytes: bytes), knownRuleIDs: context.knownRuleIDs)
            let root = assembler.add(.ui, at: 0, parent: nil)
            assembler.add(.checkbox, at: 0, parent: root) { $0.label = text == "-" ? nil : text }
            return .built(Document(file: file, platform: context.platform, locale: context.locale,
                                   elements: assembler.elements), assembler.diagnostics)
        }
    }

    @Test func aRegisteredFrontEndReadsTheFilesItClaims() throws {
        var configuration = LintConfiguration()
        configuration.frontends = [FakeFrontend()]
        let linter = try Linter(configuration: configuration)
        guard case .linted(let findings) = linter.lint(bytes: Array("-".utf8), file: "a.fake") else {
            Issue.record("not linted")
            return
        }
        #expect(findings.map(\.ruleID) == ["label-missing"])
        guard case .skipped = linter.lint(bytes: [], file: "b.fake") else {
            Issue.record("an empty .fake file is not skipped")
            return
        }
        #expect(configuration.fileExtensions.contains(".fake"))
    }

    @Test func withoutIt_theFileIsReadAsXML() throws {
        let linter = try Linter(configuration: LintConfiguration())
        guard case .linted(let findings) = linter.lint(bytes: Array("-".utf8), file: "a.fake") else {
            // Not XML with a `ui` root: skipped is fine too.
            return
        }
        #expect(!findings.contains { $0.ruleID == "label-missing" })
    }

    @Test func aSyntaxForcedByTheCallerBypassesFrontEnds() throws {
        var configuration = LintConfiguration()
        configuration.frontends = [FakeFrontend()]
        let linter = try Linter(configuration: configuration)
        guard case .linted(let findings) = linter.lint(bytes: Array("<ui><checkbox label=\"A\"/></ui>".utf8), file: "a.fake", syntax: .xml) else {
            Issue.record("not linted")
            return
        }
        #expect(!findings.contains { $0.ruleID == "label-missing" })
    }
}
