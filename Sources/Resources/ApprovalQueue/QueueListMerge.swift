/// Merging the rows a delta refresh wrote again into an index's sort orders, where SQLite's ORDER BY
/// puts them (`QueueListIndex.updated`).
///
/// Most rows written again sort where their old copy was: a delta refresh writes an order again when
/// anything about it changed, and mostly not the value a given order sorts by. Such a row takes its old
/// copy's place, found on the pass that leaves the removed rows out; only the others are placed by a
/// binary search of the kept rows, whose cost is the cache misses of its probes (at 100,000 rows,
/// seventeen probes in arrays of megabytes, for each row and each of the twelve sort orders).
struct QueueListMerge {
    /// The rows after the update: the kept rows, renumbered, then the added ones.
    let rows: QueueListRows
    /// The rows before it.
    let old: QueueListRows
    /// Per old row: its number in `rows` when kept; when removed, -2 - s when it is the old copy of added
    /// row s (the s-th row after the kept ones), else -1.
    let newNumber: [Int32]
    /// Per added row: its old copy's number in `old`, or -1.
    let copies: [Int]
    let keptCount: Int

    init(rows: QueueListRows, old: QueueListRows, kept: [Int]) {
        self.rows = rows
        self.old = old
        keptCount = kept.count
        var newNumber = [Int32](repeating: -1, count: old.count)
        for (j, i) in kept.enumerated() { newNumber[i] = Int32(j) }
        // Old copies by primary key: order number and (type, company, suffix), whose codes the added rows
        // share with the old ones (the table of texts only grows).
        var removed: [Key: Int] = [:]
        for i in 0..<old.count where newNumber[i] < 0 { removed[Key(number: old.numbers[i], tie: old.keys.ties[i])] = i }
        var copies = [Int](repeating: -1, count: rows.count - kept.count)
        for s in copies.indices {
            let row = kept.count + s
            if let copy = removed[Key(number: rows.numbers[row], tie: rows.keys.ties[row])] {
                copies[s] = copy
                newNumber[copy] = -2 - Int32(s)
            }
        }
        self.newNumber = newNumber
        self.copies = copies
    }

    private struct Key: Hashable {
        let number: Int
        let tie: Int32
    }

    /// `order` (old row numbers) without the removed rows, renumbered, with the added rows where `sort`
    /// puts them. No two rows tie in a sort order, so each has one place: the one SQLite gives it.
    func merged(_ order: [Int32], by sort: QueueSort) -> [Int32] {
        // The pass over every row, twelve times an update: through buffers, without bounds checks.
        var copyPlace = [Int](repeating: -1, count: copies.count)
        let kept = [Int32](unsafeUninitializedCapacity: keptCount) { out, written in
            newNumber.withUnsafeBufferPointer { newNumber in
                order.withUnsafeBufferPointer { order in
                    var n = 0
                    for row in order {
                        let number = newNumber[Int(row)]
                        if number >= 0 {
                            precondition(n < out.count, "a sort order is not a permutation of the index's rows")
                            out[n] = number
                            n += 1
                        } else if number <= -2 {
                            copyPlace[Int(-2 - number)] = n
                        }
                    }
                    written = n
                }
            }
        }
        guard !copies.isEmpty else { return kept }
        // Each added row's place among the kept rows: its old copy's when it sorts as that did (same value,
        // same order number: every kept row before the copy comes before it) and the kept row after the
        // copy still comes after it (the added row's id is the highest, so a kept row of the same value
        // and number, another type or company, now comes first), else searched.
        var places: [(place: Int, row: Int)] = []
        places.reserveCapacity(copies.count)
        for (s, copy) in copies.enumerated() {
            let row = keptCount + s
            if copy >= 0, copyPlace[s] >= 0, sortsAsOldRow(row, copy, by: sort.column),
               copyPlace[s] == kept.count || rows.precedes(row, Int(kept[copyPlace[s]]), in: sort) {
                places.append((copyPlace[s], row))
            } else {
                var low = 0, high = kept.count
                while low < high {
                    let mid = (low + high) / 2
                    if rows.precedes(Int(kept[mid]), row, in: sort) { low = mid + 1 } else { high = mid }
                }
                places.append((low, row))
            }
        }
        places.sort { $0.place != $1.place ? $0.place < $1.place : rows.precedes($0.row, $1.row, in: sort) }
        var merged: [Int32] = []
        merged.reserveCapacity(kept.count + places.count)
        var from = 0
        for (place, row) in places {
            merged += kept[from..<place]
            merged.append(Int32(row))
            from = place
        }
        merged += kept[from...]
        return merged
    }

    /// Whether added row `row` has the value of old row `copy` in `column`, as SQLite compares them.
    private func sortsAsOldRow(_ row: Int, _ copy: Int, by column: QueueSort.Column) -> Bool {
        let new = rows.keys, was = old.keys
        switch column {
        case .order: return rows.numbers[row] == old.numbers[copy]
        case .supplier: return new.texts.compare(new.supplierNames[row], was.supplierNames[copy], ignoringCase: true) == 0
        case .originator: return new.texts.compare(new.originatorNames[row], was.originatorNames[copy], ignoringCase: true) == 0
        case .date, .waiting: return new.orderDates[row] == was.orderDates[copy]
        case .amount: return rows.amounts[row] == old.amounts[copy]
        case .lines: return new.lineCounts[row] == was.lineCounts[copy]
        }
    }
}
