import SceneKit

/// Where the settings screen goes.
@MainActor
public protocol SettingsRoutingLogic: AnyObject {
    /// Closes the settings screen: the scene beneath (the orders) shows again as it was.
    func routeBack()
}

/// Navigation out of the settings screen: the scene factory's `DismissRouter(.scene)`. It was presented
/// over the home scene, so going back only closes it (logging out, the other way out, is a settings
/// effect: the app's router performs it).
extension DismissRouter: SettingsRoutingLogic {}
