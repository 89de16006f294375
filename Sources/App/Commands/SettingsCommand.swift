import Foundation
import Resources

/// `signoff settings list | get KEY | set KEY VALUE`: the catalog's settings, validated the same way as
/// on the settings screen, written to the same config file.
enum SettingsCommand {
    static func run(_ arguments: [String], location: DataLocation, environment: [String: String], out: ConsoleOutput) -> CommandExit {
        let file = SettingsFile(path: location.configFile)
        let loaded = file.load()
        if let problem = loaded.problem { out.error(problem) }
        var effective = loaded.settings
        _ = EnvironmentSettings.apply(environment, to: &effective)
        switch arguments[0] {
        case "list":
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
}
