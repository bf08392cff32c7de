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
    /// What the model could not read as written (a value of the wrong form, an unknown attribute
    /// or element): the announcements are made without it, so `preview` shows these too.
    public var problems: [Finding] = []

    /// The model checks whose findings put an announcement in doubt.
    static let announcementProblems: Set<String> = [
        DocumentChecks.invalidValue.id, DocumentChecks.unknownAttribute.id, DocumentChecks.unknownElement.id,
    ]
}

extension LintRun {
    /// Reads `file` exactly as `lint` does (same reader, same model, same defaults from the
    /// configuration) and announces its checkboxes.
    public func preview(_ file: InputFile) -> FilePreview {
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
                let builder = AnnouncementBuilder(document: document)
                let announced: [AnnouncedCheckbox] = document.checkboxes.map { checkbox in
                    AnnouncedCheckbox(file: document.file, location: checkbox.location, path: checkbox.path, id: checkbox.id,
                                      locale: document.locale, announcement: builder.announcement(for: checkbox))
                }
                let problems = linter.findings(
                    from: diagnostics.filter { FilePreview.announcementProblems.contains($0.ruleID) }, in: document)
                return FilePreview(file: file, outcome: .previewed(announced), fallbackLanguage: builder.fallbackLanguage,
                                   problems: problems)
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
    /// `path:line:col: <element path>: <announcement>`: what a terminal and an editor can jump to.
    /// Each part is written as `OneLine` writes a document's text (a line break in a label, an ESC
    /// in a file name escaped), so that each checkbox stays one line and no line is a CI command.
    public var textLine: String {
        "\(OneLine.path(file)):\(location.line):\(location.column): \(OneLine.escaped(path)): \(OneLine.escaped(announcement))"
    }

    /// One JSON object, its members in a fixed order: `file`, `line`, `column`, `path`, `id`
    /// (null when the checkbox has none), `locale`, `announcement`.
    /// Strings are written by the reports' one JSON string writer (`OrderedJSON.writeString`).
    public var jsonObject: String {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            OrderedJSON.writeString(text, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        return "{\"file\": \(quoted(file)), \"line\": \(location.line), \"column\": \(location.column), "
            + "\"path\": \(quoted(path)), \"id\": \(id.map(quoted) ?? "null"), "
            + "\"locale\": \(quoted(locale)), \"announcement\": \(quoted(announcement))}"
    }
}
