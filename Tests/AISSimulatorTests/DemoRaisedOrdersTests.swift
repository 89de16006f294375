@testable import AISSimulator
import Store
import Testing

/// The orders DEMO raised (contract §4.2): `F4209` rows with `AN8` = DEMO, their latest row by `RDJ`/`RDT`
/// saying where each stands, none of them in DEMO's own queue.
@Suite struct DemoRaisedOrdersTests {
    /// An order DEMO raised: its `F4209` rows in the order written (`RDJ`, `RDT`, then as inserted).
    struct Raised {
        let number: Int
        let rows: [Row]

        /// The row saying where the order stands: the latest, leaving out the originator's `3N` notice.
        var latest: Row? { rows.last { $0.string("ASTS") != "3N" } }
    }

    static func raised(in c: Connection, by an8: Int = DemoPeople.demo.addressNumber) throws -> [Raised] {
        let rows = try c.query("SELECT rowid AS ROWID, * FROM F4209 WHERE AN8 = ? ORDER BY DOCO, RDJ, RDT, rowid", an8)
        return Dictionary(grouping: rows, by: { $0.int("DOCO") ?? 0 }).map { Raised(number: $0.key, rows: $0.value) }
            .sorted { $0.number < $1.number }
    }

    @Test func demoRaisedAFixedSetOfOrdersNoneAwaitingDemo() throws {
        // Given demo databases of two sizes and two seeds
        let small = try DemoBudgetTests.generated(orders: 5, seed: 1), large = try DemoBudgetTests.generated(orders: 60, seed: 2)
        // When the orders DEMO raised are read (F4209 AN8 = DEMO's address number)
        let a = try small.read { try Self.raised(in: $0) }, b = try large.read { try Self.raised(in: $0) }
        // Then they are the same orders with the same statuses, about ten
        #expect(a.map(\.number) == b.map(\.number))
        #expect(a.map { $0.rows.compactMap { $0.string("ASTS") } } == b.map { $0.rows.compactMap { $0.string("ASTS") } })
        #expect((8...12).contains(a.count))
        // And DEMO ordered each (F4301.ORBY), its own row is the first (ASTS ' O', RPER DEMO, written by DEMO),
        // and none awaits DEMO
        let orderedBy = try small.read { c in
            try c.query("SELECT DOCO, ORBY FROM F4301 WHERE DOCO IN (\(a.map { String($0.number) }.joined(separator: ",")))")
        }
        #expect(orderedBy.count == a.count && orderedBy.allSatisfy { $0.string("ORBY") == DemoPeople.demo.username })
        for order in a {
            let first = try #require(order.rows.first)
            #expect(first.string("ASTS") == HeldOrderRow.originatorStatus && first.int("RPER") == DemoPeople.demo.addressNumber)
            #expect(first.string("RDB") == DemoPeople.demo.username)
            #expect(order.rows.filter { $0.string("ASTS") == HeldOrderRow.originatorStatus }.count == 1)
            #expect(!order.rows.contains { $0.int("RPER") == DemoPeople.demo.addressNumber && ["1N", "2N"].contains($0.string("ASTS")) })
        }
    }

    @Test func theirLatestRowsSayWhereEachStands() throws {
        // Given a demo database and the orders DEMO raised
        let sut = try DemoBudgetTests.generated(orders: 10, seed: 4)
        let orders = try sut.read { try Self.raised(in: $0) }
        func standing(_ order: Raised) -> String {
            "\(order.latest?.string("ASTS") ?? "") \(order.latest?.int("RPER") ?? 0) \(order.latest?.string("RDB") ?? "")"
        }
        let marie = DemoPeople.marie, olu = DemoPeople.olu, kenji = DemoPeople.kenji
        // Then some await MARIE's monetary approval, some OLU's budget approval (written by whoever wrote the step)
        let awaitingMarie = orders.filter { $0.latest?.string("ASTS") == "2N" && $0.latest?.int("RPER") == marie.addressNumber }
        let awaitingOlu = orders.filter { $0.latest?.string("ASTS") == "1N" && $0.latest?.int("RPER") == olu.addressNumber }
        #expect(!awaitingMarie.isEmpty && !awaitingOlu.isEmpty)
        // And some were approved all the way: KENJI's 2A last, after a 1A and a 2A
        let approved = orders.filter { standing($0) == "2A \(kenji.addressNumber) \(kenji.username)" }
        #expect(!approved.isEmpty)
        #expect(approved.allSatisfy { order in
            order.rows.contains { $0.string("ASTS") == "1A" } && order.rows.filter { $0.string("ASTS") == "2A" }.count >= 2
        })
        // And one was rejected by MARIE: a line of it rejected (STTS 'R '), a remark at the order and on that line,
        // every line moved to 980, and the originator told (3N)
        let rejected = try #require(orders.first { standing($0) == "2R \(marie.addressNumber) \(marie.username)" })
        #expect(rejected.rows.contains { $0.string("ASTS") == "3N" && $0.int("RPER") == DemoPeople.demo.addressNumber })
        let (lines, remarks) = try sut.read { c in
            (try c.query("SELECT LNID, STTS, LTTR, NXTR FROM F4311 WHERE DOCO = ?", rejected.number),
             try c.query("SELECT LNID, RMK FROM F4318 WHERE DOCO = ?", rejected.number))
        }
        let rejectedLines = lines.filter { $0.string("STTS") == DecisionOrchestration.rejectedLineStatus }
        #expect(rejectedLines.count == 1 && lines.count > 1)
        #expect(remarks.contains { $0.double("LNID") == 0 })
        #expect(remarks.contains { $0.double("LNID") == rejectedLines.first?.double("LNID") })
        #expect(lines.allSatisfy { $0.string("LTTR") == OrderStatus.rejected || $0.string("NXTR") == OrderStatus.rejected })
        // And approved orders' lines are approved (280), awaiting orders' lines still await (230)
        for order in approved + awaitingMarie + awaitingOlu {
            let next = try sut.read { try $0.query("SELECT NXTR FROM F4311 WHERE DOCO = ?", order.number) }.compactMap { $0.string("NXTR") }
            let expected = order.latest?.string("ASTS")?.hasSuffix("N") == true ? OrderStatus.awaitingApproval : OrderStatus.approved
            #expect(!next.isEmpty && next.allSatisfy { $0 == expected }, "\(order.number)")
        }
    }

    @Test func theirStampsFollowTheRoute() throws {
        // Given a demo database and the orders DEMO raised
        let sut = try DemoBudgetTests.generated(orders: 10, seed: 4)
        let orders = try sut.read { try Self.raised(in: $0) }
        let usernames = Dictionary(uniqueKeysWithValues: DemoPeople.users.map { ($0.addressNumber, $0.username) })
        for order in orders {
            // Then each row after the originator's was added (TRDJ) the day the row before it was last written,
            // none is written before it was added nor after the demo's day
            for (before, row) in zip(order.rows, order.rows.dropFirst()) {
                #expect(row.string("TRDJ") == before.string("RDJ"), "\(order.number)")
            }
            #expect(order.rows.allSatisfy { ($0.string("TRDJ") ?? "") <= ($0.string("RDJ") ?? "") })
            #expect(order.rows.allSatisfy { ($0.string("RDJ") ?? "") <= DemoDataGenerator.referenceDay.iso })
            // And a decided row is written by its approver, an awaiting one by whoever decided the step before
            for (before, row) in zip(order.rows, order.rows.dropFirst()) {
                let status = row.string("ASTS") ?? ""
                if status.hasSuffix("A") || status.hasSuffix("R") {
                    #expect(row.string("RDB") == usernames[row.int("RPER") ?? 0])
                } else {
                    #expect(row.string("RDB") == before.string("RDB"))
                    #expect(row.string("RDJ") == before.string("RDJ") && row.int("RDT") == before.int("RDT"))
                }
            }
            // And the header was last changed when the latest row was written
            let header = try #require(try sut.read { try $0.first("SELECT UPMJ, TDAY FROM F4301 WHERE DOCO = ?", order.number) })
            let last = try #require(order.rows.last)
            #expect(header.string("UPMJ") == last.string("RDJ") && header.int("TDAY") == last.int("RDT"), "\(order.number)")
        }
    }

    @Test func theAdminEndpointApprovesOneAwaitingMarieToTheEnd() async throws {
        // Given a simulator, and an order DEMO raised that awaits MARIE
        let harness = try SimulatorHarness(orders: 12, seed: 7)
        defer { harness.stop() }
        let marie = DemoPeople.marie
        let order = try #require(try harness.sut.inspect { try Self.raised(in: $0) }.first {
            $0.latest?.string("ASTS") == "2N" && $0.latest?.int("RPER") == marie.addressNumber
        })
        // When the admin endpoint approves it as the approver it awaits
        let reply = try await harness.admin("POST", "/orders/\(order.number)/OP/\(DemoPeople.company)/000/approve", [:])
        // Then it is approved: MARIE's row is 2A, nobody's is awaited, its lines are approved
        #expect(reply.status == 200)
        let after = try #require(try harness.sut.inspect { try Self.raised(in: $0) }.first { $0.number == order.number })
        #expect(after.latest?.string("ASTS") == "2A" && after.latest?.string("RDB") == marie.username)
        #expect(!after.rows.contains { ["1N", "2N"].contains($0.string("ASTS")) })
        let next = try harness.sut.inspect { try $0.query("SELECT NXTR FROM F4311 WHERE DOCO = ?", order.number) }
        #expect(!next.isEmpty && next.allSatisfy { $0.string("NXTR") == OrderStatus.approved })
        // And DEMO reads it so through the data service: its rows as originator, the latest MARIE's approval
        let login = try await harness.login()
        let rows = try await harness.browse(login, table: "F4209", conditions: [
            ("AN8", "EQUAL", [String(DemoPeople.demo.addressNumber)]), ("DOCO", "EQUAL", [String(order.number)]),
        ], orderBy: [("RDJ", "ASC"), ("RDT", "ASC")]).json.rows("F4209")
        #expect(rows.count == after.rows.count)
        #expect(rows.last?["F4209_ASTS"] == "2A" && rows.last?["F4209_RDB"] == .string(marie.username))
    }
}
