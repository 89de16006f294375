import Foundation
import Testing
@testable import Store

@Suite struct DatabaseTests {
    @Test func writesAndReadsRowsWithBoundParameters() throws {
        // Given
        let sut = try Database()
        try sut.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, amount REAL, note TEXT)") }
        // When
        try sut.write { c in
            try c.run("INSERT INTO t (name, amount, note) VALUES (?, ?, ?)", "Müller GmbH", 12.5, String?.none)
            try c.run("INSERT INTO t (name, amount, note) VALUES (?, ?, ?)", "北京贸易', DROP TABLE t; --", 7.0, "x")
        }
        // Then
        let rows = try sut.read { try $0.query("SELECT name, amount, note FROM t ORDER BY id") }
        #expect(rows.count == 2)
        #expect(rows[0].string("name") == "Müller GmbH")
        #expect(rows[0].double("AMOUNT") == 12.5)
        #expect(rows[0]["note"].isNull)
        #expect(rows[1].string("name") == "北京贸易', DROP TABLE t; --")
    }

    @Test func countsHowLongWritesHeldTheWriterFailedOnesToo() throws {
        // Given a store that has not written yet
        let sut = try Database()
        #expect(sut.writerBusySeconds == 0)
        // When a write holds the writer for at least 20 ms, and one that fails for at least 20 ms more
        try sut.write { _ in usleep(20_000) }
        let afterOne = sut.writerBusySeconds
        #expect(throws: StoreError.self) { try sut.write { c in usleep(20_000); try c.execute("SELECT * FROM missing") } }
        // Then both are counted
        #expect(afterOne >= 0.02)
        #expect(sut.writerBusySeconds >= afterOne + 0.02)
    }

    @Test func rollsBackWhenTheBodyThrows() throws {
        // Given
        let sut = try Database()
        try sut.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)") }
        struct Boom: Error {}
        // When
        #expect(throws: Boom.self) {
            try sut.write { c in
                try c.run("INSERT INTO t (id) VALUES (1)")
                throw Boom()
            }
        }
        // Then
        #expect(try sut.read { try $0.scalar("SELECT count(*) FROM t").int } == 0)
    }

    @Test func reportsAWrongParameterCountAsMisuse() throws {
        let sut = try Database()
        try sut.write { try $0.execute("CREATE TABLE t (a, b)") }
        #expect(throws: StoreError.self) {
            try sut.write { try $0.run("INSERT INTO t VALUES (?, ?)", 1) }
        }
    }

    @Test func reportsConstraintViolations() throws {
        let sut = try Database()
        try sut.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)") }
        try sut.write { try $0.run("INSERT INTO t VALUES (1)") }
        do {
            try sut.write { try $0.run("INSERT INTO t VALUES (1)") }
            Issue.record("expected a constraint error")
        } catch let error as StoreError {
            #expect(error.kind == .constraint)
        }
    }

    @Test func appliesMigrationsOnceInOrder() throws {
        // Given
        let sut = try Database()
        let migrations = [
            Migration(version: 2, name: "add note", sql: "ALTER TABLE t ADD COLUMN note TEXT"),
            Migration(version: 1, name: "create", sql: "CREATE TABLE t (id INTEGER PRIMARY KEY)"),
        ]
        // When
        try sut.migrate(migrations)
        try sut.migrate(migrations)
        // Then
        #expect(sut.schemaVersion == 2)
        try sut.write { try $0.run("INSERT INTO t (id, note) VALUES (1, 'x')") }
    }

    @Test func refusesADatabaseFromANewerProgram() throws {
        let sut = try Database()
        try sut.write { try $0.execute("PRAGMA user_version = 9") }
        #expect(throws: StoreError.self) {
            try sut.migrate([Migration(version: 1, name: "create", sql: "CREATE TABLE t (id)")])
        }
    }
}

@Suite struct StatementCacheTests {
    @Test func keepsABoundedNumberOfStatements() throws {
        // Given: many different statements (a LIST of a different length each time)
        let sut = try Database()
        try sut.write { try $0.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)") }
        // When
        try sut.write { c in
            for n in 1...300 {
                let marks = Array(repeating: "?", count: n).joined(separator: ",")
                _ = try c.query("SELECT count(*) FROM t WHERE id IN (\(marks))", (1...n).map { SQLValue.integer(Int64($0)) })
            }
        }
        // Then: still correct, and the cache did not keep all 300
        #expect(try sut.read { $0.cachedStatementCount } <= 64)
    }
}
