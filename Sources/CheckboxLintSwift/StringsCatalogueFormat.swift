import Foundation

/// The string catalogue format (`Localizable.xcstrings`, Xcode 15): JSON with the development
/// language as `sourceLanguage` and, per key, `strings.<key>.localizations.<language>.stringUnit.value`.
/// The rows are each key's value in the source language; a key with none there (no localizations,
/// a plural or device variation, an empty value) is its own value, as Xcode builds it.
enum StringsCatalogueFormat {
    /// The rows of a catalogue, keys in order; nil when the bytes are not JSON of the format.
    static func rows(of bytes: [UInt8]) -> [(String, String)]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let language = root["sourceLanguage"] as? String, !language.isEmpty,
              let strings = root["strings"] as? [String: Any] else { return nil }
        var rows: [(String, String)] = []
        for key in strings.keys.sorted() {
            let entry = strings[key] as? [String: Any]
            let localizations = entry?["localizations"] as? [String: Any]
            let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if let value = unit?["value"] as? String, !value.isEmpty {
                rows.append((key, value))
            } else {
                rows.append((key, key))
            }
        }
        return rows
    }
}
