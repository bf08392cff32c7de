import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// A rule may report one finding at a lower severity than its own; the configured severity caps it.
@Suite struct RuleSeverityTests {
    static let document = """
        <ui version="1" platform="ios">
          <group id="toppings" header="Toppings">
            <checkbox id="all" label="Select all" selectAll="true" state="unchecked"/>
            <checkbox id="olives" label="Olives"/>
          </group>
        </ui>
        """

    static func severities(_ configured: Severity?) -> [Severity] {
        var configuration = LintConfiguration()
        if let configured { configuration.severities["select-all-state"] = configured }
        return Support.lint(document, configuration: configuration).filter { $0.ruleID == "select-all-state" }.map(\.severity)
    }

    @Test func aRequestedLowerSeverityIsKept() {
        // The select-all is not three-state: the rule asks for a warning although it is an error rule.
        #expect(Self.severities(nil) == [.warning])
    }

    @Test func theConfiguredSeverityCapsTheRequestedOne() {
        #expect(Self.severities(.note) == [.note])
        #expect(Self.severities(.warning) == [.warning])
    }

    @Test func theContextRecordsTheRequestedSeverity() {
        var context = RuleContext(document: Support.document(Self.document), ruleID: "select-all-state")
        let element = context.document.elements[2]
        context.report(element, "plain")
        context.report(element, "lower", severity: .note)
        #expect(context.diagnostics.map(\.requestedSeverity) == [nil, .note])
    }
}
