import AIS
import Foundation
import Resources
import Store
import Testing

/// `PreloadWorker.storedQueue(for:)`: whether the home screen may open straight from the store.
@Suite struct WarmStartTests {
    @Test func anEmptyStoreNeedsAPreload() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings())
        // When / Then
        #expect(sut.storedQueue(for: "DEMO") == nil)
    }

    @Test func aStoreLoadedForTheUserOpensWithTheTimeItsQueueWasRead() async throws {
        // Given: a complete preload at a known time
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let readAt = Date(timeIntervalSince1970: 1_795_000_000)
        let sut = PreloadWorker(gate: fixture.workspace.gate, database: fixture.database, settings: PreloadSettings(),
                                clock: { readAt })
        #expect(await sut.run { _ in }.succeeded)
        // When / Then
        #expect(sut.storedQueue(for: "DEMO") == readAt)
        #expect(sut.storedQueue(for: "MARIE") == nil, "another user's data never opens for this one")
    }

    @Test func staleFoundationDataOrAMissingDatasetNeedsAPreload() async throws {
        // Given: a complete preload
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let loadedAt = Date()
        let worker = PreloadWorker(gate: fixture.workspace.gate, database: fixture.database, settings: PreloadSettings(),
                                   clock: { loadedAt })
        #expect(await worker.run { _ in }.succeeded)
        // When: a week and a day later (foundation data is read again after a week)
        let later = PreloadWorker(gate: fixture.workspace.gate, database: fixture.database, settings: PreloadSettings(),
                                  clock: { loadedAt.addingTimeInterval(8 * 86_400) })
        // Then
        #expect(later.storedQueue(for: "DEMO") == nil)
        // When: the headers were never loaded completely
        try fixture.database.write { try DatasetStateDao().forget([.headers], in: $0) }
        // Then
        #expect(worker.storedQueue(for: "DEMO") == nil)
    }

    @Test func theListOpensBeforeTheLinesWhichLoadAfterIt() async throws {
        // Given: a first login's preload of what the list needs
        let fixture = try SimulatorFixture(orders: 12)
        _ = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings(pageSize: 20, ordersPerRequest: 4))
        #expect(await sut.run(PreloadWorker.beforeTheList) { _ in }.succeeded)
        // Then: the list may open; no line is stored yet
        #expect(sut.storedQueue(for: "DEMO") != nil)
        #expect(try fixture.count("order_lines") == 0)
        // When: the lines load in the background
        let chunks = ProgressLog()
        let outcome = await sut.loadLinesIfMissing { chunks.add($0) }
        // Then: all of them, the list's line counts with them, in chunks it said as they went
        #expect(outcome?.succeeded == true)
        let onServer = try fixture.simulator.inspect { try $0.scalar("SELECT count(*) FROM F4311 l JOIN F4209 q ON q.DOCO = l.DOCO AND q.RPER = 4242 AND q.ASTS IN ('1N', '2N')").int }
        #expect(try fixture.count("order_lines") == onServer)
        let listed = try fixture.database.read { try $0.scalar("SELECT sum(line_count) FROM queue_list").int }
        #expect(listed == onServer)
        #expect(chunks.all.contains { $0.dataset == .lines && $0.totalUnits == 3 && $0.completedUnits > 0 })
        // And: nothing is read a second time
        #expect(await sut.loadLinesIfMissing { _ in } == nil)
    }

    @Test func afterALogoutTheNextLoginPreloadsAgain() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings())
        #expect(await sut.run { _ in }.succeeded)
        // When
        try await fixture.workspace.logout()
        // Then
        #expect(sut.storedQueue(for: "DEMO") == nil)
    }
}

/// Progress reports gathered from concurrent loads.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [DatasetProgress] = []
    func add(_ report: DatasetProgress) { lock.withLock { reports.append(report) } }
    var all: [DatasetProgress] { lock.withLock { reports } }
}
