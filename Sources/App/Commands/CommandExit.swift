/// Exit codes of `signoff COMMAND` (documented in docs/USER-GUIDE.md and in `signoff help`).
public enum CommandExit: Int32, Sendable, CaseIterable {
    case success = 0
    case failure = 1
    case usage = 2
    /// The password was refused, or the site's set-up refused the login (405, 445/446, a gateway's 401).
    case authentication = 3
    /// The server did not answer; decisions wait in the outbox.
    case network = 4
    /// The server refused; also "not allowed" (a 403 on a table, orchestration or form).
    case refused = 5
    /// Some orders of several succeeded.
    case partial = 6
    /// An order changed since it was shown (on the server, or against `--if-version`/`--if-total`): nothing
    /// was decided on it.
    case changed = 7
}

extension CommandExit {
    /// A decision the desk refused before anything was saved: a usage error (2) when what was asked is never
    /// taken as asked (`DecisionDesk.Refusal.isUsageError`: a reason that is not one of the site's codes, lines
    /// where the method decides whole orders, a forward where forwarding is not set up), else refused (5).
    init(refusalIsUsageError: Bool) {
        self = refusalIsUsageError ? .usage : .refused
    }

    /// What the code means, for the manual page.
    var meaning: String {
        switch self {
        case .success: return "success"
        case .failure: return "failure"
        case .usage: return "usage: an unknown command or option, or a value that does not fit"
        case .authentication: return "authentication: the password was refused, or the site's set-up refused the login"
        case .network: return "network: the server did not answer; decisions wait in the outbox"
        case .refused: return "refused by the server, or not allowed (a table, orchestration or form not granted)"
        case .partial: return "partial success: some orders of several"
        case .changed: return "changed: an order differs from what was shown (queue, show, --if-version); nothing was decided on it"
        }
    }
}
