#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Testing

/// The Swift front end, construct by construct, on small inputs (swift-syntax's debug parser is slow).
@Suite struct SwiftFrontendTests {
    private func rules(_ findings: [Finding]) -> [String] { findings.map { "\($0.location) \($0.ruleID)" } }

    @Test func aFileWithoutACheckboxIsSkipped() throws {
        #expect(try SwiftSupport.read("struct A: View { var body: some View { Text(\"Hi\") } }") == nil)
        // Mentions a construct's name but holds none.
        #expect(try SwiftSupport.read("// Toggle settings\nlet systemName = \"x\"") == nil)
    }

    @Test func anOUDSComponentIsMatchedByArgumentLabels() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            @State private var isOn = true
            var body: some View {
                OUDSCheckboxItem(isOn: $isOn, labelText: "Newsletter", helperText: "Weekly", isInversed: true, hasDivider: true)
            }
        }
        """))
        let checkbox = try #require(document.checkboxes.first)
        #expect(document.profile.fileKind == "SwiftUI source")
        #expect(checkbox.controlClass == "OUDSCheckboxItem")
        #expect(checkbox.variant == .item)
        #expect(checkbox.label == "Newsletter")
        #expect(checkbox.descriptionText == "Weekly")
        #expect(checkbox.reversed == true)
        #expect(checkbox.divider == true)
        #expect(checkbox.state == .checked)
        #expect(checkbox.location == SourceLocation(line: 4, column: 9))
    }

    @Test func defaultCheckedJudgesOUDSComponentsButNotToggles() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            @State private var on = true
            var body: some View {
                OUDSCheckboxItem("Newsletter", isOn: $on)
                Text("-")
                Toggle("Wi-Fi", isOn: $on)
            }
        }
        """)
        #expect(rules(findings.filter { $0.ruleID == "default-checked" }) == ["4:9 default-checked"])
    }

    @Test func columnsCountCodePointsAsTheRestOfTheTool() throws {
        // "é" is two UTF-8 bytes and one column.
        let document = try #require(try SwiftSupport.read("let é = 1; let v = Toggle(\"A\", isOn: .constant(false))"))
        #expect(document.checkboxes.first?.location == SourceLocation(line: 1, column: 20))
    }

    @Test func modifiersOnTheConstructAndItsContainers() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                VStack {
                    Toggle(isOn: .constant(true)) { Text("Sync") }
                        .accessibilityLabel("Sync contacts")
                        .accessibilityValue(isOn ? "on" : "off")
                        .accessibilityIdentifier("sync")
                        .frame(minWidth: 20, minHeight: 20)
                        .padding(.vertical, 12)
                }
                .disabled(true)
            }
        }
        """))
        let checkbox = try #require(document.checkboxes.first)
        #expect(checkbox.label == "Sync")
        #expect(checkbox.accessibilityLabel == "Sync contacts")
        #expect(checkbox.accessibilityValue == "{isOn ? \"on\" : \"off\"}")
        #expect(checkbox.isValueDynamic)
        #expect(checkbox.id == "sync")
        #expect(checkbox.disabled == true)
        #expect(checkbox.width == 20)
        #expect(checkbox.height == 44)
        #expect(checkbox.traits == ["toggle", "button"])
        #expect(checkbox.state == .checked)
    }

    @Test func defaultPaddingMakesTheSizeUnknownNotSmall() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Toggle("A", isOn: .constant(false)).frame(width: 20, height: 20).padding()
            }
        }
        """)
        #expect(!findings.contains { $0.ruleID == "hit-area-too-small" })
    }

    @Test func sectionsAreGroupsWithTheirHeaders() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                Form {
                    Section { Toggle("A", isOn: $a) } header: { Text("Alerts") }
                    GroupBox(label: Text("Privacy")) { Toggle("B", isOn: $b) }
                    Section(header: Text("Sync")) { Toggle("C", isOn: $c) }
                }
            }
        }
        """))
        let headers = Array(document.checkboxes.map { document.parent(of: $0)?.header })
        #expect(headers == ["Alerts", "Privacy", "Sync"])
    }

    @Test func aToggleStyledAsACheckboxIsANativeCheckbox() throws {
        let document = try #require(try SwiftSupport.read("""
        import AppKit
        struct A: View {
            var body: some View {
                Toggle("Launch at login", isOn: $login).toggleStyle(.checkbox)
                Toggle("Show in Dock", isOn: $dock)
            }
        }
        """))
        #expect(document.platform == .macos)
        #expect(Array(document.checkboxes.map(\.traits)) == [nil, ["toggle", "button"]])
    }

    @Test func uiKitKeepsTheConfiguredPlatform() throws {
        let document = try #require(try SwiftSupport.read("import AppKit\nimport UIKit\nlet t = Toggle(\"A\", isOn: $a)"))
        #expect(document.platform == .ios)
    }

    @Test func aHiddenToggleIsNotAControlOfItsOwn() throws {
        let document = try #require(try SwiftSupport.read("""
        struct A: View {
            var body: some View {
                VStack { Toggle("", isOn: $a) }.accessibilityHidden(true)
                Toggle("B", isOn: $b)
            }
        }
        """))
        #expect(Array(document.checkboxes.map(\.label)) == ["B"])
    }

    @Test func dynamicValuesArePresentButNotJudged() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                Section("Options") {
                    Toggle(item.checkboxTitle, isOn: $item.enabled)
                    Toggle(item.checkboxTitle, isOn: $item.enabled)
                }
            }
        }
        """)
        // No label-missing, label-duplicate or label-redundant-role on `{item.checkboxTitle}`.
        #expect(findings.isEmpty)
    }

    @Test func theHandMadeCheckboxOfTheTutorial() throws {
        let source = """
        struct CheckboxView: View {
            @Binding var isChecked: Bool
            let label: String
            var body: some View {
                HStack {
                    Text(label)
                    Image(systemName: isChecked ? "checkmark.square.fill" : "square")
                        .onTapGesture { isChecked.toggle() }
                }
            }
        }
        """
        let findings = try SwiftSupport.lint(source)
        #expect(rules(findings) == ["1:1 announcement-split", "1:1 label-not-tappable", "1:1 role-missing"])
        let roleMissing = try #require(findings.first { $0.ruleID == "role-missing" })
        #expect(roleMissing.message.contains("neither its role nor its state"))
        #expect(roleMissing.message.contains(".accessibilityAddTraits(.isToggle)"))
        let checkbox = try #require(try SwiftSupport.read(source)?.checkboxes.first)
        #expect(checkbox.controlClass == "CheckboxView")
        #expect(checkbox.label == "{label}")
        #expect(checkbox.stateBinding == "isChecked")
    }

    @Test func anAccessibleHandMadeCheckboxHasNoFinding() throws {
        let findings = try SwiftSupport.lint("""
        struct Box: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    HStack {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                        configuration.label
                    }
                }
                .accessibilityAddTraits(.isToggle)
            }
        }
        """)
        #expect(findings.isEmpty)
    }

    @Test func aViewThatTogglesWithoutACheckboxImageIsNoCheckbox() throws {
        #expect(try SwiftSupport.read("""
        struct Star: View {
            @State var on = false
            var body: some View {
                Image(systemName: on ? "star.fill" : "star").onTapGesture { on.toggle() }
            }
        }
        """) == nil)
    }

    @Test func inlineSuppressionOnTheLineBefore() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                // checkbox-lint-disable label-missing -- named by the row at run time
                Toggle("", isOn: $a)
                // checkbox-lint-disable no-such-rule -- typo
                Toggle("B", isOn: $b).accessibilityHidden(false)
            }
        }
        """)
        #expect(findings.first { $0.ruleID == "label-missing" }?.isSuppressed == true)
        #expect(findings.contains { $0.ruleID == "invalid-value" && $0.location == SourceLocation(line: 5, column: 9) })
    }

    @Test func forbiddenCombinationSaysWhetherOUDSCrashes() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Section("S") {
                    OUDSCheckboxItem("Crash", isOn: $a, isError: true, errorText: "Wrong").disabled(true)
                    OUDSCheckboxItem("Forbidden", isOn: $b, isReadOnly: true).disabled(true)
                }
            }
        }
        """).filter { $0.ruleID == "forbidden-combination" }
        #expect(findings.count == 2)
        #expect(findings.first?.message.contains("fatal error at run time") == true)
        #expect(findings.last?.message.contains("does not crash") == true)
    }

    @Test func aFileThatDoesNotParseIsLintedAsRecovered() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                Toggle("", isOn: $a)
                let = = )
        """)
        #expect(rules(findings) == ["3:9 label-missing"])
    }

    @Test func aFolderWalkPicksUpSwiftFilesThroughTheFrontEnd() throws {
        var configuration = LintConfiguration()
        #expect(!configuration.fileExtensions.contains(".swift"))
        configuration.frontends = [SwiftFrontend()]
        #expect(configuration.fileExtensions.contains(".swift"))
    }
}
#endif

#if SwiftSource
@Suite struct SwiftHeadingTests {
    @Test func aTextMarkedAsHeaderBeforeTheSetIsItsHeader() throws {
        let source = """
        struct A: View {
            var body: some View {
                VStack {
                    Text("Privacy").accessibilityAddTraits(.isHeader)
                    Toggle("Analytics", isOn: $a)
                    Toggle("Crash reports", isOn: $b)
                }
            }
        }
        """
        let document = try #require(try SwiftSupport.read(source))
        #expect(Array(document.checkboxes.map { document.parent(of: $0)?.header }) == ["Privacy", "Privacy"])
        #expect(!(try SwiftSupport.lint(source)).contains { $0.ruleID == "group-header-missing" })
    }

    @Test func aPlainTextIsNoHeader() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            var body: some View {
                VStack {
                    Text("Privacy").font(.headline)
                    Toggle("Analytics", isOn: $a)
                    Toggle("Crash reports", isOn: $b)
                }
            }
        }
        """)
        #expect(findings.map { "\($0.location) \($0.ruleID)" } == ["5:13 group-header-missing"])
    }
}
#endif

#if SwiftSource
@Suite struct SwiftForEachTests {
    @Test func aForEachOfTogglesIsASetThatNeedsAHeader() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items) { item in
                        Toggle(item.title, isOn: item.$enabled)
                    }
                }
            }
        }
        """)
        #expect(findings.map { "\($0.location) \($0.ruleID) \($0.severity)" } == ["6:17 group-header-missing warning"])
    }

    @Test func aForEachInASectionWithAHeaderIsFine() throws {
        let findings = try SwiftSupport.lint("""
        struct A: View {
            let items: [Item]
            var body: some View {
                List {
                    Section("Sync") {
                        ForEach(items) { item in Toggle(item.title, isOn: item.$enabled) }
                    }
                }
            }
        }
        """)
        #expect(findings.isEmpty)
    }
}
#endif
