import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The rules about a checkbox's own flags and state: forbidden-combination,
/// indeterminate-not-tristate, default-checked, error-text-missing.
@Suite struct StateRuleTests {
    // MARK: forbidden-combination

    @Test func forbiddenCombinationNamesTheFlagsSetTogether() {
        let findings = RuleTest.findings("forbidden-combination", """
            <checkbox id="ok-error" label="A" error="true" errorText="x"/>
            <checkbox id="ok-read-only" label="B" readOnly="true" disabled="false"/>
            <checkbox id="bad-error-disabled" label="C" error="true" errorText="x" disabled="true"/>
            <checkbox id="bad-read-only-disabled" label="D" readOnly="yes" disabled="1"/>
            <checkbox id="bad-error-read-only" label="E" error="true" errorText="x" readOnly="true"/>
            <checkbox id="bad-all-three" label="F" error="true" errorText="x" readOnly="true" disabled="true"/>
            """)
        #expect(findings.map(\.path) == ["bad-error-disabled", "bad-read-only-disabled", "bad-error-read-only", "bad-all-three"])
        #expect(findings.map(\.severity) == [.error, .error, .error, .error])
        #expect(findings[0].message == "Checkbox 'bad-error-disabled' sets error and disabled together, which OUDS forbids by design (a fatal error at run time); keep only one of them")
        #expect(findings[1].message.contains("sets readOnly and disabled together"))
        #expect(findings[2].message.contains("sets error and readOnly together"))
        #expect(findings[3].message.contains("sets error, readOnly and disabled together"))
    }

    // MARK: indeterminate-not-tristate

    @Test func indeterminateNeedsTriState() {
        let paths = RuleTest.paths("indeterminate-not-tristate", """
            <checkbox id="ok-tristate" label="A" state="indeterminate" triState="true"/>
            <checkbox id="ok-two-state" label="B" state="unchecked"/>
            <checkbox id="ok-tristate-checked" label="C" state="checked" triState="true"/>
            <checkbox id="bad-missing" label="D" state="indeterminate"/>
            <checkbox id="bad-false" label="E" state="mixed" triState="false"/>
            """)
        #expect(paths == ["bad-missing", "bad-false"])
    }

    // MARK: default-checked

    @Test func defaultCheckedSkipsWhatTheUserCannotChange() {
        let findings = RuleTest.findings("default-checked", """
            <checkbox id="ok-unchecked" label="A"/>
            <checkbox id="ok-disabled" label="B" state="checked" disabled="true"/>
            <checkbox id="ok-read-only" label="C" state="on" readOnly="true"/>
            <checkbox id="ok-indeterminate" label="D" state="indeterminate" triState="true"/>
            <checkbox id="bad-checked" label="E" state="checked"/>
            <checkbox id="bad-selected" label="F" state="Selected" disabled="false"/>
            """)
        #expect(findings.map(\.path) == ["bad-checked", "bad-selected"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message == "Checkbox 'bad-checked' is checked by default; start it unchecked and let the user choose")
    }

    // MARK: error-text-missing

    @Test func errorNeedsANonBlankErrorText() {
        let findings = RuleTest.findings("error-text-missing", """
            <checkbox id="ok-error" label="A" error="true" errorText="Something wrong"/>
            <checkbox id="ok-no-error" label="B" error="false"/>
            <checkbox id="ok-text-without-error" label="C" errorText="Not shown"/>
            <checkbox id="bad-absent" label="D" error="true"/>
            <checkbox id="bad-blank" label="E" error="true" errorText=" \t "/>
            """)
        #expect(findings.map(\.path) == ["bad-absent", "bad-blank"])
        #expect(findings.first?.message == "Checkbox 'bad-absent' is in error but has no errorText; add an errorText that says what is wrong and how to fix it")
    }

    @Test func theseRulesTakeNoOptions() {
        for id in ["forbidden-combination", "indeterminate-not-tristate", "default-checked", "error-text-missing"] {
            var configuration = LintConfiguration()
            configuration.ruleOptions[id] = RuleOptions(["maxLength": .number(3)])
            #expect(throws: RuleOptionError.self) { try configuration.makeRules() }
        }
    }
}
