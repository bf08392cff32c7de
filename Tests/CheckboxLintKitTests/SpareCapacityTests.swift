import Testing
@testable import CheckboxLintEngine

@Suite struct SpareCapacityTests {
    /// Strings too long to be stored inline, so that a move that counted a reference twice, or lost
    /// one, would show as a changed or freed value.
    static func values(_ count: Int) -> [String] {
        (0..<count).map { "a value long enough to live on the heap, number \($0)" }
    }

    @Test func aBigArrayWithMuchRoomIsMovedIntoOneOfItsSize() {
        var array = Self.values(10_000)
        array.reserveCapacity(40_000)
        let trimmed = SpareCapacity.trimmed(array, filler: "")
        #expect(trimmed == Self.values(10_000))
        #expect(trimmed.capacity < 11_000)
        // The caller's copy was shared, so the move worked on a copy of its own: untouched.
        #expect(array == Self.values(10_000))
    }

    @Test func aSmallOrTightArrayIsLeftAsItIs() {
        var small = Self.values(10)
        small.reserveCapacity(1_000)
        #expect(SpareCapacity.trimmed(small, filler: "").capacity >= 1_000)
        var tight = Self.values(20_000)
        tight.reserveCapacity(24_000)
        #expect(SpareCapacity.trimmed(tight, filler: "").capacity >= 24_000)
    }
}
