import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The rule pages in `Rules/` are the one source of the rules' documentation: these tests keep the
/// pages, the registry and the binary's embedded copy in step, and run every page's examples.
@Suite struct RulePagesTests {
    static let pageFiles: [String] = Support.files(under: Support.rulesRoot, extensions: [".md"])

    @Test func everyRegisteredRuleHasAPageAndEveryPageARule() {
        let pageIDs = Set(Self.pageFiles.map { String($0.dropLast(3)) })
        let ruleIDs = Set(RuleRegistry.ids)
        #expect(ruleIDs.subtracting(pageIDs).sorted() == [], "rules without a page in Rules/")
        #expect(pageIDs.subtracting(ruleIDs).sorted() == [], "pages in Rules/ without a registered rule")
        #expect(RuleRegistry.ids.count == ruleIDs.count, "a rule id is registered twice")
    }

    @Test func theBinaryEmbedsThePagesAsTheyAre() throws {
        for file in Self.pageFiles {
            let id = String(file.dropLast(3))
            var text = try String(contentsOf: Support.rulesRoot.appendingPathComponent(file), encoding: .utf8)
            // A multi-line string literal drops the last line break.
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(RuleDocs.pages[id] == text, "Rules/\(file) changed: run scripts/generate-rule-docs")
        }
        #expect(RuleDocs.pages.count == Self.pageFiles.count, "run scripts/generate-rule-docs")
    }

    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func pageHasTheStandardShape(id: String) throws {
        let description = try #require(RuleRegistry.description(for: id))
        let page = description.page
        let markdown = try #require(page.markdown, "no page for \(id)")
        #expect(markdown.hasPrefix("# \(id)\n"), "the page must start with '# \(id)'")
        #expect(!page.summary.isEmpty, "the page needs a summary paragraph under its title")
        #expect(page.summary.count <= 300, "the summary is the one-line description; keep it short")
        #expect(page.statedSeverity == description.defaultSeverity.rawValue,
                "the page states severity \(page.statedSeverity ?? "none"), the rule has \(description.defaultSeverity.rawValue)")
        for heading in ["What it checks", "Why it matters", "Options", "Examples", "Sources"] {
            #expect(page.section(heading) != nil, "missing section '## \(heading)'")
        }
        for option in description.options {
            #expect(page.section("Options")?.contains("`\(option.name)`") == true, "option \(option.name) is not documented")
        }
        #expect(page.examples.contains { $0.expectation == .failing }, "no failing example")
        #expect(page.examples.contains { $0.expectation == .passing }, "no passing example")
    }

    /// The native front ends' examples are checked below like the `ui` ones; these pages have them.
    @Test func nativeExamplesAreOnTheRulesThatRunOnNativeFiles() {
        let syntaxes = Dictionary(grouping: RuleRegistry.descriptions.map(\.id).flatMap { id in
            Set(RulePage(id: id).examples.map(\.syntax)).map { ($0, id) }
        }, by: \.0).mapValues { Set($0.map(\.1)) }
        for id in ["label-missing", "role-missing", "group-header-missing", "hit-area-too-small", "label-meaningless",
                   "label-redundant-role", "label-duplicate"] {
            #expect(syntaxes["kotlin", default: []].contains(id), "\(id) has no Jetpack Compose example")
        }
        for id in ["label-missing", "group-header-missing", "hit-area-too-small", "label-duplicate", "label-meaningless", "label-redundant-role"] {
            #expect(syntaxes["android", default: []].contains(id), "\(id) has no Android layout example")
        }
    }

    @Test(arguments: RuleRegistry.descriptions.map(\.id))
    func examplesBehaveAsThePageSays(id: String) throws {
        let page = RulePage(id: id)
        // Swift examples need the Swift front end: CheckboxLintSwiftTests runs them.
        for example in page.examples where example.syntax != "swift" {
            // `android`, `storyboard` and `xib` examples are XML their front end claims by the root
            // (Interface Builder files also by their ending); `kotlin` ones go to the Compose front
            // end by their ending, as a `.kt` file does.
            let findings: [Finding]
            if example.syntax == "kotlin" {
                findings = Support.lint(example.code, file: "Rules/\(id).kt")
            } else {
                let syntax: Linter.Syntax = example.syntax == "json" ? .json : .xml
                let ending = ["storyboard", "xib"].contains(example.syntax) ? example.syntax : "md"
                findings = Support.lint(example.code, file: "Rules/\(id).\(ending)", syntax: syntax)
            }
            let fired = findings.filter { $0.ruleID == id }
            switch example.expectation {
            case .failing:
                #expect(!fired.isEmpty, "the failing \(example.syntax) example at Rules/\(id).md:\(example.line) does not report \(id); it reports \(Support.ruleIDs(findings))")
                // Where, not only whether: exactly at the places the page marks with ↓.
                #expect(!example.marks.isEmpty, "the failing example at Rules/\(id).md:\(example.line) marks no place with ↓")
                let reported = Set(fired.map(\.location.description))
                let marked = Set(example.marks.map(\.description))
                #expect(reported == marked, "the failing example at Rules/\(id).md:\(example.line) marks \(marked.sorted()) but \(id) reports at \(reported.sorted()) (lines and columns within the example)")
            case .passing:
                #expect(example.marks.isEmpty, "the passing example at Rules/\(id).md:\(example.line) has a ↓ mark")
                #expect(fired.isEmpty, "the passing \(example.syntax) example at Rules/\(id).md:\(example.line) reports \(fired.map(\.message))")
                // A passing example is valid input: it must not lean on reader or schema errors.
                let invalid = findings.filter { DocumentCheck.all.map(\.id).contains($0.ruleID) }
                #expect(invalid.isEmpty, "the passing example at Rules/\(id).md:\(example.line) is not a valid document: \(invalid.map(\.message))")
            }
        }
    }
}
