import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The rules about how checkboxes sit on the screen: group-header-missing, label-not-tappable,
/// nested-interactive.
@Suite struct StructureRuleTests {
    // MARK: group-header-missing

    @Test func aGroupOfTwoNeedsAHeader() {
        let findings = RuleTest.findings("group-header-missing", """
            <screen id="s">
              <group id="bad-no-header"><checkbox id="a" label="A"/><checkbox id="b" label="B"/></group>
              <group id="bad-blank-header" header="  "><checkbox id="c" label="C"/><text id="t"/><checkbox id="d" label="D"/></group>
              <group id="ok-header" header="Toppings"><checkbox id="e" label="E"/><checkbox id="f" label="F"/></group>
              <group id="ok-one-checkbox"><checkbox id="g" label="G"/><button id="h" label="H"/></group>
              <group id="ok-nested-only"><group id="inner" header="Inner"><checkbox id="i" label="I"/><checkbox id="j" label="J"/></group><checkbox id="k" label="K"/></group>
            </screen>
            """)
        #expect(findings.map(\.path) == ["s/bad-no-header", "s/bad-blank-header"])
        #expect(findings.first?.message == "Group 'bad-no-header' holds 2 checkboxes but has no header; add a header that says what the options are for")
        #expect(findings.first?.severity == .error)
    }

    @Test func consecutiveLooseCheckboxesAreOneSetReportedAtTheFirst() {
        let findings = RuleTest.findings("group-header-missing", """
            <screen id="s">
              <text id="intro" label="Please read"/>
              <checkbox id="bad-run-start" label="A"/>
              <checkbox id="b" label="B"/>
              <checkbox id="c" label="C"/>
              <button id="continue" label="Continue"/>
              <checkbox id="ok-alone" label="D"/>
              <text id="between" label="or"/>
              <checkbox id="ok-alone-too" label="E"/>
            </screen>
            <checkbox id="bad-root-run" label="F"/>
            <checkbox id="g" label="G"/>
            """)
        #expect(findings.map(\.path) == ["s/bad-run-start", "bad-root-run"])
        #expect(findings.first?.message == "Checkboxes 'bad-run-start', 'b' and 'c' form a set with no section header; put them in a group with a header that says what they are for")
        #expect(findings.last?.message.hasPrefix("Checkboxes 'bad-root-run' and 'g' form a set") == true)
    }

    @Test func aRunBrokenByAnyOtherElementIsNoSet() {
        #expect(RuleTest.paths("group-header-missing", """
            <screen id="s">
              <checkbox id="a" label="A"/><text id="t" label="T"/><checkbox id="b" label="B"/>
              <group id="g" header="G"><checkbox id="c" label="C"/></group><checkbox id="d" label="D"/>
            </screen>
            """) == [])
    }

    @Test func checkboxesInsideACheckboxAreNotASet() {
        #expect(RuleTest.paths("group-header-missing", """
            <checkbox id="outer" label="Outer"><checkbox id="x" label="X"/><checkbox id="y" label="Y"/></checkbox>
            """) == [])
    }

    // MARK: label-not-tappable

    @Test func aVisibleLabelMustToggleTheCheckbox() {
        let findings = RuleTest.findings("label-not-tappable", """
            <group id="g" header="G">
              <checkbox id="bad" label="Terms One" tapTarget="indicator"/>
              <checkbox id="ok-row" label="Terms Two" tapTarget="row"/>
              <checkbox id="ok-default" label="Terms Three"/>
              <checkbox id="ok-no-label" accessibilityLabel="The cake is a lie" tapTarget="indicator"/>
              <checkbox id="ok-blank-label" label=" " accessibilityLabel="Cake" tapTarget="Indicator"/>
              <checkbox id="ok-indicator-variant" variant="indicator" label="Hidden text" tapTarget="indicator"/>
            </group>
            """)
        #expect(findings.map(\.path) == ["g/bad"])
        #expect(findings.first?.message == "Checkbox 'bad' toggles only when its box is tapped, not its label 'Terms One'; make the whole row the tap target (tapTarget=\"row\")")
        #expect(findings.first?.severity == .warning)
    }

    // MARK: nested-interactive

    @Test func eachNestedControlIsReported() {
        let findings = RuleTest.findings("nested-interactive", """
            <screen id="s">
              <checkbox id="accept" label="Accept">
                <link id="bad-link" label="Terms"/>
                <button id="bad-button" label="More"/>
                <tooltip id="bad-tooltip" label="Help"/>
                <checkbox id="bad-checkbox" label="Inner">
                  <link id="bad-deep-link" label="Deep"/>
                </checkbox>
              </checkbox>
              <link id="ok-link-beside" label="Terms"/>
              <group id="g" header="G"><button id="ok-button-in-group" label="More"/></group>
            </screen>
            """)
        #expect(findings.map(\.path) == ["s/accept/bad-link", "s/accept/bad-button", "s/accept/bad-tooltip",
                                         "s/accept/bad-checkbox", "s/accept/bad-checkbox/bad-deep-link"])
        #expect(findings.first?.message == "Link 'bad-link' is inside checkbox 'accept'; move it out of the checkbox, next to it, so each control can be reached and tapped on its own")
        // The nearest checkbox is named.
        #expect(findings.last?.message.contains("inside checkbox 'bad-checkbox'") == true)
    }

    @Test func theseRulesTakeNoOptions() {
        for id in ["group-header-missing", "label-not-tappable", "nested-interactive", "reading-order", "select-all-state"] {
            #expect(throws: RuleOptionError.self) { try RuleTest.configuration(id, ["minimum": .number(3)]).makeRules() }
        }
    }
}

extension StructureRuleTests {
    @Test func aSuppressionBeforeTheScreenCoversTheRunInside() {
        let findings = Support.lint("""
            <ui version="1" platform="ios">
              <!-- checkbox-lint-disable group-header-missing - the legal text above is the header -->
              <screen id="terms">
                <checkbox id="one" label="Terms One" width="44" height="44"/>
                <checkbox id="two" label="Terms Two" width="44" height="44"/>
              </screen>
            </ui>
            """)
        #expect(findings.map(\.ruleID) == ["group-header-missing"])
        #expect(findings.first?.suppression?.justification == "the legal text above is the header")
    }
}
