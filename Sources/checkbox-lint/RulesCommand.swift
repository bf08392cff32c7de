import ArgumentParser
import CheckboxLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or print one rule's documentation."
    )

    @Argument(help: "A rule id, to print its documentation page.")
    var ruleID: String?

    func run() throws {
        guard let ruleID else {
            let width = RuleRegistry.ids.map(\.count).max() ?? 0
            for description in RuleRegistry.descriptions {
                let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print("\(id)  \(severity)  \(description.page.summary)")
            }
            return
        }
        guard let description = RuleRegistry.description(for: ruleID) else {
            throw CommandFailure(message: "unknown rule '\(ruleID)'" + RuleRegistry.suggestionClause(for: ruleID))
        }
        guard let markdown = description.page.markdown else {
            throw CommandFailure(message: "rule '\(ruleID)' has no documentation page")
        }
        print(markdown)
    }
}
