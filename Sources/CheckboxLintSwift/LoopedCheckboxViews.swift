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

    /// The Bool properties of a checkbox type declared in another file of the project; nil for a
    /// type that is none (or not found).
    private static func boolsOfCheckboxType(declaredElsewhere typeName: String) -> Set<String>? {
        guard let (path, root) = ProjectDeclarations.currentProject else { return nil }
        return boolsOfCheckboxTypes.value(forRoot: root + "\u{0}" + typeName) { _ in
            guard let (declaration, file) = ProjectDeclarations.structDeclaration(named: typeName, under: root, besides: path),
                  HandMadeCheckbox.find(in: declaration, file: file, tapModifiers: HelperTapModifiers.wrappers(in: file), otherConstructs: false)
                    .contains(where: isCheckboxType) else { return nil }
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

    /// Whether `checkbox` is a whole type, shown.
    static func isCheckboxType(_ checkbox: HandMadeCheckbox) -> Bool {
        checkbox.isTheType && !checkbox.hidden
    }
}
