/// "Did you mean" suggestions: the nearest known name by edit distance, ignoring case, counting a
/// swap of two neighbouring letters as one edit (`lable` → `label`).
public enum Suggestion {
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        // A word this long is no typo of a short name, and comparing would cost its length times theirs.
        guard word.utf8.count <= maximumWordLength else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        var rows = Rows()
        for candidate in candidates {
            // The distance is at least the difference in length: a candidate that cannot be within
            // the limit, or beat or tie the best so far, is not measured (nor lower-cased:
            // lower-casing keeps the length of the schema's and rules' ASCII names).
            let cutoff = min(limit, best?.distance ?? limit)
            if abs(scalarCount(candidate) - target.count) > cutoff { continue }
            guard let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), cutoff: cutoff, rows: &rows) else {
                continue
            }
            // Ties go to the name first in order: candidates often come from a dictionary or a set,
            // whose order changes from run to run, and the suggestion must not.
            if best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
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
    /// a row is above it, and entries never decrease down the table).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cutoff: Int, rows: inout Rows) -> Int? {
        if a.isEmpty { return b.count <= cutoff ? b.count : nil }
        if b.isEmpty { return a.count <= cutoff ? a.count : nil }
        rows.reset(count: b.count + 1)
        for j in 0...b.count { rows.previous[j] = j }
        for i in 1...a.count {
            rows.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows.previousPrevious[j - 2] + 1)
                }
                rows.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > cutoff { return nil }
            swap(&rows.previousPrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        let distance = rows.previous[b.count]
        return distance <= cutoff ? distance : nil
    }
}
