extension CompletionScript {
    /// A `#compdef signoff` function for `fpath` (`_signoff`): the commands with their summaries, then
    /// each command's options, the settings' actions and keys, the shells, the commands of `help`.
    static func zsh() -> String {
        let commands = CommandTable.commands
        let described = commands.map { "        " + quoted($0.name + ":" + $0.summary.replacingOccurrences(of: ":", with: "\\:")) }
        var cases = commands.filter { !$0.options.isEmpty }.map { command in
            "        \(command.name)) compadd -- \(flags(command.options).joined(separator: " "));;"
        }
        cases.append("        *) ;;")
        return """
            #compdef signoff
            # zsh completion for signoff (made by `signoff completions zsh`)
            _signoff() {
                local -a commands keys
                commands=(
            \(described.joined(separator: "\n"))
                )
                keys=(\(CommandTable.settingKeys.joined(separator: " ")))
                case "${words[CURRENT-1]}" in
                    --log) _files; return;;
                    \(valueOptions.joined(separator: "|"))) return;;
                esac
                if (( CURRENT == 2 )) || [[ "${words[2]}" == -* ]]; then
                    if [[ "$PREFIX" == -* || "${words[2]}" == -* ]]; then
                        compadd -- \(flags(CommandTable.globalOptions).joined(separator: " "))
                    else
                        _describe -t commands 'signoff command' commands
                    fi
                    return
                fi
                case "${words[2]}" in
                    settings)
                        if (( CURRENT == 3 )); then compadd -- \(settingsActions.joined(separator: " ")) --json
                        elif (( CURRENT == 4 )) && [[ "${words[3]}" == (get|set) ]]; then compadd -a keys; fi
                        return;;
                    completions) (( CURRENT == 3 )) && compadd -- \(CommandTable.shells.joined(separator: " ")); return;;
                    help) (( CURRENT == 3 )) && compadd -- ${commands%%:*}; return;;
                esac
                [[ "$PREFIX" == -* ]] || return
                case "${words[2]}" in
            \(cases.joined(separator: "\n"))
                esac
            }
            if [[ "${zsh_eval_context[-1]}" == loadautofunc ]]; then
                _signoff "$@"
            else
                compdef _signoff signoff
            fi
            """
    }
}
