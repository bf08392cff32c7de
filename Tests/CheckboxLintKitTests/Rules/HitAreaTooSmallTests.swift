import Testing
@testable import CheckboxLintKit
@testable import CheckboxLintModel
@testable import CheckboxLintFrontends
@testable import CheckboxLintRules
@testable import CheckboxLintEngine
@testable import CheckboxLintReports

/// hit-area-too-small: platform minimums, partial sizes, units, and its `minimum` option.
@Suite struct HitAreaTooSmallTests {
    static let id = "hit-area-too-small"

    @Test func belowTheIOSMinimumIsReportedWithSizeAndUnit() {
        let findings = RuleTest.findings(Self.id, """
            <group id="g" header="G">
              <checkbox id="cheese" label="A" width="30" height="30"/>
              <checkbox id="ok-44" label="B" width="44" height="44"/>
              <checkbox id="ok-44pt" label="C" width="44pt" height="44pt"/>
              <checkbox id="bad-short" label="D" width="390" height="43.5pt"/>
              <checkbox id="ok-unknown" label="E"/>
              <checkbox id="bad-width-only" label="F" width="30"/>
              <checkbox id="ok-width-only" label="G" width="300"/>
              <checkbox id="bad-height-only" label="H" height="20"/>
            </group>
            """)
        #expect(findings.map(\.path) == ["g/cheese", "g/bad-short", "g/bad-width-only", "g/bad-height-only"])
        #expect(findings.map(\.message) == [
            "Checkbox 'cheese' is 30×30 pt, below the 44 pt minimum hit area on ios; make it at least 44×44 pt",
            "Checkbox 'bad-short' is 390×43.5 pt, below the 44 pt minimum hit area on ios; make it at least 44×44 pt",
            "Checkbox 'bad-width-only' is 30 pt wide, below the 44 pt minimum hit area on ios; make it at least 44×44 pt",
            "Checkbox 'bad-height-only' is 20 pt tall, below the 44 pt minimum hit area on ios; make it at least 44×44 pt",
        ])
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func eachPlatformHasItsMinimumAndUnit() {
        let body = """
            <group id="g" header="G">
              <checkbox id="c47" label="A" width="47" height="47"/>
              <checkbox id="c30" label="B" width="30" height="30"/>
              <checkbox id="c20" label="C" width="20" height="20"/>
            </group>
            """
        #expect(RuleTest.paths(Self.id, body, platform: "android") == ["g/c47", "g/c30", "g/c20"])
        #expect(RuleTest.paths(Self.id, body, platform: "web") == ["g/c20"])
        #expect(RuleTest.paths(Self.id, body, platform: "macos") == [])
        #expect(RuleTest.findings(Self.id, "<checkbox id=\"x\" label=\"X\" width=\"40dp\" height=\"48dp\"/>", platform: "android").first?.message
            == "Checkbox 'x' is 40×48 dp, below the 48 dp minimum hit area on android; make it at least 48×48 dp")
        #expect(RuleTest.findings(Self.id, "<checkbox id=\"x\" label=\"X\" width=\"16px\" height=\"16\"/>", platform: "web").first?.message
            == "Checkbox 'x' is 16×16 px, below the 24 px minimum hit area on web; make it at least 24×24 px")
    }

    @Test func theDocumentPlatformDefaultsToTheConfiguredOne() {
        var configuration = LintConfiguration()
        configuration.platform = .android
        let findings = Support.lint("<ui version=\"1\"><checkbox id=\"x\" label=\"X\" width=\"46\" height=\"46\"/></ui>", configuration: configuration)
        #expect(findings.filter { $0.ruleID == Self.id }.map(\.path) == ["x"])
    }

    @Test func aMinimumForMacOSCanBeConfigured() {
        let configuration = RuleTest.configuration(Self.id, ["minimum": .map(["macos": .number(20)])])
        let body = "<group id=\"g\" header=\"G\"><checkbox id=\"small\" label=\"A\" width=\"110\" height=\"16\"/><checkbox id=\"ok\" label=\"B\" width=\"110\" height=\"20\"/></group>"
        #expect(RuleTest.paths(Self.id, body, platform: "macos", configuration: configuration) == ["g/small"])
        #expect(RuleTest.findings(Self.id, body, platform: "macos", configuration: configuration).first?.message
            == "Checkbox 'small' is 110×16 pt, below the 20 pt minimum hit area on macos; make it at least 20×20 pt")
        // The platforms not configured keep their defaults.
        #expect(RuleTest.paths(Self.id, "<checkbox id=\"x\" label=\"X\" width=\"30\" height=\"30\"/>", configuration: configuration) == ["x"])
    }

    @Test func aConfiguredMinimumReplacesTheDefaultAndZeroTurnsItOff() {
        let stricter = RuleTest.configuration(Self.id, ["minimum": .map(["ios": .number(48)])])
        #expect(RuleTest.paths(Self.id, "<checkbox id=\"x\" label=\"X\" width=\"46\" height=\"46\"/>", configuration: stricter) == ["x"])
        let off = RuleTest.configuration(Self.id, ["minimum": .map(["IOS": .number(0)])])
        #expect(RuleTest.paths(Self.id, "<checkbox id=\"x\" label=\"X\" width=\"10\" height=\"10\"/>", configuration: off) == [])
    }

    @Test(arguments: [
        (OptionValue.map(["symbian": .number(44)]), "rules.hit-area-too-small.minimum.symbian: unknown platform (known: ios, android, web, macos)"),
        (.map(["andriod": .number(44)]), "rules.hit-area-too-small.minimum.andriod: unknown platform (known: ios, android, web, macos); did you mean 'android'?"),
        (.map(["ios": .string("big")]), "rules.hit-area-too-small.minimum.ios: expected a non-negative number; found 'big'"),
        (.map(["web": .number(-1)]), "rules.hit-area-too-small.minimum.web: expected a non-negative number; found -1"),
        (.number(44), "rules.hit-area-too-small.minimum: expected a map of platform to number, e.g. { ios: 44, android: 48 }; found 44"),
    ])
    func badMinimumsAreRejectedNamingTheKey(value: OptionValue, message: String) {
        let configuration = RuleTest.configuration(Self.id, ["minimum": value])
        #expect { try configuration.makeRules() } throws: { error in
            (error as? RuleOptionError)?.description == message
        }
    }

    @Test func unknownOptionsAreRejected() {
        #expect { try RuleTest.configuration(Self.id, ["minimun": .map([:])]).makeRules() } throws: { error in
            (error as? RuleOptionError)?.description == "rules.hit-area-too-small.minimun: unknown option (known: minimum); did you mean 'minimum'?"
        }
    }
}
