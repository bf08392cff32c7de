#if SwiftSource
import CheckboxLintKit
@testable import CheckboxLintSwift
import Foundation
import Testing

/// A project whose group paths differ in case from its folders (`path = "App-macOs"` beside the
/// folder `App-macOS`): a Mac's case-insensitive volume builds it, and the file is the macOS
/// target's there (round sixteen's settings window).
@Suite struct CaseInsensitiveProjectPathsTests {
    /// `XcodeProjectTargetsTests.project` with its references spelt in other cases: the macOS
    /// target's group `MacOS/settings`, its synchronised folder `menubar`.
    static let project = XcodeProjectTargetsTests.project
        .replacingOccurrences(of: "path = macOS/Settings;", with: "path = MacOS/settings;")
        .replacingOccurrences(of: "path = MenuBar;", with: "path = menubar;")

    static let settingsView = """
    import SwiftUI
    struct GeneralSettings: View {
        @State private var update = true
        var body: some View { Toggle("Check for updates", isOn: $update) }
    }
    """

    /// A folder under the temporary one, with `folders` made (each holding a `GeneralSettings.swift`)
    /// and `project` written as `Radio.xcodeproj`.
    private static func tree(_ folders: [String], project: String = Self.project) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-case-\(UInt32.random(in: 0 ... .max))")
        for folder in ["Radio.xcodeproj"] + folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for folder in folders {
            try settingsView.write(to: root.appendingPathComponent(folder + "/GeneralSettings.swift"), atomically: true, encoding: .utf8)
        }
        try project.write(to: root.appendingPathComponent("Radio.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }

    /// Whether the temporary folder's volume tells `a` from `A` (Linux; not a Mac's default volume).
    private static func isCaseSensitive() throws -> Bool {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("case-probe-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: probe.appendingPathComponent("probe"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        return !FileManager.default.fileExists(atPath: probe.appendingPathComponent("PROBE").path)
    }

    @Test func aGroupSpeltInAnotherCaseNamesTheFolderOnDisk() throws {
        let root = try Self.tree(["macOS/Settings", "iOS", "MenuBar/Views"])
        defer { try? FileManager.default.removeItem(at: root) }
        let targets = try #require(XcodeProjectTargets(projectFile: Data(Self.project.utf8)))
        let folder = root.path
        // By exact path alone, no target compiles the file; with the folder's entries, the macOS target does.
        #expect(targets.platform(ofFileAt: "macOS/Settings/GeneralSettings.swift") == nil)
        #expect(targets.platform(ofFileAt: "macOS/Settings/GeneralSettings.swift", projectFolder: folder) == .macos)
        // A synchronised folder spelt `menubar`: every file under `MenuBar`.
        #expect(targets.platform(ofFileAt: "MenuBar/Views/Preferences.swift", projectFolder: folder) == .macos)
        // The iOS target's file, and a file no reference names in any case: no decision.
        #expect(targets.platform(ofFileAt: "iOS/PlayerView.swift", projectFolder: folder) == nil)
        #expect(targets.platform(ofFileAt: "macOS/Settings/Other.swift", projectFolder: folder) == nil)

        // Through the front end: the Swift file in the folder as cased on disk is read as macOS.
        let mac = try #require(try SwiftSupport.read(Self.settingsView, file: root.appendingPathComponent("macOS/Settings/GeneralSettings.swift").path))
        #expect(mac.profile.platform == .macos)
        let phone = try #require(try SwiftSupport.read(Self.settingsView, file: root.appendingPathComponent("iOS/PlayerView.swift").path))
        #expect(phone.profile.platform != .macos)
    }

    @Test func anExactPathWinsAndTwoFoldersOfOneNameDecideNothing() throws {
        guard try Self.isCaseSensitive() else { return }  // a Mac's volume cannot hold both folders
        let targets = try #require(XcodeProjectTargets(projectFile: Data(Self.project.utf8)))
        // `MacOS/settings` exists as spelt, beside `macOS/Settings`: the reference names its own
        // folder, not the other.
        let exact = try Self.tree(["MacOS/settings", "macOS/Settings"])
        defer { try? FileManager.default.removeItem(at: exact) }
        #expect(targets.platform(ofFileAt: "MacOS/settings/GeneralSettings.swift", projectFolder: exact.path) == .macos)
        #expect(targets.platform(ofFileAt: "macOS/Settings/GeneralSettings.swift", projectFolder: exact.path) == nil)
        // `macOS` and `MACOS` on disk, neither as spelt: the reference names neither.
        let twice = try Self.tree(["macOS/Settings", "MACOS/Settings"])
        defer { try? FileManager.default.removeItem(at: twice) }
        #expect(targets.platform(ofFileAt: "macOS/Settings/GeneralSettings.swift", projectFolder: twice.path) == nil)
        #expect(targets.platform(ofFileAt: "MACOS/Settings/GeneralSettings.swift", projectFolder: twice.path) == nil)
        #expect(CaseInsensitiveProjectPaths.resolved("MacOS/settings", under: twice.path) == nil)
        #expect(CaseInsensitiveProjectPaths.resolved("macos/settings", under: exact.path) == nil)
    }

    @Test func hostilePathsAreBoundedAndNameNothing() throws {
        let root = try Self.tree(["a/b"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CaseInsensitiveProjectPaths.resolved("A/B", under: root.path) == "a/b")
        // Climbing out, a missing part, nothing at all, and a path of more parts than any project nests.
        #expect(CaseInsensitiveProjectPaths.resolved("../A", under: root.path) == nil)
        #expect(CaseInsensitiveProjectPaths.resolved("A/C", under: root.path) == nil)
        #expect(CaseInsensitiveProjectPaths.resolved("", under: root.path) == nil)
        let deep = Array(repeating: "A", count: CaseInsensitiveProjectPaths.maxParts + 1).joined(separator: "/")
        #expect(CaseInsensitiveProjectPaths.resolved(deep, under: root.path) == nil)
    }
}
#endif
