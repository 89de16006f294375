import Foundation
import Store

/// The settings files, in layers as git and systemd read theirs: the catalog's defaults, beneath the
/// site's files (`$XDG_CONFIG_DIRS`, the first winning), beneath the user's `config.json`, beneath what
/// Signoff remembers in its state file (the last user name and the device name). Variables and flags go
/// over all of them (`EnvironmentSettings`, the options).
///
/// The user's file holds only what the user set, and is never rewritten from what was understood of it:
/// a save changes the members it must and leaves every other byte (`JSONObjectText`), so unknown keys
/// and values that do not fit stay as written. A file that is not JSON at all is set aside, never lost.
/// The site's files are read, never written.
public struct SettingsFile: Sendable {
    public static let formatVersion = 1
    public let path: String
    /// The site's files (`DataLocation.siteConfigFiles`), read beneath this one, the first winning.
    public let sitePaths: [String]
    /// Where the last user name and the device name are kept (`DataLocation.stateFile`); nil keeps them in
    /// the user's file, as before state files.
    public let statePath: String?

    public init(path: String, sitePaths: [String] = [], statePath: String? = nil) {
        self.path = path
        self.sitePaths = sitePaths
        self.statePath = statePath
    }

    /// The user's file, the site's files and the state file of `location`.
    public init(location: DataLocation) {
        self.init(path: location.configFile, sitePaths: location.siteConfigFiles, statePath: location.stateFile)
    }

    public struct Loaded: Sendable {
        public var settings: Settings
        /// Everything wrong in the files, each with its file and line.
        public var problems: [SettingsProblem]
        /// The problems in one line, or nil when there are none.
        public var problem: String? { problems.isEmpty ? nil : problems.map(\.description).joined(separator: "; ") }
    }

    public func load() -> Loaded {
        var settings = Settings()
        var problems: [SettingsProblem] = []
        // The last site file first, so the first one's values end on top.
        for site in sitePaths.reversed() {
            guard let data = FileManager.default.contents(atPath: site) else { continue }
            guard let document = Self.document(data) else {
                problems.append(SettingsProblem(file: site, message: "not a JSON object; the file is ignored"))
                continue
            }
            problems += Self.apply(document, of: site, to: &settings, from: .site)
        }
        if let data = FileManager.default.contents(atPath: path) {
            if let document = Self.document(data) {
                problems += readKeysAndViews(document, into: &settings)
                problems += Self.apply(document, of: path, to: &settings, from: .file)
            } else {
                problems.append(setAside(reason: "it is not a JSON object"))
            }
        }
        problems += applyState(to: &settings)
        return Loaded(settings: settings, problems: problems)
    }

    /// The text of a file as an object whose members can be found and edited; nil when it is not one.
    static func document(_ data: Data) -> JSONObjectText? {
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else { return nil }
        return JSONObjectText(String(decoding: data, as: UTF8.self))
    }

    /// The parsed value of one member.
    static func raw(_ json: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }

    private func readKeysAndViews(_ document: JSONObjectText, into settings: inout Settings) -> [SettingsProblem] {
        if let keys = document.valueText("keys").flatMap(Self.raw) as? [String: Any] {
            for (action, names) in keys {
                if let list = names as? [String] { settings.keyBindings[action] = list } else if let one = names as? String { settings.keyBindings[action] = [one] }
            }
        }
        guard let member = document.member("views"), let raw = document.valueText("views").flatMap(Self.raw) else { return [] }
        let read = SavedView.read(raw)
        settings.views = read.views
        return read.problems.map { SettingsProblem(file: path, line: member.line, message: $0) }
    }

    /// Sets the catalog's keys of one file, each with where it was written; unknown keys are noted from
    /// the user's file only (a legacy key may still mean something). Returns what did not fit.
    private static func apply(_ document: JSONObjectText, of file: String, to settings: inout Settings,
                              from source: Settings.Source) -> [SettingsProblem] {
        var problems: [SettingsProblem] = []
        for member in document.members where !["version", "keys", "views"].contains(member.key) {
            let json = document.valueText(member.key) ?? ""
            guard let definition = SettingsCatalog.definition(member.key) else {
                if source == .file { settings.unknownEntries[member.key] = jsonText(raw(json) ?? json) ?? json }
                continue
            }
            guard let value = raw(json).flatMap(settingValue), definition.accepts(value) || definition.kind == .readOnly else {
                let instead = settings.source(member.key) == .site ? "the site's value" : "the default"
                problems.append(.misfit(definition, written: json, file: file, line: member.line, instead: instead))
                continue
            }
            try? settings.set(member.key, value, from: source)
            let origin = Settings.Origin(file: file, line: member.line)
            settings.origins[member.key] = origin
            if source == .site { settings.siteOrigins[member.key] = origin }
        }
        return problems
    }

    private func setAside(reason: String) -> SettingsProblem {
        let aside = path + ".broken"
        try? FileManager.default.removeItem(atPath: aside)
        let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
        let whereTo = moved ? "kept as \(aside)" : "left in place"
        return SettingsProblem(file: path, message: "could not be read (\(reason)); \(whereTo); using defaults")
    }

    static func settingValue(_ raw: Any) -> SettingValue? {
        if let number = raw as? NSNumber, !(raw is String) {
            // JSON true/false arrive as NSNumbers of type char; 0 and 1 must stay numbers.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return Int(exactly: number.doubleValue).map(SettingValue.int)
        }
        switch raw {
        case let s as String: return .text(s)
        case let a as [Any]:
            let strings = a.compactMap { $0 as? String }
            return strings.count == a.count ? .list(strings) : nil
        case let d as [String: Any]:
            let strings = d.compactMapValues { $0 as? String }
            return strings.count == d.count ? .map(strings) : nil
        default: return nil
        }
    }

    static func jsonText(_ raw: Any, pretty: Bool = false) -> String? {
        let options: JSONSerialization.WritingOptions = pretty ? [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
                                                               : [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: raw, options: options) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
