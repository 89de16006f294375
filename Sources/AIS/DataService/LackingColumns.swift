import Foundation

/// The columns this site's tables were found to lack: a read was refused naming them (contract §4.1).
/// Kept for the client's life, so that a read which can do without them (they are only returned, and the
/// read marks them optional) leaves them out from then on without being refused again.
final class LackingColumns: @unchecked Sendable {
    private let lock = NSLock()
    private var byTable: [String: Set<String>] = [:]

    func note(_ table: String, _ columns: [String]) {
        lock.withLock { byTable[table.uppercased(), default: []].formUnion(columns) }
    }

    /// `query` without the optional columns its table is known to lack.
    func adapted(_ query: DataServiceQuery) -> DataServiceQuery {
        let lacking = lock.withLock { byTable[query.table.uppercased()] ?? [] }
        guard !lacking.isEmpty else { return query }
        var less = query
        less.columns.removeAll { lacking.contains($0) && query.optionalColumns.contains($0) }
        return less
    }

    /// Whether `query` can be read without `columns`: each is one it returns and marks optional, and none
    /// is in a condition or its order.
    static func canDo(_ query: DataServiceQuery, without columns: [String]) -> Bool {
        let needed = Set(query.conditions.map(\.column) + query.orderBy.map(\.column))
        return !columns.isEmpty && columns.allSatisfy { query.columns.contains($0) && query.optionalColumns.contains($0) && !needed.contains($0) }
    }
}
