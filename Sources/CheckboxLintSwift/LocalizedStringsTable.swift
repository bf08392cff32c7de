import Foundation
import CheckboxLintKit

/// The English of a project's strings keys, from its development language's classic strings table
/// (`en.lproj/Localizable.strings`, else `Base.lproj/Localizable.strings`) and its string catalogue
/// (`Localizable.xcstrings`, read in its own `sourceLanguage`): a literal such as
/// `String(localized: "a11y_mark_complete_label")` or `Toggle("all_day", …)` is the key of a row
/// `"a11y_mark_complete_label" = "Mark as complete";`, and VoiceOver speaks the row's value.
///
/// The project is the nearest folder above the Swift file that holds an `.xcodeproj`, a
/// `Package.swift` or `.git` (else the file's own folder); its tables are found below it by the
/// bounded `ProjectWalk`. A key that two tables give different values stays a key. A table larger
/// than `maxBytes`, not UTF-8 or UTF-16, or not of the format resolves nothing. Each project is
/// read once per process.
struct LocalizedStringsTable: Sendable {
    static let maxBytes = 4 << 20
    static let maxLevels = 12
    static let tableNames = ["en.lproj", "Base.lproj"]
    static let catalogueName = "Localizable.xcstrings"

    /// The lookup of the file being mapped, bound around its mapping (`SwiftFrontend`).
    @TaskLocal static var current: Lookup?

    let values: [String: String]

    /// The value of `key` in the table of the file being mapped, or `key` itself.
    static func resolved(_ key: String) -> String {
        guard let table = current?.table, let value = table.values[key] else { return key }
        return value
    }

    /// The table of one Swift file, found the first time a literal asks for it: a mapped file none
    /// of whose literals is read as a name never walks its project's folders.
    ///
    /// Unchecked `Sendable`: a lookup is bound around one file's mapping, which runs on one thread.
    final class Lookup: @unchecked Sendable {
        private let file: String
        private var found: LocalizedStringsTable??

        init(file: String) { self.file = file }

        var table: LocalizedStringsTable? {
            if let found { return found }
            let table = LocalizedStringsTable.table(forFile: file)
            found = .some(table)
            return table
        }
    }

    private static let lock = NSLock()
    private static let byProject = ProjectCache<LocalizedStringsTable?>()
    nonisolated(unsafe) private static var rootByFolder: [String: String] = [:]

    /// The table of the project holding the Swift file at `path`; nil when it has none.
    static func table(forFile path: String) -> LocalizedStringsTable? {
        byProject.value(forRoot: projectRoot(ofFile: path), reading: load(under:))
    }

    /// The project folder of the Swift file at `path` (see the type's comment), absolute.
    static func projectRoot(ofFile path: String) -> String {
        // The files of one folder share a project: its climb (a listing of each folder above, some
        // as big as /tmp) is made once per folder, not once per file. The folder is keyed as the
        // path spells it, so a known folder costs no path arithmetic (making a path absolute and
        // standard cost more than the rest of the lookup).
        let givenFolder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        lock.lock()
        let knownRoot = rootByFolder[givenFolder]
        lock.unlock()
        let root: String
        if let knownRoot {
            root = knownRoot
        } else {
            let folder = absolute(givenFolder)
            root = projectFolder(searchingUpFrom: folder) ?? folder
        }
        lock.lock()
        rootByFolder[givenFolder] = root
        lock.unlock()
        return root
    }

    private static func projectFolder(searchingUpFrom start: String) -> String? {
        var folder = start
        for _ in 0..<maxLevels {
            guard let entries = ProjectWalk.entries(of: folder) else { return nil }
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" }) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// The rows of every development-language table under `root`; nil when there is none.
    private static func load(under root: String) -> LocalizedStringsTable? {
        // A string catalogue holds its development language in it (`StringsCatalogueFormat`).
        var tables = ProjectFiles.under(root).tables.map { $0.entry == catalogueName ? $0.path : $0.path + "/Localizable.strings" }
        // `en.lproj` before `Base.lproj`: the development language's own words first.
        tables.sort { ($0.contains("/Base.lproj/") ? 1 : 0) < ($1.contains("/Base.lproj/") ? 1 : 0) }
        var values: [String: String] = [:]
        var conflicting: Set<String> = []
        for path in tables {
            // Read as lint inputs are: a regular file only (never a FIFO or a device a link names).
            guard case .success(let bytes) = FileReader.read(path, limit: maxBytes),
                  let rows = path.hasSuffix("/" + catalogueName) ? StringsCatalogueFormat.rows(of: bytes) : StringsTableFormat.rows(of: bytes)
            else { continue }
            let isBase = path.contains("/Base.lproj/")
            for (key, value) in rows {
                if let known = values[key] {
                    // A Base table only fills what the English tables leave out.
                    if known != value && !isBase { conflicting.insert(key) }
                } else {
                    values[key] = value
                }
            }
        }
        for key in conflicting { values[key] = nil }
        return values.isEmpty ? nil : LocalizedStringsTable(values: values)
    }

    /// Whether a folder's entry is a table's folder or the catalogue. Asked of every entry of the
    /// project: a name of another length (most) is left out before it is compared with the three.
    static func isTable(_ entry: String) -> Bool {
        wantedLengths.contains(entry.utf8.count) && (tableNames.contains(entry) || entry == catalogueName)
    }

    private static let wantedLengths = (tableNames + [catalogueName]).map(\.utf8.count)

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        return ((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}

/// The classic strings table format: rows `"key" = "value";` (a key alone, `"key";`, is its own
/// value), `/* … */` and `//` comments, escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\U00E9`; UTF-8, or
/// UTF-16 with its byte-order mark.
enum StringsTableFormat {
    /// The rows of a table, in order; nil when the bytes are not text of the format.
    static func rows(of bytes: [UInt8]) -> [(String, String)]? {
        guard let text = decoded(bytes) else { return nil }
        var parser = Parser(scalars: Array(text.unicodeScalars))
        return parser.rows()
    }

    static func decoded(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return String(bytes: bytes.dropFirst(2), encoding: .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(bytes: bytes.dropFirst(2), encoding: .utf16BigEndian) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func rows() -> [(String, String)]? {
            var rows: [(String, String)] = []
            while true {
                guard skipSpaceAndComments() else { return nil }
                if index >= scalars.count { return rows }
                guard let key = token() else { return nil }
                guard skipSpaceAndComments(), index < scalars.count else { return nil }
                if scalars[index] == ";" {
                    index += 1
                    rows.append((key, key))
                    continue
                }
                guard scalars[index] == "=" else { return nil }
                index += 1
                guard skipSpaceAndComments(), let value = token(), skipSpaceAndComments(),
                      index < scalars.count, scalars[index] == ";" else { return nil }
                index += 1
                rows.append((key, value))
            }
        }

        /// Skips spaces and comments; false on a comment left open.
        private mutating func skipSpaceAndComments() -> Bool {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.properties.isWhitespace {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                    guard index + 1 < scalars.count else { return false }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else {
                    return true
                }
            }
            return true
        }

        /// A quoted string, or an unquoted word of letters, digits and `_.-$:/`.
        private mutating func token() -> String? {
            guard index < scalars.count else { return nil }
            if scalars[index] != "\"" {
                var word = String.UnicodeScalarView()
                while index < scalars.count, isWordScalar(scalars[index]) {
                    word.append(scalars[index])
                    index += 1
                }
                return word.isEmpty ? nil : String(word)
            }
            index += 1
            var text = String.UnicodeScalarView()
            while index < scalars.count {
                let scalar = scalars[index]
                index += 1
                if scalar == "\"" { return String(text) }
                guard scalar == "\\" else {
                    text.append(scalar)
                    continue
                }
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u":
                    guard index + 4 <= scalars.count else { return nil }
                    // The four digits appended one by one: a view made of the slice went through a
                    // generic `append(contentsOf:)` whose types were first made here (~460,000
                    // instructions once a process).
                    var digits = String.UnicodeScalarView()
                    for offset in index..<(index + 4) { digits.append(scalars[offset]) }
                    guard let code = UInt32(String(digits), radix: 16) else { return nil }
                    index += 4
                    // A surrogate half (a scalar past the basic plane written as two) is left out.
                    if let decoded = Unicode.Scalar(code) { text.append(decoded) }
                default: text.append(escaped)
                }
            }
            return nil
        }

        private func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.-$:/".unicodeScalars.contains(scalar)
        }
    }
}
