import Foundation
import Resources
import Scenes

/// What the settings say, for the scenes the container built: formats, approval rules, the refresh
/// interval, the default branch and how the preload reads.
extension AppContainer {
    var preloadSettings: PreloadSettings {
        PreloadSettings(pageSize: context.settings.pageSize,
                        foundationMaxAge: TimeInterval(context.settings.foundationMaxAgeHours) * 3600,
                        fullSyncAfter: TimeInterval(context.settings.fullSyncAfterHours) * 3600,
                        rejectedLines: rejectedLines)
    }

    /// Which lines count as rejected: `STTS` `R`, and the site's rejected last status, if any.
    var rejectedLines: RejectedLineRule {
        RejectedLineRule(lastStatus: context.settings.text("approvals.p43081.rejected-status"))
    }

    /// The default branch: the settings' override, else the one the server gave.
    func defaultBranch() -> String? {
        let override = context.settings.text("data.default-branch")
        if !override.isEmpty { return override }
        return context.workspace?.storedDefaultBranch()
    }

    /// Dates in the format the settings now say, everywhere they are shown: the presenters read the
    /// formats from the context at each presentation, so the home scene is only drawn again.
    func applyDateStyle() {
        homeView?.reloadAll()
    }

    /// Amounts, quantities and counts in the format the settings now say, everywhere they are shown.
    func applyNumberStyle() {
        homeView?.reloadAll()
    }

    /// The approval rules of the settings (`approvals.*`).
    var decisionRules: DecisionRules {
        let settings = context.settings
        return DecisionRules(remarkRequiredOnReject: settings.bool("approvals.remark-required-on-reject"),
                             confirmApprovals: settings.bool("approvals.confirm-approve"),
                             allowOfflineDecisions: settings.bool("approvals.allow-offline-decisions"),
                             reasonRequired: settings.bool("approvals.require-reason"),
                             undoSeconds: settings.int("approvals.undo-seconds"))
    }

    /// The home scene's rules, refresh interval and branch, as the settings now say.
    func applyHomeSettings() {
        let settings = context.settings
        if let homeView {
            desk?.rules = decisionRules
            if let workspace = context.workspace { homeView.interactor?.refresher = workspace.syncWorker(settings: preloadSettings) }
            if homeView.autoRefreshMinutes != settings.refreshIntervalMinutes {
                homeView.autoRefreshMinutes = settings.refreshIntervalMinutes
                homeView.interactor?.startAutoRefresh(minutes: settings.refreshIntervalMinutes)
            }
        }
        context.root?.status.branch = defaultBranch()
        context.root?.status.refreshEvery = Self.refreshEvery(settings.refreshIntervalMinutes)
    }

    /// The top bar's word on automatic refreshes: "every 5 min", "every 2 h"; nil when off.
    static func refreshEvery(_ minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        return minutes % 60 == 0 ? "every \(minutes / 60) h" : "every \(minutes) min"
    }
}
