import Foundation

/// The build settings an Xcode build configuration takes from its `.xcconfig` file
/// (`baseConfigurationReference` in the `project.pbxproj`): a macOS app whose project leaves
/// `SDKROOT` to `Configurations/base.xcconfig` (`SUPPORTED_PLATFORMS = macosx`) says so only there.
///
/// An `.xcconfig` is lines of `NAME = value` (a later line wins), `//` comments, and
/// `#include "other.xcconfig"` / `#include? "…"` read in place, relative to the including file.
/// A setting with a condition (`SDKROOT[sdk=macosx*] = …`) applies to some builds only and is left
/// out. Only files inside the project's folder are read: an absolute path, a `<DEVELOPER_DIR>`
/// path or a path that climbs out of the folder is not followed, nor is a file larger than
/// `maxBytes`, nor includes deeper than `maxDepth` or more than `maxFiles` in all (a file that
/// includes itself stops there). A file that cannot be read sets nothing: the settings it would
/// have given stay undecided, and the configured platform applies (docs/swift.md, Platform).
struct XcodeConfigFiles {
    static let maxDepth = 8
    static let maxFiles = 64
    static let maxBytes = 1 << 20

    /// Reads a file given its path relative to the project's folder (standardized, never climbing
    /// out of it); nil when there is none or it cannot be read.
    let readFile: (String) -> String?

    /// Files read from the folder `projectFolder` (absolute).
    init(projectFolder: String) {
        readFile = { relative in
            let path = projectFolder + "/" + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = attributes[.size] as? NSNumber, size.intValue <= Self.maxBytes,
                  let data = FileManager.default.contents(atPath: path) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Files given by a function (tests).
    init(read: @escaping (String) -> String?) {
        readFile = read
    }

    /// The settings of the `.xcconfig` at `relativePath` (to the project's folder), with what it
    /// includes; empty when it cannot be read.
    func settings(ofFileAt relativePath: String) -> [String: String] {
        var settings: [String: String] = [:]
        var filesRead = 0
        collect(relativePath, depth: 0, into: &settings, filesRead: &filesRead, including: [])
        return settings
    }

    private func collect(_ relativePath: String, depth: Int, into settings: inout [String: String], filesRead: inout Int,
                      including: Set<String>) {
        guard depth <= Self.maxDepth, filesRead < Self.maxFiles, let path = Self.inside(relativePath),
              !including.contains(path), let text = readFile(path) else { return }
        filesRead += 1
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let included = Self.quoted(line), !included.hasPrefix("/"), !included.hasPrefix("<") else { continue }
                collect(folder.isEmpty ? included : folder + "/" + included, depth: depth + 1, into: &settings,
                     filesRead: &filesRead, including: including.union([path]))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            // `NAME[sdk=…]`: a setting for some builds only.
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = value
        }
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
