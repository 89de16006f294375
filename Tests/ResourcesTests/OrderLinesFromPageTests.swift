import AIS
import Store
import Testing
@testable import Resources

/// The preload stores order lines encoded straight from their page's rows (`PurchaseOrderLineService.ordersOfPage`);
/// what it stores must be what decoding each line and storing it gives, for every shape of row a server may send.
@Suite struct OrderLinesFromPageTests {
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
        line(lnid: .number(5, exact: 5), [("DRQJ", .string("not a day")), ("UORG", .string("many")), ("CRCD", .string(" ¥ ")),
                                          ("LTTR", .string("980 "))]),
        line(doco: .string("4002"), lnid: .number(1, exact: 1), [("KCOO", .string(" 00200 ")), ("DRQJ", .string("20261130")),
                                                                 ("LTTR", .string("9800"))]),
        line(doco: .string("4002"), lnid: .number(2, exact: 2), [("DRQJ", .string(" ")), ("MCU", .string(" "))]),
        // Not lines: no order number, no line number, a blank order type
        row([("DCTO", .string("OP")), ("LNID", .int(1))]),
        line(lnid: .null),
        row([("DOCO", .int(4003)), ("DCTO", .string("  ")), ("LNID", .int(1))]),
    ]

    /// What the store holds after `insert`: every line, and each order's count, items and unreadable dates.
    static func store(_ insert: (Connection) throws -> Void) throws -> (lines: [PurchaseOrderLine], orders: [[SQLValue]]) {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        try db.write { c in
            try insert(c)
        }
        return try db.read { c in
            (try PurchaseOrderLinesDao().allLines(in: c),
             try c.query("SELECT doco, dcto, kcoo, sfxo, line_count, items, unreadable_dates, rejected_lines FROM order_lines ORDER BY doco")
                .map { row in
                 ["doco", "dcto", "kcoo", "sfxo", "line_count", "items", "unreadable_dates", "rejected_lines"].map { row[$0] }
             })
        }
    }

    @Test func storesWhatDecodingEachLineAndStoringItStores() throws {
        // Given / When: the same rows stored both ways
        let decoded = Self.rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates) }
        let fromPage = PurchaseOrderLineService.ordersOfPage(Self.rows, dates: Self.dates)
        let viaLines = try Self.store { try PurchaseOrderLinesDao().insert(decoded, in: $0) }
        let straight = try Self.store { _ = try PurchaseOrderLinesDao().merge(fromPage, in: $0) }

        // Then: the same rows are lines, of the same orders, and the same lines and order rows are stored
        #expect(decoded.count == 7, "\(decoded.map(\.key))")
        #expect(fromPage.map(\.key) == [decoded[0].key, decoded[5].key])
        #expect(fromPage.map(\.lines.count) == [5, 2])
        #expect(try fromPage.flatMap { try OrderLinesCodec.decode($0.lines.bytes, key: $0.key) } == decoded)
        #expect(straight.lines == viaLines.lines)
        #expect(straight.lines.count == 7)
        #expect(straight.orders == viaLines.orders)
        // And a yyyyMMdd date is stored as its day, not blanked; "not a day" is kept and counted
        #expect(straight.lines.contains { $0.requestedDate == ServerDate(stored: "2026-11-30") })
        #expect(straight.orders.first?[6] == .integer(2), "127001 and \"not a day\" name no day: \(straight.orders)")
        // And the line whose last status is 980 (padded) is counted rejected; 9800 is another status
        #expect(straight.orders.map { $0[7] } == [.integer(1), .integer(0)])
    }

    @Test func aLineRejectedWithOnlyItsApprovalStatusSetCountsAsRejectedOnce() throws {
        // Given: P43081's rejected line (STTS "R ", its LTTR untouched), one also at 980, and one at "RX"
        let rows = [Self.line(lnid: .int(1), [("LTTR", .string("220")), ("STTS", .string("R "))]),
                    Self.line(lnid: .int(2), [("LTTR", .string("980")), ("STTS", .string("R "))]),
                    Self.line(lnid: .int(3), [("LTTR", .string("220")), ("STTS", .string("RX"))])]
        // When: stored from the page and decoded
        let decoded = rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates) }
        let fromPage = PurchaseOrderLineService.ordersOfPage(rows, dates: Self.dates)
        let straight = try Self.store { _ = try PurchaseOrderLinesDao().merge(fromPage, in: $0) }
        let viaLines = try Self.store { try PurchaseOrderLinesDao().insert(decoded, in: $0) }
        // Then: the first two are rejected, each counted once, both ways; the status reads back
        #expect(decoded.map(\.isRejected) == [true, true, false])
        #expect(straight.orders.first?[7] == .integer(2) && viaLines.orders.first?[7] == .integer(2), "\(straight.orders)")
        #expect(straight.lines.map(\.approvalStatus) == ["R", "R", "RX"])
    }

    @Test func linesStoredInTheFirstFormatReadWithABlankApprovalStatus() throws {
        // Given: a line written before STTS was kept (format 1: nothing after NXTR)
        let line = try #require(PurchaseOrderLineService.decode(Self.line(lnid: .int(1), [("LTTR", .string("220"))]), dates: Self.dates))
        var bytes = OrderLinesEncoder([line]).bytes
        #expect(bytes.suffix(2) == [0, 0], "a blank STTS and a blank AID are written last, as their lengths 0")
        bytes[0] = 1
        bytes.removeLast(2)
        // When
        let read = try OrderLinesCodec.decode(bytes, key: line.key)
        // Then
        #expect(read == [line])
        #expect(read.first?.approvalStatus == "" && read.first?.isRejected == false)
    }

    @Test func linesStoredInTheSecondFormatReadWithABlankAccountAndTheThirdKeepsIt() throws {
        // Given: a line with an account, read from the page and as a line, and its bytes without the account (format 2)
        let row = Self.line(lnid: .int(1), [("LTTR", .string("220")), ("STTS", .string("R ")), ("AID", .string("  00012345 "))])
        let line = try #require(PurchaseOrderLineService.decode(row, dates: Self.dates))
        let fromPage = try #require(PurchaseOrderLineService.ordersOfPage([row], dates: Self.dates).first)
        var older = OrderLinesEncoder([line]).bytes
        older[0] = 2
        older.removeLast(1 + "00012345".utf8.count)
        // When
        let kept = try OrderLinesCodec.decode(fromPage.lines.bytes, key: line.key)
        let read = try OrderLinesCodec.decode(older, key: line.key)
        // Then: the account comes back trimmed from the page's bytes, and blank from format 2's
        #expect(line.account == "00012345")
        #expect(kept == [line])
        #expect(read.first?.account == "" && read.first?.approvalStatus == "R")
    }

    @Test func theSitesRejectedLastStatusIsASettingAndEmptyLeavesSTTSAlone() throws {
        // Given: a line at 980, one at 985, one with STTS R
        let rows = [Self.line(lnid: .int(1), [("LTTR", .string("980"))]), Self.line(lnid: .int(2), [("LTTR", .string("985"))]),
                    Self.line(lnid: .int(3), [("LTTR", .string("220")), ("STTS", .string("R "))])]
        for (rule, expected) in [(RejectedLineRule(), [true, false, true]), (RejectedLineRule(lastStatus: " 985 "), [false, true, true]),
                                 (RejectedLineRule(lastStatus: ""), [false, false, true])] {
            // When: read under the rule, line by line and from the page
            let decoded = rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates, rejected: rule) }
            let fromPage = PurchaseOrderLineService.ordersOfPage(rows, dates: Self.dates, rejected: rule)
            let straight = try Self.store { _ = try PurchaseOrderLinesDao().merge(fromPage, in: $0) }
            // Then: both ways agree, and the count of rejected lines is theirs
            #expect(decoded.map(\.isRejected) == expected, "\(rule)")
            #expect(straight.lines == decoded, "\(rule)")
            #expect(straight.orders.first?[7] == .integer(Int64(expected.filter { $0 }.count)), "\(rule)")
        }
    }

    @Test func aLineLongerThanTheEncodersScratchIsStoredWholeAndCountedOnce() throws {
        // Given: a line whose texts take more than the 2 KB a line is first written into, between two others
        let long = String(repeating: "Ä long description, ", count: 150) + "end"
        #expect(long.utf8.count > OrderLinesEncoder.scratchBytes)
        let rows = [Self.line(lnid: .int(1), [("LITM", .string("A-1")), ("DRQJ", .string("not a day"))]),
                    Self.line(lnid: .int(2), [("LITM", .string("B-2")), ("DSC1", .string(long)), ("DRQJ", .string("still not"))]),
                    Self.line(lnid: .int(3), [("LITM", .string("C-3"))])]
        // When
        let decoded = rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates) }
        let fromPage = PurchaseOrderLineService.ordersOfPage(rows, dates: Self.dates)
        let straight = try Self.store { _ = try PurchaseOrderLinesDao().merge(fromPage, in: $0) }
        // Then: the same lines as decoding each gives, and the order's count, items and unreadable dates once each
        #expect(try OrderLinesCodec.decode(try #require(fromPage.first).lines.bytes, key: decoded[0].key) == decoded)
        #expect(decoded[1].description == long)
        #expect(straight.orders.first?[4] == .integer(3))
        #expect(straight.orders.first?[5] == .text("A-1 B-2 C-3"))
        #expect(straight.orders.first?[6] == .integer(2))
    }

    @Test func anOrderSplitAcrossWritesIsStoredWholeAndALineSentAgainReplacesItself() throws {
        // Given: order 4001's lines in two pages, the second repeating line 2 (a page sent again)
        let decoded = Self.rows.compactMap { PurchaseOrderLineService.decode($0, dates: Self.dates) }
        let first = PurchaseOrderLineService.ordersOfPage(Array(Self.rows.prefix(2)), dates: Self.dates)
        let second = PurchaseOrderLineService.ordersOfPage(Array(Self.rows[1...]), dates: Self.dates)
        // When: stored in two writes, and in one
        let split = try Self.store { c in
            _ = try PurchaseOrderLinesDao().merge(first, in: c)
            _ = try PurchaseOrderLinesDao().merge(second, in: c)
        }
        let together = try Self.store { _ = try PurchaseOrderLinesDao().merge(first + second, in: $0) }
        let whole = try Self.store { try PurchaseOrderLinesDao().insert(decoded, in: $0) }
        // Then
        #expect(split.lines == whole.lines)
        #expect(split.orders == whole.orders)
        #expect(together.lines == whole.lines)
        #expect(together.orders == whole.orders)
    }

    @Test func linesSentOutOfOrderOrTwiceInAPageAreStoredInLineOrderOnce() throws {
        let reversed = PurchaseOrderLineService.ordersOfPage(Self.rows.reversed(), dates: Self.dates)
        let twice = PurchaseOrderLineService.ordersOfPage(Self.rows + Self.rows, dates: Self.dates)
        for page in [reversed, twice] {
            let stored = try Self.store { _ = try PurchaseOrderLinesDao().merge(page, in: $0) }
            let numbers = stored.lines.filter { $0.key.number == 4001 }.map(\.lineNumber)
            #expect(numbers == [1, 2, 3, 4.5, 5])
            #expect(stored.orders.first?[4] == .integer(5))
        }
    }

    @Test func linesOfOrdersThatShareANumberAndInterleaveAreKeptApart() throws {
        // Given: 4001 OP and 4001 OR, sorted by number and line number as asked, so their lines alternate
        func line(_ type: String, _ number: Int) -> DataRow {
            Self.row([("DOCO", .int(4001)), ("DCTO", .string(type)), ("KCOO", .string("00200")), ("SFXO", .string("000")),
                      ("LNID", .int(number)), ("LITM", .string("\(type)-\(number)"))])
        }
        // When
        let sut = PurchaseOrderLineService.ordersOfPage([line("OP", 1), line("OR", 1), line("OP", 2), line("OR", 2)], dates: Self.dates)
        // Then
        #expect(sut.map(\.key.type) == ["OP", "OR"])
        #expect(sut.map { String(decoding: $0.lines.items, as: UTF8.self) } == ["OP-1 OP-2", "OR-1 OR-2"])
    }

    @Test func aTextLongerThanTheStatementsBufferIsStoredWhole() throws {
        // Given: a line whose texts outgrow the statement's text buffer
        let long = String(repeating: "Ø", count: 3_000)
        let row = Self.line([("DSC1", .string(" \(long) ")), ("DSC2", .string(long + "2")), ("LITM", .string("X"))])
        let page = PurchaseOrderLineService.ordersOfPage([row, row], dates: Self.dates)

        // When
        let stored = try Self.store { _ = try PurchaseOrderLinesDao().merge(page, in: $0) }

        // Then: every text is intact
        #expect(stored.lines.count == 1)
        #expect(stored.lines.first?.description == long)
        #expect(stored.lines.first?.description2 == long + "2")
        #expect(stored.lines.first?.item == "X")
        #expect(stored.lines.first?.key.company == "00200")
    }
}
