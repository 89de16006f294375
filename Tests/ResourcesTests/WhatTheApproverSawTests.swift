import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// A decision is carried out only on the order the approver saw (contract §5.2 "What the approver saw"):
/// an order changed on the server between sight and decision holds the decision (`changed`), nothing is
/// pressed or sent, the store takes the order as it is now, and deciding again decides it once.
@Suite struct WhatTheApproverSawTests {
    private func prepared(_ method: DecisionMethod, orders: Int = 4, clock: HandClock = HandClock(Date()))
        async throws -> (SimulatorFixture, DecisionWorker, [OrderKey]) {
        let fixture = try SimulatorFixture(orders: orders, requestTimeout: 10)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.sorted { $0.number < $1.number }
        let sut = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database, method: method, clock: { clock.read() })
        return (fixture, sut, keys)
    }

    private func decide(_ sut: DecisionWorker, _ orders: [OrderKey], undoSeconds: Int = 0) async throws -> [OrderKey: Decision] {
        let log = DecisionLog()
        _ = try sut.enqueue(orders.map { .init(order: $0, kind: .approve, remark: "") }, username: "DEMO", approver: 4242,
                            offline: false, undoSeconds: undoSeconds)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        return log.latestByOrder
    }

    private func storedTotal(_ fixture: SimulatorFixture, _ key: OrderKey) throws -> Double? {
        try fixture.database.read { try PurchaseOrderHeadersDao().total(of: key, in: $0)?.total }
    }

    private func serverDecisions(_ fixture: SimulatorFixture, _ key: OrderKey, _ method: DecisionMethod) async throws -> Int {
        method.decidesLines ? try await fixture.simulator.decisions(of: key).appStackAccepted : try await fixture.simulator.acceptedDecisions(for: key)
    }

    static let methods: [DecisionMethod] = [.stock(.standard), .orchestration]

    @Test(arguments: methods)
    func anOrderChangedSinceItWasSeenIsHeldAndDecidedOnceWhenDecidedAgain(method: DecisionMethod) async throws {
        // Given: the store holds the order as the approver saw it; then the buyer raises line 1 on the server
        let (fixture, sut, keys) = try await prepared(method)
        let order = keys[0]
        let seenTotal = try #require(try storedTotal(fixture, order))
        try await fixture.simulator.amend(order, line: 1, quantity: 999)
        // When
        let first = try await decide(sut, [order])
        // Then: held, nothing decided on the server, the store shows the order as it is now
        let held = try #require(first[order])
        #expect(held.state == .changed, "\(held)")
        #expect(held.changes?.total?.before == seenTotal)
        #expect(held.changes?.changed.first?.after.quantity == 999, "\(String(describing: held.changes))")
        await #expect(try serverDecisions(fixture, order, method) == 0)
        #expect(try storedTotal(fixture, order) == held.changes?.total?.after)
        #expect(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.contains(order))
        #expect(fixture.simulator.openAppStacks == 0)
        // And what the approver saw stays the order's seen snapshot: the list marks it changed
        let seen = try fixture.database.read { try SeenOrdersDao().snapshot(of: order, in: $0) }
        #expect(seen?.total == seenTotal)
        // When: decided again, on the new figures
        let second = try await decide(sut, [order])
        // Then: decided once
        #expect([.confirmed, .forwarded].contains(second[order]?.state ?? .pending), "\(String(describing: second[order]))")
        await #expect(try serverDecisions(fixture, order, method) == 1)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test(arguments: methods)
    func ofThreeMarkedOrdersWithOneChangedTwoAreDecidedAndOneHeld(method: DecisionMethod) async throws {
        // Given
        let (fixture, sut, keys) = try await prepared(method)
        let marked = Array(keys.prefix(3))
        try await fixture.simulator.amend(marked[1], line: 1, unitCost: 12_345.5)
        // When
        let outcome = try await decide(sut, marked)
        // Then
        #expect(outcome[marked[1]]?.state == .changed, "\(outcome)")
        for key in [marked[0], marked[2]] {
            #expect([.confirmed, .forwarded].contains(outcome[key]?.state ?? .pending), "\(outcome)")
            await #expect(try serverDecisions(fixture, key, method) == 1)
        }
        await #expect(try serverDecisions(fixture, marked[1], method) == 0)
        #expect(fixture.simulator.openAppStacks == 0)
    }

    @Test(arguments: methods)
    func anOrderChangedInsideTheUndoWindowIsHeldWhenTheWindowEnds(method: DecisionMethod) async throws {
        // Given: a decision waiting in its 5-second undo window; the order changes meanwhile
        let clock = HandClock(Date())
        let (fixture, sut, keys) = try await prepared(method, clock: clock)
        let log = DecisionLog()
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242,
                            offline: false, undoSeconds: 5)
        try await fixture.simulator.amend(keys[0], line: 1, quantity: 77)
        // When: the window ends and the outbox sends
        clock.advance(6)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect(log.last?.state == .changed, "\(log.states)")
        await #expect(try serverDecisions(fixture, keys[0], method) == 0)
    }

    @Test(arguments: methods)
    func anOrderDecidedBeforeItsLinesWereReadIsComparedByItsTotal(method: DecisionMethod) async throws {
        // Given: the approver saw the order in the list while its lines were still loading: its total alone
        let (fixture, sut, keys) = try await prepared(method)
        let stored = try #require(try fixture.database.read { try SeenOrdersDao().stored(keys[0], in: $0) })
        let seen = SeenOrder(lines: [], total: stored.total, currency: stored.currency)
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "", seen: seen)], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: decided, its lines not taken for added ones
        #expect([.confirmed, .forwarded].contains(log.last?.state ?? .pending), "\(log.states)")
        await #expect(try serverDecisions(fixture, keys[0], method) == 1)
    }

    @Test func aHeldOrderIsStoredWithItsLinesReadByTheSitesRejectedStatus() async throws {
        // Given: a site whose rejected last status is 220 (every demo line's), and an order amended after sight
        let (fixture, _, keys) = try await prepared(.orchestration)
        let sut = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database, method: .orchestration,
                                 rejectedLines: RejectedLineRule(lastStatus: "220"))
        try await fixture.simulator.amend(keys[0], line: 1, quantity: 999)
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: held, and the order's lines stored as every other read stores them at that site
        #expect(log.last?.state == .changed, "\(log.states)")
        let lines = try fixture.database.read { try PurchaseOrderLinesDao().lines(of: keys[0], in: $0) }
        #expect(!lines.isEmpty && lines.allSatisfy(\.isRejected), "\(lines.map(\.approvalStatus))")
    }

    @Test func aForwardOfAnOrderChangedSinceItWasSeenIsHeldUnderEitherMethod() async throws {
        // Given: the stock method, whose forwards go through the forward orchestration; the order amended
        let (fixture, sut, keys) = try await prepared(.stock(.standard))
        try await fixture.simulator.amend(keys[0], line: 1, quantity: 999)
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .forward, remark: "", forwardTo: 4245)], username: "DEMO", approver: 4242,
                            offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: held, nothing forwarded
        #expect(log.last?.state == .changed, "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 0)
    }

    @Test func throughP43081TheCheckCostsNoRequest() async throws {
        // Given
        let (fixture, sut, keys) = try await prepared(.stock(.standard))
        _ = fixture.simulator.resetRequestCounts()
        // When
        let outcome = try await decide(sut, [keys[0]])
        // Then: decided, and no order table was read for the check (the review form is compared)
        #expect([.confirmed, .forwarded].contains(outcome[keys[0]]?.state ?? .pending))
        let counts = fixture.simulator.requestCounts
        #expect(counts.dataService["F4301"] == nil && counts.dataService["F4311"] == nil, "\(counts)")
    }

    @Test func aChangeOnlyTheServerKeepsDoesNotHoldTheDecision() async throws {
        // Given: the order's lines as seen, but a figure the forms round away (a unit cost's fifth decimal)
        let (fixture, sut, keys) = try await prepared(.stock(.standard))
        let lines = try fixture.database.read { try PurchaseOrderLinesDao().lines(of: keys[0], in: $0) }
        let line = try #require(lines.first)
        var seen = try #require(try fixture.database.read { try SeenOrdersDao().stored(keys[0], in: $0) })
        seen.lines[0].unitCost = line.unitCost + 0.00001
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "", seen: seen)], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect([.confirmed, .forwarded].contains(log.last?.state ?? .pending), "\(log.states)")
    }
}

extension DecisionLog {
    /// Each order's last update.
    var latestByOrder: [OrderKey: Decision] {
        var out: [OrderKey: Decision] = [:]
        for decision in all { out[decision.order] = decision }
        return out
    }
}
