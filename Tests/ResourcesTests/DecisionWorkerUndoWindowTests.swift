import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// A clock the test moves on by hand.
final class HandClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: Date
    init(_ start: Date) { now = start }
    func read() -> Date { lock.withLock { now } }
    func advance(_ seconds: TimeInterval) { lock.withLock { now = now.addingTimeInterval(seconds) } }
}

/// The worker and the undo window, against the simulator: nothing is sent before the window ends, a
/// decision taken back is never sent, one left is sent exactly once.
@Suite struct DecisionWorkerUndoWindowTests {
    private func prepared() async throws -> (SimulatorFixture, DecisionWorker, [OrderKey], HandClock) {
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        let clock = HandClock(Date())
        return (fixture, DecisionWorker(gate: fixture.workspace.gate, database: fixture.database, clock: { clock.read() }), keys, clock)
    }

    @Test func aDecisionInItsWindowIsSentOnlyOnceItEnds() async throws {
        // Given
        let (fixture, sut, keys, clock) = try await prepared()
        let saved = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false,
                                    undoSeconds: 5)
        // When: a pass inside the window
        await sut.process(username: "DEMO", approver: 4242)
        // Then: not sent, still open
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 0)
        #expect(sut.openCount(username: "DEMO") == 1)
        // When: the window ended
        clock.advance(5)
        await sut.process(username: "DEMO", approver: 4242)
        await sut.process(username: "DEMO", approver: 4242)
        // Then: sent exactly once, and too late to undo
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
        #expect(try sut.undo(saved.map(\.id), username: "DEMO").isEmpty)
    }

    @Test func aDecisionTakenBackIsNeverSent() async throws {
        // Given
        let (fixture, sut, keys, clock) = try await prepared()
        let saved = try sut.enqueue([.init(order: keys[1], kind: .reject, remark: "", reason: "PR"),
                                     .init(order: keys[2], kind: .reject, remark: "", reason: "PR")],
                                    username: "DEMO", approver: 4242, offline: false, undoSeconds: 5)
        // When
        let undone = try sut.undo(saved.map(\.id), username: "DEMO")
        clock.advance(10)
        await sut.process(username: "DEMO", approver: 4242)
        // Then
        #expect(undone == saved.map(\.id))
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[1]) == 0)
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[2]) == 0)
        #expect(sut.openCount(username: "DEMO") == 0)
        #expect(try fixture.count("approval_queue") == 3, "the orders stay in the queue")
    }

    @Test func endingTheWindowSendsAtOnce() async throws {
        let (fixture, sut, keys, _) = try await prepared()
        let saved = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false,
                                    undoSeconds: 60)
        try sut.endWindow(saved.map(\.id))
        await sut.process(username: "DEMO", approver: 4242)
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }
}
