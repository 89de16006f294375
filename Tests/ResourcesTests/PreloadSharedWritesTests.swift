import Dispatch
import Foundation
@testable import Resources
import Store
import Testing

/// Counts the committed writes that touched a table, from the store's change notifications.
final class WriteCounter: @unchecked Sendable {
    let queue = DispatchQueue(label: "write-counter")
    private var count = 0
    private var token: ObservationToken?

    init(_ database: Database, table: String) {
        token = database.observe(tables: [table], queue: queue) { [unowned self] _ in count += 1 }
    }

    /// The writes counted, once every notification sent so far has arrived.
    var writes: Int { queue.sync { count } }
}

@Suite struct PreloadSharedWritesTests {
    @Test func theLinesOfManyRequestsAreStoredTogether() async throws {
        // Given: 60 queued orders read 4 to a request (15 requests, 3 at a time), the lines gone from the store
        let fixture = try SimulatorFixture(orders: 60)
        let session = try await fixture.login()
        let sut = fixture.workspace.preloadWorker(settings: PreloadSettings(pageSize: 7, ordersPerRequest: 4, parallelRequests: 3))
        #expect(await sut.run { _ in }.succeeded)
        try fixture.database.write { try $0.run("DELETE FROM order_lines") }
        let counter = WriteCounter(fixture.database, table: "order_lines")
        let spy = ProgressSpy()
        // When
        let outcome = await sut.run([.lines]) { spy.record($0) }
        // Then: one transaction stored them (fewer orders than `ordersPerWrite`), not one per request
        #expect(outcome.succeeded, "\(outcome)")
        #expect(counter.writes == 1)
        let truth = try QueueKeys.server(fixture.simulator, approver: session.userInfo.addressNumber)
        #expect(try QueueKeys.client(fixture.database) == truth)
        #expect(spy.last(.lines)?.rows == (try fixture.count("order_lines")))
    }

    @Test func pendingRecordsAreHandedBackOnceTheyReachTheSize() {
        // Given
        let sut = PendingWrites<Int>(size: 5, shared: true)
        // When / Then
        #expect(sut.add([1, 2]) == [])
        #expect(sut.add([3, 4]) == [])
        #expect(sut.add([5, 6]) == [1, 2, 3, 4, 5, 6])
        #expect(sut.add([7]) == [])
        #expect(sut.take() == [7])
        #expect(sut.take() == [])
    }

    @Test func aSizeOfNoneHandsEachAdditionBack() {
        let sut = PendingWrites<Int>(size: 0, shared: false)
        #expect(sut.add([1]) == [1])
        #expect(sut.add([]) == [])
        #expect(sut.take() == [])
    }

    @Test func aReadStartingAgainDropsOnlyWhatItGatheredAlone() {
        // Given: records of one read, and records shared by several
        let own = PendingWrites<Int>(size: 10, shared: false)
        let shared = PendingWrites<Int>(size: 10, shared: true)
        _ = own.add([1, 2])
        _ = shared.add([1, 2])
        // When
        own.readRestarted()
        shared.readRestarted()
        // Then: the other reads' records still wait to be stored
        #expect(own.take() == [])
        #expect(shared.take() == [1, 2])
    }
}
