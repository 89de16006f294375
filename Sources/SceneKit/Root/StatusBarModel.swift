/// What the top bar shows: who is logged in where, and whether the server answers.
public struct StatusBarModel: Equatable, Sendable {
    public enum Connection: Equatable, Sendable {
        case signedOut
        case online
        case syncing
        case offline(String)
        case sessionExpired

        public var label: String {
            switch self {
            case .signedOut: return "signed out"
            case .online: return "online"
            case .syncing: return "syncing"
            case .offline: return "OFFLINE"
            case .sessionExpired: return "session expired"
            }
        }
    }

    public var appName = "Signoff"
    /// "Approver, Anna (4242)".
    public var user: String?
    public var environment: String?
    public var branch: String?
    public var connection: Connection = .signedOut
    /// "refreshed 10:31".
    public var lastRefresh: String?
    /// How often the queue refreshes by itself ("every 5 min"); nil when it does not.
    public var refreshEvery: String?
    /// Work under way in the background ("order lines 45 %"); nil for none.
    public var activity: String?
    /// News beside the connection: "3 new" (orders arrived and not yet opened); nil for none.
    public var news: String?
    /// Shown when the user turned TLS certificate checking off.
    public var insecureTLS = false
    /// The spinner's frame while syncing; nil when spinners are off.
    public var spinnerFrame: Int?

    public init() {}
}
