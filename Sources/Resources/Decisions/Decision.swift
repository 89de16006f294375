import AIS
import Foundation
import Store

/// An approver's decision on one order, kept in the local outbox from the moment it is made until the
/// server has recorded it (or refused it), so that it is sent exactly once whatever happens between.
public struct Decision: Sendable, Equatable {
    /// Approve, reject, or forward to a colleague (contract §5.1): the order then awaits `forwardTo`.
    public enum Kind: String, Sendable { case approve, reject, forward }

    /// Where a decision stands. `sending` is written before the request goes out: a decision found in
    /// `sending` after a crash, or whose answer was lost, is `uncertain` and is checked against the
    /// server's F4209 rows before anything is sent again.
    public enum State: String, Sendable, CaseIterable {
        case pending       // saved, not yet sent
        case sending       // the request may be on its way
        case uncertain     // sent, answer lost: to verify
        case confirmed     // the server recorded it
        case forwarded     // recorded, and the order moved to another approver (the next one, or the colleague forwarded to)
        case refused       // the server refused it, with a reason
        case superseded    // not sent: the order no longer awaits this user (decided elsewhere)
        case changed       // not sent: the order differs from what the approver saw (held, `found` says how)

        /// Still the outbox's to finish.
        public var isOpen: Bool { self == .pending || self == .sending || self == .uncertain }
    }

    public var id: Int64
    public var username: String
    public var approver: Int
    public var order: OrderKey
    public var kind: Kind
    public var remark: String
    public var reason: String
    /// The colleague a forward goes to (address number); 0 for approvals and rejections.
    public var forwardTo: Int
    /// The order lines (`LNID`) a line decision is on (contract §5.2); empty: the whole order.
    public var lines: [Double]
    public var state: State
    public var attempts: Int
    /// The server's or the worker's words on the last outcome.
    public var message: String
    public var nextApprover: Int
    /// The order as the approver saw it when deciding (its lines' item, quantity, unit cost and amount, its
    /// total and currency): the server's order is compared with it before anything is pressed or sent.
    /// Nil for a decision saved before Signoff kept it, or on an order the store did not hold.
    public var seen: SeenOrder?
    /// The order as the server held it when the decision was held back (`changed`); nil otherwise.
    public var found: SeenOrder?
    public var madeOffline: Bool
    /// When the decision may be sent: the end of its undo window (`approvals.undo-seconds`), until which `u`
    /// takes it back; the epoch (1970) for one sent at once (a script's, a window of 0).
    public var sendAfter: Date
    public var createdAt: Date
    public var updatedAt: Date

    /// Saved, never sent, and still inside its undo window at `date`: `u` can take it back, nothing sends it yet.
    public func isWaiting(at date: Date) -> Bool { state == .pending && attempts == 0 && sendAfter > date }

    public init(id: Int64, username: String, approver: Int, order: OrderKey, kind: Kind, remark: String, reason: String, forwardTo: Int = 0,
                lines: [Double] = [], state: State, attempts: Int, message: String, nextApprover: Int, seen: SeenOrder?, found: SeenOrder? = nil, madeOffline: Bool,
                sendAfter: Date = Date(timeIntervalSince1970: 0), createdAt: Date, updatedAt: Date) {
        self.id = id
        self.username = username
        self.approver = approver
        self.order = order
        self.kind = kind
        self.remark = remark
        self.reason = reason
        self.forwardTo = forwardTo
        self.lines = lines
        self.state = state
        self.attempts = attempts
        self.message = message
        self.nextApprover = nextApprover
        self.seen = seen
        self.found = found
        self.madeOffline = madeOffline
        self.sendAfter = sendAfter
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension Decision {
    /// What differs between what the approver saw and what the server held, for a decision held back.
    public var changes: OrderChanges? {
        guard let seen, let found else { return nil }
        let changes = seen.differences(to: found)
        return changes.isEmpty ? nil : changes
    }
}
