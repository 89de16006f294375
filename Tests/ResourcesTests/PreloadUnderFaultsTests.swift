import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// Under each fault the simulator can inject, a preload of several hundred orders read in many small
/// pages ends with exactly the server's rows (counts and a checksum of the keys of F4209, F4301 and
/// F4311), and decisions sent under the same fault are each recorded exactly once.
@Suite(.serialized) struct PreloadUnderFaultsTests {
    static let orders = 300
    static let settings = PreloadSettings(pageSize: 20, ordersPerRequest: 20, parallelRequests: 3)

    @Test func tenPercentOfAnswersFailWith500() async throws {
        try await check("500s", decisions: 8) { $0.errorRate = 0.1 }
    }

    @Test func latencyWithJitter() async throws {
        try await check("latency", decisions: 4) { $0.latencyMilliseconds = 2; $0.jitterMilliseconds = 10 }
    }

    @Test func connectionsDroppedMidAnswer() async throws {
        try await check("drops", decisions: 8) { $0.dropRate = 0.05 }
    }

    /// Every token is expired after each 12 requests the server answered (not counting logins): paced by the
    /// run's own progress, so a slower machine meets as many expiries per page as a fast one. (Every 0.7 s,
    /// on a machine slowed by other work, no page could be answered between expiries at times, and after three
    /// renewals in a row without an answer the gate rightly gives up.)
    @Test func tokensExpiringEvery12Requests() async throws {
        let pace = RequestPace(every: 12)
        try await check("tokens", decisions: 8, faults: { $0.tokenLifetimeSeconds = 2 },
                        every: 0.01, meanwhile: { sim in if pace.due(sim.requestCounts) { sim.expireAllTokens() } })
    }

    @Test func resultSetsExpiringBetweenPages() async throws {
        try await check("result sets", decisions: 4, faults: { $0.resultSetLifetimeSeconds = 2 },
                        every: 0.15, meanwhile: { sim in sim.expireAllResultSets() })
    }

    @Test func decisionsLostAfterCommit() async throws {
        try await check("decisions lost", decisions: 2, requestTimeout: 2) { $0.decisionLostRate = 1 }
    }

    // MARK: The run

    /// Logs in, turns the fault on, preloads, decides `decisions` orders and refreshes; after each step the
    /// store holds exactly the server's rows, and every decision is on the server once.
    private func check(_ name: String, decisions: Int, requestTimeout: TimeInterval = 3,
                       faults: @escaping (inout FaultSettings) -> Void, every interval: TimeInterval = 1,
                       meanwhile: (@Sendable (SimulatorServer) -> Void)? = nil) async throws {
        let started = Date()
        let wire = CountingTransport(timeout: requestTimeout)
        let fixture = try SimulatorFixture(orders: Self.orders, seed: 21, requestTimeout: requestTimeout, transport: wire) {
            $0.maxPageSize = Self.settings.pageSize
        }
        let session = try await fixture.login()
        let prompt = PasswordAgain()
        await fixture.workspace.gate.setPrompt(prompt)
        faults(&fixture.simulator.faults)
        let disturber = meanwhile.map { act in
            Task.detached { [simulator = fixture.simulator] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
                    act(simulator)
                }
            }
        }
        defer { disturber?.cancel() }
        let sut = fixture.workspace.preloadWorker(settings: Self.settings)

        // When: the preload runs under the fault (and its failed sets are retried, as `r` on the loading screen does)
        let (outcome, retries) = await runRetryingFailedSets(sut, Set(Dataset.allCases))
        // Then: it succeeded and the store holds exactly the server's rows
        #expect(outcome.succeeded, "\(name): \(outcome)")
        let truth = try QueueKeys.server(fixture.simulator, approver: session.userInfo.addressNumber)
        let stored = try QueueKeys.client(fixture.database)
        #expect(truth.queue.count >= Self.orders)
        #expect(stored == truth, "\(name): stored \(stored), server \(truth)")

        // When: decisions are sent under the same fault until none is open
        let keys = Array(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.prefix(decisions))
        let worker = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        _ = try worker.enqueue(keys.map { .init(order: $0, kind: .approve, remark: "fault run") },
                               username: session.username, approver: session.userInfo.addressNumber, offline: false)
        var passes = 0
        while passes < 8, try fixture.database.read({ try DecisionOutboxDao().open(for: session.username, in: $0) }).count > 0 {
            passes += 1
            await worker.process(username: session.username, approver: session.userInfo.addressNumber)
        }
        // Then: each was recorded exactly once and is finished locally
        let finished = try fixture.database.read { try DecisionOutboxDao().all(for: session.username, in: $0) }
        #expect(finished.allSatisfy { $0.state == .confirmed || $0.state == .forwarded }, "\(name): \(finished.map { ($0.order, $0.state, $0.message) })")
        for key in keys {
            #expect(try fixture.simulator.decisionsRecorded(for: key) == 1, "\(name): \(key)")
        }

        // When: the queue is refreshed under the fault
        let (refreshed, refreshRetries) = await runRetryingFailedSets(sut, [.queue, .headers, .lines])
        // Then: the decided orders are gone and the rest is exactly the server's
        #expect(refreshed.succeeded, "\(name): \(refreshed)")
        let truthAfter = try QueueKeys.server(fixture.simulator, approver: session.userInfo.addressNumber)
        let storedAfter = try QueueKeys.client(fixture.database)
        #expect(truthAfter.queue.count == truth.queue.count - keys.count)
        #expect(storedAfter == truthAfter, "\(name): stored \(storedAfter), server \(truthAfter)")
        disturber?.cancel()
        print("FAULT RUN \(name): \(truth) | after \(decisions) decisions (\(passes) passes): \(truthAfter) | sets retried \(retries)+\(refreshRetries) | logins again \(prompt.asked.value) | \(wire.summary) | \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }
}

/// Runs a preload and retries the sets that failed, at most three times; answers the last outcome and
/// how many retries it took. A set that reports success must hold exactly the server's rows: a failed
/// one says so, and the person at the screen retries it.
private func runRetryingFailedSets(_ sut: PreloadWorker, _ datasets: Set<Dataset>) async -> (PreloadWorker.Outcome, Int) {
    var outcome = await sut.run(datasets) { _ in }
    var retries = 0
    while !outcome.succeeded, retries < 3 {
        retries += 1
        outcome = await sut.run(Set(outcome.failed)) { _ in }
    }
    return (outcome, retries)
}

/// Says when `every` more requests (logins left out) were answered since it last said so.
private final class RequestPace: @unchecked Sendable {
    private let lock = NSLock()
    private let every: Int
    private var last = 0

    init(every: Int) { self.every = every }

    func due(_ counts: RequestCounts) -> Bool {
        let answered = counts.total - counts.tokens
        return lock.withLock {
            guard answered - last >= every else { return false }
            last = answered
            return true
        }
    }
}

extension SimulatorServer {
    /// Decisions the server recorded for an order through the orchestrations (its own table).
    func decisionsRecorded(for key: OrderKey) throws -> Int {
        try inspect { c in
            try c.scalar("""
                SELECT count(*) FROM SIM_DECISION WHERE DOCO = ? AND trim(DCTO) = ? AND trim(KCOO) = ? AND trim(SFXO) = ?
                AND SOURCE = 'orchestration'
                """, key.number, key.type, key.company, key.suffix).int ?? -1
        }
    }
}
