import Dispatch
import Foundation
import Testing
import TestSupport
@testable import Store

/// Collects notifications delivered on a private queue.
final class ChangeSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Set<String>] = []
    /// The deliveries a test has waited for.
    private var awaited = 0

    func record(_ tables: Set<String>) {
        lock.lock()
        received.append(tables)
        lock.unlock()
    }

    /// Waits for one more delivery than the test has waited for so far (polling: no thread of the test
    /// pool is held while it comes); false if none came within a minute.
    func delivered() async -> Bool {
        let next = lock.withLock { awaited += 1; return awaited }
        return await eventually { self.notifications.count >= next }
    }
    var notifications: [Set<String>] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}

@Suite struct ChangeNotificationTests {
    let queue = DispatchQueue(label: "test.observer")

    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.write { try $0.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY); CREATE TABLE lines (id INTEGER PRIMARY KEY)") }
        return db
    }

    @Test func tellsObserversWhichTablesAWriteChanged() async throws {
        // Given
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(tables: ["orders"], queue: queue) { spy.record($0) }
        // When
        try sut.write { c in
            try c.run("INSERT INTO orders VALUES (1)")
            try c.run("INSERT INTO lines VALUES (1)")
        }
        // Then
        #expect(await spy.delivered())
        #expect(spy.notifications == [["orders"]])
        token.cancel()
    }

    @Test func saysNothingWhenNoRowChanged() async throws {
        // Given
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(queue: queue) { spy.record($0) }
        // When
        try sut.write { try $0.run("DELETE FROM orders WHERE id = 42") }
        try sut.write { try $0.run("INSERT INTO lines VALUES (7)") }
        // Then: only the second write is reported
        #expect(await spy.delivered())
        #expect(spy.notifications == [["lines"]])
        withExtendedLifetime(token) {}
    }

    @Test func reportsADeleteOfEveryRow() async throws {
        // Given: SQLite's truncate optimisation skips the update hook; the authorizer still sees the table
        let sut = try makeDatabase()
        try sut.write { try $0.run("INSERT INTO orders VALUES (1)") }
        let spy = ChangeSpy()
        let token = sut.observe(tables: ["orders"], queue: queue) { spy.record($0) }
        // When
        try sut.write { try $0.run("DELETE FROM orders") }
        // Then
        #expect(await spy.delivered())
        #expect(spy.notifications == [["orders"]])
        withExtendedLifetime(token) {}
    }

    @Test func stopsAfterCancel() throws {
        // Given
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(queue: queue) { spy.record($0) }
        token.cancel()
        // When
        try sut.write { try $0.run("INSERT INTO orders VALUES (1)") }
        queue.sync {}
        // Then
        #expect(spy.notifications.isEmpty)
    }

    @Test func rolledBackWritesAreNotReported() async throws {
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(queue: queue) { spy.record($0) }
        struct Boom: Error {}
        _ = try? sut.write { c in
            try c.run("INSERT INTO orders VALUES (1)")
            throw Boom()
        }
        try sut.write { try $0.run("INSERT INTO lines VALUES (1)") }
        #expect(await spy.delivered())
        queue.sync {}
        #expect(spy.notifications == [["lines"]])
        withExtendedLifetime(token) {}
    }
}
