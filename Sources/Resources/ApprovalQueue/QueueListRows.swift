import Store

/// The rows of `queue_list` as the home list's index keeps them: one entry per row in every array, rows
/// numbered by ascending row id. Read whole by `QueueListIndex.build`, and after a delta refresh cut to
/// the rows kept and extended with the rows written again (`QueueListIndex.updated`), both through
/// `append`, so a row is held the same way whichever way it came.
struct QueueListRows: Sendable {
    /// Row ids of `queue_list`, ascending; a row's position here is its number in every array below.
    private(set) var rowIDs: [Int64] = []
    private(set) var numbers: [Int] = []
    private(set) var typeCodes: [Int32] = []
    private(set) var branchCodes: [Int32] = []
    private(set) var amounts: [Double] = []
    /// The order date as yyyymmdd, 0 when it has none.
    private(set) var dates: [Int32] = []
    /// The currency's code (`currencyCode`), -1 for none: "amounts in several currencies" is counted here,
    /// not by a query that scans the list when the amount sort is chosen.
    private(set) var currencyCodes: [Int32] = []
    /// Lowered search texts, one after another; row i is `searchText[searchStarts[i]..<searchStarts[i+1]]`.
    private(set) var searchText: [UInt8] = []
    private(set) var searchStarts: [Int32] = [0]
    /// Per row, 256 bits (four words) with a bit set for each pair of adjacent bytes of its search text:
    /// a row lacking any pair of the text searched for is skipped without reading its text.
    private(set) var pairBits: [UInt64] = []
    /// Order type and branch texts to their codes.
    private(set) var typeCode: [String: Int32] = [:]
    private(set) var branchCode: [String: Int32] = [:]
    private(set) var currencyCode: [String: Int32] = [:]
    /// What the rows sort by, to merge rows in where SQLite would sort them.
    private(set) var keys = QueueListSortKeys()
    /// Per text of `keys`: its order type code, branch code and day, -1 until worked out.
    private var typeOfText: [Int32] = [], branchOfText: [Int32] = [], dayOfText: [Int32] = [], currencyOfText: [Int32] = []

    var count: Int { rowIDs.count }

    init() {}

    /// Room for `rows` rows with `searchBytes` bytes of search text, so that no array doubles (and
    /// briefly triples) on the way.
    init(reserving rows: Int, searchBytes: Int) {
        rowIDs.reserveCapacity(rows); numbers.reserveCapacity(rows); typeCodes.reserveCapacity(rows)
        branchCodes.reserveCapacity(rows); amounts.reserveCapacity(rows); dates.reserveCapacity(rows); currencyCodes.reserveCapacity(rows)
        searchStarts.reserveCapacity(rows + 1); pairBits.reserveCapacity(rows * 4)
        searchText.reserveCapacity(searchBytes + rows * 8)
        keys.reserveCapacity(rows)
    }

    /// Appends one row of `OrderQueueDao.indexRowsSQL` (its columns, in its order).
    mutating func append(_ r: Row) {
        keys.append(r, from: 5)
        let row = keys.count - 1
        rowIDs.append(r[0].int64 ?? 0)
        numbers.append(r[1].int ?? 0)
        typeCodes.append(Self.filterCode(ofText: keys.typeText(of: row), in: keys.texts, table: &typeCode, cache: &typeOfText))
        var branch: [UInt8] = []
        if case .blob(let bytes) = r[2] { branch = bytes }
        let branchText = keys.intern(branch)
        branchCodes.append(Self.filterCode(ofText: branchText, in: keys.texts, table: &branchCode, cache: &branchOfText))
        amounts.append(r[3].double ?? 0)
        dates.append(Self.day(ofText: keys.orderDates[row], in: keys.texts, cache: &dayOfText))
        if case .blob(let currency) = r[13] {
            currencyCodes.append(Self.filterCode(ofText: keys.intern(currency), in: keys.texts, table: &currencyCode, cache: &currencyOfText))
        } else {
            currencyCodes.append(-1)
        }
        let start = searchText.count
        QueueListIndex.appendSearchable(r[4].string ?? "", to: &searchText)
        searchStarts.append(Int32(searchText.count))
        QueueListIndex.appendPairBits(of: searchText[start...], to: &pairBits)
    }

    /// The filter's code of a text of `keys` (an order type, a branch): the text as `Row.string` would
    /// have it, looked up once per distinct text rather than once per row.
    private static func filterCode(ofText text: Int32, in texts: InternedTexts, table: inout [String: Int32],
                                   cache: inout [Int32]) -> Int32 {
        if Int(text) < cache.count, cache[Int(text)] >= 0 { return cache[Int(text)] }
        let string = texts.string(text)
        let code = table[string] ?? Int32(table.count)
        table[string] = code
        if Int(text) >= cache.count { cache += repeatElement(-1, count: texts.count - cache.count) }
        cache[Int(text)] = code
        return code
    }

    /// The day of an order date of `keys` (see `QueueListIndex.day`), worked out once per distinct date.
    private static func day(ofText text: Int32, in texts: InternedTexts, cache: inout [Int32]) -> Int32 {
        if Int(text) < cache.count, cache[Int(text)] >= 0 { return cache[Int(text)] }
        let day = QueueListIndex.day(texts.string(text))
        if Int(text) >= cache.count { cache += repeatElement(-1, count: texts.count - cache.count) }
        cache[Int(text)] = day
        return day
    }

    /// These rows less those not numbered in `kept` (ascending), renumbered in that order, with room for
    /// `extra` rows more. Copied by runs of rows kept one after another (a refresh removes about one row
    /// in a hundred), not row by row.
    func keeping(_ kept: [Int], room extra: Int) -> QueueListRows {
        let runs = Self.runs(kept), size = kept.count + extra
        var rows = QueueListRows()
        rows.rowIDs = Self.gather(rowIDs, runs, size)
        rows.numbers = Self.gather(numbers, runs, size)
        rows.typeCodes = Self.gather(typeCodes, runs, size)
        rows.branchCodes = Self.gather(branchCodes, runs, size)
        rows.amounts = Self.gather(amounts, runs, size)
        rows.dates = Self.gather(dates, runs, size)
        rows.currencyCodes = Self.gather(currencyCodes, runs, size)
        rows.searchText.reserveCapacity(searchText.count + extra * (searchText.count / max(1, count) + 64))
        rows.searchStarts.reserveCapacity(size + 1)
        rows.pairBits.reserveCapacity(size * 4)
        for run in runs {
            let shift = Int32(rows.searchText.count) - searchStarts[run.lowerBound]
            rows.searchText += searchText[Int(searchStarts[run.lowerBound])..<Int(searchStarts[run.upperBound])]
            rows.searchStarts += searchStarts[(run.lowerBound + 1)...run.upperBound].lazy.map { $0 + shift }
            rows.pairBits += pairBits[(run.lowerBound * 4)..<(run.upperBound * 4)]
        }
        rows.typeCode = typeCode
        rows.branchCode = branchCode
        rows.currencyCode = currencyCode
        rows.typeOfText = typeOfText
        rows.branchOfText = branchOfText
        rows.currencyOfText = currencyOfText
        rows.dayOfText = dayOfText
        rows.keys = keys.keeping(runs, room: extra)
        return rows
    }

    /// `kept` (ascending) as runs of consecutive row numbers.
    static func runs(_ kept: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for i in kept.indices where i + 1 == kept.count || kept[i + 1] != kept[i] + 1 {
            runs.append(kept[start]..<(kept[i] + 1))
            start = i + 1
        }
        return runs
    }

    /// `values` in `runs`, in an array with room for `size`.
    static func gather<T>(_ values: [T], _ runs: [Range<Int>], _ size: Int) -> [T] {
        var out: [T] = []
        out.reserveCapacity(size)
        for run in runs { out += values[run] }
        return out
    }

    /// Whether row `a` comes before row `b` in `sort`, exactly as SQLite's ORDER BY `sort.orderBy` puts
    /// them: the column's value in the sort's direction, then the newest order number, then the lower row
    /// id (no two rows share one).
    func precedes(_ a: Int, _ b: Int, in sort: QueueSort) -> Bool {
        let first = keys.compare(a, b, by: sort.column, numbers: numbers, amounts: amounts)
        if first != 0 { return sort.ascending ? first < 0 : first > 0 }
        if numbers[a] != numbers[b] { return numbers[a] > numbers[b] }
        return rowIDs[a] < rowIDs[b]
    }

    /// Heap bytes of the rows (array capacities; the type and branch tables, a few entries, left out),
    /// and of that what only the sort keys take.
    var footprint: (all: Int, sortKeys: Int) {
        let arrays = rowIDs.capacity * 8 + numbers.capacity * 8 + typeCodes.capacity * 4 + branchCodes.capacity * 4
            + amounts.capacity * 8 + dates.capacity * 4 + currencyCodes.capacity * 4 + searchText.capacity + searchStarts.capacity * 4 + pairBits.capacity * 8
        return (arrays + keys.footprint, keys.footprint)
    }
}
