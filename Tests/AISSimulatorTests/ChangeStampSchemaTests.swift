@testable import AISSimulator
import Store
import Testing

/// The change stamps in the schema: `RDJ`/`RDT`/`RDB` of every F4209 row and `UPMJ`/`TDAY` of headers and
/// lines, filled by the demo generator; and schema 2's stamps from the dates of a kept schema-1 database.
@Suite struct ChangeStampSchemaTests {
    static func generated(orders: Int = 40, seed: Int = 3) throws -> Database {
        let database = try Database()
        try database.migrate(Schema.migrations)
        var generator = DemoDataGenerator(orders: orders, seed: seed)
        generator.passwordIterations = 16
        _ = try generator.generate(into: database)
        return database
    }

    @Test func everyDemoHeldOrderRowCarriesItsLastWrite() throws {
        // Given generated demo data
        let database = try Self.generated()
        // When its F4209 rows are read with their order's date
        let sut = try database.read { c in
            try c.query("""
                SELECT F.RDJ, F.RDT, F.RDB, F.TRDJ, F.ASTS, F.MCU, F.ATY, H.TRDJ AS ORDERED FROM F4209 F
                JOIN F4301 H USING (DOCO, DCTO, KCOO, SFXO)
                """)
        }
        // Then every row was added on or after its order date and written since, by the demo's last day,
        // at a real time of day, by someone; MCU and ATY are blank
        #expect(sut.count > 80)
        let lastDay = DemoDataGenerator.referenceDay.adding(days: 3).iso
        for row in sut {
            let added = row.string("TRDJ") ?? "", written = row.string("RDJ") ?? "", time = row.int("RDT") ?? -1
            #expect(added >= (row.string("ORDERED") ?? "~") && added <= written && written <= lastDay)
            #expect(time > 0 && time / 10_000 < 24 && time / 100 % 100 < 60 && time % 100 < 60)
            #expect(row.string("RDB")?.isEmpty == false)
            #expect(row.string("MCU") == "" && row.string("ATY") == "")
        }
        // And a decided row was written by its approver
        let decidedByAnother = try database.read { try $0.scalar("""
            SELECT COUNT(*) FROM F4209 F JOIN SIM_USER U ON U.AN8 = F.RPER
            WHERE SUBSTR(F.ASTS, 2) IN ('A', 'R') AND F.RDB <> U.USERNAME
            """).int }
        #expect(decidedByAnother == 0)
    }

    @Test func everyDemoOrderHasItsOriginatorsRowAndAHeaderStampedWithItsLastStep() throws {
        let database = try Self.generated()
        // When the orders are compared with their F4209 rows
        let (orders, originatorRows, mismatched, unstampedLines) = try database.read { c in
            (try c.scalar("SELECT COUNT(*) FROM F4301").int,
             try c.scalar("""
                SELECT COUNT(*) FROM F4209 F JOIN F4301 H USING (DOCO, DCTO, KCOO, SFXO)
                WHERE F.ASTS = ' O' AND F.RPER = F.AN8 AND F.RDB = H.ORBY
                """).int,
             try c.scalar("""
                SELECT COUNT(*) FROM F4209 F JOIN F4301 H USING (DOCO, DCTO, KCOO, SFXO)
                WHERE F.ASTS IN ('1N', '2N') AND (F.RDJ <> H.UPMJ OR F.RDT <> H.TDAY)
                """).int,
             try c.scalar("""
                SELECT COUNT(*) FROM F4311 WHERE UPMJ = '' OR TDAY = 0 OR (STTS <> '' AND NOT (LTTR = '980' AND NXTR = '999'))
                """).int)
        }
        // Then each order has one originator's row, written by whoever ordered it (a buyer, or DEMO for the
        // orders DEMO raised), the header changed when its awaiting row was written, and every line carries a
        // stamp and no approval status but for a line rejected alone (980/999: one of an order DEMO raised)
        #expect(originatorRows == orders)
        #expect(mismatched == 0)
        #expect(unstampedLines == 0)
    }

    @Test func aKeptDatabaseOfTheFirstSchemaGetsItsStampsFromItsDates() throws {
        // Given a database of schema 1 with a decided row, an awaiting row and a header
        let database = try Database()
        try database.migrate(Schema.migrations.filter { $0.version == 1 })
        try database.write { c in
            try c.run("INSERT INTO F4209 (DOCO, ASTS, TRDJ, RDJ, TDAY) VALUES (1, '1A', '2026-10-01', '2026-10-03', 91500)")
            try c.run("INSERT INTO F4209 (DOCO, ASTS, TRDJ, RDJ, TDAY) VALUES (1, '2N', '2026-10-01', '', 0)")
            try c.run("INSERT INTO F4301 (DOCO, TRDJ) VALUES (1, '2026-10-01')")
        }
        // When migration 2 runs
        try database.migrate(Schema.migrations.filter { $0.version <= 2 })
        // Then a decided row changed on its decision day, the others on their order day, and TDAY is kept
        let held = try database.read { try $0.query("SELECT UPMJ, TDAY FROM F4209 ORDER BY rowid").map(\.values) }
        let header = try database.read { try $0.query("SELECT UPMJ, TDAY FROM F4301").map(\.values) }
        #expect(held == [[.text("2026-10-03"), .integer(91_500)], [.text("2026-10-01"), .integer(0)]])
        #expect(header == [[.text("2026-10-01"), .integer(0)]])
        #expect(database.schemaVersion == 2)
    }
}
