import Resources
import SceneKit

/// Builds the settings screen: its View, the Interactor that validates, saves and applies settings
/// (owning the Router that closes the screen), and the Presenter between them.
public enum SettingsScene {
    /// What the settings screen needs from the app.
    public struct Needs {
        /// The settings in effect.
        public var settings: Settings
        /// The key table in effect, and the defaults that rebinding is compared with.
        public var keyTable: KeyTable
        public var defaultKeys: KeyTable
        /// Where changes are written (the config file).
        public var file: any SettingsSaving
        /// Puts a change into effect in the running app (the terminal, the Root controller, the home scene).
        public var effects: any SettingsEffects

        public init(settings: Settings, keyTable: KeyTable, defaultKeys: KeyTable, file: any SettingsSaving,
                    effects: any SettingsEffects) {
            self.settings = settings
            self.keyTable = keyTable
            self.defaultKeys = defaultKeys
            self.file = file
            self.effects = effects
        }
    }

    @MainActor
    public static func make(_ needs: Needs) -> any SceneView {
        let view = SettingsView()
        let presenter = SettingsPresenter()
        let interactor = SettingsInteractor(settings: needs.settings, keyTable: needs.keyTable,
                                            defaults: needs.defaultKeys, file: needs.file, effects: needs.effects)
        let router = DismissRouter(.scene)
        interactor.presenter = presenter
        interactor.router = router
        presenter.view = view
        router.view = view
        view.interactor = interactor
        return view
    }
}
