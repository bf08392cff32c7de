import Testing
@testable import CheckboxLintKit

/// The JSON reader streams elements into the builder after checking the text: what a tree of the
/// whole file gave must come out the same, whatever order an object's members are in.
@Suite struct StreamingJSONTests {
    /// `children` first, in the middle or last: an element's attributes still reach the builder
    /// before its children (the id names the paths below it, the header is the group's).
    @Test func childrenBeforeOtherMembersAreReadAfterThem() {
        let last = """
        {"type": "ui", "version": 1, "children": [{"type": "screen", "id": "s", "children": [
          {"type": "group", "id": "g", "header": "Toppings", "children": [{"type": "checkbox", "id": "a", "label": "A"}]}]}]}
        """
        let first = """
        {"children": [{"children": [
          {"children": [{"label": "A", "id": "a", "type": "checkbox"}], "header": "Toppings", "type": "group", "id": "g"}],
          "type": "screen", "id": "s"}], "version": 1, "type": "ui"}
        """
        let a = Support.document(last, syntax: .json), b = Support.document(first, syntax: .json)
        #expect(a.elements.map(\.path) == ["ui", "s", "s/g", "s/g/a"])
        #expect(b.elements.map(\.path) == a.elements.map(\.path))
        #expect(b.elements.map(\.parent) == a.elements.map(\.parent))
        #expect(b.elements.map(\.children) == a.elements.map(\.children))
        #expect(b.elements[2].header == "Toppings" && b.elements[3].label == "A")
        // Each element located at its own `{`, children included.
        #expect(b.elements.map(\.location.line) == [1, 1, 2, 2])
        #expect(b.elements[3].location.column == 17)
    }

    /// A key written with escapes is the same key: `children` spelt `childr\u0065n` holds children.
    @Test func anEscapedChildrenKeyHoldsChildren() {
        let json = #"{"type": "ui", "childr\u0065n": [{"type": "checkbox", "id": "a", "label": "A\n\u00e9"}], "version": 1}"#
        let document = Support.document(json, syntax: .json)
        #expect(document.elements.map(\.path) == ["ui", "a"])
        #expect(document.elements[1].label == "A\né")
        #expect(document.elements[0].version == 1)
    }

    /// Nothing is told to the builder of a file that turns out broken after its first elements: the
    /// text is checked first, so the result is the parse error alone, wherever the error is.
    @Test func aLateErrorGivesTheParseErrorAlone() {
        let json = "{\"type\": \"ui\", \"children\": [{\"type\": \"checkbox\"}, {\"type\": \"checkbox\", \"label\": tru}]}"
        let findings = Support.lint(json, file: "t.json")
        #expect(Support.summary(findings) == ["1:81 parse-error"])
    }

    /// Values that are not scalars, members repeated, `children` that is not an array, items that
    /// are not objects and `lintSuppress` in each form, in one object with `children` in the middle.
    @Test func oddMembersAroundChildrenAreReportedAsBefore() {
        let json = """
        {"type": "ui", "version": 1, "children": [
          {"type": "checkbox", "id": "a", "children": [{"type": "link", "label": "More"}, 3, "x"],
           "label": {"text": "A"}, "id": "b", "lintSuppress": {"label-missing": "legacy", "label-too-long": 1}},
          {"type": "checkbox", "id": "c", "children": {"type": "link"}, "label": "C", "lintSuppress": "label-missing"}
        ]}
        """
        let document = Support.document(json, syntax: .json)
        #expect(document.elements.map(\.path) == ["ui", "a", "a/link[0]", "a/element[0]", "a/element[1]", "c"])
        #expect(document.elements[1].suppressions == ["label-missing": "legacy", "label-too-long": ""])
        let findings = Support.lint(json, file: "t.json").filter { $0.ruleID == "invalid-value" || $0.ruleID == "unknown-element" }
        let messages = findings.map(\.message)
        #expect(messages.contains { $0.contains("'label' must be a single value; found an object") })
        #expect(messages.contains { $0.contains("'id' is given more than once") })
        #expect(messages.contains { $0.contains("'children' must be an array of element objects; found an object") })
        #expect(messages.contains { $0.contains("lintSuppress must be an object mapping rule ids to reasons, not a string") })
        #expect(findings.filter { $0.message.contains("without a \"type\"") }.count == 2)
    }

    /// A big generated file, as the benchmark makes them: every element is read and linted, in
    /// order, from either syntax, with `children` last or first.
    @Test func aBigFileIsStreamedWhole() {
        let count = 5_000
        func checkbox(_ index: Int, childrenFirst: Bool) -> String {
            childrenFirst
                ? "{\"children\": [], \"type\": \"checkbox\", \"id\": \"c\(index)\", \"label\": \"Option \(index)\", \"width\": 44, \"height\": 44}"
                : "{\"type\": \"checkbox\", \"id\": \"c\(index)\", \"label\": \"Option \(index)\", \"width\": 44, \"height\": 44}"
        }
        for childrenFirst in [false, true] {
            let boxes = (0..<count).map { checkbox($0, childrenFirst: childrenFirst) }.joined(separator: ",\n")
            let json = childrenFirst
                ? "{\"children\": [{\"children\": [\n\(boxes)\n], \"type\": \"group\", \"header\": \"Options\"}], \"type\": \"ui\", \"version\": 1}"
                : "{\"type\": \"ui\", \"version\": 1, \"children\": [{\"type\": \"group\", \"header\": \"Options\", \"children\": [\n\(boxes)\n]}]}"
            let document = Support.document(json, syntax: .json)
            #expect(document.checkboxes.count == count)
            #expect(document.elements.last?.path == "group[0]/c\(count - 1)")
            #expect(document.elements.last?.location == SourceLocation(line: count + 1, column: 1))
            #expect(document.elements[1].children.count == count)
        }
    }
}

/// The compact element keeps every property as it was: set, read back, cleared.
@Suite struct CompactElementTests {
    @Test func everyPropertyReadsBackWhatWasSet() {
        let element = Element(name: "checkbox", kind: .checkbox, index: 3, parent: nil, location: SourceLocation(line: 2, column: 5))
        #expect(element.parent == nil && element.x == nil && element.hint == nil && element.layoutParent == 0)
        #expect(element.suppressions.isEmpty && element.traits == nil && element.version == nil)
        element.x = 0; element.y = 1.5; element.width = 44; element.height = 48
        element.hint = "Double tap"; element.descriptionText = "Helper"; element.header = "H"
        element.traits = ["button", "toggle"]; element.controls = ["a"]; element.version = 1
        element.layoutParent = 120; element.suppressions["label-missing"] = "legacy"
        element.triState = true; element.disabled = false; element.state = .checked; element.selectAll = true
        #expect(element.frame.map { [$0.x, $0.y, $0.width, $0.height] } == [0, 1.5, 44, 48])
        #expect(element.hint == "Double tap" && element.descriptionText == "Helper" && element.header == "H")
        #expect(element.traits == ["button", "toggle"] && element.controls == ["a"] && element.version == 1)
        #expect(element.layoutParent == 120 && element.suppressions == ["label-missing": "legacy"])
        #expect(element.triState == true && element.disabled == false && element.readOnly == nil)
        #expect(element.checkState == .checked && element.isSelectAll)
        element.hint = "Again"
        element.x = nil
        element.descriptionText = nil
        element.layoutParent = 0
        #expect(element.hint == "Again" && element.x == nil && element.y == 1.5 && element.frame == nil)
        #expect(element.descriptionText == nil && element.header == "H" && element.layoutParent == 0)
        let child = Element(name: "link", kind: .link, index: 4, parent: 3, location: .start)
        #expect(child.parent == 3)
    }
}
