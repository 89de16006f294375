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
        case stale         // not sent: made offline, and the order changed since

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
    /// What the order looked like when decided: checked before an offline decision is sent.
    public var snapshot: OrderSnapshot
    public var madeOffline: Bool
    /// When the decision may be sent: the end of its undo window (`approvals.undo-seconds`), until which `u`
    /// takes it back; the epoch (1970) for one sent at once (a script's, a window of 0).
    public var sendAfter: Date
    public var createdAt: Date
    public var updatedAt: Date

    /// Saved, never sent, and still inside its undo window at `date`: `u` can take it back, nothing sends it yet.
    public func isWaiting(at date: Date) -> Bool { state == .pending && attempts == 0 && sendAfter > date }

    public init(id: Int64, username: String, approver: Int, order: OrderKey, kind: Kind, remark: String, reason: String, forwardTo: Int = 0,
                lines: [Double] = [], state: State, attempts: Int, message: String, nextApprover: Int, snapshot: OrderSnapshot, madeOffline: Bool,
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
        self.snapshot = snapshot
        self.madeOffline = madeOffline
        self.sendAfter = sendAfter
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// The parts of an order a decision was made on.
public struct OrderSnapshot: Sendable, Equatable {
    public var total: Double
    public var currency: String
    public var lineCount: Int
    /// A checksum of the lines (item, quantity, amount), so a changed line is noticed.
    public var linesChecksum: String

    public init(total: Double, currency: String, lineCount: Int, linesChecksum: String) {
        self.total = total
        self.currency = currency
        self.lineCount = lineCount
        self.linesChecksum = linesChecksum
    }

    /// The snapshot of the order as the store holds it now; nil when the order is not stored.
    public static func current(of order: OrderKey, in c: Connection) throws -> OrderSnapshot? {
        guard let header = try PurchaseOrderHeadersDao().total(of: order, in: c) else { return nil }
        let lines = try PurchaseOrderLinesDao().lines(of: order, in: c)
        return OrderSnapshot(total: header.total, currency: header.currency, lineCount: lines.count,
                             linesChecksum: checksum(lines.map { "\($0.lineNumber)|\($0.item)|\($0.quantity)|\($0.amount)" }))
    }

    /// FNV-1a over the lines' text: cheap, stable across runs.
    static func checksum(_ lines: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
