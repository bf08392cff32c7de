import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// reading-order: document order against visual order (rows, leading to trailing, right to left).
@Suite struct ReadingOrderTests {
    static let id = "reading-order"

    @Test func topToBottomInDocumentOrderIsFine() {
        #expect(RuleTest.paths(Self.id, """
            <screen id="s">
              <text id="intro" label="Intro" x="0" y="0" width="300" height="44"/>
              <checkbox id="a" label="A" x="0" y="50" width="300" height="44"/>
              <checkbox id="b" label="B" x="0" y="100" width="300" height="44"/>
            </screen>
            """) == [])
    }

    @Test func anElementReadBeforeOneAboveItIsReported() {
        let findings = RuleTest.findings(Self.id, """
            <screen id="s">
              <checkbox id="accept" label="Accept" x="16" y="200" width="300" height="44"/>
              <text id="intro" label="Intro" x="16" y="100" width="300" height="44"/>
            </screen>
            """)
        #expect(findings.map(\.path) == ["s/accept"])
        #expect(findings.first?.message == "'accept' is read before 'intro', which is above it on screen; move 'intro' before 'accept' in the document so VoiceOver reads in visual order")
        #expect(findings.first?.severity == .warning)
    }

    @Test func withinARowLeftToRight() {
        let findings = RuleTest.findings(Self.id, """
            <group id="g" header="G">
              <checkbox id="right" label="R" x="200" y="0" width="100" height="44"/>
              <checkbox id="left" label="L" x="0" y="10" width="100" height="44"/>
            </group>
            """)
        #expect(findings.map(\.path) == ["g/right"])
        #expect(findings.first?.message.contains("'right' is read before 'left', which is to its left on screen") == true)
    }

    @Test(arguments: ["ar", "he", "fa", "ur", "ar-EG", "HE"])
    func rightToLeftLanguagesReadRowsFromTheRight(locale: String) {
        let leftFirst = """
            <group id="g" header="G">
              <checkbox id="left" label="L" x="0" y="0" width="100" height="44"/>
              <checkbox id="right" label="R" x="200" y="0" width="100" height="44"/>
            </group>
            """
        let rightFirst = """
            <group id="g" header="G">
              <checkbox id="right" label="R" x="200" y="0" width="100" height="44"/>
              <checkbox id="left" label="L" x="0" y="0" width="100" height="44"/>
            </group>
            """
        let findings = RuleTest.findings(Self.id, leftFirst, locale: locale)
        #expect(findings.map(\.path) == ["g/left"])
        let language = locale.prefix(2).lowercased()
        #expect(findings.first?.message == "'left' is read before 'right', which is to its right on screen (rows read right to left in '\(language)'); move 'right' before 'left' in the document so VoiceOver reads in visual order")
        #expect(RuleTest.paths(Self.id, rightFirst, locale: locale) == [])
        // Left to right elsewhere.
        #expect(RuleTest.paths(Self.id, rightFirst, locale: "fr") == ["g/right"])
    }

    @Test func rowsNeedHalfTheSmallerHeightOfOverlap() {
        // 44-high boxes: 22 of overlap is a row (then left to right), 21 is not (then top to bottom).
        let sameRow = """
            <group id="g" header="G">
              <checkbox id="right" label="R" x="200" y="0" width="100" height="44"/>
              <checkbox id="left" label="L" x="0" y="22" width="100" height="44"/>
            </group>
            """
        #expect(RuleTest.paths(Self.id, sameRow) == ["g/right"])
        let nextRow = sameRow.replacingOccurrences(of: "y=\"22\"", with: "y=\"23\"")
        #expect(RuleTest.paths(Self.id, nextRow) == [])
        // A small box beside a tall one: half of the smaller height decides.
        #expect(RuleTest.paths(Self.id, """
            <group id="g" header="G">
              <text id="tall" label="T" x="200" y="0" width="100" height="200"/>
              <checkbox id="small" label="S" x="0" y="150" width="100" height="44"/>
            </group>
            """) == ["g/tall"])
    }

    @Test func siblingsWithoutAFullFrameAreLeftOut() {
        #expect(RuleTest.paths(Self.id, """
            <screen id="s">
              <checkbox id="a" label="A" x="0" y="100" width="300" height="44"/>
              <text id="no-frame" label="No frame"/>
              <checkbox id="no-height" label="B" x="0" y="0" width="300"/>
              <checkbox id="c" label="C" x="0" y="200" width="300" height="44"/>
            </screen>
            """) == [])
    }

    @Test func reportedOncePerParentAtTheFirstOutOfOrder() {
        let findings = RuleTest.findings(Self.id, """
            <screen id="s">
              <text id="ok-first" label="1" x="0" y="0" width="300" height="44"/>
              <checkbox id="c" label="C" x="0" y="300" width="300" height="44"/>
              <checkbox id="b" label="B" x="0" y="200" width="300" height="44"/>
              <checkbox id="a" label="A" x="0" y="100" width="300" height="44"/>
              <group id="g" header="G" x="0" y="400" width="300" height="100">
                <checkbox id="inner-2" label="2" x="0" y="450" width="300" height="44"/>
                <checkbox id="inner-1" label="1" x="0" y="400" width="300" height="44"/>
              </group>
            </screen>
            """)
        #expect(findings.map(\.path) == ["s/c", "s/g/inner-2"])
        #expect(findings.first?.message.hasPrefix("'c' is read before 'a', which is above it") == true)
    }

    @Test func visualOrderAnchorsRowsOnTheirTopBox() {
        // A staircase: each box overlaps the next by more than half, but the third not the first.
        func box(_ index: Int, x: Double, y: Double) -> ReadingOrder.Box {
            ReadingOrder.Box(index: index, x: x, y: y, width: 10, height: 40)
        }
        let order = ReadingOrder.visualOrder([box(0, x: 100, y: 0), box(1, x: 50, y: 15), box(2, x: 0, y: 30)], rightToLeft: false)
        #expect(order.map(\.index) == [1, 0, 2])
    }
}
