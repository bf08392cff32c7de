import CheckboxLintModel
import CheckboxLintRules
import CheckboxLintEngine

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
            // The artifact location is the same in every result of the file: written once.
            var artifact: [(String, OrderedJSON)] = []
            if case .object(let members) = location { artifact = members }
            artifact.append(("index", .int(index)))
            var artifactText: [UInt8] = []
            OrderedJSON.object(artifact).write(into: &artifactText, pretty: true, level: 8)
            let fingerprints = Self.fingerprintHashes(for: findings, uri: Self.uri(of: location))
            for (finding, fingerprint) in zip(findings, fingerprints) {
                guard resultCount < maximumResults else { droppedResults += 1; continue }
                text.append(resultCount == 0 ? "\n        " : ",\n        ")
                resultCount += 1
                Self.writeResult(finding, artifactLocation: artifactText, fingerprint: fingerprint, into: &text)
                // Written out as it fills, as the text report is: one file's results are not
                // held whole (issue 28).
                if text.count >= TextReporter.flushSize {
                    output.write(text)
                    text.removeAll(keepingCapacity: true)
                }
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

    /// A result, pretty-printed at level 4 as `OrderedJSON` writes it, with the keys and layout
    /// written as constants: building an `OrderedJSON` tree per finding and walking it was two
    /// thirds of a `--format sarif` run, by callgrind.
    static func writeResult(_ finding: Finding, artifactLocation: [UInt8], fingerprint: UInt64, into bytes: inout [UInt8]) {
        bytes.append("{\n          \"ruleId\": ")
        OrderedJSON.writeString(finding.ruleID, into: &bytes)
        if let index = SARIFRules.indices[finding.ruleID] {
            bytes.append(",\n          \"ruleIndex\": ")
            bytes.appendDecimal(index)
        }
        bytes.append(",\n          \"level\": ")
        OrderedJSON.writeString(finding.severity.rawValue, into: &bytes)
        bytes.append(",\n          \"message\": {\n            \"text\": ")
        OrderedJSON.writeString(finding.message, into: &bytes)
        bytes.append("\n          },\n          \"locations\": [\n            {\n              \"physicalLocation\": {\n                \"artifactLocation\": ")
        bytes.append(contentsOf: artifactLocation)
        bytes.append(",\n                \"region\": {\n                  \"startLine\": ")
        bytes.appendDecimal(max(1, finding.location.line))
        bytes.append(",\n                  \"startColumn\": ")
        bytes.appendDecimal(max(1, finding.location.column))
        bytes.append("\n                }\n              }")
        if !finding.path.isEmpty {
            bytes.append(",\n              \"logicalLocations\": [\n                {\n                  \"name\": ")
            OrderedJSON.writeString(lastComponent(of: finding.path), into: &bytes)
            bytes.append(",\n                  \"fullyQualifiedName\": ")
            OrderedJSON.writeString(finding.path, into: &bytes)
            bytes.append(",\n                  \"kind\": \"element\"\n                }\n              ]")
        }
        bytes.append("\n            }\n          ],\n          \"partialFingerprints\": {\n            ")
        OrderedJSON.writeString(fingerprintKey, into: &bytes)
        bytes.append(": \"")
        FNV1a.appendHex(fingerprint, to: &bytes)
        bytes.append("\"\n          }")
        if let suppression = finding.suppression {
            bytes.append(",\n          \"suppressions\": [\n            {\n              \"kind\": ")
            OrderedJSON.writeString(suppression.kind.rawValue, into: &bytes)
            if !suppression.justification.isEmpty {
                bytes.append(",\n              \"justification\": ")
                OrderedJSON.writeString(suppression.justification, into: &bytes)
            }
            bytes.append("\n            }\n          ]")
        }
        bytes.append("\n        }")
    }

    /// The element's name: the last non-empty component of its path, or the path if it has none.
    static func lastComponent(of path: String) -> String {
        // Splitting every path was a tenth of a `--format sarif` run, by callgrind. On ASCII, bytes
        // are characters; elsewhere a `/` may begin a longer character, so split by characters.
        let utf8 = path.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return path.split(separator: "/").last.map(String.init) ?? path
        }
        guard let end = utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return path }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex
        return String(path[start...end])
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
        fingerprintHashes(for: findings, uri: uri).map(FNV1a.hex)
    }

    static let fingerprintSeparator = "\u{1F}"

    /// The hashes `fingerprints` writes in hexadecimal. Building each finding's key as a string,
    /// counting keys in string dictionaries and hashing them again was a seventh of a
    /// `--format sarif` run, by callgrind: the keys are hashed as they are read, byte by byte,
    /// and told apart by their hashes, the texts compared only where hashes agree.
    static func fingerprintHashes(for findings: [Finding], uri: String) -> [UInt64] {
        let separator = fingerprintSeparator
        // Keys are strings, equal when canonically equivalent; hashes are of bytes: the same test
        // only for ASCII (even then a string that is not, such as a Kelvin sign, may equal one).
        var ascii = true
        var hashes = findings.map { finding in
            var hash = FNV1a.hash(finding.ruleID, ascii: &ascii)
            hash = FNV1a.hash(separator, from: hash, ascii: &ascii)
            hash = FNV1a.hash(uri, from: hash, ascii: &ascii)
            hash = FNV1a.hash(separator, from: hash, ascii: &ascii)
            return FNV1a.hash(finding.path, from: hash, ascii: &ascii)
        }
        func base(_ index: Int) -> String { findings[index].ruleID + separator + uri + separator + findings[index].path }
        guard ascii, let bases = tally(hashes, text: base) else { return fingerprintHashesOfStrings(for: findings, uri: uri) }
        for index in findings.indices where bases.total[index] > 1 {
            hashes[index] = FNV1a.hash(findings[index].message, from: FNV1a.hash(separator, from: hashes[index], ascii: &ascii), ascii: &ascii)
        }
        func key(_ index: Int) -> String {
            bases.total[index] > 1 ? base(index) + separator + findings[index].message : base(index)
        }
        guard ascii, let keys = tally(hashes, text: key) else { return fingerprintHashesOfStrings(for: findings, uri: uri) }
        for index in findings.indices where keys.occurrence[index] > 1 {
            hashes[index] = FNV1a.hash(separator + String(keys.occurrence[index]), from: hashes[index], ascii: &ascii)
        }
        return hashes
    }

    /// For texts known by their hashes: each one's occurrence number among the texts equal to it
    /// (1 for the first) and how many texts are equal to it. Nil when two different texts share
    /// a hash; `text` builds a text, which is done only where hashes agree.
    private static func tally(_ hashes: [UInt64], text: (Int) -> String) -> (occurrence: [Int], total: [Int])? {
        var occurrence = [Int](repeating: 1, count: hashes.count)
        guard hashes.count > 1 else { return (occurrence, occurrence) }
        var firsts: [UInt64: Int] = [:]
        firsts.reserveCapacity(hashes.count)
        var group = Array(hashes.indices)
        var counts = occurrence
        for index in hashes.indices {
            let first = firsts[hashes[index], default: index]
            guard first != index else { firsts[hashes[index]] = index; continue }
            guard Array(text(first).utf8) == Array(text(index).utf8) else { return nil }
            counts[first] += 1
            occurrence[index] = counts[first]
            group[index] = first
        }
        return (occurrence, group.map { counts[$0] })
    }

    /// `fingerprintHashes` on the keys as strings, for the files whose keys are not all ASCII.
    private static func fingerprintHashesOfStrings(for findings: [Finding], uri: String) -> [UInt64] {
        let separator = fingerprintSeparator
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
            return FNV1a.hash(occurrence == 1 ? key : key + separator + String(occurrence))
        }
    }
}

/// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `text`'s UTF-8 continued from `hash`; `ascii` is cleared if a byte is not ASCII.
    static func hash(_ text: String, from hash: UInt64 = offsetBasis, ascii: inout Bool) -> UInt64 {
        var hash = hash
        var high: UInt8 = 0
        for byte in text.utf8 {
            high |= byte
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        if high >= 0x80 { ascii = false }
        return hash
    }

    static func hash(_ text: String) -> UInt64 {
        var ascii = true
        return hash(text, ascii: &ascii)
    }

    /// Sixteen lower-case hexadecimal digits.
    static func hex(_ hash: UInt64) -> String {
        var bytes: [UInt8] = []
        appendHex(hash, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendHex(_ hash: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: hash >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
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
