import CheckboxLintModel

/// A rectangle in absolute, top-down coordinates: origin at the top left of the outermost view
/// with a frame, y growing downwards, as `reading-order` compares elements.
struct AbsoluteRect: Equatable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// Converts Interface Builder frames (`<rect key="frame">`, relative to the superview) into
/// absolute top-down rectangles.
///
/// iOS views have their origin at the top left. AppKit views have it at the bottom left unless the
/// superview is flipped: IB's `flipped="YES"`, or a class AppKit flips itself (table and outline
/// views, clip views, stack views, matrices, text and collection views). A custom `NSView` subclass
/// that overrides `isFlipped` in code cannot be seen in the file and is taken as not flipped.
struct InterfaceBuilderGeometry {
    let isAppKit: Bool

    static let flippedAppKitViews: Set<String> = [
        "tableView", "outlineView", "clipView", "stackView", "matrix", "textView", "collectionView",
    ]

    /// The node's own frame, as written.
    static func frame(of node: XMLNode) -> AbsoluteRect? {
        guard let rect = node.child("rect", key: "frame"),
              let x = number(rect.attribute("x")), let y = number(rect.attribute("y")),
              let width = number(rect.attribute("width")), let height = number(rect.attribute("height"))
        else { return nil }
        return AbsoluteRect(x: x, y: y, width: width, height: height)
    }

    /// The absolute rectangle of a frame inside `superview` (nil: the frame is the outermost one).
    func absolute(_ frame: AbsoluteRect, in superview: (rect: AbsoluteRect, isFlipped: Bool)?) -> AbsoluteRect {
        guard let superview else { return frame }
        let y = superview.isFlipped
            ? superview.rect.y + frame.y
            : superview.rect.y + superview.rect.height - frame.y - frame.height
        return AbsoluteRect(x: superview.rect.x + frame.x, y: y, width: frame.width, height: frame.height)
    }

    /// Whether the subviews of `node` are laid out top-down.
    func isFlipped(_ node: XMLNode) -> Bool {
        guard isAppKit else { return true }
        return node.attribute("flipped") == "YES" || Self.flippedAppKitViews.contains(node.name)
    }

    private static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
