import Foundation

/// Opens a database file, and when it is not a readable database, moves it aside (never deletes it)
/// and starts a new one, saying where the old one went.
public enum DatabaseFile {
    public struct Opened: Sendable {
        public let database: Database
        /// Where an unreadable file was moved, when it was.
        public let movedAside: String?
        /// Why it was moved.
        public let reason: String?
    }

    public static func openRecovering(path: String, migrations: [Migration], now: Date = Date()) throws -> Opened {
        do {
            let db = try Database(path: path)
            try db.migrate(migrations)
            return Opened(database: db, movedAside: nil, reason: nil)
        } catch let error as StoreError where error.kind == .corrupt {
            let aside = try moveAside(path: path, now: now)
            let db = try Database(path: path)
            try db.migrate(migrations)
            return Opened(database: db, movedAside: aside, reason: error.message)
        }
    }

    /// Renames the file (and its WAL and shared-memory files) to `PATH.corrupt-YYYYMMDD-HHMMSS`.
    public static func moveAside(path: String, now: Date = Date()) throws -> String {
        let stamp = ISO8601DateFormatter.string(from: now, timeZone: TimeZone(identifier: "UTC")!,
                                                formatOptions: [.withYear, .withMonth, .withDay, .withTime])
            .replacingOccurrences(of: "T", with: "-")
        let target = "\(path).corrupt-\(stamp)"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            try? FileManager.default.removeItem(atPath: target + suffix)
            do {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: target + suffix)
            } catch {
                throw StoreError(kind: .cannotOpen, code: 0, message: "cannot move \(path + suffix) aside: \(error.localizedDescription)")
            }
        }
        return target
    }
}
