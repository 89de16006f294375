import Foundation
import Resources

/// What `signoff` was asked to do on its command line.
public struct SignoffOptions: Sendable, Equatable {
    public var server: String?
    public var environment: String?
    public var role: String?
    public var user: String?
    public var noColor = false
    public var theme: String?
    public var open: String?
    public var demo = false
    /// `--log FILE`: the diagnostic log for this run.
    public var logFile: String?
    public var showHelp = false
    public var showVersion = false

    public static let parser = ArgumentParser(options: [
        .init("server", value: "URL", help: "AIS server base URL, e.g. https://ais.example.com/jderest"),
        .init("environment", value: "ENV", help: "JD Edwards environment (JDV920)"),
        .init("role", value: "ROLE", help: "JD Edwards role (*ALL)"),
        .init("user", value: "USER", help: "user name to start the login with"),
        .init("theme", value: "NAME", help: "dark, light or high-contrast"),
        .init("no-color", help: "no colour (as NO_COLOR does)"),
        .init("open", value: "ROUTE", help: "open a route after login, e.g. po/4001"),
        .init("demo", help: "offer the bundled simulator's demo credentials at login"),
        .init("log", value: "FILE", help: "write a diagnostic log to FILE (0600; no passwords, no tokens)"),
        .init("version", help: "print the version and exit"),
        .init("help", help: "print this help and exit"),
    ])

    public static func parse(_ arguments: [String]) throws(ArgumentParser.Failure) -> SignoffOptions {
        let p = try parser.parse(arguments)
        if let extra = p.positional.first { throw .unknownOption(extra, suggestion: nil) }
        var o = SignoffOptions()
        o.server = p.value("server")
        o.environment = p.value("environment")
        o.role = p.value("role")
        o.user = p.value("user")
        o.theme = p.value("theme")
        o.open = p.value("open")
        o.noColor = p.has("no-color")
        o.demo = p.has("demo")
        o.logFile = p.value("log")
        o.showHelp = p.has("help")
        o.showVersion = p.has("version")
        return o
    }

    /// Puts the flags over the settings (they win over the file and the environment).
    public func apply(to settings: inout Settings) throws(SettingError) {
        let pairs: [(String, String, String?)] = [
            ("connection.server", "--server", server), ("connection.environment", "--environment", environment),
            ("connection.role", "--role", role), ("connection.user", "--user", user), ("display.theme", "--theme", theme),
            ("display.color", "--no-color", noColor ? "off" : nil),
        ]
        for (key, flag, value) in pairs {
            guard let value else { continue }
            try settings.set(key, text: value, from: .commandLine)
            settings.overriddenBy[key] = flag
        }
    }

    /// The script commands' names, as `signoff help` lists them.
    private static var scriptCommands: String {
        ScriptCommand.Name.documented.filter { $0 != .version && $0 != .help }.map(\.rawValue).joined(separator: " ")
    }

    public static var helpText: String {
        """
        signoff \(SignoffVersion.current): approve and reject JD Edwards purchase orders in the terminal.

        Usage: signoff [options]           the terminal UI
               signoff COMMAND [options]   a command for scripts; `signoff help` lists them with their
                                           options, `signoff help COMMAND` explains one. Commands:
                                           \(scriptCommands)

        Options:
        \(parser.optionHelp.joined(separator: "\n"))

        Environment: SIGNOFF_SERVER, SIGNOFF_ENVIRONMENT, SIGNOFF_ROLE, SIGNOFF_USER override the config
        file ($XDG_CONFIG_HOME/signoff/config.json, itself over the site's $XDG_CONFIG_DIRS/signoff/config.json,
        default /etc/xdg); flags override both. NO_COLOR turns colour off.
        Keys: press ? in the app. The manual: man signoff.
        """
    }
}

public enum SignoffVersion {
    public static let current = "0.1.0"
}
