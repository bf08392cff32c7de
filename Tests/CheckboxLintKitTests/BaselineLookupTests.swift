import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// A baseline in the layout `--write-baseline` writes is read file by file (binary search over
/// its sorted entries, reading only the lines it looks at): each file must find exactly its own entries, wherever they are
/// in the file, and a baseline malformed where a lookup reads it must fail the run.
@Suite struct BaselineLookupTests {
    static let files = ["A.xml", "b/a.xml", "b/b.xml", "c.xml", "d é.xml", "z.xml"]

    /// A written baseline with `perFile` entries for each of `files` (paths relative to /p).
    static func written(perFile: Int = 3) -> Baseline {
        var baseline = Baseline(paths: BaselinePaths(baselineFile: "/p/baseline.json", currentDirectory: "/p"))
        for file in files {
            for index in 0..<perFile {
                baseline.record(finding(file: file, path: "s/c\(index)", message: "Checkbox \"\(index)\"\nin \(file)"))
            }
        }
        return baseline
    }

    static func finding(file: String, path: String, message: String) -> Finding {
        Finding(ruleID: "label-missing", severity: .error, message: message, file: file,
                location: SourceLocation(line: 1, column: 1), path: path)
    }

    static func load(_ bytes: [UInt8]) throws -> (Baseline, URL) {
        let folder = Support.temporaryFolder()
        let url = folder.appendingPathComponent("baseline.json")
        try Data(bytes).write(to: url)
        return (try Baseline.load(from: url.path, currentDirectory: folder.path), folder)
    }

    @Test func everyFileFindsItsOwnEntriesAndNoOthers() throws {
        let (baseline, folder) = try Self.load(Self.written().serialized())
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(baseline.written != nil, "read lazily, not parsed whole")
        #expect(baseline.counts.isEmpty)
        // Files before, between and after the recorded ones find nothing.
        for file in Self.files + ["0.xml", "b/ab.xml", "zz.xml"] {
            let matcher = BaselineMatcher(baseline, file: "baseline.json")
            let findings = (0..<4).map { Self.finding(file: folder.path + "/" + file, path: "s/c\($0)", message: "Checkbox \"\($0)\"\nin \(file)") }
            let result = FileResult(file: InputFile(path: file, displayPath: file), outcome: .linted(findings))
            let suppressed = matcher.apply(to: result).findings.map(\.isSuppressed)
            let recorded = Self.files.contains(file)
            #expect(suppressed == [recorded, recorded, recorded, false], "\(file)")
            #expect(matcher.failure == nil)
        }
    }

    /// The baseline is read where lookups ask, not whole: truncated by another process during the
    /// run (a checkout, another run rewriting it in place), the next lookup that cannot read its
    /// lines says so, and applies nothing. Mapped, that lookup raised SIGBUS and killed the run
    /// (and this test's process); a lookup that read short must never pass for "not recorded".
    @Test func aBaselineTruncatedDuringTheRunIsAnErrorNotASilentMiss() throws {
        let (baseline, folder) = try Self.load(Self.written(perFile: 2000).serialized())
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("baseline.json")
        #expect(truncate(url.path, 0) == 0)
        #expect(try Data(contentsOf: url).isEmpty)
        let matcher = BaselineMatcher(baseline, file: "baseline.json")
        for file in Self.files.reversed() {
            let findings = [1999, 2000].map { Self.finding(file: folder.path + "/" + file, path: "s/c\($0)", message: "m") }
            let result = FileResult(file: InputFile(path: file, displayPath: file), outcome: .linted(findings))
            #expect(matcher.apply(to: result).findings.map(\.isSuppressed) == [false, false], "\(file)")
        }
        #expect(matcher.failure?.description == "baseline.json: the baseline changed while the run read it (truncated or rewritten in place); run again")
    }

    /// Past `lookupsBeforeReadingWhole` reads the baseline is read whole and the lookups are
    /// answered from memory: the same entries, before and after the switch.
    @Test func lookupsAfterTheBaselineIsReadWholeFindTheSameEntries() throws {
        var baseline = Baseline(paths: BaselinePaths(baselineFile: "/p/baseline.json", currentDirectory: "/p"))
        let files = (0..<400).map { String(format: "screens/s%03d.xml", $0) }
        for file in files where !file.hasSuffix("7.xml") {
            baseline.record(Self.finding(file: file, path: "s/c0", message: "m"))
        }
        let (loaded, folder) = try Self.load(baseline.serialized())
        defer { try? FileManager.default.removeItem(at: folder) }
        let matcher = BaselineMatcher(loaded, file: "baseline.json")
        for file in files {
            let findings = ["s/c0", "s/c1"].map { Self.finding(file: folder.path + "/" + file, path: $0, message: "m") }
            let result = FileResult(file: InputFile(path: file, displayPath: file), outcome: .linted(findings))
            let recorded = !file.hasSuffix("7.xml")
            #expect(matcher.apply(to: result).findings.map(\.isSuppressed) == [recorded, false], "\(file)")
        }
        #expect(matcher.failure == nil)
        #expect(loaded.written?.file.isReadWhole == true, "the run looked up enough lines to read it whole")
    }

    /// A version 2 entry has no message, and matches findings whatever their message says.
    @Test func aVersionTwoEntryMatchesWhateverTheMessage() throws {
        let text = String(decoding: Self.written(perFile: 1).serialized(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"version\": 2,\n"))
        #expect(!text.contains("\"message\""))
        let (baseline, folder) = try Self.load(Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(baseline.written != nil && !baseline.matchesMessages)
        let matcher = BaselineMatcher(baseline, file: "baseline.json")
        let findings = [Self.finding(file: folder.path + "/c.xml", path: "s/c0", message: "another message"),
                        Self.finding(file: folder.path + "/c.xml", path: "s/c1", message: "another message")]
        let result = FileResult(file: InputFile(path: "c.xml", displayPath: "c.xml"), outcome: .linted(findings))
        #expect(matcher.apply(to: result).findings.map(\.isSuppressed) == [true, false])
    }

    @Test func anEmptyWrittenBaselineMatchesNothing() throws {
        let empty = Baseline(paths: BaselinePaths(baselineFile: "/p/baseline.json", currentDirectory: "/p"))
        let (baseline, folder) = try Self.load(empty.serialized())
        defer { try? FileManager.default.removeItem(at: folder) }
        let matcher = BaselineMatcher(baseline, file: "baseline.json")
        let result = FileResult(file: InputFile(path: "a.xml", displayPath: "a.xml"),
                                outcome: .linted([Self.finding(file: folder.path + "/a.xml", path: "s", message: "m")]))
        #expect(matcher.apply(to: result).findings.map(\.isSuppressed) == [false])
        #expect(matcher.failure == nil)
    }

    @Test func aWrittenBaselineBrokenWhereALookupReadsFailsTheRun() throws {
        var text = String(decoding: Self.written().serialized(), as: UTF8.self)
        text = text.replacingOccurrences(of: "{\"file\": \"c.xml\", \"ruleId\"", with: "{\"file\": \"c.xml\", \"rule\"")
        let (baseline, folder) = try Self.load(Array(text.utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        let matcher = BaselineMatcher(baseline, file: "baseline.json")
        let result = FileResult(file: InputFile(path: "c.xml", displayPath: "c.xml"),
                                outcome: .linted([Self.finding(file: folder.path + "/c.xml", path: "s/c0", message: "m")]))
        _ = matcher.apply(to: result)
        #expect(matcher.failure?.description.contains("not a checkbox-lint baseline") == true)
    }

    @Test func aBaselineBrokenInsideExitsTwoAndWritesNoReport() throws {
        let root = try Support.folder(["a.xml": ReportsCommandLineTests.twoProblems])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CLI.run(["--write-baseline", "b.json", "a.xml"], in: root).status == 1)
        let url = root.appendingPathComponent("b.json")
        let broken = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"count\": 1}", with: "\"count\": one}")
        try broken.write(to: url, atomically: true, encoding: .utf8)
        let run = try CLI.run(["--baseline", "b.json", "--format", "sarif", "--output", "r.sarif", "a.xml"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("b.json: not a checkbox-lint baseline"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("r.sarif").path))
    }
}
