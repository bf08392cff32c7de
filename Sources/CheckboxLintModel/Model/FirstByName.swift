/// The first stop of each name in each scope, for a rule that looks for a name said twice in one
/// set (a scope is a container, and a view where views scope sets).
///
/// Keyed by the name alone, with a second table only for the names met in more than one scope:
/// the first dictionary keyed by a struct of its own makes the runtime scan every protocol
/// conformance in the binary for the struct's `Hashable` (callgrind: 0.35 M instructions, 4 % of
/// linting one small file), and nearly every name is met in one scope only. The second table is
/// keyed by a string too, for the same reason: keyed by a struct of the scope and the name, its
/// first entry cost 0.62 M in the bench's run (four names met in a second scope).
public struct FirstByName {
    public struct Scope: Equatable {
        public var container: Int
        public var view: Int

        public init(container: Int, view: Int) {
            self.container = container
            self.view = view
        }
    }

    private var first: [String: (scope: Scope, position: Int)] = [:]
    /// By `key(scope, name)`.
    private var inOtherScopes: [String: Int] = [:]

    public init(capacity: Int) {
        first.reserveCapacity(capacity)
    }

    /// The position of the earlier stop named `name` in `scope`, if there is one; else records
    /// `position` as that name's first in the scope and returns nil.
    public mutating func earlier(than position: Int, named name: String, in scope: Scope) -> Int? {
        guard let met = first[name] else {
            first[name] = (scope, position)
            return nil
        }
        if met.scope == scope { return met.position }
        let key = Self.key(scope, name)
        guard let earlier = inOtherScopes[key] else {
            inOtherScopes[key] = position
            return nil
        }
        return earlier
    }

    /// One string for a scope and a name, equal for equal pairs only: the two numbers end at the
    /// first and second commas (a minus sign and digits hold none), the name is the rest.
    private static func key(_ scope: Scope, _ name: String) -> String {
        "\(scope.container),\(scope.view),\(name)"
    }
}
