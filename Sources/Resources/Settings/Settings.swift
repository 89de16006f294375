import AIS
import Foundation

/// The user's settings: what Signoff remembers (state) over the user's config file over the site's files
/// (`$XDG_CONFIG_DIRS`) over the catalog's defaults, with environment variables and command-line flags over
/// all. Each value remembers where it came from, and the file and line of one read from a file.
public struct Settings: Sendable, Equatable {
    public enum Source: String, Sendable { case defaultValue = "default", site, file, state, environment, commandLine = "command line" }

    /// The file (and line) a value was read from.
    public struct Origin: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var description: String { file + (line.map { ":\($0)" } ?? "") }
    }

    /// The settings Signoff remembers rather than a person sets: kept in the state file, not the config.
    public static let stateKeys: Set<String> = ["connection.user", "connection.device-name"]

    public private(set) var values: [String: SettingValue] = [:]
    public private(set) var sources: [String: Source] = [:]
    /// Keys in the file that this version does not know; kept and written back untouched.
    public var unknownEntries: [String: String] = [:]
    /// What the file says (or the settings screen saved), even where a variable or flag overrides it:
    /// saving writes these, so an override never erases the file's own value.
    public private(set) var fileValues: [String: SettingValue] = [:]
    /// What the site's files say: never saved to the user's file; what a reset goes back to.
    public private(set) var siteValues: [String: SettingValue] = [:]
    /// What the state file remembers (`stateKeys`), saved there.
    public private(set) var stateValues: [String: SettingValue] = [:]
    /// Where each value read from a file was written: the file, and the line.
    public var origins: [String: Origin] = [:]
    /// Where the site's values were read from, for when a reset makes one the value in effect again.
    var siteOrigins: [String: Origin] = [:]
    /// Keys reset since the load: a save removes them from the user's file even where the value written
    /// there did not fit (which a save otherwise leaves as written).
    public private(set) var resetKeys: Set<String> = []
    /// The user's key bindings: action name → key names ("approve": ["a"]), from the file's "keys".
    public var keyBindings: [String: [String]] = [:]
    /// The home list's saved views by name (`:view save NAME`), from the user's file's `views`.
    public var views: [String: SavedView] = [:]
    /// The variable or flag that set a value ("SIGNOFF_THEME", "--theme"), for the settings screen.
    public var overriddenBy: [String: String] = [:]

    public init() {}

    public func value(_ key: String) -> SettingValue {
        values[key] ?? SettingsCatalog.definition(key)?.defaultValue ?? .text("")
    }
    public func source(_ key: String) -> Source { sources[key] ?? .defaultValue }

    /// The value the files give, beneath any variable or flag: what Signoff remembered, else the user's
    /// file, else the site's, else the default.
    public func valueOfTheFiles(_ key: String) -> SettingValue {
        stateValues[key] ?? fileValues[key] ?? siteValues[key] ?? SettingsCatalog.definition(key)?.defaultValue ?? .text("")
    }

    /// Sets a value after checking it against the catalog.
    public mutating func set(_ key: String, _ value: SettingValue, from source: Source) throws(SettingError) {
        guard let definition = SettingsCatalog.definition(key) else { throw .unknown(key) }
        guard definition.accepts(value) || (definition.kind == .readOnly && source != .commandLine) else {
            throw .invalid(key, "“\(value)” does not fit")
        }
        values[key] = value
        sources[key] = source
        record(key, value, from: source)
    }

    private mutating func record(_ key: String, _ value: SettingValue, from source: Source) {
        switch source {
        case .file: fileValues[key] = value
        case .site: siteValues[key] = value
        case .state: stateValues[key] = value
        case .defaultValue, .environment, .commandLine: break
        }
        // The reader of a file says where a value came from, after setting it.
        origins[key] = nil
        resetKeys.remove(key)
    }

    /// Parses text (from a flag, variable or the settings screen) and sets it.
    public mutating func set(_ key: String, text: String, from source: Source) throws(SettingError) {
        guard let definition = SettingsCatalog.definition(key) else { throw .unknown(key) }
        let value = try definition.parse(text).get()
        values[key] = value
        sources[key] = source
        record(key, value, from: source)
    }

    /// Back to the site's value or the default: the user's value (or what Signoff remembered) goes, from
    /// the file too at the next save. Variables and flags are not touched: they still win where set.
    public mutating func reset(_ key: String) {
        values[key] = siteValues[key]
        sources[key] = siteValues[key] == nil ? nil : .site
        fileValues[key] = nil
        stateValues[key] = nil
        overriddenBy[key] = nil
        origins[key] = siteOrigins[key]
        resetKeys.insert(key)
    }

    /// The user's file no longer holds `key` (it moved to the state file); the value in effect stays.
    mutating func dropFileValue(_ key: String) { fileValues[key] = nil }

    /// Where a value set by the user is kept: the state file for what Signoff remembers, else the file.
    public static func userSource(for key: String) -> Source { stateKeys.contains(key) ? .state : .file }

    /// Where the value in effect came from, in words: "site /etc/xdg/signoff/config.json:3", "file …",
    /// "SIGNOFF_THEME", "default".
    public func sourceDescription(_ key: String) -> String {
        if let variable = overriddenBy[key] { return variable }
        let source = source(key)
        guard let origin = origins[key], source == .site || source == .file || source == .state else { return source.rawValue }
        return "\(source.rawValue) \(origin)"
    }

    // Typed views of the settings the code reads.
    public var server: URL { URL(string: text("connection.server")) ?? URL(string: "http://127.0.0.1:9300/jderest")! }
    public var environment: String { text("connection.environment") }
    public var role: String { text("connection.role") }
    public var user: String { text("connection.user") }
    public var deviceName: String { text("connection.device-name") }
    public var timeout: Int { int("connection.timeout") }
    public var verifyTLS: Bool { bool("connection.verify-tls") }
    /// `connection.login`: user and password in the body, or HTTP Basic.
    public var login: LoginType { LoginType(rawValue: text("connection.login")) ?? .password }
    /// The CA bundle to trust; nil for the system's store.
    public var caFile: String? { Self.nonEmpty(text("connection.ca-file")) }
    /// A proxy URL or `none`; nil for the environment's.
    public var proxy: String? { Self.nonEmpty(text("connection.proxy")) }
    public var theme: String { text("display.theme") }
    public var color: Bool { bool("display.color") }
    public var mouse: Bool { bool("display.mouse") }
    public var spinner: Bool { bool("display.spinner") }
    public var isoDates: Bool { text("display.dates") == "iso" }
    public var plainNumbers: Bool { text("display.numbers") == "plain" }
    /// `display.notify`: off, bell or desktop. A file of an earlier version with
    /// `"display.bell-on-new": true` (kept as an unknown entry) and no `display.notify` means bell.
    public var notifyOnNew: String {
        if source("display.notify") == .defaultValue, unknownEntries["display.bell-on-new"] == "true" { return "bell" }
        return text("display.notify")
    }
    /// `display.default-view`: the saved view applied at start; nil for none.
    public var defaultView: String? { Self.nonEmpty(text("display.default-view")) }
    /// `hooks.on-new`: the program and its arguments; empty for none.
    public var newOrdersCommand: [String] { list("hooks.on-new") }
    public var approveOrchestration: String { text("approvals.approve-orchestration") }
    public var rejectOrchestration: String { text("approvals.reject-orchestration") }
    public var forwardOrchestration: String { text("approvals.forward-orchestration") }
    public var inventoryBranches: [String] { list("inventory.branches") }
    public var pageSize: Int { int("data.page-size") }
    public var foundationMaxAgeHours: Int { int("data.foundation-max-age") }
    public var fullSyncAfterHours: Int { int("data.full-sync-after") }
    public var refreshIntervalMinutes: Int { int("data.refresh-interval") }
    public var diagnosticLog: Bool { bool("data.diagnostic-log") }
    public var attachmentLimitMegabytes: Int { int("attachments.max-mb") }
    public var attachmentOpener: String { text("attachments.opener") }
    /// The form and version whose security applies to attachments (contract §7).
    public var attachmentsForm: String { text("attachments.form") }
    public var attachmentsFormVersion: String { text("attachments.form-version") }
    /// Files opened are kept (`attachments.keep`), not removed at logout and quit.
    public var keepsAttachments: Bool { bool("attachments.keep") }
    /// Which postings the budget beside an order sums (`budget.accumulation`).
    public var budgetAccumulation: BudgetAccumulation { BudgetAccumulation(rawValue: text("budget.accumulation")) ?? .wholeYear }

    private static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    public func text(_ key: String) -> String { if case .text(let v) = value(key) { return v } else { return "" } }
    public func int(_ key: String) -> Int { if case .int(let v) = value(key) { return v } else { return 0 } }
    public func bool(_ key: String) -> Bool { if case .bool(let v) = value(key) { return v } else { return false } }
    public func list(_ key: String) -> [String] { if case .list(let v) = value(key) { return v } else { return [] } }
}
