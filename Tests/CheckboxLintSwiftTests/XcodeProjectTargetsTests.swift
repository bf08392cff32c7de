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
}
#endif
