import Foundation
import Resources

/// Environment variables that override the config file.
public enum EnvironmentSettings {
    public static let variables: [(variable: String, key: String)] = [
        ("SIGNOFF_SERVER", "connection.server"), ("SIGNOFF_ENVIRONMENT", "connection.environment"),
        ("SIGNOFF_ROLE", "connection.role"), ("SIGNOFF_USER", "connection.user"), ("SIGNOFF_THEME", "display.theme"),
        ("SIGNOFF_OPENER", "attachments.opener"),
    ]

    /// Applies the variables that are set; returns a message per value that does not fit.
    public static func apply(_ env: [String: String], to settings: inout Settings) -> [String] {
        var problems: [String] = []
        for (variable, key) in variables {
            guard let value = env[variable], !value.isEmpty else { continue }
            do {
                try settings.set(key, text: value, from: .environment)
                settings.overriddenBy[key] = variable
            } catch {
                problems.append("\(variable): \(error)")
            }
        }
        if let noColor = env["NO_COLOR"], !noColor.isEmpty {
            try? settings.set("display.color", .bool(false), from: .environment)
            settings.overriddenBy["display.color"] = "NO_COLOR"
        }
        return problems
    }
}
