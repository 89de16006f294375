import CSQLite3
import Dispatch
import Foundation

/// When the pages that writes leave in the WAL are copied into the database file (a checkpoint).
///
/// Outside a bulk load, as SQLite does by default: the commit that takes the WAL past 1,000 pages copies
/// them before it returns. During a bulk load (`Database.bulkLoad`) no commit does (short of a WAL of
/// `bulkBackstopPages`), and when the last one ends, one checkpoint on a connection and a queue of its
/// own copies them, PASSIVE: it waits for no reader or writer and none waits for it.
///
/// A preload of 100,000 orders wrote a checkpoint's 16 MB every few transactions: its busiest pages (the
/// tables' last pages, their indexes') went into the file again at each, and the last commit, the home
/// list's, copied tens of MB while the user waited for the list and the other core was idle. With one
/// checkpoint after the load, each page is copied once, and after the list is shown (measured in
/// docs/BENCHMARKS.md's method).
final class CheckpointAside: @unchecked Sendable {
    /// SQLite's default.
    static let pagesPerCheckpoint: Int32 = 1_000
    /// A bulk load's WAL at which its commits checkpoint all the same (1 GB with 16 KB pages): a WAL never
    /// grows without a bound, however large the load.
    static let bulkBackstopPages: Int32 = 65_536

    private let path: String
    private let queue = DispatchQueue(label: "signoff.store.checkpoint", qos: .utility)
    /// Opened at the first checkpoint aside; only touched on `queue`.
    private var connection: Connection?
    /// Bulk loads under way; read and written only while holding the database's write lock (the WAL hook
    /// runs in a commit, under it).
    private var bulkLoads = 0

    init(path: String) {
        self.path = path
        Self.live.withLock { list in
            list.removeAll { $0.aside == nil }
            list.append(WeakAside(aside: self))
        }
    }

    /// Every checkpoint aside of the process, for `finishAll` at a quit.
    private static let live = LockedList()

    /// Takes over `writer`'s checkpoints (SQLite's own is a WAL hook too, which this one replaces).
    func install(on writer: Connection) {
        sqlite3_wal_hook(writer.handle, { context, db, _, pages in
            guard let context else { return SQLITE_OK }
            let policy = Unmanaged<CheckpointAside>.fromOpaque(context).takeUnretainedValue()
            if pages >= (policy.bulkLoads > 0 ? CheckpointAside.bulkBackstopPages : CheckpointAside.pagesPerCheckpoint) {
                sqlite3_wal_checkpoint_v2(db, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            }
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// A bulk load starts (the caller holds the write lock).
    func beginBulkLoad() { bulkLoads += 1 }

    /// A bulk load ends (the caller holds the write lock); true when it was the last, whose pages are then
    /// to be copied (`request`).
    func endBulkLoad() -> Bool {
        bulkLoads -= 1
        return bulkLoads == 0
    }

    /// Checkpoints on the queue soon, after any checkpoint asked for before.
    func request() {
        queue.async { [self] in checkpoint() }
    }

    /// Returns once every checkpoint asked for so far has run.
    func waitForRequested() { queue.sync {} }

    /// Holds the checkpoints asked for until `resume` (tests).
    func suspend() { queue.suspend() }
    func resume() { queue.resume() }

    /// Runs the checkpoints asked for, then one that also cuts the WAL file to nothing (TRUNCATE: nobody
    /// reads at a quit, and a WAL of hundreds of MB left on disk is read whole by the next open to find
    /// its pages); false when that took past `deadline`.
    func finish(by deadline: DispatchTime) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { [self] in
            checkpoint(mode: SQLITE_CHECKPOINT_TRUNCATE)
            done.signal()
        }
        return done.wait(timeout: deadline) == .success
    }

    /// `finish` for every database of the process, all by `deadline`; false when one took past it.
    static func finishAll(by deadline: DispatchTime) -> Bool {
        let all = live.withLock { $0.compactMap(\.aside) }
        return all.allSatisfy { $0.finish(by: deadline) }
    }

    private func checkpoint(mode: Int32 = SQLITE_CHECKPOINT_PASSIVE) {
        if connection == nil, let opened = try? Connection(path: path, flags: SQLITE_OPEN_READWRITE) {
            // A connection opens the file at its first statement, and only then knows it is in WAL mode:
            // a checkpoint before that does nothing.
            guard (try? opened.scalar("PRAGMA schema_version")) != nil else { return }
            connection = opened
        }
        guard let connection else { return }
        // A failure leaves the pages in the WAL, where every reader finds them; the next commit past
        // 1,000 pages copies them.
        sqlite3_wal_checkpoint_v2(connection.handle, nil, mode, nil, nil)
    }
}

private struct WeakAside {
    weak var aside: CheckpointAside?
}

private final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [WeakAside] = []
    func withLock<T>(_ body: (inout [WeakAside]) -> T) -> T { lock.withLock { body(&list) } }
}
