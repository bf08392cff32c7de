import CheckboxLintKit
import SwiftSyntax

/// The buttons and links drawn inside a checkbox's label: a tap on them competes with the
/// checkbox's own, and VoiceOver cannot reach them on their own (SPEC §4, nested-interactive).
enum NestedControls {
    struct Control {
        let call: FunctionCallExprSyntax
        let kind: Element.Kind
        /// `Button("Privacy Policy")`, `Link("Terms", destination:)`: its literal or dynamic title.
        let title: SourceValue?
    }

    static func find(in node: Syntax) -> [Control] {
        var found: [Control] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               SwiftSyntaxFacts.modifierName(call) == nil {
                let kind: Element.Kind? = switch name {
                case "Button": .button
                case "Link", "NavigationLink", "ShareLink": .link
                default: nil
                }
                if let kind {
                    let title = call.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
                        .map { SourceValue($0.expression) }
                    found.append(Control(call: call, kind: kind, title: title ?? SwiftModelMapper.firstText(in: Syntax(call))))
                    continue
                }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found.sorted { $0.call.position < $1.call.position }
    }
}
