/// What every model gets the same way whichever front end built it: which ids are valid, which
/// are used twice, the path of each element, and the inline suppressions on it.
///
/// `DocumentBuilder` (the `ui` format, on the hot path of every lint run) and `ModelAssembler`
/// (Interface Builder, Android, Swift source and any front end of another target) both call these,
/// so that the two cannot drift apart again: the assembler once dropped a bad id without a word
/// while the builder reported it.
package enum ModelIdentity {
    /// What is wrong with `value` as an id, or nil when it is a valid one.
    package static func idProblem(_ value: String) -> String? {
        if value.isBlank { return "an id cannot be blank" }
        // One pass over the bytes: a control character (below U+0020, or U+007F) is one byte
        // in UTF-8, as `/` is.
        var hasSlash = false, hasControl = false
        for byte in value.utf8 {
            if byte == UInt8(ascii: "/") { hasSlash = true } else if byte < 0x20 || byte == 0x7F { hasControl = true }
        }
        if hasSlash { return "an id cannot contain '/' (it separates element paths)" }
        if hasControl { return "an id cannot contain line breaks or other control characters" }
        return nil
    }

    /// The report for a value that is not valid (an id, in every front end), given as `name` (the
    /// attribute or member it came from) on the element called `element`.
    package static func invalidValueMessage(_ name: String, value: String, on element: String, problem: String) -> String {
        "Invalid \(name) '\(OneLine.excerpt(value))' on \(OneLine.excerpt(element)): \(problem)"
    }

    /// The report for an id that an earlier element (`other`) of the document has too.
    package static func duplicateIDMessage(_ id: String, earlier other: Element) -> String {
        "Duplicate id '\(OneLine.excerpt(id))': an earlier \(other.name) has it too; ids must be unique in a document"
    }

    /// The path segment of an element: its id, else its name and 0-based position among its
    /// same-named siblings.
    package static func pathSegment(id: String?, name: String, position: Int) -> String {
        id ?? "\(name.isEmpty ? "element" : OneLine.excerpt(name))[\(position)]"
    }

    /// Applies `suppression` to `element`; what is wrong with it goes to `report`, located at the
    /// comment (XML) or the `lintSuppress` key (JSON), which is what to fix.
    package static func apply(_ suppression: RawSuppression, to element: Element, knownRuleIDs: Set<String>,
                      source: SourceText, report: (DocumentCheck, String, SourceLocation) -> Void) {
        let location = source.location(ofOffset: suppression.offset)
        if let problem = suppression.problem {
            report(.invalidValue, problem, location)
            return
        }
        if suppression.rules.isEmpty {
            report(.invalidValue,
                   suppression.precedesElement
                       ? "The suppression names no rule; write checkbox-lint-disable rule-id[, rule-id] -- reason"
                       : "The suppression names no rule; write \"lintSuppress\": {\"rule-id\": \"reason\"}",
                   location)
        }
        for (id, reason) in suppression.rules {
            if knownRuleIDs.isEmpty || knownRuleIDs.contains(id) {
                element.suppressions[id] = reason
            } else {
                report(.invalidValue,
                       "The suppression names unknown rule '\(OneLine.excerpt(id))'" + Suggestion.clause(for: id, in: knownRuleIDs),
                       location)
            }
        }
    }
}

/// The ids used so far in one document, by the index of the first element that has each.
package struct UniqueIDs {
    private var firstUse: [String: Int] = [:]

    package init(expected: Int = 0) {
        firstUse.reserveCapacity(expected)
    }

    /// Records `id` for the element at `index`; returns the index of an earlier element that has it.
    package mutating func earlierUse(of id: String, by index: Int) -> Int? {
        // One hash for the usual, unique id; a duplicate puts the first use back.
        guard let first = firstUse.updateValue(index, forKey: id) else { return nil }
        firstUse[id] = first
        return first
    }
}
