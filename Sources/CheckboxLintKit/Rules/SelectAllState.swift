/// A "Select all" checkbox that does not say the state of the checkboxes it governs, or names ones
/// that do not exist. Aetna: checkboxes "operate independently of each other, except when a
/// 'Select all'-type option is presented". All checked → checked; none → unchecked; some (or any
/// indeterminate) → indeterminate, which only a three-state checkbox can show: a select-all that
/// is not `triState` is reported too, as a warning.
struct SelectAllState: Rule {
    static let description = RuleDescription(
        id: "select-all-state",
        name: "Select-all state disagrees with its checkboxes",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    init(options: RuleOptions) throws {
        try options.checkKnown(Self.description)
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        var ids: [String: Int]?
        for selectAll in document.checkboxes where selectAll.isSelectAll {
            let name = selectAll.displayName
            if !selectAll.isTriState {
                context.report(selectAll, "Select-all checkbox '\(name)' is not a three-state checkbox, so it cannot show that only some options are checked; set triState=\"true\"", severity: .warning)
            }
            let controlled: [Element]
            if let controls = selectAll.controls {
                let index = ids ?? Self.idIndex(document)
                ids = index
                guard let resolved = resolve(controls, of: selectAll, index, document, &context) else { continue }
                controlled = resolved
            } else {
                controlled = document.parent(of: selectAll).map { parent in
                    document.children(of: parent).filter { $0.isCheckbox && $0.index != selectAll.index }
                } ?? []
            }
            guard !controlled.isEmpty else {
                context.report(selectAll, "Select-all checkbox '\(name)' has no checkboxes to control; put it in a group with the checkboxes it selects, or name them in controls")
                continue
            }
            let checked = controlled.count { $0.checkState == .checked }
            let unchecked = controlled.count { $0.checkState == .unchecked }
            let total = controlled.count
            let expected: CheckState = checked == total ? .checked : unchecked == total ? .unchecked : .indeterminate
            guard selectAll.checkState != expected else { continue }
            var seen = "the \(total) checkboxes it controls are "
            switch expected {
            case .checked: seen += "all checked"
            case .unchecked: seen += "all unchecked"
            case .indeterminate:
                seen += "mixed: \(checked) checked, \(unchecked) unchecked"
                if checked + unchecked < total { seen += ", \(total - checked - unchecked) indeterminate" }
            }
            context.report(selectAll, "Select-all checkbox '\(name)' is \(selectAll.checkState.rawValue) but \(seen); make it \(expected.rawValue)")
        }
    }

    /// The elements `controls` names, or nil when one is unknown or not a checkbox (each reported):
    /// a state compared against part of the set would be a guess.
    private func resolve(_ controls: [String], of selectAll: Element, _ ids: [String: Int], _ document: Document,
                         _ context: inout RuleContext) -> [Element]? {
        var result: [Element] = []
        var valid = true
        for id in controls {
            guard let index = ids[id] else {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' controls unknown id '\(id)'; name the ids of the checkboxes it selects"
                               + Suggestion.clause(for: id, in: ids.keys.sorted()))
                valid = false
                continue
            }
            let element = document.elements[index]
            if index == selectAll.index {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' names itself in controls; name only the checkboxes it selects")
                valid = false
            } else if !element.isCheckbox {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' controls '\(id)', which is a \(element.name), not a checkbox; name only checkboxes in controls")
                valid = false
            } else {
                result.append(element)
            }
        }
        return valid ? result : nil
    }

    /// The first element with each id (duplicate-id reports the others).
    private static func idIndex(_ document: Document) -> [String: Int] {
        var index: [String: Int] = [:]
        for element in document.elements {
            if let id = element.id, index[id] == nil { index[id] = element.index }
        }
        return index
    }
}
