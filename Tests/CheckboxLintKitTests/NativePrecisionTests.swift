import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Issue 14: findings a reviewer of the platform agrees with. Non-UI files never fail a run
/// (SPEC §1), the native front ends model what VoiceOver and TalkBack see (§9), and rules run only
/// where their premise holds (§4.1). Every case is a small synthetic file.
@Suite struct NonUIFileTests {
    /// Ordinary files of app repositories that the strict readers would refuse.
    static let ordinaryFiles: [String: String] = [
        "config/checkstyle.xml": """
        <?xml version="1.0"?>
        <!DOCTYPE module PUBLIC "-//Checkstyle//DTD Checkstyle Configuration 1.3//EN" "https://checkstyle.org/dtds/configuration_1_3.dtd">
        <module name="Checker"><module name="TreeWalker"/></module>
        """,
        "app/src/main/res/values/strings.xml": """
        <?xml version="1.0" encoding="utf-8"?>
        <!DOCTYPE resources [ <!ENTITY app "Example"> ]>
        <resources><string name="title">&app; settings</string></resources>
        """,
        "web/tsconfig.json": """
        {
          // compiler options
          "compilerOptions": { "strict": true, /* trailing comma next */ },
        }
        """,
        ".vscode/settings.json": """
        { "editor.tabSize": 2, // spaces
          "files.exclude": { "**/.build": true, }, }
        """,
        "app/src/main/AndroidManifest.xml": """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example">
          <application android:label="@string/app"/>
        </manifest>
        """,
        "pom.xml": """
        <?xml version="1.0"?>
        <!DOCTYPE project [ <!ENTITY version "1.0"> ]>
        <project xmlns="http://maven.apache.org/POM/4.0.0"><version>&version;</version></project>
        """,
    ]

    @Test(arguments: ordinaryFiles.keys.sorted())
    func anOrdinaryFileIsSkippedNotReported(path: String) {
        let outcome = Support.lintOutcome(Array(Self.ordinaryFiles[path]!.utf8), file: path)
        guard case .skipped = outcome else {
            Issue.record("\(path) was linted: \(outcome)")
            return
        }
    }

    @Test func walkedOrNamedTheyNeverFailARun() throws {
        var files = Self.ordinaryFiles
        files["Screens/ok.xml"] = #"<ui version="1"><group header="G"><checkbox id="a" label="Accept" width="44" height="44"/></group></ui>"#
        let root = try Support.folder(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let walked = try CLI.run(["."], in: root)
        #expect(walked.status == 0, "\(walked.stdout)\(walked.stderr)")
        // The walk skips hidden folders (`.vscode`); the other five are met and skipped.
        #expect(walked.stdout == "0 errors, 0 warnings, 0 notes in 1 file (5 skipped)\n")
        // pre-commit names every changed file.
        let named = try CLI.run(Self.ordinaryFiles.keys.sorted(), in: root)
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        #expect(named.stdout == "0 errors, 0 warnings, 0 notes in 0 files (6 skipped)\n")
    }

    @Test func aUIDescriptionIsStillRefusedWhatItMayNotHold() {
        // Its root says it is one of ours: the DOCTYPE and entity are refused as before.
        let entity = #"<!DOCTYPE ui [ <!ENTITY x "y"> ]><ui version="1"><checkbox label="&x;"/></ui>"#
        #expect(Support.ruleIDs(Support.lint(entity)) == ["parse-error"])
        let commented = "{ \"type\": \"ui\", // comment\n \"version\": 1 }"
        #expect(Support.ruleIDs(Support.lint(commented, file: "a.json")) == ["parse-error"])
        // A broken Interface Builder file is reported whatever its root: the extension says so.
        #expect(Support.ruleIDs(Support.lint("<<< not XML", file: "Main.storyboard")) == ["parse-error"])
        #expect(Support.ruleIDs(Support.lint("", file: "View.xib")) == ["parse-error"])
        #expect(Support.ruleIDs(Support.lint(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects>"#, file: "View.xib")) == ["parse-error"])
    }

    @Test func theSnifferFindsTheRootPastTheProlog() {
        func verdict(_ text: String, _ path: String = "a.xml") -> UIDescriptionSniffer.Verdict {
            UIDescriptionSniffer.verdict(for: Array(text.utf8), path: path, syntax: path.hasSuffix(".json") ? .json : .xml)
        }
        #expect(verdict("\u{FEFF}<?xml version=\"1.0\"?><!-- c --><!DOCTYPE x [<!ENTITY a '>'>]>\n<ui/>") == .read)
        #expect(verdict(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#) == .read)
        #expect(verdict(#"<LinearLayout xmlns:a="http://schemas.android.com/apk/res/android"/>"#) == .read)
        #expect(verdict(#"<vector xmlns:android="http://schemas.android.com/apk/res/android"/>"#) == .skip)
        #expect(verdict("<resources/>") == .skip)
        #expect(verdict(#"{"name": "x", "type": "module"}"#, "package.json") == .skip)
        #expect(verdict(#"{"children": [], /* c */ "type": "ui"}"#, "a.json") == .read)
        #expect(verdict(#"{"a": {"type": "ui"}}"#, "a.json") == .skip)
        // Cut short inside a nested value before any `type` (NetNewsWire's `allthis-partial.json`,
        // a truncated feed): nothing says it is a UI description. Cut short in a member of the
        // root object (which may be `type`) is read, and the reader reports it.
        #expect(verdict(#"{"title": "All this", "items": [{"title": "Last thoughts on"#, "a.json") == .skip)
        #expect(verdict(#"{"version": 1, "type": "u"#, "a.json") == .read)
        #expect(verdict(#"{"version": 1, "ty"#, "a.json") == .read)
        #expect(verdict(#"{"type": "ui", "version": 1, "label": "cut"#, "a.json") == .read)
    }
}

@Suite struct StringResourceTests {
    /// A Gradle project whose strings live in another module than the layout.
    static func project(layout: String, extra: [String: String] = [:]) throws -> URL {
        var files: [String: String] = [
            "settings.gradle.kts": "include(\":app\", \":ui:i18n\")\n",
            "ui/i18n/src/main/res/values/strings.xml": """
            <resources>
              <string name="daily">Daily backup</string>
              <string name="shared">From the i18n module</string>
              <string name="alias">@string/daily</string>
              <string name="quoted">"Don\\'t  ask again"</string>
            </resources>
            """,
            "ui/i18n/src/main/res/values-fr/strings.xml": #"<resources><string name="daily">Sauvegarde quotidienne</string></resources>"#,
            "app/src/main/res/values/strings.xml": #"<resources><string name="shared">From the app module</string></resources>"#,
            "app/src/main/res/values/broken.xml": "<resources><string name=",
            "app/src/main/res/layout/screen.xml": layout,
        ]
        files.merge(extra) { $1 }
        return try Support.folder(files)
    }

    static func checkbox(_ attributes: String) -> String {
        """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <CheckBox android:id="@+id/box" \(attributes) android:layout_width="wrap_content" android:layout_height="48dp"/>
        </LinearLayout>
        """
    }

    static func label(_ attributes: String, locale: String = "en") throws -> String? {
        let root = try project(layout: checkbox(attributes))
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("app/src/main/res/layout/screen.xml").path
        var configuration = LintConfiguration()
        configuration.locale = locale
        let document = ModelReader.read(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path,
                                        configuration: configuration).document
        return document?.checkboxes.first?.label
    }

    @Test func referencesResolveFromAnotherModuleOfTheProject() throws {
        #expect(try Self.label(#"android:text="@string/daily""#) == "Daily backup")
        #expect(try Self.label(#"android:text="@string/alias""#) == "Daily backup")
        #expect(try Self.label(#"android:text="@string/quoted""#) == "Don't  ask again")
    }

    @Test func theLayoutsOwnModuleWinsAConflict() throws {
        #expect(try Self.label(#"android:text="@string/shared""#) == "From the app module")
    }

    @Test func aFrenchDocumentReadsValuesFr() throws {
        #expect(try Self.label(#"android:text="@string/daily""#, locale: "fr") == "Sauvegarde quotidienne")
        // A string with no French translation falls back to values/.
        #expect(try Self.label(#"android:text="@string/shared""#, locale: "fr") == "From the app module")
    }

    @Test func anUnresolvedReferenceStaysAsWrittenAndIsNeverCompared() throws {
        #expect(try Self.label(#"android:text="@string/nowhere""#) == "@string/nowhere")
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:text="Options" android:accessibilityHeading="true"/>
            <CheckBox android:id="@+id/a" android:text="@string/missing" android:layout_height="48dp"/>
            <CheckBox android:id="@+id/b" android:text="@string/missing" android:layout_height="48dp"/>
            <CheckBox android:id="@+id/c" android:text="@string/checkbox_label" android:layout_height="48dp"/>
        </LinearLayout>
        """
        let findings = Support.lint(layout, file: "nowhere/res/layout/a.xml")
        #expect(Support.ruleIDs(findings).isEmpty, "\(findings.map(\.message))")
    }

    /// `tools:text` is the designer's preview of a name code sets (SPEC §9, revised): the name is
    /// present and set in code, never the preview's words.
    @Test func toolsTextIsNeverALabel() throws {
        #expect(try Self.label(#"xmlns:tools="http://schemas.android.com/tools" tools:text="Preview only""#) == "{set in code}")
    }

    @Test func projectsAreReadOncePerRun() throws {
        let root = try Self.project(layout: Self.checkbox(#"android:text="@string/daily""#))
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = AndroidStringResources()
        let layout = root.appendingPathComponent("app/src/main/res/layout/screen.xml").path
        #expect(resources.resolve("@string/daily", layoutPath: layout, language: "en") == "Daily backup")
        // Removed after the first read: the cached project still answers.
        try FileManager.default.removeItem(at: root.appendingPathComponent("ui"))
        #expect(resources.resolve("@string/daily", layoutPath: layout, language: "en") == "Daily backup")
    }

    @Test func theLintCommandResolvesAndReportsInTalkBacksTerms() throws {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:id="@+id/daily_label" android:text="@string/daily"/>
            <CheckBox android:id="@+id/daily_box" android:layout_width="48dp" android:layout_height="48dp"/>
        </LinearLayout>
        """
        let root = try Self.project(layout: layout)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["--quiet", "app/src/main/res/layout/screen.xml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Checkbox 'daily_box' has no accessible name: TalkBack reads only its state; the TextView 'Daily backup' beside it is not tied to it: add android:labelFor to that TextView"), "\(result.stdout)")
        // The broken resource file is a note, not a failure; its path is relative to the current folder.
        #expect(result.stderr == "checkbox-lint: note: app/src/main/res/values/broken.xml: string resources not read (not well-formed XML, or refused); references to them stay unresolved\n", "\(result.stderr)")
    }
}

@Suite struct AndroidSemanticsTests {
    static func findings(_ body: String, _ rule: String) -> [Finding] {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
        \(body)
        </LinearLayout>
        """
        return Support.lint(layout, file: "res/layout/a.xml").filter { $0.ruleID == rule }
    }

    @Test func hiddenControlsAreNotChecked() {
        let body = """
            <CheckBox android:id="@+id/gone" android:visibility="gone"/>
            <CheckBox android:id="@+id/unimportant" android:importantForAccessibility="no"/>
            <FrameLayout android:importantForAccessibility="noHideDescendants"><CheckBox android:id="@+id/inside"/></FrameLayout>
            <FrameLayout android:importantForAccessibility="no"><CheckBox android:id="@+id/shown"/></FrameLayout>
        """
        #expect(Self.findings(body, "label-missing").map(\.path) == ["screen[0]/shown"])
    }

    @Test func aControlInAClickableRowIsNamedAndSizedByTheRow() {
        let body = """
            <LinearLayout android:clickable="true" android:focusable="true">
                <TextView android:text="Wi-Fi only"/>
                <CheckBox android:id="@+id/row_box" android:clickable="false" android:focusable="false" android:layout_width="32dp"/>
            </LinearLayout>
            <LinearLayout android:id="@+id/made_clickable_in_code">
                <TextView android:text="Charging only"/>
                <CheckBox android:id="@+id/code_row_box" android:clickable="false" android:focusable="false" android:layout_width="32dp"/>
            </LinearLayout>
            <LinearLayout android:background="?android:selectableItemBackground">
                <TextView android:text="Prefer encryption"/>
                <CheckBox android:id="@+id/ripple_row_box" android:clickable="false"/>
            </LinearLayout>
            <CheckBox android:id="@+id/alone" android:layout_width="32dp"/>
        """
        #expect(Self.findings(body, "label-missing").map(\.path) == ["screen[0]/alone"])
        #expect(Self.findings(body, "hit-area-too-small").map(\.path) == ["screen[0]/alone"])
        let document = ModelReader.read(bytes: Array("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">\(body)</LinearLayout>
            """.utf8), file: "res/layout/a.xml").document!
        #expect(document.checkboxes.map(\.label) == ["Wi-Fi only", "Charging only", "Prefer encryption", nil])
    }

    @Test func aPreferenceWidgetIsJudgedByItsPreference() {
        let widget = #"<CheckBox android:id="@android:id/checkbox" android:focusable="false" android:clickable="false"/>"#
        #expect(Self.findings(widget, "label-missing").isEmpty)
        #expect(Self.findings(#"<CheckBox android:id="@+id/plain"/>"#, "label-missing").map(\.path) == ["screen[0]/plain"])
    }

    @Test func toolsIgnoreSuppressesOnTheElementAndItsChildren() {
        let body = """
            <FrameLayout tools:ignore="label-missing,ContentDescription">
                <CheckBox android:id="@+id/inner"/>
            </FrameLayout>
            <CheckBox android:id="@+id/own" tools:ignore="label-missing"/>
            <CheckBox android:id="@+id/other" tools:ignore="hit-area-too-small"/>
            <CheckBox android:id="@+id/everything" tools:ignore="all"/>
        """
        let findings = Self.findings(body, "label-missing")
        #expect(findings.map(\.path) == ["screen[0]/inner", "screen[0]/own", "screen[0]/other", "screen[0]/everything"])
        #expect(findings.map { $0.suppression != nil } == [true, true, false, true])
    }

    @Test func setsStayInTheirContainer() {
        let body = """
            <FrameLayout><CheckBox android:id="@+id/a" android:text="Alpha"/></FrameLayout>
            <FrameLayout><CheckBox android:id="@+id/b" android:text="Beta"/></FrameLayout>
            <TextView android:text="Backups"/>
            <CheckBox android:id="@+id/c" android:text="Contacts"/>
            <CheckBox android:id="@+id/d" android:text="Calendar"/>
        """
        let findings = Self.findings(body, "group-header-missing")
        #expect(findings.map(\.path) == ["screen[0]/c"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message == "Checkboxes 'Contacts' and 'Calendar' form a set with no section header; the text 'Backups' before them is not marked as a heading; set android:accessibilityHeading=\"true\" on it")
    }

    @Test func designTimeStateAndPositionsAreNotJudged() {
        let body = #"<CheckBox android:id="@+id/on" android:text="On" android:checked="true"/>"#
        #expect(Self.findings(body, "default-checked").isEmpty)
    }
}

@Suite struct InterfaceBuilderSemanticsTests {
    static func storyboard(_ subviews: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="s"><objects>
          <viewController id="vc"><view key="view" id="v"><rect key="frame" x="0" y="0" width="390" height="800"/><subviews>
        \(subviews)
          </subviews></view></viewController>
        </objects></scene></scenes></document>
        """
    }

    static func findings(_ text: String, _ rule: String, file: String = "Main.storyboard") -> [Finding] {
        Support.lint(text, file: file).filter { $0.ruleID == rule }
    }

    @Test func hiddenAndNonElementControlsAreNotChecked() {
        let text = Self.storyboard("""
            <switch id="hidden-switch" hidden="YES"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <switch id="not-element"><rect key="frame" x="0" y="40" width="51" height="31"/>
              <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility></switch>
            <switch id="plain"><rect key="frame" x="0" y="80" width="51" height="31"/></switch>
        """)
        #expect(Self.findings(text, "label-missing").map(\.path) == ["vc/plain"])
    }

    @Test func aSystemSwitchIsNotTooSmallAndItsDesignTimeStateIsNotJudged() {
        let text = Self.storyboard("""
            <switch id="wifi" on="YES"><rect key="frame" x="20" y="6.3333333333333321" width="51" height="30.999999999999996"/>
              <accessibility key="accessibilityConfiguration" label="Wi-Fi"/></switch>
            <button id="small"><rect key="frame" x="20" y="60" width="30.999999999999996" height="30"/>
              <state key="normal" title="Remember me"/><accessibility key="accessibilityConfiguration" label="Remember me">
              <accessibilityTraits key="traits" button="YES" toggleButton="YES"/></accessibility></button>
        """)
        #expect(Self.findings(text, "hit-area-too-small").isEmpty)
        #expect(Self.findings(text, "default-checked").isEmpty)
        #expect(Self.findings(text, "reading-order").isEmpty)
    }

    @Test func aButtonConfigurationTitleNamesACustomCheckbox() {
        let text = Self.storyboard("""
            <button id="remember" customClass="CheckBox"><rect key="frame" x="20" y="20" width="200" height="44"/>
              <buttonConfiguration key="configuration" style="plain" title="Remember me"/></button>
            <button id="terms" customClass="CheckBox"><rect key="frame" x="20" y="80" width="200" height="44"/>
              <buttonConfiguration key="configuration" style="plain"><attributedString key="attributedTitle">
                <fragment content="Accept the "/><fragment content="terms"/></attributedString></buttonConfiguration></button>
        """)
        #expect(Self.findings(text, "label-missing").isEmpty)
        let document = ModelReader.read(bytes: Array(text.utf8), file: "Main.storyboard").document!
        #expect(document.checkboxes.map(\.label) == ["Remember me", "Accept the terms"])
    }

    @Test func labelMissingNamesTheUntiedLabelOnTheSameRow() {
        let text = Self.storyboard("""
            <label id="title" text="Collect in background:"><rect key="frame" x="20" y="11" width="200" height="21"/></label>
            <label id="far" text="Something else"><rect key="frame" x="20" y="200" width="200" height="21"/></label>
            <switch id="collect"><rect key="frame" x="322" y="6" width="51" height="31"/></switch>
        """)
        let findings = Self.findings(text, "label-missing")
        #expect(findings.map(\.path) == ["vc/collect"])
        #expect(findings.first?.message == "Checkbox 'collect' has no accessible name: VoiceOver reads only its state; the UILabel 'Collect in background:' beside it is not tied to it: set the control's accessibilityLabel to that text (if code checkbox-lint does not read names it, through a class with no outlet to it or a binding, say so in a checkbox-lint-disable comment with the reason, or record it in the baseline)")
    }

    @Test func tabsScopeDuplicatesAndSets() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <customView id="root"><rect key="frame" x="0" y="0" width="400" height="300"/><subviews>
            <tabView id="tabs"><rect key="frame" x="0" y="0" width="400" height="300"/><tabViewItems>
              <tabViewItem label="TCP/IP" id="tcp"><view key="view" id="tcp-view"><rect key="frame" x="0" y="0" width="400" height="280"/><subviews>
                <button id="ssl-1"><rect key="frame" x="20" y="40" width="200" height="18"/><buttonCell key="cell" type="check" title="Require SSL" id="c1"/></button>
              </subviews></view></tabViewItem>
              <tabViewItem label="Socket" id="socket"><view key="view" id="socket-view"><rect key="frame" x="0" y="0" width="400" height="280"/><subviews>
                <button id="ssl-2"><rect key="frame" x="20" y="40" width="200" height="18"/><buttonCell key="cell" type="check" title="Require SSL" id="c2"/></button>
                <button id="ssl-3"><rect key="frame" x="20" y="60" width="200" height="18"/><buttonCell key="cell" type="check" title="Require SSL" id="c3"/></button>
              </subviews></view></tabViewItem>
            </tabViewItems></tabView>
          </subviews></customView>
        </objects></document>
        """
        let duplicates = Self.findings(xib, "label-duplicate", file: "Connection.xib")
        #expect(duplicates.map(\.path) == ["root/socket/ssl-3"])
        #expect(duplicates.first?.message.hasPrefix("Checkbox 'Require SSL' (ssl-3) has the same name") == true)
    }

    @Test func alternatePanesScopeDuplicates() {
        func xib(_ secondFrame: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
              <customView id="root"><rect key="frame" x="0" y="0" width="400" height="300"/><subviews>
                <customView id="pane-a"><rect key="frame" x="0" y="0" width="400" height="100"/><subviews>
                  <button id="ssl-a"><rect key="frame" x="20" y="40" width="200" height="18"/><buttonCell key="cell" type="check" title="Require SSL" id="a"/></button>
                </subviews></customView>
                <customView id="pane-b">\(secondFrame)<subviews>
                  <button id="ssl-b"><rect key="frame" x="20" y="40" width="200" height="18"/><buttonCell key="cell" type="check" title="Require SSL" id="b"/></button>
                </subviews></customView>
              </subviews></customView>
            </objects></document>
            """
        }
        // Same frame: one shows at a time, so the two never meet.
        #expect(Self.findings(xib(#"<rect key="frame" x="0" y="0" width="400" height="100"/>"#), "label-duplicate", file: "P.xib").isEmpty)
        // Side by side: both are on screen, and the names clash.
        #expect(Self.findings(xib(#"<rect key="frame" x="0" y="150" width="400" height="100"/>"#), "label-duplicate", file: "P.xib").map(\.path) == ["root/ssl-b"])
    }

    @Test func aColumnOfCheckboxesTitledByALabelToItsLeftIsASetNamingIt() {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects>
          <customView id="prefs"><rect key="frame" x="0" y="0" width="400" height="200"/><subviews>
            <textField id="prompt"><rect key="frame" x="18" y="162" width="120" height="18"/><textFieldCell key="cell" title="Prompt user for:" id="p"/></textField>
            <button id="removal"><rect key="frame" x="140" y="162" width="200" height="18"/><buttonCell key="cell" type="check" title="Removal of active transfers" id="r"/></button>
            <button id="quit"><rect key="frame" x="140" y="140" width="200" height="18"/><buttonCell key="cell" type="check" title="Quit with active transfers" id="q"/></button>
            <button id="elsewhere"><rect key="frame" x="140" y="20" width="200" height="18"/><buttonCell key="cell" type="check" title="Check daily" id="e"/></button>
          </subviews></customView>
        </objects></document>
        """
        let findings = Self.findings(xib, "group-header-missing", file: "Prefs.xib")
        // A text whose nearest control on its row is a field is that field's label, not a title.
        let fieldLabel = xib.replacingOccurrences(
            of: #"<button id="elsewhere"><rect key="frame" x="140" y="20" width="200" height="18"/><buttonCell key="cell" type="check" title="Check daily" id="e"/></button>"#,
            with: """
            <textField id="delay"><rect key="frame" x="18" y="62" width="80" height="18"/><textFieldCell key="cell" title="Delay by:" id="d"/></textField>
            <textField id="delay-field"><rect key="frame" x="100" y="62" width="60" height="22"/><textFieldCell key="cell" editable="YES" id="df"/></textField>
            <button id="first"><rect key="frame" x="18" y="40" width="200" height="18"/><buttonCell key="cell" type="check" title="Highlight" id="f1"/></button>
            <button id="second"><rect key="frame" x="18" y="20" width="200" height="18"/><buttonCell key="cell" type="check" title="Auto-complete" id="f2"/></button>
            """)
        #expect(fieldLabel != xib)
        let withoutField = fieldLabel.replacingOccurrences(of: "editable=\"YES\"", with: "").replacingOccurrences(of: "<textField id=\"delay-field\">", with: "<textField id=\"delay-field\" hidden=\"YES\">")
        // Without the field beside it, "Delay by:" would title the column below it.
        #expect(Self.findings(withoutField, "group-header-missing", file: "Prefs.xib").map(\.path) == ["prefs/removal", "prefs/first"])
        #expect(Self.findings(fieldLabel, "group-header-missing", file: "Prefs.xib").map(\.path) == ["prefs/removal"])
        #expect(findings.map(\.path) == ["prefs/removal"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message == "Checkboxes 'Removal of active transfers' (removal) and 'Quit with active transfers' (quit) form a set with no section header; the text 'Prompt user for:' before them is not marked as a heading; put the set in a titled box (NSBox) or give the text the heading role")
    }
}

@Suite struct LabelMeaninglessTests {
    /// The rule's definition, written plainly: the rule, reading the name's folded form, must agree.
    static func plainReason(for name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let words = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        if PlatformProfile.editorPlaceholders.contains(words) { return "placeholder" }
        if trimmed.hasPrefix("…") || trimmed.hasPrefix("...") { return "fragment" }
        if trimmed.count == 1 { return "single" }
        if !trimmed.contains(where: { $0.isLetter || $0.isNumber }) { return "symbols" }
        return nil
    }

    @Test func theRuleAgreesWithThePlainDefinition() {
        let names = ["Check", " check  BOX ", "CheckBox", "New   Text", "Label", "Labels", "x", "^", "é", "👍🏽",
                     "→ ←", "--", "...and headers", "…and more", "..", "Email", "Send me the newsletter every week",
                     "Envoyer la lettre d’information chaque semaine", "日本語", "🇫🇷 🇬🇧 🇩🇪 🇮🇹 🇪🇸 🇵🇹 🇳🇱", "1", "42",
                     "   ", "\tItem\n", "Switch", "Button title", "check\tbox", "NEW\n\ntext", "Check-box", "ＣＨＥＣＫ", "Item 2", "a\u{301}", "🇫🇷", "👨‍👩‍👧‍👦", "Sécurité", "Café crème", "\u{212A}", "Check\u{A0}box", "ŝ"]
        for name in names {
            let judged = LabelMeaningless.reason(for: AccessibleName(name, source: .label, isDynamic: false), among: [])
            #expect((judged == nil) == (Self.plainReason(for: name) == nil), "\(name)")
        }
    }

    @Test func placeholdersSymbolsAndFragmentsAreReportedAtTheirCheckbox() {
        let paths = RuleTest.paths("label-meaningless", """
            <group id="g" header="Export">
              <checkbox id="bad-check" label="Check"/>
              <checkbox id="bad-new-text" label="  new   TEXT "/>
              <checkbox id="bad-caret" accessibilityLabel="^" label="Include headers"/>
              <checkbox id="bad-arrows" label="-&gt;"/>
              <checkbox id="bad-fragment" label="…and the privacy policy"/>
              <checkbox id="bad-dots" label="...or later"/>
              <checkbox id="ok-checked" label="Checked items only"/>
              <checkbox id="ok-x" label="X-ray view"/>
              <checkbox id="ok-label" label="Label printer"/>
              <checkbox id="ok-none"/>
            </group>
            """)
        #expect(paths == ["g/bad-check", "g/bad-new-text", "g/bad-caret", "g/bad-arrows", "g/bad-fragment", "g/bad-dots"])
    }

    @Test func aMeaninglessDuplicateIsOneFindingNotTwo() {
        let body = #"<group id="g" header="G"><checkbox id="a" label="Check"/><checkbox id="b" label="Check"/></group>"#
        #expect(RuleTest.paths("label-meaningless", body) == ["g/a", "g/b"])
        #expect(RuleTest.paths("label-duplicate", body).isEmpty)
    }

    @Test func theMessageSaysWhyInTheFilesPlatformTerms() {
        let findings = Support.lint("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <CheckBox android:id="@+id/box" android:text="CheckBox" android:layout_height="48dp"/>
            </LinearLayout>
            """, file: "res/layout/a.xml").filter { $0.ruleID == "label-meaningless" }
        #expect(findings.map(\.message) == ["Checkbox (box) is named 'CheckBox', an editor's placeholder left in place; TalkBack reads it as the whole name, so name the option itself"])
    }
}

@Suite struct SizeFormatTests {
    @Test func sizesPrintAsThePlatformWritesThem() {
        #expect(LengthFormat.number(30.999999999999996) == "31")
        #expect(LengthFormat.number(43.666667938232422) == "43.67")
        #expect(LengthFormat.number(44) == "44")
    }
}

@Suite struct RuleScopeByOriginTests {
    /// What a front end may decide of a checkbox for default-checked: whether it follows the design grammar.
    enum Origin { case ui, swift, interfaceBuilder, android }

    /// A document with two checked controls, whose facts are those a front end of `origin` gives.
    static func document(origin: Origin) -> Document {
        let location = SourceLocation(line: 1, column: 1)
        let root = Element(name: "ui", kind: .ui, index: 0, parent: nil, location: location)
        var elements = [root]
        for (index, control) in ["OUDSCheckbox", "Toggle"].enumerated() {
            let checkbox = Element(name: "checkbox", kind: .checkbox, index: index + 1, parent: 0,
                                   location: SourceLocation(line: index + 2, column: 1))
            checkbox.id = control
            checkbox.label = "Option \(index)"
            checkbox.state = .checked
            checkbox.controlClass = origin == .ui ? nil : control
            root.children.append(checkbox.index)
            elements.append(checkbox)
        }
        let profile = PlatformProfile.uiFormat(platform: .ios)
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile).build { checkbox in
            let design = switch origin {
            case .ui: true
            case .swift: checkbox.controlClass?.hasPrefix("OUDS") == true
            case .interfaceBuilder, .android: false
            }
            return StopFacts(role: .checkbox, autoReader: design ? .design : .voiceOverIOS, followsDesignGrammar: design)
        }
        return Document(file: "a", locale: "en", profile: profile, elements: elements, tree: tree)
    }

    static func reported(_ rule: some Rule, _ document: Document) -> [String] {
        var context = RuleContext(document: document, ruleID: "x")
        rule.check(document, &context)
        return context.diagnostics.compactMap { $0.element.map { document.elements[$0].id ?? "" } }
    }

    @Test func defaultCheckedJudgesTheUIFormatAndDesignSystemComponentsOnly() throws {
        let rule = try DefaultChecked(options: RuleOptions())
        #expect(Self.reported(rule, Self.document(origin: .ui)) == ["OUDSCheckbox", "Toggle"])
        #expect(Self.reported(rule, Self.document(origin: .swift)) == ["OUDSCheckbox"])
        #expect(Self.reported(rule, Self.document(origin: .interfaceBuilder)).isEmpty)
        #expect(Self.reported(rule, Self.document(origin: .android)).isEmpty)
    }
}

/// `role-missing` in Interface Builder files (SPEC §3.1): the Button trait is a role VoiceOver says.
@Suite struct RoleMissingInInterfaceBuilderTests {
    static func storyboard(traits: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc">
                            <view key="view" id="root">
                                <subviews>
                                    <view customClass="RVS_Checkbox" id="terms">
                                        <rect key="frame" x="16" y="100" width="44" height="44"/>
                                        <accessibility key="accessibilityConfiguration" label="Accept the terms">
                                            <accessibilityTraits key="traits" \(traits)/>
                                        </accessibility>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func roleMissing(_ traits: String) -> [Finding] {
        Support.lint(storyboard(traits: traits), file: "Main.storyboard").filter { $0.ruleID == "role-missing" }
    }

    @Test func theButtonOrToggleButtonTraitIsARole() {
        #expect(Self.roleMissing(#"button="YES""#).isEmpty)
        #expect(Self.roleMissing(#"button="YES" image="YES""#).isEmpty)
        #expect(Self.roleMissing(#"toggleButton="YES""#).isEmpty)
    }

    @Test func traitsWithNeitherAreReportedAtTheControl() throws {
        let found = Self.roleMissing(#"image="YES""#)
        #expect(Support.summary(found) == ["9:29 role-missing"], "at the custom view's start tag")
        let message = try #require(found.first?.message)
        #expect(message.contains("'Accept the terms' (terms)"))
        #expect(message.contains("neither its role nor its state"))
        #expect(message.contains("Toggle Button trait (iOS 17)"))
        #expect(!message.contains("never says \"Checkbox\""))
    }
}
