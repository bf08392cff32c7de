import CheckboxLintModel

/// Siblings whose order in the file (the order the screen reader visits them in, where the
/// platform reads in document order) is not their visual order: top to bottom, and within a row
/// leading to trailing (right to left in Arabic, Hebrew, Persian and Urdu). Only siblings with a
/// full frame (x, y, width and height) are compared.
struct ReadingOrder: OptionlessRule {
    static let description = RuleDescription(
        id: .readingOrder,
        name: "Reading order differs from visual order",
        defaultSeverity: .warning,
        tags: ["wcag132", "wcag243"]
    )

    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    struct Box {
        var index: Int
        var x, y, width, height: Double
        var top: Double { y }
        var bottom: Double { y + height }
        var trailingEdge: Double { x + width }
    }

    func check(_ document: Document, _ context: inout RuleContext) {
        // SPEC §4.1: where the reader orders by frames (UIKit, AppKit) or the file has no positions
        // (Android layouts), the file's order says nothing about what is read first.
        guard document.profile.documentOrderIsReadingOrder else { return }
        let rightToLeft = Self.rightToLeftLanguages.contains(document.language)
        var boxes: [Box] = []
        for parent in document.elements where parent.children.count >= 2 {
            boxes.removeAll(keepingCapacity: true)
            for child in parent.children {
                if let frame = document.elements[child].frame {
                    boxes.append(Box(index: child, x: frame.x, y: frame.y, width: frame.width, height: frame.height))
                }
            }
            guard boxes.count >= 2 else { continue }
            let visual = Self.visualOrder(boxes, rightToLeft: rightToLeft)
            // The first place where the orders part: the element read there comes too early, and
            // the one seen there should be read before it.
            guard let position = boxes.indices.first(where: { boxes[$0].index != visual[$0].index }) else { continue }
            let early = document.elements[boxes[position].index]
            let first = visual[position]
            let late = document.elements[first.index]
            let earlyBox = boxes[position]
            let relation = if Self.sameRow(first, earlyBox) {
                rightToLeft ? "to its right on screen (rows read right to left in '\(OneLine.excerpt(document.language))')" : "to its left on screen"
            } else if first.top < earlyBox.top {
                "above it on screen"
            } else {
                "before it in visual order"
            }
            context.report(early, "'\(early.displayName)' is read before '\(late.displayName)', which is \(composed: relation); move '\(late.displayName)' before '\(early.displayName)' in the document so \(composed: document.profile.readerName) reads in visual order")
        }
    }

    /// Two boxes are in one row when they overlap vertically by at least half the smaller height.
    static func sameRow(_ a: Box, _ b: Box) -> Bool {
        let overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
        return overlap >= 0.5 * min(a.height, b.height)
    }

    /// Rows from top to bottom, each row leading to trailing; ties keep document order.
    static func visualOrder(_ boxes: [Box], rightToLeft: Bool) -> [Box] {
        var result = boxes.sorted { ($0.top, $0.index) < ($1.top, $1.index) }
        var rowStart = 0
        func sortRow(upTo end: Int) {
            guard end - rowStart >= 2 else { return }
            if rightToLeft {
                result[rowStart..<end].sort { ($0.trailingEdge, -$0.index) > ($1.trailingEdge, -$1.index) }
            } else {
                result[rowStart..<end].sort { ($0.x, $0.index) < ($1.x, $1.index) }
            }
        }
        for position in result.indices where !sameRow(result[rowStart], result[position]) {
            // A row is anchored on its topmost box, so that a staircase does not chain into one row.
            sortRow(upTo: position)
            rowStart = position
        }
        sortRow(upTo: result.count)
        return result
    }
}
