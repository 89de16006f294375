import Resources
import SceneKit

/// What changing a setting does outside the settings screen: the composition root puts it into effect
/// (the terminal, the Root controller, the home scene, the session). A protocol so the interactor can be
/// tested with a spy.
@MainActor
public protocol SettingsEffects: AnyObject {
    /// Puts the settings into effect after `key` changed (the file is already written).
    func apply(_ settings: Settings, changed key: String)
    func apply(keyTable: KeyTable)
    /// Logs out so that the next login uses the new connection settings.
    func logInAgain()
    func testConnection() async -> Result<String, SettingsEffectError>
    /// The site check (`SiteDoctor`) on the live session, telling each result as it ends.
    func checkSite(progress: @escaping @MainActor (SiteCheckFacts) -> Void) async -> Result<[SiteCheckFacts], SettingsEffectError>
    /// Reads foundation data again (`branchesOnly`: the branch/plants and the default branch), telling progress.
    func reloadFoundation(branchesOnly: Bool, progress: @escaping @MainActor (String) -> Void) async -> Result<String, SettingsEffectError>
    func clearCachedData() -> Result<String, SettingsEffectError>
    func logOut()
}

public struct SettingsEffectError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Writes the settings to the config file.
public protocol SettingsSaving: Sendable {
    func save(_ settings: Settings) throws
    var path: String { get }
}

extension SettingsFile: SettingsSaving {}
