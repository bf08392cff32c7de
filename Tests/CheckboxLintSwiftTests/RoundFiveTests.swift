#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// Round five's patterns (docs/review/swiftui-unseen.md), each at its exact place in its fixture.
@Suite struct RoundFiveTests {
    private func preview(_ fixture: String) throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location) \($0.announcement)" }
    }

    @Test func aPackageToggleWithAnEmptyLabelClosureIsUnnamed() throws {
        let findings = try SwiftSupport.lintFixture("swift/PackageToggles.swift").filter { $0.ruleID == "label-missing" }
        // `LaunchAtLogin.Toggle {}` at 34:17, beside a `Label` whose title the message names;
        // `LaunchAtLogin.Toggle()` at 27:13 is named by the package's own title, known at run time.
        #expect(findings.map(\.location.description) == ["15:17", "34:17"])
        #expect(findings.last?.message.contains("the Text 'Launch at login' beside it") == true)
        #expect(try preview("swift/PackageToggles.swift").contains("34:17 {LaunchAtLogin.isEnabled}, checkbox"))
    }

    @Test func aStateItsUsersMaySetIsARunTimeState() throws {
        #expect(try preview("swift/StateSetByUsers.swift") == [
            // `@State var isFinished = false`: the memberwise initializer takes it.
            "7:1 {isFinished ? \"checkmark.square\" : \"square\"}, Image",
            // `@State private var`: its default is the state.
            "16:1 square, Image",
        ])
    }

    @Test func aBindingProjectedByAnotherObjectIsShownWithoutItsDollar() throws {
        #expect(try preview("swift/ProjectedBindings.swift") == [
            "10:17 Show finished tasks, Switch button, {Settings.shared.showDone}",
            "13:17 Sync, Switch button, {model.sync}",
        ])
    }
}
#endif
