import CSQLite3
import Dispatch
import Foundation

/// A SQLite database shared by threads: one writer connection, and for files a second connection for
/// reads, so that the UI reads a window of rows while a preload writes (WAL mode).
///
/// After a write commits, observers of the tables it touched are told, on the queue they chose.
public final class Database: @unchecked Sendable {
    public let path: String?
    let writer: Connection
    private let reader: Connection?
    /// A third connection for long reads in the background (building an index), so they never hold up
    /// the UI's reads on `reader`.
    private let asideReader: Connection?
    /// When the WAL's pages are copied into the file (files only).
    let checkpoints: CheckpointAside?
    let writeLock = NSLock()
    private let readLock = NSLock()
    private let asideLock = NSLock()
    let observers = ObserverList()
    /// How long writes have held the writer, in nanoseconds (under `busyLock`, never held while calling out).
    private var writerBusyNanoseconds: UInt64 = 0
    private let busyLock = NSLock()
    /// Where `writeSuspending` runs its writes, one at a time.
    private let writeQueue = DispatchQueue(label: "signoff.store.writes", qos: .userInitiated)

    /// A private in-memory database (one connection for reads and writes).
    public init() throws {
        self.path = nil
        self.writer = try Connection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        self.reader = nil
        self.asideReader = nil
        self.checkpoints = nil
        try Self.configure(writer, wal: false)
    }

    /// Opens (creating when needed) the database file at `path`. The file and its WAL are made readable
    /// by their owner only.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws {
        self.path = path
        try SecureFile.prepare(path: path)
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        self.writer = try Connection(path: path, flags: flags)
        try Self.configure(writer, wal: true, busyTimeout: busyTimeoutMilliseconds)
        self.reader = try Connection(path: path, flags: SQLITE_OPEN_READWRITE)
        try Self.configure(reader!, wal: true, busyTimeout: busyTimeoutMilliseconds)
        self.asideReader = try Connection(path: path, flags: SQLITE_OPEN_READWRITE)
        try Self.configure(asideReader!, wal: true, busyTimeout: busyTimeoutMilliseconds)
        let checkpoints = CheckpointAside(path: path)
        checkpoints.install(on: writer)
        self.checkpoints = checkpoints
        try SecureFile.restrict(path: path)
        // Pages a process left in the WAL (one that quit before its checkpoint aside ran) are copied now,
        // aside, rather than by the first commit past 1,000 pages: an approval, say. A quit that finished
        // its checkpoints left the WAL empty (or none), and then nothing is started.
        let leftInWAL = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int ?? 0
        if leftInWAL > 0 { checkpoints.request() }
    }

    deinit {
        // The hook points at `checkpoints`, which may go before the writer closes.
        if checkpoints != nil { sqlite3_wal_hook(writer.handle, nil, nil) }
    }

    /// The page size of a database file this creates (SQLite's default is 4 KB). A file made before keeps
    /// its own: SQLite cannot change it in WAL mode, and every page size reads and writes the same data.
    ///
    /// A first preload of 100,000 orders writes 250 MB of pages, each twice (into the WAL, then into the
    /// file at a checkpoint), and on the machine we measure copying bytes into the system's file cache is
    /// the largest single cost of the client's CPU. With 16 KB pages an order's lines (1.5 KB on average)
    /// fill pages better (the lines' table 205 → 169 MB), and there are a quarter of the page writes: four
    /// interleaved runs each, client CPU 5.9-6.3 → 5.3-5.8 s, the store's writer busy 3.4-3.7 → 2.7-3.1 s,
    /// wall 6.5-7.0 → 6.2-6.7 s. 32 KB and 64 KB pages measured no better.
    public static let pageSize = 16_384

    /// The bytes a WAL file keeps on disk once its pages are all in the database file.
    static let walSizeLimit = 64 << 20

    private static func configure(_ c: Connection, wal: Bool, busyTimeout: Int32 = 5_000) throws {
        sqlite3_busy_timeout(c.handle, busyTimeout)
        // Reading the schema fails at once on a file that is not a database.
        _ = try c.scalar("PRAGMA schema_version")
        if wal {
            // Before the first write (switching to WAL writes the file's header); ignored by a file that exists.
            try c.execute("PRAGMA page_size = \(pageSize)")
            _ = try c.scalar("PRAGMA journal_mode = WAL")
            try c.execute("PRAGMA synchronous = NORMAL")
            // A WAL that grew (a bulk load, a large write) is cut back to this when it starts over.
            try c.execute("PRAGMA journal_size_limit = \(walSizeLimit)")
        }
        try c.execute("PRAGMA foreign_keys = ON")
        try c.execute("PRAGMA temp_store = MEMORY")
    }

    // MARK: Access

    /// Reads without blocking on a writer (for files). `body` must not write.
    @discardableResult
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        guard let reader else { return try write(body) }
        readLock.lock()
        defer { readLock.unlock() }
        return try body(reader)
    }

    /// A long read (one snapshot, in a transaction) on a connection of its own, so that neither the UI's
    /// reads nor writes wait for it. `body` must not write.
    @discardableResult
    public func readAside<T>(_ body: (Connection) throws -> T) throws -> T {
        guard let asideReader else { return try write(body) }
        asideLock.lock()
        defer { asideLock.unlock() }
        return try asideReader.transaction(immediate: false) { try body(asideReader) }
    }

    /// Runs `body` in one transaction on the writer and tells observers which tables changed.
    @discardableResult
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        let (result, changed): (T, Set<String>)
        writeLock.lock()
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            result = try writer.transaction { try body(writer) }
            changed = writer.takeChangedTables()
            noteBusy(since: started)
            writeLock.unlock()
        } catch {
            _ = writer.takeChangedTables()
            noteBusy(since: started)
            writeLock.unlock()
            throw error
        }
        if !changed.isEmpty { observers.notify(changed) }
        return result
    }

    /// Runs `body` as `write` does, on a queue of the store's own, while the calling task is suspended:
    /// it never holds a thread of Swift's cooperative pool (as many as cores) waiting for another write.
    /// With pages decoded on the pool and stored by one writer, a blocked pool thread was a thread not
    /// decoding; bulk loads write this way.
    public func writeSuspending<T: Sendable>(_ body: @escaping @Sendable (Connection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            writeQueue.async {
                continuation.resume(with: Result { try self.write(body) })
            }
        }
    }

    /// Runs `body`, a bulk load (many writes that the user waits for as a whole: a preload), with no commit
    /// copying the pages it writes into the file; when the last bulk load running ends, one checkpoint on
    /// a connection of its own copies them while the app goes on (`CheckpointAside`). Readers find the
    /// pages in the WAL meanwhile. Loads may nest or overlap.
    public func bulkLoad<T>(_ body: () async throws -> T) async rethrows -> T {
        guard let checkpoints else { return try await body() }
        writeLock.withLock { checkpoints.beginBulkLoad() }
        defer { if writeLock.withLock({ checkpoints.endBulkLoad() }) { checkpoints.request() } }
        return try await body()
    }

    /// At a quit: waits, up to `seconds`, for every database of the process to copy the pages its bulk
    /// loads left in the WAL into the file and to cut the WAL file to nothing. False when one did not
    /// finish by then: its pages stay in the WAL, which the next open copies (`init(path:)`).
    @discardableResult
    public static func finishCheckpoints(waitingUpTo seconds: Double) -> Bool {
        CheckpointAside.finishAll(by: .now() + seconds)
    }

    /// How long writes have held the store's one writer since it opened. Beside a load's wall time it says
    /// how much of the load waited on the writer, which no number of cores shortens (the benchmark's figure).
    public var writerBusySeconds: Double { busyLock.withLock { Double(writerBusyNanoseconds) / 1e9 } }

    private func noteBusy(since started: UInt64) {
        let elapsed = DispatchTime.now().uptimeNanoseconds &- started
        busyLock.withLock { writerBusyNanoseconds &+= elapsed }
    }

    /// Runs statements that cannot run in a transaction (VACUUM, some PRAGMAs) on the writer.
    @discardableResult
    public func withoutTransaction<T>(_ body: (Connection) throws -> T) throws -> T {
        writeLock.lock()
        defer { writeLock.unlock() }
        return try body(writer)
    }

    // MARK: Migrations

    /// Applies, in order, each migration whose version is above the database's `user_version`.
    public func migrate(_ migrations: [Migration]) throws {
        let sorted = migrations.sorted { $0.version < $1.version }
        let current = try write { Int(try $0.scalar("PRAGMA user_version").int64 ?? 0) }
        if let newest = sorted.last?.version, current > newest {
            throw StoreError(kind: .misuse, code: SQLITE_ERROR,
                             message: "the database has schema version \(current), newer than this program knows (\(newest))")
        }
        for migration in sorted where migration.version > current {
            try write { c in
                try c.execute(migration.sql)
                try c.execute("PRAGMA user_version = \(migration.version)")
                c.noteChanged(migration.tablesTouched)
            }
        }
    }

    public var schemaVersion: Int {
        (try? read { Int(try $0.scalar("PRAGMA user_version").int64 ?? 0) }) ?? 0
    }

    // MARK: Change notifications

    /// Tells this process's observers that `tables` changed: another process wrote them (SQLite tells
    /// only the connection that wrote). Runs an empty write transaction.
    public func noteChangedElsewhere(_ tables: Set<String>) throws {
        try write { $0.noteChanged(Set(tables.map { $0.lowercased() })) }
    }

    /// Calls `handler` on `queue` with the changed table names (lower case) after each committed write
    /// that touched any of `tables` (all tables when empty). Keep the token: the observation ends
    /// when it is cancelled or released.

    public func observe(tables: Set<String> = [], queue: DispatchQueue = .main,
                        _ handler: @escaping @Sendable (Set<String>) -> Void) -> ObservationToken {
        observers.add(tables: Set(tables.map { $0.lowercased() }), queue: queue, handler: handler)
    }
}

/// A schema change, applied once, in version order.
public struct Migration: Sendable {
    public let version: Int
    public let name: String
    public let sql: String
    public let tablesTouched: Set<String>

    public init(version: Int, name: String, sql: String, tablesTouched: Set<String> = []) {
        self.version = version
        self.name = name
        self.sql = sql
        self.tablesTouched = tablesTouched
    }
}
