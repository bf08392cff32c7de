#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// `.pre-commit-hooks.yaml` names the files pre-commit hands the hook: it must match every kind of
/// file a folder walk reads (every front end's extensions, as the executable's registry has them),
/// and the configuration file, so that a commit touching any of them runs the hook.
@Suite struct PreCommitHookTests {
    /// The `files:` pattern of the hook.
    static func filesPattern() throws -> NSRegularExpression {
        let text = try String(contentsOf: SwiftSupport.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("files:") })
        let pattern = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
        return try NSRegularExpression(pattern: pattern)
    }

    static func matches(_ pattern: NSRegularExpression, _ path: String) -> Bool {
        pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    @Test func theHookRunsOnEveryKindOfFileTheWalkReads() throws {
        let pattern = try Self.filesPattern()
        // The registry the executable makes (Sources/checkbox-lint/Frontends.swift).
        var registry = FrontendRegistry.standard
        registry.register(SwiftFrontend())
        let extensions = registry.fileExtensions
        for ending in extensions.sorted() {
            #expect(Self.matches(pattern, "app/Screens/Main\(ending)"), "the hook's files pattern misses \(ending)")
        }
        #expect(Self.matches(pattern, ".checkbox-lint.yml"))
        #expect(Self.matches(pattern, "app/.checkbox-lint.yml"))
        #expect(Self.matches(pattern, "app/.checkbox-lint.yaml"))
        for other in ["README.md", "build.gradle", "app/Main.m", "Package.resolved", "notes.xml.bak"] {
            #expect(!Self.matches(pattern, other), "the hook's files pattern takes \(other)")
        }
    }
}
#endif
