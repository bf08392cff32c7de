/// "Did you mean" suggestions: the nearest known name by edit distance, ignoring case, counting a
/// swap of two neighbouring letters as one edit (`lable` → `label`).
enum Suggestion {
    static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        // A word this long is no typo of a short name, and comparing would cost its length times theirs.
        guard word.utf8.count <= maximumWordLength else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: a candidate that cannot be within
            // the limit, or beat the best so far, is not measured (nor lower-cased: lower-casing
            // keeps the length of the schema's and rules' ASCII names).
            let bound = abs(candidate.unicodeScalars.count - target.count)
            if bound > limit || bound > (best?.distance ?? .max) { continue }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            // Ties go to the name first in order: candidates often come from a dictionary or a set,
            // whose order changes from run to run, and the suggestion must not.
            if distance <= limit, best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    static let maximumWordLength = 100

    /// "; did you mean 'x'?" or nothing.
    static func clause(for word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
