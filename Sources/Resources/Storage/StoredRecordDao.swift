import Store

/// The statements of every `StoredRecord`'s table: one row per record, written by primary key, emptied
/// and counted whole. The text is built from the record's table and columns.
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
