import Store

/// The orders DEMO raised (contract §4.2, "the orders a user raised"): ten orders 3101–3110, whatever
/// `--orders`, with `F4209.AN8` = DEMO's address number and `F4301.ORBY` = `DEMO`, on the route `BUDMON3`
/// (OLU's budget step, then MARIE, then KENJI), so that none is in DEMO's own queue. Their numbers, states,
/// branches and days are fixed; their items, suppliers and so their amounts come from the seed (a generator
/// of their own), each line near a fixed amount so that every order stays on the same side of the
/// approvers' limits. Each carries the originator's own row (`ASTS` `' O'`), a row per step decided and
/// the awaiting row, stamped as the route went (`RDJ`/`RDT`/`RDB`, as `HeldOrderRow` writes them).
struct DemoRaisedOrders {
    static let firstOrderNumber = 3_101
    static let route = "BUDMON3"
    /// Entry at 08:30 on the order day; the decisions at 09:00, 09:15, 09:30 of their days.
    static let enteredAt = 83_000

    /// Where an order stands.
    enum State: Sendable, Equatable {
        /// The first `decided` steps approved, the next awaiting.
        case awaiting(decided: Int)
        /// The first `decided` steps approved, the last of them finishing the order (within its approver's limit).
        case approved(decided: Int)
        /// The first `decided - 1` steps approved, then step `decided` rejected; `line` was rejected alone first.
        case rejected(decided: Int, line: Int?)
    }

    /// One line: its object account (nil: a stock item) and about what it costs.
    struct LineSpec: Sendable {
        let object: String?
        let amount: Double
    }

    struct Spec: Sendable {
        let state: State
        /// Days before the demo's day the order was entered, and after entry each step was decided.
        let enteredDaysAgo: Int
        let decidedAfter: [Int]
        let branch: String
        let lines: [LineSpec]
        var remark = ""
        var lineRemark = ""
    }

    private static func line(_ object: String?, _ amount: Double) -> LineSpec { LineSpec(object: object, amount: amount) }

    /// The orders, from 3101. Limits: OLU 5,000, MARIE 250,000: an order OLU approved is over 5,000, one that
    /// went on to KENJI over 250,000.
    static let specs: [Spec] = [
        // 3101: awaiting MARIE since 6 days (OLU approved it).
        Spec(state: .awaiting(decided: 1), enteredDaysAgo: 9, decidedAfter: [3], branch: "M40",
             lines: [line("6510", 4_000), line("6110", 600), line(nil, 1_200), line("6720", 3_000)]),
        // 3102: awaiting MARIE since 2 days; its office line is over what M30/6110 has left through the period
        // (not over the year's).
        Spec(state: .awaiting(decided: 1), enteredDaysAgo: 4, decidedAfter: [2], branch: "M30",
             lines: [line(nil, 2_500), line("6720", 7_000), line("6110", 800)]),
        // 3103: awaiting OLU's budget approval since 3 days, small.
        Spec(state: .awaiting(decided: 0), enteredDaysAgo: 3, decidedAfter: [], branch: "M20",
             lines: [line("6110", 300), line("6140", 900), line(nil, 500)]),
        // 3104: awaiting OLU since yesterday; its laptops are over budget (M30/6510 is spent).
        Spec(state: .awaiting(decided: 0), enteredDaysAgo: 1, decidedAfter: [], branch: "M30",
             lines: [line("6510", 12_000), line("6510", 2_000)]),
        // 3105: approved all the way: OLU, MARIE, KENJI (over MARIE's limit).
        Spec(state: .approved(decided: 3), enteredDaysAgo: 40, decidedAfter: [1, 3, 4], branch: "M10",
             lines: [line("6510", 180_000), line("6510", 90_000), line("6720", 20_000)], remark: "Capex 26-014"),
        // 3106: approved all the way, earlier in the fiscal year.
        Spec(state: .approved(decided: 3), enteredDaysAgo: 75, decidedAfter: [2, 4, 6], branch: "50",
             lines: [line("6510", 160_000), line("6320", 110_000)]),
        // 3107: rejected by MARIE, who first rejected its laptop line alone.
        Spec(state: .rejected(decided: 2, line: 1), enteredDaysAgo: 20, decidedAfter: [1, 3], branch: "M40",
             lines: [line("6510", 9_000), line("6110", 700), line(nil, 1_500)],
             remark: "Over budget this quarter", lineRemark: "Laptops: use the pool"),
        // 3108: rejected by OLU at the budget step (40/6320 is spent).
        Spec(state: .rejected(decided: 1, line: nil), enteredDaysAgo: 12, decidedAfter: [1], branch: "40",
             lines: [line("6320", 7_500), line(nil, 400)], remark: "No budget left on 6320"),
        // 3109: awaiting KENJI (over MARIE's limit) since 5 days.
        Spec(state: .awaiting(decided: 2), enteredDaysAgo: 10, decidedAfter: [2, 5], branch: "M20",
             lines: [line("6510", 280_000)]),
        // 3110: approved by MARIE, within her limit: the route ends there (its services line was over budget:
        // 60/6720 is spent).
        Spec(state: .approved(decided: 2), enteredDaysAgo: 30, decidedAfter: [2, 3], branch: "60",
             lines: [line("6720", 12_000), line("6110", 500)]),
    ]

    static var orderNumbers: ClosedRange<Int> { firstOrderNumber...(firstOrderNumber + specs.count - 1) }

    let seed: Int

    struct Written {
        var orders = 0
        var lines = 0
        var heldOrderRows = 0
        var remarks = 0
    }

    /// Writes the orders' headers, lines, `F4209` rows and remarks.
    func write(into c: Connection, suppliers: [DemoDataGenerator.Supplier], items: [DemoDataGenerator.Item]) throws -> Written {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) ^ 0x4445_4D4F_5241_4953)
        let demo = DemoPeople.demo
        let steps = DemoPeople.routes.first { $0.code == Self.route }!.steps
        let usernames = Dictionary(uniqueKeysWithValues: DemoPeople.users.map { ($0.addressNumber, $0.username) })
        let dollarSuppliers = suppliers.filter { $0.currency == "USD" }
        var written = Written()
        for (i, spec) in Self.specs.enumerated() {
            let key: [SQLValue] = [.integer(Int64(Self.firstOrderNumber + i)), .text("OP"), .text(DemoPeople.company), .text("000")]
            let entered = DemoDataGenerator.referenceDay.adding(days: -spec.enteredDaysAgo)
            let branchIndex = DemoVocabulary.branchPlants.firstIndex { $0.code == spec.branch }!
            let branch = DemoDataGenerator.mcu.stored(spec.branch)
            let supplier = random.pick(dollarSuppliers)
            /// The moment step `n` (0: OLU) was decided.
            func decided(_ n: Int) -> (day: CalendarDay, time: Int) {
                (entered.adding(days: spec.decidedAfter[n]), 90_000 + n * 1_500)
            }

            // The originator's own row, then each decided step's row and the awaiting (or the originator's 3N) one.
            var held = [HeldOrderRow.values(key, approver: demo.addressNumber, status: HeldOrderRow.originatorStatus,
                                            route: Self.route, originator: demo.addressNumber, writer: demo.username,
                                            added: entered.iso, day: entered.iso, time: Self.enteredAt)]
            var last = (day: entered, time: Self.enteredAt, by: demo.username)
            let decidedSteps: Int, rejected: Bool
            switch spec.state {
            case .awaiting(let n), .approved(let n): (decidedSteps, rejected) = (n, false)
            case .rejected(let n, _): (decidedSteps, rejected) = (n, true)
            }
            for n in 0..<decidedSteps {
                let step = steps[n], moment = decided(n), approver = usernames[step.approver] ?? ""
                let letter = rejected && n == decidedSteps - 1 ? "R" : "A"
                held.append(HeldOrderRow.values(key, approver: step.approver, status: "\(step.level)\(letter)", route: Self.route,
                                                originator: demo.addressNumber, writer: approver, added: last.day.iso,
                                                day: moment.day.iso, time: moment.time))
                last = (moment.day, moment.time, approver)
            }
            switch spec.state {
            case .awaiting(let n):
                held.append(HeldOrderRow.values(key, approver: steps[n].approver, status: "\(steps[n].level)N", route: Self.route,
                                                originator: demo.addressNumber, writer: last.by, added: last.day.iso,
                                                day: last.day.iso, time: last.time))
            case .rejected:
                held.append(HeldOrderRow.values(key, approver: demo.addressNumber, status: "3N", route: Self.route,
                                                originator: demo.addressNumber, writer: last.by, added: last.day.iso,
                                                day: last.day.iso, time: last.time))
            case .approved:
                break
            }
            written.heldOrderRows += try c.runEach(HeldOrderRow.insertSQL, held)

            // The lines, each near its amount; moved on by the order's last decision.
            var total = 0.0
            for (n, lineSpec) in spec.lines.enumerated() {
                let object = DemoBudgets.objectIndex(lineSpec.object)
                let candidates = items.filter { object == nil ? $0.lineType == "S" : $0.object == object }
                let item = random.pick(candidates)
                let quantity = max(1, (lineSpec.amount / item.price).rounded())
                let amount = (quantity * item.price * 100).rounded() / 100
                total += amount
                written.lines += 1
                let account = object.map { DemoBudgets.account(branch: branchIndex, object: $0) }
                var statuses = (last: OrderStatus.entered, next: OrderStatus.awaitingApproval, stts: "")
                var stamp = (day: entered, time: Self.enteredAt)
                switch spec.state {
                case .awaiting: break
                case .approved: (statuses, stamp) = ((OrderStatus.awaitingApproval, OrderStatus.approved, ""), (last.day, last.time))
                case .rejected(_, let alone) where alone == n + 1:
                    // Rejected alone a minute before the order (P43081's line reject: 980/999, STTS `R `).
                    (statuses, stamp) = ((OrderStatus.rejected, OrderStatus.closed, DecisionOrchestration.rejectedLineStatus),
                                         (last.day, last.time - 100))
                case .rejected:
                    (statuses, stamp) = ((OrderStatus.awaitingApproval, OrderStatus.rejected, ""), (last.day, last.time))
                }
                try c.run("""
                    INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LNTY, ITM, LITM, DSC1, DSC2, MCU, UOM, UORG, PRRC, AEXP, CRCD,
                                       DRQJ, LTTR, NXTR, STTS, UPMJ, TDAY, AID, OMCU, OBJ, SUB)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, key + [.real(Double(n + 1)), .text(item.lineType), .integer(Int64(item.number)), .text(item.litm),
                                .text(item.dsc1), .text(item.dsc2), .text(branch), .text(item.unit), .real(quantity),
                                .real(item.price), .real(amount), .text(entered.adding(days: 30).iso), .text(statuses.last),
                                .text(statuses.next), .text(statuses.stts), .text(stamp.day.iso), .integer(Int64(stamp.time)),
                                .text(account?.id ?? ""), .text(account?.storedBranch ?? ""), .text(account?.object.code ?? ""),
                                .text(account?.subsidiary ?? "")])
            }
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, MCU, AN8, TRDJ, DRQJ, CRCD, OTOT, ORBY, VR01, UPMJ, TDAY)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?)
                """, key + [.text(branch), .integer(Int64(supplier.addressNumber)), .text(entered.iso),
                            .text(entered.adding(days: 30).iso), .real((total * 100).rounded() / 100), .text(demo.username),
                            .text(random.pick(DemoVocabulary.references)), .text(last.day.iso), .integer(Int64(last.time))])
            written.orders += 1
            if case .rejected(_, let line?) = spec.state, !spec.lineRemark.isEmpty {
                try OrderRemark.write(spec.lineRemark, order: key, line: Double(line), in: c)
                written.remarks += 1
            }
            if !spec.remark.isEmpty {
                try OrderRemark.write(spec.remark, order: key, in: c)
                written.remarks += 1
            }
        }
        return written
    }
}
