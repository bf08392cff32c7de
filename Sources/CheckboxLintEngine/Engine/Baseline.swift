import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// A baseline: the findings a project has accepted for now (`--write-baseline` records them,
/// `--baseline` suppresses them, SARIF kind `external`), so that CI fails only on new ones.
///
/// An entry is a file (relative to the baseline's folder, so the baseline works from any current
/// folder), a rule id and the element's identity (its path: its id, else its place under the
/// nearest ancestor with one), with the number of findings it stands for. Lines are not part of
/// it: code that moves keeps its entry. Nor is the message: messages count and name the
/// neighbours ("Checkboxes 'a' and 'b' form a set…"), so adding one correct checkbox to a group
/// changed them and brought the group's old findings back (version 1 matched on the message; a
/// version 1 file is still read and matched so). An entry suppresses at most as many findings as
/// it recorded, so a new duplicate is still reported; an entry no finding matches any more simply
/// stops mattering.
///
/// The file is pretty JSON, sorted, one entry per line, so that its diffs are readable:
///
///     {
///       "version": 2,
///       "findings": [
///         {"file": "Screens/a.xml", "ruleId": "label-missing", "path": "s/a", "count": 1}
///       ]
///     }
public struct Baseline: Sendable {
    public struct Entry: Hashable, Comparable, Sendable {
        public var file: String
        public var ruleID: String
        public var path: String
        /// The finding's message, in an entry of a version 1 baseline only (which matched on it);
        /// nil in version 2.
        public var message: String?

        public init(file: String, ruleID: String, path: String, message: String? = nil) {
            self.file = file
            self.ruleID = ruleID
            self.path = path
            self.message = message
        }

        /// The order of the tuple `(file, ruleID, path, message)`, field by field: comparing the
        /// tuples copied four strings a side, and sorting a baseline's entries by them was 40 % of
        /// a `--write-baseline` run, by callgrind.
        public static func < (a: Entry, b: Entry) -> Bool {
            if a.file != b.file { return a.file < b.file }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            if a.path != b.path { return a.path < b.path }
            return (a.message ?? "") < (b.message ?? "")
        }

        /// The message, the longest member, is left out of the hash (version 1): entries that
        /// differ only in their message are few, and hashing every member was a tenth of a
        /// `--baseline` run.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(ruleID)
            hasher.combine(path)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The version `serialized()` writes.
    public static let formatVersion = 2
    /// Version 1 entries also held the message, and matched on it.
    static let messageVersion = 1

    /// The layout of the entries: `formatVersion`, or `messageVersion` for a file read in it.
    public let version: Int
    /// Whether entries match on the message too (a version 1 file, as it matched then).
    public var matchesMessages: Bool { version == Self.messageVersion }

    /// The entries recorded, or read whole from a file in another layout than the written one.
    public private(set) var counts: [Entry: Int] = [:]
    /// Maps reported paths to the paths entries use.
    public let paths: BaselinePaths
    /// A file in the layout `serialized()` writes, kept mapped and read file by file as findings
    /// ask for them: nil when the entries are in `counts`.
    let written: WrittenBaseline?

    /// An empty baseline in the current layout, for recording.
    public init(paths: BaselinePaths) {
        self.init(paths: paths, version: Self.formatVersion)
    }

    init(paths: BaselinePaths, version: Int) {
        self.paths = paths
        self.version = version
        self.written = nil
    }

    init(paths: BaselinePaths, written: WrittenBaseline) {
        self.paths = paths
        self.version = written.version
        self.written = written
    }

    public func entry(for finding: Finding) -> Entry {
        Entry(file: paths.key(for: finding.file), ruleID: finding.ruleID, path: finding.path,
              message: matchesMessages ? finding.message : nil)
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
                         message: matchesMessages ? finding.message : nil), default: 0] += 1
        }
    }

    public var isEmpty: Bool { counts.isEmpty && written == nil }

    // MARK: Reading and writing

    /// The file's text, as UTF-8, in the layout of `version` (`formatVersion` for a recorded one).
    public func serialized() -> [UInt8] {
        var text: [UInt8] = []
        text.append("{\n  \"version\": ")
        text.appendDecimal(version)
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
            if let message = entry.message {
                text.append(", \"message\": ")
                OrderedJSON.writeString(message, into: &text)
            }
            text.append(", \"count\": ")
            text.appendDecimal(count)
            text.append("}")
        }
        text.append(counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return text
    }

    /// Reads a baseline file; a missing, unreadable, malformed or too large one is an error naming
    /// the file. `limit` is the size limit of the files linted (`maxFileSize`, 64 MiB by default):
    /// a baseline in another layout than the written one is parsed whole by Foundation, at some
    /// 40 bytes of memory per byte of file.
    ///
    /// A file in the layout `serialized()` writes is neither parsed nor read whole: its entries
    /// are found file by file when findings ask for them (`BaselineMatcher`), reading only the
    /// lines a binary search looks at (`BaselineBytes`), so that a pre-commit run on one file does
    /// not read the baseline of a whole repository (142 ms for one file with the benchmark
    /// corpus's 48 MB baseline, against 5 ms without, when it was parsed whole).
    public static func load(from file: String, currentDirectory: String, limit: Int = LintConfiguration().maximumFileSize) throws -> Baseline {
        let shown = OneLine.path(file)
        let paths = BaselinePaths(baselineFile: file, currentDirectory: currentDirectory)
        let contents: BaselineBytes
        do {
            contents = try BaselineBytes(path: file, limit: limit)
        } catch BaselineBytes.Failure.tooLarge(let size) {
            throw Failure(description: "\(shown): cannot read the baseline: it is \(size) bytes, over the \(limit)-byte size limit (raise maxFileSize in the configuration)")
        } catch {
            let reason = FileManager.default.fileExists(atPath: file) ? "it cannot be read" : "no such file"
            throw Failure(description: "\(shown): cannot read the baseline: \(reason)")
        }
        if let written = WrittenBaseline(contents) { return Baseline(paths: paths, written: written) }
        return try parsed(contents.withBytes { Data($0) }, file: file, paths: paths)
    }

    /// Reads a baseline in any JSON layout with Foundation's parser: version 2, or version 1,
    /// whose entries also have a message.
    static func parsed(_ data: Data, file: String, paths: BaselinePaths) throws -> Baseline {
        func malformed(_ why: String) -> Failure {
            Failure(description: "\(OneLine.path(file)): not a checkbox-lint baseline: \(why) (write one with --write-baseline)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw malformed("not valid JSON")
        }
        guard let object = json as? [String: Any] else { throw malformed("the top level is not an object") }
        guard let version = object["version"] as? Int, [formatVersion, messageVersion].contains(version) else {
            throw malformed("\"version\" is not \(formatVersion) (or \(messageVersion), the older layout)")
        }
        var baseline = Baseline(paths: paths, version: version)
        guard let entries = object["findings"] as? [Any] else { throw malformed("\"findings\" is not an array") }
        for (index, item) in entries.enumerated() {
            guard let fields = item as? [String: Any],
                  let path = fields["file"] as? String, let ruleID = fields["ruleId"] as? String,
                  let elementPath = fields["path"] as? String else {
                throw malformed("entry \(index + 1) needs string members file, ruleId and path")
            }
            var message: String?
            if baseline.matchesMessages {
                guard let text = fields["message"] as? String else {
                    throw malformed("entry \(index + 1) of a version \(messageVersion) baseline needs a string member message")
                }
                message = text
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

/// A baseline file laid out exactly as `Baseline.serialized` writes it (the usual case), in
/// version 2 or 1, held in memory and read lazily: the entries of one file are found by binary search (the writer
/// sorts them by file) and parsed when a finding of that file asks for them. A file whose first
/// and last lines are the written ones but that is laid out otherwise inside (edited by hand,
/// reordered) is read whole with Foundation's parser the first time a lookup finds that out.
final class WrittenBaseline: @unchecked Sendable {
    // Version 2, `Baseline.formatVersion`, and version 1, `Baseline.messageVersion`.
    private static let header: StaticString = "{\n  \"version\": 2,\n  \"findings\": ["
    private static let messageHeader: StaticString = "{\n  \"version\": 1,\n  \"findings\": ["
    private static let trailer: StaticString = "\n  ]\n}\n"
    private static let emptyTrailer: StaticString = "]\n}\n"

    let file: BaselineBytes
    /// `Baseline.formatVersion`, or `Baseline.messageVersion` when the entries have a message.
    let version: Int
    /// The entry lines, each starting with its line break: from after the header to the trailer.
    private let entries: Range<Int>

    init?(_ file: BaselineBytes) {
        guard Baseline.formatVersion == 2, Baseline.messageVersion == 1 else { return nil }
        var version = Baseline.formatVersion
        let trailerLength = Self.trailer.utf8CodeUnitCount
        let longestHeader = max(Self.header.utf8CodeUnitCount, Self.messageHeader.utf8CodeUnitCount) + Self.emptyTrailer.utf8CodeUnitCount
        guard let head = file.bytes(in: 0..<min(file.count, longestHeader)) else { return nil }
        let bounds: Range<Int>? = head.withUnsafeBytes { bytes in
            var reader = WrittenBaselineReader(bytes: bytes)
            if !reader.skip(Self.header) {
                guard reader.skip(Self.messageHeader) else { return nil }
                version = Baseline.messageVersion
            }
            let start = reader.offset
            if reader.skip(Self.emptyTrailer) { return reader.offset == file.count ? start..<start : nil }
            guard file.count - start > trailerLength,
                  let tail = file.bytes(in: (file.count - trailerLength)..<file.count),
                  tail.elementsEqual(UnsafeBufferPointer(start: Self.trailer.utf8Start, count: trailerLength))
            else { return nil }
            return start..<(file.count - trailerLength)
        }
        guard let bounds else { return nil }
        self.file = file
        self.version = version
        self.entries = bounds
    }

    /// The entries recorded for `key` (a file as entries write it), or nil when the lines around
    /// them are not in the written layout.
    ///
    /// Found by a binary search that reads only the lines it looks at (`BaselineBytes.bytes(in:)`):
    /// a run on one file reads a few kilobytes of a baseline of any size.
    func entries(forFile key: String) -> [(Baseline.Entry, Int)]? {
        // The first position whose next entry line is for `key` or a later file. Lines start
        // with a line break, which the writer escapes inside strings, so the next line break
        // after any position starts an entry line.
        do {
            return try entries(forFile: key, reading: ())
        } catch {
            return nil
        }
    }

    private struct ShortRead: Error {}

    private func entries(forFile key: String, reading: Void) throws -> [(Baseline.Entry, Int)]? {
        var low = entries.lowerBound
        var high = entries.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            guard let start = try nextLine(at: middle) else { high = middle; continue }
            let line = try line(at: start)
            let file: String? = line.withUnsafeBytes { bytes in
                var reader = WrittenBaselineReader(bytes: bytes)
                return reader.entryFile()
            }
            guard let file else { return nil }
            if file < key { low = middle + 1 } else { high = middle }
        }
        var found: [(Baseline.Entry, Int)] = []
        guard var start = try nextLine(at: low) else { return found }
        while start < entries.upperBound {
            let line = try line(at: start)
            let parsed: (entry: Baseline.Entry, count: Int)?? = line.withUnsafeBytes { bytes in
                var reader = WrittenBaselineReader(bytes: bytes)
                guard let (entry, count) = reader.entry(withMessage: version == Baseline.messageVersion) else { return .some(nil) }
                if entry.file != key { return nil }
                let last = start + line.count == entries.upperBound
                guard last ? reader.offset == bytes.count : reader.skip(",") && reader.offset == bytes.count else { return .some(nil) }
                return (entry, count)
            }
            guard let parsed else { break }
            guard let (entry, count) = parsed else { return nil }
            found.append((entry, count))
            start += line.count
        }
        return found
    }

    /// The offset of the first entry line starting at or after `offset`, if any.
    private func nextLine(at offset: Int) throws -> Int? {
        var at = offset
        while at < entries.upperBound {
            let end = min(at + Self.window, entries.upperBound)
            guard let chunk = file.bytes(in: at..<end) else { throw ShortRead() }
            if let found = chunk.firstIndex(of: 0x0A) { return at + found }
            at = end
        }
        return nil
    }

    /// The entry line starting at `start` (its line break), up to the next one or the end of the
    /// entries.
    private func line(at start: Int) throws -> [UInt8] {
        var line: [UInt8] = []
        var at = start
        while at < entries.upperBound {
            let end = min(at + Self.window, entries.upperBound)
            guard let chunk = file.bytes(in: at..<end) else { throw ShortRead() }
            if let next = chunk.indices.first(where: { chunk[$0] == 0x0A && at + $0 > start }) {
                line += chunk[..<next]
                return line
            }
            line += chunk
            at = end
        }
        return line
    }

    /// How much is read at a time while looking for a line: more than most entry lines.
    private static let window = 1_024
}

/// A baseline file, read where it is asked: the written layout's lookups read the lines they
/// look at (`bytes(in:)`), any other layout is read whole once (`withBytes`) and parsed.
///
/// Not mapped: a mapped file that another process truncates while the run still reads it (a
/// `git checkout` of another branch, a second run's `--write-baseline` over it) raises SIGBUS at
/// the next lookup that touches a page past the new end, killing the run without a word. Read
/// with `pread` from the descriptor opened at load, a file changed under the run reads short,
/// which the lookup takes as a file not in the written layout. Reading a whole 20 MB baseline
/// for one file's findings was three quarters of such a pre-commit run (5,000 page faults).
///
/// A run over many files looks up many: after `lookupsBeforeReadingWhole` reads the file is read
/// whole once and the rest are answered from memory (a `pread` for each line a binary search
/// looks at, for each of 2,000 files, was 16 % of a whole run with a 20 MB baseline). Lookups come
/// from one thread at a time, the matcher's, in report order.
final class BaselineBytes: @unchecked Sendable {
    private let descriptor: Int32
    /// The size when it was opened.
    let count: Int
    private var reads = 0
    private var whole: [UInt8]?
    static let lookupsBeforeReadingWhole = 1_024
    /// Whether the lookups are answered from the whole file, read once.
    var isReadWhole: Bool { whole != nil }

    enum Failure: Error {
        case unreadable
        /// Over the size limit: the size in bytes.
        case tooLarge(Int)
    }

    init(path: String, limit: Int) throws {
        // Non-blocking: a FIFO named as the baseline must not hang the run (it is then refused: not a regular file).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure.unreadable }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw Failure.unreadable
        }
        let size = Int(status.st_size)
        guard size <= limit else {
            close(descriptor)
            throw Failure.tooLarge(size)
        }
        self.descriptor = descriptor
        count = size
    }

    deinit {
        close(descriptor)
    }

    /// Whether the file is no longer as long as it was when opened (truncated or rewritten in place).
    var changedSinceOpened: Bool {
        var status = stat()
        return fstat(descriptor, &status) != 0 || Int(status.st_size) != count
    }

    /// The bytes in `range` (within `count`), or nil when they cannot all be read: an error, or a
    /// file that became shorter.
    func bytes(in range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
        if whole == nil {
            reads += 1
            if reads == Self.lookupsBeforeReadingWhole { whole = read(0..<count) }
        }
        if let whole { return Array(whole[range]) }
        return read(range)
    }

    private func read(_ range: Range<Int>) -> [UInt8]? {
        let bytes = readUpTo(range)
        return bytes.count == range.count ? bytes : nil
    }

    /// The bytes in `range`, or as many as are there: an error or a file that became shorter
    /// ends the read early.
    private func readUpTo(_ range: Range<Int>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: range.count) { room, filled in
            filled = 0
            while filled < range.count {
                let got = pread(descriptor, room.baseAddress! + filled, range.count - filled, off_t(range.lowerBound + filled))
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return }
                filled += got
            }
        }
    }

    /// The whole file, as long as it was when opened (for a layout other than the written one,
    /// parsed whole; a file that became shorter gives what is left, which then fails to parse).
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try readUpTo(0..<count).withUnsafeBytes(body)
    }
}

/// Reads the pieces of a baseline laid out exactly as `Baseline.serialized` writes them, without
/// Foundation's JSON parser, which was half of a `--baseline` run, by callgrind. Anything else
/// (other spacing, `\u` escapes, invalid UTF-8) is not read: nil.
private struct WrittenBaselineReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    /// One entry line, from its line break to its closing brace; `withMessage` in a version 1 file.
    mutating func entry(withMessage: Bool) -> (Baseline.Entry, Int)? {
        guard let file = entryFile(),
              skip(", \"ruleId\": "), let ruleID = string(),
              skip(", \"path\": "), let path = string() else { return nil }
        var message: String?
        if withMessage {
            guard skip(", \"message\": "), let text = string() else { return nil }
            message = text
        }
        guard skip(", \"count\": "), let count = count(), skip("}") else { return nil }
        return (Baseline.Entry(file: file, ruleID: ruleID, path: path, message: message), count)
    }

    /// The start of an entry line, up to its file.
    mutating func entryFile() -> String? {
        guard skip("\n    {\"file\": ") else { return nil }
        return string()
    }

    mutating func skip(_ text: StaticString) -> Bool {
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
    private let file: String
    private let justification: String
    /// The files whose entries were read from a written baseline into `baseline.counts`.
    private var filesRead: Set<String> = []
    /// Set when a written baseline turned out to be malformed where a lookup read it: the run
    /// must then fail (exit 2), as it does when a baseline is malformed at load.
    public private(set) var failure: Baseline.Failure?

    public init(_ baseline: Baseline, file: String) {
        self.baseline = baseline
        self.file = file
        let name = file.split(separator: "/").last.map(String.init) ?? file
        self.justification = "Recorded in the baseline \(name)"
    }

    public func apply(to result: FileResult) -> FileResult {
        guard case .linted(var findings) = result.outcome else { return result }
        var changed = false
        var keys = BaselineKeys(baseline.paths)
        for index in findings.indices where !findings[index].isSuppressed {
            let finding = findings[index]
            let key = keys.key(for: finding.file)
            if baseline.written != nil, !filesRead.contains(key) { read(key) }
            let entry = Baseline.Entry(file: key, ruleID: finding.ruleID, path: finding.path,
                                       message: baseline.matchesMessages ? finding.message : nil)
            guard baseline.consume(entry) else { continue }
            findings[index].suppression = Finding.Suppression(kind: .external, justification: justification)
            changed = true
        }
        return changed ? FileResult(file: result.file, outcome: .linted(findings), sketch: result.sketch) : result
    }
}

extension BaselineMatcher {
    /// Adds the entries of file `key` from the written baseline to the counts; when the lines
    /// there are not in the written layout, reads the whole file with Foundation's parser instead.
    private func read(_ key: String) {
        guard let written = baseline.written else { return }
        filesRead.insert(key)
        if let entries = written.entries(forFile: key) {
            baseline.add(entries)
            return
        }
        if written.file.changedSinceOpened {
            failure = Baseline.Failure(description: "\(file): the baseline changed while the run read it (truncated or rewritten in place); run again")
            baseline = Baseline(paths: baseline.paths)
            return
        }
        do {
            baseline = try Baseline.parsed(written.file.withBytes { Data($0) }, file: file, paths: baseline.paths)
        } catch let failure as Baseline.Failure {
            self.failure = failure
            baseline = Baseline(paths: baseline.paths)
        } catch {
            self.failure = Baseline.Failure(description: "\(file): not a checkbox-lint baseline")
            baseline = Baseline(paths: baseline.paths)
        }
    }
}

extension Baseline {
    fileprivate mutating func add(_ entries: [(Entry, Int)]) {
        for (entry, count) in entries { counts[entry, default: 0] += count }
    }

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
