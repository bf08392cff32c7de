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
        var queue: [(path: String, depth: Int)] = [(root, 0)]
        var next = 0
        while next < queue.count, next < maxFolders {
            let (folder, depth) = queue[next]
            next += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            // Sorted once the rest (most of a project's entries) are left out: the sort of every
            // entry cost more than reading them.
            let kept = entries.filter { wanted($0) || depth < maxDepth && isEnterable($0) }
            for entry in kept.sorted() {
                let path = folder + "/" + entry
                if wanted(entry) {
                    guard found(path, entry) else { return }
                    continue
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    queue.append((path, depth + 1))
                }
            }
        }
    }

    private static func isEnterable(_ entry: String) -> Bool {
        // Bytes, not Foundation's `contains`: this runs for every entry of the project. The dot
        // first: it leaves out most entries (files) before their name is hashed for the set.
        !entry.utf8.contains(UInt8(ascii: ".")) && !skippedFolders.contains(entry)
    }
}
