import Foundation
import Store

/// Saving: the user's file changes only where the settings differ from what it says, member by member.
extension SettingsFile {
    /// Writes what the user set (the file's values, the settings screen's, key bindings and saved views)
    /// and what Signoff remembers (to the state file). A value the file holds that does not fit, and any key
    /// this version does not know, stay as written unless that very key was set or reset.
    public func save(_ settings: Settings) throws {
        try saveState(settings)
        guard let existing = FileManager.default.contents(atPath: path).flatMap(Self.document) else { return try create(settings) }
        var document = existing
        for definition in SettingsCatalog.all where !(statePath != nil && Settings.stateKeys.contains(definition.key)) {
            update(definition, in: &document, from: settings)
        }
        updateNested("keys", in: &document, wanted: settings.keyBindings.mapValues { $0 as Any }) { _, raw in raw is [String] || raw is String }
        updateNested("views", in: &document, wanted: SavedView.jsonObject(settings.views)) { name, raw in
            SavedView.read([name: raw]).views[name] != nil
        }
        guard document.text != existing.text else { return }
        try SecureFile.write(Data(document.text.utf8), to: path)
    }

    /// A new file (none, or one set aside): what the user set, keys in order; none when the user set nothing.
    private func create(_ settings: Settings) throws {
        var object: [String: Any] = [:]
        for (key, value) in settings.fileValues { object[key] = value.jsonObject }
        if statePath == nil { for (key, value) in settings.stateValues { object[key] = value.jsonObject } }
        if !settings.keyBindings.isEmpty { object["keys"] = settings.keyBindings }
        if !settings.views.isEmpty { object["views"] = SavedView.jsonObject(settings.views) }
        guard !object.isEmpty else { return }
        object["version"] = Self.formatVersion
        guard let text = Self.jsonText(object, pretty: true) else { return }
        try SecureFile.write(Data((text + "\n").utf8), to: path)
    }

    private func update(_ definition: SettingDefinition, in document: inout JSONObjectText, from settings: Settings) {
        let key = definition.key
        let written = document.valueText(key)
        let understood = written.flatMap(Self.raw).flatMap(Self.settingValue)
        let remembered = statePath == nil ? settings.stateValues[key] : nil
        if let wanted = settings.fileValues[key] ?? remembered {
            guard understood != wanted, let json = Self.jsonText(wanted.jsonObject, pretty: true) else { return }
            document.set(key, json: json)
        } else if written != nil {
            // A value this run understood and no longer holds was reset; one it could not read stays,
            // unless the user reset that key.
            let fits = understood.map { definition.accepts($0) || definition.kind == .readOnly } ?? false
            if fits || settings.resetKeys.contains(key) { document.remove(key) }
        }
    }

    /// Edits an object member (`keys`, `views`) entry by entry: an entry wanted is written where it
    /// differs; one not wanted is removed only when `understood` says this run read it (so it was dropped
    /// on purpose), else it stays as written.
    private func updateNested(_ key: String, in document: inout JSONObjectText, wanted: [String: Any],
                              understood: (String, Any) -> Bool) {
        let writtenText = document.valueText(key)
        if writtenText == nil {
            if !wanted.isEmpty, let json = Self.jsonText(wanted, pretty: true) { document.set(key, json: json) }
            return
        }
        guard var inner = writtenText.flatMap(JSONObjectText.init) ?? (wanted.isEmpty ? nil : JSONObjectText("{}")) else { return }
        for (name, value) in wanted.sorted(by: { $0.key < $1.key }) {
            let current = inner.valueText(name).flatMap(Self.raw).flatMap { Self.jsonText($0) }
            guard let json = Self.jsonText(value, pretty: true), current != Self.jsonText(value) else { continue }
            inner.set(name, json: json)
        }
        for member in inner.members where wanted[member.key] == nil {
            guard let raw = inner.valueText(member.key).flatMap(Self.raw), understood(member.key, raw) else { continue }
            inner.remove(member.key)
        }
        if inner.members.isEmpty {
            document.remove(key)
        } else if inner.text != writtenText {
            document.set(key, json: inner.text.trimmingCharacters(in: .whitespacesAndNewlines), indented: true)
        }
    }
}

extension SettingsFile {
    /// Whether the user's file (or, for what Signoff remembers, the state file) has `key` written, fitting
    /// or not.
    public func holds(_ key: String) -> Bool {
        let file = Settings.stateKeys.contains(key) ? (statePath ?? path) : path
        return FileManager.default.contents(atPath: file).flatMap(Self.document)?.member(key) != nil
    }
}
