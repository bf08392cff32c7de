import Foundation
import Testing

/// `checkbox-lint preview` as users run it (SPEC §3): lines, JSON, exit statuses, the fallback notice.
@Suite struct PreviewCommandTests {
    static let signup = """
    <ui version="1" platform="ios" locale="en">
      <screen id="signup">
        <group id="notifications" header="Notifications">
          <checkbox id="email" label="Email" width="44" height="44"/>
          <checkbox label="Say hi" accessibilityLabel="Say &quot;hi&quot;&#9;now" state="checked" disabled="true"/>
        </group>
      </screen>
    </ui>
    """
    static let french = """
    {"type": "ui", "version": 1, "locale": "fr-CA", "children": [
      {"type": "checkbox", "id": "cgu", "label": "J'accepte", "readOnly": true}
    ]}
    """
    static let german = #"<ui version="1" locale="de"><checkbox id="a" label="Ja"/></ui>"#


    @Test func textPrintsOneLinePerCheckboxInDocumentOrder() throws {
        let root = try Support.folder(["Screens/signup.xml": Self.signup, "Screens/terms.json": Self.french, "pom.xml": "<project/>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["preview", "Screens", "pom.xml"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Screens/signup.xml:4:7: signup/notifications/email: unchecked, Email, Notifications, Checkbox
        Screens/signup.xml:5:7: signup/notifications/checkbox[1]: checked, Say "hi"\\tnow, Notifications, Checkbox, dimmed
        Screens/terms.json:2:3: cgu: non coché, J'accepte, case à cocher, lecture seule

        """)
    }

    /// A line break in a label is written escaped: one line per checkbox, whatever the labels hold
    /// (a tab, like every control character, is escaped too: `OneLine`).
    @Test func lineBreaksInALabelStayOnTheCheckboxsLine() throws {
        let result = try CLI.run(["preview", "invalid/line-break-in-label.xml"], in: Support.fixturesRoot)
        #expect(result.status == 0)
        #expect(result.stdout == #"""
        invalid/line-break-in-label.xml:5:5: terms/accept: unchecked, Terms\nand\tconditions, Checkbox
        invalid/line-break-in-label.xml:6:5: terms/news: unchecked, News\r\nletter, Checkbox

        """#)
    }

    @Test func jsonIsAnArrayOfObjectsWithTheSpecsKeysInOrder() throws {
        let root = try Support.folder(["signup.xml": Self.signup, "terms.json": Self.french])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["preview", "--format", "json", "."], in: root)
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let objects = try #require(parsed)
        try #require(objects.count == 3)
        #expect(objects[0]["file"] as? String == "signup.xml")
        #expect(objects[0]["line"] as? Int == 4)
        #expect(objects[0]["column"] as? Int == 7)
        #expect(objects[0]["path"] as? String == "signup/notifications/email")
        #expect(objects[0]["id"] as? String == "email")
        #expect(objects[0]["locale"] as? String == "en")
        #expect(objects[0]["announcement"] as? String == "unchecked, Email, Notifications, Checkbox")
        #expect(objects[1]["id"] is NSNull)
        #expect(objects[1]["announcement"] as? String == "checked, Say \"hi\"\tnow, Notifications, Checkbox, dimmed")
        #expect(objects[2]["locale"] as? String == "fr-CA")
        #expect(objects[2]["announcement"] as? String == "non coché, J'accepte, case à cocher, lecture seule")
        // Keys in the order SPEC §3 lists them, on every object.
        let keys = ["\"file\"", "\"line\"", "\"column\"", "\"path\"", "\"id\"", "\"locale\"", "\"announcement\""]
        for line in result.stdout.split(separator: "\n") where line.contains("{") {
            let positions = keys.map { line.range(of: $0)?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil } && positions.map { $0! } == positions.map { $0! }.sorted(), "\(line)")
        }
        // Byte-identical from run to run, whatever the number of jobs.
        #expect(try CLI.run(["preview", "--format", "json", "--jobs", "1", "."], in: root).stdout == result.stdout)
    }

    /// A UI description without a checkbox, or a file named that is none: an empty array. (A
    /// folder walk that finds no UI description at all fails: `FirstStepsCommandLineTests`.)
    @Test func jsonWithNoCheckboxIsAnEmptyArray() throws {
        let root = try Support.folder(["pom.xml": "<project/>", "Screens/a.xml": "<ui version=\"1\"><screen id=\"s\"/></ui>"])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["."], ["pom.xml"]] {
            let result = try CLI.run(["preview", "--format", "json"] + arguments, in: root)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout == "[]\n", "\(arguments)")
        }
    }

    @Test func aFileThatCannotBeParsedExitsOneWithTheErrorOnStandardError() throws {
        let root = try Support.folder(["a-broken.xml": "<ui>\n<screen>\n</ui>\n", "b.xml": Self.signup])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["preview", "."], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("a-broken.xml:3:"))
        #expect(result.stderr.contains(": error: The file is not well-formed XML"))
        #expect(result.stderr.hasSuffix("[parse-error]\n"))
        #expect(result.stdout.hasPrefix("b.xml:4:7: signup/notifications/email: "))
        // The JSON on standard output stays valid.
        let json = try CLI.run(["preview", "--format", "json", "."], in: root)
        #expect(json.status == 1)
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == 2)
    }

    @Test func aModelElementWithoutItsUIRootOnStandardInputExitsOne() throws {
        let result = try CLI.run(["preview", "-", "--stdin-filename", "piped.xml"], stdin: "<screen/>")
        #expect(result.status == 1)
        #expect(result.stderr.contains("piped.xml:1:1: error: A UI description must have a 'ui' root element"))
        let piped = try CLI.run(["preview", "--locale", "fr", "-"], stdin: #"<ui version="1"><checkbox label="A"/></ui>"#)
        #expect(piped.status == 0)
        #expect(piped.stdout == "<stdin>:1:17: checkbox[0]: non coché, A, case à cocher\n")
    }

    @Test func valuesTheModelCannotReadAreShownOnStandardError() throws {
        let text = """
        <ui version="1">
          <checkbox id="a" lable="Email" state="chekced"/>
          <!-- checkbox-lint-disable invalid-value: shown elsewhere -->
          <checkbox id="b" label="B" disabled="maybe"/>
        </ui>
        """
        let result = try CLI.run(["preview", "-", "--stdin-filename", "v.xml"], stdin: text)
        #expect(result.status == 0)
        #expect(result.stdout == "v.xml:2:3: a: unchecked, Checkbox\nv.xml:4:3: b: unchecked, B, Checkbox\n")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("v.xml:2:3: error: Invalid state 'chekced'") == true)
        #expect(lines.last?.hasSuffix("did you mean 'label'? [unknown-attribute]") == true)
    }

    @Test func aPathThatCannotBeReadExitsTwo() throws {
        let root = try Support.folder(["b.xml": Self.signup])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try CLI.run(["preview", "missing.xml", "b.xml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.xml"))
        #expect(try CLI.run(["preview", "--format", "yaml", "b.xml"], in: root).status == 2)
        #if os(Linux)
        // Readable for stat, not for read(2) (works as root, unlike a chmod 000 file): the other
        // files are still previewed.
        let unreadable = try CLI.run(["preview", "/proc/self/mem", "b.xml"], in: root)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("/proc/self/mem: cannot read file"))
        #expect(unreadable.stdout.contains("b.xml:4:7:"))
        #endif
    }

    @Test func anUnknownLanguageIsAnnouncedInEnglishWithOneNoticePerRun() throws {
        let root = try Support.folder(["a.xml": Self.german, "b.xml": Self.german, "c.xml": Self.signup])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CLI.run(["preview", "."], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("a.xml:1:29: a: unchecked, Ja, Checkbox\nb.xml:1:29: a: unchecked, Ja, Checkbox\n"))
        let notices = result.stderr.split(separator: "\n")
        #expect(notices.count == 1)
        #expect(notices.first?.contains("no announcement words for language 'de'") == true)
        #expect(notices.first?.contains("English") == true)
        // `--locale` sets the language of documents that name none.
        let defaulted = try CLI.run(["preview", "--locale", "it", "-"], stdin: #"<ui version="1"><checkbox label="Sì"/></ui>"#)
        #expect(defaulted.stderr.split(separator: "\n").count == 1)
        #expect(defaulted.stderr.contains("'it'"))
        #expect(try CLI.run(["preview", "c.xml"], in: root).stderr == "")
    }

    @Test func previewIsListedInTheHelp() throws {
        let help = try CLI.run(["--help"])
        #expect(help.stdout.contains("preview"))
        let own = try CLI.run(["preview", "--help"])
        #expect(own.status == 0)
        #expect(own.stdout.contains("--format"))
        #expect(own.stdout.contains("--locale"))
    }
}
