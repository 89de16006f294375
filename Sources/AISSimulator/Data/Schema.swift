import Store

/// The simulator's database schema: the JDE tables of the catalog, and the simulator's own tables
/// (prefixed `SIM_`, never reachable through the data service).
enum Schema {
    static var migrations: [Migration] {
        [
            Migration(version: 1, name: "JDE tables and simulator tables", sql: jdeTables + simulatorTables),
            // A kept database (`--db`) of schema 1 gets the change stamps from the dates it has.
            Migration(version: 2, name: "UPMJ and TDAY: when a row last changed", sql: addedColumns(in: 2) + """
                UPDATE F4209 SET UPMJ = CASE WHEN TRIM(RDJ) <> '' THEN RDJ ELSE TRDJ END;
                UPDATE F4301 SET UPMJ = TRDJ;

                """),
        ]
    }

    private static func definition(_ column: ColumnSpec) -> String {
        "\"\(column.alias)\" \(column.sqlType) NOT NULL DEFAULT \(column.isNumber ? "0" : "''")"
    }

    /// The JDE tables as schema 1 made them; a later column is added by its own migration, so that a kept
    /// database file and a new one end up alike.
    private static var jdeTables: String {
        TableCatalog.all.map { table in
            let columns = table.columns.filter { $0.addedIn == 1 }.map(definition).joined(separator: ", ")
            return "CREATE TABLE \(table.quotedName) (\(columns));\n"
        }.joined()
    }

    private static func addedColumns(in version: Int) -> String {
        TableCatalog.all.flatMap { table in
            table.columns.filter { $0.addedIn == version }.map { "ALTER TABLE \(table.quotedName) ADD COLUMN \(definition($0));\n" }
        }.joined()
    }

    /// Indexes are built after the bulk load of demo data: inserting into indexed tables is slower.
    static var jdeIndexes: String {
        TableCatalog.all.flatMap { table -> [String] in
            let key = table.keyColumns.map { "\"\($0)\"" }.joined(separator: ", ")
            var statements = ["CREATE INDEX IF NOT EXISTS \"\(table.name)_key\" ON \(table.quotedName) (\(key));"]
            for (i, index) in table.indexes.enumerated() where index != table.keyColumns {
                let columns = index.map { "\"\($0)\"" }.joined(separator: ", ")
                statements.append("CREATE INDEX IF NOT EXISTS \"\(table.name)_\(i + 1)\" ON \(table.quotedName) (\(columns));")
            }
            return statements
        }.joined(separator: "\n") + "\nANALYZE;"
    }

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
