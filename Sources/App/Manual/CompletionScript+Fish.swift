extension CompletionScript {
    /// `complete -c signoff` lines for fish's vendor_completions.d: commands with summaries, each
    /// command's options, the settings' actions and keys, the shells, the commands of `help`.
    static func fish() -> String {
        let commands = CommandTable.commands
        var lines = ["# fish completion for signoff (made by `signoff completions fish`)", "complete -c signoff -f"]
        for option in CommandTable.globalOptions {
            lines.append("complete -c signoff -n __fish_use_subcommand -l \(option.name)\(option.takesValue ? " -r" : "") -d \(fishQuoted(option.help))")
        }
        for command in commands {
            lines.append("complete -c signoff -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.summary))")
            for option in command.options {
                lines.append("complete -c signoff -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name)"
                    + (option.takesValue ? " -r" : "") + " -d \(fishQuoted(option.help))")
            }
        }
        let names = commands.map(\.name).joined(separator: " ")
        lines += [
            "complete -c signoff -n '__fish_seen_subcommand_from settings; and not __fish_seen_subcommand_from \(settingsActions.joined(separator: " "))' "
                + "-a '\(settingsActions.joined(separator: " "))'",
            "complete -c signoff -n '__fish_seen_subcommand_from settings; and __fish_seen_subcommand_from get set' "
                + "-a '\(CommandTable.settingKeys.joined(separator: " "))'",
            "complete -c signoff -n '__fish_seen_subcommand_from completions' -a '\(CommandTable.shells.joined(separator: " "))'",
            "complete -c signoff -n '__fish_seen_subcommand_from help' -a '\(names)'",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Single quotes as fish reads them: `\'` and `\\` inside.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
