extension CompletionScript {
    /// A `complete -F _signoff signoff` function: commands first, then each command's options, the
    /// settings' actions and keys, the shells of `completions`, the commands of `help`.
    static func bash() -> String {
        let commands = CommandTable.commands
        var cases = commands.filter { !$0.options.isEmpty }.map { command in
            "        \(command.name)) opts=\(quoted(flags(command.options).joined(separator: " ")));;"
        }
        cases.append("        *) opts=\"\";;")
        return """
            # bash completion for signoff (made by `signoff completions bash`)
            _signoff() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="" opts command
                [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
                local commands=\(quoted(commands.map(\.name).joined(separator: " ")))
                local globals=\(quoted(flags(CommandTable.globalOptions).joined(separator: " ")))
                local keys=\(quoted(CommandTable.settingKeys.joined(separator: " ")))
                COMPREPLY=()
                case "$prev" in
                    --log) COMPREPLY=( $(compgen -f -- "$cur") ); return 0;;
                    \(valueOptions.joined(separator: "|"))) return 0;;
                esac
                command="${COMP_WORDS[1]:-}"
                if [ "$COMP_CWORD" -le 1 ] || [[ "$command" == -* ]]; then
                    if [[ "$cur" == -* || "$command" == -* ]]; then
                        COMPREPLY=( $(compgen -W "$globals" -- "$cur") )
                    else
                        COMPREPLY=( $(compgen -W "$commands" -- "$cur") )
                    fi
                    return 0
                fi
                case "$command" in
                    settings)
                        if [ "$COMP_CWORD" -eq 2 ]; then COMPREPLY=( $(compgen -W "\(settingsActions.joined(separator: " ")) --json" -- "$cur") ); return 0; fi
                        if [ "$COMP_CWORD" -eq 3 ] && [[ "$prev" == get || "$prev" == set ]]; then
                            COMPREPLY=( $(compgen -W "$keys" -- "$cur") )
                        fi
                        return 0;;
                    completions) [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=( $(compgen -W "\(CommandTable.shells.joined(separator: " "))" -- "$cur") ); return 0;;
                    help) [ "$COMP_CWORD" -eq 2 ] && COMPREPLY=( $(compgen -W "$commands" -- "$cur") ); return 0;;
                esac
                case "$command" in
            \(cases.joined(separator: "\n"))
                esac
                [[ "$cur" == -* ]] && COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
                return 0
            }
            complete -F _signoff signoff
            """
    }
}
