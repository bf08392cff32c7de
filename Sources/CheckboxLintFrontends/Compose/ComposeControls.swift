#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Compose constructs that make a checkbox or switch, and the control classes the model
/// records for them: the screen reader's words depend on them (SPEC §12, `ControlKind`).
enum ComposeControls {
    /// Material's own toggles: a focus stop of their own when given an `onCheckedChange` / `onClick`,
    /// with the 48 dp touch target Material enforces (`minimumInteractiveComponentSize`).
    static let materialToggles: Set<String> = ["Checkbox", "CheckBox", "TriStateCheckbox", "Switch", "IconToggleButton", "FilledIconToggleButton", "OutlinedIconToggleButton", "FilledTonalIconToggleButton",
        // Material 3 Expressive's toggle buttons (`Role.Checkbox`, as IconToggleButton).
        "ToggleButton", "ElevatedToggleButton", "TonalToggleButton", "OutlinedToggleButton"]

    /// Control classes of what Modifiers make (no Material component): the role decides the words.
    static let roleCheckbox = "androidx.compose.ui.semantics.Role.Checkbox"
    static let roleSwitch = "androidx.compose.ui.semantics.Role.Switch"
    /// `Modifier.toggleable` / `selectable` with no role: TalkBack says the state, no role.
    static let toggleableWithoutRole = "androidx.compose.foundation.selection.toggleable"
    /// The same around a `Switch`: the fix is `Role.Switch`, and messages say so.
    static let toggleableSwitchWithoutRole = "androidx.compose.foundation.selection.toggleable+Switch"
    /// `Modifier.selectable` (or a Material component's `selected`) with no role: TalkBack says
    /// Compose's `Selected` / `Not selected`, no role.
    static let selectableWithoutRole = "androidx.compose.foundation.selection.selectable"
    /// The same around a `Switch`: the fix is a toggleable with `Role.Switch`, and messages say so.
    static let selectableSwitchWithoutRole = "androidx.compose.foundation.selection.selectable+Switch"
    /// `Modifier.selectable(…, role = Role.Checkbox)` / `Role.Switch`: the role's word, with
    /// `Selected` / `Not selected` for a state.
    static let selectableCheckbox = "androidx.compose.foundation.selection.selectable+Role.Checkbox"
    static let selectableSwitch = "androidx.compose.foundation.selection.selectable+Role.Switch"
    /// `Modifier.clickable` (no role, no state): TalkBack says neither.
    static let clickable = "androidx.compose.foundation.clickable"
    /// Material's `IconButton`: a button to TalkBack.
    static let iconButton = "androidx.compose.material3.IconButton"

    /// Modifiers that make the composable they modify a focus stop that merges its children.
    static let toggleModifiers: Set<String> = ["toggleable", "triStateToggleable", "selectable"]
    static let clickModifiers: Set<String> = ["clickable", "combinedClickable"]
    /// Layout sizes that set the tap target of a composable that does not enforce the minimum.
    static let sizeModifiers: Set<String> = ["size", "requiredSize", "width", "height", "requiredWidth", "requiredHeight", "sizeIn"]
    /// Calls whose lambda content is repeated (a set by itself).
    static let repeatingCalls: Set<String> = ["items", "itemsIndexed", "forEach", "forEachIndexed", "for", "while", "repeat", "map", "mapIndexed"]
    /// Calls whose lambda is part of the list around it, not a container of its own: a heading in
    /// `item { … }` titles the items after it.
    static let transparentCalls: Set<String> = ["item", "items", "itemsIndexed", "stickyHeader", "forEach", "forEachIndexed", "for", "key", "let", "also", "apply", "run", "with", "repeat", "AnimatedVisibility", "CompositionLocalProvider", "if", "when"]

    /// Byte patterns of the constructs, for skipping a file or a function that has none of them,
    /// each with the offset of the byte `memchr` looks for: one that is rare in Kotlin, so few
    /// candidates are compared (`c` and `S` begin a word every few lines; `k` and `w` do not).
    /// `heck` stands for `Check` and `check`.
    static let needles: [(bytes: [UInt8], anchor: Int)] = [("heck", 3), ("Switch", 1), ("oggleable", 6), ("selectable", 7), ("Role.", 0)]
        .map { (Array($0.0.utf8), $0.1) }

    /// Whether `bytes[range]` may hold a checkbox construct.
    static func mayHoldCheckbox(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        needles.contains { ByteSearch.firstOffset(of: $0.bytes, in: bytes, within: range, anchor: $0.anchor) != nil }
    }

    /// The package a Material component comes from, by the file's imports.
    static func materialPackage(imports: [String]) -> String {
        for name in imports {
            if name.hasPrefix("androidx.compose.material3.") { return "androidx.compose.material3" }
            if name.hasPrefix("androidx.compose.material.") { return "androidx.compose.material" }
        }
        return "androidx.compose.material3"
    }

    /// The class of a component named `name` by the file's imports: Material's, or the app's own
    /// component of that name (`com.example.ui.Checkbox`), which is read as Material's
    /// look-alike.
    static func componentClass(_ name: String, imports: [String]) -> String {
        for imported in imports where imported.hasSuffix("." + name) { return imported }
        return materialPackage(imports: imports) + "." + name
    }

    /// Whether an icon expression names a checkbox drawing (`Icons.Filled.CheckBox`,
    /// `R.drawable.ic_checkbox_checked`), not a radio button.
    static func looksLikeCheckboxIcon(_ source: String) -> Bool {
        let lower = source.lowercased()
        guard !lower.contains("radio") else { return false }
        return lower.contains("check") || lower.contains("toggle")
    }
}

/// Finds bytes in bytes: memchr for one byte of the needle (`anchor`, the first unless told), memcmp
/// for the whole (memmem is not in Glibc's Swift module). The Kotlin and Swift front ends skip
/// files without a construct with it.
package enum ByteSearch {
    package static func firstOffset(of needle: [UInt8], in bytes: [UInt8], within range: Range<Int>, anchor: Int = 0) -> Int? {
        let range = range.clamped(to: 0..<bytes.count)
        guard needle.indices.contains(anchor), range.count >= needle.count else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                let base = haystack.baseAddress!
                let byte = Int32(needle[anchor])
                let first = needle[0]
                let last = needle[needle.count - 1]
                // Where the needle may start, and so where its anchor byte may be.
                var from = range.lowerBound
                let lastStart = range.upperBound - needle.count
                while from <= lastStart, let found = memchr(base + from + anchor, byte, lastStart - from + 1) {
                    let at = base.distance(to: UnsafeRawPointer(found)) - anchor
                    // The needle's first and last bytes compared here before memcmp: most stops match
                    // neither (`n` of `init` found in every word), and each call cost ~40 instructions.
                    if haystack[at] == first, haystack[at + needle.count - 1] == last,
                       memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return at }
                    from = at + 1
                }
                return nil
            }
        }
    }
}
