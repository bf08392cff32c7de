import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Paths and helpers shared by the tests.
enum Support {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixturesRoot = packageRoot.appendingPathComponent("Fixtures")

    /// The OASIS SARIF 2.1.0 schema, found where `scripts/validate-sarif` looks for it:
    /// `$SARIF_SCHEMA`, else `shared/schemas/sarif-schema-2.1.0.json` in the folder that holds the
    /// repository or the nearest one above it. Nil on a fresh clone with nothing beside it.
    static let sarifSchema: URL? = {
        if let explicit = ProcessInfo.processInfo.environment["SARIF_SCHEMA"], !explicit.isEmpty {
            return FileManager.default.fileExists(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
        }
        var folder = packageRoot.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }()

    static let sarifSchemaMissing: Comment = """
        the SARIF 2.1.0 schema is not found: put sarif-schema-2.1.0.json (from \
        https://docs.oasis-open.org/sarif/sarif/v2.1.0/) in ../shared/schemas/ beside the repository, \
        or set SARIF_SCHEMA to its path; CI (.ci/run) validates against it
        """
    static let rulesRoot = packageRoot.appendingPathComponent("Rules")

    /// Set `CHECKBOX_LINT_UPDATE_GOLDEN=1` to rewrite golden files instead of comparing (review the diff).
    static var updatingGoldenFiles: Bool {
        ProcessInfo.processInfo.environment["CHECKBOX_LINT_UPDATE_GOLDEN"] == "1"
    }

    /// Lints a document given as text with the default configuration (all rules at default severity).
    static func lint(_ text: String, file: String = "test.xml", syntax: Linter.Syntax? = nil,
                     configuration: LintConfiguration = LintConfiguration(), requireUIRoot: Bool = false) -> [Finding] {
        let linter = try! Linter(configuration: configuration)
        switch linter.lint(bytes: Array(text.utf8), file: file, syntax: syntax, requireUIRoot: requireUIRoot) {
        case .linted(let findings): return findings
        case .skipped: return []
        }
    }

    static func lintOutcome(_ bytes: [UInt8], file: String) -> Linter.Outcome {
        try! Linter(configuration: LintConfiguration()).lint(bytes: bytes, file: file)
    }

    /// Builds the model of a document (the builder's diagnostics are dropped).
    static func document(_ text: String, syntax: Linter.Syntax = .xml) -> Document {
        let source = SourceText(text)
        let builder = DocumentBuilder(file: "test", source: source, options: .init(knownRuleIDs: Set(RuleRegistry.ids)))
        switch syntax {
        case .xml: _ = XMLReader.read(source, into: builder)
        case .json: _ = JSONReader.read(source, into: builder)
        }
        return builder.makeDocument()
    }

    /// `line:column rule-id` for each finding: what most assertions compare.
    static func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location) \($0.ruleID)" }
    }

    static func ruleIDs(_ findings: [Finding]) -> [String] {
        findings.map(\.ruleID)
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("checkbox-lint-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh temporary folder holding `files` (relative path → bytes), removed by the caller.
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let root = temporaryFolder()
        for (name, bytes) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    /// A fresh temporary folder holding `files` (relative path → text), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        try folder(files.mapValues { Array($0.utf8) })
    }

    /// Every file below `folder` whose name ends in one of `extensions`, relative to it, sorted.
    static func files(under folder: URL, extensions: [String]) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if extensions.contains(where: { path.hasSuffix($0) }) { result.append(path) }
        }
        return result.sorted()
    }
}

/// Runs the built `checkbox-lint` executable, as a user or CI would.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable next to the test bundle in the build products folder.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Darwin the test binary sits inside an .xctest bundle.
        while folder.path.contains(".xctest") { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("checkbox-lint")
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        // A child that ends before reading all its input (an option it rejects) closes the pipe:
        // the write then fails with EPIPE, which is no failure of the test, and the default
        // SIGPIPE would end the whole test run.
        signal(SIGPIPE, SIG_IGN)
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large report cannot fill a pipe and block the child.
        /// Filled by the reading thread; read only after `group.wait()`.
        final class Collected: @unchecked Sendable { var data = Data() }
        let group = DispatchGroup()
        let collected = Collected()
        group.enter()
        DispatchQueue.global().async { collected.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let stdoutData = collected.data
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return Result(status: 128 + process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                          stderr: "killed by signal \(process.terminationStatus)\n" + String(decoding: stderrData, as: UTF8.self))
        }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
