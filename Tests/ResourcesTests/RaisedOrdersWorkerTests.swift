import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// My orders against the simulator (contract §4.2): DEMO's raised orders read whole once, then by the
/// queue's delta (`RDJ` on or after the server's day at the last read), and whole again once a day.
@Suite struct RaisedOrdersWorkerTests {
    static let demo = 4242

    private func prepared(clock: @escaping @Sendable () -> Date = { Date() }) async throws
        -> (SimulatorFixture, RecordingTransport, RaisedOrdersWorker) {
        let wire = RecordingTransport()
        let fixture = try SimulatorFixture(orders: 20, seed: 1, transport: wire)
        _ = try await fixture.login()
        let sut = RaisedOrdersWorker(gate: fixture.workspace.gate, database: fixture.database, originator: Self.demo, pageSize: 50,
                                     fullReadAfter: 3600, clock: clock)
        return (fixture, wire, sut)
    }

    /// The server's DEMO orders and their rows: what a whole read must find.
    private func serverOrders(_ fixture: SimulatorFixture) throws -> Set<Int> {
        try fixture.simulator.inspect { c in
            Set(try c.query("SELECT DISTINCT DOCO FROM F4209 WHERE AN8 = ? AND ASTS <> '3N'", Self.demo).compactMap { $0.int("DOCO") })
        }
    }

    /// The F4209 requests sent, and how many named an `RDJ` condition.
    private func heldOrderReads(_ wire: RecordingTransport) -> (all: Int, sinceADay: Int) {
        let reads = wire.sent(containing: "\"F4209\"")
        return (reads.count, reads.filter { String(describing: $0).contains("RDJ") && String(describing: $0).contains("GREATER_EQUAL") }.count)
    }

    @Test func aReadAfterTheFirstAsksOnlyForRowsWrittenSinceAndBringsADecisionMadeElsewhere() async throws {
        // Given: a first read, whole
        let (fixture, wire, sut) = try await prepared()
        let first = try await sut.read()
        #expect(Set(first.map(\.order.key.number)) == (try serverOrders(fixture)))
        #expect(first.contains { $0.order.key.number == 3101 && $0.order.approverName == "Lefèvre, Marie-Hélène" })
        #expect(heldOrderReads(wire).sinceADay == 0)
        let afterFirst = heldOrderReads(wire).all
        // When: MARIE approves 3101 elsewhere, and the list is read again
        _ = try await fixture.simulator.adminRequest("POST", "orders/3101/OP/00200/000/approve", body: #"{"asUser": "MARIE"}"#)
        let second = try await sut.read()
        // Then: one read of the rows written since the server's day, one of the changed orders' rows
        let reads = heldOrderReads(wire)
        #expect(reads.all - afterFirst == 2)
        #expect(reads.sinceADay == 1)
        let order = try #require(second.first { $0.order.key.number == 3101 })
        guard case .approved(by: "MARIE", _, _) = order.order.standing else {
            Issue.record("3101 stands \(order.order.standing)")
            return
        }
        #expect(order.changedSinceSeen)
        #expect(second.first?.order.key.number == 3101, "newest change first")
        // And the orders the delta did not read are kept as they were
        #expect(Set(second.map(\.order.key.number)) == Set(first.map(\.order.key.number)))
        #expect(second.filter { $0.order.key.number != 3101 }.map(\.order) == first.filter { $0.order.key.number != 3101 }.map(\.order))
    }

    @Test func theListIsReadWholeAgainOnceTheWholeReadIsOlderThanItsTime() async throws {
        // Given: a first read, then a clock two hours on (whole reads an hour apart)
        let now = Clock2()
        let (fixture, wire, sut) = try await prepared(clock: { now.value })
        defer { withExtendedLifetime(fixture) {} }
        _ = try await sut.read()
        _ = try await sut.read()
        #expect(heldOrderReads(wire).sinceADay == 1)
        now.value = now.value.addingTimeInterval(7200)
        let before = heldOrderReads(wire)
        // When
        _ = try await sut.read()
        // Then: no condition on RDJ this time
        let after = heldOrderReads(wire)
        #expect(after.all == before.all + 1 && after.sinceADay == before.sinceADay)
    }
}

/// A clock a test moves on.
private final class Clock2: @unchecked Sendable {
    private let lock = NSLock()
    private var now = Date()
    var value: Date {
        get { lock.withLock { now } }
        set { lock.withLock { now = newValue } }
    }
}
