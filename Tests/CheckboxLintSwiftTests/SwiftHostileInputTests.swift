#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// SPEC §7 for Swift source (issue 27): shapes that crashed the run (stack overflow, exit 139, no
/// report for any file) or made swift-syntax's parser take minutes or gigabytes are refused before
/// parsing with one `parse-error` that says why and where; files within the bounds are read, on a
/// thread whose stack the parser and the walks over its tree cannot overflow. The inputs are
/// generated at the sizes the attack used; assertions are on outcomes, never on timings.
@Suite struct SwiftHostileInputTests {
    /// A view whose body holds a Toggle (so that the file is read) and `line` on line 5.
    static func view(_ line: String) -> String {
        "import SwiftUI\nstruct V: View {\n  @State var on = false\n  var body: some View {\n" + line + "\n  }\n}\n"
    }

    /// The findings with every rule on.
    static func findings(_ text: String) throws -> [Finding] {
        try SwiftSupport.lint(text, file: "Hostile.swift")
    }

    /// Expects exactly one `parse-error` at `line`:`column`, whose message says `reason`.
    static func expectRefused(_ text: String, line: Int, column: Int, _ reason: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let findings = try Self.findings(text)
        #expect(findings.map(\.ruleID) == ["parse-error"], "\(findings.map(\.message))", sourceLocation: sourceLocation)
        let finding = try #require(findings.first, sourceLocation: sourceLocation)
        #expect(finding.location == SourceLocation(line: line, column: column), sourceLocation: sourceLocation)
        #expect(finding.message.contains(reason), "\(finding.message)", sourceLocation: sourceLocation)
        #expect(finding.message.contains("at \(line):\(column)"), "\(finding.message)", sourceLocation: sourceLocation)
    }

    // MARK: - Refused before parsing

    @Test func seventyThousandModifiersAreRefusedWhereTheChainPassesTheBound() throws {
        let prefix = "    Toggle(\"A\", isOn: $on)"
        let text = Self.view(prefix + String(repeating: ".padding()", count: 70_000))
        // The 401st `.` of the chain.
        try Self.expectRefused(text, line: 5, column: prefix.count + 400 * 10 + 1, "a chain of more than 400 postfix operations")
    }

    @Test func aHundredThousandOptionalChainsAreRefused() throws {
        let prefix = "    Toggle(\"A\", isOn: $on)\n    let x = y"
        let text = Self.view(prefix + String(repeating: "?.a", count: 100_000))
        // `?` and `.` are two links each: the 401st is the `?` of the 201st `?.a`.
        try Self.expectRefused(text, line: 6, column: "    let x = y".count + 200 * 3 + 1, "a chain of more than 400 postfix operations")
    }

    @Test func deeplyNestedTernariesAreRefused() throws {
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n    let x = " + String(repeating: "a ? ", count: 20_000) + "b"
                             + String(repeating: " : c", count: 20_000))
        try Self.expectRefused(text, line: 6, column: "    let x = ".count + 32 * 4 + 3, "ternaries nested more than 32 deep")
    }

    @Test func deeplyNestedConditionalCompilationIsRefused() throws {
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n" + String(repeating: "#if A\n", count: 20_000) + String(repeating: "#endif\n", count: 20_000))
        // The 33rd `#if`, on line 6 + 32.
        try Self.expectRefused(text, line: 38, column: 1, "#if nested more than 32 deep")
    }

    @Test func deeplyNestedGenericArgumentsAreRefused() throws {
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n    let x: " + String(repeating: "A<", count: 20_000) + "B" + String(repeating: ">", count: 20_000))
        try Self.expectRefused(text, line: 6, column: "    let x: ".count + 32 * 2 + 2, "generic arguments nested more than 32 deep")
    }

    @Test func nestedBracketsWhoseParseTimeDoublesPerLevelAreRefused() throws {
        // 65 bytes: 26 levels took 22 s in a release build, 30 levels minutes.
        let text = "Toggle(\"a\", isOn: $b)\nlet x = " + String(repeating: "[", count: 26) + String(repeating: "]", count: 26) + "\n"
        try Self.expectRefused(text, line: 2, column: 9 + 12, "[ nested more than 12 deep")
    }

    @Test func bracketsALiteralsBrokenEndWouldHideAreCountedToo() throws {
        // Fuzzed files whose quotes, raw delimiters and interpolations the lexer reads otherwise
        // than a simple reading would: the 25 `[` after them are code to the parser, whose time
        // doubles with each (46 bytes hung it). A `]` inside `\(` is still code to the lexer.
        let interpolation = "Toggle\"\"\"\"\"\"\"\"\"\\(]\"c\n" + String(repeating: "[", count: 25) + "\n"
        #expect(try Self.findings(interpolation).map(\.ruleID) == ["parse-error"])
        let rawQuotes = "Toggle#\"\"\"\" }((\"#]\"#c\n" + String(repeating: "[", count: 30) + "\n"
        let refused = try Self.findings(rawQuotes)
        #expect(refused.map(\.ruleID) == ["parse-error"])
        #expect(refused.first?.message.contains("[ nested more than 18 deep, counting those in string literals and comments") == true)
        // The price: a literal holding 19 unclosed `[` is refused with the same words.
        let literal = Self.view("    let s = \"" + String(repeating: "[", count: 19) + "\"\n    Toggle(\"Wi-Fi\", isOn: $on)")
        #expect(try Self.findings(literal).first?.message.contains("counting those in string literals") == true)
    }

    @Test func manyNestsOfBracketsWithinTheDepthBoundAreRefusedTogether() throws {
        // Each nest within the depth bound; together they cost the parser as much as a deeper one.
        let nest = "let x = " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12) + "\n"
        let text = "Toggle(\"a\", isOn: $b)\n" + String(repeating: nest, count: 1_000)
        let findings = try Self.findings(text)
        #expect(findings.map(\.ruleID) == ["parse-error"])
        #expect(findings.first?.message.contains("too many nested [ in one file") == true)
    }

    @Test func nestedStringInterpolationsAreRefused() throws {
        // 60 KB of nesting took 6.8 GB.
        let depth = 10_000
        let literal = "\"" + String(repeating: "\\(\"", count: depth) + "x" + String(repeating: "\")", count: depth) + "\""
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n    let x = " + literal)
        // The 9th `\(`, after the opening quote and 8 × `\("`.
        try Self.expectRefused(text, line: 6, column: "    let x = ".count + 1 + 8 * 3 + 1, "string interpolations nested more than 8 deep")
    }

    @Test func deeplyNestedParenthesesAreRefused() throws {
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n    let x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000))
        // The body's own braces are 2 levels, the Toggle's parentheses are closed.
        try Self.expectRefused(text, line: 6, column: "    let x = ".count + 126 + 1, "nested more than 128 deep")
    }

    @Test func longRunsOfPrefixOperatorsAreRefused() throws {
        let text = Self.view("    Toggle(\"A\", isOn: $on)\n    let x = " + String(repeating: "!", count: 100_000) + "a")
        try Self.expectRefused(text, line: 6, column: "    let x = ".count + 1, "more than 64 prefix operators in a row")
        let tries = Self.view("    Toggle(\"A\", isOn: $on)\n    let x = " + String(repeating: "try ", count: 100_000) + "a")
        try Self.expectRefused(tries, line: 6, column: "    let x = ".count + 64 * 4 + 1, "more than 64 prefix operators in a row")
    }

    @Test func whatLooksNestedInsideCommentsAndStringsIsNotCounted() throws {
        // Brackets in comments and string literals (raw, multi-line) are no nesting for the
        // bounds that follow the lexer (12 levels of `[`); the blind count of `[` (18 levels, every
        // `]` closing one) still sees them, and these close what they open.
        let text = Self.view("""
            /* [[[[[[[[[[[[[[[]]]]]]]]]]]]]]] /* nested ((((((((((( */ */
            // [[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]
            let a = "[[[[[[[[[[[[[[[[ \\" ]]]]]]]]]]]]]]]]"
            let b = #"[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]] \\(not interpolated "#
            let c = \"\"\"
            [[[[[[[[[[[[[[[[[[(((((((((((((((]]]]]]]]]]]]]]]]]]
            \"\"\"
            Toggle("Wi-Fi", isOn: $on)
        """)
        let document = try #require(try SwiftSupport.read(text))
        #expect(document.checkboxes.map(\.label) == ["Wi-Fi"])
    }

    // MARK: - Within the bounds: read, never a crash

    @Test func aChainJustWithinTheBoundIsRead() throws {
        // 399 links: a tree deep enough to overflow a worker thread's stack in recursive walks.
        let text = Self.view("    Toggle(\"A\", isOn: $on)" + String(repeating: ".padding()", count: 398) + ".disabled(true)")
        let document = try #require(try SwiftSupport.read(text))
        #expect(document.checkboxes.count == 1)
        #expect(document.checkboxes.first?.disabled == true)
    }

    @Test func nestingJustWithinEveryBoundIsRead() throws {
        // The Toggle first: a debug build of swift-syntax stops at 20 levels of its own nesting count
        // (a release build at 256) and recovers past them, which may drop what follows.
        let lines = [
            "    Toggle(\"Within\", isOn: $on)",
            "    let a = " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12),
            "    let b = " + String(repeating: "a ? ", count: 32) + "b" + String(repeating: " : c", count: 32),
            "    let c: " + String(repeating: "A<", count: 32) + "B" + String(repeating: ">", count: 32),
            "    let d = \"" + String(repeating: "\\(\"", count: 8) + "x" + String(repeating: "\")", count: 8) + "\"",
            "    let e = " + String(repeating: "!", count: 64) + "a",
            String(repeating: "#if A\n", count: 32) + String(repeating: "#endif\n", count: 32),
        ]
        let text = Self.view(lines.joined(separator: "\n"))
        let document = try #require(try SwiftSupport.read(text))
        #expect(document.checkboxes.map(\.label) == ["Within"])
        #expect(!(try Self.findings(text)).contains { $0.ruleID == "parse-error" })
    }

    @Test func realCodeStaysWithinTheBounds() throws {
        // The fixtures and the shared corpus of real SwiftUI files (when present): none is refused.
        var files = SwiftSupport.files(under: SwiftSupport.fixturesRoot, extensions: [".swift"]).map {
            SwiftSupport.fixturesRoot.appendingPathComponent($0)
        }
        let corpus = SwiftSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/swift")
        files += SwiftSupport.files(under: corpus, extensions: [".swift"]).map { corpus.appendingPathComponent($0) }
        #expect(files.count > 10)
        let linter = try SwiftSupport.linter()
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            if case .linted(let findings) = linter.lint(bytes: bytes, file: file.path) {
                #expect(!findings.contains { $0.ruleID == "parse-error" && $0.message.contains("is not read") }, "\(file.path)")
            }
        }
    }

    // MARK: - The run goes on

    @Test func aRefusedFileIsOneFindingAndTheOtherFilesAreLinted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkbox-lint-swift-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.view("    Toggle(\"A\", isOn: $on)" + String(repeating: ".padding()", count: 70_000))
            .write(to: folder.appendingPathComponent("Hostile.swift"), atomically: true, encoding: .utf8)
        try Self.view("    Toggle(\"\", isOn: $on)").write(to: folder.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        let run = LintRun(linter: try SwiftSupport.linter(), jobs: 2)
        let hostile = run.lint(InputFile(path: folder.appendingPathComponent("Hostile.swift").path, displayPath: "Hostile.swift")).findings
        let plain = run.lint(InputFile(path: folder.appendingPathComponent("Plain.swift").path, displayPath: "Plain.swift")).findings
        #expect(hostile.map(\.ruleID) == ["parse-error"])
        #expect(plain.map { "\($0.location) \($0.ruleID)" }.contains("5:5 label-missing"))
    }

    @Test func thousandsOfTogglesUnderThousandsOfModifiersAreReadInLinearTime() throws {
        // 8,000 Toggles in a stack under 350 modifiers: each Toggle read every container modifier
        // and every statement before it again (8,000 × 8,000 in 300 KB took 50 s; 8,000 Toggles
        // alone took minutes in a debug build).
        let count = 8_000
        let text = Self.view("    VStack {\n" + String(repeating: "      Toggle(\"A\", isOn: $on)\n", count: count)
                             + "    }" + String(repeating: ".padding()", count: 350) + ".disabled(true)")
        let document = try #require(try SwiftSupport.read(text))
        #expect(document.checkboxes.count == count)
        #expect(document.checkboxes.allSatisfy { $0.disabled == true })
    }

    @Test func thousandsOfHeadersThatAreEachAPropertyOfTheFileAreReadInLinearTime() throws {
        // 3,000 sections whose headers are each one of 3,000 computed properties: every header
        // walked every declaration of the file for its property (25 s in a debug build).
        let count = 3_000
        var text = "import SwiftUI\nstruct Big: View {\n  @State private var on = false\n"
        for index in 0..<count { text += "  var header\(index): some View { Text(\"Header \(index)\") }\n" }
        text += "  var body: some View {\n    Form {\n"
        for index in 0..<count { text += "      Section { Toggle(\"Option \(index)\", isOn: $on) } header: { header\(index) }\n" }
        text += "    }\n  }\n}\n"
        let document = try #require(try SwiftSupport.read(text))
        #expect(document.checkboxes.count == count)
        #expect(document.elements.compactMap(\.header) == (0..<count).map { "Header \($0)" })
    }

    @Test func filesReadAtOnceOnTheReusedLargeStackThreadsKeepTheirOwnResults() throws {
        // Files are parsed on large-stack threads kept in a pool and reused: many at once (nested
        // stacks, as deep as a debug build's parser nests), each must read back its own Toggle, on
        // threads that have served other files before.
        let texts = (0..<12).map { index in
            Self.view("    " + String(repeating: "VStack { ", count: 5) + "Toggle(\"Option \(index)\", isOn: $on)"
                      + String(repeating: " }", count: 5))
        }
        let rounds = 4
        var labels = [String?](repeating: nil, count: texts.count * rounds)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: texts.count * rounds) { iteration in
            let label = (try? SwiftSupport.read(texts[iteration % texts.count]))??.checkboxes.first?.label
            lock.lock()
            labels[iteration] = label
            lock.unlock()
        }
        #expect(labels == (0..<(texts.count * rounds)).map { "Option \($0 % texts.count)" })
    }

    // MARK: - Escapes in labels

    static func label(_ literal: String) throws -> String? {
        try SwiftSupport.read("let v = Toggle(\(literal), isOn: .constant(false))")?.checkboxes.first?.label
    }

    @Test func escapesAreDecodedAsTheCompilerDecodesThem() throws {
        #expect(try Self.label(#""Caf\u{E9} \u{1F600}""#) == "Café 😀")
        #expect(try Self.label(#""a\rb\tc\0d""#) == "a\rb\tc\0d")
        #expect(try Self.label(#""say \"hi\" \\ done""#) == #"say "hi" \ done"#)
        #expect(try Self.label(#""it\'s""#) == "it's")
        #expect(try Self.label(#""line\nnext""#) == "line\nnext")
    }

    @Test func rawStringsKeepBackslashesAndEscapeWithTheirHashes() throws {
        #expect(try Self.label(##"#"C:\new\table"#"##) == #"C:\new\table"#)
        #expect(try Self.label(##"#"a\#nb \#u{E9}"#"##) == "a\nb é")
        #expect(try Self.label(###"##"a\#nb\##tc"##"###) == "a\\#nb\tc")
        #expect(try Self.label(##"#"\(notInterpolated)"#"##) == #"\(notInterpolated)"#)
    }

    @Test func anInterpolationInARawStringIsDynamic() throws {
        let document = try #require(try SwiftSupport.read(##"let v = Toggle(#"Hi \#(name)"#, isOn: .constant(false))"##))
        // Its literal part as text, the interpolation in braces (docs/swift.md, "Values").
        #expect(document.checkboxes.first?.label == "Hi {name}")
        #expect(document.checkboxes.first?.isNameDynamic == true)
    }

    @Test func invalidEscapesStayAsWritten() throws {
        #expect(try Self.label(#""\u{110000} \u{} \q""#) == #"\u{110000} \u{} \q"#)
    }

    @Test func aBackslashAtALineEndJoinsTheLinesOfAMultiLineString() throws {
        let literal = "\"\"\"\n    one \\\n    two\n    \"\"\""
        #expect(try Self.label(literal) == "one two")
    }
}
#endif
