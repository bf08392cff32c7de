import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Everything that decides what a lint run checks: defaults for documents, which rules run at
/// which severity, and their options. Built from the configuration file and the command line.
public struct LintConfiguration: Sendable {
    public var platform: Platform = .ios { didSet { platformIsConfigured = true } }
    /// Whether a configuration file or the command line set `platform` (front ends that find the
    /// platform in a project's files let a configured one win, and the default give way).
    public private(set) var platformIsConfigured = false
    public var locale: String = "en"
    /// The screen reader whose announcement `preview` shows and the announcement rules compare
    /// with (SPEC §3.1); nil for `auto`, which picks one per document and control.
    public var reader: ScreenReader?
    /// Files larger than this are reported, not read (SPEC §7).
    public var maximumFileSize: Int = 64 * 1024 * 1024
    /// The severity of each enabled rule; a rule that is absent is off.
    public var severities: [String: Severity]
    public var ruleOptions: [String: RuleOptions] = [:]
    /// The configuration file's `include` and `exclude`.
    public var fileSelection = FileSelection()
    /// Whether folder walks skip `Pods`, `Carthage`, `node_modules` and `.build`
    /// (`InputCollector.dependencyFolders`); the configuration's `defaultExcludes: false` turns it off.
    public var skipsDependencyFolders = true
    /// Class names read as checkboxes by the Interface Builder and Android front ends: an IB
    /// `customClass`, an Android view class (full or simple name). Classes whose name ends in
    /// "checkbox" (any case) are checkboxes anyway. Intended YAML key: `customCheckboxClasses`.
    public var customCheckboxClasses: [String] = ["RVS_Checkbox"]
    /// The folders the run walks: where an Android layout's project is taken to start when no
    /// `settings.gradle` or `.git` is found above it (a checkout without its build files).
    public var projectFolders: [String] = []
    /// The configuration file applied, as messages show it (`../.checkbox-lint.yml`); nil for none.
    public var configurationFile: String?
    /// The front ends the run reads with: the Kit's own by default. The executable adds the ones
    /// it was built with (Swift source); a library user passes its own (an array literal of
    /// `Frontend`s registers them before the standard ones).
    public var frontends: FrontendRegistry = .standard

    /// The file name endings a folder walk picks up: every front end's.
    public var fileExtensions: Set<String> {
        frontends.fileExtensions
    }

    public init() {
        severities = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map { ($0.id, $0.defaultSeverity) })
    }

    public func isEnabled(_ id: String) -> Bool { severities[id] != nil }

    public mutating func enable(_ id: String) {
        if severities[id] == nil {
            severities[id] = RuleRegistry.description(for: id)?.defaultSeverity ?? .warning
        }
    }

    public mutating func disable(_ id: String) {
        severities[id] = nil
    }

    /// Makes the enabled rules from their options.
    public func makeRules() throws -> [any Rule] {
        var rules: [any Rule] = []
        for type in RuleRegistry.ruleTypes where isEnabled(type.description.id) {
            let id = type.description.id
            do {
                rules.append(try type.init(options: ruleOptions[id] ?? RuleOptions()))
            } catch let error as RuleOptionError {
                throw RuleOptionError(key: "rules.\(id).\(error.key)", message: error.message)
            }
        }
        return rules
    }
}
