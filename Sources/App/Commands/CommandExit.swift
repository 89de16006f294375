/// Exit codes of `signoff COMMAND` (documented in the README and in `signoff help`).
public enum CommandExit: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
    case authentication = 3
    /// The server did not answer; decisions wait in the outbox.
    case network = 4
    case refused = 5
    /// Some orders of several succeeded.
    case partial = 6
}
