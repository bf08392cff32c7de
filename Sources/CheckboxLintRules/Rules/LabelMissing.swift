import CheckboxLintModel

/// A checkbox that the screen reader cannot name.
struct LabelMissing: OptionlessRule {
    static let description = RuleDescription(
        id: .labelMissing,
        name: "Checkbox has no accessible name",
        defaultSeverity: .error,
        tags: ["wcag412"]
    )

    func check(_ document: Document, _ context: inout RuleContext) {
        let profile = document.profile
        // A control judged by its row takes the row's name, which may be set outside the file (a
        // Preference's title).
        // Nothing names it: the reader says nothing where a name would be, or only the words of
        // the image it shows (a hand-made checkbox's symbol, "circle"), which the preview shows
        // and this message quotes.
        for stop in document.tree.checkboxes where !stop.hasGivenName && !stop.isJudgedByRow {
            // The control and its role as the platform writes them, for advice that names them.
            let control = stop.role == .switch ? "Switch" : "Checkbox"
            let roleName = stop.role == .switch ? "Role.Switch" : "Role.Checkbox"
            let template: String
            if stop.clickableRowText != nil, !profile.clickableRowAdvice.isEmpty {
                // The row around it is a stop too: naming the control alone leaves that stop stateless.
                template = profile.clickableRowAdvice
            } else if stop.untiedText != nil {
                template = profile.untiedTextAdvice
            } else {
                template = stop.name != nil ? profile.imageNameAdvice ?? profile.nameAdvice : profile.nameAdvice
            }
            let row = stop.clickableRowText.map { $0.isEmpty ? "" : " '\(OneLine.excerpt($0))'" } ?? ""
            let text = OneLine.excerpt(stop.untiedText ?? "")
            let advice = PlatformProfile.fill(template, ["reads": Self.whatIsRead(of: stop, by: profile.readerName),
                                                         "text": text, "textCode": stop.untiedTextCode ?? Self.code(of: text), "row": row,
                                                         "control": control, "roleName": roleName])
            context.report(stop, "Checkbox \(composed: profile.messageName(of: stop)) has no accessible name\(composed: advice)")
        }
        // A label its own state chooses (`isOn ? "Yes" : "No"`): read where a name would be, it
        // says the state again and never what is switched.
        for stop in document.tree.checkboxes where stop.hasGivenName && !stop.isJudgedByRow {
            guard let chosen = stop.element.labelChosenByState else { continue }
            let reader = profile.readerName
            context.report(stop, "Checkbox \(composed: profile.messageName(of: stop)) has no accessible name: its label '\(composed: OneLine.excerpt(chosen))' is chosen by its own state, so the name \(composed: reader) reads follows the state and never says what is switched; \(composed: profile.stateChosenNameAdvice)")
        }
    }

    /// What the reader says of a checkbox with no name, as its role lets it: the state of a control
    /// that conveys one ("VoiceOver reads only its state"); for a hand-made one that conveys none,
    /// the image it shows (its symbol's words, the tree's name from the image, as the preview
    /// says them) and the role it declares ("Button"), or nothing.
    static func whatIsRead(of stop: FocusStop, by reader: String) -> String {
        let image = stop.name.map { name in
            // An image chosen at run time from two names the file spells: each state's words.
            if name.source == .image, let states = stop.element.iconStates, states.count == 2 {
                let quoted = states.map { $0.isEmpty ? "nothing" : "'\(OneLine.excerpt($0))'" }
                return "its image's words, \(quoted[0]) or \(quoted[1]) as its state chooses"
            }
            return "its image's words, '\(OneLine.excerpt(name.text))'"
        }
        // A control that conveys its state: that, after the image its label shows (a Toggle
        // labelled by a symbol), if any.
        if stop.conveysState { return image.map { "\(reader) reads only \($0), and its state" } ?? "\(reader) reads only its state" }
        switch (image, stop.role == .button) {
        case (let image?, true): return "\(reader) reads only \(image), and its role"
        case (nil, true): return "\(reader) reads only its role"
        case (let image?, false): return "\(reader) reads only \(image)"
        case (nil, false): return "\(reader) reads nothing of it"
        }
    }

    /// The text as code gives it in advice (`.accessibilityLabel(…)`): a value known only at run
    /// time, which front ends write as the preview does (`{app.name}`), is its expression; any
    /// other text a string literal.
    static func code(of text: String) -> String {
        if text.count > 2, text.first == "{", text.last == "}", !text.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }) {
            return String(text.dropFirst().dropLast())
        }
        return "\"" + text + "\""
    }
}
