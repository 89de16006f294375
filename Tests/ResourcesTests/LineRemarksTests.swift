import AIS
import AISSimulator
import Foundation
@testable import Resources
import Store
import Testing

/// Line remarks (`F4318` at a line's `LNID`, contract §4) are read with the order's route and kept beside
/// it (`line_remarks`); a site that does not grant F4318 still has its route, and a failed read leaves what was kept.
@Suite struct LineRemarksTests {
    static let key = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")

    static func row(_ line: Double, _ remark: String, order: Int = 4001) -> DataRow {
        let pairs: [(key: String, value: AIS.JSONValue)] = [
            ("F4318_DOCO", .int(order)), ("F4318_DCTO", .string("OP")), ("F4318_KCOO", .string("00200")),
            ("F4318_SFXO", .string("000")), ("F4318_LNID", .number(line, exact: nil)), ("F4318_RMK", .string(remark)),
        ]
        return DataRow(table: "F4318", pairs: pairs)
    }

    /// An order of DEMO's queue whose line carries a demo remark in the simulator's F4318, and that line.
    static func remarkedLine(in simulator: SimulatorServer) throws -> (order: OrderKey, line: Double, remark: String)? {
        let sql = """
            SELECT r.DOCO, r.DCTO, r.KCOO, r.SFXO, r.LNID, r.RMK FROM F4318 r
            WHERE r.LNID > 0 AND EXISTS (SELECT 1 FROM F4209 a WHERE a.DOCO = r.DOCO AND a.DCTO = r.DCTO AND a.KCOO = r.KCOO
                                          AND a.SFXO = r.SFXO AND a.RPER = 4242 AND a.ASTS IN ('1N', '2N'))
            ORDER BY r.DOCO LIMIT 1
            """
        let found: Row? = try simulator.inspect { c in try c.first(sql, [SQLValue]()) }
        guard let r = found else { return nil }
        let order = OrderKey(number: r.int("DOCO") ?? 0, type: r.string("DCTO") ?? "", company: r.string("KCOO") ?? "",
                             suffix: r.string("SFXO") ?? "")
        return (order, r.double("LNID") ?? 0, (r.string("RMK") ?? "").trimmingCharacters(in: .whitespaces))
    }

    @Test func aLinesRemarksAreJoinedInServerOrderAndBlankOnesSkipped() {
        // Given: rows of two orders, one line with two remarks, a blank one and the order's own
        let rows = [Self.row(0, "order's own"), Self.row(1, "Deliver to gate 4"), Self.row(2, "   "), Self.row(1, "before noon "),
                    Self.row(3, "another order's", order: 4002)]
        // When
        let sut = OrderRemarks(rows: rows)
        // Then
        #expect(sut.lines[Self.key] == [1: "Deliver to gate 4 before noon"])
        #expect(sut.orders[Self.key] == "order's own")
        #expect(sut.lines[OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")] == [3: "another order's"])
    }

    @Test func theDaoReplacesAnOrdersLineRemarksAndLeavesOtherOrdersAlone() throws {
        // Given: a store with remarks of two orders
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let other = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")
        let sut = LineRemarksDao()
        try db.write { c in
            try sut.replace([1: "old", 2: "gone"], of: Self.key, in: c)
            try sut.replace([1: "the other's"], of: other, in: c)
        }
        // When: the order's remarks are read again
        try db.write { try sut.replace([1: "new", 3: "", 4: "fourth"], of: Self.key, in: $0) }
        // Then
        #expect(try db.read { try sut.remarks(of: Self.key, in: $0) } == [1: "new", 4: "fourth"])
        #expect(try db.read { try sut.remarks(of: other, in: $0) } == [1: "the other's"])
    }

    @Test func aLineRemarkReadWithTheRouteIsKeptAndReplacesWhatWasKept() async throws {
        // Given: an order of DEMO's whose line has a remark in F4318, and a stale remark kept for another line
        let fixture = try SimulatorFixture(orders: 40, seed: 44)
        _ = try await fixture.login()
        let found = try #require(try Self.remarkedLine(in: fixture.simulator), "the demo data holds no remarked line awaiting DEMO")
        try fixture.database.write { try LineRemarksDao().replace([999: "stale"], of: found.order, in: $0) }
        let sut = OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When
        let steps = try await sut.fetchRoute(found.order)
        // Then: the route is there, and the line's remark kept in place of the stale one
        #expect(!steps.isEmpty)
        let kept = sut.lineRemarks(found.order)
        #expect(kept[found.line]?.contains(found.remark) == true, "\(kept)")
        #expect(kept[999] == nil)
        #expect(try sut.stored(found.order).lineRemarks == kept)
    }

    @Test func aRefusedRemarksReadStillGivesTheRouteAndBlanksNoRemarkKept() async throws {
        // Given: a site that does not grant F4318, and a remark kept from before
        let fixture = try SimulatorFixture(orders: 6, seed: 44) { $0.site.forbiddenTables = ["F4318"] }
        _ = try await fixture.login()
        let order = try #require(try fixture.simulator.awaitingKeys(addressNumber: 4242).first)
        try fixture.database.write { try LineRemarksDao().replace([1: "kept before"], of: order, in: $0) }
        let sut = OrderDetailWorker(gate: fixture.workspace.gate, database: fixture.database)
        // When
        let steps = try await sut.fetchRoute(order)
        // Then
        #expect(steps.contains { $0.row.isRaised }, "every route starts with the originator's row")
        #expect(sut.lineRemarks(order) == [1: "kept before"], "a read that failed says nothing of the remarks")
    }
}
