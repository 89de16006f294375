import Dispatch
import Foundation
import Testing
@testable import Store

/// Collects notifications delivered on a private queue.
final class ChangeSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Set<String>] = []
    let delivered = DispatchSemaphore(value: 0)

    func record(_ tables: Set<String>) {
        lock.lock()
        received.append(tables)
        lock.unlock()
        delivered.signal()
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

    @Test func tellsObserversWhichTablesAWriteChanged() throws {
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
        #expect(spy.delivered.wait(timeout: .now() + 60) == .success)
        #expect(spy.notifications == [["orders"]])
        token.cancel()
    }

    @Test func saysNothingWhenNoRowChanged() throws {
        // Given
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(queue: queue) { spy.record($0) }
        // When
        try sut.write { try $0.run("DELETE FROM orders WHERE id = 42") }
        try sut.write { try $0.run("INSERT INTO lines VALUES (7)") }
        // Then: only the second write is reported
        #expect(spy.delivered.wait(timeout: .now() + 60) == .success)
        #expect(spy.notifications == [["lines"]])
        withExtendedLifetime(token) {}
    }

    @Test func reportsADeleteOfEveryRow() throws {
        // Given: SQLite's truncate optimisation skips the update hook; the authorizer still sees the table
        let sut = try makeDatabase()
        try sut.write { try $0.run("INSERT INTO orders VALUES (1)") }
        let spy = ChangeSpy()
        let token = sut.observe(tables: ["orders"], queue: queue) { spy.record($0) }
        // When
        try sut.write { try $0.run("DELETE FROM orders") }
        // Then
        #expect(spy.delivered.wait(timeout: .now() + 60) == .success)
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

    @Test func rolledBackWritesAreNotReported() throws {
        let sut = try makeDatabase()
        let spy = ChangeSpy()
        let token = sut.observe(queue: queue) { spy.record($0) }
        struct Boom: Error {}
        _ = try? sut.write { c in
            try c.run("INSERT INTO orders VALUES (1)")
            throw Boom()
        }
        try sut.write { try $0.run("INSERT INTO lines VALUES (1)") }
        #expect(spy.delivered.wait(timeout: .now() + 60) == .success)
        queue.sync {}
        #expect(spy.notifications == [["lines"]])
        withExtendedLifetime(token) {}
    }
}
