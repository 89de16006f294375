import Foundation
import Testing
@testable import Store

/// When the pages writes leave in the WAL reach the database file: by the commit past 1,000 pages, as
/// SQLite's default does, except during a bulk load, after which one checkpoint aside copies them.
@Suite(.serialized) struct CheckpointAsideTests {
    let migrations = [Migration(version: 1, name: "create", sql: "CREATE TABLE blobs (id INTEGER PRIMARY KEY, body BLOB)")]
    /// 24 MB: 1,500 pages of 16 KB, past the 1,000 at which a commit checkpoints.
    static let rows = 24
    static let rowBytes = 1 << 20

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// A store in a folder of its own (`tmp.cleanUp()` removes it).
    func store() throws -> (tmp: TemporaryFolder, path: String, db: Database) {
        let tmp = try TemporaryFolder()
        let path = tmp.path + "/signoff.sqlite"
        return (tmp, path, try DatabaseFile.openRecovering(path: path, migrations: migrations).database)
    }

    static func writeRows(_ db: Database, count: Int = rows) throws {
        try db.write { c in
            for _ in 0..<count { try c.run("INSERT INTO blobs (body) VALUES (zeroblob(?))", Self.rowBytes) }
        }
    }

    @Test func outsideABulkLoadTheCommitPastAThousandPagesCopiesThemIntoTheFile() throws {
        // Given
        let (tmp, path, db) = try store()
        defer { tmp.cleanUp() }
        db.checkpoints?.suspend()
        defer { db.checkpoints?.resume() }
        // When
        try Self.writeRows(db)
        // Then: in the file when the commit returned, with no checkpoint aside
        #expect(Self.size(path) >= Self.rows * Self.rowBytes)
    }

    @Test func aBulkLoadLeavesItsPagesInTheWALUntilOneCheckpointAsideAfterIt() async throws {
        // Given
        let (tmp, path, db) = try store()
        defer { tmp.cleanUp() }
        let checkpoints = try #require(db.checkpoints)
        checkpoints.suspend()
        // When: a bulk load of two writes, one inside a bulk load nested in it
        try await db.bulkLoad {
            try Self.writeRows(db, count: Self.rows / 2)
            try await db.bulkLoad { try Self.writeRows(db, count: Self.rows / 2) }
            // Then: the inner load's end asks for no checkpoint while the outer one goes on
            checkpoints.resume()
            checkpoints.waitForRequested()
            #expect(Self.size(path) < Self.rowBytes)
            checkpoints.suspend()
        }
        // Then: every page in the WAL, readers find them there, and the file has none of them
        #expect(Self.size(path) < Self.rowBytes)
        #expect(Self.size(path + "-wal") >= Self.rows * Self.rowBytes)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM blobs").int } == Self.rows)
        // When the checkpoint aside runs
        checkpoints.resume()
        checkpoints.waitForRequested()
        // Then: copied into the file
        #expect(Self.size(path) >= Self.rows * Self.rowBytes)
        // And a commit past 1,000 pages after the load checkpoints by itself again
        checkpoints.suspend()
        defer { checkpoints.resume() }
        let before = Self.size(path)
        try Self.writeRows(db)
        #expect(Self.size(path) >= before + Self.rows * Self.rowBytes)
    }

    @Test func aBulkLoadThatFailsStillHasItsPagesCopied() async throws {
        // Given
        let (tmp, path, db) = try store()
        defer { tmp.cleanUp() }
        struct Stop: Error {}
        // When
        await #expect(throws: Stop.self) {
            try await db.bulkLoad {
                try Self.writeRows(db)
                throw Stop()
            }
        }
        db.checkpoints?.waitForRequested()
        // Then
        #expect(Self.size(path) >= Self.rows * Self.rowBytes)
    }

    @Test func openingAStoreCopiesThePagesAnotherLeftInTheWAL() async throws {
        // Given: a bulk load whose checkpoint aside never ran (its process quit first)
        let (tmp, path, first) = try store()
        defer { tmp.cleanUp() }
        let held = try #require(first.checkpoints)
        held.suspend()
        defer { held.resume() }
        try await first.bulkLoad { try Self.writeRows(first) }
        #expect(Self.size(path) < Self.rowBytes)
        // When: the store is opened again
        let second = try DatabaseFile.openRecovering(path: path, migrations: migrations).database
        second.checkpoints?.waitForRequested()
        // Then: its pages are in the file
        #expect(Self.size(path) >= Self.rows * Self.rowBytes)
    }

    @Test func aQuitCopiesTheWALAndCutsItToNothing() async throws {
        // Given: a bulk load just ended
        let (tmp, path, db) = try store()
        defer { tmp.cleanUp() }
        try await db.bulkLoad { try Self.writeRows(db) }
        // When (`Database.finishCheckpoints` does this for every store of the process)
        let finished = try #require(db.checkpoints).finish(by: .now() + 30)
        // Then
        #expect(finished)
        #expect(Self.size(path) >= Self.rows * Self.rowBytes)
        #expect(Self.size(path + "-wal") == 0)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM blobs").int } == Self.rows)
    }

    @Test func anInMemoryDatabaseRunsABulkLoadAsItIs() async throws {
        let db = try Database()
        try db.migrate(migrations)
        try await db.bulkLoad { try Self.writeRows(db, count: 2) }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM blobs").int } == 2)
    }
}
