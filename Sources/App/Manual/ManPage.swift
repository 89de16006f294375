import Resources

/// The manual page signoff(1), in roff `-man`, from `CommandTable` (`signoff man`; `make man`).
public enum ManPage {
    public static func signoff() -> String {
        var lines = [
            #".TH SIGNOFF 1 "" "signoff \#(Roff.escape(BuildInfo.version))" "User Commands""#,
            ".SH NAME", #"signoff \- approve and reject JD Edwards purchase orders in the terminal"#,
            ".SH SYNOPSIS", ".B signoff", #"[\fIoptions\fR]"#, ".br", ".B signoff", #"\fICOMMAND\fR [\fIoptions\fR]"#,
            ".SH DESCRIPTION",
            Roff.line("Without a command, signoff opens its terminal UI: log in to the JD Edwards AIS server, read the purchase "
                + "orders awaiting your approval, approve, reject or forward them. With a command, it does one thing for a script "
                + "and exits with a code that says how it went. Decisions go through a local outbox, so each is sent exactly once."),
            ".SH OPTIONS",
        ]
        lines += CommandTable.globalOptions.flatMap(tagged)
        lines.append(".SH COMMANDS")
        lines.append(Roff.line("Commands that talk to the server take the connection options too. The password comes from "
            + "--password-stdin, SIGNOFF_PASSWORD or a prompt without echo; never from an argument."))
        for command in CommandTable.commands {
            lines += [".TP", "\\fBsignoff " + Roff.escape(command.synopsis) + "\\fR", Roff.line(command.summary)]
            guard !command.options.isEmpty else { continue }
            lines.append(".RS")
            lines += command.options.flatMap(tagged)
            lines.append(".RE")
        }
        lines += keys() + settings()
        lines.append(".SH ENVIRONMENT")
        lines += CommandTable.environment.flatMap { [".TP", ".B " + Roff.escape($0.name), Roff.line($0.meaning)] }
        lines.append(".SH FILES")
        lines += CommandTable.files.flatMap { [".TP", ".I " + Roff.escape($0.path), Roff.line($0.meaning)] }
        lines.append(".SH EXIT STATUS")
        lines += CommandTable.exitCodes.flatMap { [".TP", ".B \($0.code)", Roff.line($0.meaning)] }
        lines += [".SH SEE ALSO", ".BR signoff\\-ais (1)", ".PP", Roff.line("The administrator's guide, JDE-SETUP.md: /usr/share/doc/signoff/JDE-SETUP.md from the .deb, "
                  + "PREFIX/share/doc/signoff/JDE-SETUP.md from make install, doc/JDE-SETUP.md in the tarball, "
                  + "docs/JDE-SETUP.md in the source (signoff doctor \\-\\-guide prints where it is here); the README and the user guide, USER-GUIDE.md, beside it.")]
        return lines.joined(separator: "\n") + "\n"
    }

    static func tagged(_ option: ArgumentParser.Option) -> [String] {
        [".TP", Roff.option(option), Roff.line(option.help)]
    }

    static func keys() -> [String] {
        var lines = [".SH KEYS", Roff.line("The keys the terminal UI starts with; press ? in the app for the current screen's. "
            + "The config file's \"keys\" object rebinds them.")]
        for (scope, bindings) in CommandTable.keys {
            lines.append(".SS " + Roff.escape(scope))
            lines += bindings.flatMap { [".TP", "\\fB" + Roff.escape($0.keysText) + "\\fR", Roff.line($0.help)] }
        }
        return lines
    }

    static func settings() -> [String] {
        var lines = [".SH SETTINGS", Roff.line("Keys of the config files, also read with signoff settings get KEY and changed with "
            + "signoff settings set KEY VALUE or on the Settings screen. A value comes from, in rising order: the default, "
            + "the site's files, the user's file, the environment, the command line.")]
        for definition in SettingsCatalog.all {
            let value = "\(definition.defaultValue)"
            lines += [".TP", "\\fB" + Roff.escape(definition.key) + "\\fR (default: " + Roff.escape(value.isEmpty ? "none" : value) + ")",
                      Roff.line(definition.summary)]
        }
        return lines
    }
}
