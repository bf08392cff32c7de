import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine

/// Issue 23: what the project's code says about each control (SPEC §9). The fixtures are small
/// fake modules: `Fixtures/android/code-evidence/app` (a Gradle module with Kotlin and Java) and
/// `Fixtures/interface-builder/code-evidence` (an Xcode project with a Swift class).
@Suite struct CodeEvidenceTests {
    static let android = "android/code-evidence/app/src/main/res/layout/"
    static let interfaceBuilder = "interface-builder/code-evidence/DisplayView.xib"

    /// `file:line:col rule` of each finding of a fixture, as `checkbox-lint lint` run in `Fixtures/` says.
    static func findings(_ fixture: String) throws -> [String] {
        try FixtureTests.report(for: fixture).findings.filter { !$0.isSuppressed }
            .map { "\(fixture):\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }

    static func document(_ fixture: String) throws -> Document {
        let path = Support.fixturesRoot.appendingPathComponent(fixture).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require(ModelReader.read(bytes: bytes, file: path).document)
    }

    static func checkbox(_ id: String, in document: Document) throws -> Element {
        try #require(document.elements.first { $0.isCheckbox && $0.id == id })
    }

    @Test func anAndroidNameSetInCodeIsANameAndOnlyTheUnnamedAreReported() throws {
        let file = Self.android + "dialog_find.xml"
        // whole_word_check_box: code sets only its state; selected_check_box: gone in the layout,
        // shown by `isVisible = inMultiSelect`, never named.
        #expect(try Self.findings(file) == ["\(file):28:9 label-missing", "\(file):38:9 label-missing"])
        let document = try Self.document(file)
        let byBinding = try Self.checkbox("ignore_case_check_box", in: document)
        #expect(byBinding.accessibleName == "{set in code}")
        #expect(byBinding.isNameDynamic)
        #expect(try Self.checkbox("regex_check_box", in: document).accessibleName == "{set in code}")  // binding.x.apply { text = }
        #expect(try Self.checkbox("whole_word_check_box", in: document).accessibleName == nil)
    }

    @Test func aViewTheLayoutHidesIsReachableWhenCodeShowsItAndHiddenWhenCodeOnlyHidesIt() throws {
        let document = try Self.document(Self.android + "dialog_find.xml")
        #expect(try !Self.checkbox("selected_check_box", in: document).isHiddenFromAccessibility)  // shown by code
        #expect(try Self.checkbox("archived_check_box", in: document).isHiddenFromAccessibility)  // code never names it
        #expect(try Self.checkbox("debug_switch", in: document).isHiddenFromAccessibility)  // `visibility = View.GONE` only
    }

    @Test func aJavaAliasCarriesTheName() throws {
        let file = Self.android + "item_named.xml"
        #expect(try Self.findings(file).isEmpty)
        #expect(try Self.checkbox("row_named_check", in: Self.document(file)).accessibleName == "{set in code}")
    }

    @Test func aRowWithAClickListenerInCodeDoesNotNameTheControlItToggles() throws {
        let file = Self.android + "item_row.xml"
        #expect(try Self.findings(file) == ["\(file):14:5 label-missing"])
    }

    /// Issue 23: a row code makes clickable around a CheckBox that is clickable itself is two
    /// TalkBack stops (the row without a state, the CheckBox without a name); the message names
    /// both and how to make them one, not only the CheckBox's name.
    @Test func aRowCodeMakesClickableAndItsControlAreBothStopsInTheMessage() throws {
        let file = Self.android + "item_row.xml"
        let document = try Self.document(file)
        #expect(try Self.checkbox("row_check", in: document).clickableRowText == "Daily backup")
        let stop = try #require(document.tree.checkboxes.first { $0.id == "row_check" })
        #expect(stop.clickableRowText == "Daily backup" && !stop.isJudgedByRow)
        let finding = try #require(FixtureTests.report(for: file).findings.first { $0.ruleID == "label-missing" })
        #expect("\(finding.location.line):\(finding.location.column)" == "14:5")
        #expect(finding.message.contains("TalkBack stops twice, on its row 'Daily backup', which has no state, and then on it, which has no name"))
        #expect(finding.message.contains("android:clickable=\"false\" and android:focusable=\"false\""))
        // The advice for a CheckBox alone (tie the TextView to it) would leave the row a stop.
        #expect(!finding.message.contains("labelFor"))
    }

    /// The fix applied: the CheckBox neither clickable nor focusable in the row code makes
    /// clickable, which is the one stop and names it.
    @Test func aRowThatIsTheOneStopIsNotTwoStops() throws {
        let file = Self.android + "item_row_one_stop.xml"
        #expect(try Self.findings(file).isEmpty)
        let check = try Self.checkbox("one_stop_check", in: Self.document(file))
        #expect(check.isPartOfRow && check.clickableRowText == nil && check.accessibleName == "Weekly backup")
    }

    /// The same two stops where the layout makes the row clickable; without a clickable row (no
    /// code, no attribute) the CheckBox is one stop and the advice ties the TextView to it. A
    /// named CheckBox in a clickable row is not label-missing's business.
    @Test func aRowClickableInTheLayoutIsTheSameTwoStopsAndANamedControlIsNotReported() {
        func layout(_ rowAttributes: String, _ checkAttributes: String = "") -> String {
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/row" \(rowAttributes)>
              <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Daily backup"/>
              <CheckBox android:id="@+id/check" android:layout_height="48dp" \(checkAttributes)/>
            </LinearLayout>
            """
        }
        let file = "/nonexistent/res/layout/x.xml"
        let clickable = Support.lint(layout(#"android:clickable="true""#), file: file)
        #expect(clickable.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["3:3 label-missing"])
        #expect(clickable.first?.message.contains("TalkBack stops twice, on its row 'Daily backup'") == true)
        let plain = Support.lint(layout(""), file: file)
        #expect(plain.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["3:3 label-missing"])
        #expect(plain.first.map { !$0.message.contains("stops twice") && $0.message.contains("android:labelFor") } == true)
        #expect(Support.lint(layout(#"android:clickable="true""#, #"android:contentDescription="Back up daily""#), file: file)
            .filter { $0.ruleID == "label-missing" }.isEmpty)
    }

    @Test func tableRowLabelsAndParagraphsAreNotSectionTitles() throws {
        let file = Self.android + "dialog_permissions.xml"
        // Only 'Sync' titles a set: the paragraph before the switches and 'Owner' in the table row do not.
        #expect(try Self.findings(file) == ["\(file):38:5 group-header-missing"])
        let message = try FixtureTests.report(for: file).findings.first?.message ?? ""
        #expect(message.contains("android:accessibilityHeading=\"true\""))
    }

    @Test func preCommitFindsTheModulesCodeAsAWalkDoes() throws {
        let layout = Support.fixturesRoot.appendingPathComponent(Self.android + "dialog_find.xml").path
        let named = try CLI.run(["lint", "--format", "json", layout])
        let walked = try CLI.run(["lint", "--format", "json", Support.fixturesRoot.appendingPathComponent("android/code-evidence").path])
        #expect(named.stdout.contains("selected_check_box") && !named.stdout.contains("ignore_case_check_box"))
        #expect(walked.stdout.contains("selected_check_box") && !walked.stdout.contains("ignore_case_check_box"))
    }

    @Test func interfaceBuilderTitlesCodeReplacesAreNeitherComparedNorJudged() throws {
        let file = Self.interfaceBuilder
        // d1/d2 'Display...' are retitled by code (no label-duplicate); k1/k2 'Compact' are not;
        // the switch hidden in the file is shown by code and unnamed; 'Status' (code sets it)
        // titles nothing; the untitled box is a container, not a set missing its title.
        #expect(try Self.findings(file) == ["\(file):31:17 label-duplicate", "\(file):35:17 label-missing"])
        let document = try Self.document(file)
        #expect(try Self.checkbox("d1", in: document).accessibleName == "{set in code}")
        #expect(try Self.checkbox("d2", in: document).isNameDynamic)  // `self.secondDisplayCheck.title =`
        #expect(try !Self.checkbox("sw", in: document).isHiddenFromAccessibility)
    }

    @Test func withoutTheCodeTheSameFilesAreReadAsBefore() throws {
        // A layout outside any module, with no code beside it: nothing is assumed.
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
          <CheckBox android:id="@+id/a" android:layout_height="48dp" android:visibility="gone"/>
          <CheckBox android:id="@+id/b" android:layout_height="48dp"/>
        </LinearLayout>
        """
        #expect(Support.ruleIDs(Support.lint(layout, file: "/nonexistent/res/layout/x.xml")) == ["label-missing"])
    }

    /// `tools:visibility="visible"` previews code showing a view the layout hides; `tools:text`
    /// previews a name code sets. Neither needs the code to be found.
    @Test func toolsAttributesPreviewWhatCodeDoes() {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
          <CheckBox android:id="@+id/shown" android:layout_height="48dp" android:visibility="gone" tools:visibility="visible"/>
          <CheckBox android:id="@+id/previewed" android:layout_height="48dp" tools:text="Ignore case"/>
        </LinearLayout>
        """
        let findings = Support.lint(layout, file: "/nonexistent/res/layout/x.xml")
        #expect(findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["2:3 label-missing"])
    }

    /// An iOS table section with no header is layout (its title may come from the data source):
    /// not a set that lacks one. A titled one still scopes its set.
    @Test func anUntitledTableSectionIsNotASetMissingItsTitle() {
        func storyboard(_ header: String) -> String {
            func cell(_ id: String) -> String {
                """
                <tableViewCell id="\(id)-cell"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                  <tableViewCellContentView key="contentView" id="\(id)-content"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <subviews>
                      <switch id="\(id)"><rect key="frame" x="345" y="6" width="51" height="31"/>
                        <accessibility key="accessibilityConfiguration" label="\(id)"/></switch>
                    </subviews>
                  </tableViewCellContentView>
                </tableViewCell>
                """
            }
            return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
              <scenes><scene sceneID="s"><objects>
                <tableViewController id="vc"><tableView key="view" id="tv"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <sections><tableViewSection \(header) id="section"><cells>\(cell("Wi-Fi"))\(cell("Bluetooth"))</cells></tableViewSection></sections>
                </tableView></tableViewController>
              </objects></scene></scenes>
            </document>
            """
        }
        #expect(Support.ruleIDs(Support.lint(storyboard(""), file: "Main.storyboard")).isEmpty)
        #expect(Support.ruleIDs(Support.lint(storyboard(#"headerTitle="Radios""#), file: "Main.storyboard")).isEmpty)
    }

    @Test(arguments: [
        ("binding.fooBar.text = x", "foobar", \ControlEvidence.setsName),
        ("findViewById<CheckBox>(R.id.foo_bar).setText(R.string.x)", "foobar", \ControlEvidence.setsName),
        ("with(binding) {\n fooBar.contentDescription = label\n}", "foobar", \ControlEvidence.setsName),
        ("val box = binding.fooBar\nbox.text = \"a\"", "foobar", \ControlEvidence.setsName),
        ("[self.fooBar setTitle:name];", "foobar", \ControlEvidence.setsName),
        ("fooBar.isVisible = shown", "foobar", \ControlEvidence.mayShow),
        ("fooBar.visibility = View.GONE", "foobar", \ControlEvidence.hides),
        ("row.setOnClickListener { box.toggle() }", "row", \ControlEvidence.listensForClicks),
        ("adapter = ArrayAdapter(ctx, R.layout.simple_item, items)", "adapter-root:simpleitem", \ControlEvidence.setsName),
    ])
    func theScannerReadsEachForm(source: String, key: String, fact: KeyPath<ControlEvidence, Bool>) {
        let evidence = SourceScanner.scan(Array(source.utf8)).controls[key] ?? ControlEvidence()
        #expect(evidence[keyPath: fact], "\(source)")
    }

    @Test(arguments: [
        "// binding.fooBar.text = x",
        "val s = \"binding.fooBar.text = x\"",
        "if (binding.fooBar.text == x) {}",
        "val t = binding.fooBar.text",
    ])
    func readingOrComparingIsNotAssigning(source: String) {
        #expect(SourceScanner.scan(Array(source.utf8)).controls["foobar"]?.setsName != true, "\(source)")
    }

    /// The index a module's files are searched by holds every layout the scan notes, so that
    /// searching only the files it lists finds what searching every file did.
    @Test func theLayoutIndexHoldsEveryLayoutTheScanNames() {
        let sources = [
            "class A : Fragment(R.layout.screen_one) { val b = ScreenTwoBinding.inflate(inflater) }",
            "import kotlinx.android.synthetic.main.item_row.*\nval x = R.layout.dialog_find",
            "// R.layout.in_a_comment\nval s = \"FooBarBinding\"",
            "val binding: ItemRowBinding = DataBindingUtil.bind(view)!!; val notOne = Binding(); val lower = fooBinding",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let indexed = SourceScanner.layoutMentions(bytes)
            #expect(SourceScanner.scan(bytes).layouts.isSubset(of: indexed), "\(source)")
        }
        #expect(SourceScanner.layoutMentions(Array(sources[0].utf8)) == ["screenone", "screentwo"])
        #expect(SourceScanner.layoutMentions(Array(sources[1].utf8)) == ["itemrow", "dialogfind"])
        #expect(SourceScanner.layoutMentions(Array(sources[2].utf8)) == ["inacomment", "foobar"], "comments and strings count here")
        #expect(SourceScanner.layoutMentions(Array(sources[3].utf8)) == ["itemrow"], "a word that only ends in Binding is none")
    }
}

