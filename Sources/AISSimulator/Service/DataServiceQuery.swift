import Store

/// The SQL of one BROWSE: the columns asked for, the compiled conditions, the order, and a page window.
/// Re-run with another offset for each next page.
struct DataServiceQuery: Sendable {
    let table: TableSpec
    let columns: [ColumnSpec]
    let sql: String
    let parameters: [SQLValue]

    init(_ request: DataServiceRequest, compiler: ConditionCompiler) throws(ServiceError) {
        let compiled = try compiler.compile(request.conditions, matchAny: request.matchAny)
        let selected = request.columns.map { "\"\($0.alias)\"" }.joined(separator: ", ")
        var sql = "SELECT \(selected) FROM \(request.table.quotedName)"
        if !compiled.sql.isEmpty { sql += " WHERE \(compiled.sql)" }
        // Without an order, the table's key; rowid last, in the direction of the last sort, makes the
        // order total (pages neither repeat nor skip rows) and lets SQLite walk an index.
        let sorts = request.sorts.isEmpty
            ? request.table.keyColumns.compactMap { request.table.column($0) }.map { DataServiceRequest.Sort(column: $0, descending: false) }
            : request.sorts
        let terms = sorts.map { "\"\($0.column.alias)\" \($0.descending ? "DESC" : "ASC")" }
            + ["rowid \(sorts.last?.descending == true ? "DESC" : "ASC")"]
        sql += " ORDER BY " + terms.joined(separator: ", ") + " LIMIT ? OFFSET ?"
        self.table = request.table
        self.columns = request.columns
        self.sql = sql
        self.parameters = compiled.parameters
    }

    /// Up to `limit` rows from `offset`, each the values of `columns` in order.
    func rows(in connection: Connection, offset: Int, limit: Int) throws -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        rows.reserveCapacity(min(limit, 1_024))
        try connection.forEach(sql, parameters + [.integer(Int64(limit)), .integer(Int64(offset))]) { rows.append($0.values) }
        return rows
    }
}
