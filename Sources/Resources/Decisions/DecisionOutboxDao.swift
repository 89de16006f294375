import AIS
import Foundation
import Store

/// The decision outbox in the local store. Local data: it survives logout, restarts and other users'
/// logins, and a decision leaves it only when finished (kept as history, never silently dropped), or when
/// the user took it back inside its undo window, before anything claimed it for sending
/// (`DecisionOutboxDao+UndoWindow`).
public struct DecisionOutboxDao: Sendable {
    public init() {}

    static let migration = Migration(version: 2, name: "decision outbox", sql: """
        CREATE TABLE decision_outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            username TEXT NOT NULL, approver INTEGER NOT NULL,
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('approve', 'reject')),
            remark TEXT NOT NULL, reason TEXT NOT NULL,
            state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, message TEXT NOT NULL DEFAULT '',
            next_approver INTEGER NOT NULL DEFAULT 0, sender TEXT NOT NULL DEFAULT '',
            snapshot_total REAL NOT NULL, snapshot_currency TEXT NOT NULL, snapshot_lines INTEGER NOT NULL,
            snapshot_checksum TEXT NOT NULL, made_offline INTEGER NOT NULL,
            created_at REAL NOT NULL, updated_at REAL NOT NULL);
        CREATE INDEX decision_outbox_open ON decision_outbox (username, state);
        CREATE UNIQUE INDEX decision_outbox_one_open_per_order ON decision_outbox (username, doco, dcto, kcoo, sfxo)
            WHERE state IN ('pending', 'sending', 'uncertain');
        """)

    /// Forwards join approvals and rejections: `kind` may be 'forward', with the colleague in `forward_to`.
    /// SQLite cannot change a CHECK, so the table is made again with every row kept.
    static let forwardMigration = Migration(version: 10, name: "forwards in the decision outbox", sql: """
        CREATE TABLE decision_outbox_new (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            username TEXT NOT NULL, approver INTEGER NOT NULL,
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('approve', 'reject', 'forward')),
            remark TEXT NOT NULL, reason TEXT NOT NULL,
            forward_to INTEGER NOT NULL DEFAULT 0 CHECK ((kind = 'forward') = (forward_to > 0)),
            state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, message TEXT NOT NULL DEFAULT '',
            next_approver INTEGER NOT NULL DEFAULT 0, sender TEXT NOT NULL DEFAULT '',
            snapshot_total REAL NOT NULL, snapshot_currency TEXT NOT NULL, snapshot_lines INTEGER NOT NULL,
            snapshot_checksum TEXT NOT NULL, made_offline INTEGER NOT NULL,
            created_at REAL NOT NULL, updated_at REAL NOT NULL);
        INSERT INTO decision_outbox_new (id, username, approver, doco, dcto, kcoo, sfxo, kind, remark, reason, state, attempts,
            message, next_approver, sender, snapshot_total, snapshot_currency, snapshot_lines, snapshot_checksum, made_offline,
            created_at, updated_at)
        SELECT id, username, approver, doco, dcto, kcoo, sfxo, kind, remark, reason, state, attempts,
            message, next_approver, sender, snapshot_total, snapshot_currency, snapshot_lines, snapshot_checksum, made_offline,
            created_at, updated_at FROM decision_outbox;
        DROP TABLE decision_outbox;
        ALTER TABLE decision_outbox_new RENAME TO decision_outbox;
        CREATE INDEX decision_outbox_open ON decision_outbox (username, state);
        CREATE UNIQUE INDEX decision_outbox_one_open_per_order ON decision_outbox (username, doco, dcto, kcoo, sfxo)
            WHERE state IN ('pending', 'sending', 'uncertain');
        """)

    /// Line decisions (contract §5.2): the order lines (`LNID`) a decision is on, empty for the whole order.
    static let linesMigration = Migration(version: 19, name: "line decisions in the decision outbox", sql: """
        ALTER TABLE decision_outbox ADD COLUMN lines TEXT NOT NULL DEFAULT '';
        """)

    /// What the approver saw (`seen`) and, for a decision held back, what the server held (`found`), as
    /// `SeenOrder` JSON; the four columns of the old total-and-checksum snapshot go, and a decision held
    /// by the old check ('stale') is one held because its order changed.
    static let seenMigration = Migration(version: 25, name: "what the approver saw, in the decision outbox", sql: """
        ALTER TABLE decision_outbox ADD COLUMN seen BLOB;
        ALTER TABLE decision_outbox ADD COLUMN found BLOB;
        ALTER TABLE decision_outbox DROP COLUMN snapshot_total;
        ALTER TABLE decision_outbox DROP COLUMN snapshot_currency;
        ALTER TABLE decision_outbox DROP COLUMN snapshot_lines;
        ALTER TABLE decision_outbox DROP COLUMN snapshot_checksum;
        UPDATE decision_outbox SET state = 'changed' WHERE state = 'stale';
        """)

    /// Lines as the outbox keeps them: `2,3` (or `1.5`), in order.
    static func storedLines(_ lines: [Double]) -> String {
        lines.sorted().map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
    }

    static func lines(from text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    public enum EnqueueError: Error, Equatable {
        /// A decision on this order is already on its way.
        case alreadyOpen(OrderKey)
    }

    /// Saves a new decision as pending; refuses a second open decision on the same order.
    public func enqueue(username: String, approver: Int, order: OrderKey, kind: Decision.Kind, remark: String, reason: String,
                        forwardTo: Int = 0, lines: [Double] = [], seen: SeenOrder?, madeOffline: Bool, at date: Date,
                        sendAfter: Date? = nil, in c: Connection) throws -> Decision {
        do {
            try c.run("""
                INSERT INTO decision_outbox (username, approver, doco, dcto, kcoo, sfxo, kind, remark, reason, forward_to, lines, state,
                    seen, made_offline, created_at, updated_at, send_after)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)
                """, [username.sqlValue, approver.sqlValue] + order.storeValues + [
                    kind.rawValue.sqlValue, remark.sqlValue, reason.sqlValue, forwardTo.sqlValue, Self.storedLines(lines).sqlValue,
                    try seen.map { SQLValue.blob(try SeenOrdersDao.encode($0)) } ?? .null, madeOffline.sqlValue,
                    date.timeIntervalSince1970.sqlValue, date.timeIntervalSince1970.sqlValue,
                    (sendAfter?.timeIntervalSince1970 ?? 0).sqlValue])
        } catch let error as StoreError where error.kind == .constraint {
            throw EnqueueError.alreadyOpen(order)
        }
        return try decision(id: c.lastInsertRowID, in: c)!
    }

    public func decision(id: Int64, in c: Connection) throws -> Decision? {
        try c.first("SELECT * FROM decision_outbox WHERE id = ?", id).map(Self.decode)
    }

    /// The user's decisions still to finish, oldest first.
    public func open(for username: String, in c: Connection) throws -> [Decision] {
        try c.query("SELECT * FROM decision_outbox WHERE username = ? AND state IN ('pending', 'sending', 'uncertain') ORDER BY id",
                    username).map(Self.decode)
    }

    /// Every decision of the user, newest first (the outbox view and `signoff outbox`).
    public func all(for username: String, limit: Int = 500, in c: Connection) throws -> [Decision] {
        try c.query("SELECT * FROM decision_outbox WHERE username = ? ORDER BY id DESC LIMIT ?", username, limit).map(Self.decode)
    }

    /// Takes a decision for sending: pending → sending, atomically, so only one process sends it, and
    /// only once its undo window is over (`send_after` at or before `date`). False when it was not pending
    /// (another process has it, it is finished, or the user took it back) or is still in its window.
    public func claimForSending(_ id: Int64, at date: Date, in c: Connection) throws -> Bool {
        try c.run("""
            UPDATE decision_outbox SET state = 'sending', attempts = attempts + 1, sender = ?, updated_at = ?
            WHERE id = ? AND state = 'pending' AND send_after <= ?
            """, ProcessIdentity.current, date.timeIntervalSince1970, id, date.timeIntervalSince1970) == 1
    }

    /// Moves a decision to `state` (only from an open state: a finished decision stays finished).
    @discardableResult
    public func update(_ id: Int64, to state: Decision.State, message: String, nextApprover: Int = 0, at date: Date,
                       in c: Connection) throws -> Bool {
        try c.run("""
            UPDATE decision_outbox SET state = ?, message = ?, next_approver = ?, updated_at = ?
            WHERE id = ? AND state IN ('pending', 'sending', 'uncertain')
            """, state.rawValue, message, nextApprover, date.timeIntervalSince1970, id) == 1
    }

    /// Holds a decision back (only from an open state): the order on the server (`found`) differs from
    /// what the approver saw. Nothing was pressed or sent; the approver decides again on the new figures.
    @discardableResult
    public func hold(_ id: Int64, found: SeenOrder, message: String, at date: Date, in c: Connection) throws -> Bool {
        try c.run("""
            UPDATE decision_outbox SET state = 'changed', found = ?, message = ?, updated_at = ?
            WHERE id = ? AND state IN ('pending', 'sending', 'uncertain')
            """, [SQLValue.blob(try SeenOrdersDao.encode(found)), message.sqlValue, date.timeIntervalSince1970.sqlValue, id.sqlValue]) == 1
    }

    /// An uncertain decision the server did not record goes back to pending (only from uncertain).
    @discardableResult
    public func uncertainToPending(_ id: Int64, at date: Date, in c: Connection) throws -> Bool {
        try c.run("UPDATE decision_outbox SET state = 'pending', updated_at = ? WHERE id = ? AND state = 'uncertain'",
                  date.timeIntervalSince1970, id) == 1
    }

    /// A decision left in `sending` by a process that is gone (killed, crashed) may or may not have
    /// reached the server: it becomes uncertain. One whose sender still runs is left to it.
    public func markAbandonedSendsUncertain(for username: String, at date: Date, in c: Connection) throws -> Int {
        let sending = try c.query("SELECT id, sender FROM decision_outbox WHERE username = ? AND state = 'sending'", username)
        var changed = 0
        for row in sending {
            guard !ProcessIdentity.isRunning(row.string("sender") ?? "") else { continue }
            changed += try c.run("UPDATE decision_outbox SET state = 'uncertain', message = 'interrupted while sending', updated_at = ? WHERE id = ? AND state = 'sending'",
                                 date.timeIntervalSince1970, row.int64("id") ?? 0)
        }
        return changed
    }

    /// Keys of orders with an open decision (the list shows them as being sent).
    public func openOrderKeys(for username: String, in c: Connection) throws -> [OrderKey: Decision.State] {
        var out: [OrderKey: Decision.State] = [:]
        try c.forEach("SELECT doco, dcto, kcoo, sfxo, state FROM decision_outbox WHERE username = ? AND state IN ('pending', 'sending', 'uncertain')",
                      [username.sqlValue]) { row in
            out[OrderKey(storeRow: row)] = Decision.State(rawValue: row.string("state") ?? "") ?? .pending
        }
        return out
    }

    /// Orders that left the user's queue here at or after `date`: their decision was recorded by the
    /// server (confirmed, forwarded) or found made elsewhere (superseded). A queue read that began before
    /// then may still list them, and storing it as read would put a decided order back on the list.
    public func ordersLeftQueue(since date: Date, for username: String, in c: Connection) throws -> [OrderKey] {
        try c.query("""
            SELECT DISTINCT doco, dcto, kcoo, sfxo FROM decision_outbox
            WHERE username = ? AND state IN ('confirmed', 'forwarded', 'superseded') AND updated_at >= ?
            """, username, date.timeIntervalSince1970).map { OrderKey(storeRow: $0) }
    }

    static func decode(_ r: Row) -> Decision {
        Decision(
            id: r.int64("id") ?? 0, username: r.string("username") ?? "", approver: r.int("approver") ?? 0,
            order: OrderKey(storeRow: r), kind: Decision.Kind(rawValue: r.string("kind") ?? "") ?? .approve,
            remark: r.string("remark") ?? "", reason: r.string("reason") ?? "", forwardTo: r.int("forward_to") ?? 0,
            lines: lines(from: r.string("lines") ?? ""),
            state: Decision.State(rawValue: r.string("state") ?? "") ?? .uncertain, attempts: r.int("attempts") ?? 0,
            message: r.string("message") ?? "", nextApprover: r.int("next_approver") ?? 0,
            seen: seenOrder(r["seen"], order: OrderKey(storeRow: r)), found: seenOrder(r["found"], order: OrderKey(storeRow: r)),
            madeOffline: r.bool("made_offline") ?? false,
            sendAfter: Date(timeIntervalSince1970: r.double("send_after") ?? 0),
            createdAt: Date(timeIntervalSince1970: r.double("created_at") ?? 0),
            updatedAt: Date(timeIntervalSince1970: r.double("updated_at") ?? 0))
    }

    /// A kept `SeenOrder`, nil when none was kept or it cannot be read (then nothing is compared).
    private static func seenOrder(_ value: SQLValue, order: OrderKey) -> SeenOrder? {
        guard case .blob(let bytes) = value else { return nil }
        return try? SeenOrdersDao.decode(bytes, order: order)
    }
}
