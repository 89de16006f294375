import Store

/// How the simulator writes `F4209` rows (contract §4): every write — an order's entry, a new route step,
/// a decision, a forward — stamps `RDJ` and `RDT` with the simulator's clock (`ChangeStamp`) and `RDB`
/// with the user who wrote it. `TRDJ` is the day the row was added; `MCU` and `ATY` stay blank on
/// approval rows.
enum HeldOrderRow {
    /// `ASTS` of the originator's own row (a blank, then the letter O), added when the order is entered.
    static let originatorStatus = " O"

    static let insertSQL = """
        INSERT INTO F4209 (DOCO, DCTO, KCOO, SFXO, RPER, ASTS, ARTG, AN8, MCU, TRDJ, RDJ, RDT, RDB, ATY)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, '')
        """

    /// The values of `insertSQL`: a row of `order` awaiting or decided by `approver` (`RPER`), raised by
    /// `originator` (`AN8`), added on `added` (`TRDJ`, ISO) and last written by `writer` on `day` at `time`.
    static func values(_ order: [SQLValue], approver: Int, status: String, route: String, originator: Int, writer: String,
                       added: String, day: String, time: Int) -> [SQLValue] {
        order + [.integer(Int64(approver)), .text(status), .text(route), .integer(Int64(originator)), .text(added), .text(day),
                 .integer(Int64(time)), .text(writer)]
    }

    /// Adds a row of `order` written now (`stamp`) by `writer`.
    static func insert(_ order: OrderKey, approver: Int, status: String, route: String, originator: Int, by writer: String,
                       stamp: ChangeStamp, in c: Connection) throws {
        try c.run(insertSQL, values(order.parameters, approver: approver, status: status, route: route, originator: originator,
                                    writer: writer, added: stamp.day, day: stamp.day, time: stamp.time))
    }

    /// Writes `changes` (alias, value) on the row `rowid`, stamped now (`stamp`) as written by `writer`.
    static func update(rowid: SQLValue, _ changes: [(String, SQLValue)], by writer: String, stamp: ChangeStamp,
                       in c: Connection) throws {
        let assignments = (changes.map(\.0) + ["RDJ", "RDT", "RDB"]).map { "\"\($0)\" = ?" }.joined(separator: ", ")
        try c.run("UPDATE F4209 SET \(assignments) WHERE rowid = ?",
                  changes.map(\.1) + stamp.parameters + [.text(writer), rowid])
    }
}
