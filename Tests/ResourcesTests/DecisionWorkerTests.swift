import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

final class DecisionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Decision] = []
    func add(_ d: Decision) { lock.withLock { items.append(d) } }
    var states: [Decision.State] { lock.withLock { items.map(\.state) } }
    var last: Decision? { lock.withLock { items.last } }
    var all: [Decision] { lock.withLock { items } }
}

@Suite struct DecisionWorkerTests {
    private func prepared(orders: Int = 5, timeout: TimeInterval = 30, configure: (inout SimulatorConfiguration) -> Void = { _ in })
        async throws -> (SimulatorFixture, DecisionWorker, [OrderKey]) {
        let fixture = try SimulatorFixture(orders: orders, requestTimeout: timeout, configure: configure)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        return (fixture, DecisionWorker(gate: fixture.workspace.gate, database: fixture.database), keys)
    }

    @Test func approvesOnceAndTheOrderLeavesTheQueue() async throws {
        // Given
        let (fixture, sut, keys) = try await prepared()
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "ok")], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect([.confirmed, .forwarded].contains(log.last?.state ?? .pending), "\(log.states)")
        #expect(try fixture.count("approval_queue") == 4)
        #expect(try fixture.database.read { try DecisionOutboxDao().open(for: "DEMO", in: $0) }.isEmpty)
    }

    @Test func aLostAnswerIsCheckedNotResent() async throws {
        // Given: the server commits every decision, then drops the connection before answering
        let (fixture, sut, keys) = try await prepared(timeout: 3)
        fixture.simulator.faults.decisionLostRate = 1
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: uncertain, verified as recorded; the server holds exactly one decision
        #expect(log.states.contains(.uncertain), "\(log.states)")
        #expect([.confirmed, .forwarded].contains(log.last?.state ?? .pending), "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
        // And processing again sends nothing more
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }

    @Test func aDecisionMadeElsewhereFirstIsNotSent() async throws {
        // Given: another approver decided the order after it was queued here
        let (fixture, sut, keys) = try await prepared()
        _ = try sut.enqueue([.init(order: keys[1], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: true)
        try await fixture.simulator.decideAsAnotherApprover(keys[1])
        let log = DecisionLog()
        // When
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect(log.last?.state == .changed || log.last?.state == .superseded, "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[1]) == 0)
    }

    @Test func aRefusalIsShownWithTheServersReason() async throws {
        let (fixture, sut, keys) = try await prepared()
        _ = try sut.enqueue([.init(order: keys[2], kind: .reject, remark: "", reason: "NOPE")], username: "DEMO", approver: 4242, offline: false)
        let log = DecisionLog()
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.isEmpty == false)
        #expect(log.last?.attempts == 5, "a reason given five times in a row is believed")
        #expect(try fixture.count("approval_queue") == 5)
    }

    /// A process that claimed the decision and died: the state it left, whatever the server did.
    private func abandon(_ id: Int64, in fixture: SimulatorFixture) throws {
        try fixture.database.write { c in
            _ = try DecisionOutboxDao().claimForSending(id, at: Date(), in: c)
            try c.run("UPDATE decision_outbox SET sender = '999999999:1' WHERE id = ?", id)
        }
    }

    @Test func killedAfterTheServerRecordedItButBeforeTheLocalUpdate() async throws {
        // Given: the request reached the server, which recorded it; the client died before its update
        let (fixture, sut, keys) = try await prepared()
        let d = try #require(try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242,
                                             offline: false).first)
        try abandon(d.id, in: fixture)
        _ = try await fixture.workspace.gate.perform { try await fixture.workspace.client.orchestrationService.approve(keys[0], remark: "", session: $0) }
        let log = DecisionLog()
        // When: the next run processes the outbox
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: recorded once, shown as done, not sent again
        #expect([.confirmed, .forwarded].contains(log.last?.state ?? .pending), "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }

    @Test func killedBeforeTheRequestLeft() async throws {
        // Given: claimed, then the client died before anything was sent
        let (fixture, sut, keys) = try await prepared()
        let d = try #require(try sut.enqueue([.init(order: keys[0], kind: .reject, remark: "no", reason: "PR")], username: "DEMO",
                                             approver: 4242, offline: false).first)
        try abandon(d.id, in: fixture)
        let log = DecisionLog()
        // When
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: checked, found not recorded, sent once
        #expect(log.last?.state == .confirmed, "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }

    @Test func aSecondProcessOnTheSameStoreDoesNotSendAgain() async throws {
        // Given: one worker sends; another, on the same store, runs at the same time
        let (fixture, sut, keys) = try await prepared()
        let other = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        _ = try sut.enqueue(keys.prefix(3).map { .init(order: $0, kind: .approve, remark: "") }, username: "DEMO", approver: 4242, offline: false)
        // When
        async let a: Void = sut.process(username: "DEMO", approver: 4242)
        async let b: Void = other.process(username: "DEMO", approver: 4242)
        _ = await (a, b)
        // Then
        for key in keys.prefix(3) { await #expect(try fixture.simulator.acceptedDecisions(for: key) == 1) }
    }
}
