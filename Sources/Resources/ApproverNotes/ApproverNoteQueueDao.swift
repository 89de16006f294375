import AIS
import Foundation
import Store

/// The media upload queue in the local store (local data: survives logout and restarts).
public struct ApproverNoteQueueDao: Sendable {
    public init() {}

    static let migration = Migration(version: 5, name: "media upload queue", sql: """
        CREATE TABLE media_queue (
            id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT NOT NULL,
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            item_name TEXT NOT NULL, text TEXT NOT NULL, state TEXT NOT NULL, message TEXT NOT NULL DEFAULT '',
            sequence INTEGER NOT NULL DEFAULT 0, sender TEXT NOT NULL DEFAULT '', created_at REAL NOT NULL, updated_at REAL NOT NULL);
        CREATE INDEX media_queue_open ON media_queue (username, state);
        """)

    public func enqueue(username: String, order: OrderKey, text: String, kind: ApproverNote.Kind = .note, at date: Date,
                        in c: Connection) throws -> ApproverNote {
        try c.run("""
            INSERT INTO media_queue (username, doco, dcto, kcoo, sfxo, item_name, text, state, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, '', ?, 'pending', ?, ?)
            """, [username.sqlValue] + order.storeValues + [text.sqlValue, date.timeIntervalSince1970.sqlValue, date.timeIntervalSince1970.sqlValue])
        let id = c.lastInsertRowID
        try c.run("UPDATE media_queue SET item_name = ? WHERE id = ?", "\(kind.rawValue) · \(username) · \(id)", id)
        return try note(id: id, in: c)!
    }

    public func note(id: Int64, in c: Connection) throws -> ApproverNote? {
        try c.first("SELECT * FROM media_queue WHERE id = ?", id).map(Self.decode)
    }

    public func open(for username: String, in c: Connection) throws -> [ApproverNote] {
        try c.query("SELECT * FROM media_queue WHERE username = ? AND state IN ('pending', 'sending', 'uncertain') ORDER BY id", username)
            .map(Self.decode)
    }

    public func forOrder(_ order: OrderKey, username: String, in c: Connection) throws -> [ApproverNote] {
        try c.query("SELECT * FROM media_queue WHERE username = ? AND doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ? ORDER BY id",
                    [username.sqlValue] + order.storeValues).map(Self.decode)
    }

    /// pending → sending, atomically (only one process uploads a note).
    public func claim(_ id: Int64, at date: Date, in c: Connection) throws -> Bool {
        try c.run("UPDATE media_queue SET state = 'sending', sender = ?, updated_at = ? WHERE id = ? AND state = 'pending'",
                  ProcessIdentity.current, date.timeIntervalSince1970, id) == 1
    }

    @discardableResult
    public func update(_ id: Int64, to state: ApproverNote.State, message: String = "", sequence: Int = 0, at date: Date,
                       in c: Connection) throws -> Bool {
        try c.run("UPDATE media_queue SET state = ?, message = ?, sequence = ?, updated_at = ? WHERE id = ? AND state IN ('pending', 'sending', 'uncertain')",
                  state.rawValue, message, sequence, date.timeIntervalSince1970, id) == 1
    }

    /// An uncertain note the server does not list goes back to pending, to be sent again.
    public func returnToPending(_ id: Int64, in c: Connection) throws {
        try c.run("UPDATE media_queue SET state = 'pending' WHERE id = ? AND state = 'uncertain'", id)
    }

    /// Notes left in `sending` by a process that is gone may or may not have reached the server.
    public func markAbandonedUploadsUncertain(for username: String, at date: Date, in c: Connection) throws {
        for row in try c.query("SELECT id, sender FROM media_queue WHERE username = ? AND state = 'sending'", username)
        where !ProcessIdentity.isRunning(row.string("sender") ?? "") {
            try c.run("UPDATE media_queue SET state = 'uncertain', updated_at = ? WHERE id = ? AND state = 'sending'",
                      date.timeIntervalSince1970, row.int64("id") ?? 0)
        }
    }

    static func decode(_ r: Row) -> ApproverNote {
        ApproverNote(id: r.int64("id") ?? 0, username: r.string("username") ?? "", order: OrderKey(storeRow: r),
                     itemName: r.string("item_name") ?? "", text: r.string("text") ?? "",
                     state: ApproverNote.State(rawValue: r.string("state") ?? "") ?? .uncertain, message: r.string("message") ?? "",
                     sequence: r.int("sequence") ?? 0, createdAt: Date(timeIntervalSince1970: r.double("created_at") ?? 0))
    }
}
