import Store
import Testing
@testable import Resources

/// Every table of the store has its class in `ClientSchema.tables` (what a logout clears, what survives
/// users, what is never dropped), so a table added by a migration cannot go unclassified.
@Suite struct StoreTablesTests {
    @Test func everyTableOfAFreshStoreIsClassifiedAndEveryClassifiedTableExists() throws {
        // Given: a fresh store with every migration
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        // When: its tables are read from sqlite_master
        let found = try db.read { c in
            try c.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").compactMap { $0.string("name") }
        }
        // Then: each is classified, once, and each classified name is a table
        let classified = ClientSchema.tables.map(\.name)
        let unclassified = Set(found).subtracting(classified).sorted()
        let missing = Set(classified).subtracting(found).sorted()
        #expect(unclassified.isEmpty, "tables without a class in ClientSchema.tables: \(unclassified.joined(separator: ", "))")
        #expect(missing.isEmpty, "classified in ClientSchema.tables but not in the store: \(missing.joined(separator: ", "))")
        #expect(Set(classified).count == classified.count, "a table classified twice")
    }

    @Test func aLogoutEmptiesThePerUserTablesOnlyAndTheRestKeepTheirRows() throws {
        // Given: a store with a row in every table (1 in each column; its checks are not what is tested)
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try c.execute("PRAGMA ignore_check_constraints = ON")
            for table in ClientSchema.tables.map(\.name) where try c.scalar("SELECT count(*) FROM \(table)").int == 0 {
                let columns = try c.query("SELECT name FROM pragma_table_info(?)", table).compactMap { $0.string("name") }
                try c.run("INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "1" }.joined(separator: ", ")))")
            }
        }
        // When: the user logs out
        try db.write { try SessionOwnerDao().clearUserData(in: $0) }
        // Then: per-user tables are empty; foundation and local tables keep theirs
        for (table, kind) in ClientSchema.tables {
            let rows = try db.read { try $0.scalar("SELECT count(*) FROM \(table)").int ?? 0 }
            #expect((rows == 0) == (kind == .perUser), "\(table) (\(kind)): \(rows) rows")
        }
    }
}
