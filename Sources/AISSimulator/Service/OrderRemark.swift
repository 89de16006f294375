import Foundation
import Store

/// Remarks in `F4318` (contract §4): a decision's remark at the order's level (`LNID` 0), or a line's
/// beside it, cut to the 30 characters `RMK` holds. A blank remark writes nothing.
enum OrderRemark {
    static let insertSQL = "INSERT INTO F4318 (DOCO, DCTO, KCOO, SFXO, LNID, RMK) VALUES (?, ?, ?, ?, ?, ?)"

    /// Adds `remark` to the order whose key values are `order` (`OrderKey.parameters`), at `line` (0: the order).
    static func write(_ remark: String, order: [SQLValue], line: Double = 0, in c: Connection) throws {
        guard !remark.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        try c.run(insertSQL, order + [.real(line), .text(String(remark.prefix(TableCatalog.remarkWidth)))])
    }
}
