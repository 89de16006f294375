import Foundation

/// One setting: its key in the config file, type, default, description and validation.
public struct SettingDefinition: Sendable {
    public enum Kind: Sendable, Equatable {
        case toggle
        case choice([String])
        case number(ClosedRange<Int>, unit: String)
        case text(maxLength: Int)
        case url
        case branches
        /// A P43081 version per order type, `*` for every other type: `*=ZJDE0001, OR=ZJDE0002`.
        case versions
        /// A control id of a form (digits), or nothing when `optional`.
        case controlID(optional: Bool)
        /// A program to run and its arguments, never through a shell: the program's absolute path first
        /// (`SettingValue.list`; empty: none). See `parseCommand`.
        case command
        /// A saved view's name (`SavedView.isValidName`), or nothing.
        case viewName
        case readOnly
    }

    public enum Group: String, Sendable, CaseIterable {
        case connection = "Connection", display = "Display", keys = "Keys"
        case approvals = "Approvals", inventory = "Inventory", data = "Data"
    }

    public let key: String
    public let group: Group
    public let kind: Kind
    public let defaultValue: SettingValue
    public let summary: String

    /// The value parsed from what a person typed or an environment variable held, or why not.
    public func parse(_ text: String) -> Result<SettingValue, SettingError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .toggle:
            switch trimmed.lowercased() {
            case "on", "true", "yes", "1": return .success(.bool(true))
            case "off", "false", "no", "0": return .success(.bool(false))
            default: return .failure(.invalid(key, "use on or off"))
            }
        case .choice(let options):
            guard let match = options.first(where: { $0.lowercased() == trimmed.lowercased() }) else {
                return .failure(.invalid(key, "use one of: \(options.joined(separator: ", "))"))
            }
            return .success(.text(match))
        case .number(let range, let unit):
            guard let n = Int(trimmed), range.contains(n) else {
                return .failure(.invalid(key, "use a whole number from \(range.lowerBound) to \(range.upperBound)\(unit.isEmpty ? "" : " " + unit)"))
            }
            return .success(.int(n))
        case .text(let maxLength):
            guard trimmed.count <= maxLength else { return .failure(.invalid(key, "at most \(maxLength) characters")) }
            guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .failure(.invalid(key, "control characters are not allowed"))
            }
            return .success(.text(trimmed))
        case .url:
            guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  let host = url.host, !host.isEmpty else {
                return .failure(.invalid(key, "use an http:// or https:// address, e.g. https://ais.example.com:9300/jderest"))
            }
            return .success(.text(trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed))
        case .branches:
            let items = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard items.allSatisfy({ $0.count <= 12 }) else { return .failure(.invalid(key, "a branch/plant code has at most 12 characters")) }
            return .success(.list(items))
        case .versions:
            return Self.parseVersions(trimmed).mapError { SettingError.invalid(key, $0.why) }
        case .controlID(let optional):
            if trimmed.isEmpty, optional { return .success(.text("")) }
            guard Self.isControlID(trimmed) else {
                return .failure(.invalid(key, "use a control id: digits, as the web client's Item Help › Advanced shows it"
                                              + (optional ? " (empty: none)" : "")))
            }
            return .success(.text(trimmed))
        case .viewName:
            guard trimmed.isEmpty || SavedView.isValidName(trimmed) else { return .failure(.invalid(key, SavedView.nameRule)) }
            return .success(.text(trimmed))
        case .command:
            return Self.parseCommand(trimmed).mapError { SettingError.invalid(key, $0.why) }
        case .readOnly:
            return .failure(.readOnly(key))
        }
    }

    /// The text a person edits for `value`: a command as `parseCommand` reads it back, others as shown.
    public func editableText(_ value: SettingValue) -> String {
        guard kind == .command, case .list(let words) = value else { return value.description }
        if words.count == 1, !words[0].contains(where: \.isWhitespace), !words[0].hasPrefix("[") { return words[0] }
        return words.isEmpty ? "" : SettingsFile.jsonText(words) ?? ""
    }

    static func isControlID(_ text: String) -> Bool {
        (1...6).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `*=ZJDE0001, OR=ZJDE0002`: each order type (two characters) or `*` once, each version a JDE version
    /// name (letters and digits, at most 10); `*` is required, since it serves every type not named.
    static func parseVersions(_ text: String) -> Result<SettingValue, VersionsProblem> {
        var map: [String: String] = [:]
        for pair in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, isOrderType(parts[0]), isVersion(parts[1]) else {
                return .failure(.init(why: "write TYPE=VERSION pairs such as *=ZJDE0001, OR=ZJDE0002 (“\(pair)” is not one)"))
            }
            let type = parts[0].uppercased()
            guard map[type] == nil else { return .failure(.init(why: "\(type) is given twice")) }
            map[type] = parts[1].uppercased()
        }
        guard map["*"] != nil else { return .failure(.init(why: "give a version for * (every order type not named), e.g. *=ZJDE0001")) }
        return .success(SettingValue.map(map))
    }

    /// Why a versions text was refused, in words.
    struct VersionsProblem: Error {
        var why: String
    }

    private static func isOrderType(_ text: String) -> Bool {
        text == "*" || (text.count == 2 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }

    private static func isVersion(_ text: String) -> Bool {
        (1...10).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Whether a value read from the config file fits this setting.
    func accepts(_ value: SettingValue) -> Bool {
        switch (kind, value) {
        case (.toggle, .bool), (.branches, .list), (.readOnly, .text): return true
        case (.choice(let options), .text(let v)): return options.contains(v)
        case (.number(let range, _), .int(let n)): return range.contains(n)
        case (.text(let maxLength), .text(let v)): return v.count <= maxLength
        case (.url, .text(let v)): return (try? parse(v).get()) != nil
        case (.versions, .map(let v)): return (try? parse(SettingValue.map(v).description).get()) == .map(v.uppercasedPairs)
        case (.controlID(let optional), .text(let v)): return (v.isEmpty && optional) || Self.isControlID(v)
        case (.command, .list(let v)): return Self.checkCommand(v) == nil
        case (.viewName, .text(let v)): return v.isEmpty || SavedView.isValidName(v)
        default: return false
        }
    }
}

public enum SettingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(String)
    case invalid(String, String)
    case readOnly(String)

    public var description: String {
        switch self {
        case .unknown(let key): return "There is no setting called “\(key)”."
        case .invalid(let key, let why): return "\(key): \(why)."
        case .readOnly(let key): return "\(key) cannot be changed."
        }
    }
}

extension Dictionary where Key == String, Value == String {
    /// Keys and values in capitals, as a parsed versions map holds them.
    var uppercasedPairs: [String: String] {
        Dictionary(uniqueKeysWithValues: map { ($0.key.uppercased(), $0.value.uppercased()) })
    }
}
