import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintEngine

/// SPEC §7, §8 (issue 27): the front ends' work grows linearly with the file. Each input is
/// generated at a size where the quadratic walks they replace took minutes in a debug build (17 s
/// in a release build for the Android and Interface Builder cases), so a return of the quadratic
/// shows as a test that does not end; the assertions are on what is read, never on timings.
@Suite struct FrontendComplexityTests {
    static func model(_ text: String, file: String) throws -> Document {
        try #require(ModelReader.read(bytes: Array(text.utf8), file: file, configuration: LintConfiguration()).document)
    }

    // MARK: - Android

    @Test func thousandsOfUnclickableCheckBoxesAreNamedByTheirRowOnce() throws {
        // 4,000 CheckBoxes that are neither clickable nor focusable (580 KB): each one's row is made
        // clickable in code, and is the nearest ancestor with a text. The path from the root and
        // the ancestors' texts were found again for each.
        let count = 4_000
        var layout = #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">"# + "\n"
        layout += #"  <TextView android:text="Notifications"/>"# + "\n"
        for index in 0..<count {
            layout += #"  <LinearLayout android:orientation="horizontal"><CheckBox android:id="@+id/box\#(index)" android:clickable="false" android:focusable="false" android:layout_width="48dp" android:layout_height="48dp"/></LinearLayout>"# + "\n"
        }
        layout += "</LinearLayout>\n"
        #expect(layout.utf8.count > 500_000)
        let document = try Self.model(layout, file: "res/layout/many.xml")
        let checkboxes = document.checkboxes
        #expect(checkboxes.count == count)
        // The nearest ancestor with a text is the root: its TextView names every row.
        #expect(checkboxes.allSatisfy { $0.isPartOfRow && $0.label == "Notifications" })
    }

    @Test func anUnclickableCheckBoxTakesTheNearestAncestorWithTextOutsideItself() throws {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <TextView android:text="Outer"/>
            <FrameLayout>
                <CheckBox android:id="@+id/a" android:clickable="false" android:focusable="false"/>
                <LinearLayout android:visibility="gone"><TextView android:text="Hidden"/></LinearLayout>
            </FrameLayout>
            <FrameLayout>
                <TextView android:text="Inner"/>
                <CheckBox android:id="@+id/b" android:clickable="false" android:focusable="false"/>
            </FrameLayout>
        </LinearLayout>
        """
        let document = try Self.model(layout, file: "res/layout/nearest.xml")
        // The hidden text does not count: the root is the nearest ancestor with a text, and all
        // its visible texts name the first; the second's own layout has one.
        #expect(document.checkboxes.map(\.label) == ["Outer, Inner", "Inner"])
    }

    @Test func aRowOfThousandsOfControlsNamesEachWithTheFirstTextsAndACount() throws {
        // A clickable row of 3,000 unclickable CheckBoxes, each beside its TextView: each CheckBox
        // is named by the row's texts. Joined whole, that was quadratic output (300 KB of layout
        // made a 26 MB preview).
        let count = 3_000
        var layout = #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:clickable="true">"# + "\n"
        for index in 0..<count {
            layout += #"  <TextView android:text="Item \#(index)"/><CheckBox android:id="@+id/c\#(index)" android:clickable="false"/>"# + "\n"
        }
        layout += "</LinearLayout>\n"
        let document = try Self.model(layout, file: "res/layout/row.xml")
        let checkboxes = document.checkboxes
        #expect(checkboxes.count == count)
        let expected = (0..<8).map { "Item \($0)" }.joined(separator: ", ") + ", … (\(count - 8) more texts)"
        #expect(checkboxes.allSatisfy { $0.isPartOfRow && $0.label == expected })
        // The names together grow with the row, not with its square.
        let total = checkboxes.reduce(0) { $0 + ($1.label?.utf8.count ?? 0) }
        #expect(total < 200 * count)
    }

    @Test func aShortRowIsNamedByAllItsTexts() throws {
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:clickable="true">
            <TextView android:text="Wi-Fi"/>
            <TextView android:text="Connected"/>
            <CheckBox android:id="@+id/wifi" android:clickable="false"/>
        </LinearLayout>
        """
        #expect(try Self.model(layout, file: "res/layout/short.xml").checkboxes.first?.label == "Wi-Fi, Connected")
    }

    @Test func aLongTextInARowIsCut() throws {
        let long = String(repeating: "word ", count: 200)
        let layout = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:clickable="true">
            <TextView android:text="\(long)"/>
            <CheckBox android:id="@+id/box" android:clickable="false"/>
        </LinearLayout>
        """
        let label = try #require(try Self.model(layout, file: "res/layout/long.xml").checkboxes.first?.label)
        #expect(label.count == RowTextsLimits.maximumLabelLength + 1)
        #expect(label.hasSuffix("…"))
    }

    @Test func thousandsOfCheckBoxesSideBySideFindTheTextBesideThemOnce() throws {
        // 4,000 CheckBoxes in one container, each after its TextView: the position of each among
        // its siblings was looked up from the first sibling.
        let count = 4_000
        var layout = #"<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">"# + "\n"
        for index in 0..<count {
            layout += #"  <TextView android:text="Option \#(index)"/><CheckBox android:id="@+id/o\#(index)"/>"# + "\n"
        }
        layout += "</LinearLayout>\n"
        let checkboxes = try Self.model(layout, file: "res/layout/side.xml").checkboxes
        #expect(checkboxes.count == count)
        #expect(checkboxes.enumerated().allSatisfy { $0.element.untiedText == "Option \($0.offset)" })
    }

    @Test func aliasChainsAreFollowedOncePerRun() throws {
        // 100,000 links (`<string name="s1">@string/s2</string>`…) referenced 300 times: each
        // reference followed the whole chain again (over a minute).
        let links = 100_000
        var strings = "<resources>\n"
        for index in 0..<links {
            strings += "<string name=\"s\(index)\">@string/s\(index + 1)</string>\n"
        }
        strings += "<string name=\"s\(links)\">End of the chain</string>\n"
        // A second chain that joins the first halfway, and a loop.
        strings += "<string name=\"other\">@string/s\(links / 2)</string>\n"
        strings += "<string name=\"loop1\">@string/loop2</string>\n<string name=\"loop2\">@string/loop1</string>\n"
        strings += "</resources>\n"
        let root = try Support.folder([
            "settings.gradle": "include ':app'\n",
            "app/src/main/res/values/strings.xml": strings,
            "app/src/main/res/layout/screen.xml": "<LinearLayout/>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = AndroidStringResources()
        let layout = root.appendingPathComponent("app/src/main/res/layout/screen.xml").path
        for index in 0..<300 {
            let start = index % 3 == 0 ? "s0" : index % 3 == 1 ? "s\(index)" : "other"
            #expect(resources.resolve("@string/\(start)", layoutPath: layout, language: "en") == "End of the chain")
        }
        #expect(resources.resolve("@string/loop1", layoutPath: layout, language: "en") == nil)
        #expect(resources.resolve("@string/loop2", layoutPath: layout, language: "en") == nil)
        #expect(resources.resolve("@string/missing", layoutPath: layout, language: "en") == nil)
    }

    // MARK: - Interface Builder

    static func xib(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
          <view id="root"><rect key="frame" x="0" y="0" width="400" height="200000"/><subviews>
        \(subviews)
          </subviews></view>
        </objects></document>
        """
    }

    @Test func thousandsOfLabelledSwitchesFindTheirRowsOnce() throws {
        // 4,000 rows of a label and a switch in one view (770 KB): each control asked every sibling
        // for its role and frame, and each label asked again whether it labels another control.
        let count = 4_000
        var subviews = ""
        for index in 0..<count {
            let y = 44 * index
            subviews += #"<label text="Setting \#(index)" id="l\#(index)"><rect key="frame" x="20" y="\#(y)" width="200" height="30"/></label>"# + "\n"
            subviews += #"<switch id="s\#(index)"><rect key="frame" x="320" y="\#(y)" width="51" height="31"/></switch>"# + "\n"
        }
        // One label beside a text field: it labels that field.
        let last = 44 * count
        subviews += #"<label text="Name" id="name"><rect key="frame" x="20" y="\#(last)" width="100" height="30"/></label>"# + "\n"
        subviews += #"<textField id="field"><rect key="frame" x="140" y="\#(last)" width="200" height="30"/></textField>"# + "\n"
        let xib = Self.xib(subviews)
        #expect(xib.utf8.count > 500_000)
        let document = try Self.model(xib, file: "Many.xib")
        let switches = document.checkboxes
        #expect(switches.count == count)
        #expect(switches.enumerated().allSatisfy { $0.element.untiedText == "Setting \($0.offset)" })
        let labelling = document.elements.filter { $0.kind == .text && $0.labelsAnotherControl }.map(\.id)
        #expect(labelling == ["name"])
    }

    @Test func theNearestTextOnTheRowWinsAndTiesGoToTheFirst() throws {
        let xib = Self.xib("""
            <label text="Far" id="far"><rect key="frame" x="300" y="0" width="50" height="30"/></label>
            <label text="Near" id="near"><rect key="frame" x="0" y="0" width="50" height="30"/></label>
            <switch id="s"><rect key="frame" x="60" y="0" width="51" height="31"/></switch>
            <label text="Above" id="above"><rect key="frame" x="60" y="-100" width="50" height="30"/></label>
            <label text="Left" id="left"><rect key="frame" x="0" y="300" width="50" height="30"/></label>
            <label text="Right" id="right"><rect key="frame" x="80" y="300" width="50" height="30"/></label>
            <switch id="t"><rect key="frame" x="60" y="300" width="10" height="31"/></switch>
            <label text="Tall" id="tall"><rect key="frame" x="400" y="500" width="50" height="3000"/></label>
            <switch id="u"><rect key="frame" x="300" y="2000" width="51" height="31"/></switch>
        """)
        let document = try Self.model(xib, file: "Near.xib")
        #expect(document.checkboxes.map(\.untiedText) == ["Near", "Left", "Tall"])
    }

    @Test func nestedBoxesAreAskedWhetherTheyHoldAControlOnce() throws {
        // Boxes one inside the other around one switch, as deep as the XML reader allows: each box
        // walked all below it.
        let depth = 80
        var xml = ""
        for index in 0..<depth { xml += #"<box title="Box \#(index)" id="b\#(index)"><view key="contentView" id="v\#(index)"><subviews>"# }
        xml += #"<switch id="s"/>"#
        for _ in 0..<depth { xml += "</subviews></view></box>" }
        let document = try Self.model(Self.xib(xml), file: "Boxes.xib")
        #expect(document.checkboxes.count == 1)
        #expect(document.elements.filter { $0.kind == .group }.count == depth)
    }
}

/// The row-name limits, as the tests read them.
typealias RowTextsLimits = AndroidFrontend.RowTexts
