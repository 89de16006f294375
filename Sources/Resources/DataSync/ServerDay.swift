import AIS
import Foundation
import Store

/// The server's day now, for "days waiting" and "the last N days": the day the server gave at a read,
/// moved on by the whole days this machine's clock has run since. This machine's day when there was no
/// such read, or when the clock went back.
public enum ServerDay {
    public static func today(read: (day: LocalDate, at: Date)?, now: Date) -> LocalDate {
        guard let read, now >= read.at else { return LocalDate.today(now) }
        return read.day.adding(days: Int(now.timeIntervalSince(read.at) / 86_400))
    }

    /// From the queue's last read (`queue_sync`) by `username`.
    public static func fromQueue(_ database: Database, username: String, now: Date) -> LocalDate {
        let state = try? database.read { try QueueSyncDao().state(in: $0) }
        return today(read: state.flatMap { $0.owner == username ? ($0.sinceDay, $0.syncedAt) : nil }, now: now)
    }
}
