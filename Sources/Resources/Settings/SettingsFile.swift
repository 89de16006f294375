import Foundation
import Store

/// Reads and writes `config.json`: readable JSON, keys sorted, a format version, mode 0600; unknown
/// keys are kept. A broken file is set aside (never lost) and the defaults are used. The site's files are
/// read beneath it and never written.
public struct SettingsFile: Sendable {
    public static let formatVersion = 1
    public let path: String
    /// The site's files (`DataLocation.siteConfigFiles`), read beneath this one, the first winning. Never
    /// written, never moved: a broken one is said and skipped.
    public let sitePaths: [String]

    public init(path: String, sitePaths: [String] = []) {
        self.path = path
        self.sitePaths = sitePaths
    }

    /// The user's file and the site's files of `location`.
    public init(location: DataLocation) { self.init(path: location.configFile, sitePaths: location.siteConfigFiles) }

    public struct Loaded: Sendable {
        public var settings: Settings
        /// What was wrong with the files, and where a broken user file was put.
        public var problem: String?
    }

    public func load() -> Loaded {
        var settings = Settings()
        var problems: [String] = []
        // The last site file first, so the first one's values end on top.
        for site in sitePaths.reversed() {
            guard let data = FileManager.default.contents(atPath: site) else { continue }
            guard let dictionary = Self.dictionary(data) else {
                problems.append("\(site) could not be read (it is not a JSON object); ignored")
                continue
            }
            let bad = Self.apply(dictionary, to: &settings, from: .site)
            if !bad.isEmpty { problems.append("\(site): " + bad.joined(separator: "; ")) }
        }
        guard let data = FileManager.default.contents(atPath: path) else { return Loaded(settings: settings, problem: Self.join(problems)) }
        guard let dictionary = Self.dictionary(data) else {
            return Loaded(settings: settings, problem: Self.join(problems + [setAside(reason: "it is not a JSON object")]))
        }
        if let keys = dictionary["keys"] as? [String: Any] {
            for (action, names) in keys {
                if let list = names as? [String] { settings.keyBindings[action] = list } else if let one = names as? String { settings.keyBindings[action] = [one] }
            }
        }
        if let raw = dictionary["views"] {
            let read = SavedView.read(raw)
            settings.views = read.views
            problems += read.problems.map { "\(path): \($0)" }
        }
        let bad = Self.apply(dictionary, to: &settings, from: .file)
        if !bad.isEmpty { problems.append("\(path): " + bad.joined(separator: "; ")) }
        return Loaded(settings: settings, problem: Self.join(problems))
    }

    private static func dictionary(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func join(_ problems: [String]) -> String? { problems.isEmpty ? nil : problems.joined(separator: "; ") }

    /// Sets the catalog's keys of one file; unknown keys are kept from the user's file only (a site's are
    /// not the user's to write back). Returns what did not fit.
    private static func apply(_ dictionary: [String: Any], to settings: inout Settings, from source: Settings.Source) -> [String] {
        var problems: [String] = []
        for (key, raw) in dictionary where key != "version" && key != "keys" && key != "views" {
            guard let definition = SettingsCatalog.definition(key) else {
                if source == .file, let text = jsonText(raw) { settings.unknownEntries[key] = text }
                continue
            }
            guard let value = settingValue(raw), definition.accepts(value) || definition.kind == .readOnly else {
                problems.append("\(key) has a value that does not fit; using the default")
                continue
            }
            try? settings.set(key, value, from: source)
        }
        return problems
    }

    private func setAside(reason: String) -> String {
        let aside = path + ".broken"
        try? FileManager.default.removeItem(atPath: aside)
        let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
        let whereTo = moved ? "kept as \(aside)" : "left in place"
        return "\(path) could not be read (\(reason)); \(whereTo); using defaults."
    }

    /// Writes the values that came from the file or the settings screen (not defaults, variables or flags).
    public func save(_ settings: Settings) throws {
        var object: [String: Any] = ["version": Self.formatVersion]
        for (key, text) in settings.unknownEntries {
            object[key] = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) ?? text
        }
        for (key, value) in settings.fileValues { object[key] = value.jsonObject }
        if !settings.keyBindings.isEmpty { object["keys"] = settings.keyBindings }
        if !settings.views.isEmpty { object["views"] = SavedView.jsonObject(settings.views) }
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
