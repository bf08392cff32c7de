#if SwiftSource
@testable import CheckboxLintSwift
import Foundation
import Testing

/// The local packages an Xcode project references (`XCLocalSwiftPackageReference`), read from
/// `project.pbxproj` as bytes (the fixture project `Projects/LocalPackageKit` shows it on files).
@Suite struct LocalPackagesTests {
    static func paths(_ text: String) -> [String] {
        LocalPackages.relativePaths(in: Array(text.utf8))
    }

    @Test func quotedAndBarePathsAreRead() {
        let project = """
            A1 /* XCLocalSwiftPackageReference "../Kit" */ = {
                isa = XCLocalSwiftPackageReference;
                relativePath = "../Kit";
            };
            A2 /* XCLocalSwiftPackageReference "Packages" */ = {
                isa = XCLocalSwiftPackageReference;
                relativePath = Packages;
            };
            A3 = {
                isa = XCRemoteSwiftPackageReference;
                repositoryURL = "https://example.com/x";
            };
            """
        #expect(Self.paths(project) == ["../Kit", "Packages"])
    }

    @Test func aKeyOfTheNextEntryIsNotThisOnes() {
        let project = """
            A1 = {
                isa = XCLocalSwiftPackageReference;
            };
            A2 = {
                isa = PBXFileReference;
                relativePath = "Elsewhere";
            };
            """
        #expect(Self.paths(project).isEmpty)
    }

    /// A path that climbs out of the repository names no package of the project: the walk stays
    /// inside the folder with the `.git` (or, with none, the folder the project sits in).
    @Test func packagesOutsideTheRepositoryAreNotRead() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("local-packages-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: base) }
        let repository = base.appendingPathComponent("repo")
        let app = repository.appendingPathComponent("App")
        for folder in [repository.appendingPathComponent(".git"), app.appendingPathComponent("App.xcodeproj"),
                       repository.appendingPathComponent("Kit"), base.appendingPathComponent("Outside")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let project = """
            A1 = { isa = XCLocalSwiftPackageReference; relativePath = "../Kit"; };
            A2 = { isa = XCLocalSwiftPackageReference; relativePath = "../../Outside"; };
            A3 = { isa = XCLocalSwiftPackageReference; relativePath = "../../../../../../.."; };
            """
        try project.write(to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let roots = LocalPackages.roots(usedBy: app.path)
        #expect(roots == [repository.appendingPathComponent("Kit").standardizedFileURL.path])
        #expect(LocalPackages.repositoryBound(of: app.standardizedFileURL.path) == repository.standardizedFileURL.path)
        #expect(!LocalPackages.isInside("/a/bc", "/a/b"))
        #expect(LocalPackages.isInside("/a/b/c", "/a/b"))
    }

    /// Entries that never close: each is read to the file's end once, not once per entry (a
    /// hostile file of 40,000 such entries took minutes when every entry scanned to the end).
    @Test func entriesThatNeverCloseAreReadOnce() {
        let project = String(repeating: "isa = XCLocalSwiftPackageReference; relativePath = x; ", count: 40_000)
        #expect(Self.paths(project) == ["x"])
    }
}
#endif
