import Foundation

/// The build settings an Xcode build configuration takes from its `.xcconfig` file
/// (`baseConfigurationReference` in the `project.pbxproj`): a macOS app whose project leaves
/// `SDKROOT` to `Configurations/base.xcconfig` (`SUPPORTED_PLATFORMS = macosx`) says so only there.
///
/// An `.xcconfig` is lines of `NAME = value` (a later line wins), `//` comments, and
/// `#include "other.xcconfig"` / `#include? "…"` read in place, relative to the including file.
/// A setting with a condition (`SDKROOT[sdk=macosx*] = …`) is kept under its whole name, condition
/// included, for `XcodeProjectTargets` to judge; `$(inherited)` in a value is replaced by the value
/// the name had before that line (an earlier line or an included file), and kept when it had none.
/// Only files inside the project's folder are read: an absolute path, a `<DEVELOPER_DIR>`
/// path or a path that climbs out of the folder is not followed, nor includes deeper than
/// `maxDepth` or more than `maxFiles` in all (a file that includes itself stops there). A file the
/// project or an `#include` names that is missing, larger than `maxBytes` or not UTF-8 text sets
/// nothing and is returned among the `problems`, so that the platform it would have decided is
/// reported as undecided (docs/swift.md, Platform); a missing `#include?` file is no problem (the
/// question mark says it may be absent).
struct XcodeConfigFiles {
    /// What reading a file gave.
    enum Read {
        case text(String)
        /// Why there is no text: "is missing", "is not UTF-8 text", …
        case unreadable(String)
    }

    /// The settings of a file and the files met that could not be read.
    struct Settings {
        var values: [String: String] = [:]
        /// Each file that could not be read, relative to the project's folder, with why.
        var problems: [(path: String, reason: String)] = []
    }

    static let maxDepth = 8
    static let maxFiles = 64
    static let maxBytes = 1 << 20

    /// Reads a file given its path relative to the project's folder (standardized, never climbing
    /// out of it).
    let readFile: (String) -> Read

    /// Files read from the folder `projectFolder` (absolute).
    init(projectFolder: String) {
        readFile = { relative in
            let path = projectFolder + "/" + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .unreadable("is missing") }
            guard attributes[.type] as? FileAttributeType == .typeRegular else { return .unreadable("is not a regular file") }
            guard let size = attributes[.size] as? NSNumber, size.intValue <= Self.maxBytes else {
                return .unreadable("is larger than \(Self.maxBytes >> 20) MB")
            }
            guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("cannot be opened") }
            guard let text = String(data: data, encoding: .utf8) else { return .unreadable("is not UTF-8 text") }
            return .text(text)
        }
    }

    /// Files given by a function, nil for a missing one (tests).
    init(read: @escaping (String) -> String?) {
        readFile = { read($0).map(Read.text) ?? .unreadable("is missing") }
    }

    /// The settings of the `.xcconfig` at `relativePath` (to the project's folder), with what it
    /// includes; empty when it cannot be read.
    func settings(ofFileAt relativePath: String) -> [String: String] {
        read(relativePath).values
    }

    /// The settings of the `.xcconfig` at `relativePath` and the files that could not be read.
    func read(_ relativePath: String) -> Settings {
        var settings = Settings()
        var filesRead = 0
        collect(relativePath, optional: false, depth: 0, into: &settings, filesRead: &filesRead, including: [])
        return settings
    }

    private func collect(_ relativePath: String, optional: Bool, depth: Int, into settings: inout Settings, filesRead: inout Int,
                         including: Set<String>) {
        guard depth <= Self.maxDepth, filesRead < Self.maxFiles, let path = Self.inside(relativePath),
              !including.contains(path) else { return }
        let text: String
        switch readFile(path) {
        case .text(let read): text = read
        case .unreadable(let reason):
            if !(optional && reason == "is missing") { settings.problems.append((path, reason)) }
            return
        }
        filesRead += 1
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let included = Self.quoted(line), !included.hasPrefix("/"), !included.hasPrefix("<") else { continue }
                collect(folder.isEmpty ? included : folder + "/" + included, optional: line.hasPrefix("#include?"),
                        depth: depth + 1, into: &settings,
                     filesRead: &filesRead, including: including.union([path]))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            // `NAME[sdk=…]`: a setting for some builds only, kept under its whole name. The `=` of a
            // condition is inside the brackets: the setting's own `=` is the first one after them.
            let open = line.firstIndex(of: "[").flatMap { $0 < equals ? $0 : nil }
            let close = open.flatMap { line[$0...].firstIndex(of: "]") }
            let assignment: String.Index
            if open == nil {
                assignment = equals
            } else if let close, let after = line[close...].firstIndex(of: "=") {
                assignment = after
            } else {
                continue
            }
            let name = line[..<assignment].trimmingCharacters(in: .whitespaces)
            let bare = name.prefix { $0 != "[" }
            guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = line[line.index(after: assignment)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings.values[name] = Self.inheriting(value, from: settings.values[name])
        }
    }

    /// `value` with `$(inherited)` (or `${inherited}`) replaced by what it inherits, when that is known.
    static func inheriting(_ value: String, from inherited: String?) -> String {
        guard let inherited else { return value }
        return value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
            .trimmingCharacters(in: .whitespaces)
    }

    /// `path` standardized, when it stays inside the project's folder; else nil.
    static func inside(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// A line without its `//` comment (xcconfig values hold no `//` but in URLs, which the
    /// platform settings never are).
    private static func withoutComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }

    /// The text between the first pair of double quotes.
    private static func quoted(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\"") else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let text = String(rest[..<close])
        return text.isEmpty ? nil : text
    }
}
