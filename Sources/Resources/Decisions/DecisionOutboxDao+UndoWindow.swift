import Foundation
import Store

/// The undo window (`approvals.undo-seconds`): a confirmed decision is saved with `send_after`, the end of
/// its window, and nothing claims it before then. Taking it back deletes the row, and only a row never
/// claimed: the claim (pending → sending) and the undo (delete while pending) are single statements on the
/// same row, so one of them wins and a decision is sent whole or not at all.
extension DecisionOutboxDao {
    static let undoWindowMigration = Migration(version: 22, name: "undo window of the decision outbox", sql: """
        ALTER TABLE decision_outbox ADD COLUMN send_after REAL NOT NULL DEFAULT 0;
        """)

    /// The user's open decisions the sender may take at `date`: every uncertain or sending one, and the
    /// pending ones whose window is over, oldest first.
    public func due(for username: String, at date: Date, in c: Connection) throws -> [Decision] {
        try c.query("""
            SELECT * FROM decision_outbox WHERE username = ? AND state IN ('pending', 'sending', 'uncertain')
                AND (state <> 'pending' OR send_after <= ?) ORDER BY id
            """, username, date.timeIntervalSince1970).map(Self.decode)
    }

    /// When the first decision of the user still in its window at `date` comes due; nil when none waits.
    public func nextDue(for username: String, after date: Date, in c: Connection) throws -> Date? {
        try c.scalar("SELECT min(send_after) FROM decision_outbox WHERE username = ? AND state = 'pending' AND send_after > ?",
                     [username.sqlValue, date.timeIntervalSince1970.sqlValue]).double.map { Date(timeIntervalSince1970: $0) }
    }

    /// Takes decisions back: deletes those of `ids` that were saved with a window and never claimed for
    /// sending (pending, no attempt). Returns the ids deleted; the others were already on their way.
    public func undo(_ ids: [Int64], for username: String, in c: Connection) throws -> [Int64] {
        var undone: [Int64] = []
        for id in ids {
            let deleted = try c.run("""
                DELETE FROM decision_outbox WHERE id = ? AND username = ? AND state = 'pending' AND attempts = 0 AND send_after > 0
                """, id, username)
            if deleted == 1 { undone.append(id) }
        }
        return undone
    }

    /// Ends the window of these decisions now (sent at once: quitting with "send now"). Returns how many.
    @discardableResult
    public func endWindow(_ ids: [Int64], at date: Date, in c: Connection) throws -> Int {
        var changed = 0
        for id in ids {
            changed += try c.run("UPDATE decision_outbox SET send_after = ?, updated_at = ? WHERE id = ? AND state = 'pending' AND send_after > ?",
                                 date.timeIntervalSince1970, date.timeIntervalSince1970, id, date.timeIntervalSince1970)
        }
        return changed
    }
}
