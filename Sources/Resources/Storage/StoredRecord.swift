import Store

/// An entity that is kept in one table of the local store, one row each.
public protocol StoredRecord: Sendable {
    static var storeTable: String { get }
    /// The columns `storeValues` fills, in the same order.
    static var storeColumns: [String] { get }
    var storeValues: [SQLValue] { get }
}

extension StoredRecord {
    static var insertSQL: String {
        let marks = Array(repeating: "?", count: storeColumns.count).joined(separator: ", ")
        return "INSERT OR REPLACE INTO \(storeTable) (\(storeColumns.joined(separator: ", "))) VALUES (\(marks))"
    }
}

extension Connection {
    /// Inserts (or replaces by primary key) records with one statement, prepared (or found in the
    /// cache) once for all of them.
    public func insert<R: StoredRecord>(_ records: [R]) throws {
        guard !records.isEmpty else { return }
        try runEach(R.insertSQL, records.lazy.map { $0.storeValues })
    }

    public func deleteAll<R: StoredRecord>(_ type: R.Type) throws {
        try run("DELETE FROM \(R.storeTable)")
    }

    public func count<R: StoredRecord>(_ type: R.Type) throws -> Int {
        try scalar("SELECT count(*) FROM \(R.storeTable)").int ?? 0
    }
}
