import AIS
import Foundation
import Store
import Testing
@testable import Resources
import TestSupport

/// An index updated in place after delta refreshes (`OrderQueueDao.refresh`) must be the index a build
/// would give: the same rows, every sort order in both directions the same permutation, the same rows
/// through every filter and the same search hits. And where it cannot be updated it is built anew.
@Suite struct QueueListIndexUpdateTests {
    let today = LocalDate(iso: "2026-11-23")!

    static let filters: [QueueFilter] = [
        QueueFilter(),
        QueueFilter(orderTypes: ["OP"]),
        QueueFilter(orderTypes: ["OS", "O4"], branches: ["M40"]),
        QueueFilter(minimumAmount: 0, maximumAmount: 2500),
        QueueFilter(minimumDaysWaiting: 45),
    ]

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func anIndexUpdatedAfterRefreshesIsTheIndexBuiltAnew(seed: UInt64) throws {
        // Given: a queue of orders whose sort keys tie often, and its index
        var queue = try RandomQueue(orders: 300, seed: seed)
        var sut = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        for round in 0..<4 {
            // When: some orders change, leave, arrive or are decided, and the list refreshes them
            try queue.changeSomeOrders()
            let (updated, fresh) = try queue.db.readAside { c in (try sut.updated(in: c), try QueueListIndex.build(in: c)) }
            // Then
            let index = try #require(updated, "seed \(seed) round \(round): not updated in place")
            try expectSame(index, fresh, in: queue.db, "seed \(seed) round \(round)")
            sut = index
        }
    }

    @Test func anIndexOfFewRowsFarApartIsUpdatedToo() throws {
        // Given: most orders decided, so that the few left have row ids far apart (looked up by a binary
        // search rather than a table by row id)
        var queue = try RandomQueue(orders: 200, seed: 8)
        try queue.db.write { c in
            for key in try ApprovalQueueDao().keys(in: c).enumerated().filter({ $0.offset % 10 != 0 }).map(\.element) {
                try c.run("DELETE FROM approval_queue WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
                try OrderQueueDao().remove(key, in: c)
            }
        }
        let before = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        #expect(before.count * 4 < Int(before.rows.rowIDs.last! - before.rows.rowIDs.first!))
        // When
        try queue.changeSomeOrders()
        let (updated, fresh) = try queue.db.readAside { c in (try before.updated(in: c), try QueueListIndex.build(in: c)) }
        // Then
        try expectSame(try #require(updated), fresh, in: queue.db)
    }

    @Test func aRowIDBelowTheHighestThatTheIndexDoesNotKnowBuildsAnew() throws {
        // Given: an index that never saw row 5 (removed before it was built)
        let queue = try RandomQueue(orders: 40, seed: 9)
        try queue.db.write { try $0.run("DELETE FROM queue_list WHERE rowid = 5") }
        let before = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        // When: a row is written with row id 5 again, not by a refresh
        try queue.db.write { c in
            try c.run("""
                INSERT INTO queue_list (rowid, doco, dcto, kcoo, sfxo, supplier, supplier_name, originator, originator_name, order_date,
                                        amount, currency, line_count, branch, search)
                VALUES (5, 9001, 'OP', '00200', '000', 1, 'new', 2, 'new', '2026-11-01', 1, 'EUR', 1, 'M30', '9001 new')
                """)
        }
        // Then
        #expect(try queue.db.readAside { try before.updated(in: $0) } == nil)
        let sut = try queue.db.readAside { try QueueListIndex.current(in: $0, previous: before) }
        let fresh = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        try expectSame(sut, fresh, in: queue.db)
        #expect(sut.view(sort: QueueSort(), filter: QueueFilter(), today: today).position(ofOrder: 9001) == 0)
    }

    @Test func aListBuiltAnewIsNotUpdatedInPlace() throws {
        // Given
        var queue = try RandomQueue(orders: 40, seed: 10)
        let before = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        // When
        try queue.changeSomeOrders()
        try queue.db.write { try OrderQueueDao().rebuild(in: $0) }
        // Then
        #expect(try queue.db.readAside { try before.updated(in: $0) } == nil)
    }

    @Test func aSortKeyOfAnotherStorageClassBuildsAnew() throws {
        // Given: an index, then a name stored as a BLOB (SQLite sorts BLOBs after every text)
        let queue = try RandomQueue(orders: 40, seed: 11)
        let before = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        let order = try #require(try queue.db.read { try ApprovalQueueDao().keys(in: $0) }.first)
        try queue.db.write { c in
            try c.run("INSERT OR REPLACE INTO names (an8, alph) VALUES (1, X'414243')")
            try c.run("UPDATE approval_queue SET an8 = 1 WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", order.storeValues)
            try OrderQueueDao().refresh([order], in: c)
        }
        // When
        let sut = try queue.db.readAside { try QueueListIndex.current(in: $0, previous: before) }
        // Then
        #expect(try queue.db.readAside { try before.updated(in: $0) } == nil)
        try expectSame(sut, try queue.db.readAside { try QueueListIndex.build(in: $0) }, in: queue.db)
    }

    @Test func aRefreshOfMoreRowsThanAreKeptBuildsAnew() throws {
        // Given
        let queue = try RandomQueue(orders: 40, seed: 12)
        let before = try queue.db.readAside { try QueueListIndex.build(in: $0) }
        // When: every order is written again
        try queue.db.write { c in try OrderQueueDao().refresh(try ApprovalQueueDao().keys(in: c), in: c) }
        // Then
        #expect(try queue.db.readAside { try before.updated(in: $0) } == nil)
        let sut = try queue.db.readAside { try QueueListIndex.current(in: $0, previous: before) }
        try expectSame(sut, try queue.db.readAside { try QueueListIndex.build(in: $0) }, in: queue.db)
    }

    @Test func textsCompareAsSQLiteComparesThem() throws {
        // Given
        let texts = ["", "a", "A", "alpha", "Alpha", "ALPHA", "alphA ", "alpha\u{0}x", "ALPHA\u{0}y", "alpha\u{0}", "Ärzte", "ärzte",
                     "\u{C9}mile", "E\u{301}mile", "e\u{301}mile", "有限会社", "Z", "[", "_", "`", "a\u{7F}", "2026-11-01", "31/12/2026"]
        let db = try Database()
        var table = InternedTexts()
        let codes = texts.map { table.code(of: Array($0.utf8)) }
        for (i, a) in texts.enumerated() {
            for (j, b) in texts.enumerated() {
                for nocase in [false, true] {
                    // When
                    let sut = table.compare(codes[i], codes[j], ignoringCase: nocase).signum()
                    // Then
                    let collation = nocase ? "NOCASE" : "BINARY"
                    let expected = try db.read { c in
                        try c.scalar("SELECT CASE WHEN ?1 < ?2 COLLATE \(collation) THEN -1 WHEN ?1 = ?2 COLLATE \(collation) THEN 0 ELSE 1 END",
                                     [.text(a), .text(b)]).int
                    }
                    #expect(sut == expected, "\(a.debugDescription) \(b.debugDescription) \(collation)")
                }
            }
        }
        #expect(table.count == texts.count)
    }

    // MARK: Helpers

    /// `sut` as `fresh`, row for row and order for order, and both as the SQL path shows the list.
    private func expectSame(_ sut: QueueListIndex, _ fresh: QueueListIndex, in db: Database, _ comment: String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(sut.rows.rowIDs == fresh.rows.rowIDs, "\(comment)", sourceLocation: sourceLocation)
        #expect(sut.rows.numbers == fresh.rows.numbers && sut.rows.amounts == fresh.rows.amounts && sut.rows.dates == fresh.rows.dates,
                "\(comment)", sourceLocation: sourceLocation)
        #expect(sut.rows.searchText == fresh.rows.searchText && sut.rows.searchStarts == fresh.rows.searchStarts
                && sut.rows.pairBits == fresh.rows.pairBits, "\(comment)", sourceLocation: sourceLocation)
        for sort in QueueSort.all {
            #expect(sut.orders[sort.orderBy] == fresh.orders[sort.orderBy], "\(comment) \(sort)", sourceLocation: sourceLocation)
            for filter in Self.filters {
                let a = sut.view(sort: sort, filter: filter, today: today), b = fresh.view(sort: sort, filter: filter, today: today)
                #expect(a.rowIDs(offset: 0, limit: 100_000) == b.rowIDs(offset: 0, limit: 100_000), "\(comment) \(sort) \(filter)",
                        sourceLocation: sourceLocation)
            }
            let view = sut.view(sort: sort, filter: Self.filters[2], today: today)
            let shown = try db.read { try OrderQueueDao().rows(rowIDs: view.rowIDs(offset: 0, limit: view.count), in: $0) }.map(\.key)
            let sql = try db.read { try OrderQueueDao().window(offset: 0, limit: 100_000, sort: sort, filter: Self.filters[2], today: today, in: $0) }
            #expect(shown == sql.map(\.key), "\(comment) \(sort) as SQL", sourceLocation: sourceLocation)
        }
        let a = sut.view(sort: QueueSort(), filter: QueueFilter(), today: today), b = fresh.view(sort: QueueSort(), filter: QueueFilter(), today: today)
        for text in ["alpha", "ärzte", "item-3", "4011", "佐藤"] {
            #expect(a.position(ofMatch: text, from: 3, forward: true) == b.position(ofMatch: text, from: 3, forward: true),
                    "\(comment) \(text)", sourceLocation: sourceLocation)
        }
    }
}

/// A store whose queue, headers, lines and names are drawn from small sets, so that sort keys tie often:
/// names differing only in case, in ASCII case only beyond it, in canonically equivalent spellings and
/// after a NUL; ISO, unreadable and empty order dates; repeated amounts and line counts; order numbers
/// shared by several types, companies and suffixes. Its changes go through `OrderQueueDao.refresh` (and
/// `remove`, as a decision does).
struct RandomQueue {
    let db: Database
    private var random: SplitMix
    private var nextNumber = 4000

    static let names = ["alpha", "Alpha", "ALPHA", "Ärzte AG", "ärzte AG", "\u{C9}mile SARL", "E\u{301}mile SARL", "有限会社佐藤",
                        "Kovačević d.o.o.", "", "beta", "zeta gmbh", "Zeta GmbH", "x\u{0}y", "X\u{0}z"]
    static let dates = ["2026-11-01", "2026-10-15", "2026-09-30", "2026-08-01", "", "", "31/12/2026", "garbage", "Garbage", "2026-13-45", "Ö"]
    static let amounts: [Double] = [0, -0.0, 250, 250, 1000, 2500, 99.99, 99.5, -50, 1e9]
    static let types = ["OP", "OS", "O4"], companies = ["00200", "00100"], suffixes = ["000", "001"]
    static let branches = ["M30", "M40", "  M50"]

    init(orders: Int, seed: UInt64) throws {
        db = try Database()
        try db.migrate(ClientSchema.migrations)
        random = SplitMix(seed: seed)
        try db.write { c in
            for (i, name) in Self.names.enumerated() { try c.run("INSERT INTO names (an8, alph) VALUES (?, ?)", [.integer(Int64(7000 + i)), .text(name)]) }
        }
        for _ in 0..<orders { try add(newKey()) }
        try db.write { try OrderQueueDao().rebuild(in: $0) }
    }

    /// About one order in eight changes, leaves or is decided; a few arrive; a name changes its spelling.
    mutating func changeSomeOrders() throws {
        var keys = try db.read { try ApprovalQueueDao().keys(in: $0) }
        keys.sort { ($0.number, $0.type, $0.company, $0.suffix) < ($1.number, $1.type, $1.company, $1.suffix) }
        var refreshed: [OrderKey] = [], decided: [OrderKey] = []
        for key in keys where pick(8) == 0 {
            switch pick(7) {
            case 0: try db.write { try $0.run("DELETE FROM approval_queue WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues) }
            case 1: decided.append(key); continue
            case 2: try header(key)
            case 3: try lines(key)
            case 4: try queueRow(key)
            default: break
            }
            refreshed.append(key)
        }
        for _ in 0..<pick(12) {
            let key = newKey()
            try add(key)
            refreshed.append(key)
        }
        let an8 = 7000 + pick(Self.names.count)
        try db.write { c in
            try c.run("UPDATE names SET alph = ? WHERE an8 = ?", [.text(Self.names[pick(Self.names.count)]), .integer(Int64(an8))])
            refreshed += try c.query("""
                SELECT q.doco, q.dcto, q.kcoo, q.sfxo FROM approval_queue q LEFT JOIN order_headers h USING (doco, dcto, kcoo, sfxo)
                WHERE q.an8 = ?1 OR h.an8 = ?1
                """, [.integer(Int64(an8))]).map { OrderKey(storeRow: $0) }
            for key in decided {
                try c.run("DELETE FROM approval_queue WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?", key.storeValues)
                try OrderQueueDao().remove(key, in: c)
            }
            try OrderQueueDao().refresh(refreshed.filter { !decided.contains($0) }, in: c)
        }
    }

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

    /// A key not queued yet: order numbers repeat across types, companies and suffixes.
    private mutating func newKey() -> OrderKey {
        nextNumber += pick(3) == 0 ? 1 : 0
        return OrderKey(number: nextNumber - pick(30), type: Self.types[pick(3)], company: Self.companies[pick(2)], suffix: Self.suffixes[pick(2)])
    }

    private mutating func add(_ key: OrderKey) throws {
        try queueRow(key)
        if pick(10) > 0 { try header(key) }
        try lines(key)
    }

    private mutating func queueRow(_ key: OrderKey) throws {
        let values: [SQLValue] = key.storeValues + [.integer(Int64(7000 + pick(Self.names.count + 1))), .text(Self.branches[pick(3)]),
                                                    .text(Self.dates[pick(Self.dates.count)])]
        try db.write { c in
            try c.run("""
                INSERT OR REPLACE INTO approval_queue (doco, dcto, kcoo, sfxo, rper, asts, artg, an8, mcu, trdj)
                VALUES (?, ?, ?, ?, 4242, '2N', 'R', ?, ?, ?)
                """, values)
        }
    }

    private mutating func header(_ key: OrderKey) throws {
        let values: [SQLValue] = key.storeValues + [.integer(Int64(7000 + pick(Self.names.count + 1))), .real(Self.amounts[pick(Self.amounts.count)])]
        try db.write { c in
            try c.run("""
                INSERT OR REPLACE INTO order_headers (doco, dcto, kcoo, sfxo, mcu, an8, trdj, drqj, crcd, otot, orby, vr01)
                VALUES (?, ?, ?, ?, 'M30', ?, '', '', 'EUR', ?, 'B', '')
                """, values)
        }
    }

    private mutating func lines(_ key: OrderKey) throws {
        let count = pick(5), item = pick(20)
        let lines = (0..<count).map { line in
            PurchaseOrderLine(key: key, lineNumber: Double(line + 1), lineType: "S", shortItem: 1, item: "ITEM-\(item + line)",
                              description: "d", description2: "", branch: "M30", unit: "EA", quantity: 1, unitCost: 1, amount: 1,
                              currency: "EUR", requestedDate: nil, lastStatus: "220", nextStatus: "230")
        }
        try db.write { try PurchaseOrderLinesDao().replace(lines, of: [key], in: $0) }
    }
}

/// A seeded generator: the same seed draws the same store and the same changes.
