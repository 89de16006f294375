import Store

/// Decisions DEMO made before the demo's day: finished orders of the MONEY route (DEMO, then KENJI) that
/// DEMO approved, rejected or forwarded to MARIE, decided over the 120 days before `referenceDay`, with
/// remarks. They await nobody, so no approver's queue changes; their numbers (3001…) lie below the
/// generated queue's. Drawn from a generator of their own, so the queue is the same with or without them.
/// Each row carries the day, time and user of its last write (`HeldOrderRow`); DEMO's remarks are in
/// `F4318` at the order's level. F4209 has no reject reason column (contract §4): a rejection's reason is
/// said in its remark, as approvers do.
struct DemoHistory {
    static let count = 36
    static let firstOrderNumber = 3_001

    static let approvalRemarks = ["OK", "Within budget", "Agreed with buyer", "Framework contract", "Urgent, approved", "予算内"]
    static let rejectionRemarks = ["Price above contract", "Duplicate order", "Over budget this quarter", "Wrong supplier",
                                   "Needs three quotes", "Not in plan"]
    static let forwardRemarks = ["You own this budget", "Marie's cost centre", "Over my limit, please check"]

    let seed: Int

    /// Writes the history orders: a header, their F4209 rows (the buyer's own first) and DEMO's remark each.
    /// Returns the F4209 rows written.
    func write(into c: Connection) throws -> Int {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) &+ 0x4849_5354)
        let demo = DemoPeople.demo, marie = DemoPeople.marie, kenji = DemoPeople.kenji
        let mcu = TableCatalog.businessUnits.column("MCU")!
        var rows = 0
        for i in 0..<Self.count {
            let number = Self.firstOrderNumber + i
            let key: [SQLValue] = [.integer(Int64(number)), .text("OP"), .text(DemoPeople.company), .text("000")]
            // Spread over 120 days, the newest the day before the demo's day.
            let decided = DemoDataGenerator.referenceDay.adding(days: -(1 + i * 119 / (Self.count - 1)))
            let ordered = decided.adding(days: -random.int(1...10))
            let buyer = random.pick(DemoPeople.buyers)
            let branch = mcu.stored(random.pick(DemoVocabulary.branchPlants).code)
            let supplier = DemoDataGenerator.firstSupplier + random.int(100...DemoDataGenerator.supplierCount - 1)
            let time = random.int(9...16) * 10_000 + random.int(0...50) * 100
            /// A row added on `added` and last written on `day` at `at` by `user`.
            func held(_ approver: Int, _ status: String, by user: String, added: CalendarDay, on day: CalendarDay, at: Int) throws {
                try c.run(HeldOrderRow.insertSQL, HeldOrderRow.values(
                    key, approver: approver, status: status, route: "MONEY", originator: buyer.addressNumber, writer: user,
                    added: added.iso, day: day.iso, time: at))
                rows += 1
            }
            try held(buyer.addressNumber, HeldOrderRow.originatorStatus, by: buyer.username, added: ordered, on: ordered, at: 80_000)
            var last = (day: decided, time: time)
            let remark: String
            switch i % 3 {
            case 0:
                remark = random.pick(Self.approvalRemarks)
                try held(demo.addressNumber, "2A", by: demo.username, added: ordered, on: decided, at: time)
                last = (decided.adding(days: 1), time + 300)
                try held(kenji.addressNumber, "2A", by: kenji.username, added: decided, on: last.day, at: last.time)
            case 1:
                remark = random.pick(Self.rejectionRemarks)
                try held(demo.addressNumber, "2R", by: demo.username, added: ordered, on: decided, at: time)
                try held(buyer.addressNumber, "3N", by: demo.username, added: decided, on: decided, at: time)
            default:
                // The forward's own row, then MARIE's decision at DEMO's step, then KENJI's.
                remark = random.pick(Self.forwardRemarks)
                try held(marie.addressNumber, "FW", by: demo.username, added: decided, on: decided, at: time)
                let marieDecided = (day: decided.adding(days: 1), time: time + 300)
                try held(marie.addressNumber, "2A", by: marie.username, added: ordered, on: marieDecided.day, at: marieDecided.time)
                last = (decided.adding(days: 2), time + 600)
                try held(kenji.addressNumber, "2A", by: kenji.username, added: marieDecided.day, on: last.day, at: last.time)
            }
            try OrderRemark.write(remark, order: key, in: c)
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, MCU, AN8, TRDJ, DRQJ, CRCD, OTOT, ORBY, VR01, UPMJ, TDAY)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?)
                """, key + [.text(branch), .integer(Int64(supplier)), .text(ordered.iso), .text(ordered.adding(days: 30).iso),
                            .real((random.logUniform(500, 40_000) * 100).rounded() / 100), .text(buyer.username),
                            .text(random.pick(DemoVocabulary.references)), .text(last.day.iso), .integer(Int64(last.time))])
        }
        return rows
    }
}
