import Dispatch
import Foundation
import Testing
@testable import Store

/// Another process's writes to the store file (a script beside the open client) reach this process's
/// observers; this process's own writes are told as before, never twice.
@Suite struct OtherWritersTests {
    /// Two databases on one file: two processes, as SQLite sees them (each its own connections).
    private func twoProcesses() throws -> (here: Database, elsewhere: Database, folder: String) {
        let folder = NSTemporaryDirectory() + "signoff-other-writers-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let here = try Database(path: folder + "/store.sqlite")
        try here.write { try $0.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY); CREATE TABLE lines (id INTEGER PRIMARY KEY)") }
        return (here, try Database(path: folder + "/store.sqlite"), folder)
    }

    @Test func onlyAnotherConnectionsCommitCountsAsAnotherWriter() throws {
        // Given
        let (here, elsewhere, folder) = try twoProcesses()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var version: Int64?
        #expect(!here.otherWriterCommitted(since: &version), "the first read only notes where the file is")
        // When: this process writes (and copies its WAL into the file)
        try here.write { try $0.run("INSERT INTO orders VALUES (1)") }
        try here.withoutTransaction { _ = try $0.scalar("PRAGMA wal_checkpoint(TRUNCATE)") }
        // Then
        #expect(!here.otherWriterCommitted(since: &version))
        // When: another process writes
        try elsewhere.write { try $0.run("INSERT INTO lines VALUES (1)") }
        // Then: told once
        #expect(here.otherWriterCommitted(since: &version))
        #expect(!here.otherWriterCommitted(since: &version))
    }

    @Test func anotherProcessesWriteReachesEveryObserver() async throws {
        // Given: this process follows other writers, and observes its orders
        let (here, elsewhere, folder) = try twoProcesses()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spy = ChangeSpy()
        let observation = here.observe(tables: ["orders"], queue: DispatchQueue(label: "test.observer")) { spy.record($0) }
        let following = here.followOtherWriters(every: .milliseconds(20))
        // When: another process writes the orders
        try elsewhere.write { try $0.run("INSERT INTO orders VALUES (9)") }
        // Then
        #expect(await spy.delivered())
        #expect(spy.notifications.first == ["orders"])
        following.cancel()
        observation.cancel()
    }
}
