import CheckboxLintModel
import CheckboxLintRules

/// The configuration's `maxFileSize`: a number of bytes, or a number with a unit. SI units are
/// powers of 1000 (`KB`, `MB`, `GB`), IEC units powers of 1024 (`KiB`, `MiB`, `GiB`), as the
/// units say; `B` is bytes. Units ignore case; a space may separate the number from the unit.
public enum ByteSize {
    static let units: [(suffix: String, factor: Double)] = [
        ("kib", 1024), ("mib", 1024 * 1024), ("gib", 1024 * 1024 * 1024),
        ("kb", 1000), ("mb", 1000 * 1000), ("gb", 1000 * 1000 * 1000),
        ("b", 1),
    ]

    /// The number of bytes `text` stands for, or nil when it is not a positive size.
    public static func parse(_ text: String) -> Int? {
        var number = text.trimmingSpaces.lowercased()
        var factor = 1.0
        for unit in units where number.hasSuffix(unit.suffix) {
            number = String(number.dropLast(unit.suffix.count)).trimmingSpaces
            factor = unit.factor
            break
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number) else { return nil }
        let bytes = (value * factor).rounded(.down)
        guard bytes >= 1, bytes < Double(Int.max) else { return nil }
        return Int(bytes)
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
