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
        DocumentCheck.invalidValue.id, DocumentCheck.unknownAttribute.id, DocumentCheck.unknownElement.id,
    ]
}

extension LintRun {
    /// Reads `file` exactly as `lint` does (same reader, same model, same defaults from the
    /// configuration) and announces its checkboxes.
    public func preview(_ file: InputFile) -> FilePreview {
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
    public var textLine: String {
        "\(file):\(location.line):\(location.column): \(path): \(Self.onOneLine(announcement))"
    }

    /// `text` with the characters that end a line (a line break in a label) written escaped (`\n`),
    /// so that each checkbox stays one line; anything else, a tab included, is printed as it is.
    static func onOneLine(_ text: String) -> String {
        func endsLine(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }
        guard text.unicodeScalars.contains(where: endsLine) else { return text }
        var line = ""
        for scalar in text.unicodeScalars {
            if endsLine(scalar) { line += scalar.escaped(asASCII: true) } else { line.unicodeScalars.append(scalar) }
        }
        return line
    }

    /// One JSON object, its members in a fixed order: `file`, `line`, `column`, `path`, `id`
    /// (null when the checkbox has none), `locale`, `announcement`.
    public var jsonObject: String {
        "{\"file\": \(JSONString.quoted(file)), \"line\": \(location.line), \"column\": \(location.column), "
            + "\"path\": \(JSONString.quoted(path)), \"id\": \(id.map(JSONString.quoted) ?? "null"), "
            + "\"locale\": \(JSONString.quoted(locale)), \"announcement\": \(JSONString.quoted(announcement))}"
    }
}
