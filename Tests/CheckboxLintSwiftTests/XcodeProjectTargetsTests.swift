#if SwiftSource
import CheckboxLintKit
@testable import CheckboxLintSwift
import Foundation
import Testing

/// A project with an iOS app target and a macOS app target, as round five's radio player and
/// menu-bar app have: each file takes the platform of the targets that compile it.
@Suite struct XcodeProjectTargetsTests {
    /// An OpenStep `project.pbxproj` of the shape Xcode writes: groups, file references, build
    /// files, a Sources phase per target, a folder synchronised with the file system (Xcode 16),
    /// configuration lists with `SDKROOT` at the project's and the targets' level.
    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
            F1 = {isa = PBXFileReference; path = GeneralSettings.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = PlayerView.swift; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F3; };
            G0 = {isa = PBXGroup; children = (G1, G2, F3, S1); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1); path = macOS/Settings; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (F2); path = iOS; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = MenuBar; sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1, B3); };
            P2 = {isa = PBXSourcesBuildPhase; files = (B2, B4); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Bar; }; name = Debug; };
            C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
            L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            T1 = {isa = PBXNativeTarget; name = RadioMac; buildConfigurationList = L1; buildPhases = (P1); };
            T2 = {isa = PBXNativeTarget; name = RadioPhone; buildConfigurationList = L2; buildPhases = (P2); };
            T3 = {isa = PBXNativeTarget; name = MenuBar; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (S1); };
            R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3); };
        };
        rootObject = R0;
    }
    """

    @Test func aFileOnlyTheMacOSTargetCompilesIsMacOS() throws {
        let targets = try #require(XcodeProjectTargets(projectFile: Data(Self.project.utf8)))
        #expect(targets.targets.map(\.name) == ["RadioMac", "RadioPhone", "MenuBar"])
        #expect(targets.platform(ofFileAt: "macOS/Settings/GeneralSettings.swift") == .macos)
        // The iOS target's file, a file both targets compile, a file no target names: no decision.
        #expect(targets.platform(ofFileAt: "iOS/PlayerView.swift") == nil)
        #expect(targets.platform(ofFileAt: "Shared.swift") == nil)
        #expect(targets.platform(ofFileAt: "macOS/Settings/Other.swift") == nil)
        // A synchronised folder of a target that sets no SDKROOT: the project's, macOS.
        #expect(targets.platform(ofFileAt: "MenuBar/Views/Preferences.swift") == .macos)
        #expect(targets.platform(ofFileAt: "./MenuBar/../macOS/Settings/GeneralSettings.swift") == .macos)
    }

    /// A watch extension target (`SDKROOT = watchos`) beside an iOS app: its files are watchOS code
    /// (no hit-area minimum, round thirty-four); a `SUPPORTED_PLATFORMS` naming another platform, a
    /// conditional `SDKROOT`, or an unresolved `$(…)` decide nothing.
    @Test func aTargetWithTheWatchSDKBuildsForWatchOSOnly() throws {
        #expect(XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "watchos"], project: nil))
        #expect(XcodeProjectTargets.isWatchOSOnly(["PRODUCT_NAME": "Lib"], project: ["SDKROOT": "watchos"]))
        #expect(XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "watchos", "SUPPORTED_PLATFORMS": "watchos watchsimulator"], project: nil))
        #expect(!XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "watchos", "SUPPORTED_PLATFORMS": "watchos iphoneos"], project: nil))
        #expect(!XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "watchos", "SDKROOT[sdk=iphoneos*]": "iphoneos"], project: nil))
        #expect(!XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "iphoneos"], project: ["SDKROOT": "watchos"]))
        #expect(!XcodeProjectTargets.isWatchOSOnly(["SDKROOT": "$(WATCH_SDK)"], project: nil))
        #expect(!XcodeProjectTargets.isWatchOSOnly([:], project: nil))
        let project = Self.project.replacingOccurrences(of: "C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }",
                                                        with: "C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }")
        let targets = try #require(XcodeProjectTargets(projectFile: Data(project.utf8)))
        #expect(targets.targets.map(\.isWatchOSOnly) == [true, false, false])
        #expect(targets.targets(compiling: "macOS/Settings/GeneralSettings.swift").map(\.name) == ["RadioMac"])
        #expect(targets.targets(compiling: "Shared.swift").map(\.name) == ["RadioMac", "RadioPhone"])
    }

    @Test func aProjectThatIsNoPropertyListDecidesNothing() {
        #expect(XcodeProjectTargets(projectFile: Data("SDKROOT = macosx;".utf8)) == nil)
        #expect(XcodeProjectTargets(projectFile: Data([0xFF, 0xFE, 0x00])) == nil)
        // Nested past any real project: refused before the recursive parser sees it.
        let deep = "{ objects = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "; }"
        #expect(XcodeProjectTargets.nesting(of: Data(deep.utf8)) == 100_001)
        #expect(XcodeProjectTargets(projectFile: Data(deep.utf8)) == nil)
        // A group that lists itself, twice: each object is walked once.
        let cyclic = Data("""
        { objects = { G0 = {isa = PBXGroup; children = (G0, G0, G1); sourceTree = "<group>"; };
                      G1 = {isa = PBXGroup; children = (G0, G1, G1); path = a; sourceTree = "<group>"; };
                      R0 = {isa = PBXProject; mainGroup = G0; targets = (); }; }; rootObject = R0; }
        """.utf8)
        #expect(XcodeProjectTargets(projectFile: cyclic)?.targets.isEmpty == true)
        // Brackets in strings and comments are not nesting.
        #expect(XcodeProjectTargets.nesting(of: Data(Self.project.utf8)) == 4)
        #expect(XcodeProjectTargets.nesting(of: Data("{ a = \"((((\"; /* (((( */ // ((((\n }".utf8)) == 1)
    }

    @Test func aFileOfTheMacOSTargetIsReadAsMacOSInAProjectThatAlsoBuildsForIOS() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-targets-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Radio.xcodeproj", "macOS/Settings", "iOS"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.project.write(to: root.appendingPathComponent("Radio.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let text = """
        import SwiftUI
        struct GeneralSettings: View {
            @State private var update = true
            var body: some View { Toggle("Check for updates", isOn: $update) }
        }
        """
        let mac = try #require(try SwiftSupport.read(text, file: root.appendingPathComponent("macOS/Settings/GeneralSettings.swift").path))
        #expect(mac.profile.platform == .macos)
        let phone = try #require(try SwiftSupport.read(text, file: root.appendingPathComponent("iOS/PlayerView.swift").path))
        #expect(phone.profile.platform != .macos)
    }
    /// Round eleven's menu-bar app: the `.pbxproj` sets no `SDKROOT`; its configurations are based
    /// on `.xcconfig` files that include `Configurations/base.xcconfig`, which says
    /// `SUPPORTED_PLATFORMS = macosx` and `SDKROOT = auto`.
    static let configuredProject = """
    // !$*UTF8*$!
    {
        objects = {
            F1 = {isa = PBXFileReference; path = Settings.swift; sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = "app-debug.xcconfig"; sourceTree = "<group>"; };
            X2 = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = debug.xcconfig; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1); path = Source; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (G3, X2); path = Configurations; sourceTree = "<group>"; };
            G3 = {isa = PBXGroup; children = (X1); path = app; sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
            C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Debug; };
            C0 = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {}; name = Debug; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
            T1 = {isa = PBXNativeTarget; name = App; buildConfigurationList = L1; buildPhases = (P1); };
            R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1); };
        };
        rootObject = R0;
    }
    """

    static let configFiles: [String: String] = [
        "Configurations/app/app-debug.xcconfig": "#include \"../debug.xcconfig\"\n#include \"app.xcconfig\"\n",
        "Configurations/app/app.xcconfig": "PRODUCT_NAME = $(TARGET_NAME)\n",
        "Configurations/debug.xcconfig": "// debug\n#include \"base.xcconfig\"\nONLY_ACTIVE_ARCH = YES\n",
        "Configurations/base.xcconfig": "//Architectures\nSUPPORTED_PLATFORMS = macosx // the app\nSDKROOT = auto\nSDKROOT[sdk=iphoneos*] = iphoneos\n",
    ]

    @Test func aPlatformSetInAnIncludedXcconfigIsRead() throws {
        var files = Self.configFiles
        let reader = XcodeConfigFiles(read: { files[$0] })
        let targets = try #require(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: reader))
        #expect(targets.platform(ofFileAt: "Source/Settings.swift") == .macos)
        #expect(reader.settings(ofFileAt: "Configurations/app/app-debug.xcconfig")["SDKROOT"] == "auto")
        // Without the configuration files, nothing decides.
        #expect(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8))?.platform(ofFileAt: "Source/Settings.swift") == nil)
        // `SDKROOT = auto` alone decides nothing; `SUPPORTED_PLATFORMS` naming iOS too says not macOS only.
        files["Configurations/base.xcconfig"] = "SDKROOT = auto\n"
        #expect(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: XcodeConfigFiles(read: { files[$0] }))?
            .platform(ofFileAt: "Source/Settings.swift") == nil)
        files["Configurations/base.xcconfig"] = "SUPPORTED_PLATFORMS = macosx iphoneos iphonesimulator\nSDKROOT = auto\n"
        #expect(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: XcodeConfigFiles(read: { files[$0] }))?
            .platform(ofFileAt: "Source/Settings.swift") == nil)
        // `SDKROOT = macosx` decides; the configuration's own `buildSettings` win over its file.
        files["Configurations/base.xcconfig"] = "SDKROOT = macosx\n"
        #expect(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: XcodeConfigFiles(read: { files[$0] }))?
            .platform(ofFileAt: "Source/Settings.swift") == .macos)
        let overridden = Self.configuredProject.components(separatedBy: "baseConfigurationReference = X1; buildSettings = {}")
            .joined(separator: "baseConfigurationReference = X1; buildSettings = {SDKROOT = iphoneos; }")
        #expect(XcodeProjectTargets(projectFile: Data(overridden.utf8), configFiles: XcodeConfigFiles(read: { files[$0] }))?
            .platform(ofFileAt: "Source/Settings.swift") == nil)
    }

    @Test func badConfigurationFilesAreBoundedAndDecideNothing() {
        var asked: [String] = []
        // A file that includes itself and its includer, an absolute path, a developer-folder path, a
        // path out of the project's folder, a missing file, bytes that are no text.
        let files: [String: String] = [
            "a.xcconfig": "#include \"a.xcconfig\"\n#include \"b.xcconfig\"\n#include \"/etc/base.xcconfig\"\n"
                + "#include \"<DEVELOPER_DIR>/x.xcconfig\"\n#include \"../../outside.xcconfig\"\n#include? \"missing.xcconfig\"\n"
                + "#include\n= macosx\nSDKROOT[config=Debug] = macosx\n",
            "b.xcconfig": "#include \"a.xcconfig\"\n" + String(decoding: [0xFF, 0xFE, 0x00, 0x3D], as: UTF8.self) + "\n",
        ]
        let reader = XcodeConfigFiles(read: { path in
            asked.append(path)
            return files[path]
        })
        // Only the conditional setting, kept under its whole name for the targets to judge.
        #expect(reader.settings(ofFileAt: "a.xcconfig") == ["SDKROOT[config=Debug]": "macosx"])
        #expect(asked == ["a.xcconfig", "b.xcconfig", "missing.xcconfig"])
        // The missing `#include?` file is no problem: its question mark says it may be absent.
        #expect(reader.read("a.xcconfig").problems.isEmpty)
        #expect(XcodeConfigFiles.inside("x/../../y") == nil)
        #expect(XcodeConfigFiles.inside("./x/./y/../z") == "x/z")
        // A chain of includes deeper than the bound stops there.
        var chain: [String: String] = [:]
        for index in 0..<100 { chain["c\(index).xcconfig"] = "#include \"c\(index + 1).xcconfig\"\nLEVEL\(index) = 1\n" }
        let deep = XcodeConfigFiles(read: { chain[$0] }).settings(ofFileAt: "c0.xcconfig")
        #expect(deep.count == XcodeConfigFiles.maxDepth + 1)
    }

    /// Round twelve's left-over: a configuration file the project names that cannot be read is a
    /// problem to report (not a silent iOS); `$(inherited)` and conditional settings are resolved
    /// where the files decide them.
    @Test func unreadableConfigurationFilesAreProblemsAndInheritedValuesAreResolved() throws {
        var files = Self.configFiles
        files["Configurations/debug.xcconfig"] = "#include \"base.xcconfig\"\n#include \"gone.xcconfig\"\n#include? \"local.xcconfig\"\n"
        var reader = XcodeConfigFiles(read: { files[$0] })
        #expect(reader.read("Configurations/debug.xcconfig").problems.map(\.path) == ["Configurations/gone.xcconfig"])
        var targets = try #require(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: reader))
        // The project's configuration includes the missing file: a problem of every file of it.
        #expect(targets.configurationProblems(ofFileAt: "Source/Settings.swift").map(\.path) == ["Configurations/gone.xcconfig"])
        files["Configurations/debug.xcconfig"] = "#include \"base.xcconfig\"\n"
        files["Configurations/app/app-debug.xcconfig"] = "#include \"missing-app.xcconfig\"\n"
        reader = XcodeConfigFiles(read: { files[$0] })
        targets = try #require(XcodeProjectTargets(projectFile: Data(Self.configuredProject.utf8), configFiles: reader))
        // The target's own file is missing, but the project's says macOS and the target inherits it.
        #expect(targets.platform(ofFileAt: "Source/Settings.swift") == .macos)
        #expect(targets.configurationProblems(ofFileAt: "Source/Settings.swift").map(\.path) == ["Configurations/app/missing-app.xcconfig"])

        // `$(inherited)` in a file: the value before it; in a target: the project's.
        let inheriting = XcodeConfigFiles(read: { ["x.xcconfig": "SUPPORTED_PLATFORMS = macosx\nSUPPORTED_PLATFORMS = $(inherited) iphoneos\n"][$0] })
        #expect(inheriting.settings(ofFileAt: "x.xcconfig")["SUPPORTED_PLATFORMS"] == "macosx iphoneos")
        #expect(XcodeProjectTargets.isMacOSOnly(["SDKROOT": "$(inherited)"], project: ["SDKROOT": "macosx"]))
        #expect(!XcodeProjectTargets.isMacOSOnly(["SDKROOT": "$(inherited)"], project: ["SDKROOT": "iphoneos"]))
        #expect(!XcodeProjectTargets.isMacOSOnly(["SUPPORTED_PLATFORMS": "$(inherited) macosx"], project: nil))
        // A conditional setting for another SDK never applies to a macOS-only target; with no
        // `SUPPORTED_PLATFORMS` it may, and nothing is decided.
        #expect(XcodeProjectTargets.isMacOSOnly(["SUPPORTED_PLATFORMS": "macosx", "SDKROOT[sdk=iphoneos*]": "iphoneos"], project: nil))
        #expect(!XcodeProjectTargets.isMacOSOnly(["SDKROOT": "macosx", "SDKROOT[sdk=iphoneos*]": "iphoneos"], project: nil))
        #expect(XcodeProjectTargets.isMacOSOnly(["SDKROOT": "macosx", "SDKROOT[sdk=macosx*]": "macosx"], project: nil))
        #expect(!XcodeProjectTargets.isMacOSOnly(["SUPPORTED_PLATFORMS": "macosx", "SDKROOT[sdk=macosx*]": "iphoneos"], project: nil))
        #expect(!XcodeProjectTargets.isMacOSOnly(["SUPPORTED_PLATFORMS": "macosx", "SDKROOT[config=Debug]": "iphoneos"], project: nil))
    }

    @Test func aSwiftFileOfAnXcconfigConfiguredMacOSAppIsMacOS() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["App.xcodeproj", "Source", "Configurations/app"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.configuredProject.write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        for (path, text) in Self.configFiles {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let text = """
        import SwiftUI
        struct Settings: View {
            @Binding var onWakeUp: Bool
            var body: some View { Toggle(isOn: $onWakeUp) { Text("Snapshot on wake up") } }
        }
        """
        let mac = try #require(try SwiftSupport.read(text, file: root.appendingPathComponent("Source/Settings.swift").path))
        #expect(mac.profile.platform == .macos)
        // The same project whose base file is missing: the configured platform.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Configurations/base.xcconfig"))
        let other = root.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("App.xcodeproj"), to: other.appendingPathComponent("App.xcodeproj"))
        try FileManager.default.createDirectory(at: other.appendingPathComponent("Source"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Configurations"), to: other.appendingPathComponent("Configurations"))
        let phone = try #require(try SwiftSupport.read(text, file: other.appendingPathComponent("Source/Settings.swift").path))
        #expect(phone.profile.platform != .macos)
    }
}
#endif
