import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Runs the front ends over the corpus of real Interface Builder files and Android layouts in
/// `../shared/corpus` (or `CHECKBOX_LINT_CORPUS`), when it is there: every file is read without a
/// parse failure, linted without a crash, and holds exactly as many checkboxes in the model as an
/// independent XPath count (`scripts/checkbox-xpath.tsv`, run with `xmllint`) finds.
/// `CHECKBOX_LINT_CORPUS_COUNTS=<file>` writes the per-file counts for `scripts/corpus-check`.
@Suite struct CorpusTests {
    static let corpus: URL? = {
        let environment = ProcessInfo.processInfo.environment
        let url = environment["CHECKBOX_LINT_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? Support.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue ? url : nil
    }()

    static let xmllint: URL? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Extension → XPath expression counting checkboxes.
    static func expressions() throws -> [String: String] {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("scripts/checkbox-xpath.tsv"), encoding: .utf8)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
        }
        return result
    }

    static func xpathCount(_ expression: String, in file: URL, using xmllint: URL) throws -> Int? {
        let process = Process()
        process.executableURL = xmllint
        process.arguments = ["--nonet", "--xpath", expression, file.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(.enabled(if: corpus != nil, "no corpus at ../shared/corpus (set CHECKBOX_LINT_CORPUS to run these tests)"))
    func everyCorpusFileIsReadWithAllItsCheckboxes() throws {
        let corpus = try #require(Self.corpus)
        let files = Support.files(under: corpus, extensions: Array(FrontendRegistry.standard.fileExtensions))
        try #require(!files.isEmpty, "the corpus holds no UI files")
        let expressions = try Self.expressions()
        if Self.xmllint == nil { print("CorpusTests: xmllint is missing (apt-get install libxml2-utils); XPath counts not compared") }
        let linter = try Linter(configuration: LintConfiguration())
        var rows = ["file\tproject\tformat\tcheckboxes\txpath"]
        for file in files {
            let url = corpus.appendingPathComponent(file)
            let bytes = Array(try Data(contentsOf: url))
            let result = ModelReader.read(bytes: bytes, file: file)
            #expect(result.failure == nil, "\(file): \(result.failure?.message ?? "")")
            // Linting must finish (a crash would end the test run); its findings are the script's business.
            _ = linter.lint(bytes: bytes, file: file)
            let count = result.document.map { $0.checkboxes.count }
            let format = result.document.map { $0.platform.rawValue } ?? "skipped"
            var xpath: Int?
            let ext = "." + url.pathExtension.lowercased()
            if let xmllint = Self.xmllint, let expression = expressions[ext] {
                xpath = try Self.xpathCount(expression, in: url, using: xmllint)
                #expect(xpath != nil, "\(file): xmllint gave no count")
                if let xpath {
                    #expect((count ?? 0) == xpath, "\(file): checkbox-lint found \(count ?? 0) checkboxes, XPath \(xpath)")
                }
            }
            let project = String(file.prefix { $0 != "/" })
            rows.append("\(file)\t\(project)\t\(format)\t\(count.map(String.init) ?? "-")\t\(xpath.map(String.init) ?? "-")")
        }
        if let output = ProcessInfo.processInfo.environment["CHECKBOX_LINT_CORPUS_COUNTS"] {
            try (rows.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
        }
    }
}
