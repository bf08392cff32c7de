import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The one helper the rule tests use: lint a document (or a snippet wrapped in a `ui` root) and
/// keep one rule's findings, checking first that the document is valid, so a test cannot pass
/// because a reader or schema error stopped the rule from seeing what it tests.
enum RuleTest {
    /// The findings of `ruleID` on a whole document.
    static func findings(_ ruleID: String, document text: String, file: String = "test.xml", syntax: Linter.Syntax? = nil,
                         configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
        let all = Support.lint(text, file: file, syntax: syntax, configuration: configuration)
        let invalid = all.filter { DocumentCheck.all.map(\.id).contains($0.ruleID) }
        #expect(invalid.isEmpty, "invalid test document: \(invalid.map(\.message))")
        return all.filter { $0.ruleID == ruleID }
    }

    /// Wraps `body` in a `ui` root (ios, en unless given) and lints it.
    static func findings(_ ruleID: String, _ body: String, platform: String = "ios", locale: String = "en",
                         configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
        let text = "<ui version=\"1\" platform=\"\(platform)\" locale=\"\(locale)\">\n\(body)\n</ui>\n"
        return findings(ruleID, document: text, configuration: configuration)
    }

    /// The element paths the rule reports on a whole document, in report order.
    static func paths(_ ruleID: String, document text: String, configuration: LintConfiguration = LintConfiguration()) -> [String] {
        findings(ruleID, document: text, configuration: configuration).map(\.path)
    }

    /// The element paths the rule reports on `body` wrapped in a `ui` root, in report order.
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
