/// Row ids of an index to row numbers (positions in its ascending row ids): a table by row id while the
/// ids are dense enough (at most four slots a row, as after a build, whose ids start at 1), else a binary
/// search. A build looks every row id up six times (once per sort order read from SQLite), an update
/// once: at 100,000 rows the binary searches were a sixth of a build.
struct RowNumbers {
    private let rowIDs: [Int64]
    private let lowest: Int64
    /// Row number by `id - lowest`, -1 for an id the index does not hold; empty when the ids are sparse.
    private let slots: [Int32]

    init(_ rowIDs: [Int64]) {
        self.rowIDs = rowIDs
        lowest = rowIDs.first ?? 0
        let span = Int((rowIDs.last ?? 0) - lowest) + 1
        guard !rowIDs.isEmpty, span <= rowIDs.count * 4 else {
            slots = []
            return
        }
        var slots = [Int32](repeating: -1, count: span)
        for (i, id) in rowIDs.enumerated() { slots[Int(id - lowest)] = Int32(i) }
        self.slots = slots
    }

    /// The number of the row with row id `id`, nil when there is none.
    subscript(id: Int64) -> Int? {
        if !slots.isEmpty {
            guard id >= lowest, id - lowest < Int64(slots.count), slots[Int(id - lowest)] >= 0 else { return nil }
            return Int(slots[Int(id - lowest)])
        }
        var low = 0, high = rowIDs.count
        while low < high {
            let mid = (low + high) / 2
            if rowIDs[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < rowIDs.count && rowIDs[low] == id ? low : nil
    }
}
