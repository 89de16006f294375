import Foundation
import Store
import Testing
@testable import Resources

/// A home list that is left observing (a scene dropped without `stopObserving`) must not keep itself and
/// its database alive: the database holds the observation's handler until the worker's token goes.
@MainActor
@Suite struct QueueListWorkerLifetimeTests {
    @Test func aWorkerLeftObservingIsFreedAndFreesItsDatabase() async throws {
        // Given a worker observing its store, and nothing else holding either
        weak var weakWorker: QueueListWorker?
        weak var weakDatabase: Database?
        do {
            let database = try Database()
            try database.migrate(ClientSchema.migrations)
            let sut = QueueListWorker(database: database, username: "DEMO")
            sut.startObserving {}
            weakWorker = sut
            weakDatabase = database
        }

        // When the index build started by startObserving has ended (it holds the database meanwhile)
        let deadline = Date().addingTimeInterval(60)
        while weakDatabase != nil, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }

        // Then both are gone
        #expect(weakWorker == nil)
        #expect(weakDatabase == nil)
    }
}
