import Foundation
import Testing
@testable import Store

/// A fresh folder under the system's temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "signoff-store-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

private func permissions(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Suite struct DatabaseFileTests {
    let migrations = [Migration(version: 1, name: "create", sql: "CREATE TABLE outbox (id INTEGER PRIMARY KEY, body TEXT)")]

    @Test func createsFolderAndFileReadableByTheOwnerOnly() throws {
        // Given
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let path = tmp.path + "/data/server/signoff.sqlite"
        // When
        let opened = try DatabaseFile.openRecovering(path: path, migrations: migrations)
        try opened.database.write { try $0.run("INSERT INTO outbox (body) VALUES ('x')") }
        // Then
        #expect(opened.movedAside == nil)
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(tmp.path + "/data/server") == 0o700)
        #expect(try permissions(path + "-wal") == 0o600)
    }

    @Test func keepsDataAcrossReopening() throws {
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let path = tmp.path + "/signoff.sqlite"
        do {
            let db = try DatabaseFile.openRecovering(path: path, migrations: migrations).database
            try db.write { try $0.run("INSERT INTO outbox (body) VALUES ('kept')") }
        }
        let reopened = try DatabaseFile.openRecovering(path: path, migrations: migrations).database
        #expect(try reopened.read { try $0.scalar("SELECT body FROM outbox").string } == "kept")
    }

    @Test func createsAFileWithLargePages() throws {
        // Given
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        // When
        let db = try DatabaseFile.openRecovering(path: tmp.path + "/signoff.sqlite", migrations: migrations).database
        // Then: each connection sees the page size the file was made with
        #expect(try db.write { try $0.scalar("PRAGMA page_size").int } == Database.pageSize)
        #expect(try db.read { try $0.scalar("PRAGMA page_size").int } == Database.pageSize)
        #expect(try db.write { try $0.scalar("PRAGMA journal_mode").string } == "wal")
    }

    @Test func aFileWithSmallerPagesKeepsThemAndItsData() throws {
        // Given: a store made with SQLite's default 4 KB pages (before `Database.pageSize`)
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let path = tmp.path + "/signoff.sqlite"
        let old = try Database()
        try old.migrate(migrations)
        try old.write { try $0.run("INSERT INTO outbox (body) VALUES ('kept')") }
        try old.withoutTransaction { try $0.execute("PRAGMA page_size = 4096; VACUUM INTO '\(path)'") }
        // When
        let db = try DatabaseFile.openRecovering(path: path, migrations: migrations).database
        try db.write { try $0.run("INSERT INTO outbox (body) VALUES ('added')") }
        // Then
        #expect(try db.read { try $0.scalar("PRAGMA page_size").int } == 4096)
        #expect(try db.read { try $0.query("SELECT body FROM outbox ORDER BY id").compactMap { $0.string("body") } } == ["kept", "added"])
    }

    @Test func movesACorruptFileAsideAndStartsAgain() throws {
        // Given: a file that is not a database
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let path = tmp.path + "/signoff.sqlite"
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        // When
        let opened = try DatabaseFile.openRecovering(path: path, migrations: migrations,
                                                     now: Date(timeIntervalSince1970: 1_795_000_000))
        // Then: the old bytes are kept aside, the new database works
        let aside = try #require(opened.movedAside)
        #expect(aside.hasPrefix(path + ".corrupt-"))
        #expect(FileManager.default.contents(atPath: aside)?.count == 4096)
        #expect(opened.reason != nil)
        try opened.database.write { try $0.run("INSERT INTO outbox (body) VALUES ('new')") }
    }

    @Test func readerSeesCommittedWritesWhileFileBacked() throws {
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let db = try DatabaseFile.openRecovering(path: tmp.path + "/s.sqlite", migrations: migrations).database
        try db.write { try $0.run("INSERT INTO outbox (body) VALUES ('a')") }
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM outbox").int } == 1)
    }

    @Test func writesFilesAtomicallyWithOwnerOnlyMode() throws {
        let tmp = try TemporaryFolder()
        defer { tmp.cleanUp() }
        let path = tmp.path + "/config/signoff/config.json"
        try SecureFile.write(Data("{}".utf8), to: path)
        try SecureFile.write(Data("{\"a\":1}".utf8), to: path)
        #expect(String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) == "{\"a\":1}")
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(tmp.path + "/config/signoff") == 0o700)
    }
}
