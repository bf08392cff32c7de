import CheckboxLintKit
import Foundation

/// The platform a Swift file's Xcode project builds it for, when that is one only: macOS apps
/// (CodeEdit, ControlRoom) write their settings screens with SwiftUI alone, and nothing in such a
/// file says macOS, but the project does (`SDKROOT = macosx;` in every build configuration).
///
/// The project is the `*.xcodeproj` in the nearest folder up from the file that holds one, a
/// `Package.swift` or `.git` (the walk stops there, and after `maxLevels` folders). The targets
/// that compile the file decide first (`XcodeProjectTargets`): a file only a macOS app target
/// compiles is macOS code, though the project also builds an iOS app. A reference whose path differs
/// from the file's by case alone names it, as a Mac's case-insensitive volume finds it
/// (`CaseInsensitiveProjectPaths`): Xcode builds such a project there. A file no target is known to
/// compile falls back to the whole project: macOS when every `SDKROOT` of it is `macosx` and no
/// `SUPPORTED_PLATFORMS` names another platform, or when every target builds for macOS only
/// (settings in `.xcconfig` files included). Anything else, or a project that cannot be read,
/// decides nothing (the configured platform applies). A Swift package's `platforms:` are minimum
/// versions, not a list of the only platforms, so a package decides only when its manifest names
/// macOS alone (`PackageManifestPlatform`: a macOS app built with SwiftPM). A folder with
/// no `.xcodeproj` but a Tuist `Project.swift` (the Xcode project is generated from it) is read
/// through the manifest's targets instead (`TuistManifest`).
///
/// Each folder is looked up, and each project read, once per process, whichever thread asks first.
enum XcodeProjectPlatform {
    static let maxLevels = 12
    /// A project file larger than this is not read (real ones are well under a megabyte).
    static let maxProjectBytes = 16 << 20

    /// The projects found up from a folder: where they are, their targets, and what the whole
    /// projects say.
    private struct Found {
        let projectFolder: String
        let targets: [XcodeProjectTargets]
        let wholeProjects: Platform?
        /// Every project was read and every target of them builds for watchOS only.
        var wholeIsWatchOS = false
        /// Project files that could not be read as projects (relative to the project's folder, with why).
        let unreadableProjects: [(path: String, reason: String)]
        /// A Tuist manifest (`Project.swift`) found where no `.xcodeproj` is.
        var tuist: TuistManifest? = nil
    }

    /// What the project says of a file: its platform when it decides one, else the files that could
    /// have decided it and could not be read (project files, `.xcconfig`s the project names).
    struct Decision {
        var platform: Platform?
        var unreadable: [(path: String, reason: String)] = []
        /// The project builds the file for watchOS only: every target known to compile it has
        /// `SDKROOT = watchos` (a WatchKit extension, a watch app, a watch library), or, when none is
        /// known to, every target of the project does. Its platform is then iOS's family (nil here).
        var watchOS = false
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byFolder: [String: Found?] = [:]
    /// Each project folder's finding, read once however many of its folders hold Swift files.
    nonisolated(unsafe) private static var byProjectFolder: [String: Found] = [:]
    nonisolated(unsafe) private static var tuistByFolder: [String: TuistManifest?] = [:]

    /// `.macos` when the project of the file at `path` (as the run names it: relative to the
    /// current folder, which does not change during a run, or absolute) builds it for macOS only;
    /// else nil.
    static func platform(ofFile path: String) -> Platform? {
        decision(ofFile: path).platform
    }

    /// The project's platform for the file at `path`, or why the project could not decide it.
    static func decision(ofFile path: String) -> Decision {
        // Looked up by the folder as the run names it: made absolute (a call into the file system)
        // only once per folder, not once per file.
        // The last `/` found among the bytes when the path is ASCII (a Character search cost ~5,000
        // instructions a file); among the Characters otherwise, where a `/` may carry a combining mark.
        let slash = path.utf8.allSatisfy({ $0 < 0x80 }) ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        let named = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        lock.lock()
        let cached = byFolder[named]
        lock.unlock()
        let found: Found?
        if let cached {
            found = cached
        } else {
            found = projects(searchingUpFrom: Self.absolute(named.isEmpty ? "." : named))
            lock.lock()
            byFolder[named] = .some(found)
            lock.unlock()
        }
        guard let found else { return Decision() }
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let absoluteFile = Self.absolute(named.isEmpty ? "." : named) + "/" + name
        var unreadable = found.unreadableProjects
        var compiledForWatch: Bool?
        if absoluteFile.hasPrefix(found.projectFolder + "/") {
            let relative = String(absoluteFile.dropFirst(found.projectFolder.count + 1))
            if let tuist = found.tuist { return Decision(platform: tuist.platform(ofFileAt: relative)) }
            let decided = found.targets.map { $0.platform(ofFileAt: relative, projectFolder: found.projectFolder) }
            if decided.contains(where: { $0 == .macos }) { return Decision(platform: .macos) }
            let compiling = found.targets.flatMap { $0.targets(compiling: relative, projectFolder: found.projectFolder) }
            if !compiling.isEmpty { compiledForWatch = compiling.allSatisfy(\.isWatchOSOnly) }
            for problem in found.targets.flatMap({ $0.configurationProblems(ofFileAt: relative, projectFolder: found.projectFolder) })
            where !unreadable.contains(where: { $0.path == problem.path }) {
                unreadable.append(problem)
            }
        }
        if let whole = found.wholeProjects { return Decision(platform: whole) }
        let watchOS = compiledForWatch ?? found.wholeIsWatchOS
        return Decision(platform: nil, unreadable: watchOS ? [] : unreadable, watchOS: watchOS)
    }

    private static func projects(searchingUpFrom start: String) -> Found? {
        var folder = start
        for _ in 0..<maxLevels {
            guard let entries = ProjectWalk.entries(of: folder) else { return nil }
            let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            if !projects.isEmpty {
                lock.lock()
                let known = byProjectFolder[folder]
                lock.unlock()
                if let known { return known }
                let texts = projects.map { readProject(folder + "/" + $0 + "/project.pbxproj") }
                let configFiles = XcodeConfigFiles(projectFolder: folder)
                var unreadable: [(path: String, reason: String)] = []
                var targets: [XcodeProjectTargets] = []
                for (project, text) in zip(projects, texts) {
                    let path = project + "/project.pbxproj"
                    guard let text else {
                        unreadable.append((path, "cannot be read (missing, or larger than \(maxProjectBytes >> 20) MB)"))
                        continue
                    }
                    guard let read = XcodeProjectTargets(projectFile: text, configFiles: configFiles) else {
                        unreadable.append((path, "is no Xcode project property list"))
                        continue
                    }
                    targets.append(read)
                }
                // The project files' own settings first; else, when each project was read and
                // every target of them builds for macOS only (their `.xcconfig`s say so), macOS.
                let allTargets = targets.flatMap(\.targets)
                let wholeByTargets: Platform? = targets.count == texts.count && !allTargets.isEmpty
                    && allTargets.allSatisfy(\.isMacOSOnly) ? .macos : nil
                let wholeIsWatchOS = targets.count == texts.count && !allTargets.isEmpty && allTargets.allSatisfy(\.isWatchOSOnly)
                let found = Found(projectFolder: folder, targets: targets,
                                  wholeProjects: platform(ofProjects: texts) ?? wholeByTargets, wholeIsWatchOS: wholeIsWatchOS,
                                  unreadableProjects: unreadable)
                lock.lock()
                byProjectFolder[folder] = found
                lock.unlock()
                return found
            }
            // A Tuist project whose Xcode project is generated, not kept: its manifest says the
            // same (`TuistManifest`).
            if entries.contains("Project.swift"), let tuist = tuistManifest(in: folder) {
                return Found(projectFolder: folder, targets: [], wholeProjects: nil, unreadableProjects: [], tuist: tuist)
            }
            // A SwiftPM package with no Xcode project: macOS when its manifest's `platforms:`
            // names macOS alone (`PackageManifestPlatform`); else nothing, as before.
            if entries.contains("Package.swift") {
                guard PackageManifestPlatform.platform(ofPackageIn: folder) == .macos else { return nil }
                return Found(projectFolder: folder, targets: [], wholeProjects: .macos, unreadableProjects: [])
            }
            if entries.contains(".git") { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
        return nil
    }

    /// The manifest of the folder, read once per process.
    private static func tuistManifest(in folder: String) -> TuistManifest? {
        lock.lock()
        let known = tuistByFolder[folder]
        lock.unlock()
        if let known { return known }
        let read = TuistManifest(path: folder + "/Project.swift")
        lock.lock()
        tuistByFolder[folder] = .some(read)
        lock.unlock()
        return read
    }

    private static func readProject(_ path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber, size.intValue <= maxProjectBytes else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    private static func platform(ofProjects projects: [Data?]) -> Platform? {
        var sawMacOS = false
        for data in projects {
            guard let data else { return nil }
            switch platform(ofProjectText: String(decoding: data, as: UTF8.self)) {
            case .some(.macos): sawMacOS = true
            default: return nil
            }
        }
        return sawMacOS ? .macos : nil
    }

    /// `.macos` when every `SDKROOT` setting of a `project.pbxproj` is `macosx` (there is at least
    /// one) and every `SUPPORTED_PLATFORMS` lists only macOS; else nil (a `$(inherited)` value or a
    /// conditional setting included: the targets' reading, `XcodeProjectTargets`, resolves those).
    static func platform(ofProjectText text: String) -> Platform? {
        var sawMacOS = false
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
            // A conditional platform setting (`"SDKROOT[sdk=iphoneos*]" = iphoneos;`): the targets judge it.
            if trimmed.hasPrefix("SDKROOT[") || trimmed.hasPrefix("SUPPORTED_PLATFORMS[") { return nil }
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
