/// "Did you mean" suggestions: the nearest known name by edit distance, ignoring case, counting a
/// swap of two neighbouring letters as one edit (`lable` → `label`).
public enum Suggestion {
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        // A word this long is no typo of a short name, and comparing would cost its length times theirs.
        guard word.utf8.count <= maximumWordLength else { return nil }
        var search = Search(word)
        for candidate in candidates {
            // Lower-casing keeps the length of the schema's and rules' ASCII names.
            search.consider(candidate, scalarCount: scalarCount(candidate)) { Array(candidate.lowercased().unicodeScalars) }
        }
        return search.best?.name
    }

    /// `nearest` among names prepared once (`Candidates`): the builder suggests an attribute name
    /// for every unknown one, and lower-casing each name of the element into an array of scalars
    /// again for each was most of the cost (callgrind).
    static func nearest(to word: String, in candidates: Candidates) -> String? {
        guard word.utf8.count <= maximumWordLength else { return nil }
        var search = Search(word)
        for candidate in candidates.entries {
            search.consider(candidate.name, scalarCount: candidate.scalarCount) { candidate.scalars }
        }
        return search.best?.name
    }

    /// Names to suggest from, each with its lower-cased scalars and its length, made once.
    struct Candidates {
        fileprivate let entries: [(name: String, scalarCount: Int, scalars: [Unicode.Scalar])]

        init(_ names: some Sequence<String>) {
            entries = names.map { ($0, Suggestion.scalarCount($0), Array($0.lowercased().unicodeScalars)) }
        }
    }

    /// The best candidate so far for one word. The result does not depend on the candidates' order.
    private struct Search {
        let target: [Unicode.Scalar]
        let limit: Int
        var best: (name: String, distance: Int)?
        var rows = Rows()

        init(_ word: String) {
            target = Array(word.lowercased().unicodeScalars)
            limit = max(2, target.count / 3)
        }

        mutating func consider(_ candidate: String, scalarCount: Int, scalars: () -> [Unicode.Scalar]) {
            // The distance is at least the difference in length: a candidate that cannot be within
            // the limit, or beat or tie the best so far, is not measured (nor lower-cased).
            let cutoff = min(limit, best?.distance ?? limit)
            if abs(scalarCount - target.count) > cutoff { return }
            guard let distance = editDistance(target, scalars(), cutoff: cutoff, rows: &rows) else { return }
            // Ties go to the name first in order: candidates often come from a dictionary or a set,
            // whose order changes from run to run, and the suggestion must not.
            if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
    }

    static let maximumWordLength = 100

    /// The number of Unicode scalars in `text`: its UTF-8 bytes that start one. Counting through
    /// `unicodeScalars` was a quarter of the suggestions' cost, by callgrind (an unknown name is
    /// measured against every name of its element).
    static func scalarCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// "; did you mean 'x'?" or nothing.
    public static func clause(for word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func clause(for word: String, in candidates: Candidates) -> String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The three rows of the distance table, kept from one candidate to the next: an unknown name is
    /// measured against every name of its element, and allocating them for each cost most of it.
    struct Rows {
        var previousPrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []

        mutating func reset(count: Int) {
            Self.reset(&previousPrevious, count)
            Self.reset(&previous, count)
            Self.reset(&current, count)
        }

        private static func reset(_ row: inout [Int], _ count: Int) {
            row.removeAll(keepingCapacity: true)
            row.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// Optimal string alignment distance, or nil once it is sure to exceed `cutoff` (every entry of
    /// a row is above it, and entries never decrease down the table). Through unsafe buffers: the
    /// checked subscripts of five arrays were most of its cost (17 instructions a cell, callgrind).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cutoff: Int, rows: inout Rows) -> Int? {
        if a.isEmpty { return b.count <= cutoff ? b.count : nil }
        if b.isEmpty { return a.count <= cutoff ? a.count : nil }
        rows.reset(count: b.count + 1)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                rows.previousPrevious.withUnsafeMutableBufferPointer { previousPrevious in
                    rows.previous.withUnsafeMutableBufferPointer { previous in
                        rows.current.withUnsafeMutableBufferPointer { current in
                            distance(a, b, cutoff: cutoff, rows: (previousPrevious, previous, current))
                        }
                    }
                }
            }
        }
    }

    private typealias Row = UnsafeMutableBufferPointer<Int>

    /// `editDistance` on rows of `b.count + 1` entries each; they rotate, the buffers stay.
    private static func distance(_ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>, cutoff: Int,
                                 rows: (Row, Row, Row)) -> Int? {
        var (previousPrevious, previous, current) = rows
        for j in 0...b.count { previous[j] = j }
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > cutoff { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = previous[b.count]
        return distance <= cutoff ? distance : nil
    }
}
