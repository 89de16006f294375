import AIS
import Foundation
import JDESchema

/// One decision of the user's, as "Decided by me" lists it: recorded by the server (an F4209 row with
/// `RDB` = the user and `ASTS` approved, rejected or `FW`), or still in the local outbox.
public struct DecidedByMeEntry: Sendable, Equatable {
    public enum Outcome: String, Sendable, Equatable { case approved, rejected, forwarded }
    /// `recorded` for what the server holds; the outbox's own state for what it still holds (`waiting`: pending
    /// inside its undo window, until `sendAfter`).
    /// `changed`: held, not sent: the order changed on the server since the approver saw it.
    public enum State: String, Sendable, Equatable, CaseIterable { case recorded, waiting, pending, sending, uncertain, changed }

    public var order: OrderKey
    public var outcome: Outcome
    /// `RDJ` for a recorded decision; the day it was made here for an outbox entry.
    public var decidedOn: ServerDate?
    /// `RDT` (HHmmss) for a recorded decision, the time it was made here for an outbox entry: orders a day.
    public var time: Int
    public var remark: String
    /// The reject reason code, when known: the server's F4209 has no column for it (contract §4), so it
    /// comes from this installation's outbox, which kept every decision made here.
    public var reason: String
    /// The approver a forward went to (`RPER` of the `FW` row), 0 otherwise.
    public var forwardedTo: Int
    public var forwardedToName: String
    public var state: State
    /// When a decision waiting in its undo window is sent; nil for any other.
    public var sendAfter: Date?
    /// The order lines (`LNID`) a line decision was on (through P43081); empty: the whole order.
    public var lines: [Double] = []

    public init(order: OrderKey, outcome: Outcome, decidedOn: ServerDate?, time: Int = 0, remark: String, reason: String,
                forwardedTo: Int = 0, forwardedToName: String = "", state: State, sendAfter: Date? = nil) {
        self.order = order
        self.outcome = outcome
        self.decidedOn = decidedOn
        self.time = time
        self.remark = remark
        self.reason = reason
        self.forwardedTo = forwardedTo
        self.forwardedToName = forwardedToName
        self.state = state
        self.sendAfter = sendAfter
    }
}

/// What a read of the user's decisions found: the entries, newest first, and why the server's part is
/// missing when it is (the outbox's entries are then all there is).
public struct DecidedByMeRead: Sendable, Equatable {
    public var entries: [DecidedByMeEntry]
    /// The first day asked for (the server's day less the days asked for).
    public var since: LocalDate
    /// Set when the server could not be read.
    public var serverFailure: WorkerFailure?

    public init(entries: [DecidedByMeEntry], since: LocalDate, serverFailure: WorkerFailure? = nil) {
        self.entries = entries
        self.since = since
        self.serverFailure = serverFailure
    }
}

/// Reads an order that is not in the user's queue, as the server holds it now (a protocol so the scenes
/// that show one read-only can be tested with a double).
public protocol ServerOrderReading: Sendable {
    /// Every F4209 row of the order (its route and history), read from the server, with names.
    func route(of order: OrderKey) async throws -> [RouteStep]
    /// The order's header and lines as the server holds them.
    func order(of order: OrderKey) async throws -> OrderDetail
    /// The order's line remarks as kept with its route (`route(of:)` reads them with it), by line number.
    func lineRemarks(of order: OrderKey) -> [Double: String]
}

/// Reads "Decided by me" (a protocol so the scene's interactor can be tested with a double).
public protocol DecidedByMeReading: ServerOrderReading {
    /// The user's decisions of the last `days` days from the server, merged with the outbox's open ones.
    func decisions(days: Int) async -> DecidedByMeRead
}

/// The user's own decisions in F4209 (contract §4): `RDB` = the user id, `ASTS` approved, rejected or
/// forwarded, decided on or after a day (`RDJ GREATER_EQUAL`, written in the user's date format).
public enum DecidedByMeService {
    public static let decidedStatuses = ["1A", "2A", "1R", "2R", "FW"]
    static let columns = ["DOCO", "DCTO", "KCOO", "SFXO", "RPER", "ASTS", "RDB", "RDJ", "RDT"]

    public static func query(user: String, since day: LocalDate, dateFormat: JDEDateFormat, pageSize: Int) -> DataServiceQuery {
        DataServiceQuery(
            ColumnCatalogue.heldOrders, columns: columns,
            conditions: [
                Condition(column: "RDB", op: .equal, values: [user]),
                Condition(column: "ASTS", op: .list, values: decidedStatuses),
                Condition(column: "RDJ", op: .greaterEqual, values: [dateFormat.format(day)]),
            ],
            matchAll: true, orderBy: [.init(column: "DOCO", ascending: false)], pageSize: pageSize)
    }

    /// One recorded decision from a row; nil for a row without its key or of another status.
    public static func decode(_ row: DataRow, dates: RowDateReader) -> DecidedByMeEntry? {
        guard let key = OrderKey(row: row) else { return nil }
        let status = row.string("ASTS") ?? ""
        let outcome: DecidedByMeEntry.Outcome
        switch status {
        case "1A", "2A": outcome = .approved
        case "1R", "2R": outcome = .rejected
        case "FW": outcome = .forwarded
        default: return nil
        }
        return DecidedByMeEntry(order: key, outcome: outcome, decidedOn: row.date("RDJ", reader: dates), time: row.int("RDT") ?? 0,
                                remark: "", reason: "",
                                forwardedTo: outcome == .forwarded ? row.int("RPER") ?? 0 : 0, state: .recorded)
    }
}
