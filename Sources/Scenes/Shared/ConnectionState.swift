/// Whether the server last failed to answer, shared by the scenes that learn it (a refresh, a decision's
/// outcome) and those that act on it (a decision made now is kept in the outbox and checked before it
/// is sent). A typed fact, never read from a message's text.
@MainActor
public final class ConnectionState {
    public var offline = false
    public init() {}
}
