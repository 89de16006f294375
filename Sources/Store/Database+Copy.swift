import CSQLite3
import Foundation

extension Database {
    /// Replaces everything this database holds with a copy of `source`, page for page (SQLite's online
    /// backup): a data set built once is copied into many databases, each then its own.
    public func copy(from source: Database) throws {
        try source.withoutTransaction { from in
            try withoutTransaction { to in
                guard let backup = sqlite3_backup_init(to.handle, "main", from.handle, "main") else {
                    throw StoreError(kind: .misuse, code: sqlite3_errcode(to.handle), message: String(cString: sqlite3_errmsg(to.handle)))
                }
                let stepped = sqlite3_backup_step(backup, -1)
                let finished = sqlite3_backup_finish(backup)
                guard stepped == SQLITE_DONE, finished == SQLITE_OK else {
                    throw StoreError(kind: .misuse, code: finished == SQLITE_OK ? stepped : finished,
                                     message: "the copy stopped: \(String(cString: sqlite3_errmsg(to.handle)))")
                }
            }
        }
    }
}
