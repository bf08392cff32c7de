import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The announcement builder against SPEC §3: its six English examples word for word, their French
/// counterparts, and each rule of the part list.
@Suite struct AnnouncementTests {
    /// The checkboxes of SPEC §3's examples, on one document in the given locale.
    static func examples(locale: String) -> String {
        """
        <ui version="1" platform="ios" locale="\(locale)">
          <screen id="s">
            <group id="notifications" header="Notifications">
              <checkbox id="email" label="Email" state="unchecked"/>
              <checkbox id="sms" label="Text messages" state="checked" disabled="true"/>
            </group>
            <group id="toppings" header="Toppings">
              <checkbox id="all" label="Select all" state="indeterminate" triState="true" selectAll="true"/>
            </group>
            <checkbox id="hello" label="Hello world" readOnly="true"/>
            <checkbox id="fabled" label="We live in a fabled world" error="true" errorText="Something wrong"/>
            <checkbox id="bazinga" label="Bazinga!" description="Doll-Dagga Buzz-Buzz Ziggety-Zag"/>
          </screen>
        </ui>
        """
    }

    /// The announcement of every checkbox of `text`, in document order.
    static func announcements(_ text: String, syntax: Linter.Syntax = .xml) -> [String] {
        let document = Support.document(text, syntax: syntax)
        let builder = AnnouncementBuilder(document: document)
        return document.checkboxes.map { builder.announcement(for: $0) }
    }

    /// One checkbox with `attributes` in a screen, optionally inside groups.
    static func announcement(_ attributes: String, locale: String = "en") -> String {
        announcements("""
        <ui version="1" platform="ios" locale="\(locale)"><screen id="s"><checkbox id="c" \(attributes)/></screen></ui>
        """)[0]
    }

    @Test func theSixEnglishExamplesOfTheSpec() {
        #expect(Self.announcements(Self.examples(locale: "en")) == [
            "unchecked, Email, Notifications, Checkbox",
            "checked, Text messages, Notifications, Checkbox, dimmed",
            "mixed, Select all, Toppings, Checkbox",
            "unchecked, Hello world, Checkbox, read only",
            "unchecked, We live in a fabled world, Checkbox, error, Something wrong",
            "unchecked, Bazinga!, Checkbox, Doll-Dagga Buzz-Buzz Ziggety-Zag",
        ])
    }

    @Test func theSixExamplesInFrench() {
        #expect(Self.announcements(Self.examples(locale: "fr")) == [
            "non coché, Email, Notifications, case à cocher",
            "coché, Text messages, Notifications, case à cocher, estompé",
            "mixte, Select all, Toppings, case à cocher",
            "non coché, Hello world, case à cocher, lecture seule",
            "non coché, We live in a fabled world, case à cocher, erreur, Something wrong",
            "non coché, Bazinga!, case à cocher, Doll-Dagga Buzz-Buzz Ziggety-Zag",
        ])
    }

    @Test func theWordTablesAreTheSpecs() {
        let en = AnnouncementWords.english, fr = AnnouncementWords.french
        #expect([en.checked, en.unchecked, en.indeterminate, en.role, en.disabled, en.readOnly, en.error]
                == ["checked", "unchecked", "mixed", "Checkbox", "dimmed", "read only", "error"])
        #expect([fr.checked, fr.unchecked, fr.indeterminate, fr.role, fr.disabled, fr.readOnly, fr.error]
                == ["coché", "non coché", "mixte", "case à cocher", "estompé", "lecture seule", "erreur"])
        #expect(AnnouncementWords.tables.keys.sorted() == ["en", "fr"])
    }

    @Test func theJSONSyntaxGivesTheSameAnnouncements() {
        let json = """
        { "type": "ui", "version": 1, "locale": "en", "children": [
          { "type": "group", "header": "Notifications", "children": [
            { "type": "checkbox", "label": "Text messages", "state": "on", "disabled": true } ] } ] }
        """
        #expect(Self.announcements(json, syntax: .json) == ["checked, Text messages, Notifications, Checkbox, dimmed"])
    }

    @Test(arguments: [("en-GB", "unchecked, A, Checkbox"), ("EN", "unchecked, A, Checkbox"),
                      ("fr-CA", "non coché, A, case à cocher"), ("FR", "non coché, A, case à cocher")])
    func theLanguageIsThePrimarySubtagOfTheLocale(locale: String, expected: String) {
        #expect(Self.announcement(#"label="A""#, locale: locale) == expected)
    }

    @Test func anUnknownLanguageFallsBackToEnglishAndSaysSo() {
        let document = Support.document(#"<ui version="1" locale="de-AT"><checkbox label="A" disabled="true"/></ui>"#)
        let builder = AnnouncementBuilder(document: document)
        #expect(builder.usesFallback)
        #expect(builder.fallbackLanguage == "de")
        #expect(builder.words == .english)
        #expect(builder.announcement(for: document.checkboxes.first!) == "unchecked, A, Checkbox, dimmed")

        let french = AnnouncementBuilder(document: Support.document(#"<ui version="1" locale="fr"><checkbox label="A"/></ui>"#))
        #expect(!french.usesFallback)
        #expect(french.fallbackLanguage == nil)
    }

    @Test func blankPartsAreLeftOutAndPartsAreTrimmed() {
        #expect(Self.announcement(#"label="  " description="" hint=" " errorText="x""#) == "unchecked, Checkbox")
        #expect(Self.announcement(#"label=" Email  " hint=" Double tap to subscribe ""#)
                == "unchecked, Email, Checkbox, Double tap to subscribe")
        // A blank accessibilityValue replaces the state word with nothing.
        #expect(Self.announcement(#"label="Email" accessibilityValue=" ""#) == "Email, Checkbox")
    }

    @Test func theNameIsTheAccessibilityLabelElseTheLabel() {
        #expect(Self.announcement(#"label="Email" accessibilityLabel="Email updates""#) == "unchecked, Email updates, Checkbox")
        #expect(Self.announcement(#"label="Email" accessibilityLabel=" ""#) == "unchecked, Email, Checkbox")
    }

    @Test func traitsWithoutCheckboxOrToggleDropTheRole() {
        #expect(Self.announcement(#"label="A" traits="button image""#) == "unchecked, A")
        #expect(Self.announcement(#"label="A" traits="""#) == "unchecked, A")
        #expect(Self.announcement(#"label="A" traits="button toggle""#) == "unchecked, A, Checkbox")
        #expect(Self.announcement(#"label="A" traits="Checkbox""#) == "unchecked, A, Checkbox")
        #expect(Self.announcement(#"label="A""#) == "unchecked, A, Checkbox")
    }

    @Test func accessibilityValueReplacesTheStateWord() {
        #expect(Self.announcement(#"label="A" state="checked" accessibilityValue="on""#) == "on, A, Checkbox")
        #expect(Self.announcement(#"label="A" state="checked" accessibilityValue="activé""#, locale: "fr") == "activé, A, case à cocher")
    }

    @Test func disabledWinsOverReadOnlyAndErrorTextFollowsTheErrorWord() {
        #expect(Self.announcement(#"label="A" disabled="true" readOnly="true""#) == "unchecked, A, Checkbox, dimmed")
        #expect(Self.announcement(#"label="A" errorText="Required""#) == "unchecked, A, Checkbox")
        #expect(Self.announcement(#"label="A" error="true" errorText="Required" description="Helper" hint="Hint" readOnly="yes""#)
                == "unchecked, A, Checkbox, read only, error, Required, Helper, Hint")
    }

    @Test func theGroupIsTheNearestEnclosingGroupWithAHeader() {
        let text = """
        <ui version="1" locale="en">
          <screen id="s" title="Screen titles are not said">
            <group id="outer" header="Outer">
              <group id="middle" header="  ">
                <group id="inner">
                  <checkbox id="deep" label="Deep"/>
                </group>
              </group>
              <group id="named" header="Named">
                <checkbox id="near" label="Near"/>
              </group>
              <checkbox id="direct" label="Direct"/>
            </group>
            <checkbox id="alone" label="Alone"/>
          </screen>
        </ui>
        """
        #expect(Self.announcements(text) == [
            "unchecked, Deep, Outer, Checkbox",
            "unchecked, Near, Named, Checkbox",
            "unchecked, Direct, Outer, Checkbox",
            "unchecked, Alone, Checkbox",
        ])
    }

    /// The one JSON string writer, which the preview's JSON and every JSON report share.
    @Test func jsonStringsAreEscaped() {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            OrderedJSON.writeString(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(quoted("plain é") == "\"plain é\"")
        #expect(quoted("a\"b\\c\nd\te\u{01}\u{1F}") == #""a\"b\\c\nd\te\u0001\u001f""#)
        #expect(quoted("\u{7F}\u{85}\u{9F}\u{A0}\u{2028}\u{2029}\u{2027}") == #""\u007f\u0085\u009f\#u{A0}\u2028\u2029\#u{2027}""#)
    }
}
