import Testing
@testable import Store

/// Text parameters are read by SQLite in place from the statement's own buffer (SQLITE_STATIC).
@Suite struct TextBindingTests {
    @Test func everyTextOfEveryRowIsStoredAsGivenWhateverItsLength() throws {
        // Given rows of texts: empty, small (kept inside the String), long enough to grow the buffer, non-ASCII, with a NUL
        let texts = ["", "a", "OP", "ü漢字", "x\u{0}y", String(repeating: "long ", count: 100), String(repeating: "ž", count: 700), "z"]
        let rows: [[SQLValue]] = (0..<200).map { i in
            [.integer(Int64(i)), .text(texts[i % texts.count]), .text(texts[(i * 3 + 1) % texts.count]), .null, .text(String(i))]
        }
        let db = try Database()
        try db.write { c in
            try c.execute("CREATE TABLE t (i INTEGER PRIMARY KEY, a TEXT, b TEXT, n TEXT, s TEXT)")
            // When they are inserted by one statement, bound anew for each row
            #expect(try c.runEach("INSERT INTO t VALUES (?, ?, ?, ?, ?)", rows) == 200)
        }
        // Then each reads back as it was, an empty text as '' and not NULL
        let stored = try db.read { try $0.query("SELECT i, a, b, n, s FROM t ORDER BY i").map(\.values) }
        #expect(stored == rows)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM t WHERE a = ''").int } == 25)
    }

    @Test func aStatementBoundWrongThenRightStoresTheRightValues() throws {
        let db = try Database()
        try db.write { c in
            try c.execute("CREATE TABLE t (a TEXT, b TEXT)")
            #expect(throws: StoreError.self) { try c.run("INSERT INTO t VALUES (?, ?)", [.text(String(repeating: "q", count: 5_000))]) }
            try c.run("INSERT INTO t VALUES (?, ?)", [.text("first"), .text(String(repeating: "w", count: 3_000))])
        }
        let row = try db.read { try $0.first("SELECT a, b FROM t") }
        #expect(row?.string("a") == "first")
        #expect(row?.string("b") == String(repeating: "w", count: 3_000))
    }
}

@Suite struct WriteSuspendingTests {
    @Test func concurrentWritesAllCommitAndAFailedOneRollsBackAlone() async throws {
        let db = try Database()
        try db.write { try $0.execute("CREATE TABLE t (i INTEGER PRIMARY KEY)") }
        // Given 50 tasks writing at once, and one whose write fails half-way
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<50 {
                group.addTask { _ = try await db.writeSuspending { try $0.run("INSERT INTO t VALUES (?)", [.integer(Int64(i))]) } }
            }
            try await group.waitForAll()
        }
        await #expect(throws: StoreError.self) {
            try await db.writeSuspending { c in
                try c.run("INSERT INTO t VALUES (1000)")
                try c.run("INSERT INTO t VALUES (1)")
            }
        }
        // Then every write committed, and none of the failed one's
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM t").int } == 50)
        #expect(try db.read { try $0.scalar("SELECT count(*) FROM t WHERE i = 1000").int } == 0)
    }
}
