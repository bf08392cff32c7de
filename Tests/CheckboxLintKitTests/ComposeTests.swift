@testable import CheckboxLintFrontends
import CheckboxLintKit
import Foundation
import Testing

/// The Compose front end (SPEC §12): every fixture in `Fixtures/compose/` has a golden report
/// (`name.kt.expected`, what `checkbox-lint lint --quiet` prints in `Fixtures/`) and a golden
/// preview (`name.kt.preview`); `CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite struct ComposeFixtureTests {
    static let fixtures: [String] = Support.files(under: Support.fixturesRoot.appendingPathComponent("compose"), extensions: [".kt"])
        .map { "compose/" + $0 }

    static func compare(_ actual: String, withGolden golden: String) throws {
        let url = Support.fixturesRoot.appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["CHECKBOX_LINT_UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "Fixtures/\(golden) differs (CHECKBOX_LINT_UPDATE_GOLDEN=1 swift test rewrites it; review the diff)")
    }

    @Test func thereAreComposeFixtures() {
        #expect(Self.fixtures.count >= 2)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsGoldenReport(fixture: String) throws {
        let run = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
        let result = run.lint(InputFile(path: Support.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        let reporter = TextReporter()
        let actual = result.findings.filter { !$0.isSuppressed }.map { reporter.line(for: $0) + "\n" }.joined()
        try Self.compare(actual, withGolden: fixture + ".expected")
    }

    @Test(arguments: fixtures)
    func previewMatchesItsGoldenFile(fixture: String) throws {
        let run = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
        let result = run.preview(InputFile(path: Support.fixturesRoot.appendingPathComponent(fixture).path, displayPath: fixture))
        guard case .previewed(let checkboxes) = result.outcome else {
            Issue.record("Fixtures/\(fixture) was not previewed: \(result.outcome)")
            return
        }
        try Self.compare(checkboxes.map { $0.textLine + "\n" }.joined(), withGolden: fixture + ".preview")
    }
}

@Suite struct ComposeFrontendTests {
    static func lint(_ text: String, file: String = "Screen.kt", locale: String = "en") throws -> [Finding] {
        var configuration = LintConfiguration()
        configuration.locale = locale
        switch try Linter(configuration: configuration).lint(bytes: Array(text.utf8), file: file) {
        case .skipped: return []
        case .linted(let findings): return findings
        }
    }

    static func at(_ findings: [Finding], _ rule: String) -> [String] {
        findings.filter { $0.ruleID == rule && !$0.isSuppressed }.map(\.location.description)
    }

    @Test func theRecommendedRowIsOneNamedStop() throws {
        let findings = try Self.lint("""
        @Composable
        fun Row1(checked: Boolean, onChange: (Boolean) -> Unit) {
            Row(Modifier.toggleable(value = checked, role = Role.Checkbox, onValueChange = onChange)) {
                Checkbox(checked = checked, onCheckedChange = null)
                Text("Send me news")
            }
        }
        """)
        #expect(findings.isEmpty)
    }

    @Test func aCheckboxBesideATextIsUnnamedAndTheMessageNamesTheText() throws {
        let findings = try Self.lint("""
        @Composable
        fun Row1(checked: Boolean, onChange: (Boolean) -> Unit) {
            Row {
                Checkbox(checked = checked, onCheckedChange = onChange)
                Text("Send me news")
            }
        }
        """)
        #expect(Self.at(findings, "label-missing") == ["4:9"])
        #expect(findings.first?.message.contains("the Text 'Send me news' beside it") == true)
        #expect(findings.first?.message.contains("onCheckedChange = null") == true)
    }

    @Test func aClickableRowAroundACheckboxHasNoRole() throws {
        let findings = try Self.lint("""
        @Composable
        fun Row1() {
            var on by remember { mutableStateOf(false) }
            Row(Modifier.clickable { on = !on }) {
                Checkbox(on, null)
                Text("Wi-Fi")
            }
        }
        """)
        #expect(Self.at(findings, "role-missing") == ["4:5"])
    }

    /// A Checkbox with a handler of its own inside a toggleable row stays a second stop: the advice
    /// is Compose's (`onCheckedChange = null`), not "move it out" alone.
    @Test func aCheckboxWithItsOwnHandlerInsideAToggleableRowIsTwoStops() throws {
        let source = """
        @Composable
        fun Offline(checked: Boolean, onChange: (Boolean) -> Unit) {
            Row(Modifier.toggleable(value = checked, role = Role.Checkbox, onValueChange = onChange)) {
                Checkbox(checked = checked, onCheckedChange = onChange)
                Text("Offline mode")
            }
        }
        """
        let nested = try Self.lint(source).filter { $0.ruleID == "nested-interactive" }
        #expect(nested.map(\.location.description) == ["4:9"])
        #expect(nested.first?.message.hasSuffix("TalkBack stops on it apart from the row; if it is the row's own control, pass it onCheckedChange = null (onClick = null) so that the toggleable row is the one control, else move it out of the row") == true,
                "\(nested.map(\.message))")
        let fixed = source.replacingOccurrences(of: "onCheckedChange = onChange", with: "onCheckedChange = null")
        #expect(try Self.lint(fixed).isEmpty)
    }

    /// Two rows of one set with the same text: the set is named by its heading, as TalkBack says
    /// it, not by its path.
    @Test func aDuplicateNameNamesTheSetByItsHeading() throws {
        let source = """
        @Composable
        fun Sync(photos: Boolean, videos: Boolean, onPhotos: (Boolean) -> Unit, onVideos: (Boolean) -> Unit) {
            Column {
                Text("Sync", modifier = Modifier.semantics { heading() })
                Row(Modifier.toggleable(value = photos, role = Role.Checkbox, onValueChange = onPhotos)) {
                    Checkbox(checked = photos, onCheckedChange = null)
                    Text("Photos")
                }
                Row(Modifier.toggleable(value = videos, role = Role.Checkbox, onValueChange = onVideos)) {
                    Checkbox(checked = videos, onCheckedChange = null)
                    Text("Photos")
                }
            }
        }
        """
        let duplicates = try Self.lint(source).filter { $0.ruleID == "label-duplicate" }
        #expect(duplicates.map(\.location.description) == ["9:9"])
        #expect(duplicates.first?.message == "Checkbox 'Photos' has the same name 'Photos' as checkbox 'Photos' in group 'Sync'; give each checkbox a name that tells it apart",
                "\(duplicates.map(\.message))")
    }

    @Test func radioRowsButtonsAndHiddenTogglesAreNoCheckboxes() throws {
        let source = """
        @Composable
        fun Choices(selected: Int, on: Boolean) {
            Row(Modifier.selectable(selected == 0, role = Role.RadioButton, onClick = {})) {
                RadioButton(selected == 0, onClick = null)
                Text("Small")
            }
            Button(onClick = {}) { Text("Save") }
            Box(Modifier.clearAndSetSemantics {}) { Checkbox(on, onCheckedChange = {}) }
            Icon(if (on) Icons.Filled.CheckBox else Icons.Filled.CheckBoxOutlineBlank, contentDescription = null)
        }
        """
        // The radio row, the button and the status icon (not clickable) are no checkboxes; the
        // checkbox hidden by clearAndSetSemantics is one TalkBack never reaches: no finding.
        #expect(try Self.lint(source).isEmpty)
        var configuration = LintConfiguration()
        configuration.locale = "en"
        guard case .built(let document, _) = try Linter(configuration: configuration).read(bytes: Array(source.utf8), file: "Choices.kt") else {
            Issue.record("not read")
            return
        }
        #expect(document.checkboxes.map(\.location.description) == ["8:45"])
        #expect(document.checkboxes.allSatisfy { $0.isHiddenFromAccessibility })
    }

    /// What TalkBack says for each stop of `source`, read as a file in `locale`.
    static func spoken(_ source: String, locale: String = "en") throws -> [String] {
        let folder = try Support.folder(["Screen.kt": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = LintConfiguration()
        configuration.locale = locale
        let path = folder.appendingPathComponent("Screen.kt").path
        guard case .previewed(let checkboxes) = LintRun(linter: try Linter(configuration: configuration), jobs: 1)
            .preview(InputFile(path: path, displayPath: "Screen.kt")).outcome else { return [] }
        return checkboxes.map { "\($0.location.line):\($0.location.column) \($0.announcement)" }
    }

    @Test func aSelectableRowIsSaidSelectedAndNeverCheckBoxWithoutItsRole() throws {
        let source = """
        @Composable
        fun Rows(on: Boolean) {
            var photos by remember { mutableStateOf(false) }
            Surface(Modifier.selectable(selected = photos, onClick = { photos = !photos })) {
                Row { Checkbox(photos, onCheckedChange = null); Text("Photos") }
            }
            Row(Modifier.selectable(true, role = Role.Checkbox, onClick = {})) {
                Checkbox(true, onCheckedChange = null)
                Text("Videos")
            }
            Row(Modifier.toggleable(false, role = Role.Checkbox, onValueChange = {})) {
                Checkbox(false, onCheckedChange = null)
                Text("Music")
            }
        }
        """
        let findings = try Self.lint(source)
        // Only the selectable without a role: its message says what TalkBack says instead.
        #expect(Self.at(findings, "role-missing") == ["4:5"])
        #expect(findings.first { $0.ruleID == "role-missing" }?.message.contains(#"says "Selected" or "Not selected" but never "Check box""#) == true)
        #expect(findings.filter { !$0.isSuppressed }.count == 1)
        // Compose's state description for a selectable, its checked words for a toggleable.
        #expect(try Self.spoken(source) == ["4:5 Not selected, Photos", "7:5 Selected, Videos, Check box", "11:5 not checked, Music, Check box"])
        #expect(try Self.spoken(source, locale: "fr") == ["4:5 Non sélectionné, Photos", "7:5 Sélectionné, Videos, Case à cocher",
                                                         "11:5 non coché, Music, Case à cocher"])
    }

    @Test func aSwitchRowMadeSelectableIsToldToBeToggleableWithTheSwitchRole() throws {
        let source = """
        @Composable
        fun Tv(autoplay: Boolean) {
            ListItem(
                selected = false,
                onClick = {},
                headlineContent = { Text("Autoplay") },
                trailingContent = { Switch(checked = autoplay, onCheckedChange = null) },
            )
            Row(Modifier.selectable(selected = false, role = Role.Switch, onClick = {})) {
                Text("Bluetooth")
                Switch(checked = false, onCheckedChange = null)
            }
        }
        """
        let findings = try Self.lint(source)
        #expect(Self.at(findings, "role-missing") == ["3:5"])
        #expect(findings.first { $0.ruleID == "role-missing" }?.message.contains("role = Role.Switch") == true)
        // The list item's `selected`, not its switch, is what TalkBack says.
        #expect(try Self.spoken(source) == ["3:5 Not selected, Autoplay", "9:5 Not selected, Bluetooth, Switch"])
    }

    @Test func eachHeadingOfAListTitlesTheRowsAfterItUntilTheNext() throws {
        let source = """
        @Composable
        fun Settings(s: State) {
            LazyColumn {
                item { Text("Alerts", Modifier.semantics { heading() }) }
                item { Row(Modifier.toggleable(s.a, role = Role.Checkbox, onValueChange = {})) { Checkbox(s.a, null); Text("Email") } }
                item { Text("Privacy", Modifier.semantics { heading() }) }
                item { Row(Modifier.toggleable(s.b, role = Role.Checkbox, onValueChange = {})) { Checkbox(s.b, null); Text("Analytics") } }
                item {
                    Column {
                        Text("Advanced", Modifier.semantics { heading() })
                        Row(Modifier.toggleable(s.c, role = Role.Checkbox, onValueChange = {})) { Checkbox(s.c, null); Text("Logs") }
                    }
                }
            }
        }
        """
        let folder = try Support.folder(["Screen.kt": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .previewed(let checkboxes) = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
            .preview(InputFile(path: folder.appendingPathComponent("Screen.kt").path, displayPath: "Screen.kt")).outcome else {
            Issue.record("not previewed")
            return
        }
        // Two sections side by side; a heading inside a Column of the second titles a group in it.
        #expect(checkboxes.map(\.textLine).filter { $0.contains("checkbox") } == [
            "Screen.kt:5:16: Settings/group[0]/checkbox[0]: {s.a}, Email, Check box",
            "Screen.kt:7:16: Settings/group[1]/checkbox[0]: {s.b}, Analytics, Check box",
            "Screen.kt:11:17: Settings/group[1]/group[0]/checkbox[0]: {s.c}, Logs, Check box",
        ])
    }

    @Test func aFunctionNamedInBackticksNamesItsScreenWithoutThem() throws {
        let spoken = try Self.spoken("""
        class ScreenTest {
            @Test
            fun `box is shown`() {
                rule.setContent { Checkbox(true, {}, Modifier.semantics { contentDescription = "Accept" }) }
            }
        }
        """)
        #expect(spoken == ["4:27 checked, Accept, Check box"])
        let folder = try Support.folder(["T.kt": "fun `box is shown`(on: Boolean) { Checkbox(on, {}) }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = LintRun(linter: try Linter(configuration: LintConfiguration()), jobs: 1)
            .lint(InputFile(path: folder.appendingPathComponent("T.kt").path, displayPath: "T.kt"))
        #expect(result.findings.map(\.message).contains { $0.hasPrefix("Checkbox 'box is shown/checkbox[0]' has no accessible name") })
    }

    @Test func glanceTogglesAreTheFrameworkWidgetsTheyBecome() throws {
        let source = """
        import androidx.glance.appwidget.CheckBox
        import androidx.glance.appwidget.Switch

        @Composable
        fun Widget() {
            CheckBox(checked = false, onCheckedChange = {}, text = "Apples")
            Switch(checked = true, onCheckedChange = {}, text = "Enabled")
        }
        """
        #expect(try Self.lint(source).isEmpty)
        // RemoteViews' CheckBox and Switch: the framework's state descriptions (a switch's ON).
        #expect(try Self.spoken(source) == ["6:5 not checked, Apples, Check box", "7:5 ON, Enabled, Switch"])
        #expect(try Self.spoken(source, locale: "fr") == ["6:5 désactivé, Apples, Case à cocher", "7:5 ACTIVÉ, Enabled, Bouton"])
    }

    @Test func aSelectedPropertySetInSemanticsIsSaidLikeASelectable() throws {
        let source = """
        @Composable
        fun S(picked: Boolean) {
            Box(Modifier.clickable {}.semantics(mergeDescendants = true) { selected = false }) {
                Checkbox(false, null)
                Text("Photos")
            }
        }
        """
        #expect(Self.at(try Self.lint(source), "role-missing") == ["3:5"])
        #expect(try Self.lint(source).first?.message.contains("is selectable with no role") == true)
        #expect(try Self.spoken(source) == ["3:5 Not selected, Photos"])
    }

    @Test func aStateDescriptionIsJudgedAgainstTheSelectionWords() throws {
        let findings = try Self.lint("""
        @Composable
        fun S() {
            Row(Modifier.selectable(false, role = Role.Checkbox, onClick = {}).semantics { stateDescription = "Not selected" }) {
                Text("Same words")
            }
            Row(Modifier.selectable(false, role = Role.Checkbox, onClick = {}).semantics { stateDescription = "not checked" }) {
                Text("Other words")
            }
        }
        """)
        // "Not selected" is what Compose would say anyway; "not checked" replaces it.
        #expect(Self.at(findings, "state-value-conflict") == ["6:5"])
        #expect(findings.first { $0.ruleID == "state-value-conflict" }?.message.contains(#"instead of "Not selected""#) == true)
    }

    @Test func radioRowsAndTabsMadeSelectableAreNoCheckboxes() throws {
        let source = """
        @Composable
        fun Choices(index: Int) {
            Row(Modifier.selectable(index == 0, role = Role.RadioButton, onClick = {})) { RadioButton(index == 0, null); Text("Small") }
            Row(Modifier.selectable(index == 1, onClick = {})) { RadioButton(index == 1, null); Text("Large") }
            Row(Modifier.selectable(index == 2, role = Role.Tab, onClick = {})) { Checkbox(index == 2, null); Text("Tab") }
            Row(Modifier.selectable(index == 3, onClick = {})) { Text("Highlighted row") }
        }
        """
        #expect(try Self.lint(source).isEmpty)
        #expect(try Self.spoken(source).isEmpty)
    }

    @Test func materialTogglesEnforce48dpButToggleableRowsDoNot() throws {
        let findings = try Self.lint("""
        @Composable
        fun Sizes(on: Boolean) {
            Checkbox(on, onCheckedChange = {}, modifier = Modifier.size(20.dp).semantics { contentDescription = "A" })
            Row(Modifier.toggleable(on, role = Role.Checkbox, onValueChange = {}).size(20.dp)) { Text("B") }
            Row(Modifier.toggleable(on, role = Role.Checkbox, onValueChange = {}).size(20.dp).minimumInteractiveComponentSize()) { Text("C") }
        }
        """)
        #expect(Self.at(findings, "hit-area-too-small") == ["4:5"])
    }

    @Test func stringResourcesAreResolvedLikeLayoutStrings() throws {
        let folder = try Support.folder([
            "settings.gradle": "",
            "app/src/main/res/values/strings.xml": "<resources><string name=\"news\">Send me news</string></resources>",
            "app/src/main/res/values-fr/strings.xml": "<resources><string name=\"news\">Recevoir les nouvelles</string></resources>",
            "app/src/main/java/Screen.kt": """
            @Composable
            fun Screen(on: Boolean) {
                Row(Modifier.toggleable(on, role = Role.Checkbox, onValueChange = {})) {
                    Checkbox(on, null)
                    Text(stringResource(R.string.news))
                }
                Switch(checked = false, onCheckedChange = {}, modifier = Modifier.semantics { contentDescription = stringResource(R.string.missing) })
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app/src/main/java/Screen.kt").path
        for (locale, expected) in [("en", "{on}, Send me news, Check box"), ("fr", "{on}, Recevoir les nouvelles, Case à cocher")] {
            var configuration = LintConfiguration()
            configuration.locale = locale
            let run = LintRun(linter: try Linter(configuration: configuration), jobs: 1)
            guard case .previewed(let checkboxes) = run.preview(InputFile(path: path, displayPath: path)).outcome else {
                Issue.record("not previewed")
                return
            }
            #expect(checkboxes.map(\.announcement) == [expected, locale == "en" ? "Off, @string/missing, Switch" : "Désactivé, @string/missing, Changer"])
        }
    }

    @Test func aFileWithoutCheckboxConstructsIsSkippedBeforeLexing() throws {
        #expect(!ComposeSource.mayHoldCheckbox(Array("fun main() { println(\"hello\") }".utf8)))
        let outcome = try Linter(configuration: LintConfiguration()).lint(bytes: Array("class Repository { fun load() = 1 }".utf8), file: "Repository.kt")
        guard case .skipped = outcome else {
            Issue.record("a Kotlin file with no checkbox was not skipped")
            return
        }
    }

    @Test func theSkipSearchFindsEachConstructWordAtEitherEndAndNothingCut() {
        for text in ["Checkbox(a, b)", "x.check", "Switch", "a.toggleable(", "Modifier.selectable", "role = Role.", "kkk heck"] {
            #expect(ComposeSource.mayHoldCheckbox(Array(text.utf8)), "\(text)")
        }
        for text in ["Chec", "hec", "witch", "Swit", "toggleabl", "electable", "Role", "kkkk", "wwww", ""] {
            #expect(!ComposeSource.mayHoldCheckbox(Array(text.utf8)), "\(text)")
        }
        // Within a range: a word that starts before it or ends after it is not in it.
        let bytes = Array("Checkbox and Switch".utf8)
        #expect(ComposeControls.mayHoldCheckbox(bytes, in: 0..<5))
        #expect(ComposeControls.mayHoldCheckbox(bytes, in: 1..<5))  // `heck` stands for both words
        #expect(!ComposeControls.mayHoldCheckbox(bytes, in: 2..<18))
        #expect(ComposeControls.mayHoldCheckbox(bytes, in: 13..<19))
        #expect(ByteSearch.firstOffset(of: Array("Switch".utf8), in: bytes, within: 0..<19, anchor: 1) == 13)
        #expect(ByteSearch.firstOffset(of: Array("Switch".utf8), in: bytes, within: 0..<18, anchor: 1) == nil)
    }

    @Test func inlineSuppressionInALineCommentNeedsNoMore() throws {
        let findings = try Self.lint("""
        @Composable
        fun S(on: Boolean) {
            // checkbox-lint-disable label-missing -- named by the caller's semantics
            Checkbox(on, onCheckedChange = {})
            @Suppress("label-missing")
            Checkbox(on, onCheckedChange = {})
        }
        """)
        #expect(Self.at(findings, "label-missing") == ["6:5"])
        #expect(findings.filter { $0.isSuppressed }.count == 1)
    }

    @Test func nestingDeeperThanTheLimitIsAParseErrorWhereItHoldsACheckbox() throws {
        let depth = KotlinParser.maximumDepth + 20
        let nested = String(repeating: "Box {\n", count: depth) + "Checkbox(on, onCheckedChange = {})\n" + String(repeating: "}\n", count: depth)
        let findings = try Self.lint("@Composable\nfun Deep(on: Boolean) {\n" + nested + "}\n")
        #expect(findings.contains { $0.ruleID == "parse-error" })
        // Deep nesting with no checkbox in what was skipped says nothing.
        let plain = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(try Self.lint("val check = " + plain).isEmpty)
        // A dotted chain is a level per link too: a very long one is cut, not walked link by link.
        let chain = "@Composable\nfun F() {\n    Checkbox(x" + String(repeating: ".b()", count: 40_000) + ", {})\n}\n"
        #expect(Self.at(try Self.lint(chain), "label-missing") == ["3:5"])
    }
}

@Suite struct KotlinLexerTests {
    static func texts(_ source: String) -> [String] {
        let lexer = KotlinLexer.tokenize(Array(source.utf8))
        return lexer.tokens.filter { $0.kind != .newline }.map { String(decoding: Array(source.utf8)[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test func stringsWithTemplatesAreOneTokenEach() {
        let source = #"val s = "a ${ "b ${c}" } $d" + 'x'"#
        #expect(Self.texts(source) == ["val", "s", "=", #""a ${ "b ${c}" } $d""#, "+", "'x'"])
        let lexer = KotlinLexer.tokenize(Array(source.utf8))
        #expect(lexer.tokens[3].hasTemplate)
    }

    @Test func rawStringsAndNestedCommentsAreSkippedWhole() {
        let source = "a /* b /* c */ d */ \"\"\"x \" y\"\"\" // e\nf"
        #expect(Self.texts(source) == ["a", "\"\"\"x \" y\"\"\"", "f"])
        #expect(KotlinLexer.tokenize(Array(source.utf8)).comments.count == 2)
    }

    @Test func numbersWithUnitsAndAnnotations() {
        #expect(Self.texts("@file:Suppress(\"x\") 8.dp 1.5f 0xFF 1_000L") == ["@file:Suppress", "(", "\"x\"", ")", "8", ".", "dp", "1.5f", "0xFF", "1_000L"])
    }

    @Test func unterminatedInputNeverTraps() {
        for source in ["\"abc", "\"\"\"abc", "/* /* x */", "'", "\"${", "@", "`abc", "\"\\", "f(a,\n", "f(\n\n", "g[\n", "if (x", "when {\n", "fun f(", "val x = {"] {
            let lexer = KotlinLexer.tokenize(Array(source.utf8))
            #expect(lexer.tokens.allSatisfy { $0.end <= source.utf8.count })
            // The parser too: a file that ends inside an argument list (the fuzzer's first find).
            let parser = KotlinParser(bytes: Array(source.utf8), tokens: lexer.tokens)
            _ = parser.parseFile()
        }
    }

    @Test func theParserReadsCallsNamedArgumentsAndTrailingLambdas() {
        let source = "Row(Modifier.padding(8.dp), verticalAlignment = Alignment.Top) { Text(\"a\") }"
        let lexer = KotlinLexer.tokenize(Array(source.utf8))
        let parser = KotlinParser(bytes: Array(source.utf8), tokens: lexer.tokens)
        let statements = parser.parseFile()
        guard case .expression(.call(let call))? = statements.first else {
            Issue.record("not a call: \(statements)")
            return
        }
        #expect(call.name == "Row")
        #expect(call.arguments.map(\.label) == [nil, "verticalAlignment"])
        #expect(call.trailingLambda?.statements.count == 1)
    }
}
