@testable import AISSimulator
import Store
import Testing

@Suite struct DemoDataGeneratorTests {
    private func generated(orders: Int, seed: Int) throws -> (Database, DemoDataGenerator.Summary) {
        let database = try Database()
        try database.migrate(Schema.migrations)
        var sut = DemoDataGenerator(orders: orders, seed: seed)
        sut.passwordIterations = 16
        return (database, try sut.generate(into: database))
    }

    private func dump(_ database: Database, _ sql: String) throws -> [[SQLValue]] {
        try database.read { try $0.query(sql).map(\.values) }
    }

    @Test func theSameSeedGivesTheSameData() throws {
        let (a, _) = try generated(orders: 25, seed: 9)
        let (b, _) = try generated(orders: 25, seed: 9)
        let (c, _) = try generated(orders: 25, seed: 10)
        let sql = "SELECT * FROM F4311 ORDER BY DOCO, LNID"
        #expect(try dump(a, sql) == dump(b, sql))
        #expect(try dump(a, "SELECT * FROM F0101 ORDER BY AN8") == dump(b, "SELECT * FROM F0101 ORDER BY AN8"))
        #expect(try dump(a, sql) != dump(c, sql))
    }

    @Test func theQueueOfDemoHasTheRequestedOrders() throws {
        let (database, summary) = try generated(orders: 50, seed: 1)
        let queue = try database.read { try $0.scalar("SELECT COUNT(*) FROM F4209 WHERE RPER = 4242 AND ASTS IN ('1N', '2N')").int }
        let idle = try database.read { try $0.scalar("SELECT COUNT(*) FROM F4209 WHERE RPER = 4246").int }
        let lineCounts = try database.read { try $0.query("SELECT COUNT(*) AS N FROM F4311 GROUP BY DOCO").compactMap { $0.int("N") } }
        #expect(queue == 50)
        #expect(idle == 0)
        #expect(summary.orders > 50)
        #expect(lineCounts.allSatisfy { (1...25).contains($0) })
        #expect(summary.lines == lineCounts.reduce(0, +))
    }

    @Test func referenceDataIsThere() throws {
        let (database, _) = try generated(orders: 5, seed: 1)
        let reasons = try database.read { try $0.query("SELECT TRIM(KY) AS K FROM F0005 WHERE SY = '43' AND RT = 'RR'").compactMap { $0.string("K") } }
        let types = try dump(database, "SELECT KY FROM F0005 WHERE SY = '00' AND RT = 'DT'")
        let branches = try database.read { try $0.scalar("SELECT COUNT(*) FROM F0006 WHERE STYL = 'BP'").int }
        let suppliers = try database.read { try $0.scalar("SELECT COUNT(*) FROM F0101 WHERE AN8 >= 10001").int }
        let location = try database.read { try $0.scalar("SELECT MCU FROM F40095 WHERE TERM = 'DEMO'").string }
        let cjk = try database.read { try $0.scalar("SELECT COUNT(*) FROM F0101 WHERE ALPH GLOB '*[株公]*'").int }
        #expect(reasons.contains("PR"))
        #expect(reasons.count >= 5)
        #expect(types.contains([.text("        OP")]))
        #expect(branches == 8)
        #expect(suppliers == 600)
        #expect(location == "         M30")
        #expect((cjk ?? 0) > 0)
        #expect(try database.read { try $0.scalar("SELECT COUNT(*) FROM F4101").int } == 2_000)
    }

    @Test func someOrdersCarryRemarksTheSameForTheSameSeed() throws {
        // Given the same seed twice
        let (a, summary) = try generated(orders: 60, seed: 4)
        let (b, _) = try generated(orders: 60, seed: 4)
        // When their remarks are read
        let sql = "SELECT * FROM F4318 ORDER BY DOCO, LNID, rowid"
        let generatedOrders = "DOCO >= \(DemoDataGenerator.firstOrderNumber) AND DOCO < \(DemoDataGenerator.firstPastOrder)"
        let raised = DemoRaisedOrders.orderNumbers
        let (orderLevel, lineLevel, linesFound, history, raisedRemarks, longest) = try a.read { c in
            (try c.scalar("SELECT COUNT(*) FROM F4318 WHERE LNID = 0 AND \(generatedOrders)").int ?? 0,
             try c.scalar("SELECT COUNT(*) FROM F4318 WHERE LNID > 0 AND \(generatedOrders)").int ?? 0,
             try c.scalar("""
                SELECT COUNT(*) FROM F4318 R JOIN F4311 L USING (DOCO, DCTO, KCOO, SFXO, LNID) WHERE R.LNID > 0 AND \(generatedOrders)
                """).int ?? 0,
             try c.scalar("""
                SELECT COUNT(DISTINCT DOCO) FROM F4318
                WHERE DOCO BETWEEN \(DemoHistory.firstOrderNumber) AND \(DemoHistory.firstOrderNumber + DemoHistory.count - 1)
                """).int ?? 0,
             try c.scalar("SELECT COUNT(*) FROM F4318 WHERE DOCO BETWEEN \(raised.lowerBound) AND \(raised.upperBound)").int ?? 0,
             try c.scalar("SELECT MAX(LENGTH(RMK)) FROM F4318").int ?? 0)
        }
        // Then they are the same, some orders carry one at the order's level and some on one of their lines,
        // every history order carries DEMO's, and none is over 30 characters
        #expect(try dump(a, sql) == dump(b, sql))
        #expect(orderLevel > 0 && lineLevel > 0)
        #expect(linesFound == lineLevel)
        #expect(summary.remarks == orderLevel + lineLevel + raisedRemarks)
        #expect(history == DemoHistory.count)
        #expect(longest <= TableCatalog.remarkWidth)
    }

    @Test func passwordsAreStoredHashedAndSalted() throws {
        let (database, _) = try generated(orders: 1, seed: 1)
        let rows = try database.read { try $0.query("SELECT PASSWORD_SALT, PASSWORD_HASH FROM SIM_USER") }
        #expect(rows.count == DemoPeople.users.count)
        #expect(Set(rows.map { $0["PASSWORD_SALT"] }).count == rows.count)
        #expect(rows.allSatisfy { $0["PASSWORD_HASH"] != .text("demo") })
        let sut = UserAccounts(database: database)
        #expect(try sut.authenticate(username: "demo", password: "demo")?.addressNumber == 4242)
        #expect(try sut.authenticate(username: "DEMO", password: "nope") == nil)
    }
}
