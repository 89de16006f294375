import AIS

extension SettingsFile {
    /// Gives `settings` this installation's device name when it has none, and keeps it in the state file, so
    /// that the terminal UI and every script command are one device to the server (it binds tokens to
    /// the name). Returns why the file could not be written; the name is used for this run either way.
    public func ensureDeviceName(in settings: inout Settings) -> String? {
        guard settings.deviceName.isEmpty else { return nil }
        try? settings.set("connection.device-name", .text(DeviceName.generate()), from: .state)
        do {
            try save(settings)
            return nil
        } catch {
            return "Could not save \(statePath ?? path): \(error)."
        }
    }
}
