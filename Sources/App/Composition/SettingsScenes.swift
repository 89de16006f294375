import Resources
import SceneKit
import Scenes

/// The settings screen's part of the composition: the screen, and the effects that put a changed
/// setting into effect in the running app (`AppSettingsEffects`).
@MainActor
final class SettingsScenes {
    private let context: AppContext
    private let homeScenes: HomeScenes
    private let sessionScenes: SessionScenes
    /// Theme, colour and mouse for the terminal (SignoffApp sets it; tests leave it empty).
    var applyDisplay: (Settings) -> Void = { _ in }
    private var settingsEffects: AppSettingsEffects?

    init(context: AppContext, homeScenes: HomeScenes, sessionScenes: SessionScenes) {
        self.context = context
        self.homeScenes = homeScenes
        self.sessionScenes = sessionScenes
    }

    /// The settings screen; `router` performs its log out (asking first with decisions open).
    func makeSettingsScene(router: AppRouter) -> (any SceneView)? {
        guard let root = context.root else { return nil }
        let effects = AppSettingsEffects(context: context, homeScenes: homeScenes, sessionScenes: sessionScenes, router: router,
                                         display: applyDisplay)
        settingsEffects = effects
        return SettingsScene.make(.init(settings: context.settings, keyTable: root.keyTable,
                                        defaultKeys: DefaultKeyTable.make(),
                                        file: SettingsFile(location: context.location), effects: effects))
    }
}
