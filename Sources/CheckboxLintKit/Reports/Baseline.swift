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

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.ruleID, a.path, a.message) < (b.file, b.ruleID, b.path, b.message)
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

    public var isEmpty: Bool { counts.isEmpty }

    // MARK: Reading and writing

    public func serialized() -> String {
        var text: [UInt8] = []
        text.append("{\n  \"version\": ")
        text.appendDecimal(Self.formatVersion)
        text.append(",\n  \"findings\": [")
        for (index, entry) in counts.keys.sorted().enumerated() {
            text.append(index == 0 ? "\n    " : ",\n    ")
            // One entry per line, members spaced as people write JSON, so diffs read well.
            let members: [(String, String)] = [("file", entry.file), ("ruleId", entry.ruleID),
                                               ("path", entry.path), ("message", entry.message)]
            text.append("{")
            for (key, value) in members {
                text.append("\"\(key)\": ")
                OrderedJSON.writeString(value, into: &text)
                text.append(", ")
            }
            text.append("\"count\": ")
            text.appendDecimal(counts[entry]!)
            text.append("}")
        }
        text.append(counts.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads a baseline file; a missing, unreadable or malformed one is an error naming the file.
    public static func load(from file: String, currentDirectory: String) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            let reason = FileManager.default.fileExists(atPath: file) ? "it cannot be read" : "no such file"
            throw Failure(description: "\(file): cannot read the baseline: \(reason)")
        }
        func malformed(_ why: String) -> Failure {
            Failure(description: "\(file): not a checkbox-lint baseline: \(why) (write one with --write-baseline)")
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
        var baseline = Baseline(paths: BaselinePaths(baselineFile: file, currentDirectory: currentDirectory))
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
        for index in findings.indices where !findings[index].isSuppressed {
            let entry = baseline.entry(for: findings[index])
            guard let remaining = baseline.counts[entry], remaining > 0 else { continue }
            baseline.consume(entry)
            findings[index].suppression = Finding.Suppression(kind: .external, justification: justification)
            changed = true
        }
        return changed ? FileResult(file: result.file, outcome: .linted(findings)) : result
    }
}

extension Baseline {
    fileprivate mutating func consume(_ entry: Entry) {
        counts[entry]! -= 1
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
        let absolute = Self.normalized(Self.absolute(baselineFile, in: currentDirectory))
        folder = absolute.lastIndex(of: "/").map { String(absolute[..<$0]) } ?? ""
    }

    public func key(for file: String) -> String {
        let absolute = Self.normalized(Self.absolute(file, in: currentDirectory))
        if absolute.hasPrefix(folder + "/") { return String(absolute.dropFirst(folder.count + 1)) }
        return absolute
    }

    static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// `/a/./b/../c` → `/a/c` (lexically: the files need not exist).
    static func normalized(_ path: String) -> String {
        // Baselines map every finding's path: splitting each by characters was a fifth of a
        // `--write-baseline` run, by callgrind, and most paths are normal already.
        if isNormalASCII(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `normalized` would return `path` as it is, told from its bytes: ASCII, absolute,
    /// no empty, `.` or `..` component, no trailing `/`.
    private static func isNormalASCII(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var componentLength = 0
        var onlyDots = true
        for byte in bytes.dropFirst() {
            if byte >= 0x80 { return false }
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || (onlyDots && componentLength <= 2) { return false }
                componentLength = 0
                onlyDots = true
            } else {
                componentLength += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return componentLength > 0 && !(onlyDots && componentLength <= 2)
    }
}
