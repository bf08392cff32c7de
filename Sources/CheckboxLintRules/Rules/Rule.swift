import CheckboxLintModel

/// What a rule is, as data: the `rules` command, the SARIF `tool.driver.rules` and the
/// configuration all read it. The long text (what it checks, why, examples) is the rule's page in
/// `Rules/<id>.md`, embedded in the binary by `scripts/generate-rule-docs`.
public struct RuleDescription: Sendable {
    public let id: String
    /// A short title, e.g. "Checkbox has no accessible name".
    public let name: String
    public let defaultSeverity: Severity
    /// Tags beyond `accessibility`, e.g. the WCAG criterion (`wcag412`).
    public let tags: [String]
    public let options: [RuleOptionDescription]

    public init(id: RuleID, name: String, defaultSeverity: Severity, tags: [String] = [], options: [RuleOptionDescription] = []) {
        self.init(id: id.rawValue, name: name, defaultSeverity: defaultSeverity, tags: tags, options: options)
    }

    public init(id: String, name: String, defaultSeverity: Severity, tags: [String] = [], options: [RuleOptionDescription] = []) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.tags = tags
        self.options = options
    }

    /// The rule's documentation page.
    public var page: RulePage { RulePage(id: id) }
}

public struct RuleOptionDescription: Sendable {
    public let name: String
    public let summary: String

    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}

/// A rule: metadata next to logic, as in SwiftLint and ESLint. Rules are values made once per run
/// from their options and shared by the threads that lint files.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Makes the rule from its configured options (an empty set when none are configured).
    /// Throws `RuleOptionError` for an unknown option or a bad value.
    init(options: RuleOptions) throws
    func check(_ document: Document, _ context: inout RuleContext)
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// A rule that takes no options: made by `init()`, and any option configured for it is an error.
public protocol OptionlessRule: Rule {
    init()
}

extension OptionlessRule {
    public init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
        self.init()
    }
}

/// Collects what the rules report on one document, each diagnostic under the rule reporting it.
public struct RuleContext {
    public let document: Document
    /// The rule reporting: `Linter` runs every rule of a document with one context.
    public package(set) var ruleID: String
    /// The configured screen reader (SPEC §3.1); nil for `auto`, which picks one per checkbox.
    public internal(set) var reader: ScreenReader?
    public package(set) var diagnostics: [Diagnostic] = []
    private var madeAnnouncements: AnnouncementBuilder?
    private var madeIndexByID: ElementIDs?
    /// `meaninglessReason(of:)`'s answers by element index: nil when not judged yet.
    private var judgedNames: [String??] = []

    public init(document: Document, ruleID: String, reader: ScreenReader? = nil) {
        self.document = document
        self.ruleID = ruleID
        self.reader = reader
    }

    /// The document's announcement builder with the configured reader, made on first use and
    /// shared by the rules of the document: making one looks up the document's language and word
    /// table (by callgrind, 0.4 % of a lint run when each rule made its own per checkbox).
    public var announcements: AnnouncementBuilder {
        mutating get {
            if let madeAnnouncements { return madeAnnouncements }
            let made = AnnouncementBuilder(document: document, reader: reader)
            madeAnnouncements = made
            return made
        }
    }

    /// The index of the first element with each id (duplicate-id reports the others): the table
    /// the front end checked ids with, else made on first use.
    public var elementIndexByID: ElementIDs {
        mutating get {
            if let madeIndexByID { return madeIndexByID }
            let index = document.elementIDs ?? ElementIDs(elements: document.elements)
            madeIndexByID = index
            return index
        }
    }

    /// The document's profile: what its platform is like.
    public var profile: PlatformProfile { document.profile }

    /// The document's accessibility tree.
    public var tree: AccessibilityTree { document.tree }

    /// Why `stop`'s name says nothing about the choice (`LabelMeaningless.reason`), nil when it
    /// may or when it has no name to judge; judged once per stop and document, as both
    /// label-meaningless and label-duplicate ask.
    mutating func meaninglessReason(of stop: FocusStop) -> String? {
        if judgedNames.count != document.elements.count {
            judgedNames = Array(repeating: nil, count: document.elements.count)
        }
        if let judged = judgedNames[stop.element.index] { return judged }
        let view = stop.element.layoutParent
        let reason = stop.name.flatMap { name in
            name.isText ? LabelMeaningless.reason(for: name, among: tree.checkboxes(in: stop.container).filter { $0.element.layoutParent == view },
                                                  placeholders: profile.placeholderNames) : nil
        }
        judgedNames[stop.element.index] = .some(reason)
        return reason
    }

    /// Reports a finding at the stop's element: its start tag (XML), opening brace (JSON) or first token.
    public mutating func report(_ stop: FocusStop, _ message: RuleMessage, severity: Severity? = nil) {
        report(stop.element, message, severity: severity)
    }

    /// Reports a finding about `element` at another place of its file (the modifier that sets what
    /// the finding is about), kept with the element for suppressions and reports.
    public mutating func report(_ element: Element, at location: SourceLocation, _ message: RuleMessage, severity: Severity? = nil) {
        diagnostics.append(Diagnostic(ruleID: ruleID, message: message.text, location: location,
                                      element: element.index, requestedSeverity: severity))
    }

    /// Reports a finding at `element`'s start tag (XML) or opening brace (JSON).
    /// - Parameter severity: a lower severity than the rule's for this finding (e.g. the warning
    ///   half of a rule that is an error otherwise); the configured severity caps it, so a rule
    ///   configured as `note` still reports a note.
    public mutating func report(_ element: Element, _ message: RuleMessage, severity: Severity? = nil) {
        diagnostics.append(Diagnostic(ruleID: ruleID, message: message.text, location: element.location,
                                      element: element.index, requestedSeverity: severity))
    }
}

/// A finding's message, written as a string literal with interpolations, as a `String` would be.
///
/// The parts are gathered as UTF-8 bytes in an array made large enough for most messages, and
/// made a string once: `String`'s own interpolation reserves two bytes per interpolated value,
/// so it grew most messages on the way, and each part it appended cost a few hundred
/// instructions of checks. By callgrind, the rules' messages were 6 % of a lint run; this way
/// costs a quarter less.
public struct RuleMessage: ExpressibleByStringInterpolation {
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// What a document says (a label, an id) is quoted as `OneLine` writes it: on one line
        /// (a control character, a line break in a label above all, escaped) and at most
        /// `OneLine.excerptLimit` characters, so that a report line stays one short line whatever
        /// the document holds.
        public mutating func appendInterpolation(_ value: String) {
            OneLine.append(value, limit: OneLine.excerptLimit, to: &bytes)
        }

        /// A part the rule composed itself (a list of quoted names, a clause of advice): escaped
        /// like a document's text, not cut. Whatever document text it holds, the rule quoted with
        /// `OneLine.excerpt` when composing it.
        public mutating func appendInterpolation(composed value: String) {
            OneLine.append(value, limit: nil, to: &bytes)
        }

        public mutating func appendInterpolation(_ value: Int) {
            append(String(value))
        }

        private mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }
}
