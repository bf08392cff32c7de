import Foundation
import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// `.checkbox-lint.yml`: every key, every error at its line, discovery, and file selection.
@Suite struct ConfigurationTests {
    func load(_ yaml: String) throws -> ConfigurationFile {
        try ConfigurationLoader.parse(yaml, displayPath: ".checkbox-lint.yml", folder: "/project")
    }

    /// The error `yaml` gives; fails the test when it gives none.
    func error(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ConfigurationError? {
        do {
            _ = try ConfigurationLoader.parse(yaml, displayPath: ".checkbox-lint.yml", folder: "/project")
            Issue.record("no error for:\n\(yaml)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    func applied(_ yaml: String) throws -> LintConfiguration {
        var configuration = LintConfiguration()
        try load(yaml).apply(to: &configuration)
        return configuration
    }

    // MARK: Keys

    @Test func everyKeyIsRead() throws {
        let file = try load("""
        platform: android
        locale: fr-CA
        include: ["Screens/**", "Shared/*.json"]
        exclude: Fixtures/broken/**
        maxFileSize: 2MiB
        rules:
          unknown-attribute: off
          label-missing: warning
          unknown-element: { severity: note }
        """)
        #expect(file.platform == .android)
        #expect(file.locale == "fr-CA")
        #expect(file.include?.map(\.pattern) == ["Screens/**", "Shared/*.json"])
        #expect(file.exclude.map(\.pattern) == ["Fixtures/broken/**"])
        #expect(file.maximumFileSize == 2 * 1024 * 1024)
        #expect(file.rules.map(\.id) == ["unknown-attribute", "label-missing", "unknown-element"])
        #expect(file.rules.map(\.line) == [7, 8, 9])
        #expect(file.rules.map(\.state) == [.off, .on(.warning), .on(.note)])
    }

    @Test func customCheckboxClassesAreAddedToTheBuiltInOnes() throws {
        #expect(try applied("customCheckboxClasses: [TickBox, MyToggle]").customCheckboxClasses == ["RVS_Checkbox", "TickBox", "MyToggle"])
        #expect(try applied("customCheckboxClasses: TickBox").customCheckboxClasses == ["RVS_Checkbox", "TickBox"])
        #expect(try applied("customCheckboxClasses: [RVS_Checkbox]").customCheckboxClasses == ["RVS_Checkbox"])
        let notAName = error("customCheckboxClasses:\n  - TickBox\n  - {a: 1}")
        #expect(notAName?.line == 3)
        #expect(notAName?.key == "customCheckboxClasses[1]")
    }

    @Test func customCheckboxClassesReachTheInterfaceBuilderFrontEnd() throws {
        var configuration = LintConfiguration()
        try load("customCheckboxClasses: [TickBox]").apply(to: &configuration)
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
          <view id="v"><subviews><view customClass="TickBox" id="tick"/></subviews></view>
        </objects></document>
        """
        let findings = Support.lint(xib, file: "t.xib", configuration: configuration)
        #expect(findings.contains { $0.ruleID == "label-missing" && $0.path.hasSuffix("tick") }, "\(Support.summary(findings))")
        #expect(Support.lint(xib, file: "t.xib").allSatisfy { $0.ruleID != "label-missing" })
    }

    @Test func anEmptyFileConfiguresNothing() throws {
        for yaml in ["", "# only a comment\n", "---\n"] {
            let configuration = try applied(yaml)
            let defaults = LintConfiguration()
            #expect(configuration.platform == defaults.platform)
            #expect(configuration.severities == defaults.severities)
            #expect(configuration.fileSelection.selectsEverything)
        }
    }

    @Test func anEmptyIncludeIsNoInclude() throws {
        #expect(try load("include: []\n").include == nil)
        #expect(try load("include:\n").include == nil)
        #expect(try load("exclude:\n").exclude.isEmpty)
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        let root = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/c.yml"
        try Data([0x70, 0x6C, 0x61, 0x74, 0x3A, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        let location = ConfigurationLocation(path: path, displayPath: "c.yml", folder: root.path)
        #expect(throws: ConfigurationError(file: "c.yml", line: nil, key: "", message: "configuration file is not UTF-8 text")) {
            try ConfigurationLoader.load(location)
        }
    }

    @Test func theFileIsAppliedOnTheDefaults() throws {
        let configuration = try applied("""
        platform: web
        locale: fr
        maxFileSize: 1000
        exclude: [a/**]
        rules:
          label-missing: note
          unknown-attribute: off
          duplicate-id: { severity: warning }
        """)
        #expect(configuration.platform == .web)
        #expect(configuration.locale == "fr")
        #expect(configuration.maximumFileSize == 1000)
        #expect(configuration.severities["label-missing"] == .note)
        #expect(!configuration.isEnabled("unknown-attribute"))
        #expect(configuration.severities["duplicate-id"] == .warning)
        #expect(configuration.severities["invalid-value"] == .error)
        #expect(configuration.fileSelection.folder == "/project")
        #expect(configuration.fileSelection.exclude.map(\.pattern) == ["a/**"])
    }

    @Test func offAndFalseTurnARuleOffAndOnOrTrueKeepItsDefault() throws {
        for word in ["off", "false", "OFF", "no", "'off'"] {
            let configuration = try applied("rules:\n  label-missing: \(word)\n")
            #expect(!configuration.isEnabled("label-missing"), "\(word)")
        }
        for word in ["on", "true"] {
            var configuration = LintConfiguration()
            configuration.disable("label-missing")
            try load("rules:\n  label-missing: \(word)\n").apply(to: &configuration)
            #expect(configuration.severities["label-missing"] == .error, "\(word)")
        }
    }

    @Test func aSeverityWordIsShorthandForTheSeverityKey() throws {
        let shorthand = try applied("rules:\n  label-missing: Warning\n")
        let longhand = try applied("rules:\n  label-missing: { severity: warning }\n")
        #expect(shorthand.severities["label-missing"] == .warning)
        #expect(longhand.severities["label-missing"] == .warning)
        let off = try applied("rules:\n  label-missing:\n    severity: off\n")
        #expect(!off.isEnabled("label-missing"))
    }

    @Test func optionsBecomeRuleOptionsWithTheirTypes() throws {
        // The loader passes any option through; checking them is the rule's job (next tests).
        let yaml = """
        rules:
          label-missing:
            severity: warning
            count: 60
            ratio: 1.5
            name: "60"
            flag: yes
            list: [a, 2, false]
            nested:
              ios: 44
              deeper: { web: 24 }
            tagged: !!str 44
            words: [0x10, .inf, 2e3, ~x, 'yes']
        """
        let file = try ConfigurationLoader.read(yaml, displayPath: "c.yml", folder: "/")
        let setting = try #require(file.rules.first)
        #expect(setting.state == .on(.warning))
        #expect(setting.options.values == [
            "count": .number(60),
            "ratio": .number(1.5),
            "name": .string("60"),
            "flag": .boolean(true),
            "list": .list([.string("a"), .number(2), .boolean(false)]),
            "nested": .map(["ios": .number(44), "deeper": .map(["web": .number(24)])]),
            "tagged": .string("44"),
            "words": .list([.string("0x10"), .string(".inf"), .number(2000), .string("~x"), .string("yes")]),
        ])
        #expect(setting.line(ofOption: "count") == 4)
        #expect(setting.line(ofOption: "list[1]") == 8)
        #expect(setting.line(ofOption: "nested.ios") == 10)
        #expect(setting.line(ofOption: "nested.deeper.web") == 11)
        #expect(setting.line(ofOption: "nested.android") == 9)
        #expect(setting.line(ofOption: "missing") == 2)
    }

    @Test func aMissingOptionValueIsAnError() throws {
        let error = try #require(self.error("rules:\n  label-missing:\n    count:\n"))
        #expect(error.description == ".checkbox-lint.yml:3: rules.label-missing.count: a value is required")
    }

    @Test func sizesTakeSIAndIECUnits() {
        #expect(ByteSize.parse("1000") == 1000)
        #expect(ByteSize.parse("512B") == 512)
        #expect(ByteSize.parse("64 KB") == 64_000)
        #expect(ByteSize.parse("64KiB") == 65_536)
        #expect(ByteSize.parse("1.5 MB") == 1_500_000)
        #expect(ByteSize.parse("64MiB") == 64 * 1024 * 1024)
        #expect(ByteSize.parse("64 mib") == 64 * 1024 * 1024)
        #expect(ByteSize.parse("2GB") == 2_000_000_000)
        #expect(ByteSize.parse("1GiB") == 1 << 30)
        for bad in ["", "MB", "0", "-5", "12 parsecs", "1e3", "64 MB MB", "0.1"] {
            #expect(ByteSize.parse(bad) == nil, "\(bad)")
        }
    }

    // MARK: Errors, each at its line

    @Test func anUnknownTopLevelKeyIsNamedWithASuggestion() throws {
        let error = try #require(self.error("platform: ios\n\nplattform: ios\n"))
        #expect(error.description == ".checkbox-lint.yml:3: plattform: unknown key (known: platform, locale, reader, include, exclude, defaultExcludes, maxFileSize, customCheckboxClasses, rules); did you mean 'platform'?")
    }

    @Test func anUnknownRuleIdSuggestsTheNearestOne() throws {
        let error = try #require(self.error("rules:\n  label-missing: off\n  label-mising: off\n"))
        #expect(error.line == 3)
        #expect(error.key == "rules.label-mising")
        #expect(error.message.hasPrefix("unknown rule"))
        #expect(error.message.hasSuffix("; did you mean 'label-missing'?"))
    }

    @Test func anUnknownOptionIsRejectedByTheRuleAtTheOptionsLine() throws {
        let error = try #require(self.error("""
        platform: ios
        rules:
          label-missing:
            severity: warning

            foo: 3
        """))
        #expect(error.description == ".checkbox-lint.yml:6: rules.label-missing.foo: unknown option (the rule takes no options)")
        // Also when the rule is off: `--enable` could turn it on.
        let off = try #require(self.error("rules:\n  label-missing: { severity: off, foo: 3 }\n"))
        #expect(off.line == 2)
        #expect(off.key == "rules.label-missing.foo")
        // Document checks take no options either.
        let check = try #require(self.error("rules:\n  duplicate-id:\n    ids: [a]\n"))
        #expect(check.line == 3)
        #expect(check.key == "rules.duplicate-id.ids")
    }

    /// A rule with options, as the rules of the registry have them: a map of platform to number.
    struct MinimumRule: Rule {
        static let description = RuleDescription(id: "label-missing", name: "test", defaultSeverity: .error,
                                                 options: [RuleOptionDescription(name: "minimum", summary: "per platform")])
        init(options: RuleOptions) throws {
            try options.checkKnown(Self.description)
            guard case .map(let minimum)? = options.values["minimum"] else { return }
            for (platform, value) in minimum {
                guard Platform(rawValue: platform) != nil else {
                    throw RuleOptionError(key: "minimum.\(platform)", message: "unknown platform")
                }
                guard case .number = value else {
                    throw RuleOptionError(key: "minimum.\(platform)", message: "expected a non-negative number")
                }
            }
        }
        func check(_ document: Document, _ context: inout RuleContext) {}
    }

    func ruleError(_ yaml: String) throws -> ConfigurationError? {
        let file = try ConfigurationLoader.read(yaml, displayPath: ".checkbox-lint.yml", folder: "/")
        do {
            try file.checkRuleOptions([MinimumRule.self])
            return nil
        } catch {
            return error
        }
    }

    @Test func aRulesComplaintAboutANestedOptionPointsAtItsLine() throws {
        let yaml = """
        rules:
          label-missing:
            severity: warning
            minimum:
              ios: 44
              andriod: 48
        """
        let error = try #require(try ruleError(yaml))
        #expect(error.description == ".checkbox-lint.yml:6: rules.label-missing.minimum.andriod: unknown platform")
        let flow = try #require(try ruleError("rules:\n  label-missing: { minimum: { ios: wide } }\n"))
        #expect(flow.line == 2)
        #expect(flow.key == "rules.label-missing.minimum.ios")
        let typo = try #require(try ruleError("rules:\n  label-missing:\n\n    minimun: { ios: 44 }\n"))
        #expect(typo.description == ".checkbox-lint.yml:4: rules.label-missing.minimun: unknown option (known: minimum); did you mean 'minimum'?")
        #expect(try ruleError("rules:\n  label-missing: { minimum: { ios: 40 } }\n") == nil)
    }

    @Test func makeRulesRejectsAnUnknownOptionWithItsKeyPath() {
        var configuration = LintConfiguration()
        configuration.ruleOptions["label-missing"] = RuleOptions(["foo": .number(1)])
        #expect {
            try configuration.makeRules()
        } throws: { error in
            (error as? RuleOptionError)?.key == "rules.label-missing.foo"
        }
    }

    @Test func aBadSeverityIsNamed() throws {
        let shorthand = try #require(self.error("rules:\n  label-missing: eror\n"))
        #expect(shorthand.description == ".checkbox-lint.yml:2: rules.label-missing: 'eror' is not a severity (expected off, error, warning, note); did you mean 'error'?")
        let longhand = try #require(self.error("rules:\n  label-missing:\n    severity: fatal\n"))
        #expect(longhand.line == 3)
        #expect(longhand.key == "rules.label-missing.severity")
        let list = try #require(self.error("rules:\n  label-missing: [error]\n"))
        #expect(list.line == 2)
        #expect(list.message.contains("found a list"))
        let nothing = try #require(self.error("rules:\n  label-missing:\n"))
        #expect(nothing.line == 2)
    }

    @Test func aBadPlatformOrLocaleIsNamed() throws {
        let platform = try #require(self.error("locale: en\nplatform: andriod\n"))
        #expect(platform.description == ".checkbox-lint.yml:2: platform: 'andriod' is not a platform (expected ios, android, web, macos); did you mean 'android'?")
        let locale = try #require(self.error("\nlocale: english\n"))
        #expect(locale.line == 2)
        #expect(locale.key == "locale")
        #expect(locale.message.contains("BCP 47"))
    }

    @Test func yamlBooleanWordsStayTextWhereTextIsMeant() throws {
        // `no` is Norwegian: YAML 1.1 would read it as false.
        #expect(try load("locale: no\n").locale == "no")
        #expect(try load("platform: iOS\n").platform == .ios)
    }

    @Test func malformedYAMLIsReportedAtItsLine() throws {
        let indentation = try #require(self.error("platform: ios\nlocale: en\n  include: x\n"))
        #expect(indentation.line == 3)
        #expect(indentation.message.hasPrefix("malformed YAML: "))
        let unclosed = try #require(self.error("include: [a\n\nlocale: en\n"))
        #expect(unclosed.line == 3)
        #expect(unclosed.description.hasPrefix(".checkbox-lint.yml:3: malformed YAML: "))
        let tabs = try #require(self.error("rules:\n\tlabel-missing: off\n"))
        #expect(tabs.line == 2)
    }

    @Test func theTopLevelMustBeAMapping() throws {
        let error = try #require(self.error("- platform: ios\n"))
        #expect(error.line == 1)
        #expect(error.message.contains("expected a mapping"))
    }

    @Test func aGlobMustBeAString() throws {
        let mapping = try #require(self.error("include:\n  - Screens/**\n  - { path: x }\n"))
        #expect(mapping.description == ".checkbox-lint.yml:3: include[1]: expected a glob string, found a mapping")
        let number = try #require(self.error("exclude: [42]\n"))
        #expect(number.key == "exclude[0]")
        #expect(number.message.contains("quote it"))
        let empty = try #require(self.error("exclude:\n  - ''\n"))
        #expect(empty.line == 2)
        let parent = try #require(self.error("include: ../x\n"))
        #expect(parent.key == "include")
    }

    @Test func aBadSizeIsNamed() throws {
        let error = try #require(self.error("maxFileSize: 64 MB\nmaxFileSize: lots\n"))
        #expect(error.line == 2)
        #expect(error.message.contains("duplicate key (first on line 1)"))
        let size = try #require(self.error("\nmaxFileSize: lots\n"))
        #expect(size.line == 2)
        #expect(size.key == "maxFileSize")
    }

    @Test func duplicateKeysAreErrors() throws {
        let error = try #require(self.error("rules:\n  label-missing: off\n  label-missing: error\n"))
        #expect(error.description == ".checkbox-lint.yml:3: rules.label-missing: duplicate key (first on line 2)")
    }

    @Test func aliasesThatExpandTooFarAreRefused() throws {
        var yaml = "rules:\n  label-missing:\n    a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 {
            let ref = "*a\(level - 1)"
            yaml += "    a\(level): &a\(level) [\(Array(repeating: ref, count: 10).joined(separator: ", "))]\n"
        }
        let error = try #require(self.error(yaml))
        #expect(error.message.contains("more than 10000 option values"))
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
        let flow = "rules:\n  label-missing: {a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}\n"
        let flowError = try #require(self.error(flow))
        #expect(flowError.description == ".checkbox-lint.yml:2: nested too deeply (more than 256 levels)")
        let block = "rules:\n  label-missing:\n    a:\n      " + String(repeating: "- ", count: 100_000) + "x\n"
        #expect(try #require(self.error(block)).line == 4)
    }

    @Test func theNestingBoundCountsIndentationIndicatorsAndOpenBrackets() {
        #expect(YAMLNesting.lineTooDeep(in: "a: [[[]]]\nb: [[[[x]]]]\n", limit: 3) == 2)
        #expect(YAMLNesting.lineTooDeep(in: "a:\n  - - x\n", limit: 3) == 2)
        #expect(YAMLNesting.lineTooDeep(in: "a:\n  - - x\n", limit: 4) == nil)
        // Brackets in quotes and comments open nothing; plain `-x` is no indicator.
        #expect(YAMLNesting.lineTooDeep(in: "a: \"[[[[\" # [[[[\nb: '[[[[''[['\n", limit: 0) == nil)
        #expect(YAMLNesting.lineTooDeep(in: "-x\n", limit: 0) == nil)
        #expect(YAMLNesting.lineTooDeep(in: "- x\n", limit: 0) == 1)
        #expect(YAMLNesting.lineTooDeep(in: "a: \"\\\"[[\"\n", limit: 0) == nil)
    }

    // MARK: Discovery


    @Test func discoveryWalksUpFromANestedFolder() throws {
        let root = try Support.folder([".checkbox-lint.yml": "platform: web\n", "a/b/c/x.xml": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.path + "/a/b/c"
        let location = try #require(try ConfigurationDiscovery.locate(explicit: nil, currentDirectory: nested))
        #expect(location.path == root.path + "/.checkbox-lint.yml")
        #expect(location.displayPath == "../../../.checkbox-lint.yml")
        #expect(location.folder == root.path)
        let here = try #require(try ConfigurationDiscovery.locate(explicit: nil, currentDirectory: root.path))
        #expect(here.displayPath == ".checkbox-lint.yml")
        #expect(try ConfigurationDiscovery.load(explicit: nil, currentDirectory: nested)?.platform == .web)
    }

    @Test func theNearestFileWins() throws {
        let root = try Support.folder([".checkbox-lint.yml": "platform: web\n", "a/.checkbox-lint.yml": "platform: macos\n", "a/b/x.xml": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try ConfigurationDiscovery.load(explicit: nil, currentDirectory: root.path + "/a/b")
        #expect(file?.platform == .macos)
        #expect(file?.folder == root.path + "/a")
    }

    @Test func anExplicitFileOverridesDiscovery() throws {
        let root = try Support.folder([".checkbox-lint.yml": "platform: web\n", "config/lint.yml": "platform: android\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = try ConfigurationDiscovery.load(explicit: "config/lint.yml", currentDirectory: root.path)
        #expect(file?.platform == .android)
        #expect(file?.displayPath == "config/lint.yml")
        // Globs are relative to the file's own folder.
        #expect(file?.folder == root.path + "/config")
        #expect(throws: ConfigurationError.self) {
            try ConfigurationDiscovery.locate(explicit: "missing.yml", currentDirectory: root.path)
        }
        #expect(throws: ConfigurationError.self) {
            try ConfigurationDiscovery.locate(explicit: "config", currentDirectory: root.path)
        }
    }

    @Test func anExplicitFileReachedThroughALinkIsRelatedToItsRealFolder() throws {
        let root = try Support.folder(["real/lint.yml": "exclude: x\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.path + "/link", withDestinationPath: root.path + "/real")
        let real = try #require(realpath(root.path + "/real", nil))
        defer { free(real) }
        let location = try ConfigurationDiscovery.locate(explicit: "link/lint.yml", currentDirectory: root.path)
        #expect(location?.folder == String(cString: real))
        #expect(location?.displayPath == "link/lint.yml")
    }

    @Test func noFileFoundMeansDefaults() throws {
        // Nothing above the temporary folder holds a configuration on a test machine.
        let root = try Support.folder(["a/x.xml": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ConfigurationDiscovery.locate(explicit: nil, currentDirectory: root.path + "/a") == nil)
    }

    @Test func aFolderNamedLikeTheFileIsNotAConfiguration() throws {
        let root = try Support.folder([".checkbox-lint.yml/x": "", "a/x.xml": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ConfigurationDiscovery.locate(explicit: nil, currentDirectory: root.path + "/a") == nil)
    }

    // MARK: File selection

    func selection(include: [String]? = nil, exclude: [String] = []) throws -> FileSelection {
        FileSelection(folder: "/project", include: try include?.map { try Glob($0) }, exclude: try exclude.map { try Glob($0) })
    }

    func selects(_ selection: FileSelection, _ path: String, from directory: String = "/project") -> Bool {
        selection.selects(InputFile(path: path, displayPath: path), currentDirectory: directory)
    }

    @Test func includeAndExcludeAreRelativeToTheConfigurationFolder() throws {
        let selection = try selection(include: ["Screens/**"], exclude: ["Screens/old/**"])
        #expect(selects(selection, "Screens/a.xml"))
        #expect(selects(selection, "./Screens/x/../a.xml"))
        #expect(!selects(selection, "Other/a.xml"))
        #expect(!selects(selection, "Screens/old/a.xml"))
        // From a subfolder, and by absolute path.
        #expect(selects(selection, "a.xml", from: "/project/Screens"))
        #expect(!selects(selection, "old/a.xml", from: "/project/Screens"))
        #expect(!selects(selection, "/project/Screens/old/a.xml", from: "/elsewhere"))
        #expect(!selects(selection, "../Other/a.xml", from: "/project/Screens"))
    }

    @Test func filesOutsideTheFolderAndStandardInputAreAlwaysLinted() throws {
        let selection = try selection(include: ["Screens/**"], exclude: ["**"])
        #expect(selects(selection, "/tmp/a.xml"))
        #expect(selects(selection, "../a.xml"))
        #expect(selects(selection, "-"))
        #expect(!selects(selection, "Screens/a.xml"))
    }
}
