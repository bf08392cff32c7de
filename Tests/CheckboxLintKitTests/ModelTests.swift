import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// The model builder: value parsing, names, paths and ids.
@Suite struct ModelTests {
    @Test(arguments: [
        ("true", true), ("YES", true), ("1", true), ("False", false), ("no", false), ("0", false),
    ])
    func booleansAcceptTheirSpellings(text: String, value: Bool) {
        #expect(ValueParser.boolean(text) == value)
    }

    @Test(arguments: ["truee", "", "2", "on"])
    func otherBooleansAreInvalid(text: String) {
        let findings = Support.lint("<ui version=\"1\"><checkbox label=\"Accept\" disabled=\"\(text)\"/></ui>")
        #expect(Support.ruleIDs(findings) == ["invalid-value"])
    }

    /// Diagnostics and elements keep their places in 32 bits (issue 28: a big file's 378,000
    /// diagnostics and 290,000 elements): what they were given reads back, and a line beyond what
    /// 32 bits hold (a file over 2 GiB) is reported as the largest.
    @Test func placesKeptCompactlyReadBackAsGiven() {
        var diagnostic = Diagnostic(.invalidValue, message: "m", location: SourceLocation(line: 70_000, column: 12), element: 290_000)
        #expect(diagnostic.location == SourceLocation(line: 70_000, column: 12))
        #expect(diagnostic.element == 290_000)
        diagnostic.element = nil
        #expect(diagnostic.element == nil)
        diagnostic.element = 0
        #expect(diagnostic.element == 0)
        diagnostic.location = SourceLocation(line: Int(Int32.max) + 5, column: 3)
        #expect(diagnostic.location == SourceLocation(line: Int(Int32.max), column: 3))
        #expect(MemoryLayout<Diagnostic>.stride == 48)

        let element = Element(name: "checkbox", kind: .checkbox, index: 290_000, parent: 12, location: SourceLocation(line: 9, column: 41))
        #expect(element.index == 290_000)
        #expect(element.parent == 12)
        #expect(element.location == SourceLocation(line: 9, column: 41))
        let root = Element(name: "ui", kind: .ui, index: 0, parent: nil, location: .start)
        #expect(root.parent == nil)
        // The name is its kind's, kept only when it is not.
        #expect(element.name == "checkbox")
        #expect(root.name == "ui")
        #expect(Element(name: "slider", kind: nil, index: 1, parent: 0, location: .start).name == "slider")
        #expect(Element(name: "", kind: nil, index: 1, parent: 0, location: .start).name == "")
        #expect(Element(name: "CheckBox", kind: .checkbox, index: 1, parent: 0, location: .start).name == "CheckBox")
    }

    /// A big document's builder messages that say the same are one string (issue 28: 110,796
    /// invalid-value diagnostics, 8,400 messages); equal means the same bytes, so a value written
    /// composed and one written decomposed each keep theirs.
    @Test func aBigDocumentsRepeatedMessagesShareOneString() throws {
        var xml = "<ui version=\"1\"><screen id=\"s\">"
        for index in 0..<(DocumentBuilder.messagesWorthSharing + 100) { xml += "<checkbox id=\"c\(index)\" label=\"A\" width=\"wide\"/>" }
        xml += "<checkbox id=\"composed\" label=\"A\" state=\"\u{E9}\"/><checkbox id=\"decomposed\" label=\"A\" state=\"e\u{301}\"/>"
        xml += "<checkbox id=\"composed2\" label=\"A\" state=\"\u{E9}\"/></screen></ui>"
        let linter = try Linter(configuration: LintConfiguration())
        guard case .built(_, let diagnostics) = linter.read(bytes: Array(xml.utf8), file: "big.xml") else {
            Issue.record("not built")
            return
        }
        func storage(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { Int(bitPattern: $0.baseAddress) }
        }
        let widths = diagnostics.filter { $0.message.hasPrefix("Invalid width") }
        #expect(widths.count == DocumentBuilder.messagesWorthSharing + 100)
        #expect(Set(widths.suffix(50).map { storage($0.message) }).count == 1, "one string for the same message")
        let states = diagnostics.filter { $0.message.hasPrefix("Invalid state") }.map(\.message)
        #expect(states.count == 3)
        // é composed is C3 A9; e and a combining acute is 65 CC 81.
        #expect(states.map { $0.utf8.contains(0xC3) } == [true, false, true], "each value's own bytes")
        #expect(states.map { $0.utf8.contains(0xCC) } == [false, true, false], "each value's own bytes")
    }

    /// A big document's text values that repeat are one string; equal means the same bytes.
    @Test func aBigDocumentsRepeatedValuesShareOneString() throws {
        var xml = "<ui version=\"1\"><screen id=\"s\">"
        for index in 0..<(DocumentBuilder.valuesWorthSharing + 100) { xml += "<checkbox id=\"c\(index)\" label=\"A\" hint=\"Double tap to select it\"/>" }
        xml += "<checkbox id=\"composed\" label=\"A\" hint=\"Double tap to select \u{E9}t\u{E9}\"/>"
        xml += "<checkbox id=\"decomposed\" label=\"A\" hint=\"Double tap to select e\u{301}te\u{301}\"/></screen></ui>"
        let document = try #require(ModelReader.read(bytes: Array(xml.utf8), file: "big.xml").document)
        func storage(_ text: String?) -> Int {
            var text = text ?? ""
            return text.withUTF8 { Int(bitPattern: $0.baseAddress) }
        }
        let hints = document.elements.compactMap(\.hint)
        #expect(hints.count == DocumentBuilder.valuesWorthSharing + 102)
        #expect(Set(hints.dropLast(2).suffix(50).map(storage)).count == 1, "one string for the same value")
        #expect(Array(hints[hints.count - 2].utf8) == Array("Double tap to select \u{E9}t\u{E9}".utf8))
        #expect(Array(hints[hints.count - 1].utf8) == Array("Double tap to select e\u{301}te\u{301}".utf8), "its own bytes")
    }

    /// The id table keeps 32-bit hashes and indices: what it gives back is the index stored.
    @Test func idTableGivesBackTheIndexStored() {
        var ids = UniqueIDs()
        for index in 0..<10_000 { #expect(ids.earlierUse(of: "cb\(index)", by: index) == nil) }
        #expect(ids.earlierUse(of: "cb9999", by: 20_000) == 9_999)
        let table = ElementIDs(table: ids)
        #expect(table["cb0"] == 0)
        #expect(table["cb7777"] == 7_777)
        #expect(table["cb10000"] == nil)
        #expect(table.keys.count == 10_000)
    }

    @Test func lengthsTakeTheUnitOfTheirPlatformOnly() throws {
        #expect(try ValueParser.length("44", platform: .ios).get() == 44)
        #expect(try ValueParser.length("44pt", platform: .ios).get() == 44)
        #expect(try ValueParser.length("48dp", platform: .android).get() == 48)
        #expect(try ValueParser.length("24.5px", platform: .web).get() == 24.5)
        #expect((try? ValueParser.length("44dp", platform: .ios).get()) == nil)
        #expect((try? ValueParser.length("-4", platform: .ios).get()) == nil)
        #expect((try? ValueParser.length("wide", platform: .ios).get()) == nil)
    }

    @Test func stateWordsAndSynonyms() {
        for (word, state) in [("on", CheckState.checked), ("selected", .checked), ("off", .unchecked), ("unselected", .unchecked), ("mixed", .indeterminate), ("Checked", .checked)] {
            let document = Support.document("<ui version=\"1\"><checkbox state=\"\(word)\"/></ui>")
            #expect(document.elements.last?.state == state)
        }
    }

    /// Enum values are matched from the bytes ignoring ASCII case; a value with another byte takes
    /// the string path, where `lowercased()` folds by Unicode's rules (the Kelvin sign to k).
    @Test func enumValuesMatchIgnoringCase() {
        let document = Support.document("""
        <ui version="1" platform="Android"><checkbox variant="ITEM" tapTarget="Row" accessibilityElement="sEpArAtE" state="chec\u{212A}ed"/><checkbox state="MIXED"/></ui>
        """)
        #expect(document.platform == .android)
        let checkbox = document.elements[1]
        #expect(checkbox.variant == .item && checkbox.tapTarget == .row && checkbox.accessibilityElement == .separate)
        #expect(checkbox.state == .checked)
        #expect(document.elements[2].state == .indeterminate)
    }

    @Test func keywordTablesMatchWholeWordsIgnoringASCIICase() {
        let table = KeywordTable([("indeterminate", 1), ("on", 2), ("sixteen-letters!", 3)])
        func value(_ text: String) -> Int? {
            var text = text
            return text.withUTF8 { table.value(for: $0) }
        }
        #expect(value("InDeterminATE") == 1)
        #expect(value("ON") == 2)
        #expect(value("SIXTEEN-LETTERS!") == 3)
        #expect(value("o") == nil)
        #expect(value("onn") == nil)
        #expect(value("") == nil)
        #expect(value("on\u{0}") == nil)
        // `[` and `@` are next to the capitals, `{` and `` ` `` next to the small letters.
        #expect(value("[n") == nil && value("@n") == nil && value("{n") == nil)
        #expect(value("sixteen-letters!!") == nil)
        #expect(value("\u{212A}on") == nil)
    }

    @Test func idsAreCheckedForBlanksSlashesAndControls() {
        #expect(ModelIdentity.idProblem("") == "an id cannot be blank")
        #expect(ModelIdentity.idProblem(" \t") == "an id cannot be blank")
        #expect(ModelIdentity.idProblem("\u{3000}") == "an id cannot be blank")
        #expect(ModelIdentity.idProblem("a/b") == "an id cannot contain '/' (it separates element paths)")
        #expect(ModelIdentity.idProblem("a\u{7F}") == "an id cannot contain line breaks or other control characters")
        #expect(ModelIdentity.idProblem("caf\u{E9} \u{3000}x") == nil)
    }

    /// Ids are equal as strings are: the Kelvin sign is canonically the letter K, so it repeats an
    /// ASCII id met earlier, and the ASCII table hands its ids over to the dictionary.
    @Test func uniqueIDsFindTheFirstUse() {
        var ids = UniqueIDs()
        for index in 0..<1000 { #expect(ids.earlierUse(of: "id-\(index)", by: index) == nil) }
        #expect(ids.earlierUse(of: "id-7", by: 1000) == 7)
        #expect(ids.earlierUse(of: "id-7", by: 1001) == 7)
        #expect(ids.earlierUse(of: "K", by: 1002) == nil)
        #expect(ids.earlierUse(of: "\u{212A}", by: 1003) == 1002)
        #expect(ids.earlierUse(of: "id-999", by: 1004) == 999)
        #expect(ids.earlierUse(of: "id-1000", by: 1005) == nil)
        #expect(ids.earlierUse(of: "id-1000", by: 1006) == 1005)
    }

    /// Ids made to share their slot (the cheap hash has no secret seed) stop the table's search
    /// after `longestProbe` slots and move every id to the dictionary: a crafted file stays
    /// linear, and every answer stays right.
    @Test func collidingIDsMoveToTheDictionary() {
        func hash(_ id: String) -> UInt64 {
            var id = id
            return id.withUTF8 { UInt64(ASCIIStringTable.hash($0)!) }
        }
        // The same home slot in any table up to 4,096 slots.
        let colliding = (0..<2_000_000).lazy.map { "id-\($0)" }.filter { hash($0) & 4095 == 0 }
            .prefix(ASCIIStringTable.longestProbe + 20).map { $0 }
        #expect(colliding.count == ASCIIStringTable.longestProbe + 20)

        var table = ASCIIStringTable()
        var outcomes: [String] = []
        for (index, id) in colliding.enumerated() {
            switch table.find(id, orInsert: index) {
            case .inserted: outcomes.append("inserted")
            case .found: outcomes.append("found")
            case .useDictionary: outcomes.append("dictionary")
            }
        }
        #expect(outcomes.prefix(ASCIIStringTable.longestProbe + 1).allSatisfy { $0 == "inserted" })
        #expect(outcomes.last == "dictionary")

        var ids = UniqueIDs()
        for (index, id) in colliding.enumerated() { #expect(ids.earlierUse(of: id, by: index) == nil) }
        for (index, id) in colliding.enumerated() { #expect(ids.earlierUse(of: id, by: 10_000 + index) == index) }
    }

    @Test func lengthsAreReadInOnePass() throws {
        #expect(try ValueParser.length(".5", platform: .ios).get() == 0.5)
        #expect(try ValueParser.length("5.", platform: .ios).get() == 5)
        #expect(try ValueParser.length("44PT", platform: .macos).get() == 44)
        #expect(try ValueParser.length("1234567890123456", platform: .ios).get() == 1234567890123456)
        #expect((try? ValueParser.length("1.2.3", platform: .ios).get()) == nil)
        #expect((try? ValueParser.length("44p", platform: .ios).get()) == nil)
        #expect((try? ValueParser.length("44ptt", platform: .ios).get()) == nil)
        #expect((try? ValueParser.length(".", platform: .ios).get()) == nil)
    }

    @Test func invalidValuesSuggestTheNearestWord() {
        let findings = Support.lint("<ui version=\"1\" platform=\"iso\"><checkbox label=\"a\" state=\"chekced\" tapTarget=\"rwo\"/></ui>")
        let messages = findings.map(\.message)
        #expect(messages.contains { $0.contains("did you mean 'ios'") })
        #expect(messages.contains { $0.contains("did you mean 'checked'") })
        #expect(messages.contains { $0.contains("did you mean 'row'") })
    }

    @Test func unknownNamesSuggestTheNearestKnownName() {
        let findings = Support.lint("<ui version=\"1\"><screen><chekbox/><checkbox lable=\"Email\" accesibilityLabel=\"x\"/></screen></ui>")
        let messages = findings.map(\.message)
        #expect(messages.contains("Unknown element 'chekbox'; did you mean 'checkbox'?"))
        #expect(messages.contains("Unknown attribute 'lable' on checkbox; did you mean 'label'?"))
        #expect(messages.contains("Unknown attribute 'accesibilityLabel' on checkbox; did you mean 'accessibilityLabel'?"))
    }

    /// `z` is one edit from both `x` and `y`: the tie goes to the first in order, whatever order the
    /// candidates come in (the schema's come from a dictionary, whose order changes between runs).
    @Test func suggestionTiesGoToTheFirstNameInOrder() {
        #expect(Suggestion.nearest(to: "z", in: ["y", "x"]) == "x")
        #expect(Suggestion.nearest(to: "z", in: ["x", "y"]) == "x")
        let findings = Support.lint("<ui version=\"1\"><checkbox label=\"a\" z=\"1\"/></ui>")
        #expect(findings.map(\.message).contains("Unknown attribute 'z' on checkbox; did you mean 'x'?"))
    }

    @Test func misplacedElementsAreReported() {
        let findings = Support.lint("<ui version=\"1\"><group><screen/></group><text><checkbox label=\"a\"/></text></ui>")
        #expect(findings.filter { $0.ruleID == "unknown-element" }.map(\.message) == [
            "'screen' is not allowed inside 'group' (allowed: group, checkbox, text, button, link, tooltip)",
            "'checkbox' is not allowed inside 'text' (it holds no elements)",
        ])
    }

    @Test func pathsUseIdsElseTheIndexAmongSameNamedSiblings() {
        let document = Support.document("""
        <ui version="1"><screen id="signup"><group id="n"><checkbox id="email"/><checkbox/><text/><checkbox/></group></screen><screen/></ui>
        """)
        #expect(document.elements.map(\.path) == [
            "ui", "signup", "signup/n", "signup/n/email", "signup/n/checkbox[1]", "signup/n/text[0]", "signup/n/checkbox[2]", "screen[1]",
        ])
    }

    @Test func duplicateIdsAreReportedAtTheSecondUse() {
        // In a group with a header, so that the two checkboxes are not also a set without one.
        let findings = Support.lint("<ui version=\"1\"><group header=\"G\"><checkbox id=\"a\" label=\"Xylophone\"/>\n<checkbox id=\"a\" label=\"Yodel\"/></group></ui>")
        #expect(Support.summary(findings) == ["2:1 duplicate-id"])
    }

    @Test func versionPlatformAndLocaleAreValidated() {
        let findings = Support.lint("<ui version=\"2\" platform=\"symbian\" locale=\"english!\"/>")
        #expect(Support.ruleIDs(findings) == ["invalid-value", "invalid-value", "invalid-value"])
    }

    @Test func jsonValuesMustBeScalars() {
        let findings = Support.lint("{\"type\": \"ui\", \"version\": 1, \"children\": [{\"type\": \"checkbox\", \"label\": null, \"width\": [44]}]}", file: "t.json")
        #expect(findings.filter { $0.ruleID == "invalid-value" }.count == 2)
    }

    @Test func theDocumentTakesPlatformAndLocaleFromItsRootElseTheDefaults() {
        let declared = Support.document("<ui version=\"1\" platform=\"web\" locale=\"fr-CA\"/>")
        #expect(declared.platform == .web && declared.language == "fr")
        let undeclared = Support.document("<ui version=\"1\"/>")
        #expect(undeclared.platform == .ios && undeclared.locale == "en")
    }
}

@Suite struct FirstByNameTests {
    @Test func aNameIsFoundAgainOnlyInItsOwnScope() {
        let sync = FirstByName.Scope(container: 1, view: 0)
        let privacy = FirstByName.Scope(container: 2, view: 0)
        let privacyRow = FirstByName.Scope(container: 2, view: 7)
        var names = FirstByName(capacity: 8)
        #expect(names.earlier(than: 0, named: "email", in: sync) == nil)
        #expect(names.earlier(than: 1, named: "email", in: privacy) == nil, "the same name in another set is not a duplicate")
        #expect(names.earlier(than: 2, named: "email", in: privacyRow) == nil, "nor in another view of the set")
        #expect(names.earlier(than: 3, named: "email", in: privacy) == 1, "the first in its own set, not the first of the name")
        #expect(names.earlier(than: 4, named: "email", in: sync) == 0)
        #expect(names.earlier(than: 5, named: "email", in: privacyRow) == 2)
        #expect(names.earlier(than: 6, named: "phone", in: sync) == nil)
        #expect(names.earlier(than: 7, named: "phone", in: sync) == 6)
    }
}
