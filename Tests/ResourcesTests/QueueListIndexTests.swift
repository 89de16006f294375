import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// The in-memory index must show exactly what the SQL path shows: the same rows in the same order for
/// every sort and filter, the same search hits, and after removals the same as an index built anew.
@Suite struct QueueListIndexTests {
    let today = LocalDate(iso: "2026-11-23")!

    /// `count` orders with many ties (amounts, dates, line counts, names differing only in case), names
    /// outside ASCII, orders without a date, and several types and branches. Every descending order of
    /// the index is derived from the ascending one by its ties, so these ties are what tests it.
    private func makeDatabase(count: Int = 240, seed: UInt64 = 7) throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        guard count > 0 else { return db }
        // Names equal under SQLite's NOCASE ("Zeta GmbH", "zeta gmbh"), and two that are not ("Ärzte AG",
        // "ärzte AG": NOCASE folds ASCII only) yet sort next to each other (no other name here starts with
        // a byte pair between theirs), so that a descending order that took them for equal would differ.
        let names = ["Zeta GmbH", "zeta gmbh", "alpha Oy", "Ärzte AG", "ärzte AG", "E\u{301}mile SARL", "有限会社佐藤",
                     "Kovačević d.o.o.", "", "beta Ltd"]
        try db.write { c in
            for i in 0..<count {
                let date = next(5) == 0 ? "" : LocalDate(iso: "2026-11-01")!.adding(days: -next(40)).iso
                try c.run("""
                    INSERT INTO queue_list (doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date,
                                            amount, currency, line_count, branch, search)
                    VALUES (?, ?, '00200', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.integer(Int64(4000 + next(count / 2))), .text(["OP", "OS", "O4"][next(3)]), .text(String(format: "%03d", i)),
                          .integer(Int64(7000 + i)), .text(names[next(names.count)]), .integer(1001), .text(names[next(names.count)]),
                          .text(date), .real(Double(next(20)) * 250),
                          // Most in euros; a few in other currencies, "eur" apart from "EUR" as SQLite's DISTINCT has it
                          .text(next(9) == 0 ? ["USD", "eur", "GBP"][next(3)] : "EUR"), .integer(Int64(next(6))), .text(["M30", "M40", "  M50"][next(3)]),
                          .text("\(4000 + i) " + names[next(names.count)].lowercased() + " item-\(next(50))")])
            }
        }
        return db
    }

    private func sqlOrder(_ db: Database, _ sort: QueueSort, _ filter: QueueFilter) throws -> [OrderKey] {
        try db.read { try OrderQueueDao().window(offset: 0, limit: 100_000, sort: sort, filter: filter, today: today, in: $0) }.map(\.key)
    }

    private func indexOrder(_ db: Database, _ view: QueueListView) throws -> [OrderKey] {
        try db.read { try OrderQueueDao().rows(rowIDs: view.rowIDs(offset: 0, limit: view.count), in: $0) }.map(\.key)
    }

    static let filters: [QueueFilter] = [
        QueueFilter(),
        QueueFilter(orderTypes: ["OP"]),
        QueueFilter(orderTypes: ["OS", "O4"], branches: ["M40"]),
        QueueFilter(minimumAmount: 1000, maximumAmount: 2500),
        QueueFilter(minimumDaysWaiting: 45),
        QueueFilter(maximumDaysWaiting: 30),
        QueueFilter(minimumDaysWaiting: 25, maximumDaysWaiting: 40),
        QueueFilter(orderTypes: ["XX"]),
    ]

    @Test func everySortAndFilterShowsWhatTheSQLPathShows() throws {
        // Given
        let db = try makeDatabase()
        let sut = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        #expect(sut.view(sort: QueueSort(), filter: QueueFilter(), today: today).currencyCount == 4, "EUR, eur, USD, GBP")
        for sort in QueueSort.all {
            for filter in Self.filters {
                // When
                let view = sut.view(sort: sort, filter: filter, today: today)
                // Then
                let expected = try sqlOrder(db, sort, filter)
                #expect(try indexOrder(db, view) == expected, "\(sort) \(filter)")
                #expect(view.count == expected.count)
                #expect(view.total == 240)
                #expect(view.currencyCount == (try db.read { try OrderQueueDao().currencyCount(filter: filter, today: today, in: $0) }),
                        "\(filter)")
            }
        }
    }

    @Test func aWindowIsTheSlice() throws {
        let db = try makeDatabase()
        let view = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }.view(sort: QueueSort(), filter: QueueFilter(), today: today)
        let all = view.rowIDs(offset: 0, limit: 1_000)
        #expect(view.rowIDs(offset: 10, limit: 5) == Array(all[10..<15]))
        #expect(view.rowIDs(offset: 238, limit: 50) == Array(all[238...]))
        #expect(view.rowIDs(offset: 500, limit: 50).isEmpty)
        #expect(view.rowIDs(offset: -3, limit: 2) == Array(all[0..<2]))
    }

    @Test(arguments: ["zeta", "ZETA", "item-4", "4017", "ärzte", "ÄRZTE", "佐藤", "nothing like it", "  beta  ", "%", "_"])
    func searchFindsWhatTheSQLPathFinds(text: String) throws {
        // Given
        let db = try makeDatabase()
        let sut = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        for sort in [QueueSort(), QueueSort(column: .supplier, ascending: true)] {
            let view = sut.view(sort: sort, filter: QueueFilter(orderTypes: ["OP", "OS"]), today: today)
            for from in [0, 1, 57, view.count - 1, view.count + 3] {
                for forward in [true, false] {
                    // When
                    let found = view.position(ofMatch: text, from: from, forward: forward)
                    // Then
                    let expected = try db.read {
                        try OrderQueueDao().position(ofMatch: text, from: from, forward: forward, sort: sort,
                                                     filter: QueueFilter(orderTypes: ["OP", "OS"]), today: today, in: $0)
                    }
                    #expect(found == expected, "\(text) from \(from) forward \(forward)")
                }
            }
        }
    }

    @Test func searchIgnoresCaseBeyondASCII() throws {
        // Given: a search text as SQLite's lower() leaves it (ASCII lowered, Ä and É not)
        let db = try makeDatabase(count: 0)
        try db.write { c in
            try c.run("""
                INSERT INTO queue_list (doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date,
                                        amount, currency, line_count, branch, search)
                VALUES (4001, 'OP', '00200', '000', 1, 'Ärzte AG', 2, 'Émile', '2026-11-01', 1, 'EUR', 1, 'M30', '4001 Ärzte ag Émile')
                """)
        }
        let view = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }.view(sort: QueueSort(), filter: QueueFilter(), today: today)
        // Then
        #expect(view.position(ofMatch: "ärzte", from: 0, forward: true) == 0)
        #expect(view.position(ofMatch: "ÉMILE", from: 0, forward: true) == 0)
    }

    @Test func findsAnOrderByNumber() throws {
        let db = try makeDatabase()
        let view = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }.view(sort: QueueSort(), filter: QueueFilter(), today: today)
        let sql = try sqlOrder(db, QueueSort(), QueueFilter())
        let number = sql[17].number
        #expect(view.position(ofOrder: number) == sql.firstIndex { $0.number == number })
        #expect(view.position(ofOrder: 1) == nil)
    }

    @Test func rowsRemovedLaterAreLeftOutAsIfBuiltAnew() throws {
        // Given
        let db = try makeDatabase()
        let before = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        // When: decisions remove some orders
        try db.write { try $0.run("DELETE FROM queue_list WHERE rowid % 7 = 3 OR rowid = 1") }
        let sut = try db.readAside { try QueueListIndex.current(in: $0, previous: before) }
        let fresh = try db.readAside { try QueueListIndex.build(in: $0) }
        // Then
        #expect(sut !== before && sut.count == fresh.count)
        for sort in QueueSort.all {
            for filter in Self.filters {
                let a = sut.view(sort: sort, filter: filter, today: today), b = fresh.view(sort: sort, filter: filter, today: today)
                #expect(a.rowIDs(offset: 0, limit: 1_000) == b.rowIDs(offset: 0, limit: 1_000))
                #expect(a.position(ofMatch: "zeta", from: 5, forward: true) == b.position(ofMatch: "zeta", from: 5, forward: true))
            }
        }
        // And nothing removed keeps the same index
        #expect(try db.readAside { try QueueListIndex.current(in: $0, previous: sut) } === sut)
    }

    @Test func aListBuiltAnewIsReadAnewEvenWithTheSameRowIDs() throws {
        // Given: an index, then the list built again (row ids start over, contents differ)
        let db = try makeDatabase()
        let before = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        try db.write { c in
            try OrderQueueDao().rebuild(in: c)
            try c.run("""
                INSERT INTO queue_list (doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date,
                                        amount, currency, line_count, branch, search)
                VALUES (9001, 'OP', '00200', '000', 1, 'new', 2, 'new', '2026-11-01', 1, 'EUR', 1, 'M30', '9001 new')
                """)
        }
        // When
        let sut = try db.readAside { try QueueListIndex.current(in: $0, previous: before) }
        // Then
        #expect(sut.count == 1)
        #expect(sut.view(sort: QueueSort(), filter: QueueFilter(), today: today).position(ofOrder: 9001) == 0)
    }

    @Test(arguments: ["ÄRZTE Ärzte AG", "İSTANBUL İzmir", "ΣΟΦΟΣ σοφός", "STRASSE ẞ", "ǄEMAL ǅ", "有限会社 ABC", "E\u{301}MILE", "ﬃ LIGATURE",
                      "Ω KELVIN \u{212A}", "plain ascii 4001", "MIXED Ünïcödé 42 ÉÈÊ", "𐐀𐐁 DESERET",
                      "EMOJI 😀 ÄÖ", ""])
    func searchTextIsLoweredAsStringLowersIt(text: String) {
        // Given
        var sut: [UInt8] = []
        // When
        QueueListIndex.appendSearchable(text, to: &sut)
        // Then
        #expect(sut == Array(text.lowercased().utf8))
    }
}
