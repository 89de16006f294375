import Store

/// The SQL of one BROWSE: the columns asked for, the compiled conditions and the order.
///
/// A result set read page by page is kept as the row ids of its matches, in order, found once when its
/// first page is asked for: each next page then reads its own rows by id, as a database cursor would,
/// instead of running the query again and skipping the rows of every page before it (which made the
/// 200th page of a 100,000-row queue skip 99,500 rows). A row that no longer matches when its page is
/// read (decided, or gone) is left out of that page.
struct DataServiceQuery: Sendable {
    let table: TableSpec
    let columns: [ColumnSpec]
    /// The first `limit` matches (one page, without a result set kept).
    let sql: String
    /// Every match's row id, in order.
    let rowidSQL: String
    /// The matches among a page's row ids (a JSON array), in the array's order.
    let pageSQL: String
    let parameters: [SQLValue]

    init(_ request: DataServiceRequest, compiler: ConditionCompiler) throws(ServiceError) {
        let compiled = try compiler.compile(request.conditions, matchAny: request.matchAny)
        let selected = request.columns.map { "\"\($0.alias)\"" }.joined(separator: ", ")
        let from = " FROM \(request.table.quotedName)"
        let matching = compiled.sql.isEmpty ? "" : " WHERE \(compiled.sql)"
        // Without an order, the table's key; rowid last, in the direction of the last sort, makes the
        // order total (pages neither repeat nor skip rows) and lets SQLite walk an index.
        let sorts = request.sorts.isEmpty
            ? request.table.keyColumns.compactMap { request.table.column($0) }.map { DataServiceRequest.Sort(column: $0, descending: false) }
            : request.sorts
        let terms = sorts.map { "\"\($0.column.alias)\" \($0.descending ? "DESC" : "ASC")" }
            + ["rowid \(sorts.last?.descending == true ? "DESC" : "ASC")"]
        let order = " ORDER BY " + terms.joined(separator: ", ")
        self.table = request.table
        self.columns = request.columns
        self.sql = "SELECT \(selected)\(from)\(matching)\(order) LIMIT ?"
        self.rowidSQL = "SELECT rowid\(from)\(matching)\(order)"
        let qualified = request.columns.map { "t.\"\($0.alias)\"" }.joined(separator: ", ")
        // json_each's own columns (key, value, type...) are renamed so that no alias can meet them. CROSS JOIN
        // keeps the ids the outer loop (SQLite never reorders one), so the rows come in the ids' order without
        // an ORDER BY, which copied every row of every page into a sorter (a tenth of the simulator's CPU).
        self.pageSQL = "SELECT \(qualified) FROM (SELECT value AS page_rowid FROM json_each(?)) AS ids"
            + " CROSS JOIN \(request.table.quotedName) AS t ON t.rowid = ids.page_rowid"
            + (compiled.sql.isEmpty ? "" : " WHERE (\(compiled.sql))")
        self.parameters = compiled.parameters
    }

    /// Writes the first `limit` matches.
    func write(in connection: Connection, limit: Int, into writer: inout RowsetWriter) throws {
        try connection.forEachInPlace(sql, parameters + [.integer(Int64(limit))]) { writer.append($0) }
    }

    /// Every match's row id, in the query's order.
    func rowids(in connection: Connection) throws -> [Int64] {
        try connection.integers(rowidSQL, parameters)
    }

    /// Writes the rows `ids` that still match, in the order of `ids`.
    func write(in connection: Connection, ids: ArraySlice<Int64>, into writer: inout RowsetWriter) throws {
        guard !ids.isEmpty else { return }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try connection.forEachInPlace(pageSQL, [.text(list)] + parameters) { writer.append($0) }
    }
}
