import CheckboxLintModel

/// What the mapping of an Interface Builder file asks about a view's siblings, read once per
/// parent view and kept for the map.
///
/// Each control asked about all of its siblings (their role, their frame parsed from text again):
/// a view of 4,000 labelled switches (770 KB) took 17 s. Here each parent's children are read once,
/// and a control looks only at the siblings that can share its row: those whose frames start
/// within the tallest sibling's height above it (in a file laid out in rows, a handful).
final class InterfaceBuilderSiblings {
    private let controls: InterfaceBuilderControls

    /// A sibling the questions below can be about, with its place among the children.
    private struct Sibling {
        let index: Int
        let frame: AbsoluteRect
    }

    /// Siblings with frames, ordered by their top edge, and the tallest of them: the candidates
    /// for a row are found by a binary search on the top edge.
    private struct RowIndex {
        private var items: [(sibling: Sibling, value: Value)]
        private let tallest: Double
        /// A negative height makes the window below wrong: every sibling is then a candidate.
        private let hasNegativeHeight: Bool

        enum Value {
            case text(String)
            case control(isOther: Bool)
        }

        init(_ items: [(sibling: Sibling, value: Value)]) {
            self.items = items.sorted { ($0.sibling.frame.y, $0.sibling.index) < ($1.sibling.frame.y, $1.sibling.index) }
            tallest = items.map(\.sibling.frame.height).max() ?? 0
            hasNegativeHeight = items.contains { $0.sibling.frame.height < 0 }
        }

        /// The siblings that may overlap `own` vertically (a superset of them).
        func candidates(near own: AbsoluteRect) -> ArraySlice<(sibling: Sibling, value: Value)> {
            guard !hasNegativeHeight, own.height >= 0 else { return items[...] }
            // Tops in [own.y - tallest, own.y + own.height]: any other sibling cannot overlap.
            let low = own.y - tallest
            let high = own.y + own.height
            var start = 0, end = items.count
            var lower = 0, upper = items.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if items[middle].sibling.frame.y < low { lower = middle + 1 } else { upper = middle }
            }
            start = lower
            upper = items.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if items[middle].sibling.frame.y <= high { lower = middle + 1 } else { upper = middle }
            }
            end = lower
            return items[start..<end]
        }
    }

    /// What one parent's children hold.
    private struct Facts {
        /// Visible texts that are not blank, in document order, with their frames.
        var texts: [(text: String, frame: AbsoluteRect?)] = []
        /// Texts with frames and controls with frames, for row questions.
        var rows: RowIndex
        /// How many `view`/`customView` children have each frame.
        var paneFrames: [FrameKey: Int] = [:]
    }

    private struct FrameKey: Hashable {
        let x, y, width, height: Double
        init(_ rect: AbsoluteRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    private var facts: [ObjectIdentifier: Facts] = [:]
    private var holdsControl: [ObjectIdentifier: Bool] = [:]

    init(controls: InterfaceBuilderControls) {
        self.controls = controls
    }

    private func facts(of parentNode: XMLNode) -> Facts {
        if let known = facts[ObjectIdentifier(parentNode)] { return known }
        var texts: [(text: String, frame: AbsoluteRect?)] = []
        var rowItems: [(sibling: Sibling, value: RowIndex.Value)] = []
        var paneFrames: [FrameKey: Int] = [:]
        for (index, child) in parentNode.children.enumerated() {
            let frame = InterfaceBuilderGeometry.frame(of: child)
            let role = controls.role(of: child, parent: parentNode)
            if case .text(let text?) = role, child.attribute("hidden") != "YES", !text.isBlank {
                texts.append((text, frame))
            }
            if let frame {
                switch role {
                case .text(let text?) where child.attribute("hidden") != "YES" && !text.isBlank:
                    rowItems.append((Sibling(index: index, frame: frame), .text(text)))
                case .text:
                    break
                case .checkbox, .button:
                    rowItems.append((Sibling(index: index, frame: frame), .control(isOther: false)))
                default:
                    if InterfaceBuilderControls.otherControls.contains(child.name) {
                        rowItems.append((Sibling(index: index, frame: frame), .control(isOther: true)))
                    }
                }
                if child.name == "customView" || child.name == "view" { paneFrames[FrameKey(frame), default: 0] += 1 }
            }
        }
        let made = Facts(texts: texts, rows: RowIndex(rowItems), paneFrames: paneFrames)
        facts[ObjectIdentifier(parentNode)] = made
        return made
    }

    /// The visible text beside a control in the same view that is not tied to it: a UILabel or a
    /// non-editable NSTextField among its siblings, the one in the same row (vertical overlap)
    /// and nearest first; without frames, the only such text there is. A text above or below
    /// is not taken for the control's own: it is as likely a section's title.
    func untiedText(beside node: XMLNode, in parentNode: XMLNode?) -> String? {
        guard let parentNode else { return nil }
        // `node` is a control: never one of the texts.
        let facts = facts(of: parentNode)
        guard !facts.texts.isEmpty else { return nil }
        guard let own = InterfaceBuilderGeometry.frame(of: node) else { return facts.texts.count == 1 ? facts.texts[0].text : nil }
        // A cell's title shares the control's row; its footnote, below, at most touches it (a
        // label Auto Layout sizes is often saved with no height): the most overlap wins, then the
        // nearest, then the first in the file.
        var best: (text: String, overlap: Double, gap: Double, index: Int)?
        for candidate in facts.rows.candidates(near: own) {
            guard case .text(let text) = candidate.value else { continue }
            let frame = candidate.sibling.frame
            guard frame.height > 0 else { continue }
            let overlap = min(own.y + own.height, frame.y + frame.height) - max(own.y, frame.y)
            guard overlap > 0, overlap >= 0.5 * min(own.height, frame.height) else { continue }
            let share = overlap / min(own.height, frame.height)
            let gap = abs(frame.x >= own.x ? frame.x - (own.x + own.width) : own.x - (frame.x + frame.width))
            if best == nil || share > best!.overlap || (share == best!.overlap && (gap < best!.gap
                || (gap == best!.gap && candidate.sibling.index < best!.index))) {
                best = (text, share, gap, candidate.sibling.index)
            }
        }
        return best?.text
    }

    /// Whether a text labels another control: the nearest control on its row, to its right, is
    /// one of `otherControls` (not a checkbox, whose column the text may title), or a value text
    /// code sets (`isValueText`: "Identifier: [value]").
    func labelsAnotherControl(_ node: XMLNode, in parentNode: XMLNode?, isValueText: (XMLNode) -> Bool = { _ in false }) -> Bool {
        guard let parentNode, let own = InterfaceBuilderGeometry.frame(of: node) else { return false }
        var nearest: (x: Double, index: Int, isOther: Bool)?
        for candidate in facts(of: parentNode).rows.candidates(near: own) {
            let isOther: Bool
            switch candidate.value {
            case .control(let other): isOther = other
            case .text:
                let sibling = parentNode.children[candidate.sibling.index]
                guard sibling !== node, isValueText(sibling) else { continue }
                isOther = true
            }
            let frame = candidate.sibling.frame
            let overlap = min(own.y + own.height, frame.y + frame.height) - max(own.y, frame.y)
            guard overlap >= 0.5 * min(own.height, frame.height), frame.x >= own.x + own.width - 2 else { continue }
            // The nearest to the right; of two as near, the first in the file.
            if nearest == nil || frame.x < nearest!.x || (frame.x == nearest!.x && candidate.sibling.index < nearest!.index) {
                nearest = (frame.x, candidate.sibling.index, isOther)
            }
        }
        return nearest?.isOther ?? false
    }

    /// An alternate pane: a view with a sibling view of the same frame, of which code shows one
    /// at a time (a hand-made tab view, a wizard's steps).
    func isAlternatePane(_ node: XMLNode, among parentNode: XMLNode?) -> Bool {
        guard node.name == "customView" || node.name == "view", let parentNode,
              let frame = InterfaceBuilderGeometry.frame(of: node) else { return false }
        return facts(of: parentNode).paneFrames[FrameKey(frame), default: 0] >= 2
    }

    /// Whether `node` or anything below it is a checkbox, a text or a button: each node is
    /// answered once (nested boxes asked it of the same subtrees at every level).
    func holdsControl(_ node: XMLNode) -> Bool {
        if let known = holdsControl[ObjectIdentifier(node)] { return known }
        let holds: Bool
        switch controls.role(of: node, parent: nil) {
        case .checkbox, .text, .button: holds = true
        default: holds = node.children.contains { holdsControl($0) }
        }
        holdsControl[ObjectIdentifier(node)] = holds
        return holds
    }
}
