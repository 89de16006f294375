import Resources
import Scenes

/// What the settings say, put into effect in the home scene as they change: formats, approval rules,
/// the refresh interval and the default branch.
extension HomeScenes {
    /// Dates and amounts in the formats the settings now say, everywhere they are shown: the presenters
    /// read the formats from the context at each presentation, so the home scene is only drawn again.
    func applyFormats() {
        homeView?.reloadAll()
    }

    /// The home scene's rules, refresh interval and branch, as the settings now say.
    func applyHomeSettings() {
        let settings = context.settings
        if let homeView {
            orderScenes.desk?.rules = context.decisionRules
            if let workspace = context.workspace { homeView.interactor?.refreshes.refresher = workspace.syncWorker(settings: context.preloadSettings) }
            if homeView.autoRefreshMinutes != settings.refreshIntervalMinutes {
                homeView.autoRefreshMinutes = settings.refreshIntervalMinutes
                homeView.interactor?.refreshes.startAutoRefresh(minutes: settings.refreshIntervalMinutes)
            }
        }
        context.root?.status.branch = context.defaultBranch()
        context.root?.status.refreshEvery = Self.refreshEvery(settings.refreshIntervalMinutes)
    }

    /// The top bar's word on automatic refreshes: "every 5 min", "every 2 h"; nil when off.
    static func refreshEvery(_ minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        return minutes % 60 == 0 ? "every \(minutes / 60) h" : "every \(minutes) min"
    }
}
