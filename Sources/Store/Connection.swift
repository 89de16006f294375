import CSQLite3

/// One SQLite connection with a prepared-statement cache. Not thread-safe by itself: `Database` hands it
/// out under a lock.
public final class Connection {
    let handle: OpaquePointer
    public let path: String
    private var cache: [String: Statement] = [:]
    /// Statements in the cache, least recently used first; the cache keeps at most `cacheLimit`.
    private var cacheOrder: [String] = []
    let cacheLimit = 64
    /// Tables written since the last `takeChangedTables()`.
    private var changedTables: Set<String> = []

    /// SQLite without its memory statistics (a global mutex taken around every allocation, 3 % of a
    /// preload's CPU), set before the first connection opens.
    private static let configured: Void = { _ = signoff_sqlite3_disable_memory_statistics() }()

    init(path: String, flags: Int32) throws {
        _ = Self.configured
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw StoreError(kind: rc == SQLITE_NOTADB || rc == SQLITE_CORRUPT ? .corrupt : .cannotOpen,
                             code: rc, message: message)
        }
        self.handle = db
        self.path = path
        sqlite3_extended_result_codes(db, 0)
    }

    deinit {
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: Statements

    /// A cached prepared statement for `sql`.
    public func prepare(_ sql: String) throws -> Statement {
        if let cached = cache[sql] {
            if cacheOrder.last != sql, let i = cacheOrder.lastIndex(of: sql) {
                cacheOrder.remove(at: i)
                cacheOrder.append(sql)
            }
            return cached
        }
        let recorder = WriteRecorder()
        let box = Unmanaged.passRetained(recorder)
        defer { box.release() }
        sqlite3_set_authorizer(handle, { userData, action, table, _, _, _ in
            guard let userData, let table else { return SQLITE_OK }
            switch action {
            case SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
                let name = String(cString: table)
                if !name.hasPrefix("sqlite_") {
                    Unmanaged<WriteRecorder>.fromOpaque(userData).takeUnretainedValue().tables.insert(name.lowercased())
                }
            default: break
            }
            return SQLITE_OK
        }, box.toOpaque())
        defer { sqlite3_set_authorizer(handle, nil, nil) }

        var stmt: OpaquePointer?
        let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &stmt, nil)
        guard rc == SQLITE_OK, let stmt else { throw error(rc, sql: sql) }
        let statement = Statement(handle: stmt, connection: self, sql: sql, writesTables: recorder.tables)
        cache[sql] = statement
        cacheOrder.append(sql)
        if cacheOrder.count > cacheLimit { cache[cacheOrder.removeFirst()] = nil }
        return statement
    }

    /// Runs one statement; returns the number of rows it changed.
    @discardableResult
    public func run(_ sql: String, _ params: [SQLValue] = []) throws -> Int {
        let stmt = try prepare(sql)
        try stmt.bind(params)
        defer { stmt.finish() }
        while try stmt.step() {}
        let changed = Int(sqlite3_changes(handle))
        if changed > 0 { changedTables.formUnion(stmt.writesTables) }
        return changed
    }

    /// Runs one statement once for each row of parameters, prepared once (a page of a bulk load): no
    /// cache lookup of the statement's text per row. Returns the number of rows changed.
    @discardableResult
    public func runEach<S: Sequence>(_ sql: String, _ rows: S) throws -> Int where S.Element == [SQLValue] {
        let stmt = try prepare(sql)
        defer { stmt.finish() }
        var changed = 0
        for params in rows {
            try stmt.bind(params)
            while try stmt.step() {}
            changed += Int(sqlite3_changes(handle))
        }
        if changed > 0 { changedTables.formUnion(stmt.writesTables) }
        return changed
    }

    /// Runs `sql` once for each item that `bind` sets the parameters of; an item for which `bind` answers
    /// false is skipped. Prepared once, as `runEach(_:_:)`. Returns the number of rows changed.
    @discardableResult
    public func runEach<S: Sequence>(_ sql: String, _ items: S,
                                     bind: (S.Element, borrowing ParameterBinder) throws -> Bool) throws -> Int {
        let stmt = try prepare(sql)
        defer { stmt.finish() }
        let binder = ParameterBinder(statement: stmt)
        var changed = 0
        for item in items {
            stmt.beginBinding()
            guard try bind(item, binder) else { continue }
            while try stmt.step() {}
            changed += Int(sqlite3_changes(handle))
        }
        if changed > 0 { changedTables.formUnion(stmt.writesTables) }
        return changed
    }

    @discardableResult
    public func run(_ sql: String, _ params: SQLBindable...) throws -> Int {
        try run(sql, params.map(\.sqlValue))
    }

    /// Calls `body` for each result row, without collecting them.
    public func forEach(_ sql: String, _ params: [SQLValue] = [], _ body: (Row) throws -> Void) throws {
        let stmt = try prepare(sql)
        try stmt.bind(params)
        defer { stmt.finish() }
        while try stmt.step() { try body(stmt.currentRow()) }
        if !stmt.writesTables.isEmpty, sqlite3_changes(handle) > 0 { changedTables.formUnion(stmt.writesTables) }
    }

    public func query(_ sql: String, _ params: [SQLValue] = []) throws -> [Row] {
        var rows: [Row] = []
        try forEach(sql, params) { rows.append($0) }
        return rows
    }

    public func query(_ sql: String, _ params: SQLBindable...) throws -> [Row] {
        try query(sql, params.map(\.sqlValue))
    }

    public func first(_ sql: String, _ params: [SQLValue] = []) throws -> Row? {
        let stmt = try prepare(sql)
        try stmt.bind(params)
        defer { stmt.finish() }
        return try stmt.step() ? stmt.currentRow() : nil
    }

    public func first(_ sql: String, _ params: SQLBindable...) throws -> Row? {
        try first(sql, params.map(\.sqlValue))
    }

    /// The first column of every row as integers (NULL as 0), read without building rows: for reads of
    /// many thousands of ids.
    public func integers(_ sql: String, _ params: [SQLValue] = []) throws -> [Int64] {
        let stmt = try prepare(sql)
        try stmt.bind(params)
        defer { stmt.finish() }
        var values: [Int64] = []
        while try stmt.step() { values.append(sqlite3_column_int64(stmt.handle, 0)) }
        return values
    }

    /// The first column of the first row.
    public func scalar(_ sql: String, _ params: [SQLValue] = []) throws -> SQLValue {
        try first(sql, params)?[0] ?? .null
    }

    public func scalar(_ sql: String, _ params: SQLBindable...) throws -> SQLValue {
        try scalar(sql, params.map(\.sqlValue))
    }

    /// Runs several `;`-separated statements without parameters (schema scripts). Not cached.
    public func execute(_ script: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, script, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(errorMessage)
            throw StoreError(kind: Self.kind(of: rc), code: rc, message: message, sql: script)
        }
    }

    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
    var cachedStatementCount: Int { cache.count }
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: Transactions

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    /// Nested calls join the outer transaction.
    @discardableResult
    public func transaction<T>(immediate: Bool = true, _ body: () throws -> T) throws -> T {
        if isInTransaction { return try body() }
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    func noteChanged(_ tables: Set<String>) { changedTables.formUnion(tables) }

    func takeChangedTables() -> Set<String> {
        defer { changedTables.removeAll() }
        return changedTables
    }

    // MARK: Errors

    func error(_ rc: Int32, sql: String? = nil) -> StoreError {
        StoreError(kind: Self.kind(of: rc), code: rc, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    static func kind(of rc: Int32) -> StoreError.Kind {
        switch rc & 0xFF {
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: return .cannotOpen
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy
        case SQLITE_CONSTRAINT: return .constraint
        case SQLITE_READONLY: return .readOnly
        case SQLITE_FULL: return .full
        case SQLITE_MISUSE, SQLITE_ERROR, SQLITE_RANGE: return .misuse
        default: return .other(rc)
        }
    }
}

private final class WriteRecorder {
    var tables: Set<String> = []
}
