/// How a paged read goes on after its result set was lost, without reading again what it already passed on.
///
/// A query sorted first by a numeric column (the order number) whose conditions must all match can be
/// narrowed. Rows are passed on only once every row sharing their sort value has arrived: the rows at the
/// end of a page that share its last value are held back until the next page. After a lost page, the query
/// runs again with one more condition, "sort value at or beyond the held one", and continues exactly where
/// the rows passed on stop: nothing is skipped and nothing comes twice.
///
/// The read checks that every row has a number in that column and that the numbers follow the declared
/// order. A server that does not sort as asked, or a query that cannot be narrowed (MATCH_ANY, no sort),
/// makes the read fall back to starting again from its first page.
struct QueryResumption {
    private let query: DataServiceQuery
    private let column: String
    private let ascending: Bool
    /// Whether the rows so far allow narrowing.
    private(set) var usable: Bool
    /// Rows sharing the last value seen, not yet passed on.
    private var held: [DataRow] = []
    /// The last sort value seen.
    private var last: Int?

    init(_ query: DataServiceQuery) {
        self.query = query
        column = query.orderBy.first?.column ?? ""
        ascending = query.orderBy.first?.ascending ?? true
        usable = !query.orderBy.isEmpty && (query.matchAll || query.conditions.isEmpty)
    }

    /// The rows of a page that can be passed on now. Unless `final`, the rows at its end that share its
    /// last sort value are held back for the next page.
    mutating func release(_ rows: [DataRow], final: Bool) -> [DataRow] {
        guard usable else { return rows }
        var all = held
        all.append(contentsOf: rows)
        held = []
        for row in rows {
            guard let value = row.int(column), last.map({ ascending ? value >= $0 : value <= $0 }) ?? true else {
                // Not a number, or out of the declared order: the query cannot be narrowed safely.
                usable = false
                return all
            }
            last = value
        }
        guard !final, let last else { return all }
        let split = all.lastIndex(where: { $0.int(column) != last }).map { $0 + 1 } ?? 0
        held = Array(all[split...])
        return Array(all[..<split])
    }

    /// The query that continues the read after its result set was lost, or nil when the read must start
    /// again from its first page. The held rows come again in the continued query's first page.
    mutating func resumed() -> DataServiceQuery? {
        guard usable, let last else { return nil }
        held = []
        var narrowed = query
        narrowed.matchAll = true
        narrowed.conditions.append(Condition(column: column, op: ascending ? .greaterEqual : .lessEqual, values: [String(last)]))
        return narrowed
    }

    /// Forgets what was seen, for a read that starts again from its first page.
    mutating func reset() {
        held = []
        last = nil
    }
}
