import CheckboxLintModel

/// A "Select all" checkbox that does not say the state of the checkboxes it governs, or names ones
/// that do not exist. Aetna: checkboxes "operate independently of each other, except when a
/// 'Select all'-type option is presented". All checked → checked; none → unchecked; some (or any
/// indeterminate) → indeterminate, which only a three-state checkbox can show: a select-all that
/// is not `triState` is reported too, as a warning.
struct SelectAllState: OptionlessRule {
    static let description = RuleDescription(
        id: .selectAllState,
        name: "Select-all state disagrees with its checkboxes",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    /// How many of a set of checkboxes are in each state.
    struct Tally {
        var total = 0
        var checked = 0
        var unchecked = 0

        mutating func add(_ state: CheckState, _ count: Int = 1) {
            total += count
            switch state {
            case .checked: checked += count
            case .unchecked: unchecked += count
            case .indeterminate: break
            }
        }

        var expected: CheckState { checked == total ? .checked : unchecked == total ? .unchecked : .indeterminate }
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // The checkboxes of each container, tallied once however many select-alls it holds.
        var siblings: [Int: Tally] = [:]
        let tree = document.tree
        for selectAll in tree.checkboxes where selectAll.isSelectAll {
            let name = selectAll.displayName
            if !selectAll.isTriState {
                context.report(selectAll, "Select-all checkbox '\(name)' is not a three-state checkbox, so it cannot show that only some options are checked; set triState=\"true\"", severity: .warning)
            }
            var tally = Tally()
            if let controls = selectAll.controls {
                let index = context.elementIndexByID
                guard let controlled = states(of: controls, of: selectAll, index, document, &context) else { continue }
                tally = controlled
            } else {
                let container = selectAll.container
                if let known = siblings[container] {
                    tally = known
                } else {
                    for position in tree.containers[container].stops where tree.stops[position].isCheckbox {
                        tally.add(tree.stops[position].state)
                    }
                    siblings[container] = tally
                }
                tally.add(selectAll.state, -1)
            }
            guard tally.total > 0 else {
                context.report(selectAll, "Select-all checkbox '\(name)' has no checkboxes to control; put it in a group with the checkboxes it selects, or name them in controls")
                continue
            }
            let expected = tally.expected
            guard selectAll.state != expected else { continue }
            var seen = "the \(tally.total) checkboxes it controls are "
            switch expected {
            case .checked: seen += "all checked"
            case .unchecked: seen += "all unchecked"
            case .indeterminate:
                seen += "mixed: \(tally.checked) checked, \(tally.unchecked) unchecked"
                let mixed = tally.total - tally.checked - tally.unchecked
                if mixed > 0 { seen += ", \(mixed) indeterminate" }
            }
            context.report(selectAll, "Select-all checkbox '\(name)' is \(selectAll.state.rawValue) but \(composed: seen); make it \(expected.rawValue)")
        }
    }

    /// The states of the elements `controls` names, or nil when one is unknown or not a checkbox
    /// (each reported): a state compared against part of the set would be a guess.
    private func states(of controls: [String], of selectAll: FocusStop, _ ids: ElementIDs, _ document: Document,
                        _ context: inout RuleContext) -> Tally? {
        var tally = Tally()
        var valid = true
        for id in controls {
            guard let index = ids[id] else {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' controls unknown id '\(id)'; name the ids of the checkboxes it selects\(composed: Suggestion.clause(for: id, in: ids.keys.sorted()))")
                valid = false
                continue
            }
            // Fields are read in place, without copying the element.
            if index == selectAll.element.index {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' names itself in controls; name only the checkboxes it selects")
                valid = false
            } else if !document.elements[index].isCheckbox {
                context.report(selectAll, "Select-all checkbox '\(selectAll.displayName)' controls '\(id)', which is a \(document.elements[index].name), not a checkbox; name only checkboxes in controls")
                valid = false
            } else {
                tally.add(document.elements[index].checkState)
            }
        }
        return valid ? tally : nil
    }
}
