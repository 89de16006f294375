import AIS
import Store
import Testing
@testable import Resources

/// The preload stores order lines straight from their rows (`LineFromServer`); what it stores must be
/// what decoding each line and storing it gives, for every shape of row a server may send.
@Suite struct LineFromServerTests {
    static let dates = RowDateReader(simpleDateFormat: "MM/dd/yyyy")

    static func row(_ pairs: [(String, JSONValue)]) -> DataRow {
        DataRow(table: "F4311", pairs: pairs.map { (key: "F4311_\($0.0)", value: $0.1) })
    }

    static func line(doco: JSONValue = .int(4001), lnid: JSONValue = .number(1, exact: 1), _ extra: [(String, JSONValue)] = []) -> DataRow {
        row([("DOCO", doco), ("DCTO", .string("OP")), ("KCOO", .string("00200")), ("SFXO", .string("000")), ("LNID", lnid)] + extra)
    }

    /// Rows of every shape met: padding of each kind, CJK, escapes, terminal controls, numbers sent as
    /// strings and strings sent as numbers, nulls, missing columns, dates in the shapes of contract §9.
    static let rows: [DataRow] = [
        line(lnid: .number(1, exact: 1), [("LNTY", .string("S ")), ("ITM", .int(61_806)), ("LITM", .string("BRG-11805")),
                                          ("DSC1", .string("Bearing, deep groove ball, 6008-2Z")), ("DSC2", .string("Deliver to dock 4, ask for Jiří")),
                                          ("MCU", .string("         M30")), ("UOM", .string("EA")), ("UORG", .number(1, exact: 1)),
                                          ("PRRC", .number(74.43, exact: nil)), ("AEXP", .number(74.43, exact: nil)), ("CRCD", .string("EUR")),
                                          ("DRQJ", .string("01/05/2027")), ("LTTR", .string("220")), ("NXTR", .string("230"))]),
        line(lnid: .number(2, exact: 2), [("DSC1", .string("\u{3000}納期厳守\u{3000}")), ("DSC2", .string("\t\u{200B} x \u{00A0}")),
                                          ("LITM", .string("   ")), ("MCU", .string("")), ("DRQJ", .string("2026-11-30"))]),
        line(lnid: .string("3.000"), [("ITM", .string("61923")), ("UORG", .string(" 5 ")), ("LITM", .number(12_345, exact: 12_345)),
                                      ("DSC1", .string("\u{1B}[2J\u{7}quote \" backslash \\ end")), ("DRQJ", .string("127001"))]),
        line(lnid: .number(4.5, exact: nil), [("DSC1", .null), ("ITM", .null), ("AEXP", .null), ("DRQJ", .null), ("LTTR", .bool(true))]),
        line(lnid: .number(5, exact: 5), [("DRQJ", .string("not a day")), ("UORG", .string("many")), ("CRCD", .string(" ¥ "))]),
        line(doco: .string("4002"), lnid: .number(1, exact: 1), [("KCOO", .string(" 00200 ")), ("DRQJ", .string("20261130"))]),
        line(doco: .string("4002"), lnid: .number(2, exact: 2), [("DRQJ", .string(" ")), ("MCU", .string(" "))]),
        // Not lines: no order number, no line number, a blank order type
        row([("DCTO", .string("OP")), ("LNID", .int(1))]),
        line(lnid: .null),
        row([("DOCO", .int(4003)), ("DCTO", .string("  ")), ("LNID", .int(1))]),
    ]

    static func store(_ insert: (Connection) throws -> Void) throws -> [[SQLValue]] {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try insert(c)
        }
        return try db.read { c in
            try c.query("SELECT * FROM order_lines ORDER BY doco, dcto, kcoo, sfxo, lnid").map { row in
                PurchaseOrderLine.storeColumns.map { row[$0] }
            }
        }
    }

    @Test func storesWhatDecodingEachLineAndStoringItStores() throws {
        // Given / When: the same rows stored both ways
        let decoded = Self.rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates) }
        let fromServer = Self.rows.compactMap { PurchaseOrderLineService.fromServer($0, dates: Self.dates) }
        let viaLines = try Self.store { try $0.insert(decoded) }
        let straight = try Self.store { c in
            _ = try c.runEach(PurchaseOrderLine.insertSQL, fromServer) { line, binder in
                try line.bind(to: binder)
                return true
            }
        }

        // Then: the same rows are lines, with the same keys, and the same values are stored
        #expect(decoded.count == 7, "\(decoded.map(\.key))")
        #expect(fromServer.count == decoded.count)
        #expect(fromServer.map(\.key) == decoded.map(\.key))
        #expect(straight.count == viaLines.count)
        for (a, b) in zip(straight, viaLines) { #expect(a == b) }
        // And a yyyyMMdd date is stored as its day, not blanked
        let drqj = PurchaseOrderLine.storeColumns.firstIndex(of: "drqj")!
        #expect(straight.map { $0[drqj] }.contains(.text("2026-11-30")))
    }

    @Test func aTextLongerThanTheStatementsBufferIsStoredWhole() throws {
        // Given: a line whose texts outgrow the statement's text buffer in the middle of its binding
        let long = String(repeating: "Ø", count: 3_000)
        let row = Self.line([("DSC1", .string(" \(long) ")), ("DSC2", .string(long + "2")), ("LITM", .string("X"))])
        let line = try #require(PurchaseOrderLineService.fromServer(row, dates: Self.dates))

        // When
        let stored = try Self.store { c in
            _ = try c.runEach(PurchaseOrderLine.insertSQL, [line, line]) { line, binder in
                try line.bind(to: binder)
                return true
            }
        }

        // Then: every text bound before the buffer grew is intact
        let columns = PurchaseOrderLine.storeColumns
        #expect(stored.count == 1)
        #expect(stored.first?[columns.firstIndex(of: "dsc1")!] == .text(long))
        #expect(stored.first?[columns.firstIndex(of: "dsc2")!] == .text(long + "2"))
        #expect(stored.first?[columns.firstIndex(of: "litm")!] == .text("X"))
        #expect(stored.first?[columns.firstIndex(of: "kcoo")!] == .text("00200"))
    }
}
