/// `--format sarif`: SARIF 2.1.0 (SPEC §5), one run, as GitHub code scanning accepts it.
///
/// Results are written as their file comes (memory stays flat); the artifacts and the invocation,
/// known only at the end, follow them. Nothing in the report depends on time, threads or the
/// machine beyond the folder it runs from, so two runs give byte-identical output.
public struct SARIFReporter: Reporter {
    /// GitHub code scanning rejects runs with more results than this.
    public static let githubResultLimit = 25_000
    /// The key of checkbox-lint's own fingerprints in `partialFingerprints`.
    public static let fingerprintKey = "checkboxLint/v1"

    /// The absolute folder relative paths are resolved against (`%SRCROOT%`).
    public let sourceRoot: String
    public var maximumResults: Int

    private var wroteHeader = false
    private var resultCount = 0
    private var droppedResults = 0
    private var artifacts: [OrderedJSON] = []
    private var unreadable: [String] = []

    /// - Parameter sourceRoot: an absolute path, normally the current folder.
    public init(sourceRoot: String, maximumResults: Int = SARIFReporter.githubResultLimit) {
        self.sourceRoot = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        self.maximumResults = maximumResults
    }

    public mutating func report(_ result: FileResult, to output: ReportOutput) {
        var text: [UInt8] = []
        if !wroteHeader { text.append(header()); wroteHeader = true }
        switch result.outcome {
        case .skipped:
            break
        case .unreadable(let message):
            unreadable.append(message)
        case .linted(let findings):
            let location = artifactLocation(result.file.displayPath)
            let index = artifacts.count
            artifacts.append(.object([("location", location), ("roles", .array([.string("analysisTarget")]))]))
            let fingerprints = Self.fingerprints(for: findings, uri: Self.uri(of: location))
            for (finding, fingerprint) in zip(findings, fingerprints) {
                guard resultCount < maximumResults else { droppedResults += 1; continue }
                text.append(resultCount == 0 ? "\n        " : ",\n        ")
                resultCount += 1
                resultValue(finding, location: location, artifactIndex: index, fingerprint: fingerprint)
                    .write(into: &text, pretty: true, level: 4)
            }
        }
        if !text.isEmpty { output.write(text) }
    }

    public mutating func finish(_ summary: RunSummary, notifications: [String], to output: ReportOutput) {
        var text = wroteHeader ? "" : header()
        text += resultCount == 0 ? "]" : "\n      ]"
        text += ",\n      \"artifacts\": "
        OrderedJSON.array(artifacts).write(into: &text, pretty: true, level: 3)

        var problems: [OrderedJSON] = unreadable.map { Self.notification("error", $0) }
        for message in notifications where !unreadable.contains(message) {
            problems.append(Self.notification("warning", message))
        }
        if droppedResults > 0 {
            problems.append(Self.notification("warning",
                "\(droppedResults) results after the first \(maximumResults) were left out: GitHub code scanning accepts at most \(maximumResults) results per run"))
        }
        var invocation: [(String, OrderedJSON)] = [("executionSuccessful", .bool(unreadable.isEmpty))]
        if !problems.isEmpty { invocation.append(("toolExecutionNotifications", .array(problems))) }
        text += ",\n      \"invocations\": "
        OrderedJSON.array([.object(invocation)]).write(into: &text, pretty: true, level: 3)
        text += "\n    }\n  ]\n}\n"
        output.write(text)
    }

    private func header() -> String {
        let driver: OrderedJSON = .object([
            ("name", .string("checkbox-lint")),
            ("version", .string(CheckboxLintVersion.current)),
            ("semanticVersion", .string(CheckboxLintVersion.current)),
            ("informationUri", .string(CheckboxLintVersion.informationURI)),
            ("rules", SARIFRules.all),
        ])
        var text = """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": 
        """
        OrderedJSON.object([("driver", driver)]).write(into: &text, pretty: true, level: 3)
        text += ",\n      \"originalUriBaseIds\": "
        OrderedJSON.object([
            ("%SRCROOT%", .object([("uri", .string("file://" + URIPath.encode(sourceRoot)))])),
        ]).write(into: &text, pretty: true, level: 3)
        // Columns count code points (SourceText), which is SARIF's "unicodeCodePoints".
        text += ",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
        return text
    }

    private func resultValue(_ finding: Finding, location: OrderedJSON, artifactIndex: Int, fingerprint: String) -> OrderedJSON {
        var artifact: [(String, OrderedJSON)] = []
        if case .object(let members) = location { artifact = members }
        artifact.append(("index", .int(artifactIndex)))
        var locationMembers: [(String, OrderedJSON)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object(artifact)),
                ("region", .object([
                    ("startLine", .int(max(1, finding.location.line))),
                    ("startColumn", .int(max(1, finding.location.column))),
                ])),
            ])),
        ]
        if !finding.path.isEmpty {
            let name = finding.path.split(separator: "/").last.map(String.init) ?? finding.path
            locationMembers.append(("logicalLocations", .array([.object([
                ("name", .string(name)),
                ("fullyQualifiedName", .string(finding.path)),
                ("kind", .string("element")),
            ])])))
        }
        var members: [(String, OrderedJSON)] = [("ruleId", .string(finding.ruleID))]
        if let index = SARIFRules.indices[finding.ruleID] { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object(locationMembers)])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if let suppression = finding.suppression {
            var details: [(String, OrderedJSON)] = [("kind", .string(suppression.kind.rawValue))]
            if !suppression.justification.isEmpty { details.append(("justification", .string(suppression.justification))) }
            members.append(("suppressions", .array([.object(details)])))
        }
        return .object(members)
    }

    /// `artifactLocation` of a reported path: relative to `%SRCROOT%` when it is below it (the
    /// usual case: paths as given on the command line), else an absolute `file:` URI.
    func artifactLocation(_ path: String) -> OrderedJSON {
        var relative = Substring(path)
        if path.hasPrefix("/") {
            guard path.hasPrefix(sourceRoot) else {
                return .object([("uri", .string("file://" + URIPath.encode(path)))])
            }
            relative = path.dropFirst(sourceRoot.count)
        }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2).drop(while: { $0 == "/" }) }
        return .object([("uri", .string(URIPath.encode(String(relative)))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    static func uri(of location: OrderedJSON) -> String {
        if case .object(let members) = location, case .string(let uri)? = members.first?.1 { return uri }
        return ""
    }

    static func notification(_ level: String, _ text: String) -> OrderedJSON {
        .object([("level", .string(level)), ("message", .object([("text", .string(text))]))])
    }

    /// Fingerprints of one file's findings: a hash of the rule, the file and the element path, so
    /// that a finding keeps its fingerprint when lines are added or removed around it. Where that
    /// is not unique in the file, the message is added, then the occurrence number.
    static func fingerprints(for findings: [Finding], uri: String) -> [String] {
        let separator = "\u{1F}"
        let bases = findings.map { $0.ruleID + separator + uri + separator + $0.path }
        var baseCounts: [String: Int] = [:]
        for base in bases { baseCounts[base, default: 0] += 1 }
        let keys = zip(findings, bases).map { finding, base in
            baseCounts[base]! > 1 ? base + separator + finding.message : base
        }
        var seen: [String: Int] = [:]
        return keys.map { key in
            seen[key, default: 0] += 1
            let occurrence = seen[key]!
            return FNV1a.hex(occurrence == 1 ? key : key + separator + String(occurrence))
        }
    }
}

/// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
enum FNV1a {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Paths as URI references (RFC 3986): unreserved characters and `/` kept, every other byte of
/// the UTF-8 percent-encoded, so that `a b.xml`, `é.xml` or `x:y.xml` stay relative references.
public enum URIPath {
    public static func encode(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "%" + OrderedJSON.hexByte(byte).uppercased()
            }
        }
        return result
    }
}
