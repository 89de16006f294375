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
        // When: the lines were never loaded completely
        try fixture.database.write { try DatasetStateDao().forget([.lines], in: $0) }
        // Then
        #expect(worker.storedQueue(for: "DEMO") == nil)
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
