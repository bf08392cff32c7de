import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The matcher behind `include` and `exclude`.
@Suite struct GlobTests {
    func matches(_ pattern: String, _ path: String) throws -> Bool {
        try Glob(pattern).matches(path)
    }

    @Test func doubleStarMatchesAnyNumberOfFolders() throws {
        #expect(try matches("Screens/**", "Screens/a.xml"))
        #expect(try matches("Screens/**", "Screens/x/y/a.xml"))
        #expect(try matches("**/*.json", "a.json"))
        #expect(try matches("**/*.json", "x/y/a.json"))
        #expect(try matches("a/**/b.xml", "a/b.xml"))
        #expect(try matches("a/**/b.xml", "a/x/y/b.xml"))
        #expect(try !matches("a/**/b.xml", "a/x/y/c.xml"))
        #expect(try !matches("Screens/**", "Other/a.xml"))
        #expect(try matches("**", "anything/at/all.xml"))
        #expect(try matches("**/**/**/*.xml", "a/b.xml"))
    }

    @Test func starStaysWithinOneName() throws {
        #expect(try matches("*.xml", "a.xml"))
        #expect(try matches("*.xml", ".xml"))
        #expect(try !matches("*.xml", "a.json"))
        #expect(try matches("Screens/*.xml", "Screens/signup.xml"))
        #expect(try !matches("Screens/*.xml", "Screens/x/signup.xml"))
        #expect(try matches("S*s/*up*.xml", "Screens/signup.xml"))
        #expect(try matches("a*b*c", "abbbbc"))
        #expect(try !matches("a*b*c", "abbbbd"))
    }

    @Test func questionMarkIsOneCharacter() throws {
        #expect(try matches("a?.xml", "ab.xml"))
        #expect(try matches("a?.xml", "aé.xml"))
        #expect(try !matches("a?.xml", "a.xml"))
        #expect(try !matches("a?.xml", "abc.xml"))
        #expect(try !matches("a?b", "a/b"))
    }

    @Test func patternsAreAnchoredAtTheConfigurationFolder() throws {
        #expect(try !matches("*.xml", "x/a.xml"))
        #expect(try !matches("a.xml", "x/a.xml"))
        #expect(try !matches("Screens/a.xml", "x/Screens/a.xml"))
        #expect(try matches("/Screens/a.xml", "Screens/a.xml"))
        #expect(try matches("./Screens/a.xml", "Screens/a.xml"))
        #expect(try !matches("Screens", "ScreensOld/a.xml"))
        #expect(try !matches("a.xml", "a.xml.bak"))
    }

    @Test func aFolderPatternMatchesEverythingInIt() throws {
        #expect(try matches("Fixtures/broken", "Fixtures/broken/a.xml"))
        #expect(try matches("Fixtures/broken/", "Fixtures/broken/deep/a.xml"))
        #expect(try matches("Fixtures/*", "Fixtures/broken/a.xml"))
        #expect(try !matches("Fixtures/broken", "Fixtures/brokenish/a.xml"))
    }

    @Test func emptyPatternsAndParentFoldersAreRejected() {
        #expect(throws: Glob.Problem.empty) { try Glob("") }
        #expect(throws: Glob.Problem.empty) { try Glob("/") }
        #expect(throws: Glob.Problem.empty) { try Glob("./") }
        #expect(throws: Glob.Problem.leavesFolder) { try Glob("../Screens/**") }
    }

    @Test func manyDoubleStarsStayFast() throws {
        let pattern = try Glob(Array(repeating: "**", count: 30).joined(separator: "/x/") + "/y")
        let path = Array(repeating: "x", count: 60).joined(separator: "/") + "/z"
        #expect(!pattern.matches(path))
    }
}
