/// Builds the model from reader events, validating as it goes: unknown names, values of the
/// wrong form, misplaced elements, duplicate ids and malformed suppressions become diagnostics.
public final class DocumentBuilder: XMLAttributeSink {
    public struct Options: Sendable {
        /// Platform and locale for documents that name none.
        public var platform: Platform = .ios
        public var locale: String = "en"
        /// Rule ids an inline suppression may name.
        public var knownRuleIDs: Set<String> = []
        /// When false, a document whose root is not a model element is declined (skipped) instead
        /// of reported: files met while walking folders may be any XML or JSON.
        public var requireUIRoot = false
        /// Whether each element's path is made as it is met (`Element.path`): false when the
        /// run's report prints none, so that only messages that name an element by it make one.
        public var makesElementPaths = true

        public init(platform: Platform = .ios, locale: String = "en", knownRuleIDs: Set<String> = [], requireUIRoot: Bool = false,
                    makesElementPaths: Bool = true) {
            self.platform = platform
            self.locale = locale
            self.knownRuleIDs = knownRuleIDs
            self.requireUIRoot = requireUIRoot
            self.makesElementPaths = makesElementPaths
        }
    }

    /// Whether the root element showed the input to be a UI description.
    public enum RootVerdict {
        case undecided, accepted, declined
    }

    let file: String
    let source: SourceText
    package let options: Options

    // A builder serves one reader on one thread, so its fields skip the dynamic exclusivity checks
    // that a class's fields otherwise pay on every access (several per element).
    @exclusivity(unchecked) public private(set) var verdict = RootVerdict.undecided
    @exclusivity(unchecked) public private(set) var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var platform: Platform
    @exclusivity(unchecked) private var locale: String

    /// Open elements, innermost last, each with where its counts of children by name start in
    /// `siblingCounts`.
    @exclusivity(unchecked) private var stack: [(index: Int, countsStart: Int)] = []
    @exclusivity(unchecked) private var siblingCounts = SiblingCounts()
    @exclusivity(unchecked) private var ids: UniqueIDs
    @exclusivity(unchecked) private var pendingSuppression: RawSuppression?

    public init(file: String, source: SourceText, options: Options) {
        self.file = file
        self.source = source
        self.options = options
        self.platform = options.platform
        self.locale = options.locale
        // About one element per 100 bytes in real files; reserving saves regrowing the arrays and
        // rehashing the ids. Capped: a huge file must not reserve memory it may never fill.
        let expected = min(source.bytes.count / 100, 4096)
        elements.reserveCapacity(expected)
        ids = UniqueIDs(expected: expected)
    }

    /// The document, once the reader has finished.
    public func makeDocument() -> Document {
        var document = Document(file: file, platform: platform, locale: locale, elements: elements)
        // The ids were checked into a table as they came: rules look `controls` up in it.
        document.elementIDs = ElementIDs(table: ids)
        return document
    }

    // MARK: - ElementSink

    public func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool {
        start(name: name, offset: offset, attributes: attributes)
    }

    package func startElement(name: String, offset: Int, xmlAttributes: XMLAttributes) -> Bool {
        start(name: name, offset: offset, attributes: xmlAttributes)
    }

    private func start(name: String, offset: Int, attributes: some RawAttributeList) -> Bool {
        let location = source.location(ofOffset: offset)
        let kind = Element.Kind.named(name)
        if elements.isEmpty {
            guard acceptRoot(name: name, kind: kind, location: location) else { return false }
        }
        let parentIndex = stack.last?.index
        let element = Element(name: name, kind: kind, index: elements.count, parent: parentIndex, location: location)
        if let suppression = pendingSuppression {
            apply(suppression, to: element)
            pendingSuppression = nil
        }
        checkPlacement(of: element)
        for index in 0..<attributes.count {
            apply(index, of: attributes, to: element)
        }
        if kind == .ui, parentIndex == nil {
            if let declared = element.platform { platform = declared }
            if let declared = element.locale { locale = declared }
        }
        assignPath(to: element)
        checkUniqueness(of: element)
        if let parentIndex {
            // Room for a few at the first child: growing the list one by one allocated three times.
            if elements[parentIndex].children.isEmpty { elements[parentIndex].children.reserveCapacity(4) }
            elements[parentIndex].children.append(element.index)
        }
        stack.append((element.index, siblingCounts.end))
        elements.append(element)
        return true
    }

    public func endElement() {
        pendingSuppression = nil
        if let closed = stack.popLast() { siblingCounts.removeCounts(from: closed.countsStart) }
    }

    public func suppression(_ suppression: RawSuppression) {
        if suppression.precedesElement {
            pendingSuppression = suppression
        } else if let current = stack.last?.index {
            apply(suppression, to: elements[current])
        }
    }

    // MARK: - Root

    private func acceptRoot(name: String, kind: Element.Kind?, location: SourceLocation) -> Bool {
        if kind == .ui {
            verdict = .accepted
            return true
        }
        // A model element without the `ui` wrapper is a UI description written wrong; anything
        // else is some other XML or JSON file.
        if kind != nil || options.requireUIRoot {
            verdict = .accepted
            let found = name.isEmpty ? "an object without \"type\"" : "'\(Self.shown(name))'"
            diagnostics.append(Diagnostic(
                .invalidValue,
                message: "A UI description must have a 'ui' root element; found \(found)",
                location: location, element: nil))
        } else {
            verdict = .declined
        }
        return false
    }

    // MARK: - Validation

    private func report(_ check: DocumentCheck, _ message: String, at location: SourceLocation, on element: Element) {
        diagnostics.append(Diagnostic(check, message: shared(message), location: location, element: element.index))
    }

    /// Diagnostics a document must have before its messages are shared: a small file's are
    /// never hashed.
    static let messagesWorthSharing = 4_096
    /// The messages of a big document's diagnostics so far, each kept once.
    @exclusivity(unchecked) private var sharedMessages: Set<SameBytes> = []

    /// Elements a document must have before its text values are shared: a small file's are never
    /// hashed.
    static let valuesWorthSharing = 4_096
    /// The text values of a big document so far, each kept once.
    @exclusivity(unchecked) private var sharedValues: Set<SameBytes> = []

    /// `value`, or the equal one read before, in a big document: its hints, announcements and
    /// labels repeat (a file of 200,000 checkboxes has 40,470 hints and 3,025 different ones), and
    /// a value longer than 15 bytes is a string of its own (6 MB of that file).
    @inline(__always)
    private func sharedValue(_ value: String) -> String {
        elements.count < Self.valuesWorthSharing ? value : sharedValueOfBigDocument(value)
    }

    @inline(never)
    private func sharedValueOfBigDocument(_ value: String) -> String {
        guard value.utf8.count > 15 else { return value }
        return sharedValues.insert(SameBytes(value)).memberAfterInsert.text
    }

    /// `message`, or the equal one made before: a big document says the same thing many times (a
    /// file of 200,000 checkboxes has 110,796 invalid-value diagnostics and 8,400 messages
    /// among them, 14 MB held while its rules run, issue 28), and one string serves them all.
    private func shared(_ message: String) -> String {
        guard diagnostics.count >= Self.messagesWorthSharing else { return message }
        return sharedMessages.insert(SameBytes(message)).memberAfterInsert.text
    }

    private func location(of index: Int, in attributes: some RawAttributeList, on element: Element) -> SourceLocation {
        attributes.offset(at: index).map { source.location(ofOffset: $0) } ?? element.location
    }

    private func checkPlacement(of element: Element) {
        guard let kind = element.kind else {
            let what = element.name.isEmpty ? "An element without a \"type\"" : "Unknown element '\(Self.shown(element.name))'"
            let candidates = Element.Kind.allCases.map(\.rawValue)
            report(.unknownElement, what + Suggestion.clause(for: element.name, in: candidates), at: element.location, on: element)
            return
        }
        guard let parentIndex = element.parent else { return }
        // Fields, not a copy of the whole parent element.
        guard let parentKind = elements[parentIndex].kind else { return }
        let allowed = Schema.allowedChildren(of: parentKind)
        if !allowed.contains(kind) {
            let list = allowed.isEmpty ? "it holds no elements" : "allowed: " + allowed.map(\.rawValue).joined(separator: ", ")
            report(.unknownElement, "'\(Self.shown(element.name))' is not allowed inside '\(elements[parentIndex].name)' (\(list))", at: element.location, on: element)
        }
    }

    private func apply(_ index: Int, of attributes: some RawAttributeList, to element: Element) {
        if attributes.isRepeated(at: index) {
            report(.invalidValue,
                   "'\(Self.shown(attributes.name(at: index)))' is given more than once on \(Self.shown(element.name)); remove the repeated member (the first one is used)",
                   at: location(of: index, in: attributes, on: element), on: element)
            return
        }
        guard let kind = element.kind else { return }
        guard let type = attributeType(index, of: attributes, on: kind) else {
            let name = attributes.name(at: index)
            if name == "children" {
                report(.invalidValue, "'children' must be an array of element objects; found \(Self.shown(attributes.value(at: index)))",
                       at: location(of: index, in: attributes, on: element), on: element)
                return
            }
            report(.unknownAttribute,
                   "Unknown attribute '\(Self.shown(name))' on \(Self.shown(element.name))"
                       + Suggestion.clause(for: name, in: Schema.attributeCandidates(of: kind)),
                   at: location(of: index, in: attributes, on: element), on: element)
            return
        }
        switch attributes.kind(at: index) {
        case .string, .number, .boolean: break
        case .null, .object, .array:
            report(.invalidValue, "'\(attributes.name(at: index))' must be a single value; found \(Self.shown(attributes.value(at: index)))",
                   at: location(of: index, in: attributes, on: element), on: element)
            return
        }
        if let problem = assign(index, of: attributes, as: type, to: element) {
            report(.invalidValue, ModelIdentity.invalidValueMessage(attributes.name(at: index), value: attributes.value(at: index), on: element.name, problem: problem),
                   at: location(of: index, in: attributes, on: element), on: element)
        }
    }

    /// Schema types found so far, by the reader's identity for an attribute name and the element
    /// kind: making each name a string and looking it up in the schema was 4 % of a lint run
    /// (callgrind). The identities last as long as the reader's parse, this builder's one document.
    /// 1,024 slots: a document has a hundred or more pairs of name and kind, and with 256 one
    /// lookup in eight missed, mostly on pairs that had pushed each other out (callgrind).
    @exclusivity(unchecked) private var typeCache = AddressTable<Schema.AttributeType?>(bits: 10, empty: nil)

    private func attributeType(_ index: Int, of attributes: some RawAttributeList, on kind: Element.Kind) -> Schema.AttributeType? {
        guard let identity = attributes.nameIdentity(at: index) else {
            return Schema.attributeType(named: attributes.name(at: index), on: kind)
        }
        return typeCache.value(for: identity, tag: kind.ordinal) {
            Schema.attributeType(named: attributes.name(at: index), on: kind)
        }
    }

    /// Parses the value of attribute `index` and stores it; returns what is wrong with it, if anything.
    /// Lengths and flags, most values, are read from the bytes: no string is made of them.
    private func assign(_ index: Int, of attributes: some RawAttributeList, as type: Schema.AttributeType, to element: Element) -> String? {
        switch type {
        case .boolean(let field):
            guard let flag = attributes.withValueBytes(at: index, ValueParser.boolean) else { return "expected true or false (also yes/no, 1/0)" }
            element.set(field, flag)
        case .length(let field):
            switch attributes.withValueBytes(at: index, { ValueParser.length($0, platform: platform) }) {
            case .success(let number): element.set(field, number)
            case .failure(let problem): return problem.message
            }
        case .text(let field):
            element.set(field, sharedValue(attributes.value(at: index)))
        case .identifier:
            let value = attributes.value(at: index)
            if let problem = ModelIdentity.idProblem(value) { return problem }
            element.id = value
        case .words(let field):
            element.set(field, attributes.value(at: index).whitespaceSeparatedWords())
        case .version:
            guard let number = ValueParser.number(attributes.value(at: index)) else { return "expected 1" }
            guard number == 1 else { return "this checkbox-lint reads version 1" }
            element.version = number
        case .platform:
            if let parsed = attributes.withValueBytes(at: index, { ValueParser.keyword($0, in: Platform.keywords) }) {
                element.platform = parsed
                break
            }
            let value = attributes.value(at: index)
            guard let parsed = Platform(rawValue: value.lowercased()) else {
                return "expected one of ios, android, web, macos" + Suggestion.clause(for: value, in: Platform.allCases.map(\.rawValue))
            }
            element.platform = parsed
        case .locale:
            let value = attributes.value(at: index)
            guard ValueParser.isLanguageTag(value) else { return "expected a BCP 47 language tag such as en, fr or en-GB" }
            element.locale = value
        case .state:
            if let parsed = attributes.withValueBytes(at: index, { ValueParser.keyword($0, in: CheckState.keywords) }) {
                element.state = parsed
                break
            }
            let value = attributes.value(at: index)
            guard let parsed = CheckState.words[value.lowercased()] else {
                return "expected checked, unchecked or indeterminate (also on/off/mixed, selected/unselected)"
                    + Suggestion.clause(for: value, in: CheckState.words.keys.sorted())
            }
            element.state = parsed
        case .variant:
            if let parsed = attributes.withValueBytes(at: index, { ValueParser.keyword($0, in: Variant.keywords) }) {
                element.variant = parsed
                break
            }
            let value = attributes.value(at: index)
            guard let parsed = Variant(rawValue: value.lowercased()) else {
                return "expected one of indicator, item, cell" + Suggestion.clause(for: value, in: Variant.allCases.map(\.rawValue))
            }
            element.variant = parsed
        case .tapTarget:
            if let parsed = attributes.withValueBytes(at: index, { ValueParser.keyword($0, in: TapTarget.keywords) }) {
                element.tapTarget = parsed
                break
            }
            let value = attributes.value(at: index)
            guard let parsed = TapTarget(rawValue: value.lowercased()) else {
                return "expected row or indicator" + Suggestion.clause(for: value, in: TapTarget.allCases.map(\.rawValue))
            }
            element.tapTarget = parsed
        case .accessibilityElement:
            if let parsed = attributes.withValueBytes(at: index, { ValueParser.keyword($0, in: AccessibilityElementMode.keywords) }) {
                element.accessibilityElement = parsed
                break
            }
            let value = attributes.value(at: index)
            guard let parsed = AccessibilityElementMode(rawValue: value.lowercased()) else {
                return "expected combined or separate"
                    + Suggestion.clause(for: value, in: AccessibilityElementMode.allCases.map(\.rawValue))
            }
            element.accessibilityElement = parsed
        }
        return nil
    }

    private func assignPath(to element: Element) {
        guard options.makesElementPaths else {
            // Placed, for a path made when asked.
            guard let top = stack.indices.last else {
                element.placeAsRoot()
                return
            }
            element.place(in: elements[stack[top].index], position: siblingCounts.next(element.name, countedFrom: stack[top].countsStart))
            return
        }
        guard let top = stack.indices.last else {
            element.path = element.name.isEmpty ? "ui" : Self.shown(element.name)
            return
        }
        let position = siblingCounts.next(element.name, countedFrom: stack[top].countsStart)
        let segment = ModelIdentity.pathSegment(id: element.id, name: element.name, position: position)
        // The root is implied: paths start at its children.
        guard stack.count > 1 else {
            element.path = segment
            return
        }
        element.path = Self.joined(elements[stack[top].index].path, segment)
    }

    /// `parent + "/" + segment`, written into one new string: appending cost 400 instructions a
    /// piece, and paths are made for every element (callgrind).
    static func joined(_ parent: String, _ segment: String) -> String {
        var parent = parent, segment = segment
        return parent.withUTF8 { head in
            segment.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    let bytes = UnsafeMutableRawBufferPointer(buffer)
                    bytes.copyMemory(from: UnsafeRawBufferPointer(head))
                    bytes[head.count] = UInt8(ascii: "/")
                    UnsafeMutableRawBufferPointer(rebasing: bytes[(head.count + 1)...]).copyMemory(from: UnsafeRawBufferPointer(tail))
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    private func checkUniqueness(of element: Element) {
        guard let id = element.id else { return }
        if let first = ids.earlierUse(of: id, by: element.index) {
            report(.duplicateID, ModelIdentity.duplicateIDMessage(id, earlier: elements[first]), at: element.location, on: element)
        }
    }

    private func apply(_ suppression: RawSuppression, to element: Element) {
        ModelIdentity.apply(suppression, to: element, knownRuleIDs: options.knownRuleIDs, source: source) { check, message, location, severity in
            diagnostics.append(Diagnostic(ruleID: check.id, message: message, location: location, element: element.index,
                                          requestedSeverity: severity))
        }
    }

    // MARK: - Messages

    /// A name or value as a message quotes it (`OneLine.excerpt`): on one line and short (a 10 MB
    /// value is not repeated in the report).
    static func shown(_ text: String) -> String {
        OneLine.excerpt(text)
    }
}

/// How many children of each name the open elements have had so far, in one list: each open
/// element's counts follow its parent's, and go when it closes, so the counts of the innermost
/// element (the one whose child starts) are always the last. An element has children of a few
/// names at most: a short list searched in order costs less than a dictionary; and one list for
/// the whole document, where a list per element allocated for its first child of each name.
struct SiblingCounts {
    private var counts: [(name: String, count: Int)] = []

    /// Where the counts of an element that opens now start.
    var end: Int { counts.count }

    /// The 0-based position of the next child called `name` of the innermost open element, whose
    /// counts start at `start`; counted.
    mutating func next(_ name: String, countedFrom start: Int) -> Int {
        for index in start..<counts.count where counts[index].name == name {
            defer { counts[index].count += 1 }
            return counts[index].count
        }
        counts.append((name, 1))
        return 0
    }

    /// Forgets the counts of an element that closes, which start at `start`.
    mutating func removeCounts(from start: Int) {
        counts.removeSubrange(start...)
    }
}

/// A string told from others by its bytes: `String`'s equality is canonical equivalence, and a
/// message shared for another must write the same bytes (`é` composed or not).
struct SameBytes: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (a: SameBytes, b: SameBytes) -> Bool {
        a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
