import AIS
import Foundation
import Store

/// The home list's order, filter and search in memory, so that no key on a list of 100,000 orders
/// waits for a query that scans: `queue_list` keeps the rows the list shows, and this index keeps only
/// what picks and orders them — each sort order as a permutation (taken from SQLite with the same
/// ORDER BY as `QueueSort`, so the two never disagree), the fields the filter tests, the lowered search
/// text, and each row's sort keys. A window of rows is then read by row id (`OrderQueueDao.rows(rowIDs:)`).
///
/// An index is a snapshot: built off the UI thread (`build`, one to two seconds at 100,000 orders) and
/// replaced when `queue_list` changes, by one updated in place when it can (`updated(in:)`: rows removed,
/// and rows written again by a delta refresh: about 30 ms for 1,000 of 100,000) and else built anew;
/// until then the list reads through SQL.
public final class QueueListIndex: Sendable {
    /// `OrderQueueDao.generation` when it was read.
    let generation: Int
    /// The rows, numbered by ascending row id: what the filter tests, the search text, the sort keys.
    let rows: QueueListRows
    /// Row numbers in each sort order, by that order's ORDER BY clause.
    let orders: [String: [Int32]]

    /// Orders in the queue (what the list holds without a filter).
    public var count: Int { rows.count }

    /// Heap bytes the index takes (its arrays' capacities; the few type and branch names left out).
    public var bytes: Int { rows.footprint.all + orders.values.reduce(0) { $0 + $1.capacity * 4 } }

    /// Of `bytes`, what only the sort keys take that let rows be merged in place (`updated(in:)`).
    public var sortKeyBytes: Int { rows.footprint.sortKeys }

    init(generation: Int, rows: QueueListRows, orders: [String: [Int32]]) {
        self.generation = generation
        self.rows = rows
        self.orders = orders
    }

    /// The index of `queue_list` now (one snapshot: call inside `Database.readAside`): `previous` updated
    /// in place when only rows were removed or written again by `OrderQueueDao.refresh` since (tens of ms
    /// at 100,000 orders), else built anew (a second or two).
    public static func current(in c: Connection, previous: QueueListIndex?) throws -> QueueListIndex {
        if let previous, let updated = try previous.updated(in: c) { return updated }
        return try build(in: c)
    }

    /// Reads `queue_list` whole.
    static func build(in c: Connection) throws -> QueueListIndex {
        let generation = try OrderQueueDao().generation(in: c)
        let size = try c.first(OrderQueueDao.indexSizeSQL)
        var rows = QueueListRows(reserving: size?[0].int ?? 0, searchBytes: size?[1].int ?? 0)
        try c.forEach(OrderQueueDao.indexRowsInOrderSQL) { rows.append($0) }
        let orders = try sortOrders(in: c, rowIDs: rows.rowIDs)
        return QueueListIndex(generation: generation, rows: rows, orders: orders)
    }

    /// Row numbers in every sort order, by ORDER BY clause. Each ascending order comes from SQLite with
    /// that sort's own ORDER BY, so the SQL path and the index never disagree; its descending twin is
    /// derived from it, which halves the sorting (a sort of 100,000 rows is 0.2–0.3 s). Both directions
    /// break ties the same way (newest order number first), so descending is the ascending order's runs
    /// of equal values, last run first, each run kept in its order. Equal means equal to SQLite: bytes for
    /// text, ASCII case folded for the names that sort with NOCASE.
    static func sortOrders(in c: Connection, rowIDs: [Int64]) throws -> [String: [Int32]] {
        var orders: [String: [Int32]] = [:]
        let numbers = RowNumbers(rowIDs)
        for column in QueueSort.Column.allCases {
            let up = QueueSort(column: column, ascending: true), down = QueueSort(column: column, ascending: false)
            guard orders[up.orderBy] == nil else { continue }
            var ascending: [Int32] = [], runStarts: [Int] = []
            ascending.reserveCapacity(rowIDs.count)
            var previous: SQLValue?
            try c.forEach(OrderQueueDao.sortKeysSQL(column: column.sqlColumn, orderBy: up.orderBy)) { r in
                guard let position = numbers[r[0].int64 ?? 0] else { return }
                let value = r[1]
                if let previous, Self.sortsEqual(previous, value, ignoringCase: column.ignoresCase) {} else {
                    runStarts.append(ascending.count)
                }
                previous = value
                ascending.append(Int32(position))
            }
            var descending: [Int32] = []
            descending.reserveCapacity(ascending.count)
            var end = ascending.count
            for start in runStarts.reversed() {
                descending += ascending[start..<end]
                end = start
            }
            orders[up.orderBy] = ascending
            orders[down.orderBy] = descending
        }
        return orders
    }

    /// Whether SQLite's ORDER BY ranks `a` and `b` the same (BINARY, or NOCASE when `ignoringCase`).
    static func sortsEqual(_ a: SQLValue, _ b: SQLValue, ignoringCase: Bool) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.integer(x), .integer(y)): return x == y
        case let (.real(x), .real(y)): return x == y
        case let (.integer(x), .real(y)), let (.real(y), .integer(x)): return Double(x) == y
        case (.text(var x), .text(var y)):
            // Bytes, not Swift's String equality, which treats canonically equivalent text as equal; and
            // the same comparison as the one that merges rows in (`QueueListRows.precedes`).
            return x.withUTF8 { a in y.withUTF8 { b in (ignoringCase ? InternedTexts.nocase(a, b) : InternedTexts.binary(a, b)) == 0 } }
        case let (.blob(x), .blob(y)): return x == y
        default: return false
        }
    }

    /// The list as shown with `sort` and `filter`.
    public func view(sort: QueueSort, filter: QueueFilter, today: LocalDate) -> QueueListView {
        let ordered = orders[sort.orderBy] ?? []
        guard !filter.isEmpty else { return QueueListView(index: self, rows: ordered) }
        /// Per code, whether the filter lets it through (every code when the filter names none).
        func allowed(_ names: [String], _ codes: [String: Int32]) -> [Bool] {
            var table = [Bool](repeating: names.isEmpty, count: codes.count)
            for name in names { if let code = codes[name] { table[Int(code)] = true } }
            return table
        }
        let types = allowed(filter.orderTypes, rows.typeCode), branches = allowed(filter.branches, rows.branchCode)
        let typeCodes = rows.typeCodes, branchCodes = rows.branchCodes, amounts = rows.amounts, dates = rows.dates
        let latest = filter.minimumDaysWaiting.map { Self.day(today.adding(days: -$0).iso) }
        let earliest = filter.maximumDaysWaiting.map { Self.day(today.adding(days: -$0).iso) }
        let shown = ordered.filter { row in
            let i = Int(row)
            if !types[Int(typeCodes[i])] || !branches[Int(branchCodes[i])] { return false }
            if let low = filter.minimumAmount, !(amounts[i] >= low) { return false }
            if let high = filter.maximumAmount, !(amounts[i] <= high) { return false }
            if let latest, dates[i] == 0 || dates[i] > latest { return false }
            if let earliest, dates[i] == 0 || dates[i] < earliest { return false }
            return true
        }
        return QueueListView(index: self, rows: shown)
    }

    /// "2026-11-23" as 20261123; 0 for anything else.
    static func day(_ iso: String) -> Int32 {
        let digits = iso.utf8.filter { $0 != UInt8(ascii: "-") }
        guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return 0 }
        return digits.reduce(0) { $0 * 10 + Int32($1 - 48) }
    }
}
