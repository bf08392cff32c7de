import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// What the HTML page draws of a document: its screens, and in them the elements with what the
/// model knows of their place and size, each checkbox with its announcement. Built from the same
/// model the rules check, in the same read, so the page and the findings agree.
public struct DocumentSketch: Sendable {
    public let platform: Platform
    public let locale: String
    /// The document's screens; elements directly under the root, when there is no screen, form one.
    public let screens: [SketchNode]
}

/// One element of a sketch.
public struct SketchNode: Sendable {
    public struct Frame: Sendable, Equatable {
        public var x, y, width, height: Double
    }

    /// `screen`, `group`, `checkbox`, `text`, `button`, `link`, `tooltip`, or the name as written
    /// for an element the model does not know.
    public let kind: String
    public let path: String
    public let location: SourceLocation
    /// What the element shows: a screen's title, a group's header, a control's label.
    public let caption: String?
    /// x, y, width and height, in the platform's unit, when all four are known.
    public let frame: Frame?
    /// Width and height alone, when the position is not known (Android layouts).
    public let width: Double?
    public let height: Double?
    public let state: CheckState?
    public let isDisabled: Bool
    /// What VoiceOver says for a checkbox.
    public let announcement: String?
    public let children: [SketchNode]

    /// Every node of the tree, this one first, in document order.
    public var allNodes: [SketchNode] {
        [self] + children.flatMap(\.allNodes)
    }
}

extension DocumentSketch {
    /// The sketch of a document the rules have checked; nil without a `ui` root.
    init?(_ document: Document) {
        guard let root = document.root, root.kind == .ui else { return nil }
        let builder = AnnouncementBuilder(document: document)
        func node(_ element: Element) -> SketchNode {
            let frame = element.frame.map { SketchNode.Frame(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            let caption: String? = switch element.kind {
            case .screen: element.title ?? element.id
            case .group: element.header
            case .checkbox: element.accessibleName
            default: element.label
            }
            return SketchNode(
                kind: element.kind?.rawValue ?? element.name, path: element.path, location: element.location,
                caption: caption, frame: frame, width: element.width, height: element.height,
                state: element.isCheckbox ? element.checkState : nil, isDisabled: element.isDisabled,
                announcement: element.isCheckbox ? document.tree.stop(ofElement: element.index).map(builder.announcement(for:)) : nil,
                // A caller's use of a view that draws checkboxes is drawn where the view is (`isAnnouncedWhereDeclared`).
                children: element.children.filter { !document.elements[$0].isAnnouncedWhereDeclared }.map { node(document.elements[$0]) })
        }
        let top = root.children.filter { !document.elements[$0].isAnnouncedWhereDeclared }.map { node(document.elements[$0]) }
        var screens = top.filter { $0.kind == Element.Kind.screen.rawValue }
        let loose = top.filter { $0.kind != Element.Kind.screen.rawValue }
        if !loose.isEmpty {
            screens.insert(SketchNode(kind: Element.Kind.screen.rawValue, path: root.path, location: root.location,
                                      caption: nil, frame: nil, width: nil, height: nil, state: nil, isDisabled: false,
                                      announcement: nil, children: loose), at: 0)
        }
        self.init(platform: document.platform, locale: document.locale, screens: screens)
    }
}
