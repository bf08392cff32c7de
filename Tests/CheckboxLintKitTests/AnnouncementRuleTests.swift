import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The four rules built on the announcement: each one firing, and not firing, through the real
/// pipeline (`Support.lint`).
@Suite struct AnnouncementRuleTests {
    static let rules = ["announcement-split", "role-missing", "state-value-conflict", "announcement-mismatch"]

    /// A document with `body` inside a screen; `locale` on the root when given.
    static func screen(_ body: String, locale: String? = nil) -> String {
        let localeAttribute = locale.map { #" locale="\#($0)""# } ?? ""
        return """
        <ui version="1" platform="ios"\(localeAttribute)>
          <screen id="s">
            \(body)
          </screen>
        </ui>
        """
    }

    // MARK: announcement-split

    @Test func announcementSplitFiresOnSeparateElements() {
        let found = RuleTest.findings("announcement-split", document: Self.screen("""
        <checkbox id="terms" label="Terms One" accessibilityElement="separate" width="44" height="44"/>
            <checkbox label="Terms Two" accessibilityElement="SEPARATE" width="44" height="44"/>
        """))
        #expect(Support.summary(found) == ["3:5 announcement-split", "4:5 announcement-split"])
        #expect(found.map(\.severity) == [.warning, .warning])
        #expect(found[0].message.hasPrefix("Checkbox 'terms' is two accessibility elements"))
        #expect(found[1].message.hasPrefix("Checkbox 's/checkbox[1]' is two accessibility elements"))
        #expect(found[0].message.contains("accessibilityElement=\"combined\""))
    }

    @Test func announcementSplitIsQuietOnCombinedOrDefault() {
        #expect(RuleTest.findings("announcement-split", document: Self.screen("""
        <checkbox id="a" label="A" accessibilityElement="combined" width="44" height="44"/>
            <checkbox id="b" label="B" width="44" height="44"/>
        """)).isEmpty)
    }

    // MARK: role-missing

    @Test func roleMissingFiresWhenTraitsNameNoCheckboxRole() {
        let found = RuleTest.findings("role-missing", document: Self.screen("""
        <checkbox id="a" label="A" traits="button image" width="44" height="44"/>
            <checkbox id="b" label="B" traits="" width="44" height="44"/>
        """))
        #expect(Support.summary(found) == ["3:5 role-missing", "4:5 role-missing"])
        #expect(found.map(\.severity) == [.error, .error])
        #expect(found[0].message == #"Checkbox 'a' declares traits "button image" without checkbox or toggle, so VoiceOver never says "Checkbox"; add the checkbox trait"#)
    }

    @Test func roleMissingNamesTheRoleInTheDocumentsLanguage() {
        let found = RuleTest.findings("role-missing", document: Self.screen(#"<checkbox id="a" label="A" traits="button"/>"#, locale: "fr"))
        #expect(found.count == 1)
        #expect(found.first?.message.contains(#"never says "case à cocher""#) == true)
    }

    @Test func roleMissingIsQuietWithCheckboxOrToggleOrNoTraits() {
        #expect(RuleTest.findings("role-missing", document: Self.screen("""
        <checkbox id="a" label="A" traits="button checkbox" width="44" height="44"/>
            <checkbox id="b" label="B" traits="Toggle" width="44" height="44"/>
            <checkbox id="c" label="C" width="44" height="44"/>
        """)).isEmpty)
    }

    // MARK: state-value-conflict

    @Test func stateValueConflictFiresOnAValueOtherThanTheStateWord() {
        let found = RuleTest.findings("state-value-conflict", document: Self.screen("""
        <checkbox id="a" label="A" state="checked" accessibilityValue="on"/>
            <checkbox id="b" label="B" accessibilityValue="checked"/>
            <checkbox id="c" label="C" state="indeterminate" triState="true" accessibilityValue="indeterminate"/>
            <checkbox id="d" label="D" accessibilityValue=""/>
        """))
        #expect(Support.summary(found) == ["3:5 state-value-conflict", "4:5 state-value-conflict",
                                            "5:5 state-value-conflict", "6:5 state-value-conflict"])
        #expect(found[0].severity == .error)
        #expect(found[0].message == #"Checkbox 'a' is checked, but its accessibilityValue makes VoiceOver say "on" instead of "checked"; remove accessibilityValue or set it to "checked""#)
        #expect(found[2].message.contains(#"instead of "mixed""#))
    }

    @Test func stateValueConflictIsQuietOnTheStateWordIgnoringCaseAndSpaces() {
        #expect(RuleTest.findings("state-value-conflict", document: Self.screen("""
        <checkbox id="a" label="A" state="on" accessibilityValue=" Checked "/>
            <checkbox id="b" label="B" accessibilityValue="UNCHECKED"/>
            <checkbox id="c" label="C" state="mixed" triState="true" accessibilityValue="mixed"/>
            <checkbox id="d" label="D" state="checked"/>
        """)).isEmpty)
    }

    @Test func stateValueConflictUsesTheDocumentsLanguage() {
        let french = Self.screen("""
        <checkbox id="a" label="A" state="checked" accessibilityValue="Coché"/>
            <checkbox id="b" label="B" accessibilityValue="unchecked"/>
        """, locale: "fr-FR")
        let found = RuleTest.findings("state-value-conflict", document: french)
        #expect(Support.summary(found) == ["4:5 state-value-conflict"])
        #expect(found.first?.message.contains(#"instead of "non coché""#) == true)
        // A language without words is checked against the English ones.
        #expect(RuleTest.findings("state-value-conflict", document: Self.screen(#"<checkbox id="a" label="A" accessibilityValue="unchecked"/>"#, locale: "de")).isEmpty)
    }

    // MARK: announcement-mismatch

    @Test func announcementMismatchShowsBothAnnouncements() {
        let text = """
        <ui version="1" platform="ios" locale="en">
          <screen id="s">
            <group id="notifications" header="Notifications">
              <checkbox id="email" label="Email" announcement="checked, Email"/>
            </group>
          </screen>
        </ui>
        """
        let found = RuleTest.findings("announcement-mismatch", document: text)
        #expect(Support.summary(found) == ["4:7 announcement-mismatch"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message == #"Checkbox 'email' announces "unchecked, Email, Notifications, Checkbox", not the expected "checked, Email"; fix the checkbox or its announcement attribute"#)
    }

    @Test func announcementMismatchIgnoresCaseAndRunsOfWhiteSpace() {
        #expect(RuleTest.findings("announcement-mismatch", document: Self.screen("""
        <checkbox id="a" label="Hello world" readOnly="true" announcement="  UNCHECKED,   hello
              world, checkbox, Read only "/>
            <checkbox id="b" label="B" accessibilityValue="on" traits="button" hint="Opens the terms" announcement="on, B, Opens the terms"/>
            <checkbox id="c" label="C"/>
        """)).isEmpty)
        // Punctuation is not white space: a missing comma is a difference.
        #expect(RuleTest.findings("announcement-mismatch", document: Self.screen(#"<checkbox id="a" label="A" announcement="unchecked A, Checkbox"/>"#)).count == 1)
    }

    @Test func theComparisonFoldsCaseAndWhiteSpaceInASCIIAndBeyond() {
        #expect(AnnouncementMismatch.normalized("  UNCHECKED,\tEmail \n\r Box  ") == "unchecked, email box")
        #expect(AnnouncementMismatch.normalized("Non  Coché,\u{00A0}ÉTÉ ") == "non coché, été")
        #expect(AnnouncementMismatch.normalized(" \t ") == "")
    }

    @Test func announcementMismatchComparesInTheDocumentsLanguage() {
        let french = Self.screen(#"<checkbox id="a" label="E-mail" disabled="true" announcement="non coché, E-mail, case à cocher, estompé"/>"#, locale: "fr")
        #expect(RuleTest.findings("announcement-mismatch", document: french).isEmpty)
        let english = Self.screen(#"<checkbox id="a" label="E-mail" disabled="true" announcement="non coché, E-mail, case à cocher, estompé"/>"#, locale: "en")
        #expect(RuleTest.findings("announcement-mismatch", document: english).count == 1)
    }

    @Test func theRulesReadJSONAsWellAsXML() {
        let json = """
        { "type": "ui", "version": 1, "children": [ { "type": "screen", "id": "s", "children": [
          { "type": "checkbox", "id": "a", "label": "A", "accessibilityElement": "separate", "traits": "image",
            "accessibilityValue": "on", "announcement": "on, A, Checkbox" } ] } ] }
        """
        let fired = Set(Support.lint(json, file: "t.json", syntax: .json).map(\.ruleID))
        #expect(Set(Self.rules).isSubset(of: fired))
    }

    @Test func theRulesCanBeTurnedOff() {
        var configuration = LintConfiguration()
        for id in Self.rules { configuration.disable(id) }
        let text = Self.screen(#"<checkbox id="a" label="A" accessibilityElement="separate" traits="image" accessibilityValue="on" announcement="x"/>"#)
        #expect(Set(Self.rules).isSubset(of: Set(Support.lint(text).map(\.ruleID))))
        #expect(Support.lint(text, configuration: configuration).filter { Self.rules.contains($0.ruleID) }.isEmpty)
    }
}
