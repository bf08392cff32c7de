import CheckboxLintModel

/// A rule's documentation page, `Rules/<id>.md`, as embedded in the binary.
///
/// Pages have one shape (as Ruff's and ESLint's do): a `# id` title, a one-line summary paragraph,
/// a `Default severity: **level**` line, then `## What it checks`, `## Why it matters`,
/// `## Options`, `## Examples` (code blocks whose info string is `xml failing`, `xml passing`,
/// `json failing` or `json passing`) and `## Sources`.
///
/// A failing example marks with `↓` each place the rule reports, as SwiftLint's examples do: before
/// the element's start tag or opening brace (or the member, or where the parser stops). The test
/// suite checks that the rule reports exactly there; the marks are not part of the example's code.
public struct RulePage: Sendable {
    public let id: String
    /// The page's Markdown, or nil when the rule has no page (a test fails then).
    public let markdown: String?

    public init(id: String) {
        self.id = id
        self.markdown = RuleDocs.pages[id]
    }

    init(id: String, markdown: String) {
        self.id = id
        self.markdown = markdown
    }

    private var lines: [Substring] {
        (markdown ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The first paragraph after the title: one sentence that says what the rule reports.
    public var summary: String {
        var paragraph: [Substring] = []
        for line in lines.drop(while: { !$0.hasPrefix("# ") }).dropFirst() {
            if line.trimmingWhitespace().isEmpty {
                if paragraph.isEmpty { continue } else { break }
            }
            if line.hasPrefix("#") { break }
            paragraph.append(line)
        }
        return paragraph.map { $0.trimmingWhitespace() }.joined(separator: " ")
    }

    /// The severity the page states on its `Default severity: **level**` line.
    public var statedSeverity: String? {
        for line in lines where line.hasPrefix("Default severity:") {
            return line.split(separator: "*").dropFirst().first.map(String.init)
        }
        return nil
    }

    /// The text of a `## heading` section, without the heading.
    public func section(_ heading: String) -> String? {
        var collected: [Substring] = []
        var inside = false
        for line in lines {
            if line.hasPrefix("## ") {
                if inside { break }
                inside = line.dropFirst(3).trimmingWhitespace() == heading
                continue
            }
            if inside { collected.append(line) }
        }
        guard inside || !collected.isEmpty else { return nil }
        return collected.joined(separator: "\n").trimmingWhitespace()
    }

    public struct Example: Sendable {
        public enum Expectation: String, Sendable { case failing, passing }
        public let syntax: String
        public let expectation: Expectation
        /// The code, without the `↓` marks.
        public let code: String
        /// 1-based line of the first code line in the page.
        public let line: Int
        /// Where the `↓` marks stand in `code`: the places the rule must report.
        public let marks: [SourceLocation]

        /// The reporting mark.
        public static let mark: Character = "↓"

        init(syntax: String, expectation: Expectation, markedCode: [Substring], line: Int) {
            self.syntax = syntax
            self.expectation = expectation
            self.line = line
            var marks: [SourceLocation] = []
            var lines: [String] = []
            for (index, markedLine) in markedCode.enumerated() {
                var plain = ""
                var column = 1
                for scalar in markedLine.unicodeScalars {
                    if Character(scalar) == Self.mark {
                        marks.append(SourceLocation(line: index + 1, column: column))
                    } else {
                        plain.unicodeScalars.append(scalar)
                        column += 1
                    }
                }
                lines.append(plain)
            }
            self.code = lines.joined(separator: "\n") + "\n"
            self.marks = marks
        }
    }

    /// The fenced examples, in page order.
    public var examples: [Example] {
        var result: [Example] = []
        var open: (syntax: String, expectation: Example.Expectation, line: Int)?
        var code: [Substring] = []
        for (number, line) in lines.enumerated() {
            if let current = open {
                if line.hasPrefix("```") {
                    result.append(Example(syntax: current.syntax, expectation: current.expectation,
                                          markedCode: code, line: current.line))
                    open = nil
                    code = []
                } else {
                    code.append(line)
                }
            } else if line.hasPrefix("```") {
                let words = line.dropFirst(3).split(separator: " ")
                if words.count == 2, let expectation = Example.Expectation(rawValue: String(words[1])) {
                    open = (String(words[0]), expectation, number + 2)
                }
            }
        }
        return result
    }
}
