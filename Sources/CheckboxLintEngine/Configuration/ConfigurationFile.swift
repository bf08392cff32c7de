import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// What a `.checkbox-lint.yml` says, checked and typed; `nil` and empty mean "not set".
public struct ConfigurationFile: Sendable {
    /// How a rule is switched in the file.
    public enum RuleState: Sendable, Equatable {
        case off
        /// On, at the given severity or else the rule's default.
        case on(Severity?)
    }

    public struct RuleSetting: Sendable {
        public var id: String
        /// Nil when a mapping gives options but no `severity`: the rule keeps its default state.
        public var state: RuleState?
        public var options: RuleOptions
        /// The line of the rule's key.
        public var line: Int
        /// The line of each option, by its key path under the rule (`minimum.ios`, `ids[2]`).
        public var optionLines: [String: Int]

        /// The line of the option a rule complained about: its own, or else the nearest enclosing one.
        func line(ofOption key: String) -> Int {
            var path = Substring(key)
            while !path.isEmpty {
                if let line = optionLines[String(path)] { return line }
                guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
                path = path[..<cut]
            }
            return line
        }
    }

    /// The file as messages show it.
    public var displayPath: String
    /// The absolute folder that holds the file: `include` and `exclude` are relative to it.
    public var folder: String
    public var platform: Platform?
    public var locale: String?
    /// `reader:`; `.some(nil)` is `auto` written out.
    public var reader: ScreenReader??
    public var include: [Glob]?
    public var exclude: [Glob] = []
    public var maximumFileSize: Int?
    /// Custom checkbox classes of Interface Builder and Android layouts, added to the built-in ones.
    public var customCheckboxClasses: [String] = []
    /// In the file's order.
    public var rules: [RuleSetting] = []

    public init(displayPath: String, folder: String) {
        self.displayPath = displayPath
        self.folder = folder
    }

    /// Which files it lets a run lint.
    public var fileSelection: FileSelection {
        FileSelection(folder: folder, include: include, exclude: exclude)
    }

    /// Applies the file on top of `configuration` (defaults); the command line comes after.
    public func apply(to configuration: inout LintConfiguration) {
        apply(to: &configuration, selectingFiles: true)
    }

    /// Applies a nested file (one in a subfolder) on top of the configurations above it: its
    /// settings win, rule by rule; its `include` and `exclude` select among the files under its
    /// folder on their own (`NestedConfigurations`), so the run's selection stays.
    public func applyNested(to configuration: inout LintConfiguration) {
        apply(to: &configuration, selectingFiles: false)
    }

    private func apply(to configuration: inout LintConfiguration, selectingFiles: Bool) {
        if let platform { configuration.platform = platform }
        if let locale { configuration.locale = locale }
        if let reader { configuration.reader = reader }
        if let maximumFileSize { configuration.maximumFileSize = maximumFileSize }
        // Merged through a set: a list searched for each name was quadratic (100,000 names, minutes).
        var known = Set(configuration.customCheckboxClasses)
        for name in customCheckboxClasses where known.insert(name).inserted {
            configuration.customCheckboxClasses.append(name)
        }
        if selectingFiles { configuration.fileSelection = fileSelection }
        for rule in rules {
            switch rule.state {
            case .off?: configuration.disable(rule.id)
            case .on(nil)?: configuration.enable(rule.id)
            case .on(let severity?)?: configuration.severities[rule.id] = severity
            case nil: break
            }
            if !rule.options.values.isEmpty { configuration.ruleOptions[rule.id] = rule.options }
        }
    }

    /// Makes every configured rule from its options, on or off (so a rule turned on later by
    /// `--enable` cannot fail), and locates what a rule rejects at its line in the file.
    func checkRuleOptions(_ ruleTypes: [any Rule.Type] = RuleRegistry.ruleTypes) throws(ConfigurationError) {
        if let combined = ConfigurationError.combined(ruleOptionErrors(ruleTypes)) { throw combined }
    }

    /// What every configured rule rejects in its options, one error per rule (issue 26: all at once).
    func ruleOptionErrors(_ ruleTypes: [any Rule.Type] = RuleRegistry.ruleTypes) -> [ConfigurationError] {
        var errors: [ConfigurationError] = []
        for rule in rules {
            do {
                if let type = ruleTypes.first(where: { $0.description.id == rule.id }) {
                    _ = try type.init(options: rule.options)
                } else if let description = RuleRegistry.description(for: rule.id) {
                    // Document checks (parse-error, invalid-value…) take no options.
                    try rule.options.checkKnown(description)
                }
            } catch let error as RuleOptionError {
                errors.append(ConfigurationError(file: displayPath, line: rule.line(ofOption: error.key),
                                                 key: "rules.\(rule.id).\(error.key)", message: error.message))
            } catch {
                errors.append(ConfigurationError(file: displayPath, line: rule.line, key: "rules.\(rule.id)", message: "\(error)"))
            }
        }
        return errors
    }
}
