import SwiftSyntax

/// A link or button whose label shows a hand-made checkbox of the file through a view of the file
/// (`NavigationLink { Detail() } label: { TaskRow(task: t) }`, `TaskRow`'s body holding
/// `Checkbox(isChecked: …)`, a type the mapper recognised as a checkbox): VoiceOver meets the link
/// as one element, and the checkbox in it cannot be reached or toggled on its own
/// (nested-interactive). A checkbox drawn in the label itself is the mapper's already
/// (`HandMadeCheckbox.controlAround`); this finds a checkbox type named in the label, or in the
/// body of a view the label names, at most `depth` views deep, each view once (cycle-safe).
///
/// The file's own views are followed `depth` deep; a view declared in another file is followed
/// only when a `NavigationLink`'s label names it itself (`NavigationLink(destination: Detail()) {
/// TaskRowView(task: task, toggleCompletion: { … }) }`, `TaskRowView` of another file read as a
/// checkbox type, `LoopedCheckboxViews.isCheckboxView`; round thirty-five, hholdout35b pattern 4).
enum CheckboxViewsInLinks {
    struct Found {
        /// The `NavigationLink`, `Link` or `Button` whose label holds the checkbox.
        let control: FunctionCallExprSyntax
        /// The views from the label to the checkbox's type (`["TaskRow", "Checkbox"]`).
        let views: [String]
        /// The first text the label shows, in it or in the first view it names.
        let labelText: SourceValue?
        /// The first view the label shows (`TaskRow(task: t)`).
        let labelView: FunctionCallExprSyntax?
    }

    /// How many views deep the label is followed: the view the label names, and one more.
    static let depth = 2

    private static let linkNeedle = Array("NavigationLink".utf8)

    /// Whether a `NavigationLink` of the file may name, in its first bytes, a view of the project
    /// declared in another file that holds a checkbox by its bytes (`ProjectDeclarations.mayDeclareCheckboxView`):
    /// the file is then read for that link, whatever else it holds. Bytes only.
    static func mayLinkToCheckboxView(_ bytes: [UInt8], file: String) -> Bool {
        LoopedCheckboxViews.mayCallCheckboxView(after: linkNeedle, within: 400, in: bytes, file: file)
    }

    /// Whether the file's bytes hold a `NavigationLink`, of a project (not standard input): its label
    /// may name a checkbox view of another file.
    static func mayLinkElsewhere(_ bytes: [UInt8]) -> Bool {
        ProjectDeclarations.currentProject != nil && SwiftConstructs.contains(bytes, linkNeedle, in: 0..<bytes.count)
    }

    static func find(in file: SourceFileSyntax, checkboxTypes: Set<String>, linksElsewhere: Bool = false) -> [Found] {
        guard !checkboxTypes.isEmpty || linksElsewhere else { return [] }
        var bodies: [String: Syntax] = [:]
        var checkboxDeclarations: [String: StructDeclSyntax] = [:]
        // A name declared twice (in `#if` branches, nested types): which one is meant is not certain.
        var declaredTwice: Set<String> = []
        var controls: [FunctionCallExprSyntax] = []
        var stack: [Syntax] = [Syntax(file)]
        while let node = stack.popLast() {
            if let declaration = node.as(StructDeclSyntax.self), let body = SwiftSyntaxFacts.viewBody(of: declaration) {
                let name = declaration.name.text
                if bodies[name] != nil { declaredTwice.insert(name) }
                bodies[name] = body
                if checkboxTypes.contains(name) { checkboxDeclarations[name] = declaration }
            }
            if let call = node.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call),
               ["Button", "NavigationLink", "Link"].contains(name) {
                controls.append(call)
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        for name in declaredTwice { bodies[name] = nil }
        // A use that hands the checkbox's every action an empty closure (`QuestionRow(isSelecting:
        // false, onTap: {})` in a link's label) shows no checkbox there: its tap does nothing
        // (`InertCheckboxUses`).
        let isInert: (FunctionCallExprSyntax, String) -> Bool = { call, name in
            checkboxDeclarations[name].map { InertCheckboxUses.isInert(call, of: $0) } ?? false
        }
        // A checkbox view of another file named by a `NavigationLink`'s label itself: the struct,
        // when the project's one other file declaring it reads it as a checkbox type (kept per project).
        var elsewhereDeclarations: [String: StructDeclSyntax] = [:]
        let elsewhere: (String) -> StructDeclSyntax? = { name in
            guard linksElsewhere, bodies[name] == nil, !checkboxTypes.contains(name), let project = ProjectDeclarations.currentProject,
                  ProjectDeclarations.mayDeclareCheckboxView(named: name, besides: project.file),
                  LoopedCheckboxViews.isCheckboxView(name, ownTypes: [:]),
                  let (declaration, _) = ProjectDeclarations.structDeclarationElsewhere(named: name) else { return nil }
            elsewhereDeclarations[name] = declaration
            return declaration
        }
        var found: [Found] = []
        for control in controls {
            guard let label = SwiftSyntaxFacts.labelClosure(of: control),
                  let path = pathToCheckbox(from: Syntax(label), checkboxTypes: checkboxTypes, bodies: bodies, depth: depth, visited: [],
                                            isInert: isInert,
                                            elsewhere: SwiftSyntaxFacts.calleeName(control) == "NavigationLink" ? elsewhere : nil) else { continue }
            let labelView = firstCall(named: path[0], in: Syntax(label))
            let labelText = SwiftModelMapper.firstText(in: Syntax(label)) ?? bodies[path[0]].flatMap { SwiftModelMapper.firstText(in: $0) }
                ?? elsewhereDeclarations[path[0]].flatMap(SwiftSyntaxFacts.viewBody).flatMap { SwiftModelMapper.firstText(in: $0) }
            found.append(Found(control: control, views: path, labelText: labelText, labelView: labelView))
        }
        return found.sorted { $0.control.position < $1.control.position }
    }

    /// The views from `node` to a checkbox's type, following the file's views; nil when none.
    private static func pathToCheckbox(from node: Syntax, checkboxTypes: Set<String>, bodies: [String: Syntax],
                                       depth: Int, visited: Set<String>, isInert: (FunctionCallExprSyntax, String) -> Bool,
                                       elsewhere: ((String) -> StructDeclSyntax?)? = nil) -> [String]? {
        guard depth > 0 else { return nil }
        var views: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let call = current.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call), name.first?.isUppercase == true {
                if checkboxTypes.contains(name) {
                    if isInert(call, name) { stack.append(contentsOf: current.children(viewMode: .sourceAccurate)); continue }
                    return [name]
                }
                // A checkbox view of another file, named by the link's label itself.
                if let elsewhere, bodies[name] == nil, let declaration = elsewhere(name) {
                    if InertCheckboxUses.isInert(call, of: declaration) { stack.append(contentsOf: current.children(viewMode: .sourceAccurate)); continue }
                    return [name]
                }
                if bodies[name] != nil, !visited.contains(name), !views.contains(name) { views.append(name) }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        for view in views {
            guard let body = bodies[view] else { continue }
            if let rest = pathToCheckbox(from: body, checkboxTypes: checkboxTypes, bodies: bodies, depth: depth - 1,
                                         visited: visited.union([view]), isInert: isInert) {
                return [view] + rest
            }
        }
        return nil
    }

    private static func firstCall(named name: String, in node: Syntax) -> FunctionCallExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self), SwiftSyntaxFacts.calleeName(call) == name { return call }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstCall(named: name, in: child) { return found }
        }
        return nil
    }
}
