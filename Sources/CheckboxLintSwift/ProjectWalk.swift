import Foundation

/// The bounded walk of a project folder that every project-wide reading shares (its strings
/// tables, its own `Image` initialisers): breadth first, in name order, at most `maxDepth` folders
/// down and `maxFolders` folders in all; hidden folders, folders with a dot in their name (bundles,
/// `.xcodeproj`, `.lproj` unless asked for) and build or dependency folders are not entered.
enum ProjectWalk {
    static let maxDepth = 8
    static let maxFolders = 4_000
    /// Folders that hold build output or dependencies, never the app's own tables or sources.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build"]

    /// Calls `found` with the path and name of each entry below `root` that `wanted` accepts, in
    /// walk order, until `found` returns false. A wanted entry is not entered.
    static func walk(under root: String, wanted: (String) -> Bool, found: (_ path: String, _ entry: String) -> Bool) {
        walk(under: root, kind: { wanted($0) ? 0 : nil }) { _, path, entry in found(path, entry) }
    }

    /// `walk(under:wanted:found:)` for several kinds of entry at once (`ProjectFiles`): `kind` tells
    /// a wanted entry's kind, nil for any other, and `found` is given it. One walk for what several
    /// readings look for lists, filters and sorts each folder once.
    static func walk(under root: String, kind: (String) -> Int?, found: (_ kind: Int, _ path: String, _ entry: String) -> Bool) {
        var queue: [(path: String, depth: Int)] = [(root, 0)]
        var next = 0
        while next < queue.count, next < maxFolders {
            let (folder, depth) = queue[next]
            next += 1
            guard let entries = listed.value(forRoot: folder, reading: entries(of:)) else { continue }
            // Sorted once the rest (most of a project's entries) are left out: the sort of every
            // entry cost more than reading them. Each kept entry's kind is told once.
            var kept: [(entry: String, kind: Int?)] = []
            for entry in entries {
                let entryKind = kind(entry)
                if entryKind != nil || depth < maxDepth && isEnterable(entry) { kept.append((entry, entryKind)) }
            }
            // A folder's names are distinct: the order is the names' order, as `sorted()` gave it.
            kept.sort { $0.entry < $1.entry }
            // The folder's part of its entries' paths made once (`folder + "/" + entry` made it for each).
            let prefix = folder + "/"
            for (entry, entryKind) in kept {
                let path = prefix + entry
                if let entryKind {
                    guard found(entryKind, path, entry) else { return }
                    continue
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    queue.append((path, depth + 1))
                }
            }
        }
    }

    /// Each folder's entries, listed once a run: the project's walks (`ProjectFiles`,
    /// `ProjectStringConstants`) and the search for its root list the same folders (~6,000
    /// instructions a folder listed).
    private static let listed = ProjectCache<[String]?>()

    /// The names in `folder` but `.` and `..`, in no order; nil when it cannot be listed.
    static func entries(of folder: String) -> [String]? {
        // The directory read directly: Foundation's listing cost ~18,000 instructions a folder (a
        // project walk lists a hundred or more). A name that is not UTF-8 leaves the folder to
        // Foundation, which spells such names its own way.
        #if canImport(Glibc)
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        // The name read where the entry holds it, up to its NUL: glibc sizes each entry to its
        // name (`d_reclen`), so copying the whole 256-byte `d_name` would read past a short one.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let bytes = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: UInt8.self)
            // `.` and `..` told from their bytes, before a string is made of them.
            if bytes[0] == UInt8(ascii: "."), bytes[1] == 0 || bytes[1] == UInt8(ascii: ".") && bytes[2] == 0 { continue }
            guard let name = String(validatingCString: UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self)) else {
                return try? FileManager.default.contentsOfDirectory(atPath: folder)
            }
            names.append(name)
        }
        return names
        #else
        return try? FileManager.default.contentsOfDirectory(atPath: folder)
        #endif
    }

    private static func isEnterable(_ entry: String) -> Bool {
        // Bytes, not Foundation's `contains`: this runs for every entry of the project. The dot
        // first: it leaves out most entries (files) before their name is hashed for the set.
        // Over the name's contiguous bytes: the UTF-8 view's generic `contains` cost ~20
        // instructions a byte.
        let hasDot = entry.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) }
            ?? entry.utf8.contains(UInt8(ascii: "."))
        return !hasDot && !skippedFolders.contains(entry)
    }
}
