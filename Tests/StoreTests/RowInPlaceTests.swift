import Testing
@testable import Store

@Suite struct RowInPlaceTests {
    @Test func readsEachStorageClassInPlaceAsRowReadsIt() throws {
        // Given a row of every storage class, with text holding a NUL, a quote and non-ASCII
        let db = try Database()
        try db.write { c in
            try c.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
            try c.run("INSERT INTO t VALUES (?, ?, ?, ?, NULL)", [.integer(-42), .real(2.5), .text("a\u{0}\"ü"), .blob([1, 2, 3])])
        }
        // When it is read in place
        var kinds: [RowInPlace.Kind] = []
        var values: [SQLValue] = []
        var text: [UInt8] = []
        var count = 0
        try db.read { c in
            try c.forEachInPlace("SELECT i, r, s, b, n FROM t") { row in
                count = row.columnCount
                kinds = (0..<row.columnCount).map { row.kind($0) }
                values = (0..<row.columnCount).map { row.value($0) }
                text = row.withText(2) { Array($0) }
                #expect(row.int64(0) == -42 && row.double(1) == 2.5)
                #expect(row.withText(4) { $0.count } == 0)
            }
        }
        // Then each value is what Row holds, and the text's bytes are all there
        let expected = try db.read { try $0.first("SELECT i, r, s, b, n FROM t") }
        #expect(count == 5)
        #expect(kinds == [.integer, .real, .text, .blob, .null])
        #expect(values == expected?.values)
        #expect(text == Array("a\u{0}\"ü".utf8))
    }
}
