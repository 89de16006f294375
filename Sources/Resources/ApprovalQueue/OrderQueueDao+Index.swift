import Store

/// The statements the home list's index (`QueueListIndex`) reads `queue_list` with.
extension OrderQueueDao {
    /// The columns `QueueListRows.append` reads, in its order. The texts but the search text are read as BLOBs: their
    /// bytes as stored, which is what SQLite compares (a `String` would mend bytes that are not UTF-8),
    /// kept once each in `keys.texts`. The thirteenth column says whether every sort key is of the storage
    /// class the column's affinity gives it; the last is the currency (what `count(DISTINCT currency)` counts).
    static let indexRowsSQL = """
        SELECT rowid, doco, CAST(branch AS BLOB), amount, search, CAST(supplier_name AS BLOB), CAST(originator_name AS BLOB),
               CAST(order_date AS BLOB), CAST(dcto AS BLOB), CAST(kcoo AS BLOB), CAST(sfxo AS BLOB), line_count,
               typeof(doco) = 'integer' AND typeof(amount) = 'real' AND typeof(line_count) = 'integer'
               AND typeof(supplier_name) = 'text' AND typeof(originator_name) = 'text' AND typeof(order_date) = 'text'
               AND typeof(dcto) = 'text' AND typeof(kcoo) = 'text' AND typeof(sfxo) = 'text',
               CAST(currency AS BLOB)
        FROM queue_list
        """

    /// Every row, in row id order (`QueueListIndex.build`).
    static let indexRowsInOrderSQL = indexRowsSQL + " ORDER BY rowid"
    /// The rows above a row id, in row id order (`QueueListIndex.updated`).
    static let indexRowsAboveSQL = indexRowsSQL + " WHERE rowid > ? ORDER BY rowid"
    /// The number of rows and the bytes of their search texts, to reserve the index's arrays.
    static let indexSizeSQL = "SELECT count(*), coalesce(sum(length(CAST(search AS BLOB))), 0) FROM queue_list"
    static let rowCountSQL = "SELECT count(*) FROM queue_list"
    /// Every row id, in no order (SQLite scans its smallest covering index).
    static let rowIDsSQL = "SELECT rowid FROM queue_list"

    /// Every row id with one sort key, in one sort order (`QueueSort.orderBy`).
    static func sortKeysSQL(column: String, orderBy: String) -> String {
        "SELECT rowid, \(column) FROM queue_list ORDER BY \(orderBy)"
    }
}
