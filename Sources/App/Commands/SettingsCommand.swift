import Foundation
import Resources

/// `signoff settings [list [--json] | get KEY | set KEY VALUE]`: the catalog's settings, validated the same
/// way as on the settings screen, written to the same config file (the user's: never the site's).
enum SettingsCommand {
    static func run(_ arguments: [String], json: Bool = false, location: DataLocation, environment: [String: String], out: ConsoleOutput) -> CommandExit {
        let file = SettingsFile(location: location)
        let loaded = file.load()
        if let problem = loaded.problem { out.error(problem) }
        var effective = loaded.settings
        _ = EnvironmentSettings.apply(environment, to: &effective)
        switch arguments.first ?? "list" {
        case "list":
            if json { out.line(Self.json(effective)); return .success }
            for definition in SettingsCatalog.all {
                let source = effective.overriddenBy[definition.key] ?? effective.source(definition.key).rawValue
                out.line("\(definition.key) = \(effective.value(definition.key))  (\(source))  \(definition.summary)")
            }
            for (action, keys) in effective.keyBindings.sorted(by: { $0.key < $1.key }) {
                out.line("keys.\(action) = \(keys.joined(separator: ", "))  (file)")
            }
            return .success
        case "get":
            let key = arguments[1]
            guard SettingsCatalog.definition(key) != nil else {
                out.error(SettingError.unknown(key).description + " signoff settings list shows them.")
                return .usage
            }
            out.line(effective.value(key).description)
            return .success
        default:
            let (key, text) = (arguments[1], arguments[2])
            var settings = loaded.settings
            do {
                try settings.set(key, text: text, from: .file)
            } catch {
                out.error(error.description)
                return .usage
            }
            do { try file.save(settings) } catch {
                out.error("\(file.path) could not be written: \(error)")
                return .failure
            }
            out.line("\(key) = \(settings.value(key))  (saved to \(file.path))")
            if let variable = effective.overriddenBy[key] { out.error("\(variable) is set and overrides this value.") }
            return .success
        }
    }

    /// `{"settings":[{"key","value","source","overriddenBy"}]}`: source is default, site, file, environment
    /// or command line; overriddenBy names the variable or flag, when one set the value.
    static func json(_ settings: Settings) -> String {
        let rows: [[String: Any]] = SettingsCatalog.all.map { definition in
            var row: [String: Any] = ["key": definition.key, "value": settings.value(definition.key).jsonObject,
                                      "source": settings.source(definition.key).rawValue]
            if let variable = settings.overriddenBy[definition.key] { row["overriddenBy"] = variable }
            return row
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["settings": rows], options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
