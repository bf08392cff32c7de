import Foundation
import SwiftSyntax

/// Whether a view a caller's loop lays out (`ForEach(tags.indices, id: \.self) { index in
/// TagButtonView(tags: $tags, string: tags[index]) }`) is read as a checkbox where it is declared
/// (a hand-made checkbox that is the whole type, `HandMadeCheckbox.isTheType`), the caller handing
/// it no Bool: its state is its own (`@State var isToggled`, flipped by its own tap, the list it is
/// handed only told of the change). Every item is then one checkbox whatever the caller passes: the
/// loop makes them a set, titled (or not) by what the caller shows before it — the caller's file's
/// question, whichever file declares the view.
///
/// A call that hands the view one of its Bool properties (`isSelected: slot == option`,
/// `isChecked: $term.isChecked`; a `@State` of its own handed only its start is none: `handedBools`) is left to what it hands (`CallerCheckboxLoops`): the same row is a
/// radio's option where its caller assigns one choice.
///
/// The declaring file is the caller's own (its checkbox types, already found) or the one other
/// file of the project that declares a struct of that name (`ProjectDeclarations`), whose struct
/// is then searched as the mapper searches a type; the answer is kept once per project and type.
enum LoopedCheckboxViews {
    private static let boolsOfCheckboxTypes = ProjectCache<Set<String>?>()

    /// Whether `call`, laid out by a loop of the file being mapped, makes a checkbox: its type is a
    /// checkbox type (`ownTypes`, the file's, by name with their Bool properties; or a struct
    /// declared in one other file of the project and not in this one, read as one), and the call
    /// hands it none of its Bool properties.
    static func makesCheckbox(_ call: FunctionCallExprSyntax, typeName: String, ownTypes: [String: Set<String>]) -> Bool {
        guard let bools = ownTypes[typeName] ?? boolsOfCheckboxType(declaredElsewhere: typeName) else { return false }
        return !call.arguments.contains { $0.label.map { bools.contains($0.text) } == true }
    }

    /// Whether `typeName` is read as a checkbox view where it is declared: one of the file's own
    /// (`ownTypes`), or a struct of one other file of the project read as one.
    static func isCheckboxView(_ typeName: String, ownTypes: [String: Set<String>]) -> Bool {
        ownTypes[typeName] != nil || boolsOfCheckboxType(declaredElsewhere: typeName) != nil
    }

    /// The Bool properties of a checkbox type declared in another file of the project; nil for a
    /// type that is none (or not found).
    private static func boolsOfCheckboxType(declaredElsewhere typeName: String) -> Set<String>? {
        guard let (path, root) = ProjectDeclarations.currentProject else { return nil }
        return boolsOfCheckboxTypes.value(forRoot: root + "\u{0}" + typeName) { _ in
            guard let (declaration, file) = ProjectDeclarations.structDeclaration(named: typeName, under: root, besides: path),
                  drawsCheckboxToggle(declaration, in: file)
                    || isCheckboxView(HandMadeCheckbox.find(in: declaration, file: file, tapModifiers: HelperTapModifiers.wrappers(in: file), otherConstructs: false))
            else { return nil }
            return handedBools(of: declaration)
        }
    }

    /// The Bool properties through which a caller hands the view its state: not a `@State` of the
    /// view's own, whose argument is only its start (`ChipView(…, isSelected: data.isSelected)` with
    /// `@State var isSelected: Bool`, flipped by the chip's own tap, round thirty): the view keeps
    /// that choice, each laid out one checkbox still.
    static func handedBools(of type: any DeclGroupSyntax) -> Set<String> {
        CallerClosureActions.boolProperties(of: type).subtracting(StoredProperties.states(of: type))
    }

    private static let forEachNeedle = Array("ForEach".utf8)

    /// Whether a file whose bytes hold no checkbox construct may still lay out a loop of a checkbox
    /// view declared in another file of its project (`HabitListView`'s `ForEach(habits) { habit in
    /// RowView(…) }`, with nothing tapped or toggled in the file itself): a view of the app's own is
    /// called in the first bytes after a `ForEach`, and the one file declaring it holds a checkbox
    /// by its bytes (`ProjectDeclarations.mayDeclareCheckboxView`). Bytes only; a few names a loop.
    static func mayLoopOverCheckboxView(_ bytes: [UInt8], file: String) -> Bool {
        mayCallCheckboxView(after: forEachNeedle, within: 400, in: bytes, file: file)
    }

    /// Whether a view of the app's own is called in the first `window` bytes after `needle` (a
    /// `ForEach`, a `NavigationLink`), and the one file declaring it holds a checkbox by its bytes.
    static func mayCallCheckboxView(after needle: [UInt8], within window: Int, in bytes: [UInt8], file: String) -> Bool {
        var from = 0
        var asked = 0
        while let position = SwiftConstructs.firstOffset(of: needle, in: bytes, from: from) {
            let end = min(bytes.count, position + window)
            var index = position + needle.count
            var names = 0
            while index < end, names < 4 {
                let byte = bytes[index]
                // A capitalised identifier right before `(`, not part of a longer identifier.
                guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), !isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
                var stop = index
                while stop < bytes.count, isIdentifierByte(bytes[stop]) { stop += 1 }
                if stop < bytes.count, bytes[stop] == UInt8(ascii: "("), let name = String(bytes: bytes[index..<stop], encoding: .utf8) {
                    names += 1
                    asked += 1
                    if ProjectDeclarations.mayDeclareCheckboxView(named: name, besides: file) { return true }
                    if asked >= 16 { return false }
                }
                index = stop
            }
            from = position + needle.count
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            || byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether `checkbox` is a whole type, shown.
    static func isCheckboxType(_ checkbox: HandMadeCheckbox) -> Bool {
        checkbox.isTheType && !checkbox.hidden
    }

    /// Whether the hand-made checkboxes of one view type make each of its instances one checkbox:
    /// the type is the checkbox, or its body draws exactly one, shown, not per item of a loop of
    /// its own, beside other views and no `Toggle` (FU-HabitTracker's `RowView`: the habit's name a
    /// `Button` that opens a sheet, then the tick `Button`). A style or a modifier is no view a loop lays out.
    static func isCheckboxView(_ found: [HandMadeCheckbox]) -> Bool {
        guard let first = found.first, found.count == 1 || found.contains(where: isCheckboxType) else { return false }
        // A view that also calls a `Toggle` (read apart from its hand-made checkboxes, and not
        // asked for where the type is looked up in another file) draws two checkboxes an instance.
        if first.declaration.is(StructDeclSyntax.self), !first.isToggleStyle, holdsToggle(first.declaration) { return false }
        if found.contains(where: isCheckboxType) { return true }
        return first.declaration.is(StructDeclSyntax.self) && !first.isToggleStyle && !first.declaration.inherits("ViewModifier")
            && !first.hidden && !first.isRepeated
    }

    /// Whether the type calls `Toggle(…)` besides (a row of a switch and a hand-made lock button:
    /// two checkboxes an instance, not one).
    private static func holdsToggle(_ type: any DeclGroupSyntax) -> Bool {
        type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier("Toggle") && token.parent?.as(DeclReferenceExprSyntax.self)
                .flatMap { reference in reference.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == reference.id } } == true
        }
    }

    private static let toggleNeedle = Array("Toggle".utf8)
    private static let toggleStyleNeedle = Array("toggleStyle".utf8)

    /// Whether the file's bytes may declare a view of one styled `Toggle` (`drawsCheckboxToggle`).
    static func mayDrawCheckboxToggle(_ bytes: [UInt8]) -> Bool {
        SwiftConstructs.contains(bytes, toggleStyleNeedle, in: 0..<bytes.count) && SwiftConstructs.contains(bytes, toggleNeedle, in: 0..<bytes.count)
    }

    /// Whether a view type is built around one `Toggle` drawn as a checkbox by its style: one
    /// `Toggle` in the type, not per item of a loop of its own, and a `.toggleStyle(…)` there (on it or on a view that holds it) that is
    /// no switch or button — `.checkbox`, or a style of the app's own that draws no switch (French-
    /// Press's `CellView`: `HStack { Toggle("", isOn: $isChecked).labelsHidden(); Text(item) }
    /// .toggleStyle(CheckboxStyle())`). Its checkbox is read where it is written, a checkbox as a
    /// styled Toggle is (a plain switch is an independent option, no checkbox of a set); a caller's
    /// loop of it makes a set of them, as of a hand-made checkbox type.
    static func drawsCheckboxToggle(_ type: StructDeclSyntax, in file: SourceFileSyntax) -> Bool {
        var toggles = 0
        var styled = false
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name == "Toggle" || name == "toggleStyle" else { continue }
            if name == "Toggle" {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else { continue }
                // A Toggle per item of a loop of the type's own (`List(items) { item in Toggle(…) }`):
                // the view is a list of checkboxes, not one.
                if SwiftModelMapper.isInLoop(call) { return false }
                toggles += 1
                if toggles > 1 { return false }
            } else {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                      let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                      let style = call.arguments.first?.expression else { continue }
                guard isCheckboxStyle(style, in: file) else { return false }
                styled = true
            }
        }
        return toggles == 1 && styled
    }

    /// Whether a `.toggleStyle(…)` argument draws a checkbox: `.checkbox`, or a style of the app's
    /// own whose declaration (in `file`, else in another file of the project) draws no switch.
    private static func isCheckboxStyle(_ style: ExprSyntax, in file: SourceFileSyntax) -> Bool {
        if let call = style.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxFacts.calleeName(call) {
            if ["SwitchToggleStyle", "DefaultToggleStyle", "ButtonToggleStyle"].contains(name) { return false }
            guard let declaration = ProjectDeclarations.structDeclaration(named: name, in: file)
                    ?? ProjectDeclarations.structDeclarationElsewhere(named: name)?.0 else { return true }
            return !SwitchStyles.drawsSwitch(declaration)
        }
        if let member = SwiftSyntaxFacts.memberName(style) { return member == "checkbox" }
        return false
    }
}
