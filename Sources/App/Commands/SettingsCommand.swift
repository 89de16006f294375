import Foundation
import Resources

/// `signoff settings [list [--json] | get KEY | set KEY VALUE | reset KEY | check]`: the catalog's settings,
/// validated the same way as on the settings screen, written to the same files (the user's, or the state
/// file for what Signoff remembers: never the site's).
enum SettingsCommand {
    static func run(_ arguments: [String], json: Bool = false, location: DataLocation, environment: [String: String], out: ConsoleOutput) -> CommandExit {
        let file = SettingsFile(location: location)
        let loaded = file.load()
        let action = arguments.first ?? "list"
        if action == "check" { return check(loaded, file: file, environment: environment, out: out) }
        for problem in loaded.problems { out.error(problem.description) }
        var effective = loaded.settings
        _ = EnvironmentSettings.apply(environment, to: &effective)
        switch action {
        case "list":
            if json { out.line(Self.json(effective)); return .success }
            for definition in SettingsCatalog.all {
                out.line("\(definition.key) = \(effective.value(definition.key))  (\(effective.sourceDescription(definition.key)))  \(definition.summary)")
            }
            for (action, keys) in effective.keyBindings.sorted(by: { $0.key < $1.key }) {
                out.line("keys.\(action) = \(keys.joined(separator: ", "))  (file \(file.path))")
            }
            return .success
        case "get":
            guard let key = known(arguments[1], out: out) else { return .usage }
            out.line(effective.value(key).description)
            return .success
        case "reset":
            guard let key = known(arguments[1], out: out) else { return .usage }
            return reset(key, loaded.settings, file: file, environment: environment, out: out)
        default:
            let (key, text) = (arguments[1], arguments[2])
            var settings = loaded.settings
            do {
                try settings.set(key, text: text, from: Settings.userSource(for: key))
            } catch {
                out.error(error.description)
                return .usage
            }
            guard save(settings, file: file, out: out) else { return .failure }
            let kept = Settings.stateKeys.contains(key) ? (file.statePath ?? file.path) : file.path
            out.line("\(key) = \(settings.value(key))  (saved to \(kept))")
            if let variable = effective.overriddenBy[key] { out.error("\(variable) is set and overrides this value.") }
            return .success
        }
    }

    private static func known(_ key: String, out: ConsoleOutput) -> String? {
        guard SettingsCatalog.definition(key) != nil else {
            out.error(SettingError.unknown(key).description + " signoff settings list shows them.")
            return nil
        }
        return key
    }

    private static func save(_ settings: Settings, file: SettingsFile, out: ConsoleOutput) -> Bool {
        do { try file.save(settings) } catch {
            out.error("\(file.path) could not be written: \(error)")
            return false
        }
        return true
    }

    /// Removes the user's value (or what Signoff remembered), so the site's value or the default applies.
    private static func reset(_ key: String, _ loaded: Settings, file: SettingsFile, environment: [String: String],
                              out: ConsoleOutput) -> CommandExit {
        var settings = loaded
        let hadOwn = [.file, .state].contains(settings.source(key)) || file.holds(key)
        settings.reset(key)
        guard save(settings, file: file, out: out) else { return .failure }
        var effective = file.load().settings
        _ = EnvironmentSettings.apply(environment, to: &effective)
        let now = "\(key) = \(effective.value(key))  (\(effective.sourceDescription(key)))"
        out.line(hadOwn ? now : now + "  (you had no value of your own)")
        return .success
    }

    /// Every problem of the site's files, the user's file, the state file and the environment, each with
    /// its file and line; exits 1 when there is one. Values of the user's that hide a different site value
    /// are said, without failing.
    private static func check(_ loaded: SettingsFile.Loaded, file: SettingsFile, environment: [String: String], out: ConsoleOutput) -> CommandExit {
        var settings = loaded.settings
        let variables = EnvironmentSettings.apply(environment, to: &settings)
        for problem in loaded.problems { out.line(problem.description) }
        for problem in variables { out.line("environment: \(problem)") }
        for definition in SettingsCatalog.all where settings.source(definition.key) == .file {
            guard let site = settings.siteValues[definition.key], site != settings.value(definition.key) else { continue }
            out.line("note: \(settings.sourceDescription(definition.key)): \(definition.key) is set to \(settings.value(definition.key)) "
                     + "over the site's \(site); signoff settings reset \(definition.key) uses the site's")
        }
        let count = loaded.problems.count + variables.count
        let read = ([file.path] + file.sitePaths + [file.statePath].compactMap { $0 }).filter { FileManager.default.fileExists(atPath: $0) }
        out.line(count == 0 ? "No problems in \(read.isEmpty ? "the settings (no file yet)" : read.joined(separator: ", "))."
                            : "\(count) problem\(count == 1 ? "" : "s") in the settings.")
        return count == 0 ? .success : .failure
    }

    /// `{"settings":[{"key","value","source","file","line","overriddenBy"}]}`: source is default, site,
    /// file, state, environment or command line; file and line where a value was read from a file;
    /// overriddenBy names the variable or flag, when one set the value.
    static func json(_ settings: Settings) -> String {
        let rows: [[String: Any]] = SettingsCatalog.all.map { definition in
            var row: [String: Any] = ["key": definition.key, "value": settings.value(definition.key).jsonObject,
                                      "source": settings.source(definition.key).rawValue]
            if let origin = settings.origins[definition.key], settings.overriddenBy[definition.key] == nil {
                row["file"] = origin.file
                if let line = origin.line { row["line"] = line }
            }
            if let variable = settings.overriddenBy[definition.key] { row["overriddenBy"] = variable }
            return row
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["settings": rows], options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
