import AIS
import Foundation
import Store

/// Where the approval queue's sync stands: the server's day a delta reads from, when the queue was last
/// read whole, and whether the server counts rows (contract §3). One row, for the user whose queue the
/// store holds; none means the next refresh reads the queue whole.
public struct QueueSyncDao: Sendable {
    public init() {}

    public struct State: Sendable, Equatable {
        public var owner: String
        /// The server's day of the last read: the next delta reads rows written (`F4209.RDJ`) and headers changed
        /// (`F4301.UPMJ`) on or after it.
        public var sinceDay: LocalDate
        /// When the queue was last read whole (the client's clock: it only times the next full read).
        public var fullAt: Date
        /// When the last refresh, whole or delta, finished.
        public var syncedAt: Date
        /// Whether the server counts rows; nil until asked.
        public var counting: Bool?

        public init(owner: String, sinceDay: LocalDate, fullAt: Date, syncedAt: Date, counting: Bool? = nil) {
            self.owner = owner
            self.sinceDay = sinceDay
            self.fullAt = fullAt
            self.syncedAt = syncedAt
            self.counting = counting
        }
    }

    /// Schema 9: the sync's state, each queue row's change stamp (to tell a changed row from one read
    /// again), and the home list's row ids never used twice (so its index can be updated in place).
    /// A store from before has no state: its first refresh reads the queue whole.
    static let migration = Migration(version: 9, name: "incremental sync", sql: """
        CREATE TABLE queue_sync (
            id INTEGER PRIMARY KEY CHECK (id = 1), owner TEXT NOT NULL, since_day TEXT NOT NULL,
            full_at REAL NOT NULL, synced_at REAL NOT NULL, counting INTEGER);
        ALTER TABLE approval_queue ADD COLUMN upmj TEXT NOT NULL DEFAULT '';
        ALTER TABLE approval_queue ADD COLUMN tday INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE queue_list_generation ADD COLUMN last_rowid INTEGER NOT NULL DEFAULT 0;
        UPDATE queue_list_generation SET last_rowid = coalesce((SELECT max(rowid) FROM queue_list), 0);
        """)

    public func state(in c: Connection) throws -> State? {
        try c.first("SELECT owner, since_day, full_at, synced_at, counting FROM queue_sync WHERE id = 1").flatMap { r in
            guard let day = LocalDate(iso: r.string("since_day") ?? "") else { return nil }
            return State(owner: r.string("owner") ?? "", sinceDay: day,
                         fullAt: Date(timeIntervalSince1970: r.double("full_at") ?? 0),
                         syncedAt: Date(timeIntervalSince1970: r.double("synced_at") ?? 0),
                         counting: r.int("counting").map { $0 != 0 })
        }
    }

    public func save(_ state: State, in c: Connection) throws {
        try c.run("""
            INSERT OR REPLACE INTO queue_sync (id, owner, since_day, full_at, synced_at, counting) VALUES (1, ?, ?, ?, ?, ?)
            """, state.owner.sqlValue, state.sinceDay.iso.sqlValue, state.fullAt.timeIntervalSince1970.sqlValue,
                  state.syncedAt.timeIntervalSince1970.sqlValue, state.counting.map { ($0 ? 1 : 0).sqlValue } ?? .null)
    }

    /// Forgets the state: the next refresh reads the queue whole.
    public func forget(in c: Connection) throws {
        try c.run("DELETE FROM queue_sync")
    }
}
