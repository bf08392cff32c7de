import CheckboxLintKit
import Foundation

/// The targets of an Xcode project (`project.pbxproj`, an OpenStep property list), each with the
/// Swift files it compiles and whether it builds for macOS only. A project with an iOS and a macOS
/// app target (or a multi-platform test target) decides nothing as a whole, but a file that only
/// the macOS target compiles is macOS code.
///
/// A target compiles the files of its Sources build phase (each a file reference, its path made
/// from the groups above it) and every file under its folders synchronised with the file system
/// (Xcode 16's `fileSystemSynchronizedGroups`). Its platform is its build configurations'
/// `SDKROOT` and `SUPPORTED_PLATFORMS`, the project's where the target sets none; a configuration's
/// settings are its `.xcconfig`'s (`baseConfigurationReference`, `XcodeConfigFiles`) with its own
/// `buildSettings` over them, as Xcode layers them.
struct XcodeProjectTargets {
    struct Target {
        let name: String
        /// Every configuration builds for macOS only.
        let isMacOSOnly: Bool
        /// Paths relative to the project's folder, standardized.
        let files: Set<String>
        /// Folders relative to the project's folder whose every file the target compiles.
        let folders: [String]
        /// The `.xcconfig` files its configurations name (or include) that could not be read.
        var configurationProblems: [(path: String, reason: String)] = []
        /// Every configuration's `SDKROOT` names another platform than macOS: nothing unread decides.
        var namesAnotherPlatform = false
        /// `files` by their lowercased paths: the references that may name a file in another case.
        var filesByFoldedPath: [String: [String]] = [:]
        /// Every configuration builds for watchOS only (`SDKROOT = watchos`, `isWatchOSOnly(_:project:)`).
        var isWatchOSOnly = false

        /// Whether the target compiles the file at `path` (relative to the project's folder,
        /// standardized): a reference to it, or to a folder above it, by its exact path; or, given
        /// the project's folder, one that names it on a Mac's case-insensitive volume
        /// (`CaseInsensitiveProjectPaths`), as Xcode builds it there.
        func compiles(_ path: String, projectFolder: String?) -> Bool {
            if files.contains(path) || folders.contains(where: { path.hasPrefix($0 + "/") }) { return true }
            guard let projectFolder else { return false }
            if let references = filesByFoldedPath[path.lowercased()],
               references.contains(where: { CaseInsensitiveProjectPaths.resolved($0, under: projectFolder) == path }) {
                return true
            }
            return folders.contains { CaseInsensitiveProjectPaths.holds($0, the: path, in: projectFolder) }
        }
    }

    let targets: [Target]
    /// The `.xcconfig` files the project's own configurations name (or include) that could not be read.
    let projectConfigurationProblems: [(path: String, reason: String)]

    /// Reads a `project.pbxproj`; nil when it is no property list of that shape. `configFiles`
    /// reads the `.xcconfig` files its configurations are based on (none when nil).
    init?(projectFile data: Data, configFiles: XcodeConfigFiles? = nil) {
        // Foundation's property-list parser recurses once per level: a hostile file nested
        // thousands deep would exhaust the stack. Real projects nest five or six levels.
        guard Self.nesting(of: data) <= Self.maxNesting else { return nil }
        var format = PropertyListSerialization.PropertyListFormat.openStep
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any],
              let objects = plist["objects"] as? [String: Any],
              let rootID = plist["rootObject"] as? String,
              let root = objects[rootID] as? [String: Any] else { return nil }
        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }

        // Each file reference's and synchronised folder's path, from the main group down; each
        // object once (a hostile file's group that lists itself twice would otherwise double the
        // walk at every level).
        var paths: [String: String] = [:]
        func walk(_ id: String, parent: String, depth: Int) {
            guard depth < 64, paths[id] == nil, let node = objects[id] as? [String: Any] else { return }
            let own = node["path"] as? String
            let base: String
            switch node["sourceTree"] as? String {
            case "SOURCE_ROOT": base = ""
            case "<group>", nil: base = parent
            default: return  // absolute, SDK- or build-relative: not a file of this tree
            }
            let path = own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base
            paths[id] = path
            for child in node["children"] as? [String] ?? [] { walk(child, parent: path, depth: depth + 1) }
        }
        if let main = root["mainGroup"] as? String { walk(main, parent: "", depth: 0) }

        // Each `.xcconfig` read once, however many configurations are based on it.
        var configFileSettings: [String: XcodeConfigFiles.Settings] = [:]
        // Each configuration's settings, and the files it is based on that could not be read — kept
        // only when what was read leaves the platform open: a configuration (or the project under
        // it) whose `SDKROOT` names another platform (`iphoneos`) has said it, whatever a missing
        // `Pods-App.debug.xcconfig` or secrets file would add.
        func settings(of listID: Any?, project: [String: Any]? = nil) -> (settings: [[String: Any]], problems: [(path: String, reason: String)]) {
            guard let list = object(listID), let ids = list["buildConfigurations"] as? [String] else { return ([], []) }
            var problems: [(path: String, reason: String)] = []
            let settings: [[String: Any]] = ids.compactMap { id in
                guard let configuration = object(id) else { return nil }
                var merged: [String: Any] = [:]
                var unread: [(path: String, reason: String)] = []
                if let configFiles, let reference = configuration["baseConfigurationReference"] as? String,
                   let path = paths[reference] {
                    if configFileSettings[path] == nil { configFileSettings[path] = configFiles.read(path) }
                    let read = configFileSettings[path] ?? XcodeConfigFiles.Settings()
                    merged = read.values
                    unread = read.problems
                }
                let own = configuration["buildSettings"] as? [String: Any]
                // A configuration's own `$(inherited)` is what its `.xcconfig` set.
                merged.merge(own ?? [:]) { file, own in
                    guard let own = own as? String, let file = file as? String else { return own }
                    return XcodeConfigFiles.inheriting(own, from: file)
                }
                if !Self.namesAnotherPlatform(merged, project: project) {
                    for problem in unread where !problems.contains(where: { $0.path == problem.path }) { problems.append(problem) }
                }
                if own == nil && merged.isEmpty { return nil }
                return merged
            }
            return (settings, problems)
        }
        let (projectSettings, projectProblems) = settings(of: root["buildConfigurationList"])
        projectConfigurationProblems = projectProblems

        var targets: [Target] = []
        for id in root["targets"] as? [String] ?? [] {
            guard let target = object(id), target["isa"] as? String == "PBXNativeTarget" else { continue }
            let (configurations, problems) = settings(of: target["buildConfigurationList"], project: projectSettings.first)
            let isMac = !configurations.isEmpty && configurations.allSatisfy { Self.isMacOSOnly($0, project: projectSettings.first) }
            var files: Set<String> = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    if let reference = object(buildFileID)?["fileRef"] as? String, let path = paths[reference] {
                        files.insert(Self.standardized(path))
                    }
                }
            }
            let folders = (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths[$0] }.map(Self.standardized)
            targets.append(Target(name: target["name"] as? String ?? id, isMacOSOnly: isMac, files: files, folders: folders,
                                  configurationProblems: problems,
                                  namesAnotherPlatform: !configurations.isEmpty && configurations.allSatisfy {
                                      Self.namesAnotherPlatform($0, project: projectSettings.first)
                                  },
                                  filesByFoldedPath: Dictionary(grouping: files, by: { $0.lowercased() }),
                                  isWatchOSOnly: !configurations.isEmpty && configurations.allSatisfy {
                                      Self.isWatchOSOnly($0, project: projectSettings.first)
                                  }))
        }
        self.targets = targets
    }

    /// `.macos` when at least one target compiles the file at `relativePath` (to the project's
    /// folder) and every target that does builds for macOS only; nil when none is known to compile
    /// it or one builds for another platform. Given the project's folder, a reference that differs
    /// from the file's path by case alone names it when the folder's entries say so.
    func platform(ofFileAt relativePath: String, projectFolder: String? = nil) -> Platform? {
        let path = Self.standardized(relativePath)
        let compiling = targets.filter { $0.compiles(path, projectFolder: projectFolder) }
        guard !compiling.isEmpty, compiling.allSatisfy(\.isMacOSOnly) else { return nil }
        return .macos
    }

    /// The targets known to compile the file at `relativePath` (to the project's folder).
    func targets(compiling relativePath: String, projectFolder: String? = nil) -> [Target] {
        let path = Self.standardized(relativePath)
        return targets.filter { $0.compiles(path, projectFolder: projectFolder) }
    }

    /// Whether build settings say watchOS only, each key the target's or, unset, the project's (a
    /// target's `$(inherited)` the project's value): `SDKROOT` `watchos` and a `SUPPORTED_PLATFORMS`,
    /// if any, naming only the watch's (`watchos watchsimulator`). A conditional platform setting
    /// (`SDKROOT[sdk=…]`) of the target or the project decides nothing, nor does any other `$(…)`.
    static func isWatchOSOnly(_ settings: [String: Any], project: [String: Any]?) -> Bool {
        func value(_ key: String) -> String? {
            let own = settings[key] as? String
            let projects = project?[key] as? String
            guard let own else { return projects }
            return projects.map { XcodeConfigFiles.inheriting(own, from: $0) } ?? own
        }
        guard let sdk = value("SDKROOT")?.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t")),
              sdk.hasPrefix("watchos"), !sdk.contains("$") else { return false }
        if let supported = value("SUPPORTED_PLATFORMS") {
            let words = supported.split { $0 == " " || $0 == "\"" || $0 == "\t" }
            guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix("watch") }) else { return false }
        }
        return !settings.keys.contains(where: isConditionalPlatformKey) && !(project?.keys.contains(where: isConditionalPlatformKey) ?? false)
    }

    /// The `.xcconfig` files that could not be read and that may have decided the platform of the
    /// file at `relativePath`: those of the targets that compile it, or of every target when none is
    /// known to, and the project's own under them — none of a target whose every configuration
    /// names another platform's `SDKROOT` (what it would add cannot make it macOS only).
    func configurationProblems(ofFileAt relativePath: String, projectFolder: String? = nil) -> [(path: String, reason: String)] {
        let path = Self.standardized(relativePath)
        let compiling = targets.filter { $0.compiles(path, projectFolder: projectFolder) }
        var problems: [(path: String, reason: String)] = []
        for target in compiling.isEmpty ? targets : compiling where !target.namesAnotherPlatform {
            for problem in projectConfigurationProblems where !problems.contains(where: { $0.path == problem.path }) {
                problems.append(problem)
            }
            for problem in target.configurationProblems where !problems.contains(where: { $0.path == problem.path }) {
                problems.append(problem)
            }
        }
        return problems
    }

    /// Whether the settings (the project's where they set none) give an `SDKROOT` of another
    /// platform than macOS (`iphoneos`, `watchos`): no `.xcconfig` under them can make the build macOS only.
    static func namesAnotherPlatform(_ settings: [String: Any], project: [String: Any]?) -> Bool {
        let own = settings["SDKROOT"] as? String
        let projects = project?["SDKROOT"] as? String
        guard var sdk = own.map({ value in projects.map { XcodeConfigFiles.inheriting(value, from: $0) } ?? value }) ?? projects else {
            return false
        }
        sdk = sdk.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
        return !sdk.isEmpty && !sdk.contains("$") && sdk != "auto" && !sdk.hasPrefix("macosx")
    }

    /// Whether build settings say macOS only, each key the target's or, unset, the project's: a
    /// `SUPPORTED_PLATFORMS` that names macOS alone (with `SDKROOT` unset, `auto` or `macosx`), or
    /// `SDKROOT` `macosx` with no `SUPPORTED_PLATFORMS` naming another platform. `SDKROOT = auto`
    /// alone decides nothing. A target's `$(inherited)` is the project's value; one that inherits
    /// nothing known (Xcode's default) decides nothing, nor does any other `$(…)`.
    /// A conditional setting (`SDKROOT[sdk=iphoneos*] = iphoneos`) is judged by what it can apply
    /// to (`appliesOnlyToOtherPlatforms`); one that may apply and does not say macOS decides nothing.
    static func isMacOSOnly(_ settings: [String: Any], project: [String: Any]?) -> Bool {
        func value(_ key: String) -> String? {
            let own = settings[key] as? String
            let projects = project?[key] as? String
            guard let own else { return projects }
            return projects.map { XcodeConfigFiles.inheriting(own, from: $0) } ?? own
        }
        let supported = value("SUPPORTED_PLATFORMS")
        let sdk = value("SDKROOT")?.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
        let macOnly: Bool
        if let supported {
            let words = supported.split { $0 == " " || $0 == "\"" || $0 == "\t" }
            if words.isEmpty || !words.allSatisfy({ $0.hasPrefix("macosx") }) { return false }
            macOnly = sdk.map { $0 == "auto" || $0.hasPrefix("macosx") } ?? true
        } else {
            macOnly = sdk?.hasPrefix("macosx") ?? false
        }
        guard macOnly else { return false }
        // The conditional platform settings of the target, and the project's it does not override.
        let conditional = Set(settings.keys.filter(isConditionalPlatformKey))
            .union((project?.keys.filter(isConditionalPlatformKey) ?? []).filter { settings[$0] == nil })
        let supportedMacOnly = supported != nil
        return conditional.allSatisfy { key in
            let said = (settings[key] ?? project?[key]) as? String ?? ""
            let words = said.split { $0 == " " || $0 == "\"" || $0 == "\t" }
            if !words.isEmpty && words.allSatisfy({ $0.hasPrefix("macosx") || $0 == "auto" }) { return true }
            return supportedMacOnly && appliesOnlyToOtherPlatforms(key)
        }
    }

    /// `SDKROOT[…]` or `SUPPORTED_PLATFORMS[…]`.
    private static func isConditionalPlatformKey(_ key: String) -> Bool {
        key.hasPrefix("SDKROOT[") || key.hasPrefix("SUPPORTED_PLATFORMS[")
    }

    /// A condition on the SDK that no macOS SDK matches (`[sdk=iphoneos*]`): in a target that builds
    /// for macOS only (its `SUPPORTED_PLATFORMS` says so) it never applies.
    static func appliesOnlyToOtherPlatforms(_ key: String) -> Bool {
        guard let open = key.firstIndex(of: "[") else { return false }
        let conditions = key[key.index(after: open)...].split(separator: "[").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "] ")) }
        return conditions.contains { condition in
            guard condition.hasPrefix("sdk=") else { return false }
            let pattern = condition.dropFirst(4)
            let stem = pattern.hasSuffix("*") ? pattern.dropLast() : pattern
            return !stem.isEmpty && !"macosx".hasPrefix(stem) && !stem.hasPrefix("macosx")
        }
    }

    static let maxNesting = 32

    /// The deepest nesting of `{…}` and `(…)` outside quoted strings and comments.
    static func nesting(of data: Data) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        var previous: UInt8 = 0
        var inLineComment = false, inBlockComment = false
        for byte in data {
            defer { previous = byte }
            if inLineComment { if byte == 0x0A { inLineComment = false }; continue }
            if inBlockComment { if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { inBlockComment = false }; continue }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): inBlockComment = true
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
