import Store

/// What each row of the home list's index sorts by beyond its order number and amount (which the index
/// keeps for its filter and search anyway): the codes of its supplier and originator names, its order date
/// as stored and its (order type, company, suffix), and its line count. The index needs them only to
/// merge rows written again (`OrderQueueDao.refresh`) into its sort orders where a fresh build would put
/// them, instead of asking SQLite to sort 100,000 rows again.
struct QueueListSortKeys: Sendable {
    /// Every text a key names (names, dates, types, companies, suffixes), each once.
    private(set) var texts = InternedTexts()
    /// The distinct (order type, company, suffix) triples, three codes of `texts` each: with the order
    /// number, what tells one order from another (`QueueListMerge` finds a row's old copy by them).
    private(set) var tieTexts: [Int32] = []
    private var tieCode: [SIMD3<Int32>: Int32] = [:]
    /// Per row: codes of `texts` …
    private(set) var supplierNames: [Int32] = []
    private(set) var originatorNames: [Int32] = []
    private(set) var orderDates: [Int32] = []
    /// … a code of `tieTexts` …
    private(set) var ties: [Int32] = []
    private(set) var lineCounts: [Int32] = []
    /// Whether every row's keys are of the storage class this comparison expects (text, real, integer):
    /// a value of another class (a BLOB name, a text amount, a huge line count), which SQLite would sort
    /// by class first, makes the index build anew rather than merge.
    private(set) var exact = true

    var footprint: Int {
        texts.footprint + tieTexts.capacity * 4 + tieCode.capacity * 16
            + (supplierNames.capacity + originatorNames.capacity + orderDates.capacity + ties.capacity + lineCounts.capacity) * 4
    }

    var count: Int { ties.count }

    /// The code of row `row`'s order type in `texts`.
    func typeText(of row: Int) -> Int32 { tieTexts[Int(ties[row]) * 3] }

    /// The code of `text` in `texts` (for a text that is not a sort key, as the branch, so that the index
    /// looks it up once per distinct text).
    mutating func intern(_ text: [UInt8]) -> Int32 { texts.code(of: text) }

    mutating func reserveCapacity(_ rows: Int) {
        supplierNames.reserveCapacity(rows); originatorNames.reserveCapacity(rows); orderDates.reserveCapacity(rows)
        ties.reserveCapacity(rows); lineCounts.reserveCapacity(rows)
    }

    /// Appends a row's keys: the columns `supplier, originator, date, type, company, suffix` as bytes,
    /// then `line_count`, then whether all of them are of the expected class (see `OrderQueueDao.indexRowsSQL`).
    mutating func append(_ r: Row, from first: Int) {
        func text(_ i: Int) -> Int32 {
            if case .blob(let bytes) = r[first + i] { return texts.code(of: bytes) }
            return texts.code(of: [])
        }
        supplierNames.append(text(0))
        originatorNames.append(text(1))
        orderDates.append(text(2))
        let tie = SIMD3(text(3), text(4), text(5))
        if let known = tieCode[tie] {
            ties.append(known)
        } else {
            let code = Int32(tieCode.count)
            tieCode[tie] = code
            tieTexts += [tie.x, tie.y, tie.z]
            ties.append(code)
        }
        let lines = r[first + 6].int64 ?? 0
        lineCounts.append(Int32(clamping: lines))
        if r[first + 7].int64 != 1 || Int64(Int32(clamping: lines)) != lines { exact = false }
    }

    /// These keys for the rows in `runs` (see `QueueListRows.keeping`), in that order, with room for
    /// `extra` rows more (the texts stay as they are).
    func keeping(_ runs: [Range<Int>], room extra: Int) -> QueueListSortKeys {
        var keys = self
        let size = runs.reduce(extra) { $0 + $1.count }
        keys.supplierNames = QueueListRows.gather(supplierNames, runs, size)
        keys.originatorNames = QueueListRows.gather(originatorNames, runs, size)
        keys.orderDates = QueueListRows.gather(orderDates, runs, size)
        keys.ties = QueueListRows.gather(ties, runs, size)
        keys.lineCounts = QueueListRows.gather(lineCounts, runs, size)
        return keys
    }

    /// Compares rows `a` and `b` by the sort column's value (not its direction), as SQLite orders them.
    /// `numbers` and `amounts` are the index's own.
    func compare(_ a: Int, _ b: Int, by column: QueueSort.Column, numbers: [Int], amounts: [Double]) -> Int {
        switch column {
        case .order: return numbers[a] < numbers[b] ? -1 : numbers[a] == numbers[b] ? 0 : 1
        case .supplier: return texts.compare(supplierNames[a], supplierNames[b], ignoringCase: true)
        case .originator: return texts.compare(originatorNames[a], originatorNames[b], ignoringCase: true)
        case .date, .waiting: return texts.compare(orderDates[a], orderDates[b], ignoringCase: false)
        case .amount: return amounts[a] < amounts[b] ? -1 : amounts[a] == amounts[b] ? 0 : 1
        case .lines: return lineCounts[a] < lineCounts[b] ? -1 : lineCounts[a] == lineCounts[b] ? 0 : 1
        }
    }

}
