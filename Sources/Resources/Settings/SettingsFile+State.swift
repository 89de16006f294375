import Foundation
import Store

/// The state file: what Signoff remembers between runs (the last user name, the device name), kept apart
/// from the config so that the user's file holds only what the user set. Files of earlier versions, which
/// kept these (and copies of the site's connection values) in the user's file, are moved over once.
extension SettingsFile {
    /// Applies the state file's values over the files', moving them out of the user's file first when
    /// there is no state file yet.
    func applyState(to settings: inout Settings) -> [SettingsProblem] {
        guard let statePath else { return [] }
        guard let data = FileManager.default.contents(atPath: statePath) else { return moveIntoState(&settings) }
        guard let document = Self.document(data) else {
            return [SettingsProblem(file: statePath, message: "not a JSON object; the last user name and the device name are made again")]
        }
        for member in document.members where Settings.stateKeys.contains(member.key) {
            guard let value = document.valueText(member.key).flatMap(Self.raw).flatMap(Self.settingValue),
                  (try? settings.set(member.key, value, from: .state)) != nil else { continue }
            settings.origins[member.key] = Settings.Origin(file: statePath, line: member.line)
        }
        return []
    }

    /// Writes what Signoff remembers, when it changed.
    func saveState(_ settings: Settings) throws {
        guard let statePath else { return }
        let existing = FileManager.default.contents(atPath: statePath).flatMap(Self.document)
        var document = existing ?? JSONObjectText(version: Self.formatVersion)
        for key in Settings.stateKeys.sorted() {
            let written = document.valueText(key).flatMap(Self.raw).flatMap(Self.settingValue)
            if let wanted = settings.stateValues[key] {
                if written != wanted, let json = Self.jsonText(wanted.jsonObject) { document.set(key, json: json) }
            } else if written != nil, settings.resetKeys.contains(key) {
                document.remove(key)
            }
        }
        if existing == nil, document.members.allSatisfy({ $0.key == "version" }) { return }
        guard document.text != existing?.text else { return }
        try SecureFile.write(Data(document.text.utf8), to: statePath)
    }

    /// The first run with a state file: the user name and device name move from the user's file to the
    /// state file, and the connection values an earlier login copied there (equal to the site's) go, so
    /// that the site's file reaches this user again. Nothing is removed unless the state file was written.
    private func moveIntoState(_ settings: inout Settings) -> [SettingsProblem] {
        guard let statePath else { return [] }
        var moved = settings
        for key in Settings.stateKeys.sorted() where settings.source(key) == .file {
            try? moved.set(key, settings.value(key), from: .state)
        }
        guard !moved.stateValues.isEmpty else { return [] }
        do { try saveState(moved) } catch {
            return [SettingsProblem(file: statePath, message: "could not be written (\(error)); the user name stays in \(path)")]
        }
        guard let data = FileManager.default.contents(atPath: path), var document = Self.document(data) else { return [] }
        let copies = ["connection.server", "connection.environment", "connection.role"].filter {
            settings.siteValues[$0] != nil && settings.fileValues[$0] == settings.siteValues[$0]
        }
        for key in Settings.stateKeys.union(copies) { document.remove(key) }
        do { try SecureFile.write(Data(document.text.utf8), to: path) } catch {
            return [SettingsProblem(file: path, message: "could not be written (\(error)); its user name is read from the state file now")]
        }
        for key in Settings.stateKeys { moved.dropFileValue(key) }
        for key in copies { moved.reset(key) }
        settings = moved
        for key in Settings.stateKeys { settings.origins[key] = moved.stateValues[key] == nil ? nil : Settings.Origin(file: statePath, line: nil) }
        return []
    }
}
