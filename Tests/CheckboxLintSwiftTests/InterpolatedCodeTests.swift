#if SwiftSource
@testable import CheckboxLintSwift
import SwiftParser
import SwiftSyntax
import Testing

/// `SourceValue.interpolatedCode`: a text partly known at run time written back as the Swift string
/// that says it, for label-missing's advice — from the literal's syntax, never by reading braces in
/// its text; nil where it cannot be written faithfully (fixture `InterpolatedAdviceCode.swift`).
@Suite struct InterpolatedCodeTests {
    private func value(_ source: String) -> SourceValue {
        var parser = Parser(source)
        return SourceValue(ExprSyntax.parse(from: &parser))
    }

    @Test func anInterpolationIsWrittenAsInTheSource() {
        #expect(value(#""\(a.b(c))""#).interpolatedCode == #""\(a.b(c))""#)
        #expect(value(#""\(d["k"] ?? "x") items""#).interpolatedCode == #""\(d["k"] ?? "x") items""#)
        #expect(value(#""\(f { $0 })""#).interpolatedCode == #""\(f { $0 })""#)
        #expect(value(#""\("a\("b")")""#).interpolatedCode == #""\("a\("b")")""#)
        #expect(value(#""{\(n)} of \(m) \"done\"""#).interpolatedCode == #""{\(n)} of \(m) \"done\"""#)
        #expect(value(#"Text("Remind me \(days) days before")"#).interpolatedCode == #""Remind me \(days) days before""#)
        // The preview's text is the same as before: each interpolation's expression in braces.
        #expect(value(#""\(f { $0 })""#).modelText == "{f { $0 }}")
    }

    @Test func aRawOrMultiLineLiteralHasNoCode() {
        #expect(value(##"#"\#(x) items"#"##).interpolatedCode == nil)
        #expect(value(##"#"\#(x) items"#"##).modelText == "{x} items")
        #expect(value("\"\"\"\n\\(x) items\n\"\"\"").interpolatedCode == nil)
        #expect(value("\"\"\"\n\\(x) items\n\"\"\"").modelText == "{x} items")
        // Not interpolated: no code, the advice quotes or names the value as before.
        #expect(value(#""Plain""#).interpolatedCode == nil)
        #expect(value("title").interpolatedCode == nil)
    }

    @Test func unbalancedSourceHasNoCode() {
        // A literal that does not parse whole (its interpolation left open).
        #expect(value(#""\(a.b(c) items""#).interpolatedCode == nil)
    }

    @Test func joinedPartsAreWrittenOnlyWhenEachIsWhole() {
        #expect(SourceValue.joinedAsSpoken([.dynamic("title"), .literal("Due")]).interpolatedCode == #""\(title), Due""#)
        #expect(SourceValue.joinedAsSpoken([.dynamic("f { $0 }"), .literal(#"say "hi" \ "#)]).interpolatedCode
            == #""\(f { $0 }), say \"hi\" \\ ""#)
        #expect(SourceValue.joinedAsSpoken([.dynamic(#"d["k"] ?? "x""#), value(#""Due \(due(in: [1, 2]))""#)]).interpolatedCode
            == #""\(d["k"] ?? "x"), Due \(due(in: [1, 2]))""#)
        // A part that cannot be written: the whole has no code, never half of one.
        #expect(SourceValue.joinedAsSpoken([.dynamic("a.b(c"), .literal("Due")]).interpolatedCode == nil)
        #expect(SourceValue.joinedAsSpoken([.dynamic("…"), .literal("Due")]).interpolatedCode == nil)
        #expect(SourceValue.joinedAsSpoken([.dynamic("model.aVeryLongName…"), .literal("Due")]).interpolatedCode == nil)
        #expect(SourceValue.joinedAsSpoken([value(##"#"\#(x) items"#"##), .literal("Due")]).interpolatedCode == nil)
        // The text is the same as before.
        #expect(SourceValue.joinedAsSpoken([.dynamic("f { $0 }"), .literal("Due")]).modelText == "{f { $0 }}, Due")
    }

    @Test func theScanTracksNestingAndLiterals() {
        for whole in ["a.b(c)", #"d["k"] ?? "x""#, "f { $0 }", #""a\("b")""#, #""a\(f("(", "\"")) )""#, "[1, (2)]", #""""#] {
            #expect(SwiftCodeScan.isWholeExpression(whole), "\(whole)")
        }
        for broken in ["a.b(c", "a)", "f { $0 ]", #""open"#, #""a\("b")"#, ##"#"raw"#"##, #""""x"""#, "a // note", "name…", ""] {
            #expect(!SwiftCodeScan.isWholeExpression(broken), "\(broken)")
        }
    }
}
#endif
