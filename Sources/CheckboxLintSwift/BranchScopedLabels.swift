import SwiftSyntax

/// Where a hand-made checkbox's name may come from, judged by the view structure around it
/// (round eight, pattern 5): only the branch of an `if`/`switch` that shows the checkbox (the other
/// branch's texts, an empty state's heading, are never on screen with it), and a `Button` whose
/// label is a view of another file (`Button { … } label: { RecipeCard(recipe: r) }`) is named by
/// that view's texts, which the file cannot see: unknown, not empty.
enum BranchScopedLabels {
    /// Whether `text` lies in a branch of an `if` or a `switch` (inside `scope`) other than the one
    /// that holds `indicator`.
    static func isInOtherBranch(_ text: Syntax, than indicator: Syntax, within scope: Syntax) -> Bool {
        var current = text
        while let parent = current.parent, current.id != scope.id {
            // `if c { A } else { B }`: `current` is A or B (a code block), or an `else if`.
            if let branching = parent.as(IfExprSyntax.self), current.id != branching.conditions.id,
               SwiftSyntaxFacts.contains(branching, indicator), !SwiftSyntaxFacts.contains(current, indicator) {
                return true
            }
            if parent.is(SwitchCaseListSyntax.self), let switchExpr = parent.parent,
               SwiftSyntaxFacts.contains(switchExpr, indicator), !SwiftSyntaxFacts.contains(current, indicator) {
                return true
            }
            current = parent
        }
        return false
    }

    /// `Button(action: { … }) { RecipeCard(recipe: r) }`: the one view of the button's label, a call
    /// to a type declared nowhere in this file (so the texts it shows are not in it), as
    /// `RecipeCard(…)`. Nil for a label of several views, of texts, or of a type of the file.
    static func otherFileViewLabel(of button: ExprSyntax, in file: Syntax) -> (value: SourceValue, node: Syntax)? {
        guard let call = button.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == "Button" else { return nil }
        let label: ClosureExprSyntax? = SwiftSyntaxFacts.argument(call, "label")?.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? (SwiftSyntaxFacts.argument(call, "action") != nil ? call.trailingClosure : nil)
        guard let label, label.statements.count == 1,
              let view = viewCall(label.statements.first!.item),
              let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true, !swiftUIViews.contains(name), !declares(file, name) else { return nil }
        return (.dynamic(view.arguments.isEmpty && view.trailingClosure == nil ? "\(name)()" : "\(name)(…)"), Syntax(view))
    }

    /// The first call, in `content` (a tapped view and what it holds; not `skipping`, the tap's
    /// action), of a view the file declares nowhere and SwiftUI does not make
    /// (`ShoppingItemRow(item: item).onTapGesture { … }`): the texts it shows are in another file,
    /// so the checkbox's name is unknown, `{ShoppingItemRow(…)}`, never empty (round ten, pattern 5).
    static func otherFileView(in content: Syntax, skipping: Syntax?, file: Syntax) -> (value: SourceValue, node: Syntax)? {
        var stack = [content]
        while !stack.isEmpty {
            let node = stack.removeFirst()
            if node.id == skipping?.id { continue }
            if let view = otherFileViewCall(node, file: file) {
                return (.dynamic(view.name), Syntax(view.call))
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// `node` as a call of a view of another file (`RowView(item: item)`, `RowView()`), with the
    /// name the preview shows for it.
    static func otherFileViewCall(_ node: Syntax, file: Syntax) -> (call: FunctionCallExprSyntax, name: String)? {
        guard let view = node.as(FunctionCallExprSyntax.self),
              let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true, !swiftUIViews.contains(name), !otherSwiftUIViews.contains(name),
              !name.hasSuffix("Button"), !drawsAPicture(name), !declares(file, name) else { return nil }
        return (view, view.arguments.isEmpty && view.trailingClosure == nil ? "\(name)()" : "\(name)(…)")
    }

    /// A view whose name says it draws a picture (`SMSIcon(.checkmark)`, `CheckImage()`,
    /// `StarShape()`): part of a box, not the texts that name it.
    private static func drawsAPicture(_ name: String) -> Bool {
        ["Icon", "Image", "Symbol", "Glyph", "Shape", "Mark", "Indicator", "Box", "Checkbox", "CheckBox", "Badge", "Dot"]
            .contains { name.hasSuffix($0) }
    }

    /// More of SwiftUI's own views and values, never a view of the project.
    private static let otherSwiftUIViews: Set<String> = [
        "Divider", "ProgressView", "ScrollView", "ForEach", "GeometryReader", "Path", "Ellipse", "LinearGradient",
        "RadialGradient", "AngularGradient", "Task", "Binding", "Font", "CGSize", "CGPoint", "CGRect", "EdgeInsets",
        "StrokeStyle", "Link", "NavigationLink", "Menu", "Picker", "TextField", "Slider", "Stepper", "ZStack",
        "ViewThatFits", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "AsyncImage", "Canvas", "TimelineView", "Section",
    ]

    /// The view call a statement shows, through its modifiers (`RecipeCard(…).padding()`).
    private static func viewCall(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
        var expression: ExprSyntax? = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return call }
            expression = member.base
        }
        return nil
    }

    /// SwiftUI's own views, whose contents (texts, images) the reader judges elsewhere.
    private static let swiftUIViews: Set<String> = [
        "Text", "Label", "Image", "HStack", "VStack", "ZStack", "Group", "Spacer", "Color", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Toggle", "Button", "EmptyView", "AnyView", "LazyVStack", "LazyHStack",
    ]

    private static func declares(_ file: Syntax, _ name: String) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found = true }
                return .skipChildren
            }
        }
        let finder = Finder(name)
        finder.walk(file)
        return finder.found
    }
}
