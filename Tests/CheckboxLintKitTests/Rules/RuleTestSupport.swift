import Testing
@testable import CheckboxLintKit

/// Helpers for the rule tests: lint a snippet and keep one rule's findings.
enum RuleTest {
    /// Wraps `body` in a `ui` root (ios, en unless given) and lints it with the default configuration.
    static func findings(_ ruleID: String, _ body: String, platform: String = "ios", locale: String = "en",
                         configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
        let text = "<ui version=\"1\" platform=\"\(platform)\" locale=\"\(locale)\">\n\(body)\n</ui>\n"
        let all = Support.lint(text, configuration: configuration)
        // A snippet that trips the document checks would test the wrong thing.
        let invalid = all.filter { DocumentChecks.all.map(\.id).contains($0.ruleID) }
        #expect(invalid.isEmpty, "invalid test document: \(invalid.map(\.message))")
        return all.filter { $0.ruleID == ruleID }
    }

    /// The element paths the rule reports, in report order.
    static func paths(_ ruleID: String, _ body: String, platform: String = "ios", locale: String = "en",
                      configuration: LintConfiguration = LintConfiguration()) -> [String] {
        findings(ruleID, body, platform: platform, locale: locale, configuration: configuration).map(\.path)
    }

    static func configuration(_ ruleID: String, _ options: [String: OptionValue], severity: Severity? = nil) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.ruleOptions[ruleID] = RuleOptions(options)
        if let severity { configuration.severities[ruleID] = severity }
        return configuration
    }
}
