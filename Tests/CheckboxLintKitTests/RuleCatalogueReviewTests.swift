import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// A second reading of SPEC §4, written apart from the rules' own tests: each case is taken from
/// the SPEC's wording or the brief's list of edge cases, and checks only the rule it is about.
@Suite struct RuleCatalogueReviewTests {
    /// A screen on `platform` holding `body`.
    static func screen(_ body: String, platform: String = "ios", locale: String = "en") -> String {
        """
        <ui version="1" platform="\(platform)" locale="\(locale)">
          <screen id="s">
        \(body)
          </screen>
        </ui>
        """
    }

    // MARK: label-redundant-role

    @Test func redundantRoleWordsAreFoundAsWholeWordsInAnyCase() {
        let text = Self.screen("""
            <group id="g" header="Toppings">
              <checkbox id="peppers-fails" label="Peppers checkbox" width="44" height="44"/>
              <checkbox id="spaced-fails" label="CHECK BOX for olives" width="44" height="44"/>
              <checkbox id="tick-fails" label="Tick box: ham" width="44" height="44"/>
              <checkbox id="french-fails" label="Case à cocher fromage" width="44" height="44"/>
              <checkbox id="a11y-fails" label="Onions" accessibilityLabel="Onions checkbox" width="44" height="44"/>
              <checkbox id="unchecked-passes" label="Leave unchecked to skip" width="44" height="44"/>
              <checkbox id="plural-passes" label="Show all checkboxes" width="44" height="44"/>
              <checkbox id="glued-passes" label="Checkboxing day" width="44" height="44"/>
            </group>
            """)
        #expect(RuleTest.paths("label-redundant-role", document: text) == [
            "s/g/peppers-fails", "s/g/spaced-fails", "s/g/tick-fails", "s/g/french-fails", "s/g/a11y-fails",
        ])
    }

    // MARK: label-duplicate

    @Test func duplicatesAreFoundPerSetAndNameTheFirst() {
        let text = Self.screen("""
            <group id="g" header="Toppings">
              <checkbox id="ham" label="Ham" width="44" height="44"/>
              <checkbox id="ham-2-fails" label=" ham " width="44" height="44"/>
              <checkbox id="ham-3-fails" accessibilityLabel="HAM" width="44" height="44"/>
            </group>
            <group id="h" header="Sides">
              <checkbox id="ham-other-group-passes" label="Ham" width="44" height="44"/>
            </group>
            <checkbox id="loose" label="Olives" width="44" height="44"/>
            <text id="t" label="and"/>
            <checkbox id="loose-2-fails" label="olives" width="44" height="44"/>
            <checkbox id="blank" label="  " width="44" height="44"/>
            <checkbox id="blank-2-passes" label="  " width="44" height="44"/>
            """)
        let found = RuleTest.findings("label-duplicate", document: text)
        #expect(found.map(\.path) == ["s/g/ham-2-fails", "s/g/ham-3-fails", "s/loose-2-fails"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[0].message.contains("'ham'") && found[1].message.contains("'ham'"), "names the first: \(found.map(\.message))")
        #expect(found[2].message.contains("'loose'"))
    }

    // MARK: label-too-long

    @Test func nameLengthIsCountedInCharactersAgainstMaxLength() {
        let eighty = String(repeating: "é", count: 80)
        let text = Self.screen("""
            <checkbox id="long-fails" label="\(eighty)x" width="44" height="44"/>
            <text id="t" label="break"/>
            <checkbox id="exact-passes" label="\(eighty)" width="44" height="44"/>
            """)
        let found = RuleTest.findings("label-too-long", document: text)
        #expect(found.map(\.path) == ["s/long-fails"])
        #expect(found.first?.severity == .note)
        let ten = RuleTest.configuration("label-too-long", ["maxLength": .number(10)])
        let short = Self.screen("""
            <checkbox id="eleven-fails" label="Eleven char" width="44" height="44"/>
            <text id="t" label="break"/>
            <checkbox id="ten-passes" label="Ten chars!" width="44" height="44"/>
            """)
        #expect(RuleTest.paths("label-too-long", document: short, configuration: ten) == ["s/eleven-fails"])
    }

    @Test func badLabelTooLongOptionsAreRejectedNamingTheKey() {
        for options: [String: OptionValue] in [["maxLength": .string("ten")], ["maxLength": .number(-1)], ["maxLenght": .number(10)]] {
            do {
                _ = try Linter(configuration: RuleTest.configuration("label-too-long", options))
                Issue.record("\(options) was accepted")
            } catch let error as RuleOptionError {
                #expect(error.key == "rules.label-too-long.\(options.keys.first!)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    // MARK: group-header-missing

    @Test func setsWithoutHeaderAreReportedOncePerSet() {
        let text = Self.screen("""
            <group id="no-header-fails">
              <checkbox id="a" label="A" width="44" height="44"/>
              <checkbox id="b" label="B" width="44" height="44"/>
              <checkbox id="c" label="C" width="44" height="44"/>
            </group>
            <group id="blank-header-fails" header="  ">
              <checkbox id="d" label="D" width="44" height="44"/>
              <text id="between" label="between"/>
              <checkbox id="e" label="E" width="44" height="44"/>
            </group>
            <group id="single-passes">
              <checkbox id="f" label="F" width="44" height="44"/>
            </group>
            <group id="header-passes" header="Toppings">
              <checkbox id="g" label="G" width="44" height="44"/>
              <checkbox id="h" label="H" width="44" height="44"/>
            </group>
            <text id="intro" label="Choose your toppings"/>
            <checkbox id="run-fails" label="I" width="44" height="44"/>
            <checkbox id="j" label="J" width="44" height="44"/>
            <checkbox id="k" label="K" width="44" height="44"/>
            <button id="break" label="More"/>
            <checkbox id="alone-passes" label="L" width="44" height="44"/>
            <text id="broken" label="or"/>
            <checkbox id="alone-too-passes" label="M" width="44" height="44"/>
            """)
        #expect(RuleTest.paths("group-header-missing", document: text) == ["s/no-header-fails", "s/blank-header-fails", "s/run-fails"])
    }

    // MARK: hit-area-too-small

    @Test func hitAreaUsesThePlatformMinimumAndOnlyKnownDimensions() {
        let ios = Self.screen("""
            <group id="g" header="Toppings">
              <checkbox id="cheese" label="Extra cheese" width="30" height="30"/>
              <checkbox id="narrow-fails" label="Narrow" width="43.5"/>
              <checkbox id="short-fails" label="Short" height="20pt"/>
              <checkbox id="wide-passes" label="Wide" width="44pt"/>
              <checkbox id="unknown-passes" label="Unknown"/>
              <checkbox id="exact-passes" label="Exact" width="44" height="44"/>
            </group>
            """)
        let found = RuleTest.findings("hit-area-too-small", document: ios)
        #expect(found.map(\.path) == ["s/g/cheese", "s/g/narrow-fails", "s/g/short-fails"])
        #expect(found.first?.message == "Checkbox 'cheese' is 30×30 pt, below the 44 pt minimum hit area on ios; make it at least 44×44 pt")
        #expect(found.allSatisfy { $0.message.contains("44 pt") })

        let android = Self.screen("""
            <checkbox id="small-fails" label="Small" width="44dp" height="44dp"/>
            <text id="t" label="break"/>
            <checkbox id="large-passes" label="Large" width="48dp" height="48dp"/>
            """, platform: "android")
        let onAndroid = RuleTest.findings("hit-area-too-small", document: android)
        #expect(onAndroid.map(\.path) == ["s/small-fails"])
        #expect(onAndroid.first?.message.contains("48 dp") == true)

        let web = Self.screen("""
            <checkbox id="small-fails" label="Small" width="20" height="20"/>
            <text id="t" label="break"/>
            <checkbox id="large-passes" label="Large" width="24px" height="24px"/>
            """, platform: "web")
        #expect(RuleTest.paths("hit-area-too-small", document: web) == ["s/small-fails"])
    }

    @Test func macOSHasNoMinimumUnlessConfigured() {
        let mac = Self.screen("""
            <checkbox id="native" label="Native" width="14" height="14"/>
            <text id="t" label="break"/>
            <checkbox id="big" label="Big" width="20" height="20"/>
            """, platform: "macos")
        #expect(RuleTest.paths("hit-area-too-small", document: mac) == [])
        let configured = RuleTest.configuration("hit-area-too-small", ["minimum": .map(["macos": .number(18)])])
        let found = RuleTest.findings("hit-area-too-small", document: mac, configuration: configured)
        #expect(found.map(\.path) == ["s/native"])
        #expect(found.first?.message.contains("18 pt") == true)
        // Configuring one platform keeps the others' defaults.
        let ios = Self.screen(#"<checkbox id="small" label="Small" width="30" height="30"/>"#)
        #expect(RuleTest.paths("hit-area-too-small", document: ios, configuration: configured) == ["s/small"])
    }

    @Test func badMinimumOptionsAreRejectedNamingTheKey() throws {
        let cases: [(OptionValue, String)] = [
            (.map(["symbian": .number(40)]), "rules.hit-area-too-small.minimum.symbian"),
            (.map(["ios": .string("big")]), "rules.hit-area-too-small.minimum.ios"),
            (.map(["ios": .number(-4)]), "rules.hit-area-too-small.minimum.ios"),
            (.number(44), "rules.hit-area-too-small.minimum"),
        ]
        for (value, key) in cases {
            do {
                _ = try Linter(configuration: RuleTest.configuration("hit-area-too-small", ["minimum": value]))
                Issue.record("\(value) was accepted")
            } catch let error as RuleOptionError {
                #expect(error.key == key)
            }
        }
        do {
            _ = try Linter(configuration: RuleTest.configuration("hit-area-too-small", ["minimun": .map(["ios": .number(44)])]))
            Issue.record("an unknown option was accepted")
        } catch let error as RuleOptionError {
            #expect(error.key == "rules.hit-area-too-small.minimun")
            #expect(error.message.contains("minimum"), "suggests the known option: \(error.message)")
        }
    }

    // MARK: label-not-tappable

    @Test func onlyAVisibleLabelOnAnIndicatorTapTargetIsReported() {
        let text = Self.screen("""
            <group id="g" header="Terms">
              <checkbox id="indicator-fails" label="I agree" tapTarget="indicator" width="44" height="44"/>
              <checkbox id="row-passes" label="I agree too" tapTarget="row" width="44" height="44"/>
              <checkbox id="default-passes" label="Me too" width="44" height="44"/>
              <checkbox id="blank-passes" label=" " accessibilityLabel="Unlabelled" tapTarget="indicator" width="44" height="44"/>
              <checkbox id="a11y-only-passes" accessibilityLabel="Hidden label" tapTarget="indicator" width="44" height="44"/>
              <checkbox id="indicator-variant-passes" variant="indicator" label="Shown by nothing" tapTarget="indicator" width="44" height="44"/>
            </group>
            """)
        #expect(RuleTest.paths("label-not-tappable", document: text) == ["s/g/indicator-fails"])
    }

    // MARK: reading-order

    @Test func readingOrderFollowsRowsTopToBottomAndLeadingToTrailing() {
        let ltr = Self.screen("""
            <group id="swapped-row" header="Row">
              <checkbox id="right" label="Right" x="200" y="0" width="100" height="44"/>
              <checkbox id="left" label="Left" x="0" y="10" width="100" height="44"/>
            </group>
            <group id="ok-rows" header="Rows">
              <checkbox id="r1" label="One" x="0" y="0" width="100" height="44"/>
              <checkbox id="r2" label="Two" x="200" y="5" width="100" height="44"/>
              <checkbox id="r3" label="Three" x="0" y="60" width="100" height="44"/>
              <checkbox id="no-frame" label="Unplaced"/>
            </group>
            <group id="upside-down" header="Column">
              <checkbox id="low" label="Low" x="0" y="100" width="100" height="44"/>
              <checkbox id="mid" label="Mid" x="0" y="50" width="100" height="44"/>
              <checkbox id="top" label="Top" x="0" y="0" width="100" height="44"/>
            </group>
            """)
        let found = RuleTest.findings("reading-order", document: ltr)
        #expect(found.map(\.path) == ["s/swapped-row/right", "s/upside-down/low"], "once per parent: \(found.map(\.message))")
        #expect(found.first?.message.contains("'left'") == true)
        #expect(found.last?.message.contains("'top'") == true)

        // Half the smaller height is the row threshold: 22 of 44 overlaps is a row, 21 is not.
        let threshold = Self.screen("""
            <group id="row" header="Row">
              <checkbox id="b" label="B" x="200" y="0" width="100" height="44"/>
              <checkbox id="a" label="A" x="0" y="22" width="100" height="44"/>
            </group>
            <group id="not-row" header="Not a row">
              <checkbox id="d" label="D" x="200" y="0" width="100" height="44"/>
              <checkbox id="c" label="C" x="0" y="23" width="100" height="44"/>
            </group>
            """)
        #expect(RuleTest.paths("reading-order", document: threshold) == ["s/row/b"])
    }

    @Test func rightToLeftLanguagesReadRowsFromTheRight() {
        let body = """
            <group id="g" header="Row">
              <checkbox id="left" label="L" x="0" y="0" width="100" height="44"/>
              <checkbox id="right" label="R" x="200" y="0" width="100" height="44"/>
            </group>
            """
        #expect(RuleTest.paths("reading-order", document: Self.screen(body)) == [])
        for locale in ["ar", "he", "fa", "ur-PK", "AR-EG"] {
            #expect(RuleTest.paths("reading-order", document: Self.screen(body, locale: locale)) == ["s/g/left"], "locale \(locale)")
        }
    }

    // MARK: OUDS flags

    @Test func forbiddenCombinationNamesTheFlags() {
        let text = Self.screen("""
            <group id="g" header="Samples">
              <checkbox id="error-disabled-fails" label="A" error="true" errorText="Wrong" disabled="true" width="44" height="44"/>
              <checkbox id="read-only-disabled-fails" label="B" readOnly="true" disabled="yes" width="44" height="44"/>
              <checkbox id="error-read-only-fails" label="C" error="1" errorText="Wrong" readOnly="TRUE" width="44" height="44"/>
              <checkbox id="all-three-fails" label="D" error="true" errorText="Wrong" readOnly="true" disabled="true" width="44" height="44"/>
              <checkbox id="one-flag-passes" label="E" disabled="true" readOnly="false" error="false" width="44" height="44"/>
            </group>
            """)
        let found = RuleTest.findings("forbidden-combination", document: text)
        #expect(found.map(\.path) == ["s/g/error-disabled-fails", "s/g/read-only-disabled-fails", "s/g/error-read-only-fails", "s/g/all-three-fails"])
        #expect(found[0].message.contains("error") && found[0].message.contains("disabled"))
        #expect(found[1].message.contains("readOnly") && found[1].message.contains("disabled"))
        #expect(found[3].message.contains("error") && found[3].message.contains("readOnly") && found[3].message.contains("disabled"))
        #expect(found.allSatisfy { $0.message.contains("OUDS") })
    }

    @Test func stateRulesFollowTheSPEC() {
        let text = Self.screen("""
            <group id="g" header="States">
              <checkbox id="mixed-fails" label="A" state="mixed" width="44" height="44"/>
              <checkbox id="mixed-tristate-passes" label="B" state="indeterminate" triState="true" width="44" height="44"/>
              <checkbox id="on-fails" label="C" state="on" width="44" height="44"/>
              <checkbox id="checked-disabled-passes" label="D" state="checked" disabled="true" width="44" height="44"/>
              <checkbox id="checked-read-only-passes" label="E" state="selected" readOnly="true" width="44" height="44"/>
              <checkbox id="error-fails" label="F" error="true" width="44" height="44"/>
              <checkbox id="blank-error-text-fails" label="G" error="true" errorText=" " width="44" height="44"/>
              <checkbox id="error-text-passes" label="H" error="true" errorText="Pick one" width="44" height="44"/>
            </group>
            """)
        #expect(RuleTest.paths("indeterminate-not-tristate", document: text) == ["s/g/mixed-fails"])
        #expect(RuleTest.paths("default-checked", document: text) == ["s/g/on-fails"])
        #expect(RuleTest.paths("error-text-missing", document: text) == ["s/g/error-fails", "s/g/blank-error-text-fails"])
    }

    // MARK: nested-interactive

    @Test func eachNestedInteractiveElementIsReported() {
        let text = Self.screen("""
            <checkbox id="host" label="Terms" width="44" height="44">
              <link id="link-fails" label="Read"/>
              <button id="button-fails" label="More"/>
              <tooltip id="tooltip-fails" label="Help"/>
              <checkbox id="inner-fails" label="Inner" width="44" height="44">
                <link id="deep-fails" label="Deeper"/>
              </checkbox>
            </checkbox>
            <link id="beside-passes" label="Read the terms"/>
            """)
        let found = RuleTest.findings("nested-interactive", document: text)
        #expect(found.map(\.path) == ["s/host/link-fails", "s/host/button-fails", "s/host/tooltip-fails",
                                      "s/host/inner-fails", "s/host/inner-fails/deep-fails"])
        #expect(found.allSatisfy { $0.message.contains("'host'") || $0.message.contains("'inner-fails'") })
    }

    // MARK: select-all-state

    @Test func selectAllWithoutControlsGovernsTheOtherCheckboxesOfItsGroup() {
        func group(_ selectAll: String, _ a: String, _ b: String) -> String {
            Self.screen("""
                <group id="g" header="Toppings">
                  <checkbox id="all" label="Select all" selectAll="true" triState="true" state="\(selectAll)" width="44" height="44"/>
                  <checkbox id="a" label="A" state="\(a)" width="44" height="44"/>
                  <checkbox id="b" label="B" state="\(b)" width="44" height="44"/>
                </group>
                <checkbox id="outside" label="Outside" state="checked" width="44" height="44"/>
                """)
        }
        #expect(RuleTest.paths("select-all-state", document: group("checked", "checked", "checked")) == [])
        #expect(RuleTest.paths("select-all-state", document: group("unchecked", "unchecked", "unchecked")) == [])
        #expect(RuleTest.paths("select-all-state", document: group("indeterminate", "checked", "unchecked")) == [])
        #expect(RuleTest.paths("select-all-state", document: group("indeterminate", "indeterminate", "unchecked")) == [])
        #expect(RuleTest.paths("select-all-state", document: group("checked", "checked", "unchecked")) == ["s/g/all"])
        #expect(RuleTest.paths("select-all-state", document: group("unchecked", "checked", "checked")) == ["s/g/all"])
        #expect(RuleTest.paths("select-all-state", document: group("indeterminate", "unchecked", "unchecked")) == ["s/g/all"])
        let wrong = RuleTest.findings("select-all-state", document: group("checked", "checked", "unchecked"))
        #expect(wrong.first?.severity == .error)
        #expect(wrong.first?.message.contains("indeterminate") == true, "says what to use: \(wrong.map(\.message))")
    }

    @Test func selectAllWithControlsAndUnknownIds() {
        let text = Self.screen("""
            <checkbox id="all" label="Select all" selectAll="true" triState="true" state="checked" controls="a b" width="44" height="44"/>
            <group id="g" header="Toppings">
              <checkbox id="a" label="A" state="checked" width="44" height="44"/>
              <checkbox id="b" label="B" state="checked" width="44" height="44"/>
              <checkbox id="c" label="C" width="44" height="44"/>
            </group>
            <group id="h" header="More">
              <checkbox id="broken" label="Select all more" selectAll="true" triState="true" controls="a zz b yy" width="44" height="44"/>
              <checkbox id="d" label="D" width="44" height="44"/>
            </group>
            """)
        let found = RuleTest.findings("select-all-state", document: text)
        #expect(found.map(\.path) == ["s/h/broken", "s/h/broken"], "one finding per unknown id: \(found.map(\.message))")
        #expect(found.contains { $0.message.contains("'zz'") } && found.contains { $0.message.contains("'yy'") })
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aSelectAllThatIsNotTriStateIsAWarningCappedByTheConfiguredSeverity() {
        let text = Self.screen("""
            <group id="g" header="Toppings">
              <checkbox id="all" label="Select all" selectAll="true" width="44" height="44"/>
              <checkbox id="a" label="A" width="44" height="44"/>
              <checkbox id="b" label="B" width="44" height="44"/>
            </group>
            """)
        let found = RuleTest.findings("select-all-state", document: text)
        #expect(found.map(\.severity) == [.warning])
        var asNote = LintConfiguration()
        asNote.severities["select-all-state"] = .note
        #expect(RuleTest.findings("select-all-state", document: text, configuration: asNote).map(\.severity) == [.note])
        var asError = LintConfiguration()
        asError.severities["select-all-state"] = .error
        #expect(RuleTest.findings("select-all-state", document: text, configuration: asError).map(\.severity) == [.warning])
    }

    // MARK: every rule rejects unknown options

    @Test(arguments: RuleRegistry.ruleTypes.map { $0.description.id })
    func everyRuleRejectsAnUnknownOption(id: String) {
        do {
            _ = try Linter(configuration: RuleTest.configuration(id, ["bogus": .boolean(true)]))
            Issue.record("\(id) accepted an unknown option")
        } catch let error as RuleOptionError {
            #expect(error.key == "rules.\(id).bogus")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    // MARK: the README's rule table

    @Test func theREADMEListsEveryRuleWithItsDefaultSeverityAndPage() throws {
        let readme = try String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for description in RuleRegistry.descriptions {
            let row = "| [`\(description.id)`](Rules/\(description.id).md) | \(description.defaultSeverity.rawValue) |"
            #expect(readme.contains(row), "README.md has no row '\(row) …' in its Rules table")
        }
    }
}
