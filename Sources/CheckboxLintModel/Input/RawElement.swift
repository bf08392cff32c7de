/// An attribute as a reader found it, before the model gives it a meaning.
public struct RawAttribute: Sendable {
    /// The JSON type of a member's value; XML attributes are always `.string`.
    public enum Kind: String, Sendable {
        case string, number, boolean, null, object, array
    }

    /// The qualified name (`prefix:local` when the attribute has a namespace prefix).
    public var name: String
    /// The value as text: JSON numbers and booleans keep their literal spelling.
    public var value: String
    public var kind: Kind
    /// Byte offset of the JSON member's key; nil for XML, whose attributes are located at their element.
    public var offset: Int?
    /// A JSON member whose name an earlier member of the same object already has (XML makes that a
    /// well-formedness error); the builder reports it and keeps the first.
    public var isRepeated = false

    public init(name: String, value: String, kind: Kind = .string, offset: Int? = nil, isRepeated: Bool = false) {
        self.name = name
        self.value = value
        self.kind = kind
        self.offset = offset
        self.isRepeated = isRepeated
    }
}

/// The attributes of one element by position, as `DocumentBuilder` reads them. A reader may keep
/// them in its own form (`XMLAttributes`: libxml2's pointers into the document), and the builder
/// makes strings only of the values it keeps as text: a string per value, and an array of
/// `RawAttribute`s per element, were a tenth of a lint run (callgrind).
protocol RawAttributeList {
    var count: Int { get }
    func name(at index: Int) -> String
    /// An address that stands for the attribute's name while the reader runs, when the reader has
    /// one (libxml2's dictionary entry): a sink may remember what it found out about a name by it.
    func nameIdentity(at index: Int) -> UnsafeRawPointer?
    func value(at index: Int) -> String
    /// `body` applied to the UTF-8 of `value(at: index)`: typed values (lengths, flags) are read from it.
    func withValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    func kind(at index: Int) -> RawAttribute.Kind
    func offset(at index: Int) -> Int?
    func isRepeated(at index: Int) -> Bool
}

extension Array: RawAttributeList where Element == RawAttribute {
    func name(at index: Int) -> String { self[index].name }
    func nameIdentity(at index: Int) -> UnsafeRawPointer? { nil }
    func value(at index: Int) -> String { self[index].value }

    func withValueBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var value = self[index].value
        return value.withUTF8(body)
    }

    func kind(at index: Int) -> RawAttribute.Kind { self[index].kind }
    func offset(at index: Int) -> Int? { self[index].offset }
    func isRepeated(at index: Int) -> Bool { self[index].isRepeated }
}

/// What a reader tells the model builder, in document order. Both syntaxes (XML through libxml2,
/// JSON) drive the same sink, which is how they produce one model.
public protocol ElementSink: AnyObject {
    /// An element starts at `offset` (the `<` of its start tag, the `{` of its JSON object).
    /// Returns false to stop reading: the document is not one this sink handles, or it has seen enough.
    func startElement(name: String, offset: Int, attributes: [RawAttribute]) -> Bool
    func endElement()
    /// An XML comment, or a JSON `lintSuppress` member turned into one suppression.
    func suppression(_ suppression: RawSuppression)
}

/// A sink that also wants the namespace declarations (`xmlns:android="…"`) of the element that
/// starts next: the XML reader tells it just before `startElement`. Front-end selection needs them.
public protocol NamespaceAwareSink: ElementSink {
    func namespaceDeclarations(_ declarations: [(prefix: String?, uri: String)])
}

/// A sink that takes an element's attributes as libxml2 hands them over (`XMLAttributes`) rather
/// than as `RawAttribute`s: the XML reader uses this entry when its sink has it.
package protocol XMLAttributeSink: ElementSink {
    func startElement(name: String, offset: Int, xmlAttributes: XMLAttributes) -> Bool
}

/// An inline suppression, as written: rule ids and a reason, applying to the next element
/// (XML comment) or to the element that carries it (JSON `lintSuppress`).
public struct RawSuppression: Sendable {
    public var rules: [(id: String, reason: String)]
    public var offset: Int
    /// True for an XML comment (applies to the next element); false for a JSON member on its own object.
    public var precedesElement: Bool
    /// Why the directive cannot be used, when the reader knows (an unknown `checkbox-lint-…`
    /// directive, a `lintSuppress` that is not an object): reported at `offset`, suppresses nothing.
    public var problem: String? = nil
    /// How the directive should be written, when it works but is written in a way that harms the
    /// file (`--` inside an XML comment): reported at `offset` as a warning, the suppression applies.
    public var advice: String? = nil

    public init(rules: [(id: String, reason: String)], offset: Int, precedesElement: Bool, problem: String? = nil) {
        self.rules = rules
        self.offset = offset
        self.precedesElement = precedesElement
        self.problem = problem
    }

    /// Parses `checkbox-lint-disable rule-id[, rule-id] - reason`, the text of a `//` or `/* */`
    /// comment of source code (without its delimiters) that starts at `offset`; nil when it is not
    /// the directive. There `--` may separate the reason too, as in ESLint.
    public static func parse(comment: String, offset: Int) -> RawSuppression? {
        InlineSuppression.parse(comment: comment, offset: offset, in: .code)
    }
}

/// Why reading stopped before the end of the input.
public struct ParseFailure: Error, Sendable {
    public var message: String
    public var offset: Int?
    /// Used when the reader cannot give a byte offset into `SourceText` (a document in a legacy
    /// encoding that libxml2 converted itself).
    public var location: SourceLocation?

    /// The memberwise initialiser, for the linter's own failures (a file that ends too soon).
    package init(message: String, offset: Int? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.offset = offset
        self.location = location
    }
}
