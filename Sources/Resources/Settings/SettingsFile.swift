import Foundation
import Store

/// Reads and writes `config.json`: readable JSON, keys sorted, a format version, mode 0600; unknown
/// keys are kept. A broken file is set aside (never lost) and the defaults are used.
public struct SettingsFile: Sendable {
    public static let formatVersion = 1
    public let path: String

    public init(path: String) { self.path = path }

    public struct Loaded: Sendable {
        public var settings: Settings
        /// What was wrong with the file, and where the broken file was put.
        public var problem: String?
    }

    public func load() -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else { return Loaded(settings: Settings(), problem: nil) }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            return setAside(reason: "it is not a JSON object")
        }
        var settings = Settings()
        var problems: [String] = []
        if let keys = dictionary["keys"] as? [String: Any] {
            for (action, names) in keys {
                if let list = names as? [String] { settings.keyBindings[action] = list } else if let one = names as? String { settings.keyBindings[action] = [one] }
            }
        }
        for (key, raw) in dictionary where key != "version" && key != "keys" {
            guard let definition = SettingsCatalog.definition(key) else {
                if let text = Self.jsonText(raw) { settings.unknownEntries[key] = text }
                continue
            }
            guard let value = Self.settingValue(raw), definition.accepts(value) || definition.kind == .readOnly else {
                problems.append("\(key) has a value that does not fit; using the default")
                continue
            }
            try? settings.set(key, value, from: .file)
        }
        return Loaded(settings: settings, problem: problems.isEmpty ? nil : "\(path): " + problems.joined(separator: "; "))
    }

    private func setAside(reason: String) -> Loaded {
        let aside = path + ".broken"
        try? FileManager.default.removeItem(atPath: aside)
        let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
        let whereTo = moved ? "kept as \(aside)" : "left in place"
        return Loaded(settings: Settings(), problem: "\(path) could not be read (\(reason)); \(whereTo); using defaults.")
    }

    /// Writes the values that came from the file or the settings screen (not defaults, variables or flags).
    public func save(_ settings: Settings) throws {
        var object: [String: Any] = ["version": Self.formatVersion]
        for (key, text) in settings.unknownEntries {
            object[key] = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) ?? text
        }
        for (key, value) in settings.fileValues { object[key] = value.jsonObject }
        if !settings.keyBindings.isEmpty { object["keys"] = settings.keyBindings }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try SecureFile.write(data + Data("\n".utf8), to: path)
    }

    static func settingValue(_ raw: Any) -> SettingValue? {
        if let number = raw as? NSNumber, !(raw is String) {
            // JSON true/false arrive as NSNumbers of type char; 0 and 1 must stay numbers.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return Int(exactly: number.doubleValue).map(SettingValue.int)
        }
        switch raw {
        case let s as String: return .text(s)
        case let a as [Any]: return .list(a.compactMap { $0 as? String })
        case let d as [String: Any]: return .map(d.compactMapValues { $0 as? String })
        default: return nil
        }
    }

    static func jsonText(_ raw: Any) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: raw, options: [.fragmentsAllowed, .sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
