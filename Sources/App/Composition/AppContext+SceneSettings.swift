import Foundation
import Resources
import Scenes

/// What the settings say, typed, for the scenes the composition builds: formats, the preload, which lines
/// count as rejected, the approval rules and the default branch.
extension AppContext {
    /// The user's date and number formats as the settings say them now (weak: presenters must not keep
    /// the context alive).
    var formats: DisplayFormats.Source {
        { @MainActor [weak self] in (dates: self?.dateStyle ?? .iso, numbers: self?.numberStyle ?? .plain) }
    }

    var preloadSettings: PreloadSettings {
        PreloadSettings(pageSize: settings.pageSize,
                        foundationMaxAge: TimeInterval(settings.foundationMaxAgeHours) * 3600,
                        fullSyncAfter: TimeInterval(settings.fullSyncAfterHours) * 3600,
                        rejectedLines: rejectedLines)
    }

    /// Which lines count as rejected: `STTS` `R`, and the site's rejected last status, if any.
    var rejectedLines: RejectedLineRule {
        RejectedLineRule(lastStatus: settings.text("approvals.p43081.rejected-status"))
    }

    /// The approval rules of the settings (`approvals.*`).
    var decisionRules: DecisionRules {
        DecisionRules(remarkRequiredOnReject: settings.bool("approvals.remark-required-on-reject"),
                      confirmApprovals: settings.bool("approvals.confirm-approve"),
                      allowOfflineDecisions: settings.bool("approvals.allow-offline-decisions"),
                      reasonRequired: settings.bool("approvals.require-reason"),
                      undoSeconds: settings.int("approvals.undo-seconds"))
    }

    /// The default branch: the settings' override, else the one the server gave.
    func defaultBranch() -> String? {
        let override = settings.text("data.default-branch")
        if !override.isEmpty { return override }
        return workspace?.storedDefaultBranch()
    }
}
