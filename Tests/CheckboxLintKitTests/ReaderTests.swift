import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// Locations, encodings and syntax errors, for both readers.
@Suite struct ReaderTests {
    @Test func locationsCountLinesAndCodePoints() {
        let text = "<ui version=\"1\">\n  <screen id=\"é\">\n    <checkbox id=\"x\"/></screen></ui>"
        let document = Support.document(text)
        #expect(document.elements.map(\.location) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 5),
        ])
    }

    @Test func multiByteCharactersBeforeAnElementCountAsOneColumnEach() {
        let text = "<ui version=\"1\"><screen id=\"s\"><text label=\"日本語\"/><checkbox id=\"x\"/></screen></ui>"
        let document = Support.document(text)
        let checkbox = document.elements.first { $0.id == "x" }!
        // `<ui version="1"><screen id="s"><text label="日本語"/>` is 50 code points (56 bytes).
        #expect(checkbox.location == SourceLocation(line: 1, column: 51))
    }

    @Test func crlfAndLoneCRLineEndsAreOneBreakEach() {
        let crlf = "<ui version=\"1\">\r\n<screen id=\"s\">\r\n\r\n  <checkbox id=\"x\"/>\r\n</screen>\r\n</ui>\r\n"
        #expect(Support.document(crlf).elements.last?.location == SourceLocation(line: 4, column: 3))
        let json = "{\"type\": \"ui\", \"children\": [\r\n\r\n  {\"type\": \"checkbox\"}]}"
        #expect(Support.document(json, syntax: .json).elements.last?.location == SourceLocation(line: 3, column: 3))
    }

    @Test func aStartTagOverSeveralLinesIsLocatedAtItsOpeningBracket() {
        let text = "<ui version=\"1\">\n  <checkbox\n     id=\"x\"\n     label=\"a > b\"/>\n</ui>"
        #expect(Support.document(text).elements.last?.location == SourceLocation(line: 2, column: 3))
    }

    @Test func xmlAndJSONGiveTheSameModel() {
        let xml = """
        <ui version="1" platform="android" locale="fr">
          <screen id="s"><group header="G"><checkbox label="A" state="mixed" triState="yes" width="48dp"/></group></screen>
        </ui>
        """
        let json = """
        {"type": "ui", "version": 1, "platform": "android", "locale": "fr", "children": [
          {"type": "screen", "id": "s", "children": [{"type": "group", "header": "G", "children": [
            {"type": "checkbox", "label": "A", "state": "mixed", "triState": true, "width": "48dp"}]}]}]}
        """
        let a = Support.document(xml), b = Support.document(json, syntax: .json)
        #expect(a.platform == .android && b.platform == .android)
        #expect(a.locale == "fr" && b.locale == "fr")
        #expect(a.elements.map(\.path) == b.elements.map(\.path))
        #expect(a.elements.map(\.path) == ["ui", "s", "s/group[0]", "s/group[0]/checkbox[0]"])
        let boxA = a.elements.last!, boxB = b.elements.last!
        #expect(boxA.checkState == .indeterminate && boxB.checkState == .indeterminate)
        #expect(boxA.isTriState && boxB.isTriState)
        #expect(boxA.width == 48 && boxB.width == 48)
    }

    @Test func jsonMembersAreLocatedAtTheirKeys() {
        let json = "{\"type\": \"ui\", \"children\": [\n  {\"type\": \"checkbox\",\n   \"stat\": \"on\"}]}"
        let findings = Support.lint(json, file: "t.json")
        #expect(Support.summary(findings).contains("3:4 unknown-attribute"))
    }

    @Test func malformedXMLIsAParseErrorWhereTheParserStopped() {
        let findings = Support.lint("<ui version=\"1\">\n  <screen>\n    <checkbox label=\"a\">\n  </screen>\n</ui>\n")
        #expect(Support.ruleIDs(findings) == ["parse-error"])
        #expect(findings[0].location.line == 4)
        #expect(findings[0].message.contains("mismatch"))
    }

    @Test func malformedJSONIsAParseErrorWhereTheParserStopped() {
        let findings = Support.lint("{\"type\": \"ui\",\n \"children\": [\n  {\"type\": \"checkbox\" \"label\": \"x\"}]}", file: "t.json")
        #expect(Support.summary(findings) == ["3:23 parse-error"])
        #expect(findings[0].message.contains("expected ',' or '}'"))
    }

    /// Nothing in an empty file says it is a UI description: skipped and counted (issue 23), unless
    /// only UI files have its ending.
    @Test func anEmptyFileIsSkippedUnlessOnlyUIFilesHaveItsEnding() {
        #expect(Support.lintOutcome([], file: "e.xml").isSkipped)
        #expect(Support.lintOutcome(Array("  \n".utf8), file: "e.json").isSkipped)
        #expect(Support.ruleIDs(Support.lint("", file: "e.xib")) == ["parse-error"])
    }

    @Test func otherXMLAndJSONFilesAreSkipped() {
        #expect(Support.lintOutcome(Array("<project><checkbox/></project>".utf8), file: "pom.xml").isSkipped)
        #expect(Support.lintOutcome(Array("{\"name\": \"x\", \"children\": [{}]}".utf8), file: "package.json").isSkipped)
        #expect(Support.lintOutcome(Array("[{\"type\": \"ui\"}]".utf8), file: "list.json").isSkipped)
    }

    @Test func aModelElementAsRootIsReportedNotSkipped() {
        let findings = Support.lint("<screen id=\"s\"><checkbox/></screen>")
        #expect(Support.ruleIDs(findings) == ["invalid-value"])
        #expect(findings[0].message.contains("'ui' root"))
    }

    @Test func standardInputMustBeAUIDescription() {
        let findings = Support.lint("<html/>", file: "<stdin>", requireUIRoot: true)
        #expect(Support.ruleIDs(findings) == ["invalid-value"])
    }

    @Test func utf16WithAByteOrderMarkIsReadWithCorrectLines() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<ui version=\"1\">\n <checkbox id=\"é\"/>\n</ui>\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        guard case .linted(let findings) = Support.lintOutcome(bytes, file: "u.xml") else {
            Issue.record("skipped")
            return
        }
        #expect(Support.summary(findings) == ["3:2 label-missing"])
    }

    @Test func invalidUTF8IsAParseErrorInBothSyntaxes() {
        let xml: [UInt8] = Array("<ui version=\"1\">\n<checkbox label=\"".utf8) + [0xC3, 0x28] + Array("\"/></ui>".utf8)
        guard case .linted(let xmlFindings) = Support.lintOutcome(xml, file: "bad.xml") else { Issue.record("skipped"); return }
        #expect(Support.ruleIDs(xmlFindings) == ["parse-error"])
        #expect(xmlFindings.first?.location.line == 2)
        let json: [UInt8] = Array("{\"type\": \"ui\",\n\"label\": \"".utf8) + [0xFF] + Array("\"}".utf8)
        guard case .linted(let jsonFindings) = Support.lintOutcome(json, file: "bad.json") else { Issue.record("skipped"); return }
        #expect(Support.summary(jsonFindings) == ["2:11 parse-error"])
    }

    @Test func entityDeclarationsAreRefusedSoNothingExternalIsRead() {
        let xxe = """
        <?xml version="1.0"?>
        <!DOCTYPE ui [ <!ENTITY secret SYSTEM "file:///etc/hostname"> ]>
        <ui version="1"><checkbox label="&secret;"/></ui>
        """
        let findings = Support.lint(xxe)
        #expect(Support.ruleIDs(findings) == ["parse-error"])
        #expect(findings[0].message.contains("entity"))
    }

    @Test func deepJSONNestingIsAParseErrorNotACrash() {
        let depth = 100_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let findings = Support.lint(json, file: "deep.json")
        #expect(Support.ruleIDs(findings) == ["parse-error"])
        #expect(findings[0].message.contains("nesting"))
    }

    @Test func theSuppressionCommentOfTheSpecIsReadDespiteItsDoubleHyphen() {
        let xml = """
        <ui version="1">
          <screen id="s">
            <!-- checkbox-lint-disable label-missing -- decorative demo -->
            <checkbox id="a"/>
            <checkbox id="b"/>
          </screen>
        </ui>
        """
        let findings = Support.lint(xml).filter { $0.ruleID == "label-missing" }
        #expect(findings.map(\.path) == ["s/a", "s/b"])
        #expect(findings[0].suppression == Finding.Suppression(kind: .inSource, justification: "decorative demo"))
        #expect(findings[1].suppression == nil)
    }

    @Test func aSuppressionAppliesToChildrenAndOnlyToTheNextElement() {
        let json = """
        {"type": "ui", "version": 1, "children": [
          {"type": "group", "lintSuppress": {"label-missing": "legacy"}, "children": [{"type": "checkbox"}]},
          {"type": "checkbox"}]}
        """
        let findings = Support.lint(json, file: "t.json").filter { $0.ruleID == "label-missing" }
        #expect(findings.map(\.isSuppressed) == [true, false])
    }

    /// The spellings other linters taught: a colon after the directive, ESLint's `-next-line`.
    @Test func theCommonSpellingsOfTheDirectiveSuppressTheNextElement() {
        let xml = """
        <ui version="1">
          <screen id="s">
            <!-- checkbox-lint-disable: label-missing -- decorative -->
            <checkbox id="a"/>
            <!-- checkbox-lint-disable-next-line label-missing, default-checked -->
            <checkbox id="b" state="checked"/>
            <!--checkbox-lint-disable:label-missing-->
            <checkbox id="c"/>
            <checkbox id="d"/>
          </screen>
        </ui>
        """
        let findings = Support.lint(xml).filter { ["label-missing", "default-checked", "invalid-value"].contains($0.ruleID) }
        #expect(findings.map { "\($0.path) \($0.ruleID) \($0.isSuppressed)" } == [
            "s/a label-missing true", "s/b default-checked true", "s/b label-missing true",
            "s/c label-missing true", "s/d label-missing false",
        ])
        #expect(findings[0].suppression?.justification == "decorative")
    }

    /// A `checkbox-lint-…` word that is no directive is reported at the comment, not ignored.
    @Test func anUnknownDirectiveIsReportedAtItsComment() {
        let xml = """
        <ui version="1">
          <screen id="s">
            <!-- unrelated comment mentioning checkbox-lint-disable -->
            <!-- checkbox-lint-ignore label-missing -->
            <checkbox id="a"/>
          </screen>
        </ui>
        """
        let findings = Support.lint(xml).filter { ["label-missing", "invalid-value"].contains($0.ruleID) }
        #expect(Support.summary(findings) == ["4:5 invalid-value", "5:5 label-missing"])
        #expect(findings[0].message == "Unknown directive 'checkbox-lint-ignore' in a comment; did you mean 'checkbox-lint-disable'? (write checkbox-lint-disable rule-id[, rule-id] -- reason)")
        #expect(!findings[1].isSuppressed)
    }

    /// A bad suppression is located at what to fix: the comment (even one holding a `<`), the key.
    @Test func aBadSuppressionIsLocatedAtTheCommentOrTheMember() {
        let xml = """
        <ui version="1">
          <screen id="s">
            <!-- checkbox-lint-disable label-mising -- see <checkbox> docs -->

            <checkbox id="a"/>
          </screen>
        </ui>
        """
        let invalid = Support.lint(xml).filter { $0.ruleID == "invalid-value" }
        #expect(Support.summary(invalid) == ["3:5 invalid-value"])
        #expect(invalid.first?.path == "s/a", "still attached to the element it precedes")
    }

    /// JSON gets JSON advice: a string where an object is expected names the rule in an example.
    @Test func aLintSuppressStringGetsJSONAdvice() {
        let json = """
        {"type": "ui", "version": 1, "children": [
          {"type": "checkbox", "id": "a", "lintSuppress": "label-missing"},
          {"type": "checkbox", "id": "b", "label": "B", "lintSuppress": ["label-missing"]}]}
        """
        let findings = Support.lint(json, file: "t.json").filter { ["label-missing", "invalid-value"].contains($0.ruleID) }
        #expect(Support.summary(findings) == ["2:3 label-missing", "2:35 invalid-value", "3:49 invalid-value"])
        #expect(findings[1].message == #"lintSuppress must be an object mapping rule ids to reasons, not a string; write "lintSuppress": {"label-missing": "reason"}"#)
        #expect(findings[2].message == #"lintSuppress must be an object mapping rule ids to reasons, not an array; write "lintSuppress": {"rule-id": "reason"}"#)
        #expect(!findings[0].isSuppressed)
    }
}

extension Linter.Outcome {
    var isSkipped: Bool {
        if case .skipped = self { return true }
        return false
    }
}
