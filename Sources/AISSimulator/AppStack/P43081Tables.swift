import Store

/// What P43081's grids read from the tables: the orders awaiting a user (W43081A: `F4209` as the
/// orchestrations read it, with the order's `F4301` header and the supplier's `F0101` name) and an order's
/// lines (W43081B: `F4311`). Values are kept by alias, as stored; `FormWriter` writes them.
struct P43081Tables: Sendable {
    let database: Database

    /// The orders awaiting `user` (an `F4209` row with `RPER` = the user and `ASTS` `1N`/`2N`) that `query`
    /// matches, newest first; at most `pageSize`, and whether more matched.
    func orders(awaiting user: UserAccount, query: FormQuery, pageSize: Int) throws -> (rows: [GridRow], more: Bool) {
        var sql = """
            SELECT F.DOCO, F.DCTO, F.KCOO, F.SFXO, H.TRDJ, H.DRQJ, H.OTOT, COALESCE(A.ALPH, '') AS ALPH,
                   EXISTS (SELECT 1 FROM SIM_MEDIA M WHERE M.DOCO = F.DOCO AND M.DCTO = F.DCTO AND M.KCOO = F.KCOO
                           AND M.SFXO = F.SFXO) AS MO
            FROM F4209 F
            JOIN F4301 H ON H.DOCO = F.DOCO AND H.DCTO = F.DCTO AND H.KCOO = F.KCOO AND H.SFXO = F.SFXO
            LEFT JOIN F0101 A ON A.AN8 = H.AN8
            WHERE F.RPER = ? AND F.ASTS IN ('1N', '2N')
            """
        var parameters: [SQLValue] = [.integer(Int64(user.addressNumber))]
        if let number = query.orderNumber {
            sql += " AND F.DOCO = ?"
            parameters.append(.integer(Int64(number)))
        }
        sql += " GROUP BY F.DOCO, F.DCTO, F.KCOO, F.SFXO ORDER BY F.DOCO DESC, F.DCTO, F.KCOO, F.SFXO"
        var rows: [GridRow] = []
        var more = false
        try database.read { c in
            try c.forEach(sql, parameters) { row in
                guard !more else { return }
                let values = ["DOCO", "DCTO", "KCOO", "SFXO", "TRDJ", "DRQJ", "OTOT", "ALPH"].map { ($0, row[$0]) }
                let gridRow = GridRow(values: Dictionary(uniqueKeysWithValues: values), hasMedia: row.int("MO") == 1)
                guard query.matches(gridRow) else { return }
                if rows.count < pageSize { rows.append(gridRow) } else { more = true }
            }
        }
        return (rows, more)
    }

    /// Every line of `order`, by line number.
    func lines(of order: OrderKey) throws -> [GridRow] {
        let sql = "SELECT \(Self.lineColumns.joined(separator: ", ")) FROM F4311 WHERE \(OrderKey.whereClause) ORDER BY LNID"
        return try database.read { c in try c.query(sql, order.parameters) }.map { row in
            GridRow(values: Dictionary(uniqueKeysWithValues: Self.lineColumns.map { ($0, row[$0]) }))
        }
    }

    private static let lineColumns = ["LNID", "SFXO", "LITM", "UORG", "PRRC", "AEXP", "DSC1", "LTTR"]
}

extension GridRow {
    /// The order a W43081A row shows.
    var orderKey: OrderKey? {
        guard let number = values["DOCO"]?.int, let type = values["DCTO"]?.string, let company = values["KCOO"]?.string,
              let suffix = values["SFXO"]?.string else { return nil }
        return OrderKey(number: number, type: type, company: company, suffix: suffix)
    }
}
