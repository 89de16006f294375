import CSQLite3

/// The current result row of a statement, read in place: numbers as they are stored and text as its
/// bytes, without a `Row`, an array of values or a `String` per value. For readers that turn many rows
/// straight into something else (the simulator writes them as JSON). Valid only inside the call that
/// hands it over: the bytes of a text belong to SQLite until the next step.
public struct RowInPlace: ~Copyable {
    public enum Kind: Sendable, Equatable { case integer, real, text, blob, null }

    let handle: OpaquePointer

    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    public func kind(_ column: Int) -> Kind {
        switch sqlite3_column_type(handle, Int32(column)) {
        case SQLITE_INTEGER: return .integer
        case SQLITE_FLOAT: return .real
        case SQLITE_TEXT: return .text
        case SQLITE_BLOB: return .blob
        default: return .null
        }
    }

    public func int64(_ column: Int) -> Int64 { sqlite3_column_int64(handle, Int32(column)) }
    public func double(_ column: Int) -> Double { sqlite3_column_double(handle, Int32(column)) }

    /// The column's text as UTF-8 bytes (a number is given as its text, NULL as no bytes).
    public func withText<T>(_ column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let pointer = sqlite3_column_text(handle, Int32(column))
        let count = Int(sqlite3_column_bytes(handle, Int32(column)))
        return try body(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
    }

    /// The column as a `SQLValue`, as `Row` holds it.
    public func value(_ column: Int) -> SQLValue {
        switch kind(column) {
        case .integer: return .integer(int64(column))
        case .real: return .real(double(column))
        case .text: return .text(withText(column) { String(decoding: $0, as: UTF8.self) })
        case .blob:
            let n = Int(sqlite3_column_bytes(handle, Int32(column)))
            guard n > 0, let p = sqlite3_column_blob(handle, Int32(column)) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: p, count: n)))
        case .null: return .null
        }
    }
}

extension Connection {
    /// Calls `body` with each result row of a read, in place (`RowInPlace`).
    public func forEachInPlace(_ sql: String, _ params: [SQLValue] = [], _ body: (borrowing RowInPlace) throws -> Void) throws {
        let stmt = try prepare(sql)
        try stmt.bind(params)
        defer { stmt.finish() }
        while try stmt.step() { try body(RowInPlace(handle: stmt.handle)) }
    }
}
