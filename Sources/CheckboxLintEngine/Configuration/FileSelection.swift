import CheckboxLintModel
import CheckboxLintRules

/// The configuration's `include` and `exclude`: which of the collected files a run lints.
///
/// They apply to files found by walking a folder and to files named on the command line alike:
/// pre-commit names every changed file, and an excluded file must stay excluded there. Files
/// outside the configuration's folder and standard input are always linted.
public struct FileSelection: Sendable {
    /// The absolute folder the globs are relative to; nil selects every file.
    public var folder: String?
    /// When given, only matching files are linted.
    public var include: [Glob]?
    public var exclude: [Glob]

    public init(folder: String? = nil, include: [Glob]? = nil, exclude: [Glob] = []) {
        self.folder = folder
        self.include = include
        self.exclude = exclude
    }

    public var selectsEverything: Bool { folder == nil || (include == nil && exclude.isEmpty) }

    /// Whether to lint `file`, whose path is relative to `currentDirectory` or absolute.
    public func selects(_ file: InputFile, currentDirectory: String) -> Bool {
        guard !selectsEverything, let folder, file.path != InputFile.standardInputPath else { return true }
        let absolute = FilePath.absolute(file.path, in: currentDirectory)
        guard let relative = FilePath.relative(absolute, to: folder) else { return true }
        if let include, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }
}

/// Lexical path arithmetic (no symbolic links resolved), enough to relate files to the
/// configuration's folder.
enum FilePath {
    /// `path` made absolute against `folder`, without `.` and `..` parts.
    /// The one path normaliser: configuration, baselines and reports all relate paths with it.
    static func absolute(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        // Baselines map every finding's path: splitting each was a fifth of a `--write-baseline`
        // run, by callgrind, and most paths are normal already.
        if isNormalASCII(joined) { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        // Appended one by one, as strings: the generic `joined(separator:)` and `+=` on substrings
        // cost 250,000 instructions on their first call, 1.3 % of linting one small file (callgrind).
        var absolute = ""
        for part in parts {
            absolute += "/"
            absolute += String(part)
        }
        return absolute.isEmpty ? "/" : absolute
    }

    /// Whether `absolute` would return `path` as it is, told from its bytes: ASCII, absolute,
    /// no empty, `.` or `..` component, no trailing `/`.
    private static func isNormalASCII(_ path: String) -> Bool {
        // Over the string's contiguous bytes: the UTF-8 view's `dropFirst()` iterated cost ~40
        // instructions a byte (a linted file's path is made absolute at least twice).
        var path = path
        return path.withUTF8 { isNormalASCII($0) }
    }

    private static func isNormalASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var componentLength = 0
        var onlyDots = true
        for byte in UnsafeBufferPointer(rebasing: bytes[1...]) {
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

    /// `path` relative to `folder` (both absolute, normalised), or nil when it is not inside.
    static func relative(_ path: String, to folder: String) -> String? {
        if folder == "/" { return String(path.dropFirst()) }
        switch PlainPathBytes.relative(path, to: folder) {
        case .inside(let relativePath): return relativePath
        case .outside: return nil
        case nil: break
        }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }

    /// The folder that holds `path` (absolute, normalised).
    static func parent(_ path: String) -> String {
        if let parent = PlainPathBytes.parent(path) { return parent }
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}

/// `FilePath.relative` and `FilePath.parent` read on the bytes of paths made of printable ASCII,
/// where each byte is a Character of its own: the Character-wise `lastIndex(of:)`, `count` and
/// `dropFirst` cost ~9,000 instructions a linted file in `NestedConfigurations.chain` (callgrind).
/// String's own `hasPrefix` compares such strings' bytes too. Any other path (a control byte: `\r\n`
/// is one Character; a byte outside ASCII) gets nil, and is left to the Character-wise reading.
enum PlainPathBytes {
    enum Relation {
        case inside(relativePath: String)
        case outside
    }

    /// Where `path` is against `folder`; nil when either is not plain.
    static func relative(_ path: String, to folder: String) -> Relation? {
        var path = path
        var folder = folder
        return path.withUTF8 { pathBytes in
            folder.withUTF8 { folderBytes -> Relation? in
                guard isPlain(pathBytes), isPlain(folderBytes) else { return nil }
                let count = folderBytes.count
                guard pathBytes.count > count, pathBytes[count] == UInt8(ascii: "/") else { return .outside }
                for index in 0..<count where pathBytes[index] != folderBytes[index] { return .outside }
                return .inside(relativePath: String(decoding: UnsafeBufferPointer(rebasing: pathBytes[(count + 1)...]), as: UTF8.self))
            }
        }
    }

    /// The folder that holds `path`; nil when `path` is not plain.
    static func parent(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard isPlain(bytes) else { return nil }
            var slash = bytes.count - 1
            while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            // No `/`, or only the first byte's: the root, as `FilePath.parent` answers.
            guard slash > 0 else { return "/" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }
}
