import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The rules about names: label-redundant-role, label-duplicate, label-too-long.
@Suite struct LabelRuleTests {
    // MARK: label-redundant-role

    @Test(arguments: [
        "Peppers checkbox", "CHECKBOX for peppers", "Peppers check box", "Peppers check-box", "Tick box: peppers",
        "peppers tickbox", "Case à cocher des poivrons", "CASE À COCHER", "case a cocher", "Peppers (checkbox)",
    ])
    func roleWordsAreReported(name: String) {
        let paths = RuleTest.paths("label-redundant-role", "<checkbox id=\"bad\" label=\"\(name)\"/>")
        #expect(paths == ["bad"], "\(name)")
    }

    @Test(arguments: [
        "Peppers", "Show completed checkboxes", "Check boxes", "Checkboxer", "Unchecked box", "Check the box",
        "Tick boxes", "Cases à cocher", "Boxcheck", "   ",
    ])
    func otherNamesAreNot(name: String) {
        #expect(RuleTest.paths("label-redundant-role", "<checkbox id=\"ok\" label=\"\(name)\"/>") == [], "\(name)")
    }

    @Test func theAccessibleNameIsWhatCounts() {
        let findings = RuleTest.findings("label-redundant-role", """
            <checkbox id="ok-overridden" label="Olives checkbox" accessibilityLabel="Olives"/>
            <checkbox id="bad-accessibility-label" label="Olives" accessibilityLabel="Olives checkbox"/>
            <checkbox id="bad-blank-override" label="Ham check box" accessibilityLabel="  "/>
            """)
        #expect(findings.map(\.path) == ["bad-accessibility-label", "bad-blank-override"])
        #expect(findings[0].message == "Checkbox 'bad-accessibility-label' is named 'Olives checkbox', which says 'checkbox'; VoiceOver already announces the role, so remove it from the accessibilityLabel")
        #expect(findings[1].message.hasSuffix("which says 'check box'; VoiceOver already announces the role, so remove it from the label"))
    }

    // MARK: label-duplicate

    @Test func duplicatesInOneGroupAreReportedAfterTheFirst() {
        let findings = RuleTest.findings("label-duplicate", """
            <screen id="s">
              <group id="toppings" header="Toppings">
                <checkbox id="ham" label="Ham"/>
                <checkbox id="ok-olives" label="Olives"/>
                <checkbox id="bad-ham-2" label="ham "/>
                <checkbox id="bad-ham-3" accessibilityLabel="  HAM" label="Jambon"/>
                <checkbox id="ok-blank" label=" "/>
                <checkbox id="ok-blank-2" label=""/>
              </group>
            </screen>
            """)
        #expect(findings.map(\.path) == ["s/toppings/bad-ham-2", "s/toppings/bad-ham-3"])
        #expect(findings[0].message == "Checkbox 'bad-ham-2' has the same name 'ham' as checkbox 'ham' in group 'toppings'; give each checkbox a name that tells it apart")
        #expect(findings[1].message.contains("as checkbox 'ham' in group"))
    }

    @Test func setsAreGroupsElseScreens() {
        let paths = RuleTest.paths("label-duplicate", """
            <screen id="one">
              <group id="notifications" header="Notifications"><checkbox id="ok-email" label="Email"/></group>
              <group id="receipts" header="Receipts"><checkbox id="ok-email-2" label="Email"/></group>
              <checkbox id="loose" label="Email"/>
              <group id="inner" header="Inner">
                <group id="deeper" header="Deeper"><checkbox id="ok-deeper" label="Email"/></group>
              </group>
              <checkbox id="bad-loose-2" label="email"/>
            </screen>
            <screen id="two"><checkbox id="ok-other-screen" label="Email"/></screen>
            <checkbox id="root-a" label="Email"/>
            <checkbox id="bad-root-b" label="Email"/>
            """)
        #expect(paths == ["one/bad-loose-2", "bad-root-b"])
    }

    @Test func outsideAnyScreenTheSetIsTheDocument() {
        let findings = RuleTest.findings("label-duplicate", "<checkbox id=\"a\" label=\"Alpha\"/><checkbox id=\"b\" label=\"alpha\"/>")
        #expect(findings.map(\.message) == ["Checkbox 'b' has the same name 'alpha' as checkbox 'a' in this document; give each checkbox a name that tells it apart"])
    }

    @Test func accentedNamesCompareIgnoringCaseAndComposition() {
        // Latin-1 letters are folded byte by byte; a decomposed accent (e + U+0301) sends the
        // document to the Unicode comparison, where it equals the composed one.
        let simple = RuleTest.paths("label-duplicate", """
            <checkbox id="ete" label="Été"/><checkbox id="bad-ete" label="éTÉ"/><checkbox id="ok-ete" label="Ete"/>
            """)
        #expect(simple == ["bad-ete"])
        let decomposed = RuleTest.paths("label-duplicate", """
            <checkbox id="ete" label="Été"/><checkbox id="bad-ete" label="e\u{301}te\u{301}"/>
            """)
        #expect(decomposed == ["bad-ete"])
    }

    // MARK: label-too-long

    @Test func namesLongerThan80CharactersAreANote() {
        let eighty = String(repeating: "a", count: 80)
        let findings = RuleTest.findings("label-too-long", """
            <checkbox id="ok-80" label="\(eighty)"/>
            <checkbox id="ok-80-padded" label="  \(eighty)  "/>
            <checkbox id="bad-81" label="\(eighty)b"/>
            <checkbox id="ok-short-override" label="\(eighty)b" accessibilityLabel="Short"/>
            """)
        #expect(findings.map(\.path) == ["bad-81"])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message == "Checkbox 'bad-81' has a name of 81 characters, longer than 80; shorten it and move the details to description")
    }

    @Test func lengthCountsCharactersNotBytes() {
        // 80 "é" are 160 bytes in UTF-8, and 80 decomposed "é" are 160 scalars: still 80 characters.
        let composed = String(repeating: "é", count: 80)
        let decomposed = String(repeating: "e\u{301}", count: 80)
        #expect(RuleTest.paths("label-too-long", "<checkbox id=\"a\" label=\"\(composed)\"/><checkbox id=\"b\" label=\"\(decomposed)\"/>") == [])
    }

    @Test func maxLengthIsConfigurable() {
        let configuration = RuleTest.configuration("label-too-long", ["maxLength": .number(10)])
        let paths = RuleTest.paths("label-too-long", """
            <checkbox id="ok-10" label="0123456789"/>
            <checkbox id="bad-11" label="0123456789a"/>
            """, configuration: configuration)
        #expect(paths == ["bad-11"])
        #expect(RuleTest.findings("label-too-long", "<checkbox id=\"x\" label=\"Extra cheese\"/>", configuration: configuration)
            .first?.message.contains("12 characters, longer than 10") == true)
    }

    @Test(arguments: [
        (OptionValue.number(0), "rules.label-too-long.maxLength: expected a whole number of at least 1; found 0"),
        (.number(12.5), "rules.label-too-long.maxLength: expected a whole number of at least 1; found 12.5"),
        (.string("long"), "rules.label-too-long.maxLength: expected a whole number of at least 1; found 'long'"),
    ])
    func badMaxLengthIsRejectedNamingTheKey(value: OptionValue, message: String) {
        let configuration = RuleTest.configuration("label-too-long", ["maxLength": value])
        #expect { try configuration.makeRules() } throws: { error in
            (error as? RuleOptionError)?.description == message
        }
    }

    @Test func unknownOptionsAreRejected() {
        let configuration = RuleTest.configuration("label-too-long", ["maxLenght": .number(10)])
        #expect { try configuration.makeRules() } throws: { error in
            (error as? RuleOptionError)?.description == "rules.label-too-long.maxLenght: unknown option (known: maxLength); did you mean 'maxLength'?"
        }
        for id in ["label-redundant-role", "label-duplicate"] {
            #expect(throws: RuleOptionError.self) { try RuleTest.configuration(id, ["maxLength": .number(1)]).makeRules() }
        }
    }
}

extension LabelRuleTests {
    @Test func theRoleIsFoundAsWholeWordsInAnyCase() {
        func role(_ text: String) -> String? { LabelRedundantRole.roleWord(in: AccessibleName(text, source: .label, isDynamic: false)) }
        #expect(role("Peppers CheckBOX") == "CheckBOX")
        #expect(role("Case à COCHER") == "Case à COCHER")
        #expect(role("tick-box") == "tick box")
        #expect(role("bo") == nil)
        #expect(role("b\u{0}x, bo-x") == nil)
        #expect(role("Toolbox") == nil)
        #expect(role("Show all checkboxes") == nil)
    }
}
