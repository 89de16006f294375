import AIS
import JDESchema

extension DataServiceQuery {
    /// A read of a catalogued table (contract §4.1): the only way Signoff's workers build a query. Every
    /// column it names, returned, in a condition or in its order, is checked against `ColumnCatalogue`, so
    /// a column a standard JD Edwards table lacks stops the tests before any site's server refuses it. The
    /// columns the catalogue says Signoff can do without are the read's optional ones.
    init(_ table: CataloguedTable, columns: [String], conditions: [Condition], matchAll: Bool = true, orderBy: [OrderBy] = [],
         pageSize: Int? = nil) {
        _ = table.checked(columns + conditions.map(\.column) + orderBy.map(\.column))
        self.init(table: table.name, columns: columns, conditions: conditions, matchAll: matchAll, orderBy: orderBy, pageSize: pageSize)
        // A column Signoff does without at a site whose table lacks it is left out there (`DataService.browse`).
        optionalColumns = columns.filter { table.column($0)?.withoutIt != nil }
    }

    /// The names this query uses that its table's catalogue entry lacks (none for a query built above and
    /// changed only by catalogued names): what a test of every query checks.
    var uncataloguedColumns: [String] {
        guard let table = ColumnCatalogue.table(table) else { return columns }
        let named = columns + conditions.map(\.column) + orderBy.map(\.column)
        return named.filter { table.column($0) == nil }
    }

    /// Whether the query names `alias` (returned, in a condition or in its order).
    func names(_ alias: String) -> Bool {
        columns.contains(alias) || conditions.contains { $0.column == alias } || orderBy.contains { $0.column == alias }
    }

    /// The same read without `aliases` anywhere: what a site check tries after a refusal naming them.
    func without(_ aliases: [String]) -> DataServiceQuery {
        var less = self
        less.columns.removeAll { aliases.contains($0) }
        less.conditions.removeAll { aliases.contains($0.column) }
        less.orderBy.removeAll { aliases.contains($0.column) }
        return less
    }
}
