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
        #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
        // And processing again sends nothing more
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }

    @Test func aDecisionMadeElsewhereFirstIsNotSent() async throws {
        // Given: another approver decided the order after it was queued here
        let (fixture, sut, keys) = try await prepared()
        _ = try sut.enqueue([.init(order: keys[1], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: true)
        try fixture.simulator.decideAsAnotherApprover(keys[1])
        let log = DecisionLog()
        // When
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect(log.last?.state == .stale || log.last?.state == .superseded, "\(log.states)")
        #expect(try fixture.simulator.acceptedDecisions(for: keys[1]) == 0)
    }

    @Test func aRefusalIsShownWithTheServersReason() async throws {
        let (fixture, sut, keys) = try await prepared()
        _ = try sut.enqueue([.init(order: keys[2], kind: .reject, remark: "", reason: "NOPE")], username: "DEMO", approver: 4242, offline: false)
        let log = DecisionLog()
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.isEmpty == false)
        #expect(try fixture.count("approval_queue") == 5)
    }
}
