import Testing
@testable import CheckboxLintKit

/// `ModelAssembler`, through which every front end but the `ui` format's builder makes its model,
/// checks ids and applies suppressions as `DocumentBuilder` does.
@Suite struct ModelAssemblerTests {
    /// A source whose second line holds a start tag at column 3 (byte offset 9).
    static let text = "<root>\n  <tag/>\n  <tag/>\n</root>"
    static let secondLine = 9
    static let thirdLine = 18

    @Test func anInvalidIDIsReportedAtItsElementAndDropped() throws {
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: [])
        let root = assembler.add(.ui, at: 0, parent: nil)
        let screen = assembler.add(.screen, at: Self.secondLine, parent: root) { $0.id = "a/b" }
        let diagnostic = try #require(assembler.diagnostics.first)
        #expect(assembler.diagnostics.count == 1)
        #expect(diagnostic.ruleID == DocumentCheck.invalidValue.id)
        #expect(diagnostic.location == SourceLocation(line: 2, column: 3))
        #expect(diagnostic.element == screen)
        // The words the `ui` format's builder uses for the same id.
        let built = Support.lint(#"<ui version="1"><screen id="a/b"/></ui>"#).filter { $0.ruleID == DocumentCheck.invalidValue.id }
        #expect(built.map(\.message) == [diagnostic.message])
        #expect(diagnostic.message == "Invalid id 'a/b' on screen: an id cannot contain '/' (it separates element paths)")
        // Dropped: the path falls back to the position, as the builder's does.
        #expect(assembler.elements[screen].id == nil)
        #expect(assembler.elements[screen].path == "screen[0]")
    }

    @Test func blankAndControlCharacterIDsAreReportedToo() {
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: [])
        let root = assembler.add(.ui, at: 0, parent: nil)
        assembler.add(.checkbox, at: Self.secondLine, parent: root) { $0.id = "  " }
        assembler.add(.checkbox, at: Self.thirdLine, parent: root) { $0.id = "a\nb" }
        #expect(assembler.diagnostics.map(\.message) == [
            "Invalid id '  ' on checkbox: an id cannot be blank",
            #"Invalid id 'a\nb' on checkbox: an id cannot contain line breaks or other control characters"#,
        ])
        #expect(assembler.diagnostics.map(\.location.line) == [2, 3])
        #expect(assembler.elements.dropFirst().map(\.path) == ["checkbox[0]", "checkbox[1]"])
    }

    @Test func aDuplicateIDIsReportedAtTheLaterElementAndKept() throws {
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: [])
        let root = assembler.add(.ui, at: 0, parent: nil)
        assembler.add(.checkbox, at: Self.secondLine, parent: root) { $0.id = "terms" }
        let second = assembler.add(.checkbox, at: Self.thirdLine, parent: root) { $0.id = "terms" }
        let diagnostic = try #require(assembler.diagnostics.first)
        #expect(assembler.diagnostics.count == 1)
        #expect(diagnostic.ruleID == DocumentCheck.duplicateID.id)
        #expect(diagnostic.location == SourceLocation(line: 3, column: 3))
        #expect(diagnostic.element == second)
        let built = Support.lint(#"<ui version="1"><checkbox id="terms" label="A"/><checkbox id="terms" label="B"/></ui>"#)
        #expect(built.filter { $0.ruleID == DocumentCheck.duplicateID.id }.map(\.message) == [diagnostic.message])
        #expect(assembler.elements[second].id == "terms")
    }

    @Test func oneTagMappedOntoTwoElementsIsNoDuplicate() {
        // An Android layout whose root is a switch: the screen and the checkbox are its one tag.
        let layout = """
        <com.google.android.material.materialswitch.MaterialSwitch xmlns:android="http://schemas.android.com/apk/res/android"
            android:id="@+id/switchWidget" android:text="Wi-Fi"/>
        """
        let findings = Support.lint(layout, file: "res/layout/switch.xml")
        #expect(!findings.contains { $0.ruleID == DocumentCheck.duplicateID.id })
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: [])
        let root = assembler.add(.ui, at: 0, parent: nil)
        let screen = assembler.add(.screen, at: Self.secondLine, parent: root) { $0.id = "row" }
        assembler.add(.checkbox, at: Self.secondLine, parent: screen) { $0.id = "row" }
        #expect(assembler.diagnostics.isEmpty)
    }

    @Test func suppressionsAreCheckedAsInTheBuilder() {
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: ["label-missing"])
        let root = assembler.add(.ui, at: 0, parent: nil)
        let suppression = RawSuppression(rules: [(id: "label-missing", reason: "decorative"), (id: "label-mising", reason: "")],
                                         offset: Self.thirdLine, precedesElement: true)
        let checkbox = assembler.add(.checkbox, at: Self.secondLine, parent: root, suppression: suppression)
        #expect(assembler.elements[checkbox].suppressions == ["label-missing": "decorative"])
        #expect(assembler.diagnostics.map(\.location.line) == [3])
        #expect(assembler.diagnostics.first?.message.hasPrefix("The suppression names unknown rule 'label-mising'") == true)
    }

    /// The assembler counts each parent's children by kind in arrays and writes `kind[n]` paths
    /// into one string itself: the same paths as `ModelIdentity.pathSegment` (which the `ui`
    /// format's builder uses) joined with `/`, for every kind, with parents filled in turn.
    @Test func pathsCountSameKindSiblingsPerParent() {
        var assembler = ModelAssembler(source: SourceText(Self.text), knownRuleIDs: [])
        let root = assembler.add(.ui, at: 0, parent: nil)
        let first = assembler.add(.screen, at: 0, parent: root)
        let second = assembler.add(.screen, at: 0, parent: root) { $0.id = "settings" }
        var expected: [Int: String] = [first: "screen[0]", second: "settings"]
        var counts: [String: Int] = [:]
        for round in 0..<12 {
            for kind in Element.Kind.allCases {
                for (parent, path) in [(first, "screen[0]"), (second, "settings")] {
                    let position = counts["\(parent) \(kind)", default: 0]
                    counts["\(parent) \(kind)"] = position + 1
                    let named = round == 5 && kind == .checkbox
                    let index = assembler.add(kind, at: 0, parent: parent) { if named { $0.id = "c\(parent)" } }
                    expected[index] = path + "/" + ModelIdentity.pathSegment(id: named ? "c\(parent)" : nil, name: kind.rawValue,
                                                                             position: position)
                }
            }
        }
        let nested = assembler.add(.checkbox, at: 0, parent: first + 2)
        expected[nested] = expected[first + 2]! + "/checkbox[0]"
        #expect(assembler.elements[root].path == "ui")
        for (index, path) in expected { #expect(assembler.elements[index].path == path) }
        #expect(assembler.elements[first + 2].path == "screen[0]/ui[0]")
        #expect(assembler.elements[second].children.count == 12 * Element.Kind.allCases.count)
    }
}
