import Foundation

/// The built executables, found beside the test bundle (`swift build --build-tests` builds both).
enum Binaries {
    static var directory: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = (exe as NSString).deletingLastPathComponent
        // Inside an .xctest bundle folder on some layouts: step out of it.
        while dir.hasSuffix(".xctest") || dir.hasSuffix("/Contents/MacOS") { dir = (dir as NSString).deletingLastPathComponent }
        return dir
    }
    static var signoff: String { directory + "/signoff" }
    static var simulator: String { directory + "/signoff-ais" }
}

/// A folder for one test's HOME and XDG files, removed at the end. Its config file turns the undo window
/// off (`approvals.undo-seconds` 0), so decisions are sent at once as the tests expect; the undo window's
/// own tests set it.
final class Sandbox {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "signoff-e2e-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try writeConfig(["approvals.undo-seconds": 0])
    }
    var environment: [String: String] {
        ["HOME": path, "XDG_CONFIG_HOME": path + "/config", "XDG_DATA_HOME": path + "/data", "LANG": "C.UTF-8",
         "TERM": "xterm-256color", "XDG_CONFIG_DIRS": path + "/site", "XDG_STATE_HOME": path + "/state"]
    }
    func file(_ name: String) -> String { path + "/" + name }
    var configFile: String { path + "/config/signoff/config.json" }
    /// What Signoff remembers: the last user name and the device name.
    var stateFile: String { path + "/state/signoff/state.json" }
    /// The site-wide file (`$XDG_CONFIG_DIRS/signoff/config.json`), beneath the user's.
    var siteConfigFile: String { path + "/site/signoff/config.json" }
    /// Writes these settings into the user's config file, beside those it holds (the rest at their defaults).
    func writeConfig(_ settings: [String: Any]) throws {
        // Private, as the app makes them (SecretsAndFilesTests checks every folder and file of the sandbox).
        let folder = (configFile as NSString).deletingLastPathComponent
        for path in [(folder as NSString).deletingLastPathComponent, folder] where !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let held = (try? Data(contentsOf: URL(fileURLWithPath: configFile)))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        var values = held.merging(settings) { $1 }
        values["version"] = 1
        try JSONSerialization.data(withJSONObject: values).write(to: URL(fileURLWithPath: configFile))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: configFile)
    }
    /// A site that set up the forward orchestration (contract §5.1), as the simulator serves it.
    func enableForwarding() throws { try writeConfig(["approvals.forward-orchestration": "ORCH_ForwardPurchaseOrder"]) }
    /// Decides through `method` (`approvals.method`: "stock", the default, or "orchestration").
    func decide(through method: String) throws { try writeConfig(["approvals.method": method]) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

