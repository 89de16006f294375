/// `signoff completions bash|zsh|fish`: completion scripts made from `CommandTable` (commands, their
/// options, the setting keys of `signoff settings get|set`), so they offer what `--help` lists.
public enum CompletionScript {
    public enum Shell: String, Sendable, CaseIterable { case bash, zsh, fish }

    public static func text(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash()
        case .zsh: return zsh()
        case .fish: return fish()
        }
    }

    /// `--name` for each option.
    static func flags(_ options: [ArgumentParser.Option]) -> [String] { options.map { "--" + $0.name } }

    /// The options that take a value: the word after them is the value, not an option or a command.
    static var valueOptions: [String] {
        let all = CommandTable.globalOptions + CommandTable.commands.flatMap(\.options)
        return Array(Set(flags(all.filter(\.takesValue)))).sorted()
    }

    /// The words after `settings`.
    static let settingsActions = ["list", "get", "set"]

    /// Text between single quotes for bash and zsh (fish has `fishQuoted`).
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
