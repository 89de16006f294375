@testable import AISSimulator
import Store
import Testing

/// `UPMJ` and `TDAY` in the schema: filled by the demo generator, and by the migration of a kept database.
@Suite struct ChangeStampSchemaTests {
    @Test func theDemoDataCarriesAChangeStampOnEveryOrderRow() throws {
        // Given generated demo data
        let database = try Database()
        try database.migrate(Schema.migrations)
        var generator = DemoDataGenerator(orders: 40, seed: 3)
        generator.passwordIterations = 16
        _ = try generator.generate(into: database)
        // When its stamps are read
        let sut = try database.read { c in
            try c.query("SELECT UPMJ, TDAY, TRDJ, RDJ, ASTS FROM F4209")
                + c.query("SELECT UPMJ, TDAY, TRDJ, '' AS RDJ, '' AS ASTS FROM F4301")
        }
        // Then every row changed on or after its order date, by the demo's last day, at a real time of day
        #expect(sut.count > 80)
        let lastDay = DemoDataGenerator.referenceDay.adding(days: 3).iso
        for row in sut {
            let upmj = row.string("UPMJ") ?? "", time = row.int("TDAY") ?? -1
            #expect(upmj >= (row.string("TRDJ") ?? "~") && upmj <= lastDay)
            #expect(time > 0 && time / 10_000 < 24 && time / 100 % 100 < 60 && time % 100 < 60)
            // And a decided row changed when it was decided
            if row.string("ASTS")?.hasSuffix("A") == true { #expect(upmj == row.string("RDJ")) }
        }
        // And each order's header changed when its awaiting row last did
        let mismatched = try database.read { try $0.scalar("""
            SELECT COUNT(*) FROM F4209 F JOIN F4301 H USING (DOCO, DCTO, KCOO, SFXO)
            WHERE F.ASTS IN ('1N', '2N') AND (F.UPMJ <> H.UPMJ OR F.TDAY <> H.TDAY)
            """).int }
        #expect(mismatched == 0)
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
        // When the later migrations run
        try database.migrate(Schema.migrations)
        // Then a decided row changed on its decision day, the others on their order day, and TDAY is kept
        let held = try database.read { try $0.query("SELECT UPMJ, TDAY FROM F4209 ORDER BY rowid").map(\.values) }
        let header = try database.read { try $0.query("SELECT UPMJ, TDAY FROM F4301").map(\.values) }
        #expect(held == [[.text("2026-10-03"), .integer(91_500)], [.text("2026-10-01"), .integer(0)]])
        #expect(header == [[.text("2026-10-01"), .integer(0)]])
        #expect(database.schemaVersion == 2)
    }
}
