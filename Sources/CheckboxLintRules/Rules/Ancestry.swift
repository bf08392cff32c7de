import CheckboxLintModel

extension Document {
    /// The index of the nearest ancestor of the element at `index` whose kind satisfies `matches`.
    /// Walks parent indices, without copying the elements on the way (rules call it per checkbox).
    func nearestAncestor(of index: Int, where matches: (Element.Kind?) -> Bool) -> Int? {
        var current = elements[index].parent
        while let ancestor = current {
            if matches(elements[ancestor].kind) { return ancestor }
            current = elements[ancestor].parent
        }
        return nil
    }
}
