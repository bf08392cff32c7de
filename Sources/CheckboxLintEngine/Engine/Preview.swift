import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// One checkbox's announcement, as `checkbox-lint preview` prints it.
public struct AnnouncedCheckbox: Sendable, Equatable {
    /// The path reports show for the file.
    public let file: String
    public let location: SourceLocation
    /// The element path (`signup/notifications/email`).
    public let path: String
    public let id: String?
    /// The document's locale tag, as written or defaulted (`en`, `fr-CA`).
    public let locale: String
    public let announcement: String
    /// The screen reader whose words `announcement` is in.
    public var reader: ScreenReader = .design
    /// The title of the set focus enters at this checkbox, which a native reader says once, on
    /// its own, before the checkbox (SPEC §3.1); nil for the design grammar, which says it inside
    /// each announcement, and for the other checkboxes of the set.
    public var groupTitle: GroupTitle? = nil
    /// What the reader says after a pause when usage hints are on ("Double tap to toggle
    /// setting."): JSON only, as the text line is what the reader says at once.
    public var usageHint: String? = nil
}

/// A group's or section's title as a native screen reader speaks it: once, where focus enters.
public struct GroupTitle: Sendable, Equatable {
    public let location: SourceLocation
    /// The group's element path.
    public let path: String
    public let title: String
    /// What the reader says where focus meets the title ("Notifications, Heading").
    public var spoken: String
}

/// What `preview` makes of one input file.
public struct FilePreview: Sendable {
    public enum Outcome: Sendable {
        /// The announcement of every checkbox, in document order.
        case previewed([AnnouncedCheckbox])
        /// Not a UI description: ignored.
        case skipped
        /// The file could not be parsed as a UI description (or is over the size limit): the
        /// findings that say why. The run exits with status 1.
        case unparsable([Finding])
        /// The file could not be read: the run exits with status 2.
        case unreadable(String)
    }

    public let file: InputFile
    public let outcome: Outcome
    /// The document's language when it has no announcement words and English was used.
    public var fallbackLanguage: String? = nil
    /// The native readers that spoke an English word for one the document's language has no
    /// source for, with that language (`voiceover-ios` → `fr`).
    public var readerFallbacks: [ScreenReader: String] = [:]
    /// What the model could not read as written (a value of the wrong form, an unknown attribute
    /// or element): the announcements are made without it, so `preview` shows these too.
    public var problems: [Finding] = []

    /// The model checks whose findings put an announcement in doubt.
    static let announcementProblems: Set<String> = [
        DocumentCheck.invalidValue.id, DocumentCheck.unknownAttribute.id, DocumentCheck.unknownElement.id,
    ]
}

extension LintRun {
    /// Reads `file` exactly as `lint` does (same reader, same model, same defaults from the
    /// configuration) and announces its checkboxes.
    public func preview(_ file: InputFile) -> FilePreview {
        // The file's nested configuration, if any (issue 26).
        let linter = linter(for: file)
        if let failure = file.walkFailure { return FilePreview(file: file, outcome: .unreadable(failure)) }
        let isStandardInput = file.path == InputFile.standardInputPath
        switch read(file) {
        case .failure(.unreadable(let reason)):
            return FilePreview(file: file, outcome: .unreadable("\(file.displayPath): cannot read file: \(reason)"))
        case .failure(.tooLarge(let size, let limit)):
            return FilePreview(file: file, outcome: .unparsable([tooLargeFinding(file, size: size, limit: limit)]))
        case .success(let bytes):
            switch linter.read(bytes: bytes, file: file.displayPath, requireUIRoot: isStandardInput) {
            case .skipped:
                return FilePreview(file: file, outcome: .skipped)
            case .unparsable(let document, let diagnostic):
                return FilePreview(file: file, outcome: .unparsable(problemFindings([diagnostic], in: document)))
            case .built(let document, let diagnostics):
                guard document.root?.kind == .ui else {
                    // A model element without its `ui` root (`<screen>` at the top): no document to announce.
                    return FilePreview(file: file, outcome: .unparsable(problemFindings(diagnostics, in: document)))
                }
                let builder = AnnouncementBuilder(document: document, reader: linter.configuration.reader)
                var readerFallbacks: [ScreenReader: String] = [:]
                var usesDesignGrammar = false
                var titledGroups = Set<Int>()
                let tree = document.tree
                // Every checkbox the front end mapped, hidden ones too: the preview says what a
                // reader would say of each where it reaches it. A call of a component that leaves it
                // its fallback name is announced where the component is declared, judged here only
                // (`Element.isAnnouncedWhereDeclared`).
                let announced: [AnnouncedCheckbox] = tree.stops.filter { $0.isCheckbox && !$0.element.isAnnouncedWhereDeclared }.map { stop in
                    let spoken = builder.spoken(for: stop)
                    if spoken.usedEnglish { readerFallbacks[spoken.reader] = document.language }
                    var title: GroupTitle?
                    if spoken.reader.saysGroupInAnnouncement {
                        usesDesignGrammar = true
                    } else if let group = tree.titledGroup(of: stop), titledGroups.insert(group.element.index).inserted,
                              let header = group.title {
                        let said = builder.spokenTitle(header, for: spoken.reader)
                        if said?.usedEnglish == true { readerFallbacks[spoken.reader] = document.language }
                        title = GroupTitle(location: group.element.location, path: group.element.path, title: header,
                                           spoken: said?.text ?? header)
                    }
                    return AnnouncedCheckbox(file: document.file, location: stop.location, path: stop.element.path, id: stop.id,
                                             locale: document.locale, announcement: spoken.text, reader: spoken.reader,
                                             groupTitle: title, usageHint: spoken.usageHint)
                }
                let problems = linter.findings(
                    from: diagnostics.filter { FilePreview.announcementProblems.contains($0.ruleID) }, in: document)
                return FilePreview(file: file, outcome: .previewed(announced),
                                   fallbackLanguage: usesDesignGrammar ? builder.fallbackLanguage : nil,
                                   readerFallbacks: readerFallbacks, problems: problems)
            }
        }
    }

    /// Previews every file; `consume` is called once per file, in order, never concurrently.
    public func preview(_ files: [InputFile], consume: (FilePreview) -> Void) {
        forEachInOrder(files, preview, consume: consume)
    }

    /// The findings that explain why a document has nothing to announce, at error severity even when
    /// the configuration turns their rule down or off: preview fails on them regardless.
    private func problemFindings(_ diagnostics: [Diagnostic], in document: Document) -> [Finding] {
        diagnostics.map { diagnostic in
            Finding(ruleID: diagnostic.ruleID, severity: .error, message: diagnostic.message, file: document.file,
                    location: diagnostic.location, path: diagnostic.element.map { document.elements[$0].path } ?? "")
        }.sorted(by: Finding.reportOrder)
    }
}

extension AnnouncedCheckbox {
    /// The preview's text: the title line of the set focus enters here, if any, then `textLine`,
    /// each ending in a line break.
    public var textLines: String {
        guard let groupTitle else { return textLine + "\n" }
        return "\(OneLine.path(file)):\(groupTitle.location.line):\(groupTitle.location.column): \(OneLine.escaped(groupTitle.path)): "
            + "(group title) \(OneLine.escaped(groupTitle.spoken))\n" + textLine + "\n"
    }

    /// `path:line:col: <element path>: <announcement>`: what a terminal and an editor can jump to.
    /// Each part is written as `OneLine` writes a document's text (a line break in a label, an ESC
    /// in a file name escaped), so that each checkbox stays one line and no line is a CI command.
    public var textLine: String {
        "\(OneLine.path(file)):\(location.line):\(location.column): \(OneLine.escaped(path)): \(OneLine.escaped(announcement))"
    }

    /// One JSON object, its members in a fixed order: `file`, `line`, `column`, `path`, `id`
    /// (null when the checkbox has none), `locale`, `announcement`, `reader`, and `groupTitle`
    /// (the title a native reader says as focus enters the set here; null otherwise). Strings are
    /// written by the reports' one JSON string writer (`OrderedJSON.writeString`).
    public var jsonObject: String {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            OrderedJSON.writeString(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        return "{\"file\": \(quoted(file)), \"line\": \(location.line), \"column\": \(location.column), "
            + "\"path\": \(quoted(path)), \"id\": \(id.map(quoted) ?? "null"), "
            + "\"locale\": \(quoted(locale)), \"announcement\": \(quoted(announcement)), "
            + "\"reader\": \(quoted(reader.rawValue)), "
            + "\"groupTitle\": \(groupTitle.map { quoted($0.title.quickTrimmed()) } ?? "null"), "
            + "\"usageHint\": \(usageHint.map(quoted) ?? "null")}"
    }
}
