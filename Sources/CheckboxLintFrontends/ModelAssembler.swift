import CheckboxLintModel

/// Appends model elements produced by a front end: parent and children links, paths (ids where
/// present, else `kind[n]` among same-kind siblings), locations, inline suppressions, and the
/// checks of ids (invalid, duplicate) — through `ModelIdentity`, as `DocumentBuilder` does for the
/// `ui` format, so every front end's model gets them the same way.
public struct ModelAssembler {
    public let source: SourceText
    public let knownRuleIDs: Set<String>
    public private(set) var elements: [Element] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many children of each kind each parent has had so far: `Self.kindCount` counts a
    /// parent, from the slot `countsStart` gives it when its first child comes (-1 before). A
    /// dictionary of dictionaries (`[Int: [Element.Kind: Int]]`) cost about 2,000 instructions a
    /// child (hashing twice, a dictionary made and grown per parent: 3.1 M of the Swift bench's
    /// 100 files, callgrind); these are two array reads.
    private var countsStart: [Int32] = []
    private var childCounts: [Int32] = []
    private var ids = UniqueIDs()
    /// Children named apart from their kind (`add(_:named:…)`), counted by parent and name: rare
    /// (a Swift menu inside a Toggle's label), so a dictionary.
    private var namedChildCounts: [Int: [String: Int]] = [:]

    public init(source: SourceText, knownRuleIDs: Set<String>) {
        self.source = source
        self.knownRuleIDs = knownRuleIDs
    }

    /// Adds an element of `kind` located at the start tag at `offset`; `configure` sets its fields.
    /// Returns its index.
    /// `name`, when given, is the element's own name, spoken in messages and its path's segment
    /// (`menu[0]`), for an element that the rules read as `kind` but that is another control (a
    /// SwiftUI `Menu` read as a button): it is counted among the siblings of that name.
    @discardableResult
    public mutating func add(_ kind: Element.Kind, named name: String? = nil, at offset: Int, parent: Int?, suppression: RawSuppression? = nil,
                      configure: (Element) -> Void = { _ in }) -> Int {
        let element = Element(name: name ?? kind.rawValue, kind: kind, index: elements.count, parent: parent,
                              location: source.location(ofOffset: offset))
        configure(element)
        checkID(of: element)
        countsStart.append(-1)
        if let parent {
            let position: Int
            if let name, name != kind.rawValue {
                position = namedChildCounts[parent, default: [:]][name, default: 0]
                namedChildCounts[parent, default: [:]][name] = position + 1
            } else {
                position = nextPosition(of: kind, in: parent)
            }
            // The root is implied: paths start at its children.
            let parentElement = elements[parent]
            element.path = Self.path(of: element, segment: name ?? kind.rawValue, position: position,
                                     under: parentElement.parent == nil ? nil : parentElement.path)
            parentElement.children.append(element.index)
        } else {
            element.path = name ?? kind.rawValue
        }
        if let suppression { apply(suppression, to: element) }
        elements.append(element)
        return element.index
    }

    /// The 0-based position of the next child of `kind` in the element at `parent`; counted.
    private mutating func nextPosition(of kind: Element.Kind, in parent: Int) -> Int {
        var start = Int(countsStart[parent])
        if start < 0 {
            start = childCounts.count
            countsStart[parent] = Int32(start)
            childCounts.append(contentsOf: repeatElement(0, count: Self.kindCount))
        }
        let slot = start + kind.ordinal
        let position = childCounts[slot]
        childCounts[slot] = position + 1
        return Int(position)
    }

    /// The number of element kinds, one count each per parent.
    private static let kindCount = Element.Kind.allCases.count


    /// `parentPath/segment` (the segment alone under the root), the segment as
    /// `ModelIdentity.pathSegment` makes it (`id`, else `kind[position]`: an assembled element's
    /// name is its kind's, which needs no excerpt), its bytes written into one string of its size:
    /// the interpolated segment and two appends were about 1,900 instructions an element, six
    /// appends into a string given its capacity 2,350 (a `String.append` is about 300).
    private static func path(of element: Element, segment name: String, position: Int, under parentPath: String?) -> String {
        if parentPath == nil, let id = element.id { return id }
        var prefix = parentPath ?? ""
        var segment = element.id ?? name
        let number = element.id == nil ? position : nil
        let digits = number.map(Self.digitCount) ?? 0
        return prefix.withUTF8 { prefixBytes in
            segment.withUTF8 { segmentBytes in
                let separator = parentPath == nil ? 0 : 1
                let count = prefixBytes.count + separator + segmentBytes.count + (number == nil ? 0 : digits + 2)
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var at = 0
                    for byte in prefixBytes { buffer[at] = byte; at += 1 }
                    if separator == 1 { buffer[at] = UInt8(ascii: "/"); at += 1 }
                    for byte in segmentBytes { buffer[at] = byte; at += 1 }
                    if var number {
                        buffer[at] = UInt8(ascii: "[")
                        var digit = at + digits
                        repeat {
                            buffer[digit] = UInt8(ascii: "0") + UInt8(number % 10)
                            number /= 10
                            digit -= 1
                        } while number > 0
                        buffer[count - 1] = UInt8(ascii: "]")
                    }
                    return count
                }
            }
        }
    }

    /// The number of decimal digits of `value` (0 or more).
    private static func digitCount(_ value: Int) -> Int {
        var count = 1, rest = value / 10
        while rest > 0 { count += 1; rest /= 10 }
        return count
    }

    private mutating func apply(_ suppression: RawSuppression, to element: Element) {
        var found: [Diagnostic] = []
        ModelIdentity.apply(suppression, to: element, knownRuleIDs: knownRuleIDs, source: source) { check, message, location, severity in
            found.append(Diagnostic(ruleID: check.id, message: message, location: location, element: element.index,
                                    requestedSeverity: severity))
        }
        diagnostics += found
    }

    /// Keeps `element`'s id when it is valid and unused, reporting it otherwise, as the `ui`
    /// format's builder does: an invalid id is dropped (the path falls back to `kind[n]`), a
    /// duplicate one is kept.
    private mutating func checkID(of element: Element) {
        guard let id = element.id else { return }
        if let problem = ModelIdentity.idProblem(id) {
            element.id = nil
            diagnostics.append(Diagnostic(.invalidValue, message: ModelIdentity.invalidValueMessage("id", value: id, on: element.name, problem: problem),
                                          location: element.location, element: element.index))
        } else if let first = ids.earlierUse(of: id, by: element.index),
                  // The same start tag mapped onto two elements (an Android layout's root that is
                  // both the screen and its control) is one id used once.
                  elements[first].location != element.location {
            diagnostics.append(Diagnostic(.duplicateID, message: ModelIdentity.duplicateIDMessage(id, earlier: elements[first]),
                                          location: element.location, element: element.index))
        }
    }
}
