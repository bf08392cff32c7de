import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The screen readers of SPEC §3.1: which one `auto` picks, the kinds of control and their words,
/// `android:labelFor`, the announcement rules with the reader in force, `reader:` and `--reader`.
@Suite struct ScreenReaderTests {
    /// Reads `text` as `lint` does (any front end) and returns the document.
    static func read(_ text: String, file: String, configuration: LintConfiguration = LintConfiguration()) -> Document {
        guard case .built(let document, _) = try! Linter(configuration: configuration).read(bytes: Array(text.utf8), file: file) else {
            fatalError("\(file) is not a UI description")
        }
        return document
    }

    static func android(_ views: String) -> String {
        """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto">
        \(views)
        </LinearLayout>
        """
    }

    /// A Swift-source document as the Swift front end makes one: a `ui` root and checkboxes with
    /// their control classes.
    static func swiftDocument(_ classes: [String], platform: Platform = .ios) -> Document {
        let root = Element(name: "ui", kind: .ui, index: 0, parent: nil, location: SourceLocation(line: 1, column: 1))
        var elements = [root]
        for (offset, name) in classes.enumerated() {
            let checkbox = Element(name: "checkbox", kind: .checkbox, index: offset + 1, parent: 0,
                                   location: SourceLocation(line: offset + 2, column: 1))
            checkbox.controlClass = name
            if name == "Toggle" { checkbox.traits = ["toggle", "button"] }
            checkbox.label = "Wi-Fi"
            checkbox.state = .checked
            elements.append(checkbox)
        }
        root.children = Array(1...classes.count)
        // The facts a SwiftUI front end gives (CheckboxLintSwift's own are tested there): a design
        // system's component follows the design grammar, the rest is VoiceOver's.
        let profile = PlatformProfile.uiFormat(platform: platform)
        let tree = AccessibilityTreeBuilder(elements: elements, profile: profile).build { checkbox in
            if checkbox.controlClass?.hasPrefix("OUDS") == true {
                return StopFacts(role: .checkbox, autoReader: .design, followsDesignGrammar: true)
            }
            let reader: ScreenReader = platform == .macos ? .voiceOverMacOS : .voiceOverIOS
            return StopFacts(role: checkbox.traits?.contains("toggle") == true ? .switch : .button, autoReader: reader)
        }
        return Document(file: "Settings.swift", locale: "en", profile: profile, elements: elements, tree: tree)
    }

    // MARK: auto

    static func auto(_ document: Document) -> [ScreenReader] {
        document.tree.stops.filter(\.isCheckbox).map(\.autoReader)
    }

    @Test func autoPicksByKindOfFilePlatformAndControlClass() {
        let ui = Support.document(#"<ui version="1" platform="web"><checkbox label="A"/></ui>"#)
        #expect(Self.auto(ui) == [.design])

        let swift = Self.swiftDocument(["Toggle", "OUDSCheckbox", "OUDSCheckboxItem", "MyCheckbox"])
        #expect(Self.auto(swift) == [.voiceOverIOS, .design, .design, .voiceOverIOS])
        let builder = AnnouncementBuilder(document: swift)
        #expect(swift.checkboxes.map { builder.announcement(for: $0) }
            == ["Wi-Fi, Switch button, on", "checked, Wi-Fi, Checkbox", "checked, Wi-Fi, Checkbox", "Selected, Wi-Fi, Button"])
        let mac = Self.swiftDocument(["Toggle"], platform: .macos)
        #expect(Self.auto(mac) == [.voiceOverMacOS])

        let ios = Self.read(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><objects><switch id="s"/></objects></document>"#, file: "a.storyboard")
        #expect(Self.auto(ios) == [.voiceOverIOS])
        let macos = Self.read(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects><switch id="s"/></objects></document>"#, file: "a.xib")
        #expect(Self.auto(macos) == [.voiceOverMacOS])
        let android = Self.read(Self.android(#"<CheckBox android:text="A"/>"#), file: "res/layout/a.xml")
        #expect(Self.auto(android) == [.talkBack])
    }

    /// The state words come from the widget class, written simple or in full.
    @Test func talkBackWordsComeFromTheWidgetClass() {
        let document = Self.read(Self.android("""
            <CheckBox android:text="A" android:checked="true"/>
            <androidx.appcompat.widget.AppCompatCheckBox android:text="B"/>
            <com.google.android.material.checkbox.MaterialCheckBox android:text="C" android:checked="true"/>
            <Switch android:text="D" android:checked="true"/>
            <androidx.appcompat.widget.SwitchCompat android:text="E"/>
            <com.google.android.material.switchmaterial.SwitchMaterial android:text="F" android:checked="true"/>
            <com.google.android.material.materialswitch.MaterialSwitch android:text="G" android:enabled="false"/>
            """), file: "res/layout/a.xml")
        let builder = AnnouncementBuilder(document: document)
        #expect(document.checkboxes.map { ControlKind.of($0, in: document, for: .talkBack) }
            == [.checkbox, .checkbox, .materialCheckbox, .switch, .compatSwitch, .compatSwitch, .compatSwitch])
        #expect(document.checkboxes.map { builder.announcement(for: $0) } == [
            "checked, A, Check box", "not checked, B, Check box", "Checked, C, Check box", "ON, D, Switch",
            "OFF, E, Switch", "ON, F, Switch", "OFF, G, Switch, disabled",
        ])
    }

    /// No switch is announced as a checkbox by any native reader.
    @Test func switchesAreNeverAnnouncedAsCheckboxes() {
        let android = Self.read(Self.android(#"<Switch android:text="A"/><androidx.appcompat.widget.SwitchCompat android:text="B"/>"#), file: "a.xml")
        let ios = Self.read(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"><objects><switch id="s"><accessibility key="accessibilityConfiguration" label="A"/></switch></objects></document>"#, file: "a.storyboard")
        let macos = Self.read(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects><switch id="s"/><switch id="t" customClass="ThemedSwitch"/></objects></document>"#, file: "a.xib")
        #expect(macos.checkboxes.count == 2)
        for document in [android, ios, macos] {
            let builder = AnnouncementBuilder(document: document)
            for checkbox in document.checkboxes {
                let spoken = builder.announcement(for: checkbox).lowercased()
                #expect(spoken.contains("switch") && !spoken.contains("check"), "\(document.file): \(spoken)")
            }
        }
    }

    @Test func talkBackNamesAViewLabelledByAnotherAsCheckBoxFor() {
        let document = Self.read(Self.android("""
            <TextView android:labelFor="@id/push" android:text="Push"/>
            <CheckBox android:id="@+id/push"/>
            <TextView android:labelFor="@id/sms" android:text="SMS"/>
            <CheckBox android:id="@+id/sms" android:contentDescription="Text messages"/>
            """), file: "a.xml")
        let builder = AnnouncementBuilder(document: document)
        // The role is said once, before the label; a contentDescription names the view itself.
        #expect(document.checkboxes.map { builder.announcement(for: $0) }
            == ["not checked, Check box for Push", "not checked, Text messages, Check box"])
    }

    /// Group titles: inside the design grammar, never inside a native reader's announcement.
    @Test func nativeReadersLeaveTheGroupTitleOut() {
        let document = Support.document(#"<ui version="1"><group header="Alerts"><checkbox label="A" state="checked"/></group></ui>"#)
        let checkbox = document.checkboxes.first!
        #expect(AnnouncementBuilder(document: document).announcement(for: checkbox) == "checked, A, Alerts, Checkbox")
        for reader in ScreenReader.allCases where reader != .design {
            #expect(!AnnouncementBuilder(document: document, reader: reader).announcement(for: checkbox).contains("Alerts"))
        }
    }

    // MARK: The announcement rules, with the reader in force

    static func lint(_ text: String, file: String = "a.xml", reader: ScreenReader?) -> [Finding] {
        var configuration = LintConfiguration()
        configuration.reader = reader
        return Support.lint(text, file: file, configuration: configuration)
            .filter { $0.ruleID == "announcement-mismatch" || $0.ruleID == "state-value-conflict" }
    }

    @Test func announcementMismatchComparesWithTheReaderInForceAndNamesIt() {
        let text = #"<ui version="1"><checkbox id="a" label="Email" state="checked" announcement="Email, check box, checked"/></ui>"#
        #expect(Self.lint(text, reader: .nvda).isEmpty)
        let design = Self.lint(text, reader: nil)
        #expect(Support.summary(design) == ["1:17 announcement-mismatch"])
        let talkBack = Self.lint(text, reader: .talkBack)
        #expect(talkBack.map(\.message) == [
            "Checkbox 'a' announces \"checked, Email, Check box\" with TalkBack (reader talkback), not the expected \"Email, check box, checked\"; fix the checkbox or its announcement attribute",
        ])
    }

    @Test func announcementMismatchOnAnAndroidLayoutUsesTalkBack() {
        // The Android front end reads no `announcement` attribute: a `ui` document read with
        // TalkBack stands for it.
        let text = #"<ui version="1"><checkbox id="a" label="Wi-Fi" traits="toggle" announcement="OFF, Wi-Fi, Switch"/></ui>"#
        #expect(Self.lint(text, reader: .talkBack).isEmpty)
        #expect(Self.lint(text, reader: .voiceOverIOS).count == 1)
    }

    @Test func stateValueConflictComparesWithTheReadersStateWords() {
        let text = #"<ui version="1"><checkbox id="a" label="Wi-Fi" traits="toggle" state="checked" accessibilityValue="on"/></ui>"#
        // "on" is VoiceOver's word for a checked switch, not the design grammar's nor TalkBack's.
        #expect(Self.lint(text, reader: .voiceOverIOS).isEmpty)
        #expect(Self.lint(text, reader: .voiceOverMacOS).isEmpty)
        #expect(Self.lint(text, reader: nil).map(\.message) == [
            "Checkbox 'a' is checked, but its accessibilityValue makes VoiceOver say \"on\" instead of \"checked\"; remove accessibilityValue or set it to \"checked\"",
        ])
        // Compared ignoring case, as the rule always has: TalkBack's "On" (a Compose switch's).
        #expect(Self.lint(text, reader: .talkBack).isEmpty)
        let checked = #"<ui version="1"><checkbox id="a" label="Wi-Fi" traits="toggle" state="checked" accessibilityValue="checked"/></ui>"#
        #expect(Self.lint(checked, reader: nil).isEmpty)
        #expect(Self.lint(checked, reader: .talkBack).map(\.message) == [
            "Checkbox 'a' is checked, but its stateDescription makes TalkBack say \"checked\" instead of \"On\"; remove stateDescription or set it to \"On\"",
        ])
        #expect(Self.lint(checked, reader: .voiceOverIOS).first?.message.contains("makes VoiceOver on iOS say \"checked\" instead of \"on\"") == true)
        #expect(Self.lint(text, reader: .nvda).first?.message.contains("makes NVDA say \"on\" instead of \"checked\"") == true)
        // VoiceOver's button kind on iOS says the value as it is: a checked state has no word.
        let button = #"<ui version="1"><checkbox id="b" label="Terms" state="checked" accessibilityValue="accepted"/></ui>"#
        #expect(Self.lint(button, reader: .voiceOverIOS).isEmpty)
        #expect(Self.lint(button, reader: nil).count == 1)
    }

    // MARK: Configuration

    @Test func theConfigurationNamesAReaderOrAuto() throws {
        func reader(_ yaml: String) throws -> ScreenReader? {
            var configuration = LintConfiguration()
            try ConfigurationLoader.parse(yaml, displayPath: ".checkbox-lint.yml", folder: "/p").apply(to: &configuration)
            return configuration.reader
        }
        #expect(try reader("reader: talkback\n") == .talkBack)
        #expect(try reader("reader: VoiceOver-iOS\n") == .voiceOverIOS)
        #expect(try reader("reader: auto\n") == nil)
        #expect(try reader("platform: ios\n") == nil)
        do {
            _ = try ConfigurationLoader.parse("platform: ios\nreader: voiceover\n", displayPath: ".checkbox-lint.yml", folder: "/p")
            Issue.record("no error for an unknown reader")
        } catch {
            #expect(error.description.hasPrefix(".checkbox-lint.yml:2: reader: 'voiceover' is not a screen reader (expected auto, design, voiceover-ios, voiceover-macos, talkback, nvda)"))
        }
    }

    // MARK: The command line

    @Test func previewAndLintTakeReader() throws {
        let text = #"<ui version="1"><group header="Alerts"><checkbox id="a" label="Email" announcement="Email, check box, not checked"/></group></ui>"#
        let root = try Support.folder(["a.xml": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = try CLI.run(["preview", "--reader", "nvda", "a.xml"], in: root)
        #expect(preview.status == 0)
        #expect(preview.stdout == "a.xml:1:17: group[0]: (group title) Alerts, grouping\na.xml:1:40: group[0]/a: Email, check box, not checked\n")
        #expect(try CLI.run(["lint", "--reader", "nvda", "a.xml"], in: root).status == 0)
        let design = try CLI.run(["lint", "a.xml"], in: root)
        #expect(design.status == 1)
        #expect(design.stdout.contains("[announcement-mismatch]"))
        let bad = try CLI.run(["preview", "--reader", "jaws", "a.xml"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'jaws'"))
        // The configuration's reader, overridden by the option.
        try Data("reader: nvda\n".utf8).write(to: root.appendingPathComponent(".checkbox-lint.yml"))
        #expect(try CLI.run(["lint", "a.xml"], in: root).status == 0)
        #expect(try CLI.run(["lint", "--reader", "design", "a.xml"], in: root).status == 1)
        try Data("reader: jaws\n".utf8).write(to: root.appendingPathComponent(".checkbox-lint.yml"))
        let unknown = try CLI.run(["lint", "a.xml"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("reader: 'jaws' is not a screen reader"))
    }

    /// JSON keeps SPEC's fields in order and adds `reader` and `groupTitle`, on the checkbox where
    /// focus enters the set.
    @Test func previewJSONGoldenOfANativeFile() throws {
        let result = try CLI.run(["preview", "--format", "json", "readers/native/macos-controls.xib"], in: Support.fixturesRoot)
        #expect(result.status == 0)
        let golden = Support.fixturesRoot.appendingPathComponent("readers/native/macos-controls.xib.json-preview")
        if Support.updatingGoldenFiles {
            try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        #expect(result.stdout == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func previewSaysOnceWhenEnglishStandsInForAReadersFrenchWords() throws {
        let result = try CLI.run(["preview", "--locale", "fr", "readers/native/ios-controls.storyboard", "readers/native/macos-controls.xib", "readers/native/android-controls.xml"],
                                 in: Support.fixturesRoot)
        #expect(result.status == 0)
        #expect(result.stderr == "checkbox-lint: note: no source gives some words of voiceover-ios in 'fr', voiceover-macos in 'fr'; those words are said in English (see docs/screen-readers.md)\n")
        let english = try CLI.run(["preview", "readers/native/ios-controls.storyboard", "readers/native/android-controls.xml"], in: Support.fixturesRoot)
        #expect(english.stderr == "")
    }
}
