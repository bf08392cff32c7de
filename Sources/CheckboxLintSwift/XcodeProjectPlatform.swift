import CheckboxLintKit
import Foundation

/// The platform a Swift file's Xcode project builds for, when it builds for one only: macOS apps
/// (CodeEdit, ControlRoom) write their settings screens with SwiftUI alone, and nothing in such a
/// file says macOS, but the project does (`SDKROOT = macosx;` in every build configuration).
///
/// The project is the `*.xcodeproj` in the nearest folder up from the file that holds one, a
/// `Package.swift` or `.git` (the walk stops there, and after `maxLevels` folders). It decides only
/// when every `SDKROOT` of it is `macosx` and no `SUPPORTED_PLATFORMS` names another platform; a
/// project for iOS, for several platforms, or one that cannot be read decides nothing (the
/// configured platform applies). A Swift package's `platforms:` are minimum versions, not a list of
/// the only platforms, so a package decides nothing either.
///
/// Each folder is looked up once per process, whichever thread asks first.
enum XcodeProjectPlatform {
    static let maxLevels = 12
    /// A project file larger than this is not read (real ones are well under a megabyte).
    static let maxProjectBytes = 16 << 20

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byFolder: [String: Platform?] = [:]

    /// `.macos` when the project of the file at `path` (as the run names it: relative to the
    /// current folder, which does not change during a run, or absolute) builds for macOS only;
    /// else nil.
    static func platform(ofFile path: String) -> Platform? {
        // Looked up by the folder as the run names it: made absolute (a call into the file system)
        // only once per folder, not once per file.
        let named = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        lock.lock()
        if let known = byFolder[named] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = platform(searchingUpFrom: Self.absolute(named.isEmpty ? "." : named))
        lock.lock()
        byFolder[named] = .some(found)
        lock.unlock()
        return found
    }

    private static func platform(searchingUpFrom start: String) -> Platform? {
        let files = FileManager.default
        var folder = start
        for _ in 0..<maxLevels {
            guard let entries = try? files.contentsOfDirectory(atPath: folder) else { return nil }
            let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            if !projects.isEmpty {
                return platform(ofProjects: projects.map { folder + "/" + $0 + "/project.pbxproj" })
            }
            if entries.contains("Package.swift") || entries.contains(".git") { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    private static func platform(ofProjects paths: [String]) -> Platform? {
        var sawMacOS = false
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let size = attributes[.size] as? NSNumber, size.intValue <= maxProjectBytes,
                  let data = FileManager.default.contents(atPath: path) else { return nil }
            switch platform(ofProjectText: String(decoding: data, as: UTF8.self)) {
            case .some(.macos): sawMacOS = true
            default: return nil
            }
        }
        return sawMacOS ? .macos : nil
    }

    /// `.macos` when every `SDKROOT` setting of a `project.pbxproj` is `macosx` (there is at least
    /// one) and every `SUPPORTED_PLATFORMS` lists only macOS; else nil.
    static func platform(ofProjectText text: String) -> Platform? {
        var sawMacOS = false
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] where trimmed.hasPrefix(key + " = ") {
                var value = trimmed.dropFirst(key.count + 3)
                if value.hasSuffix(";") { value = value.dropLast() }
                let words = value.split { $0 == " " || $0 == "\"" }
                guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix("macosx") }) else { return nil }
                if key == "SDKROOT" { sawMacOS = true }
            }
        }
        return sawMacOS ? .macos : nil
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        return ((FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
