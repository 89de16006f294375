import CSQLite3

/// A prepared statement. Owned by one `Connection` and used only while its lock is held.
public final class Statement {
    let handle: OpaquePointer
    unowned let connection: Connection
    public let sql: String
    /// The tables this statement writes (from the authorizer at prepare time), for change notifications.
    let writesTables: Set<String>
    private var columnNames: ColumnNames?
    /// The text parameters' bytes, one after another, which SQLite reads in place: copying each value into
    /// a buffer of SQLite's own (SQLITE_TRANSIENT) was a malloc and a free per value, a tenth of a preload.
    /// Kept until the next bind (which resets the statement first) or the statement's end.
    private var texts: UnsafeMutablePointer<UInt8>
    private var textsCapacity = 256
    /// Bytes of `texts` holding this run's parameters.
    private var textsFilled = 0
    /// Buffers outgrown during a run (`bindTextCopy`), whose bytes SQLite still reads until the next run.
    private var retiredTexts: [UnsafeMutablePointer<UInt8>] = []

    init(handle: OpaquePointer, connection: Connection, sql: String, writesTables: Set<String>) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
        self.writesTables = writesTables
        texts = .allocate(capacity: textsCapacity)
    }

    deinit {
        sqlite3_finalize(handle)
        texts.deallocate()
        for buffer in retiredTexts { buffer.deallocate() }
    }

    public var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    var columns: ColumnNames {
        if let columnNames { return columnNames }
        let count = Int(sqlite3_column_count(handle))
        let names = (0..<count).map { String(cString: sqlite3_column_name(handle, Int32($0))) }
        let made = ColumnNames(names)
        columnNames = made
        return made
    }

    /// Binds every parameter anew (the count must match), so the old bindings need no clearing first:
    /// `sqlite3_clear_bindings` was 3.5 % of the client's CPU in a preload of 100,000 orders.
    func bind(_ params: [SQLValue]) throws {
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == params.count else {
            throw StoreError(kind: .misuse, code: SQLITE_MISUSE,
                             message: "\(params.count) parameters given, \(expected) expected", sql: sql)
        }
        beginBinding()
        var textBytes = 0
        for case .text(let v) in params { textBytes += v.utf8.count }
        makeRoom(forText: textBytes)
        for (i, value) in params.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(handle, index)
            case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
            case .real(let v): rc = sqlite3_bind_double(handle, index, v)
            case .text(var v): rc = v.withUTF8 { bindTextCopy(index, $0) }
            case .blob(let v):
                rc = v.withUnsafeBytes { buf in
                    signoff_sqlite3_bind_blob(handle, index, buf.baseAddress, Int32(buf.count))
                }
            }
            guard rc == SQLITE_OK else { throw connection.error(rc, sql: sql) }
        }
    }

    /// Starts a run's bindings: the statement reset, its text buffer free again.
    func beginBinding() {
        sqlite3_reset(handle)
        textsFilled = 0
        for buffer in retiredTexts { buffer.deallocate() }
        retiredTexts.removeAll(keepingCapacity: true)
    }

    /// Binds text copied after this run's other texts in `texts`; an empty text still gets a non-nil
    /// pointer, so it binds as '' and not as NULL.
    func bindTextCopy(_ index: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        makeRoom(forText: bytes.count)
        let start = texts + textsFilled
        if let base = bytes.baseAddress, !bytes.isEmpty { start.update(from: base, count: bytes.count) }
        textsFilled += bytes.count
        return start.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) {
            signoff_sqlite3_bind_text_in_place(handle, index, $0, Int32(bytes.count))
        }
    }

    /// Makes `texts` hold `count` more bytes (and one, so that an empty text has a byte to point at). A
    /// buffer outgrown during a run is kept until the next, since SQLite reads the texts bound from it.
    private func makeRoom(forText count: Int) {
        guard textsFilled + count >= textsCapacity else { return }
        textsCapacity = max(textsFilled + count + 1, textsCapacity * 2)
        if textsFilled > 0 {
            retiredTexts.append(texts)
        } else {
            texts.deallocate()
        }
        texts = .allocate(capacity: textsCapacity)
    }

    /// Steps once; true when a row is ready.
    func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw connection.error(rc, sql: sql)
        }
    }

    func currentRow() -> Row {
        let names = columns
        var values: [SQLValue] = []
        values.reserveCapacity(names.names.count)
        for i in 0..<Int32(names.names.count) { values.append(value(at: i)) }
        return Row(columns: names, values: values)
    }

    func value(at i: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, i) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, i))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, i))
        case SQLITE_TEXT:
            guard let p = sqlite3_column_text(handle, i) else { return .text("") }
            let n = Int(sqlite3_column_bytes(handle, i))
            return .text(String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self))
        case SQLITE_BLOB:
            let n = Int(sqlite3_column_bytes(handle, i))
            guard n > 0, let p = sqlite3_column_blob(handle, i) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: p, count: n)))
        default: return .null
        }
    }

    func finish() { sqlite3_reset(handle) }
}
