import ArgumentParser
import CheckboxLintKit
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules as the configuration sets them, or print one rule's documentation.",
        discussion: """
        The list gives each rule's state in the current configuration (the nearest \
        .checkbox-lint.yml, or --config): its severity, or off. Rules the configuration file sets \
        are marked '*', with the options it gives them.
        """
    )

    @Argument(help: "A rule id, to print its documentation page.")
    var ruleID: String?

    @Option(help: "Configuration file (default: the nearest .checkbox-lint.yml or .yaml from the current folder up to the repository root).")
    var config: String?

    func run() throws {
        guard let ruleID else {
            try list()
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

    /// `* id  state  summary (options: …)`, one line per rule, after a line naming the configuration.
    private func list() throws {
        let file: ConfigurationFile?
        do {
            file = try ConfigurationDiscovery.load(explicit: config, currentDirectory: FileManager.default.currentDirectoryPath)
        } catch {
            throw CommandFailure(message: error.description)
        }
        var configuration = LintConfiguration()
        file?.apply(to: &configuration)
        let settings = Dictionary((file?.rules ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let file {
            print("configuration: \(file.displayPath) (rules it sets are marked *)")
        } else {
            print("configuration: none found (every rule at its default; `checkbox-lint rules --config FILE` reads one)")
        }
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        for description in RuleRegistry.descriptions {
            let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let state = configuration.severities[description.id]?.rawValue ?? "off"
            let marker = settings[description.id] == nil ? " " : "*"
            var line = "\(marker) \(id)  \(state.padding(toLength: 7, withPad: " ", startingAt: 0))  \(description.page.summary)"
            if let options = settings[description.id]?.options.values.keys, !options.isEmpty {
                line += " (options: \(options.sorted().joined(separator: ", ")))"
            }
            print(line)
        }
    }
}
