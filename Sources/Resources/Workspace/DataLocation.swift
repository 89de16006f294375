import Foundation

/// Where Signoff keeps its files, following the XDG base directories.
public struct DataLocation: Sendable, Equatable {
    public var dataHome: String
    public var configHome: String
    /// Where the diagnostic log goes (`$XDG_STATE_HOME/signoff`); the data folder when not given.
    public var stateHome: String
    /// The site's folders (`$XDG_CONFIG_DIRS`, each + `/signoff`), most important first; none by default.
    public var siteConfigHomes: [String]

    public init(dataHome: String, configHome: String, stateHome: String? = nil, siteConfigHomes: [String] = []) {
        self.dataHome = dataHome
        self.configHome = configHome
        self.stateHome = stateHome ?? dataHome
        self.siteConfigHomes = siteConfigHomes
    }

    /// `$XDG_DATA_HOME/signoff`, `$XDG_CONFIG_HOME/signoff` and `$XDG_STATE_HOME/signoff`, defaulting to
    /// ~/.local/share, ~/.config and ~/.local/state.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DataLocation {
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let data = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        let state = env["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
        return DataLocation(dataHome: data + "/signoff", configHome: config + "/signoff", stateHome: state + "/signoff",
                            siteConfigHomes: siteConfigDirectories(env).map { $0 + "/signoff" })
    }

    /// `$XDG_CONFIG_DIRS` split on colons, absolute paths only (relative ones are ignored, as the XDG
    /// specification says); `/etc/xdg` when unset or empty.
    public static func siteConfigDirectories(_ env: [String: String]) -> [String] {
        let dirs = (env["XDG_CONFIG_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return dirs.isEmpty ? ["/etc/xdg"] : dirs
    }

    public var configFile: String { configHome + "/config.json" }
    /// The site-wide files an administrator writes, read beneath `configFile` (the first one wins).
    public var siteConfigFiles: [String] { siteConfigHomes.map { $0 + "/config.json" } }
    public var logFile: String { stateHome + "/signoff.log" }
    /// What Signoff remembers between runs (the last user name, the device name): state, not configuration.
    public var stateFile: String { stateHome + "/state.json" }

    /// The database of one server and environment: `HOST-PORT-ENV/signoff.sqlite`, named safely.
    public func databasePath(server: URL, environment: String) -> String {
        let port = server.port.map { "-\($0)" } ?? ""
        let name = Self.safeComponent("\(server.host ?? "server")\(port)-\(environment)")
        return "\(dataHome)/\(name)/signoff.sqlite"
    }

    /// Letters, digits, dot, dash and underscore only; never empty, never starting with a dot.
    static func safeComponent(_ text: String) -> String {
        var out = String(text.unicodeScalars.map { s -> Character in
            let ok = (s.value < 128) && (CharacterSet.alphanumerics.contains(s) || s == "-" || s == "_" || s == ".")
            return ok ? Character(s) : "_"
        }.prefix(100))
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "server" : out
    }
}
