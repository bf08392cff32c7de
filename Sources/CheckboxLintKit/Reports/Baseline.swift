import Foundation

/// A baseline: the findings a project has accepted for now (`--write-baseline` records them,
/// `--baseline` suppresses them, SARIF kind `external`), so that CI fails only on new ones.
///
/// An entry is a file (relative to the baseline's folder, so the baseline works from any current
/// folder), a rule id, an element path and a message, with the number of findings it stands for.
/// Lines are not part of it: code that moves keeps its entry. An entry suppresses at most as many
/// findings as it recorded, so a new duplicate is still reported; an entry no finding matches any
/// more simply stops mattering.
///
/// The file is pretty JSON, sorted, one entry per line, so that its diffs are readable:
///
///     {
///       "version": 1,
///       "findings": [
///         {"file": "Screens/a.xml", "ruleId": "label-missing", "path": "s/a", "message": "…", "count": 1}
///       ]
///     }
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Comparable, Sendable {
        public var file: String
        public var ruleID: String
        public var path: String
        public var message: String

        /// The order of the tuple `(file, ruleID, path, message)`, field by field: comparing the
        /// tuples copied four strings a side, and sorting a baseline's entries by them was 40 % of
        /// a `--write-baseline` run, by callgrind.
        public static func < (a: Entry, b: Entry) -> Bool {
            if a.file != b.file { return a.file < b.file }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            if a.path != b.path { return a.path < b.path }
            return a.message < b.message
        }

        /// The message, the longest member, is left out of the hash: entries that differ only in
        /// their message are few, and hashing every member was a tenth of a `--baseline` run.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(ruleID)
            hasher.combine(path)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static let formatVersion = 1

    public private(set) var counts: [Entry: Int] = [:]
    /// Maps reported paths to the paths entries use.
    public let paths: BaselinePaths

    public init(paths: BaselinePaths) {
        self.paths = paths
    }

    public func entry(for finding: Finding) -> Entry {
        Entry(file: paths.key(for: finding.file), ruleID: finding.ruleID, path: finding.path, message: finding.message)
    }

    public mutating func record(_ finding: Finding) {
        counts[entry(for: finding), default: 0] += 1
    }

    /// Records a file's findings but those suppressed in the source, which stay there; what a
    /// baseline suppressed is recorded again.
    public mutating func record(_ result: FileResult) {
        var keys = BaselineKeys(paths)
        for finding in result.findings where finding.suppression?.kind != .inSource {
            counts[Entry(file: keys.key(for: finding.file), ruleID: finding.ruleID, path: finding.path,
                         message: finding.message), default: 0] += 1
        }
    }

    public var isEmpty: Bool { counts.isEmpty }

    // MARK: Reading and writing

    /// The file's text, as UTF-8.
    public func serialized() -> [UInt8] {
        var text: [UInt8] = []
        text.append("{\n  \"version\": ")
        text.appendDecimal(Self.formatVersion)
        text.append(",\n  \"findings\": [")
        for (index, (entry, count)) in counts.sorted(by: { $0.key < $1.key }).enumerated() {
            text.append(index == 0 ? "\n    " : ",\n    ")
            // One entry per line, members spaced as people write JSON, so diffs read well.
            text.append("{\"file\": ")
            OrderedJSON.writeString(entry.file, into: &text)
            text.append(", \"ruleId\": ")
            OrderedJSON.writeString(entry.ruleID, into: &text)
            text.append(", \"path\": ")
            OrderedJSON.writeString(entry.path, into: &text)
            text.append(", \"message\": ")
            OrderedJSON.writeString(entry.message, into: &text)
            text.append(", \"count\": ")
            text.appendDecimal(count)
            text.append("}")
        }
        text.append(counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return text
    }

    /// Reads a baseline file; a missing, unreadable, malformed or too large one is an error naming
    /// the file. `limit` is the size limit of the files linted (`maxFileSize`, 64 MiB by default):
    /// a baseline is read whole, and a hand-edited one is parsed by Foundation at some 40 bytes
    /// of memory per byte of file.
    public static func load(from file: String, currentDirectory: String, limit: Int = LintConfiguration().maximumFileSize) throws -> Baseline {
        let shown = OneLine.path(file)
        let data: Data
        switch FileReader.read(file, limit: limit) {
        case .success(let bytes):
            data = Data(bytes)
        case .failure(.tooLarge(let size, let limit)):
            throw Failure(description: "\(shown): cannot read the baseline: it is \(size) bytes, over the \(limit)-byte size limit (raise maxFileSize in the configuration)")
        case .failure(.unreadable(let reason)):
            throw Failure(description: "\(shown): cannot read the baseline: \(reason == "no such file or directory" ? "no such file" : reason)")
        }
        var baseline = Baseline(paths: BaselinePaths(baselineFile: file, currentDirectory: currentDirectory))
        if let entries = data.withUnsafeBytes({ WrittenBaselineReader.entries(of: $0) }) {
            for (entry, count) in entries { baseline.counts[entry, default: 0] += count }
            return baseline
        }
        func malformed(_ why: String) -> Failure {
            Failure(description: "\(shown): not a checkbox-lint baseline: \(why) (write one with --write-baseline)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw malformed("not valid JSON")
        }
        guard let object = json as? [String: Any] else { throw malformed("the top level is not an object") }
        guard let version = object["version"] as? Int, version == formatVersion else {
            throw malformed("\"version\" is not \(formatVersion)")
        }
        guard let entries = object["findings"] as? [Any] else { throw malformed("\"findings\" is not an array") }
        for (index, item) in entries.enumerated() {
            guard let fields = item as? [String: Any],
                  let path = fields["file"] as? String, let ruleID = fields["ruleId"] as? String,
                  let elementPath = fields["path"] as? String, let message = fields["message"] as? String else {
                throw malformed("entry \(index + 1) needs string members file, ruleId, path and message")
            }
            let count = fields["count"] == nil ? 1 : (fields["count"] as? Int ?? 0)
            guard count >= 1 else {
                throw malformed("entry \(index + 1) has a count that is not a positive whole number")
            }
            baseline.counts[Entry(file: path, ruleID: ruleID, path: elementPath, message: message), default: 0] += count
        }
        return baseline
    }
}

/// Reads a baseline laid out exactly as `Baseline.serialized` writes it, the usual case, without
/// Foundation's JSON parser, which was half of a `--baseline` run, by callgrind. Anything else
/// (other spacing, `\u` escapes, invalid UTF-8, a malformed file) is left to that parser: nil.
private struct WrittenBaselineReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    static func entries(of bytes: UnsafeRawBufferPointer) -> [(Baseline.Entry, Int)]? {
        var reader = WrittenBaselineReader(bytes: bytes)
        // Version 1, `Baseline.formatVersion`.
        guard Baseline.formatVersion == 1, reader.skip("{\n  \"version\": 1,\n  \"findings\": [") else { return nil }
        var entries: [(Baseline.Entry, Int)] = []
        if reader.skip("]\n}\n") { return reader.offset == bytes.count ? entries : nil }
        repeat {
            guard reader.skip("\n    {\"file\": "), let file = reader.string(),
                  reader.skip(", \"ruleId\": "), let ruleID = reader.string(),
                  reader.skip(", \"path\": "), let path = reader.string(),
                  reader.skip(", \"message\": "), let message = reader.string(),
                  reader.skip(", \"count\": "), let count = reader.count(), reader.skip("}") else { return nil }
            entries.append((Baseline.Entry(file: file, ruleID: ruleID, path: path, message: message), count))
        } while reader.skip(",")
        guard reader.skip("\n  ]\n}\n"), reader.offset == bytes.count else { return nil }
        return entries
    }

    private mutating func skip(_ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard bytes.count - offset >= length,
              memcmp(bytes.baseAddress! + offset, text.utf8Start, length) == 0 else { return false }
        offset += length
        return true
    }

    /// A string literal with at most the escapes of a quotation mark, reverse solidus, solidus or
    /// the short control characters; its bytes valid UTF-8.
    private mutating func string() -> String? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        offset += 1
        let start = offset
        var unescaped: [UInt8]?
        var plainStart = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let end = offset
                offset += 1
                guard var value = unescaped else {
                    return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                value.append(contentsOf: bytes[plainStart..<end])
                return String(validating: value, as: UTF8.self)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else { offset += 1; continue }
            guard offset + 1 < bytes.count else { return nil }
            let replacement: UInt8
            switch bytes[offset + 1] {
            case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
            case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
            case UInt8(ascii: "n"): replacement = UInt8(ascii: "\n")
            case UInt8(ascii: "r"): replacement = UInt8(ascii: "\r")
            case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
            case UInt8(ascii: "b"): replacement = 0x08
            case UInt8(ascii: "f"): replacement = 0x0C
            default: return nil
            }
            unescaped = unescaped ?? []
            unescaped!.append(contentsOf: bytes[plainStart..<offset])
            unescaped!.append(replacement)
            offset += 2
            plainStart = offset
        }
        return nil
    }

    /// A positive whole number written as JSON writes it, short enough not to overflow.
    private mutating func count() -> Int? {
        guard offset < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[offset]) else { return nil }
        var value = 0
        let start = offset
        while offset < bytes.count, offset - start < 15, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
            value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        if offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { return nil }
        return value
    }
}

/// Marks the findings a baseline records as suppressed, using up its counts as it goes. Results
/// must be handed in report order (the run does): the first findings that match an entry are the
/// ones suppressed.
public final class BaselineMatcher: @unchecked Sendable {
    private var baseline: Baseline
    private let justification: String

    public init(_ baseline: Baseline, file: String) {
        self.baseline = baseline
        let name = file.split(separator: "/").last.map(String.init) ?? file
        self.justification = "Recorded in the baseline \(name)"
    }

    public func apply(to result: FileResult) -> FileResult {
        guard case .linted(var findings) = result.outcome else { return result }
        var changed = false
        var keys = BaselineKeys(baseline.paths)
        for index in findings.indices where !findings[index].isSuppressed {
            let finding = findings[index]
            let entry = Baseline.Entry(file: keys.key(for: finding.file), ruleID: finding.ruleID,
                                       path: finding.path, message: finding.message)
            guard baseline.consume(entry) else { continue }
            findings[index].suppression = Finding.Suppression(kind: .external, justification: justification)
            changed = true
        }
        return changed ? FileResult(file: result.file, outcome: .linted(findings)) : result
    }
}

extension Baseline {
    /// Uses up one finding of `entry`, if any is left: whether there was one.
    fileprivate mutating func consume(_ entry: Entry) -> Bool {
        guard let index = counts.index(forKey: entry), counts.values[index] > 0 else { return false }
        counts.values[index] -= 1
        return true
    }
}

/// The entry file of each finding's file, worked out once per file: a run's findings come file by
/// file, and normalising every finding's path was a tenth of a baseline run, by callgrind.
struct BaselineKeys {
    let paths: BaselinePaths
    private var last: (file: String, key: String)?

    init(_ paths: BaselinePaths) {
        self.paths = paths
    }

    mutating func key(for file: String) -> String {
        if let last, last.file == file { return last.key }
        let key = paths.key(for: file)
        last = (file, key)
        return key
    }
}

/// Reported paths as baseline entries write them: relative to the baseline's folder, with `.`
/// and `..` resolved, whatever the current folder and however the files were named.
public struct BaselinePaths: Sendable, Equatable {
    /// The baseline's folder, absolute and normalised, without a trailing `/`.
    public let folder: String
    public let currentDirectory: String

    public init(baselineFile: String, currentDirectory: String) {
        self.currentDirectory = currentDirectory
        let absolute = FilePath.absolute(baselineFile, in: currentDirectory)
        folder = absolute.lastIndex(of: "/").map { String(absolute[..<$0]) } ?? ""
    }

    public func key(for file: String) -> String {
        let absolute = FilePath.absolute(file, in: currentDirectory)
        if absolute.hasPrefix(folder + "/") { return String(absolute.dropFirst(folder.count + 1)) }
        return absolute
    }
}
