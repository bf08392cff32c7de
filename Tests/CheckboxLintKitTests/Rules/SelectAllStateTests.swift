import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// select-all-state: the state against the checkboxes controlled, with and without `controls`.
@Suite struct SelectAllStateTests {
    static let id = "select-all-state"

    static func group(all state: String, _ states: [String], extra: String = " triState=\"true\"") -> String {
        let options = states.enumerated().map { "<checkbox id=\"o\($0.offset)\" label=\"O\($0.offset)\" state=\"\($0.element)\"/>" }
        return "<group id=\"g\" header=\"G\"><checkbox id=\"all\" label=\"Select all\" selectAll=\"true\" state=\"\(state)\"\(extra)/>\(options.joined())</group>"
    }

    @Test(arguments: [
        ("checked", ["checked", "checked"]),
        ("unchecked", ["unchecked", "unchecked"]),
        ("indeterminate", ["checked", "unchecked"]),
        ("indeterminate", ["indeterminate", "indeterminate"]),
        ("indeterminate", ["checked", "indeterminate"]),
    ])
    func aStateThatAgreesIsFine(state: String, options: [String]) {
        #expect(RuleTest.findings(Self.id, Self.group(all: state, options)).isEmpty)
    }

    @Test func aStateThatDisagreesIsAnErrorSayingWhichStateToUse() {
        let mixed = RuleTest.findings(Self.id, Self.group(all: "checked", ["checked", "unchecked", "unchecked"]))
        #expect(mixed.map(\.message) == ["Select-all checkbox 'all' is checked but the 3 checkboxes it controls are mixed: 1 checked, 2 unchecked; make it indeterminate"])
        #expect(mixed.map(\.severity) == [.error])
        let allChecked = RuleTest.findings(Self.id, Self.group(all: "indeterminate", ["checked", "on"]))
        #expect(allChecked.map(\.message) == ["Select-all checkbox 'all' is indeterminate but the 2 checkboxes it controls are all checked; make it checked"])
        let noneChecked = RuleTest.findings(Self.id, Self.group(all: "checked", ["unchecked", "off"]))
        #expect(noneChecked.map(\.message) == ["Select-all checkbox 'all' is checked but the 2 checkboxes it controls are all unchecked; make it unchecked"])
        let withMixed = RuleTest.findings(Self.id, Self.group(all: "unchecked", ["unchecked", "indeterminate"]))
        #expect(withMixed.first?.message.contains("mixed: 0 checked, 1 unchecked, 1 indeterminate; make it indeterminate") == true)
    }

    @Test func notTriStateIsAWarningOnTopOfTheStateCheck() {
        let findings = RuleTest.findings(Self.id, Self.group(all: "checked", ["checked", "unchecked"], extra: ""))
        // Findings at one place are in message order: the state first, then the three-state warning.
        #expect(findings.map(\.severity) == [.error, .warning])
        #expect(findings.last?.message == "Select-all checkbox 'all' is not a three-state checkbox, so it cannot show that only some options are checked; set triState=\"true\"")
        let agreeing = RuleTest.findings(Self.id, Self.group(all: "unchecked", ["unchecked"], extra: " triState=\"false\""))
        #expect(agreeing.map(\.severity) == [.warning])
    }

    @Test func withoutControlsTheOtherCheckboxesOfItsParentCount() {
        // Checkboxes of another group, or nested deeper, are not governed.
        #expect(RuleTest.findings(Self.id, """
            <screen id="s">
              <group id="g" header="G">
                <checkbox id="all" label="Select all" selectAll="true" triState="true" state="checked"/>
                <checkbox id="a" label="A" state="checked"/>
                <text id="t" label="T"/>
                <checkbox id="b" label="B" state="checked"/>
                <group id="inner" header="Inner"><checkbox id="c" label="C"/></group>
              </group>
              <checkbox id="d" label="D"/>
            </screen>
            """).isEmpty)
    }

    @Test func withControlsOnlyTheNamedCheckboxesCount() {
        let body = """
            <screen id="s">
              <checkbox id="all" label="Select all" selectAll="true" triState="true" state="STATE" controls=" cheese  olives "/>
              <group id="g" header="G">
                <checkbox id="cheese" label="Cheese" state="checked"/>
                <checkbox id="olives" label="Olives" state="checked"/>
                <checkbox id="ham" label="Ham"/>
              </group>
            </screen>
            """
        #expect(RuleTest.findings(Self.id, body.replacingOccurrences(of: "STATE", with: "checked")).isEmpty)
        #expect(RuleTest.paths(Self.id, body.replacingOccurrences(of: "STATE", with: "indeterminate")) == ["s/all"])
    }

    @Test func unknownIdsInControlsAreReportedAndTheStateIsNotCompared() {
        let findings = RuleTest.findings(Self.id, """
            <screen id="s">
              <checkbox id="all" label="Select all" selectAll="true" triState="true" state="checked" controls="cheese olive intro all"/>
              <text id="intro" label="Pick"/>
              <group id="g" header="G">
                <checkbox id="cheese" label="Cheese"/>
                <checkbox id="olives" label="Olives"/>
              </group>
            </screen>
            """)
        #expect(findings.map(\.message) == [
            "Select-all checkbox 'all' controls 'intro', which is a text, not a checkbox; name only checkboxes in controls",
            "Select-all checkbox 'all' controls unknown id 'olive'; name the ids of the checkboxes it selects; did you mean 'olives'?",
            "Select-all checkbox 'all' names itself in controls; name only the checkboxes it selects",
        ])
        #expect(findings.allSatisfy { $0.severity == .error && $0.path == "s/all" })
    }

    @Test func aSelectAllWithNothingToControlIsReported() {
        let findings = RuleTest.findings(Self.id, """
            <group id="g" header="G"><checkbox id="all" label="Select all" selectAll="true" triState="true"/><text id="t" label="T"/></group>
            """)
        #expect(findings.map(\.message) == ["Select-all checkbox 'all' has no checkboxes to control; put it in a group with the checkboxes it selects, or name them in controls"])
    }

    @Test func checkboxesThatAreNotSelectAllAreIgnored() {
        #expect(RuleTest.findings(Self.id, """
            <group id="g" header="G">
              <checkbox id="a" label="A" state="checked" controls="nothing"/>
              <checkbox id="b" label="B" selectAll="false" state="checked"/>
            </group>
            """).isEmpty)
    }
}

extension SelectAllStateTests {
    @Test func eachSelectAllOfAParentLeavesOnlyItselfOut() {
        let findings = RuleTest.findings(Self.id, """
            <group id="g" header="G">
              <checkbox id="first" label="All" selectAll="true" triState="true" state="checked"/>
              <checkbox id="second" label="Every" selectAll="true" triState="true" state="unchecked"/>
              <checkbox id="a" label="A" state="checked"/>
              <checkbox id="b" label="B" state="checked"/>
            </group>
            """)
        #expect(findings.map(\.message) == [
            "Select-all checkbox 'first' is checked but the 3 checkboxes it controls are mixed: 2 checked, 1 unchecked; make it indeterminate",
            "Select-all checkbox 'second' is unchecked but the 3 checkboxes it controls are all checked; make it checked",
        ])
    }
}
