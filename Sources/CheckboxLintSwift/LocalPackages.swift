import CheckboxLintKit
import Foundation

/// The local Swift packages an Xcode project at a project's root uses (`project.pbxproj`'s
/// `XCLocalSwiftPackageReference` entries, `relativePath = ..;` or `"../Kit"`): the folders their
/// paths name, relative to the project's root, standardised. An app kept beside its design
/// system's package calls the package's views; what those views say is read in the package.
enum LocalPackages {
    private static let byRoot = ProjectCache<[String]>()
    private static let isaNeedle = Array("isa = XCLocalSwiftPackageReference;".utf8)
    private static let pathNeedle = Array("relativePath = ".utf8)
    private static let maxBytes = 8 << 20

    /// The package folders the Xcode projects directly in `root` reference, each an existing folder.
    static func roots(usedBy root: String) -> [String] {
        byRoot.value(forRoot: root) { root in
            guard let entries = ProjectWalk.entries(of: root) else { return [] }
            let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
            let bound = repositoryBound(of: rootPath)
            var roots: [String] = []
            for entry in entries where entry.hasSuffix(".xcodeproj") {
                guard case .success(let bytes) = FileReader.read(root + "/" + entry + "/project.pbxproj", limit: maxBytes) else { continue }
                for path in relativePaths(in: bytes) {
                    let folder = URL(fileURLWithPath: root).appendingPathComponent(path).standardizedFileURL.path
                    var isFolder: ObjCBool = false
                    guard isInside(folder, bound), FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
                          isFolder.boolValue, folder != rootPath, !roots.contains(folder) else { continue }
                    roots.append(folder)
                }
            }
            return roots
        }
    }

    /// The folder a package may lie in: the repository holding `root` (the nearest folder, `root`
    /// or above, with a `.git`), else the folder `root` sits in (a package kept beside the app). A
    /// path that climbs out of it (`../../../..`) names no package of this project, and reading it
    /// would walk folders the user never gave.
    static func repositoryBound(of root: String) -> String {
        var folder = URL(fileURLWithPath: root)
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return URL(fileURLWithPath: root).deletingLastPathComponent().path
    }

    /// Whether `folder` is `bound` or lies under it (both standardised).
    static func isInside(_ folder: String, _ bound: String) -> Bool {
        folder == bound || folder.hasPrefix(bound.hasSuffix("/") ? bound : bound + "/")
    }

    /// The `relativePath` of each `XCLocalSwiftPackageReference` in a `project.pbxproj`, unquoted.
    static func relativePaths(in bytes: [UInt8]) -> [String] {
        var paths: [String] = []
        var from = 0
        while let isa = SwiftConstructs.firstOffset(of: isaNeedle, in: bytes, from: from) {
            let keys = isa + isaNeedle.count
            // The entry's keys follow `isa` up to its closing `};`.
            var end = keys
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: ";")) { end += 1 }
            // Entries do not nest: the next is looked for past this one's end, so that a file of
            // entries that never close is read once, not once per entry.
            from = max(keys, end)
            guard let key = SwiftConstructs.firstOffset(of: pathNeedle, in: bytes, from: keys), key < end else { continue }
            var start = key + pathNeedle.count
            var stop = start
            if start < end, bytes[start] == UInt8(ascii: "\"") {
                start += 1
                stop = start
                while stop < end, bytes[stop] != UInt8(ascii: "\"") { stop += 1 }
            } else {
                while stop < end, bytes[stop] != UInt8(ascii: ";") { stop += 1 }
            }
            if stop > start, let path = String(bytes: bytes[start..<stop], encoding: .utf8) { paths.append(path) }
        }
        return paths
    }
}
