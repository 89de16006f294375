import CSQLite3

/// Sets the parameters of one run of a statement, one at a time, from a caller's own data: a bulk load
/// binds each row's values where they are instead of making a `[SQLValue]` per row
/// (`Connection.runEach(_:_:bind:)`). Parameters are numbered from 1, as in SQL; every parameter must be
/// set on every run, since the bindings of the run before are not cleared.
public struct ParameterBinder: ~Copyable {
    let statement: Statement

    public func integer(_ index: Int32, _ value: Int64) throws {
        try check(sqlite3_bind_int64(statement.handle, index, value))
    }

    public func real(_ index: Int32, _ value: Double) throws {
        try check(sqlite3_bind_double(statement.handle, index, value))
    }

    public func null(_ index: Int32) throws {
        try check(sqlite3_bind_null(statement.handle, index))
    }

    /// Text from UTF-8 bytes, copied into the statement's own buffer (SQLite reads it there in place).
    public func text(_ index: Int32, _ bytes: UnsafeBufferPointer<UInt8>) throws {
        try check(statement.bindTextCopy(index, bytes))
    }

    public func text(_ index: Int32, _ value: String) throws {
        var value = value
        try value.withUTF8 { try text(index, $0) }
    }

    public func value(_ index: Int32, _ value: SQLValue) throws {
        switch value {
        case .null: try null(index)
        case .integer(let v): try integer(index, v)
        case .real(let v): try real(index, v)
        case .text(let v): try text(index, v)
        case .blob(let v): try check(v.withUnsafeBytes { signoff_sqlite3_bind_blob(statement.handle, index, $0.baseAddress, Int32($0.count)) })
        }
    }

    private func check(_ rc: Int32) throws {
        guard rc == SQLITE_OK else { throw statement.connection.error(rc, sql: statement.sql) }
    }
}
