#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CheckboxLintModel
import Foundation

/// The file an Xcode project's reference names as a Mac's volume finds it: APFS and HFS+ are
/// case-insensitive by default, so a group whose `path = "App-macOs"` builds from the folder
/// `App-macOS`, and the project never says otherwise. On Linux (or a case-sensitive volume) the
/// exact path does not exist.
///
/// Each part of the path is the folder's entry of that exact name when it has one, else its one
/// entry of the same name in another case; a part with none, or with two such entries
/// (`Views` and `views` side by side), names nothing. Asked only for a reference that differs from
/// the linted file's path by case alone, so a project whose paths match costs no folder listing.
/// Each folder is listed once per process; a path of more than `maxParts` parts, a folder of more
/// than `maxEntries` entries and listings past `maxListings` decide nothing (a hostile tree).
enum CaseInsensitiveProjectPaths {
    static let maxParts = 64
    static let maxEntries = 20_000
    static let maxListings = 1_024

    private static let lock = NSLock()
    /// Each folder's entry names; nil when it cannot be read or has too many.
    nonisolated(unsafe) private static var listings: [String: [String]?] = [:]

    /// Whether the folder reference `folder` holds the file at `path` (both relative to
    /// `projectFolder`), by exact path or by case alone.
    static func holds(_ folder: String, the path: String, in projectFolder: String) -> Bool {
        if path.hasPrefix(folder + "/") { return true }
        let parts = path.split(separator: "/")
        let folderParts = folder.split(separator: "/").count
        guard folderParts < parts.count else { return false }
        let prefix = parts.prefix(folderParts).joined(separator: "/")
        guard prefix.lowercased() == folder.lowercased() else { return false }
        return resolved(folder, under: projectFolder) == prefix
    }

    /// The path, relative to `root`, that `relative` names part by part: the exact entry first,
    /// else the one entry equal to it but for case; nil when a part names none or two.
    static func resolved(_ relative: String, under root: String) -> String? {
        let parts = relative.split(separator: "/")
        guard !parts.isEmpty, parts.count <= maxParts else { return nil }
        var folder = root
        var found: [String] = []
        for part in parts {
            guard part != "..", part != ".", let entries = listing(of: folder) else { return nil }
            let name: String
            if entries.contains(where: { $0 == part }) {
                name = String(part)
            } else {
                let folded = part.lowercased()
                let matches = entries.filter { $0.lowercased() == folded }
                guard matches.count == 1 else { return nil }
                name = matches[0]
            }
            found.append(name)
            folder += "/" + name
        }
        return found.joined(separator: "/")
    }

    private static func listing(of folder: String) -> [String]? {
        lock.lock()
        if let known = listings[folder] {
            lock.unlock()
            return known
        }
        let full = listings.count >= maxListings
        lock.unlock()
        guard !full else { return nil }
        let read = entries(of: folder)
        lock.lock()
        listings[folder] = .some(read)
        lock.unlock()
        return read
    }

    /// The names in `folder`, without `.` and `..`; nil when it cannot be read or holds more than
    /// `maxEntries` (the reading stops there).
    private static func entries(of folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = String(decoding: FileSystemPath.entryName(entry), as: UTF8.self)
            if name == "." || name == ".." { continue }
            guard names.count < maxEntries else { return nil }
            names.append(name)
        }
        return names
    }
}
