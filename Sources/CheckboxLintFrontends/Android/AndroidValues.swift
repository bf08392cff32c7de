import CheckboxLintModel

/// Reads Android resource attribute values.
enum AndroidValues {
    /// `@+id/name`, `@id/name`, `@android:id/name` → `name`.
    static func id(_ value: String?) -> String? {
        guard let value, value.hasPrefix("@") else { return nil }
        guard let slash = value.lastIndex(of: "/") else { return nil }
        let name = String(value[value.index(after: slash)...])
        return name.isEmpty ? nil : name
    }

    /// Text as written. A resource reference (`@string/terms`) cannot be resolved without the
    /// resource files: it is kept as written, so the view counts as labelled. `@null` is no text.
    static func text(_ value: String?) -> String? {
        guard let value, value != "@null" else { return nil }
        return value
    }

    /// `true`/`false`; a reference (`@bool/x`, `?attr/x`) is unknown.
    static func boolean(_ value: String?) -> Bool? {
        switch value {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// A size in dp (`48dp`, `48dip`, `48`). `wrap_content`, `match_parent`, `0dp` (a
    /// ConstraintLayout "match constraints"), `sp`, `px`, references: unknown.
    static func dp(_ value: String?) -> Double? {
        guard var text = value else { return nil }
        if text.hasSuffix("dip") {
            text.removeLast(3)
        } else if text.hasSuffix("dp") {
            text.removeLast(2)
        }
        guard let number = Double(text), number.isFinite, number > 0 else { return nil }
        return number
    }

    /// The class name without its package: `com.google.android.material.checkbox.MaterialCheckBox` → `MaterialCheckBox`.
    static func simpleName(_ name: String) -> Substring {
        guard let dot = name.lastIndex(of: ".") else { return Substring(name) }
        return name[name.index(after: dot)...]
    }
}
