import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintEngine

/// A path made when asked (the builder told the report prints none) is the path made as the
/// element is met, for every element.
struct ElementPathTests {
    static let xml = """
        <ui version="1" platform="ios">
          <screen id="signup">
            <group header="Notifications"><checkbox id="email" label="Email"/><checkbox label="SMS"/><checkbox label="Push"/>
              <group><checkbox label="Nested"/><text label="Note"/></group><group id="more"><checkbox label="Deep"/><checkbox/></group>
              <checkbox label="SMS"/>
            </group>
            <checkbox label="Loose"/><text label="Loose text"/>
          </screen>
          <screen><checkbox label="Other screen"/></screen>
          <checkbox id="top" label="At the root"/>
        </ui>
        """

    static func paths(madeAsMet: Bool, syntax: Linter.Syntax, text: String) -> [String] {
        let source = SourceText(text)
        let builder = DocumentBuilder(file: "t", source: source, options: .init(makesElementPaths: madeAsMet))
        switch syntax {
        case .xml: _ = XMLReader.read(source, into: builder)
        case .json: _ = JSONReader.read(source, into: builder)
        }
        return builder.makeDocument().elements.map(\.path)
    }

    @Test func pathsMadeWhenAskedAreThePathsMadeAsMet() {
        let eager = Self.paths(madeAsMet: true, syntax: .xml, text: Self.xml)
        #expect(eager.count == 18)
        #expect(eager.contains("signup/group[0]/checkbox[1]"))
        #expect(eager.contains("signup/group[0]/more/checkbox[0]"))
        #expect(eager[0] == "ui")
        #expect(Self.paths(madeAsMet: false, syntax: .xml, text: Self.xml) == eager)
    }

    @Test func aLintWithATextReportSaysWhatOneWithPathsSays() throws {
        var linter = try Linter(configuration: LintConfiguration())
        let withPaths = linter.lint(bytes: Array(Self.xml.utf8), file: "t.xml")
        linter.findingsCarryPaths = false
        let without = linter.lint(bytes: Array(Self.xml.utf8), file: "t.xml")
        guard case .linted(let a) = withPaths, case .linted(let b) = without else {
            Issue.record("not linted")
            return
        }
        #expect(!a.isEmpty)
        // A message names an element without an id by its path, made when asked.
        #expect(b.contains { $0.message.contains("signup/group[0]/more/checkbox[1]") })
        let messages = (a.map { $0.message }, b.map { $0.message })
        let locations = (a.map { "\($0.location)" }, b.map { "\($0.location)" })
        #expect(messages.0 == messages.1)
        #expect(locations.0 == locations.1)
        let emptyPaths = b.filter { $0.path.isEmpty }.count
        let paths = a.filter { !$0.path.isEmpty }.count
        #expect(emptyPaths == b.count)
        #expect(paths > 0)
    }
}
