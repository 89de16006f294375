import Store

/// The simulator's database schema: the JDE tables of the catalog, and the simulator's own tables
/// (prefixed `SIM_`, never reachable through the data service). A new database and a kept one (`--db`)
/// take the same migrations, so both end up alike; a test holds the result to `TableCatalog`.
enum Schema {
    static var migrations: [Migration] {
        [
            Migration(version: 1, name: "JDE tables and simulator tables", sql: SchemaHistory.firstTables + simulatorTables),
            Migration(version: 2, name: "UPMJ and TDAY: when a row last changed", sql: SchemaHistory.changeStamps),
            Migration(version: 3, name: "only the columns a standard system has", sql: SchemaHistory.standardColumns),
            Migration(version: 4, name: "budget context: the lines' accounts, F0901, F0902, F0010, F0008", sql: SchemaHistory.budgets),
        ]
    }

    /// The indexes of the JDE tables, each created unless it exists. Built after the bulk load of demo data
    /// (inserting into indexed tables is slower), and again when a kept database is opened: a migration may
    /// have dropped one that a column it removed carried.
    static var jdeIndexStatements: String {
        TableCatalog.all.flatMap { table -> [String] in
            let key = table.keyColumns.map { "\"\($0)\"" }.joined(separator: ", ")
            var statements = ["CREATE INDEX IF NOT EXISTS \"\(table.name)_key\" ON \(table.quotedName) (\(key));"]
            for (i, index) in table.indexes.enumerated() where index != table.keyColumns {
                let columns = index.map { "\"\($0)\"" }.joined(separator: ", ")
                statements.append("CREATE INDEX IF NOT EXISTS \"\(table.name)_\(i + 1)\" ON \(table.quotedName) (\(columns));")
            }
            return statements
        }.joined(separator: "\n")
    }

    /// The indexes, and the statistics the query planner reads, after the bulk load of demo data.
    static var jdeIndexes: String { jdeIndexStatements + "\nANALYZE;" }

    private static let simulatorTables = """
        CREATE TABLE SIM_USER (
            USERNAME TEXT PRIMARY KEY, AN8 INTEGER NOT NULL, PASSWORD_SALT BLOB NOT NULL, PASSWORD_HASH BLOB NOT NULL,
            PASSWORD_ITERATIONS INTEGER NOT NULL, DATE_FORMAT TEXT NOT NULL, DECIMAL_FORMAT TEXT NOT NULL,
            APPROVAL_LIMIT REAL NOT NULL, ENVIRONMENT TEXT NOT NULL, ROLE TEXT NOT NULL, TIME_ZONE TEXT NOT NULL);
        CREATE TABLE SIM_ROUTE_STEP (
            ARTG TEXT NOT NULL, STEP INTEGER NOT NULL, AN8 INTEGER NOT NULL, LEVEL INTEGER NOT NULL,
            PRIMARY KEY (ARTG, STEP));
        CREATE TABLE SIM_DECISION (
            ID INTEGER PRIMARY KEY, DOCO INTEGER NOT NULL, DCTO TEXT NOT NULL, KCOO TEXT NOT NULL, SFXO TEXT NOT NULL,
            USERNAME TEXT NOT NULL, ACTION TEXT NOT NULL, APPROVAL_STATUS TEXT NOT NULL, REASON TEXT NOT NULL,
            REMARK TEXT NOT NULL, DECIDED_AT TEXT NOT NULL, SOURCE TEXT NOT NULL);
        CREATE INDEX SIM_DECISION_ORDER ON SIM_DECISION (DOCO, DCTO, KCOO, SFXO);
        CREATE TABLE SIM_MEDIA (
            DOCO INTEGER NOT NULL, DCTO TEXT NOT NULL, KCOO TEXT NOT NULL, SFXO TEXT NOT NULL, SEQUENCE INTEGER NOT NULL,
            ITEM_NAME TEXT NOT NULL, TEXT TEXT NOT NULL, UPDATE_DATE TEXT NOT NULL, UPDATE_USER TEXT NOT NULL,
            PRIMARY KEY (DOCO, DCTO, KCOO, SFXO, SEQUENCE));
        CREATE TABLE SIM_META (NAME TEXT PRIMARY KEY, VALUE TEXT NOT NULL);

        """
}
