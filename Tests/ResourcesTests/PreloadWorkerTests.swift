import AIS
import Foundation
import Resources
import Store
import Testing

/// Records progress reports from any thread.
final class ProgressSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var updates: [DatasetProgress] = []
    func record(_ p: DatasetProgress) { lock.lock(); updates.append(p); lock.unlock() }
    var all: [DatasetProgress] { lock.lock(); defer { lock.unlock() }; return updates }
    func last(_ d: Dataset) -> DatasetProgress? { all.last { $0.dataset == d } }
}

@Suite struct PreloadWorkerTests {
    @Test func loadsTheQueueWithItsOrdersLinesAndNames() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 40)
        _ = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings(pageSize: 7, ordersPerRequest: 9, parallelRequests: 3))
        let spy = ProgressSpy()
        // When
        let outcome = await sut.run { spy.record($0) }
        // Then
        #expect(outcome.succeeded, "\(outcome)")
        #expect(try fixture.count("approval_queue") == 40)
        #expect(try fixture.count("order_headers") == 40)
        let orphanLines = try fixture.database.read {
            try $0.scalar("SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM approval_queue q WHERE q.doco = l.doco AND q.dcto = l.dcto)").int
        }
        #expect(orphanLines == 0)
        #expect(try fixture.count("order_lines") >= 40)
        #expect(try fixture.count("names") > 0)
        #expect(try fixture.count("user_defined_codes") > 0)
        #expect(try fixture.count("branches") == 8)
        #expect(try fixture.count("user_default_branch") == 1)
        #expect(spy.last(.lines)?.phase == .done)
        #expect(spy.last(.lines)?.completedUnits == spy.last(.lines)?.totalUnits)
    }

    @Test func keepsFreshFoundationDataAndReadsItWhenAskedTo() async throws {
        // Given: a first preload
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings())
        _ = await sut.run { _ in }
        // When: a second one
        let spy = ProgressSpy()
        _ = await sut.run { spy.record($0) }
        // Then: foundation data is kept, dynamic data read again
        guard case .skipped? = spy.last(.codes)?.phase else { Issue.record("codes: \(String(describing: spy.last(.codes)))"); return }
        #expect(spy.last(.queue)?.phase == .done)
        // When asked for
        let forced = ProgressSpy()
        _ = await sut.run(reloadFoundation: true) { forced.record($0) }
        #expect(forced.last(.codes)?.phase == .done)
    }

    @Test func logoutClearsTheUsersOrdersButKeepsFoundationData() async throws {
        // Given: DEMO's data in the store
        let fixture = try SimulatorFixture(orders: 12)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        #expect(try fixture.count("approval_queue") == 12)
        // When
        try await fixture.workspace.logout()
        #expect(try fixture.count("approval_queue") == 0)
        #expect(try fixture.count("user_defined_codes") > 0, "foundation data survives logout")
    }

    @Test func reportsAFailedSetAndItsDependents() async throws {
        // Given: every data-service call fails
        let fixture = try SimulatorFixture(orders: 5)
        _ = try await fixture.login()
        fixture.simulator.faults.errorRate = 1.0
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings())
        // When
        let outcome = await sut.run { _ in }
        // Then
        #expect(!outcome.succeeded)
        #expect(outcome.failed.contains(.queue))
        #expect(outcome.failed.contains(.lines))
        // Why, typed: the server answered with errors, so the app is not offline
        #expect(outcome.failures[.queue]?.kind == .refused)
        #expect(outcome.failures[.queue]?.message.hasPrefix("The server answered 5") == true)
        fixture.simulator.faults.errorRate = 0
        let retried = await sut.run(Set(outcome.failed)) { _ in }
        #expect(retried.succeeded, "\(retried)")
        #expect(try fixture.count("approval_queue") == 5)
    }

    @Test func anOrderDecidedHereWhileTheQueueWasReadStaysOffTheList() async throws {
        // Given: a stored queue, and decisions recorded here on two of its orders, one after the next
        // read begins (its answer may predate the decision) and one long before (the server knew of it)
        let fixture = try SimulatorFixture(orders: 6)
        let session = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.sorted { $0.number < $1.number }
        let readStarts = Date()
        let outbox = DecisionOutboxDao()
        try fixture.database.write { c in
            for (order, recordedAt) in [(keys[0], readStarts.addingTimeInterval(0.5)), (keys[1], readStarts.addingTimeInterval(-600))] {
                let decision = try outbox.enqueue(username: session.username, approver: session.userInfo.addressNumber, order: order,
                                                  kind: .approve, remark: "", reason: "",
                                                  seen: nil,
                                                  madeOffline: false, at: recordedAt, in: c)
                try outbox.update(decision.id, to: .confirmed, message: "", at: recordedAt, in: c)
            }
        }
        let sut = PreloadWorker(gate: fixture.workspace.gate, database: fixture.database, settings: PreloadSettings(),
                                clock: { readStarts })
        // When: the queue is read again (the simulator still lists both: it never saw these decisions)
        let outcome = await sut.run { _ in }
        // Then
        #expect(outcome.succeeded, "\(outcome)")
        let stored = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        #expect(!stored.contains(keys[0]), "decided while the read was under way")
        #expect(stored.contains(keys[1]), "decided before: the server's answer is the truth")
        #expect(stored.count == 5)
        let listed = try fixture.database.read { c in
            try c.scalar("SELECT count(*) FROM queue_list WHERE doco = ?", keys[0].number).int
        }
        #expect(listed == 0)
        #expect(try fixture.count("queue_list") == 5)
    }

    @Test func linesAreReadOnWhenTheServerDropsEveryResultSetAfterItsFirstPage() async throws {
        // Given: a stored queue, and a server that then serves only first pages (every next page finds its
        // result set expired), with chunks of orders whose lines fill several pages
        let fixture = try SimulatorFixture(orders: 40)
        let session = try await fixture.login()
        let settings = PreloadSettings(pageSize: 50, ordersPerRequest: 20, parallelRequests: 2)
        let sut = fixture.workspace.preloadWorker(settings: settings)
        #expect(await sut.run { _ in }.succeeded)
        try fixture.database.write { try $0.run("DELETE FROM order_lines") }
        fixture.simulator.faults.resultSetLifetimeSeconds = 0
        // When
        let outcome = await sut.run([.lines]) { _ in }
        // Then: every line of every queued order is stored, as the server has them
        #expect(outcome.succeeded, "\(outcome)")
        let truth = try QueueKeys.server(fixture.simulator, approver: session.userInfo.addressNumber)
        let stored = try QueueKeys.client(fixture.database)
        #expect(stored == truth)
        #expect(try fixture.count("order_lines") > 100, "the chunks needed more than one page")
    }
}
