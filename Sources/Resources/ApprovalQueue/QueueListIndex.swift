import AIS
import Foundation
import Store

/// The home list's order, filter and search in memory, so that no key on a list of 100,000 orders
/// waits for a query that scans: `queue_list` keeps the rows the list shows, and this index keeps only
/// what picks and orders them — each sort order as a permutation (taken from SQLite with the same
/// ORDER BY as `QueueSort`, so the two never disagree), the fields the filter tests, and the lowered
/// search text. A window of rows is then read by row id (`OrderQueueDao.rows(rowIDs:)`).
///
/// An index is a snapshot: built off the UI thread (`build`, a few hundred ms at 100,000 orders) and
/// replaced whole when `queue_list` changes; until then the list reads through SQL.
public final class QueueListIndex: Sendable {
    /// `OrderQueueDao.generation` when it was read.
    let generation: Int
    /// Row ids of `queue_list`, ascending; a row's position here is its number in every array below.
    let rowIDs: [Int64]
    let numbers: [Int]
    let typeCodes: [Int32]
    let branchCodes: [Int32]
    let amounts: [Double]
    /// The order date as yyyymmdd, 0 when it has none.
    let dates: [Int32]
    /// Lowered search texts, one after another; row i is `searchText[searchStarts[i]..<searchStarts[i+1]]`.
    let searchText: [UInt8]
    let searchStarts: [Int32]
    /// Per row, 256 bits (four words) with a bit set for each pair of adjacent bytes of its search text:
    /// a row lacking any pair of the text searched for is skipped without reading its text.
    let pairBits: [UInt64]
    /// Order type and branch texts to their codes.
    let typeCode: [String: Int32]
    let branchCode: [String: Int32]
    /// Row numbers in each sort order, by that order's ORDER BY clause.
    let orders: [String: [Int32]]

    /// Orders in the queue (what the list holds without a filter).
    public var count: Int { rowIDs.count }

    private init(generation: Int, rowIDs: [Int64], numbers: [Int], typeCodes: [Int32], branchCodes: [Int32], amounts: [Double], dates: [Int32],
                 searchText: [UInt8], searchStarts: [Int32], pairBits: [UInt64], typeCode: [String: Int32], branchCode: [String: Int32],
                 orders: [String: [Int32]]) {
        self.generation = generation
        self.rowIDs = rowIDs
        self.numbers = numbers
        self.typeCodes = typeCodes
        self.branchCodes = branchCodes
        self.amounts = amounts
        self.dates = dates
        self.searchText = searchText
        self.searchStarts = searchStarts
        self.pairBits = pairBits
        self.typeCode = typeCode
        self.branchCode = branchCode
        self.orders = orders
    }

    /// The index of `queue_list` now (one snapshot: call inside `Database.readAside`): `previous` with the
    /// rows removed since left out when that is all that happened (a few ms at 100,000 orders), else
    /// built anew (about a second).
    public static func current(in c: Connection, previous: QueueListIndex?) throws -> QueueListIndex {
        if let previous, try OrderQueueDao().generation(in: c) == previous.generation,
           let kept = previous.keeping(rowIDs: try c.integers("SELECT rowid FROM queue_list ORDER BY rowid")) {
            return kept
        }
        return try build(in: c)
    }

    /// Reads `queue_list` whole.
    static func build(in c: Connection) throws -> QueueListIndex {
        let generation = try OrderQueueDao().generation(in: c)
        var rowIDs: [Int64] = [], numbers: [Int] = [], typeCodes: [Int32] = [], branchCodes: [Int32] = []
        var amounts: [Double] = [], dates: [Int32] = [], searchText: [UInt8] = [], searchStarts: [Int32] = [0], pairBits: [UInt64] = []
        var typeCode: [String: Int32] = [:], branchCode: [String: Int32] = [:]
        func code(_ text: String, in table: inout [String: Int32]) -> Int32 {
            if let known = table[text] { return known }
            let new = Int32(table.count)
            table[text] = new
            return new
        }
        // Sized once, so that no array doubles (and briefly triples) on the way.
        let size = try c.first("SELECT count(*), coalesce(sum(length(CAST(search AS BLOB))), 0) FROM queue_list")
        let rows = size?[0].int ?? 0
        rowIDs.reserveCapacity(rows); numbers.reserveCapacity(rows); typeCodes.reserveCapacity(rows)
        branchCodes.reserveCapacity(rows); amounts.reserveCapacity(rows); dates.reserveCapacity(rows)
        searchStarts.reserveCapacity(rows + 1); pairBits.reserveCapacity(rows * 4)
        searchText.reserveCapacity((size?[1].int ?? 0) + rows * 8)
        try c.forEach("SELECT rowid, doco, dcto, branch, amount, order_date, search FROM queue_list ORDER BY rowid") { r in
            rowIDs.append(r[0].int64 ?? 0)
            numbers.append(r[1].int ?? 0)
            typeCodes.append(code(r[2].string ?? "", in: &typeCode))
            branchCodes.append(code(r[3].string ?? "", in: &branchCode))
            amounts.append(r[4].double ?? 0)
            dates.append(Self.day(r[5].string ?? ""))
            let start = searchText.count
            Self.appendSearchable(r[6].string ?? "", to: &searchText)
            searchStarts.append(Int32(searchText.count))
            pairBits += Self.pairBits(of: searchText[start...])
        }
        let orders = try sortOrders(in: c, rowIDs: rowIDs)
        return QueueListIndex(generation: generation, rowIDs: rowIDs, numbers: numbers, typeCodes: typeCodes, branchCodes: branchCodes, amounts: amounts,
                              dates: dates, searchText: searchText, searchStarts: searchStarts, pairBits: pairBits,
                              typeCode: typeCode, branchCode: branchCode, orders: orders)
    }

    /// Row numbers in every sort order, by ORDER BY clause. Each ascending order comes from SQLite with
    /// that sort's own ORDER BY, so the SQL path and the index never disagree; its descending twin is
    /// derived from it, which halves the sorting (a sort of 100,000 rows is 0.2–0.3 s). Both directions
    /// break ties the same way (newest order number first), so descending is the ascending order's runs
    /// of equal values, last run first, each run kept in its order. Equal means equal to SQLite: bytes for
    /// text, ASCII case folded for the names that sort with NOCASE.
    static func sortOrders(in c: Connection, rowIDs: [Int64]) throws -> [String: [Int32]] {
        var orders: [String: [Int32]] = [:]
        for column in QueueSort.Column.allCases {
            let up = QueueSort(column: column, ascending: true), down = QueueSort(column: column, ascending: false)
            guard orders[up.orderBy] == nil else { continue }
            var ascending: [Int32] = [], runStarts: [Int] = []
            ascending.reserveCapacity(rowIDs.count)
            var previous: SQLValue?
            try c.forEach("SELECT rowid, \(column.sqlColumn) FROM queue_list ORDER BY \(up.orderBy)") { r in
                guard let position = Self.position(of: r[0].int64 ?? 0, in: rowIDs) else { return }
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
        case let (.text(x), .text(y)):
            // Bytes, not Swift's String equality, which treats canonically equivalent text as equal.
            guard ignoringCase else { return x.utf8.elementsEqual(y.utf8) }
            return x.utf8.elementsEqual(y.utf8) { Self.asciiLowered($0) == Self.asciiLowered($1) }
        case let (.blob(x), .blob(y)): return x == y
        default: return false
        }
    }

    private static func asciiLowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// This index less the rows not in `present` (ascending row ids); nil when `present` holds a row it
    /// does not know (rows were added: build anew).
    func keeping(rowIDs present: [Int64]) -> QueueListIndex? {
        guard present.count <= rowIDs.count else { return nil }
        if present.count == rowIDs.count { return present == rowIDs ? self : nil }
        var newNumber = [Int32](repeating: -1, count: rowIDs.count)
        var j = 0
        for (i, id) in rowIDs.enumerated() where j < present.count && present[j] == id {
            newNumber[i] = Int32(j)
            j += 1
        }
        guard j == present.count else { return nil }
        let kept = rowIDs.indices.filter { newNumber[$0] >= 0 }
        var searchText: [UInt8] = [], searchStarts: [Int32] = [0]
        searchText.reserveCapacity(self.searchText.count)
        for i in kept {
            searchText += self.searchText[Int(self.searchStarts[i])..<Int(self.searchStarts[i + 1])]
            searchStarts.append(Int32(searchText.count))
        }
        return QueueListIndex(generation: generation, rowIDs: present, numbers: kept.map { numbers[$0] },
                              typeCodes: kept.map { typeCodes[$0] }, branchCodes: kept.map { branchCodes[$0] },
                              amounts: kept.map { amounts[$0] }, dates: kept.map { dates[$0] }, searchText: searchText,
                              searchStarts: searchStarts, pairBits: kept.flatMap { pairBits[($0 * 4)..<($0 * 4 + 4)] },
                              typeCode: typeCode, branchCode: branchCode,
                              orders: orders.mapValues { order in order.compactMap { newNumber[Int($0)] >= 0 ? newNumber[Int($0)] : nil } })
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
        let types = allowed(filter.orderTypes, typeCode), branches = allowed(filter.branches, branchCode)
        let latest = filter.minimumDaysWaiting.map { Self.day(today.adding(days: -$0).iso) }
        let rows = ordered.filter { row in
            let i = Int(row)
            if !types[Int(typeCodes[i])] || !branches[Int(branchCodes[i])] { return false }
            if let low = filter.minimumAmount, !(amounts[i] >= low) { return false }
            if let high = filter.maximumAmount, !(amounts[i] <= high) { return false }
            if let latest, dates[i] == 0 || dates[i] > latest { return false }
            return true
        }
        return QueueListView(index: self, rows: rows)
    }

    /// What a search compares: lowered (all of Unicode, not only ASCII as SQLite's `lower`), control
    /// characters dropped, outer spaces trimmed.
    static func searchable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            .trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Appends a row's search text as `searchable` would have it (less the trimming, which matters only
    /// to what is typed), without building strings for the plain ASCII most rows are.
    static func appendSearchable(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let (ascii, controls) = text.withUTF8 { raw in
            (raw.allSatisfy { $0 < 0x80 }, raw.contains { $0 < 0x20 || $0 == 0x7F })
        }
        if controls {
            bytes += Array(searchable(text).utf8)
        } else if ascii {
            text.withUTF8 { raw in for byte in raw { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) } }
        } else {
            bytes += Array(text.lowercased().utf8)
        }
    }

    /// The pair bits of `bytes` (see `pairBits`): four words.
    static func pairBits<C: Collection>(of bytes: C) -> [UInt64] where C.Element == UInt8 {
        var bits: [UInt64] = [0, 0, 0, 0]
        var previous: UInt8?
        for byte in bytes {
            if let previous {
                let bucket = Int(((UInt32(previous) << 8 | UInt32(byte)) &* 2_654_435_761) >> 24)
                bits[bucket >> 6] |= 1 << UInt64(bucket & 63)
            }
            previous = byte
        }
        return bits
    }

    /// Whether row `i` may contain text with the pair bits `needle` (false: it surely does not).
    func row(_ i: Int, mayContain needle: [UInt64]) -> Bool {
        let base = i * 4
        return pairBits[base] & needle[0] == needle[0] && pairBits[base + 1] & needle[1] == needle[1]
            && pairBits[base + 2] & needle[2] == needle[2] && pairBits[base + 3] & needle[3] == needle[3]
    }

    /// "2026-11-23" as 20261123; 0 for anything else.
    static func day(_ iso: String) -> Int32 {
        let digits = iso.utf8.filter { $0 != UInt8(ascii: "-") }
        guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return 0 }
        return digits.reduce(0) { $0 * 10 + Int32($1 - 48) }
    }

    static func position(of rowID: Int64, in sorted: [Int64]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < rowID { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == rowID ? low : nil
    }

    /// Whether row `i`'s search text contains `needle` (UTF-8, already searchable): memchr finds each
    /// place the first byte occurs, and only those are compared.
    func row(_ i: Int, contains needle: [UInt8]) -> Bool {
        let start = Int(searchStarts[i]), end = Int(searchStarts[i + 1])
        guard end - start >= needle.count, let first = needle.first else { return false }
        return searchText.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { n in
                let base = text.baseAddress!
                var at = base + start
                let last = base + end - n.count
                while at <= last, let hit = memchr(at, Int32(first), last - at + 1) {
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, n.baseAddress!, n.count) == 0 { return true }
                    at = candidate + 1
                }
                return false
            }
        }
    }
}

/// The home list as shown: the index's rows in one sort order, those the filter lets through.
public struct QueueListView: Sendable {
    let index: QueueListIndex
    /// Row numbers of the index, in the order shown.
    let rows: [Int32]

    public var count: Int { rows.count }
    /// Orders in the queue, filtered or not.
    public var total: Int { index.count }

    /// The `queue_list` row ids shown from `offset`, at most `limit`.
    public func rowIDs(offset: Int, limit: Int) -> [Int64] {
        let start = max(0, min(offset, rows.count)), end = max(start, min(rows.count, start + max(0, limit)))
        return rows[start..<end].map { index.rowIDs[Int($0)] }
    }

    /// As `OrderQueueDao.position(ofMatch:…)`: the next position (wrapping) whose search text contains `text`.
    public func position(ofMatch text: String, from position: Int, forward: Bool) -> Int? {
        let needle = Array(QueueListIndex.searchable(text).utf8)
        guard !needle.isEmpty, !rows.isEmpty else { return nil }
        let pairs = QueueListIndex.pairBits(of: needle)
        let n = rows.count
        let start = (0..<n).contains(position) ? position : (forward ? 0 : n - 1)
        for step in 0..<n {
            let p = forward ? (start + step) % n : (start - step + n) % n
            let row = Int(rows[p])
            if index.row(row, mayContain: pairs) && index.row(row, contains: needle) { return p }
        }
        return nil
    }

    /// The position of an order (by number) as shown, or nil.
    public func position(ofOrder number: Int) -> Int? {
        rows.firstIndex { index.numbers[Int($0)] == number }
    }
}
