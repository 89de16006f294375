@testable import AISSimulator
import Foundation
import Store
import Testing

/// Migration 4 (contract §4.2): a kept database (`--db`) of schema 3 gains the lines' accounts (blank on its
/// lines) and the budget tables (empty), and ends up like a new database.
@Suite struct BudgetMigrationTests {
    /// A schema-3 database as the simulator kept it: an order awaiting DEMO with two lines, its header, the
    /// originator's and the awaiting F4209 rows, a user, and the indexes of schema 3.
    static func thirdSchema(_ database: Database) throws {
        try database.migrate(Schema.migrations.filter { $0.version <= 3 })
        try database.write { c in
            let row = """
                INSERT INTO F4209 (DOCO, DCTO, KCOO, SFXO, RPER, ASTS, ARTG, AN8, TRDJ, RDJ, RDT, RDB)
                VALUES (1, 'OP', '00200', '000', ?, ?, 'MONEY', 4301, '2026-10-01', '2026-10-01', 80000, 'BUYER1')
                """
            try c.run(row, 4301, " O")
            try c.run(row, 4242, "2N")
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, TRDJ, ORBY, UPMJ, TDAY)
                VALUES (1, 'OP', '00200', '000', '2026-10-01', 'BUYER1', '2026-10-01', 80000)
                """)
            for (line, type) in [(1, "S"), (2, "N")] {
                try c.run("""
                    INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LNTY, MCU, AEXP, LTTR, NXTR, UPMJ, TDAY)
                    VALUES (1, 'OP', '00200', '000', ?, ?, '         M30', 120.5, '220', '230', '2026-10-01', 80000)
                    """, Double(line), type)
            }
            try c.run("""
                INSERT INTO SIM_USER (USERNAME, AN8, PASSWORD_SALT, PASSWORD_HASH, PASSWORD_ITERATIONS, DATE_FORMAT, DECIMAL_FORMAT,
                                      APPROVAL_LIMIT, ENVIRONMENT, ROLE, TIME_ZONE)
                VALUES ('DEMO', 4242, x'00', x'00', 1, 'MM/dd/yyyy', '.', 25000, 'JDV920', '*ALL', 'UTC')
                """)
            try c.execute(Schema.jdeIndexStatements.split(separator: "\n")
                .filter { statement in ["F0901", "F0902", "F0010", "F0008"].allSatisfy { !statement.contains("\"\($0)\"") } }
                .joined(separator: "\n") + "\nANALYZE;")
        }
    }

    @Test func aSchemaThreeDatabaseEndsLikeANewOne() throws {
        // Given a kept database of schema 3, and a new one
        let kept = try Database()
        try Self.thirdSchema(kept)
        let new = try Database()
        try new.migrate(Schema.migrations)
        try new.write { try $0.execute(Schema.jdeIndexStatements) }
        // When the kept one is migrated and opened as the simulator opens it (its indexes built)
        try kept.migrate(Schema.migrations)
        try kept.write { try $0.execute(Schema.jdeIndexStatements) }
        // Then both have the same columns and indexes, the budget tables' keys among them
        let sut = try SchemaMigrationTests.shape(of: kept)
        #expect(sut == (try SchemaMigrationTests.shape(of: new)))
        #expect(sut.contains("index F0902_key on F0902: AID, CTRY, FY, FQ, LT, SBL, SBLT, CRCD"))
        #expect(sut.contains("index F0008_key on F0008: DTPN, DFYJ"))
        #expect(kept.schemaVersion == 4)
    }

    @Test func theKeptLinesHaveNoAccountAndTheBudgetTablesAreEmpty() throws {
        // Given a kept database of schema 3
        let database = try Database()
        try Self.thirdSchema(database)
        // When it is migrated
        try database.migrate(Schema.migrations)
        // Then its lines are as they were, with blank accounts, and the budget tables have no rows
        let lines = try database.read { try $0.query("SELECT LNTY, AEXP, AID, OMCU, OBJ, SUB FROM F4311 ORDER BY LNID").map(\.values) }
        #expect(lines == [[.text("S"), .real(120.5), .text(""), .text(""), .text(""), .text("")],
                          [.text("N"), .real(120.5), .text(""), .text(""), .text(""), .text("")]])
        for table in ["F0901", "F0902", "F0010", "F0008"] {
            #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM \(table)").int } == 0, "\(table)")
        }
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM F4209").int } == 2)
    }

    @Test func theSimulatorOpensAKeptSchemaThreeFile() throws {
        // Given a schema-3 database file
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sim-\(UUID().uuidString).db").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try Self.thirdSchema(try Database(path: path))
        // When the simulator starts on it
        let sut = try SimulatorServer(configuration: SimulatorConfiguration(orders: 5, databasePath: path))
        // Then it reused the data, migrated to schema 4, and built the budget tables' indexes
        #expect(sut.demoData.reused)
        let (version, indexed) = try sut.inspect { c in
            (try c.scalar("PRAGMA user_version").int, try c.query("PRAGMA index_info(\"F0902_key\")").compactMap { $0.string("name") })
        }
        #expect(version == 4)
        #expect(indexed == TableCatalog.balances.keyColumns)
        #expect(try sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4311 WHERE AID = ''").int } == 2)
    }
}
