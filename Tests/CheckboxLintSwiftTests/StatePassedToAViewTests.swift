#if SwiftSource
import CheckboxLintKit
import CheckboxLintSwift
import Foundation
import Testing

/// A tap target that toggles a Bool and passes that same Bool to a view of another file (round
/// seven's pattern 1b, SPEC §10 "by meaning"), at its exact places in
/// Fixtures/swift/StatePassedToAView.swift, with the shapes that must stay out.
@Suite struct StatePassedToAViewTests {
    private let fixture = "swift/StatePassedToAView.swift"

    private func previewLines() throws -> [String] {
        try SwiftSupport.previewFixture(fixture).map { "\($0.location.line):\($0.location.column) \($0.announcement)" }
    }

    @Test func theTappedViewsThatPassTheToggledBoolAreCheckboxesThatSayNoState() throws {
        let findings = try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == "role-missing" }
        // The Button at 75:13 declares .isSelected while on: clean. Nothing from line 84 on (the
        // shapes that are no checkbox) is read.
        #expect(findings.map { "\($0.location)" } == ["19:21", "40:17", "69:17", "72:13"])
    }

    @Test func theShapesThatAreNoCheckboxStayOut() throws {
        let findings = try SwiftSupport.lintFixture(fixture)
        #expect(findings.allSatisfy { $0.location.line < 84 })
        #expect(try SwiftSupport.previewFixture(fixture).allSatisfy { $0.location.line < 84 })
    }

    @Test func eachIsNamedByItsLabelsTextOrTheTextItGivesTheView() throws {
        let lines = try previewLines()
        // The view's text argument, as VoiceOver reads the row (the project's ListRow).
        #expect(lines.contains("19:21 {task.title}, Button"))
        // The label's own Text, not the view's arguments; toggled through a helper of the type.
        #expect(lines.contains("40:17 {todo.title}, Button"))
        // A row tapped with .onTapGesture: no trait, its name only.
        #expect(lines.contains("69:17 {item.name}"))
        // `agreed = !agreed`, a literal given to the view.
        #expect(lines.contains("72:13 I agree to the terms, Button"))
        #expect(lines.contains("75:13 {subscribed}, Send me the newsletter, Button"))
    }

    @Test func aListThatIsTheScreenIsTitledByItsNavigationTitlePastALet() throws {
        // `let index = …` before the Button in the ForEach, `List { ForEach … }.navigationTitle(Text("Tasks"))`.
        let titles = try SwiftSupport.previewFixture(fixture).compactMap { checkbox in
            checkbox.groupTitle.map { "\(checkbox.location.line) \($0.location.line):\($0.location.column) \($0.spoken)" }
        }
        #expect(titles == ["19 15:13 Tasks, Heading"])
        #expect(try SwiftSupport.lintFixture(fixture).filter { $0.ruleID == "group-header-missing" && $0.location.line == 19 }.isEmpty)
    }

    @Test func aViewOfTheSameFileIsReadFromItsBodyNotByItsArguments() throws {
        // The same Button with `TaskMark` declared in the file, drawing no box: no checkbox; drawing
        // one: found as before, through its body (DelegatedIndicator), named by what it shows.
        let call = """
            import SwiftUI
            struct Screen: View {
                @State private var todos: [Todo] = []
                var body: some View {
                    ForEach($todos) { $todo in
                        Button { todo.isCompleted.toggle() } label: { TaskMark(title: todo.title, isCompleted: todo.isCompleted) }
                    }
                }
            }

            """
        let noBox = call + """
            struct TaskMark: View {
                let title: String
                let isCompleted: Bool
                var body: some View { Text(title).strikethrough(isCompleted) }
            }
            """
        let box = call + """
            struct TaskMark: View {
                let title: String
                let isCompleted: Bool
                var body: some View { Image(systemName: isCompleted ? "checkmark.circle" : "circle") }
            }
            """
        #expect(try SwiftSupport.lint(noBox).isEmpty)
        #expect(try SwiftSupport.lint(call).map(\.ruleID).contains("role-missing"))
        #expect(try SwiftSupport.lint(box).map { "\($0.location) \($0.ruleID)" }.contains("6:13 role-missing"))
    }

    @Test func theNamesMustSayACheckboxsState() throws {
        func source(_ bool: String, _ label: String, _ view: String) -> String {
            """
            import SwiftUI
            struct Screen: View {
                @State private var \(bool) = false
                var body: some View {
                    Button { \(bool).toggle() } label: { \(view)(title: "Wi-Fi", \(label): \(bool)) }
                }
            }
            """
        }
        #expect(try !SwiftSupport.lint(source("isDone", "value", "Row")).isEmpty)
        #expect(try !SwiftSupport.lint(source("flag", "isSelected", "Row")).isEmpty)
        #expect(try !SwiftSupport.lint(source("flag", "value", "TickRow")).isEmpty)
        // A word that says something else counts at the start of a word only (`shopping` is no pin).
        #expect(try !SwiftSupport.lint(source("isDone", "value", "ShoppingRow")).isEmpty)
        // Nothing says what the Bool is: the file cannot tell a box from a lamp.
        #expect(try SwiftSupport.lint(source("flag", "value", "Row")).isEmpty)
        // A word that says something else wins: a disclosure, a favourite, a sheet shown.
        #expect(try SwiftSupport.lint(source("isExpanded", "isSelected", "Row")).isEmpty)
        #expect(try SwiftSupport.lint(source("isFavorite", "isChecked", "Row")).isEmpty)
        #expect(try SwiftSupport.lint(source("showCompleted", "value", "Row")).isEmpty)
    }

    @Test func theSamePathIsRequired() throws {
        func source(toggled: String, passed: String) -> String {
            """
            import SwiftUI
            struct Screen: View {
                @State private var tasks: [Todo] = []
                @State private var done: [Todo] = []
                var body: some View {
                    ForEach(tasks) { task in
                        Button { \(toggled) } label: { Row(title: task.title, isDone: \(passed)) }
                    }
                }
            }
            """
        }
        #expect(try !SwiftSupport.lint(source(toggled: "tasks[tasks.firstIndex(of: task)!].isDone.toggle()", passed: "task.isDone")).isEmpty)
        #expect(try !SwiftSupport.lint(source(toggled: "self.tasks[0].isDone = !self.tasks[0].isDone", passed: "task.isDone")).isEmpty)
        // The element of an enumerated loop, its second parameter.
        let enumerated = """
            import SwiftUI
            struct Screen: View {
                @State private var tasks: [Todo] = []
                var body: some View {
                    ForEach(Array(tasks.enumerated()), id: \\.offset) { index, task in
                        Button { tasks[index].isDone.toggle() } label: { Row(title: task.title, isDone: task.isDone) }
                    }
                }
            }
            """
        #expect(try SwiftSupport.lint(enumerated).map { "\($0.location) \($0.ruleID)" }.contains("6:13 role-missing"))
        #expect(try SwiftSupport.lint(enumerated.replacingOccurrences(of: "isDone: task.isDone", with: "isDone: index.isDone")).isEmpty)
        // Another collection's element, another Bool of the same element.
        #expect(try SwiftSupport.lint(source(toggled: "done[0].isDone.toggle()", passed: "task.isDone")).isEmpty)
        #expect(try SwiftSupport.lint(source(toggled: "tasks[0].isChecked.toggle()", passed: "task.isDone")).isEmpty)
    }
}
#endif
