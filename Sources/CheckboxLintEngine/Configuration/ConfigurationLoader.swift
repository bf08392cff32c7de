import Yams
import CheckboxLintModel
import CheckboxLintFrontends
import CheckboxLintRules

/// Reads `.checkbox-lint.yml` into a `ConfigurationFile`. Every problem is a `ConfigurationError`
/// at the line of the key or value at fault: nothing unknown or malformed is ignored.
public struct ConfigurationLoader {
    public static let keys = ["platform", "locale", "reader", "include", "exclude", "maxFileSize", "customCheckboxClasses", "rules"]
    /// A configuration is a few lines; anything this big is a mistake (or an attack).
    static let maximumSize = 1024 * 1024
    /// Bounds the option values made from YAML aliases, which can refer to each other
    /// exponentially ("billion laughs").
    static let maximumOptionValues = 10_000

    /// At most this many aliases (`*name`) in a configuration: each may stand for a whole list,
    /// and lists of aliases of lists grow exponentially. A real configuration uses a handful.
    static let maximumAliases = 256
    /// At most this many globs in `include` and `exclude` together: every file is matched against each.
    static let maximumGlobs = 10_000

    let displayPath: String
    private var optionValueCount = 0
    private var globCount = 0
    /// Errors found so far: one per key, rule or glob at fault, all reported (issue 26).
    private var errors: [ConfigurationError] = []

    /// Reads and checks the file at `location`.
    public static func load(_ location: ConfigurationLocation) throws(ConfigurationError) -> ConfigurationFile {
        let bytes: [UInt8]
        switch FileReader.read(location.path, limit: maximumSize) {
        case .success(let read): bytes = read
        case .failure(.unreadable(let reason)):
            throw ConfigurationError(file: location.displayPath, line: nil, key: "", message: "cannot read configuration file: \(reason)")
        case .failure(.tooLarge(let size, let limit)):
            throw ConfigurationError(file: location.displayPath, line: nil, key: "",
                                     message: "configuration file is \(size) bytes, over the \(limit)-byte limit")
        }
        // Decoding replaces invalid bytes, so a round trip tells whether there were any.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw ConfigurationError(file: location.displayPath, line: nil, key: "", message: "configuration file is not UTF-8 text")
        }
        return try parse(text, displayPath: location.displayPath, folder: location.folder)
    }

    /// Parses configuration text and has the rules check their options; `folder` is what
    /// `include` and `exclude` are relative to.
    public static func parse(_ text: String, displayPath: String, folder: String) throws(ConfigurationError) -> ConfigurationFile {
        var loader = ConfigurationLoader(displayPath: displayPath)
        let file = try loader.readCollecting(text, folder: folder)
        // Every error of the file at once, in line order: the keys' and the rules' options'.
        let errors = (loader.errors + file.ruleOptionErrors()).enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
        if let combined = ConfigurationError.combined(errors) { throw combined }
        return file
    }

    /// Parses configuration text, leaving rule options unchecked.
    static func read(_ text: String, displayPath: String, folder: String) throws(ConfigurationError) -> ConfigurationFile {
        var loader = ConfigurationLoader(displayPath: displayPath)
        let file = try loader.readCollecting(text, folder: folder)
        if let combined = ConfigurationError.combined(loader.errors) { throw combined }
        return file
    }

    private init(displayPath: String) {
        self.displayPath = displayPath
    }

    /// Reads the file; throws only what stops the reading (malformed YAML, too deep, too many
    /// aliases, not a mapping) and keeps every key's error in `errors`.
    private mutating func readCollecting(_ text: String, folder: String) throws(ConfigurationError) -> ConfigurationFile {
        var file = ConfigurationFile(displayPath: displayPath, folder: folder)
        if let line = YAMLNesting.lineTooDeep(in: text) {
            throw fail(line, "", "nested too deeply (more than \(YAMLNesting.limit) levels)")
        }
        // Refused before Yams builds anything: an alias costs nothing to write and may stand for
        // a list of lists (140 KB once took 28 s and 3.1 GB).
        if let line = YAMLAliases.lineBeyond(Self.maximumAliases, in: text) {
            throw fail(line, "", "more than \(Self.maximumAliases) aliases (*name); a configuration file needs few — write the values out")
        }
        let root: Node?
        do {
            // The basic resolver types nothing: `typed` does, without Yams' regular expressions,
            // whose compilation would cost every run a few milliseconds.
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw malformed(error, text)
        } catch {
            throw fail(1, "", "malformed YAML: \(error)")
        }
        // An empty file (or one with only comments) configures nothing.
        guard let root, !isNull(root) else { return file }
        guard let mapping = root.mapping else {
            throw fail(line(of: root), "", "expected a mapping of keys (\(Self.keys.joined(separator: ", "))), found \(kind(of: root))")
        }
        for (key, value, keyLine) in try entries(of: mapping, under: "") {
          do throws(ConfigurationError) {
            switch key {
            case "platform":
                let word = try scalarText(value, key)
                // Matched ignoring case, as in documents.
                guard let platform = Platform(rawValue: word.lowercased()) else {
                    let known = Platform.allCases.map(\.rawValue)
                    throw fail(line(of: value), key, "'\(word)' is not a platform (expected \(known.joined(separator: ", ")))"
                               + Suggestion.clause(for: word, in: known))
                }
                file.platform = platform
            case "locale":
                let tag = try scalarText(value, key)
                guard Platform.isLanguageTag(tag) else {
                    throw fail(line(of: value), key, "'\(tag)' is not a BCP 47 language tag such as en, fr or en-GB")
                }
                file.locale = tag
            case "reader":
                let word = try scalarText(value, key)
                guard let reader = ScreenReader.parseSetting(word) else {
                    let known = ScreenReader.settingNames
                    throw fail(line(of: value), key, "'\(word)' is not a screen reader (expected \(known.joined(separator: ", ")))"
                               + Suggestion.clause(for: word, in: known))
                }
                file.reader = reader
            case "include":
                // An empty include would lint nothing: it is read as no include at all.
                let globs = try globs(value, key)
                file.include = globs.isEmpty ? nil : globs
            case "exclude":
                file.exclude = try globs(value, key)
            case "maxFileSize":
                file.maximumFileSize = try byteSize(value, key)
            case "customCheckboxClasses":
                file.customCheckboxClasses = try classNames(value, key)
            case "rules":
                file.rules = try rules(value)
            default:
                throw fail(keyLine, key, "unknown key (known: \(Self.keys.joined(separator: ", ")))" + Suggestion.clause(for: key, in: Self.keys))
            }
          } catch {
            // The next key is read all the same: every error of the file is reported in one run.
            errors.append(error)
          }
        }
        return file
    }

    // MARK: Keys

    private mutating func globs(_ node: Node, _ key: String) throws(ConfigurationError) -> [Glob] {
        // A single pattern may stand for a list of one; nothing written means no patterns.
        if isNull(node) { return [] }
        let items: [(Node, String)]
        if let sequence = node.sequence {
            items = sequence.enumerated().map { ($1, "\(key)[\($0)]") }
        } else {
            items = [(node, key)]
        }
        var globs: [Glob] = []
        for (item, path) in items {
            globCount += 1
            if globCount > Self.maximumGlobs {
                throw fail(line(of: item), path, "more than \(Self.maximumGlobs) globs in include and exclude")
            }
            guard let scalar = item.scalar, case .string = typed(scalar) else {
                let hint = item.scalar != nil && !isNull(item) ? "; quote it if it is a name" : ""
                throw fail(line(of: item), path, "expected a glob string, found \(kind(of: item))" + hint)
            }
            do throws(Glob.Problem) {
                globs.append(try Glob(scalar.string))
            } catch {
                switch error {
                case .empty:
                    throw fail(line(of: item), path, "an empty glob matches nothing")
                case .leavesFolder:
                    throw fail(line(of: item), path, "'\(scalar.string)': globs are relative to the configuration file's folder and cannot use '..'")
                }
            }
        }
        return globs
    }

    /// Class names, as a list (or one name): Interface Builder `customClass`es and Android view classes.
    private func classNames(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
        if isNull(node) { return [] }
        let items: [(Node, String)] = node.sequence.map { $0.enumerated().map { ($1, "\(key)[\($0)]") } } ?? [(node, key)]
        return try items.map { item, path throws(ConfigurationError) -> String in
            guard let scalar = item.scalar, case .string = typed(scalar), !scalar.string.isBlank else {
                throw fail(line(of: item), path, "expected a class name, found \(kind(of: item))")
            }
            return scalar.string
        }
    }

    private func byteSize(_ node: Node, _ key: String) throws(ConfigurationError) -> Int {
        let text = try scalarText(node, key)
        guard let bytes = ByteSize.parse(text) else {
            throw fail(line(of: node), key, "'\(text)' is not a size: give a number of bytes, or a number with a unit (KB, MB, GB, KiB, MiB, GiB), e.g. 64MiB")
        }
        return bytes
    }

    private mutating func rules(_ node: Node) throws(ConfigurationError) -> [ConfigurationFile.RuleSetting] {
        if isNull(node) { return [] }
        guard let mapping = node.mapping else {
            throw fail(line(of: node), "rules", "expected a mapping of rule ids, found \(kind(of: node))")
        }
        var settings: [ConfigurationFile.RuleSetting] = []
        var ruleErrors: [ConfigurationError] = []
        for (id, value, keyLine) in try entries(of: mapping, under: "rules.") {
          do throws(ConfigurationError) {
            let path = "rules." + id
            guard RuleRegistry.description(for: id) != nil else {
                throw fail(keyLine, path, "unknown rule (`checkbox-lint rules` lists them)" + RuleRegistry.suggestionClause(for: id))
            }
            var setting = ConfigurationFile.RuleSetting(id: id, state: nil, options: RuleOptions(), line: keyLine, optionLines: [:])
            if let options = value.mapping {
                for (option, node, optionLine) in try entries(of: options, under: path + ".") {
                    if option == "severity" {
                        setting.state = try state(node, path + ".severity")
                    } else {
                        setting.optionLines[option] = optionLine
                        setting.options.values[option] = try optionValue(node, path + "." + option, option, &setting.optionLines)
                    }
                }
            } else if value.scalar != nil, !isNull(value) {
                setting.state = try state(value, path)
            } else {
                throw fail(line(of: value), path, "expected off, a severity (error, warning, note) or a mapping such as { severity: warning }, found \(kind(of: value))")
            }
            settings.append(setting)
          } catch {
            ruleErrors.append(error)
          }
        }
        // The rules that are right are kept, so that their options are checked too.
        errors += ruleErrors
        return settings
    }

    /// `off` / `false`, `on` / `true`, or a severity word.
    private func state(_ node: Node, _ path: String) throws(ConfigurationError) -> ConfigurationFile.RuleState {
        let words = ["off", "error", "warning", "note"]
        guard let scalar = node.scalar, !isNull(node) else {
            throw fail(line(of: node), path, "expected \(words.joined(separator: ", ")), found \(kind(of: node))")
        }
        if case .boolean(let on) = typed(scalar) { return on ? .on(nil) : .off }
        let word = scalar.string
        if word.lowercased() == "off" { return .off }
        guard let severity = Severity(rawValue: word.lowercased()) else {
            throw fail(line(of: node), path, "'\(word)' is not a severity (expected \(words.joined(separator: ", ")))"
                       + Suggestion.clause(for: word, in: words))
        }
        return .on(severity)
    }

    /// An option's YAML value as the rules see it; records the line of every nested key.
    private mutating func optionValue(_ node: Node, _ path: String, _ optionPath: String,
                                      _ lines: inout [String: Int]) throws(ConfigurationError) -> OptionValue {
        optionValueCount += 1
        if optionValueCount > Self.maximumOptionValues {
            throw fail(line(of: node), path, "more than \(Self.maximumOptionValues) option values (aliases that expand too far?)")
        }
        switch node {
        case .scalar(let scalar):
            switch typed(scalar) {
            case .null:
                throw fail(line(of: node), path, "a value is required")
            case .number(let number):
                guard number.isFinite else {
                    throw fail(line(of: node), path, "expected a finite number, found '\(scalar.string)'")
                }
                return .number(number)
            case .string(let text):
                return .string(text)
            case .boolean(let value):
                return .boolean(value)
            }
        case .sequence(let sequence):
            var list: [OptionValue] = []
            for (index, item) in sequence.enumerated() {
                let itemPath = "\(optionPath)[\(index)]"
                lines[itemPath] = line(of: item)
                list.append(try optionValue(item, "\(path)[\(index)]", itemPath, &lines))
            }
            return .list(list)
        case .mapping(let mapping):
            var map: [String: OptionValue] = [:]
            for (key, value, keyLine) in try entries(of: mapping, under: path + ".") {
                lines[optionPath + "." + key] = keyLine
                map[key] = try optionValue(value, path + "." + key, optionPath + "." + key, &lines)
            }
            return .map(map)
        }
    }

    // MARK: YAML helpers

    /// The entries of a mapping with string keys, each once.
    private func entries(of mapping: Node.Mapping, under prefix: String) throws(ConfigurationError) -> [(String, Node, Int)] {
        var result: [(String, Node, Int)] = []
        var firstLines: [String: Int] = [:]
        for (keyNode, value) in mapping {
            let keyLine = line(of: keyNode)
            guard let key = keyNode.scalar?.string, !isNull(keyNode) else {
                throw fail(keyLine, String(prefix.dropLast()), "keys must be names, found \(kind(of: keyNode))")
            }
            if let first = firstLines[key] {
                throw fail(keyLine, prefix + key, "duplicate key (first on line \(first))")
            }
            firstLines[key] = keyLine
            result.append((key, value, keyLine))
        }
        return result
    }

    /// A scalar's text as written. `platform: no`-style words stay text (`locale: no` is
    /// Norwegian, not false).
    private func scalarText(_ node: Node, _ key: String) throws(ConfigurationError) -> String {
        guard let scalar = node.scalar, !isNull(node) else {
            throw fail(line(of: node), key, "expected a value, found \(kind(of: node))")
        }
        return scalar.string
    }

    /// YAML 1.1's words for booleans, as Yams' default resolver takes them.
    static let booleans: [String: Bool] = [
        "true": true, "True": true, "TRUE": true, "yes": true, "Yes": true, "YES": true, "on": true, "On": true, "ON": true,
        "false": false, "False": false, "FALSE": false, "no": false, "No": false, "NO": false, "off": false, "Off": false, "OFF": false,
    ]
    static let nulls: Set<String> = ["", "~", "null", "Null", "NULL"]

    /// A scalar typed by YAML's rules: an explicit tag (`!!str 44`) decides; a quoted scalar is
    /// text; a plain one is null, a boolean, a decimal number, or text.
    private func typed(_ scalar: Node.Scalar) -> TypedScalar {
        let text = scalar.string
        switch scalar.tag.description {
        case Tag.Name.implicit.rawValue:
            break
        case Tag.Name.bool.rawValue:
            return Self.booleans[text].map(TypedScalar.boolean) ?? .string(text)
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            return Self.number(text).map(TypedScalar.number) ?? .string(text)
        case Tag.Name.null.rawValue:
            return .null
        default:
            return .string(text)
        }
        guard scalar.style == .plain || scalar.style == .any else { return .string(text) }
        if Self.nulls.contains(text) { return .null }
        if let boolean = Self.booleans[text] { return .boolean(boolean) }
        if let number = Self.number(text) { return .number(number) }
        return .string(text)
    }

    /// A decimal number (`44`, `-1.5`, `2e3`); not `inf`, `nan` or hexadecimal, which
    /// `Double.init` would also take.
    static func number(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              text.utf8.contains(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.eE".utf8.contains($0) })
        else { return nil }
        return Double(text)
    }

    private func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar else { return false }
        if case .null = typed(scalar) { return true }
        return false
    }

    private func kind(of node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            switch typed(scalar) {
            case .null: return "nothing"
            case .boolean(let value): return "\(value)"
            case .number: return "the number \(scalar.string)"
            default: return "'\(scalar.string)'"
            }
        }
    }

    private func line(of node: Node) -> Int { node.mark?.line ?? 1 }

    private func fail(_ line: Int, _ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: displayPath, line: line, key: key, message: message)
    }

    /// Yams' error, at its line, without the snippet it appends.
    private func malformed(_ error: YamlError, _ text: String) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let while_ = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return fail(mark.line, "", "malformed YAML: \(problem) at column \(mark.column)\(while_)")
        case let .reader(problem, offset, _, _):
            let line = offset.map { offset in 1 + text.utf8.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } } ?? 1
            return fail(line, "", "malformed YAML: \(problem)")
        default:
            return fail(1, "", "malformed YAML: \(error)")
        }
    }
}

/// A scalar as YAML types it.
private enum TypedScalar {
    case null
    case string(String)
    case number(Double)
    case boolean(Bool)
}

/// Counts YAML aliases (`*name`) in configuration text, outside quotes and comments, before Yams
/// composes the document.
enum YAMLAliases {
    /// The line of the alias that passes `limit`, or nil.
    static func lineBeyond(_ limit: Int, in text: String) -> Int? {
        var count = 0
        var line = 1
        var quote: UInt8?
        var escaped = false
        var inComment = false
        var previous: UInt8 = 0x0A
        for byte in text.utf8 {
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                inComment = false
                // A plain scalar never spans a line in a configuration; a quoted one may.
                continue
            }
            if inComment { continue }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
                continue
            }
            let afterSeparator = previous == 0x20 || previous == 0x09 || previous == 0x0A || previous == UInt8(ascii: "[")
                || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",") || previous == UInt8(ascii: ":")
                || previous == UInt8(ascii: "-") || previous == UInt8(ascii: "?")
            switch byte {
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09 || previous == 0x0A:
                inComment = true
            case UInt8(ascii: "\"") where afterSeparator, UInt8(ascii: "'") where afterSeparator:
                quote = byte
            case UInt8(ascii: "*") where afterSeparator:
                count += 1
                if count > limit { return line }
            default:
                break
            }
        }
        return nil
    }
}
