/// The home list's saved views (`:view`, `display.default-view`): kept under `views` in the user's config
/// file, never in a site file. The settings are the app's, read as they are now; a kept change is told
/// back so the app's copy follows.
@MainActor
public final class SavedViewsWorker {
    private let file: SettingsFile
    private let settings: @MainActor () -> Settings
    private let didKeep: @MainActor ([String: SavedView]) -> Void

    public init(file: SettingsFile, settings: @escaping @MainActor () -> Settings,
                didKeep: @escaping @MainActor ([String: SavedView]) -> Void) {
        self.file = file
        self.settings = settings
        self.didKeep = didKeep
    }

    /// The views kept, by name.
    public var views: [String: SavedView] { settings().views }
    /// The view applied as the list opens (`display.default-view`), if one is named.
    public var defaultView: String? { settings().defaultView }

    /// Writes `views` to the user's file (only its `views` member changes); nothing changes when it cannot.
    public func keep(_ views: [String: SavedView]) throws {
        var changed = settings()
        changed.views = views
        try file.save(changed)
        didKeep(views)
    }
}
