#if SwiftSource
@testable import CheckboxLintSwift
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

    /// Entries that never close: each is read to the file's end once, not once per entry (a
    /// hostile file of 40,000 such entries took minutes when every entry scanned to the end).
    @Test func entriesThatNeverCloseAreReadOnce() {
        let project = String(repeating: "isa = XCLocalSwiftPackageReference; relativePath = x; ", count: 40_000)
        #expect(Self.paths(project) == ["x"])
    }
}
#endif
