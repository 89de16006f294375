import Resources
import SceneKit

/// Everything `signoff` takes and reads, gathered from the tables that print its help (`ScriptCommand`,
/// `SignoffOptions.parser`, the settings catalog, `EnvironmentSettings`, the default keys, `CommandExit`).
/// The manual page and the completion scripts are made from it, so they cannot drift from `--help`.
enum CommandTable {
    struct Command {
        let name: String
        /// `queue [--json|--csv] [--offline]`
        let synopsis: String
        let summary: String
        /// The command's own options, then the connection ones for commands that log in.
        let options: [ArgumentParser.Option]
    }

    static var commands: [Command] {
        ScriptCommand.Name.documented.map { name in
            let usage = ScriptCommand.usage(name)
            let split = usage.range(of: "  ")
            let synopsis = split.map { String(usage[..<$0.lowerBound]) } ?? usage
            let summary = split.map { String(usage[$0.upperBound...]).trimmingCharacters(in: .whitespaces) } ?? ""
            let options = ScriptCommand.options(for: name) + (name.needsSession ? ScriptCommand.connectionOptions : [])
            return Command(name: name.rawValue, synopsis: synopsis, summary: summary, options: options)
        }
    }

    static var globalOptions: [ArgumentParser.Option] { SignoffOptions.parser.options }

    static var settingKeys: [String] { SettingsCatalog.all.map(\.key) }

    /// The shells `signoff completions` writes for.
    static var shells: [String] { CompletionScript.Shell.allCases.map(\.rawValue) }

    /// Every variable Signoff reads, and what for.
    static var environment: [(name: String, meaning: String)] {
        EnvironmentSettings.variables.map { ($0.variable, "the setting \($0.key); over the config files, under the flags") } + [
            ("SIGNOFF_PASSWORD", "the password for a command (else --password-stdin or a prompt without echo); never an argument"),
            ("NO_COLOR", "when set and not empty: no colour (display.color off)"),
            ("XDG_CONFIG_HOME", "the user's config folder (default ~/.config)"),
            ("XDG_CONFIG_DIRS", "the site's config folders, colon-separated, the first winning (default /etc/xdg)"),
            ("XDG_DATA_HOME", "where the local store is kept (default ~/.local/share)"),
            ("XDG_STATE_HOME", "where Signoff remembers the last user and the device name, and writes the diagnostic log (default ~/.local/state)"),
        ]
    }

    static let files: [(path: String, meaning: String)] = [
        ("$XDG_CONFIG_HOME/signoff/config.json", "the user's settings (JSON, mode 0600): only what the user set; signoff settings and the Settings screen change it member by member, never dropping what they cannot read"),
        ("$XDG_CONFIG_DIRS/signoff/config.json", "site-wide settings an administrator writes (e.g. /etc/xdg/signoff/config.json): "
            + "read beneath the user's file, never written; the Settings screen names their values' source site"),
        ("$XDG_DATA_HOME/signoff/HOST-PORT-ENV/signoff.sqlite", "the local store of one server and environment: orders, outbox, notes"),
        ("$XDG_STATE_HOME/signoff/state.json", "what Signoff remembers: the last user name and this installation's device name (mode 0600)"),
        ("$XDG_STATE_HOME/signoff/signoff.log", "the diagnostic log, when data.diagnostic-log is on (no passwords, no tokens)"),
    ]

    static var exitCodes: [(code: Int32, meaning: String)] { CommandExit.allCases.map { ($0.rawValue, $0.meaning) } }

    /// The default keys, scope by scope, as the help screen lists them.
    static var keys: [(scope: String, bindings: [KeyBinding])] {
        let table = DefaultKeyTable.make()
        return [("global", table.global.bindings)] + KeyScope.all.filter { $0 != .global }.compactMap { scope in
            let bindings = table.map(for: scope).bindings
            return bindings.isEmpty ? nil : (scope.name, bindings)
        }
    }
}
