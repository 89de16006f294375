@testable import AISSimulator
import Foundation
import Store
import Testing

/// Migration 3 (contract §4.1): a kept database (`--db`) of schema 2 loses F4209's `UPMJ`, `TDAY` and `RMK`
/// and F40095's `USER`, keeps what they said in the standard columns, and ends up like a new database.
@Suite struct SchemaMigrationTests {
    /// A schema-2 database as the simulator kept it: an order decided by DEMO with a remark and awaiting
    /// KENJI, a line rejected alone through P43081 and an open one, DEMO's default location, a user, and
    /// the indexes of schema 2 that migration 3 must see to (F4209's on `UPMJ`, F40095's on `USER`).
    static func secondSchema(_ database: Database) throws {
        try database.migrate(Schema.migrations.filter { $0.version <= 2 })
        try database.write { c in
            let row = """
                INSERT INTO F4209 (DOCO, DCTO, KCOO, SFXO, RPER, ASTS, ARTG, AN8, MCU, TRDJ, RDJ, RDB, ATY, TDAY, RMK, UPMJ)
                VALUES (1, 'OP', '00200', '000', ?, ?, 'MONEY', 4301, '         M30', '2026-10-01', ?, ?, '2', 91500, ?, '2026-10-03')
                """
            try c.run(row, 4242, "2A", "2026-10-03", "DEMO", "within budget")
            try c.run(row, 4244, "2N", "", "", "")
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, TRDJ, ORBY, UPMJ, TDAY)
                VALUES (1, 'OP', '00200', '000', '2026-10-01', 'BUYER1', '2026-10-03', 91500)
                """)
            try c.run("INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LTTR, NXTR) VALUES (1, 'OP', '00200', '000', 1, '980', '999')")
            try c.run("INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LTTR, NXTR) VALUES (1, 'OP', '00200', '000', 2, '220', '230')")
            try c.run("INSERT INTO F40095 (USER, MCU) VALUES ('DEMO', '         M30')")
            try c.run("""
                INSERT INTO SIM_USER (USERNAME, AN8, PASSWORD_SALT, PASSWORD_HASH, PASSWORD_ITERATIONS, DATE_FORMAT, DECIMAL_FORMAT,
                                      APPROVAL_LIMIT, ENVIRONMENT, ROLE, TIME_ZONE)
                VALUES ('DEMO', 4242, x'00', x'00', 1, 'MM/dd/yyyy', '.', 25000, 'JDV920', '*ALL', 'UTC')
                """)
            try c.execute("""
                CREATE INDEX "F4209_key" ON "F4209" ("DOCO", "DCTO", "KCOO", "SFXO");
                CREATE INDEX "F4209_3" ON "F4209" ("UPMJ");
                CREATE INDEX "F40095_key" ON "F40095" ("USER");
                ANALYZE;
                """)
        }
    }

    /// Every JDE table's columns and every index's columns, as lines to compare.
    static func shape(of database: Database) throws -> [String] {
        try database.read { c in
            var lines: [String] = []
            for table in TableCatalog.all {
                let columns = try c.query("PRAGMA table_info(\(table.quotedName))").map { row in
                    "\(row.string("name") ?? "") \(row.string("type") ?? "") \(row.int("notnull") ?? 0) \(row.string("dflt_value") ?? "")"
                }
                lines.append("\(table.name): " + columns.joined(separator: ", "))
            }
            for index in try c.query("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name") {
                let name = index.string("name") ?? ""
                let columns = try c.query("PRAGMA index_info(\"\(name)\")").compactMap { $0.string("name") }
                lines.append("index \(name) on \(index.string("tbl_name") ?? ""): " + columns.joined(separator: ", "))
            }
            return lines
        }
    }

    @Test func aSchemaTwoDatabaseEndsLikeANewOne() throws {
        // Given a kept database of schema 2, and a new one
        let kept = try Database()
        try Self.secondSchema(kept)
        let new = try Database()
        try new.migrate(Schema.migrations)
        try new.write { try $0.execute(Schema.jdeIndexStatements) }
        // When the kept one is migrated and opened as the simulator opens it (its indexes built)
        try kept.migrate(Schema.migrations)
        try kept.write { try $0.execute(Schema.jdeIndexStatements) }
        // Then both have the same columns and indexes, F4209's third index on RDJ
        let sut = try Self.shape(of: kept)
        #expect(sut == (try Self.shape(of: new)))
        #expect(sut.contains("index F4209_3 on F4209: RDJ"))
        #expect(sut.contains("index F40095_key on F40095: TERM"))
        #expect(kept.schemaVersion == 4)
    }

    @Test func whatTheOldColumnsSaidIsKeptInTheStandardOnes() throws {
        // Given a kept database of schema 2
        let database = try Database()
        try Self.secondSchema(database)
        // When it is migrated
        try database.migrate(Schema.migrations)
        // Then the decided row's time is its RDT, the awaiting row has none, MCU and ATY are blank, and the
        // originator's own row follows, written on the order date by the buyer who ordered
        let held = try database.read {
            try $0.query("SELECT RPER, ASTS, RDJ, RDT, RDB, MCU, ATY, AN8 FROM F4209 ORDER BY rowid").map(\.values)
        }
        #expect(held == [
            [.integer(4242), .text("2A"), .text("2026-10-03"), .integer(91_500), .text("DEMO"), .text(""), .text(""), .integer(4301)],
            [.integer(4244), .text("2N"), .text(""), .integer(0), .text(""), .text(""), .text(""), .integer(4301)],
            [.integer(4301), .text(" O"), .text("2026-10-01"), .integer(0), .text("BUYER1"), .text(""), .text(""), .integer(4301)],
        ])
        // And the remark is the order's F4318 remark, the location is keyed by TERM
        let remarks = try database.read { try $0.query("SELECT DOCO, DCTO, LNID, RMK FROM F4318").map(\.values) }
        #expect(remarks == [[.integer(1), .text("OP"), .real(0), .text("within budget")]])
        #expect(try database.read { try $0.scalar("SELECT MCU FROM F40095 WHERE TERM = 'DEMO'").string } == "         M30")
        // And the line rejected alone is STTS 'R ', the other blank, both stamped with their header's change
        let lines = try database.read { try $0.query("SELECT STTS, UPMJ, TDAY FROM F4311 ORDER BY LNID").map(\.values) }
        #expect(lines == [[.text("R "), .text("2026-10-03"), .integer(91_500)], [.text(""), .text("2026-10-03"), .integer(91_500)]])
    }

    @Test func theSimulatorOpensAKeptSchemaTwoFileAndBuildsTheNewIndex() throws {
        // Given a schema-2 database file
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sim-\(UUID().uuidString).db").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try Self.secondSchema(try Database(path: path))
        // When the simulator starts on it
        let sut = try SimulatorServer(configuration: SimulatorConfiguration(orders: 5, databasePath: path))
        // Then it reused the data, migrated to the latest schema (4), and F4209's third index is on RDJ
        #expect(sut.demoData.reused)
        let (version, indexed) = try sut.inspect { c in
            (try c.scalar("PRAGMA user_version").int, try c.query("PRAGMA index_info(\"F4209_3\")").compactMap { $0.string("name") })
        }
        #expect(version == 4)
        #expect(indexed == ["RDJ"])
        #expect(try sut.inspect { try $0.scalar("SELECT COUNT(*) FROM F4209 WHERE ASTS = ' O'").int } == 1)
    }
}
