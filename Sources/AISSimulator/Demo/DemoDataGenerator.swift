import Foundation
import Store

/// Fills an empty simulator database with demo data, deterministically from a seed: users, routes,
/// UDCs, business units, suppliers, items and their locations, and purchase orders awaiting approval
/// with their lines, approval rows (`HeldOrderRow`), remarks (`DemoRemarks`) and text attachments.
struct DemoDataGenerator {
    struct Summary: Sendable, Equatable {
        var orders = 0
        var lines = 0
        var heldOrderRows = 0
        var attachments = 0
        /// `F4318` rows of the generated orders.
        var remarks = 0
    }

    static let itemCount = 2_000
    static let supplierCount = 600
    static let firstOrderNumber = 4_001
    static let firstSupplier = 10_001
    static let firstItem = 60_001
    /// Order dates lie in the 120 days before this day.
    static let referenceDay = CalendarDay(year: 2026, month: 11, day: 20)

    let orders: Int
    let seed: Int
    /// PBKDF2 iterations for the demo passwords.
    var passwordIterations = PasswordHash.defaultIterations

    struct Supplier {
        let addressNumber: Int
        let currency: String
    }

    struct Item {
        let number: Int
        let litm: String
        let dsc1: String
        let dsc2: String
        let unit: String
        let price: Double
        let lineType: String
        /// The index in `DemoBudgets.objects` of the object a line of it is charged to; nil for a stock item.
        let object: Int?
    }

    /// One order line as generated, before it is written.
    private struct Line {
        let number: Int
        let item: Item
        let branch: String
        let quantity: Double
        let amount: Double
        /// The index in `DemoBudgets.accounts` of the account charged (`F4311.AID`…), -1 for an inventory line:
        /// an index, not the account, so that a million lines copy no strings.
        let account: Int
    }

    /// An order's place on its route: the route, and the index of the step awaiting a decision.
    private struct Placement {
        let route: Int
        let step: Int
    }

    func generate(into database: Database) throws -> Summary {
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)))
        let summary = try database.write { c -> Summary in
            try writeReferenceData(c)
            let suppliers = try writeSuppliers(c, random: &random)
            let items = try writeItems(c, random: &random)
            var summary = try writeOrders(c, suppliers: suppliers, items: items, random: &random)
            summary.heldOrderRows += try DemoHistory(seed: seed).write(into: c)
            summary.heldOrderRows += try writeSupplierHistory(c, suppliers: suppliers)
            // After the histories, so that their suppliers and numbers are those without them.
            try DemoBudgets.write(seed: seed, into: c)
            let raised = try DemoRaisedOrders(seed: seed).write(into: c, suppliers: suppliers, items: items)
            summary.orders += raised.orders
            summary.lines += raised.lines
            summary.heldOrderRows += raised.heldOrderRows
            summary.remarks += raised.remarks
            try c.run("INSERT OR REPLACE INTO SIM_META (NAME, VALUE) VALUES ('orders', ?), ('seed', ?)", String(orders), String(seed))
            return summary
        }
        try database.write { try $0.execute(Schema.jdeIndexes) }
        return summary
    }

    // MARK: Reference data

    /// The demo users' password hashes, salted once per process: stretching them is the slowest part of
    /// generating a small data set, and test suites start many simulators.
    private static let demoPasswordHashes: [String: PasswordHash] = Dictionary(
        uniqueKeysWithValues: DemoPeople.users.map { ($0.username, PasswordHash.make(password: $0.password)) })

    static let mcu = TableCatalog.businessUnits.column("MCU")!
    private static let ky = TableCatalog.userDefinedCodes.column("KY")!

    /// Stores the demo users' passwords again, hashed with `iterations` (a copied template holds them at the
    /// default's).
    static func rehashPasswords(in database: Database, iterations: Int) throws {
        try database.write { c in
            for user in DemoPeople.users {
                let hash = PasswordHash.make(password: user.password, iterations: iterations)
                try c.run("UPDATE SIM_USER SET PASSWORD_SALT = ?, PASSWORD_HASH = ?, PASSWORD_ITERATIONS = ? WHERE USERNAME = ?",
                          hash.salt, hash.hash, hash.iterations, user.username)
            }
        }
    }

    private func writeReferenceData(_ c: Connection) throws {
        for (sy, rt, code, dl01, dl02) in DemoVocabulary.userDefinedCodes {
            try c.run("INSERT INTO F0005 (SY, RT, KY, DL01, DL02) VALUES (?, ?, ?, ?, ?)", sy, rt, Self.ky.stored(code), dl01, dl02)
        }
        for branch in DemoVocabulary.branchPlants {
            try c.run("INSERT INTO F0006 (MCU, DL01, STYL, CO) VALUES (?, ?, 'BP', ?)", Self.mcu.stored(branch.code), branch.name, DemoPeople.company)
        }
        for unit in DemoVocabulary.otherBusinessUnits {
            try c.run("INSERT INTO F0006 (MCU, DL01, STYL, CO) VALUES (?, ?, ?, ?)", Self.mcu.stored(unit.code), unit.name, unit.type, DemoPeople.company)
        }
        for user in DemoPeople.users {
            let hash = passwordIterations == PasswordHash.defaultIterations
                ? Self.demoPasswordHashes[user.username] ?? PasswordHash.make(password: user.password)
                : PasswordHash.make(password: user.password, iterations: passwordIterations)
            try c.run("""
                INSERT INTO SIM_USER (USERNAME, AN8, PASSWORD_SALT, PASSWORD_HASH, PASSWORD_ITERATIONS, DATE_FORMAT, DECIMAL_FORMAT,
                                      APPROVAL_LIMIT, ENVIRONMENT, ROLE, TIME_ZONE)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '*ALL', ?)
                """, user.username, user.addressNumber, hash.salt, hash.hash, hash.iterations, user.dateFormat, user.decimalFormat,
                      user.approvalLimit, AISRouter.environment, user.timeZone)
            // A user without an address number has no address book record to name it.
            if user.addressNumber != 0 {
                try c.run("INSERT INTO F0101 (AN8, ALPH, AT1) VALUES (?, ?, 'E')", user.addressNumber, user.alphaName)
            }
            try c.run("INSERT INTO F40095 (TERM, MCU) VALUES (?, ?)", user.username, Self.mcu.stored(user.defaultBranch))
        }
        for buyer in DemoPeople.buyers {
            try c.run("INSERT INTO F0101 (AN8, ALPH, AT1) VALUES (?, ?, 'E')", buyer.addressNumber, buyer.alphaName)
        }
        for route in DemoPeople.routes {
            for (i, step) in route.steps.enumerated() {
                try c.run("INSERT INTO SIM_ROUTE_STEP (ARTG, STEP, AN8, LEVEL) VALUES (?, ?, ?, ?)", route.code, i + 1, step.approver, step.level)
            }
        }
    }

    private func writeSuppliers(_ c: Connection, random: inout SeededRandom) throws -> [Supplier] {
        var suppliers: [Supplier] = []
        for i in 0..<Self.supplierCount {
            let name: String
            var currency = "USD"
            if i < DemoVocabulary.longSupplierNames.count {
                name = DemoVocabulary.longSupplierNames[i]
                currency = "EUR"
            } else if random.chance(0.1) {
                name = random.pick(DemoVocabulary.cjkSuppliers) + (random.chance(0.5) ? "" : " \(random.pick(["東京", "大阪", "上海", "深圳", "釜山"]))支店")
            } else {
                let form = random.pick(DemoVocabulary.legalForms)
                name = "\(random.pick(DemoVocabulary.westernSurnames)) \(random.pick(DemoVocabulary.trades)) \(form)"
                if ["GmbH", "S.A.", "AB", "S.L.", "AS", "s.r.o.", "Sp. z o.o.", "S.p.A.", "B.V.", "& Co. KG", "SARL", "Oy", "A/S"].contains(form) {
                    currency = "EUR"
                } else if form == "Ltda." || form == "S.A. de C.V." || random.chance(0.1) {
                    currency = "CAD"
                }
            }
            let an8 = Self.firstSupplier + i
            try c.run("INSERT INTO F0101 (AN8, ALPH, AT1) VALUES (?, ?, 'V')", an8, name)
            suppliers.append(Supplier(addressNumber: an8, currency: currency))
        }
        return suppliers
    }

    private func writeItems(_ c: Connection, random: inout SeededRandom) throws -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(Self.itemCount)
        let branches = DemoVocabulary.branchPlants.map { Self.mcu.stored($0.code) }
        for i in 0..<Self.itemCount {
            let family = random.pick(DemoVocabulary.itemFamilies)
            let variant = random.pick(family.variants)
            let number = Self.firstItem + i
            let item = Item(number: number, litm: "\(family.prefix)-\(10_000 + i)", dsc1: "\(family.name), \(variant)",
                            dsc2: random.pick(DemoVocabulary.secondLines), unit: family.unit,
                            price: (random.logUniform(family.price.lowerBound, family.price.upperBound) * 100).rounded() / 100,
                            lineType: family.stocking == "S" ? "S" : (family.prefix == "SRV" ? "J" : "N"),
                            object: family.stocking == "S" ? nil : DemoBudgets.objectIndex(family.object))
            items.append(item)
            try c.run("INSERT INTO F4101 (ITM, LITM, AITM, DSC1, DSC2, UOM1, STKT) VALUES (?, ?, ?, ?, ?, ?, ?)",
                      number, item.litm, "A\(700_000 + i * 7)", item.dsc1, item.dsc2, item.unit, family.stocking)
            guard family.stocking == "S" else { continue }
            for branch in branches where random.chance(0.5) {
                let onHand = Double(random.int(0...2_000))
                try c.run("""
                    INSERT INTO F41021 (ITM, MCU, LOCN, LOTN, PQOH, PCOM, HCOM, PREQ, QWBO) VALUES (?, ?, ?, '', ?, ?, ?, ?, ?)
                    """, number, branch, random.chance(0.3) ? "" : "A-\(random.int(1...20))-\(random.int(1...9))", onHand,
                          Double(random.int(0...Int(onHand / 4))), Double(random.int(0...Int(onHand / 4))),
                          Double(random.int(0...500)), Double(random.int(0...100)))
            }
        }
        return items
    }

    // MARK: Orders

    /// Where an order awaiting DEMO sits: budget step of BUDMON1, monetary step of BUDMON2 or MONEY.
    private static let demoPlacements = [Placement(route: 0, step: 0), Placement(route: 1, step: 1), Placement(route: 2, step: 0)]
    /// Orders awaiting other approvers: MARIE (BUDMON1 step 2), OLU (BUDMON2 step 1), KENJI (MONEY step 2).
    private static let otherPlacements = [Placement(route: 0, step: 1), Placement(route: 1, step: 0), Placement(route: 2, step: 1)]

    private func writeOrders(_ c: Connection, suppliers: [Supplier], items: [Item], random: inout SeededRandom) throws -> Summary {
        let others = max(6, orders / 20)
        var placements: [Placement] = []
        placements.reserveCapacity(orders + others)
        for _ in 0..<orders {
            let u = random.unit()
            placements.append(Self.demoPlacements[u < 0.4 ? 0 : u < 0.8 ? 1 : 2])
        }
        for i in 0..<others { placements.append(Self.otherPlacements[i % Self.otherPlacements.count]) }
        placements.shuffle(using: &random)

        let branches = DemoVocabulary.branchPlants.map { Self.mcu.stored($0.code) }
        let demoBranch = DemoVocabulary.branchPlants.firstIndex { $0.code == DemoPeople.demo.defaultBranch } ?? 0
        let usernames = Dictionary(uniqueKeysWithValues: DemoPeople.users.map { ($0.addressNumber, $0.username) })
        // The lines' accounts as F4311 stores them (`DemoBudgets.account(branch:object:)`'s order).
        let objectCount = DemoBudgets.objects.count
        let accounts = DemoBudgets.accounts.map { (id: $0.id, branch: $0.storedBranch, object: $0.object.code, subsidiary: $0.subsidiary) }
        let noAccount = (id: "", branch: "", object: "", subsidiary: "")
        var remarks = DemoRemarks(seed: seed)
        var summary = Summary()
        for (index, placement) in placements.enumerated() {
            let number = Self.firstOrderNumber + index
            let type = index % 20 == 19 ? "OS" : "OP"
            let key: [SQLValue] = [.integer(Int64(number)), .text(type), .text(DemoPeople.company), .text("000")]
            let supplier = random.pick(suppliers)
            let buyer = random.pick(DemoPeople.buyers)
            // Branches by index (the same draws as picking them), for the lines' accounts.
            let branchIndex = random.chance(0.5) ? demoBranch : random.int(0...branches.count - 1)
            let branch = branches[branchIndex]
            let orderDay = Self.referenceDay.adding(days: -random.int(0...120))
            let requested = orderDay.adding(days: random.int(7...60)).iso
            // 1 to 25 lines, most orders short: about 10 on average.
            let lineCount = 1 + Int(24 * Foundation.pow(random.unit(), 1.6))
            // Entered at 08:mm on its order day; each step decided on a later day at 09:00, 09:15…
            let entered = 80_000 + (number % 60) * 100
            var total = 0.0
            var lines: [Line] = []
            lines.reserveCapacity(lineCount)
            for line in 1...lineCount {
                let item = random.pick(items)
                let quantity = item.unit == "KG" || item.unit == "M" || item.unit == "L"
                    ? (random.logUniform(5, 800) * 10).rounded() / 10
                    : random.logUniform(1, 60).rounded()
                let amount = (quantity * item.price * 100).rounded() / 100
                total += amount
                let lineBranch = line % 7 == 0 ? random.int(0...branches.count - 1) : branchIndex
                lines.append(Line(number: line, item: item, branch: branches[lineBranch], quantity: quantity, amount: amount,
                                  account: item.object.map { lineBranch * objectCount + $0 } ?? -1))
            }
            // One statement for all the order's lines, bound from them in place: no look-up of its text and no
            // array of values per line (a million lines at 100,000 orders).
            let enteredDay = orderDay.iso
            try c.runEach("""
                INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LNTY, ITM, LITM, DSC1, DSC2, MCU, UOM, UORG, PRRC, AEXP, CRCD, DRQJ, LTTR,
                                   NXTR, UPMJ, TDAY, AID, OMCU, OBJ, SUB)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, lines) { line, b in
                for (i, value) in key.enumerated() { try b.value(Int32(i + 1), value) }
                try b.real(5, Double(line.number)); try b.text(6, line.item.lineType); try b.integer(7, Int64(line.item.number))
                try b.text(8, line.item.litm); try b.text(9, line.item.dsc1); try b.text(10, line.item.dsc2); try b.text(11, line.branch)
                try b.text(12, line.item.unit); try b.real(13, line.quantity); try b.real(14, line.item.price); try b.real(15, line.amount)
                try b.text(16, supplier.currency); try b.text(17, requested); try b.text(18, OrderStatus.entered)
                try b.text(19, OrderStatus.awaitingApproval); try b.text(20, enteredDay); try b.integer(21, Int64(entered))
                let account = line.account < 0 ? noAccount : accounts[line.account]
                try b.text(22, account.id); try b.text(23, account.branch); try b.text(24, account.object)
                try b.text(25, account.subsidiary)
                return true
            }
            summary.lines += lineCount
            // Every F4209 row's RDJ and RDT is its last write; the header's UPMJ and TDAY that of the order's
            // last step (a decision stamps the header), the lines' their entry (no step moved them yet).
            func decided(_ stepIndex: Int) -> (day: CalendarDay, time: Int) {
                (orderDay.adding(days: stepIndex + 1), 90_000 + stepIndex * 1_500)
            }
            let lastChange = placement.step == 0 ? (day: orderDay, time: entered) : decided(placement.step - 1)
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, MCU, AN8, TRDJ, DRQJ, CRCD, OTOT, ORBY, VR01, UPMJ, TDAY)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, key + [.text(branch), .integer(Int64(supplier.addressNumber)), .text(orderDay.iso), .text(requested),
                            .text(supplier.currency), .real((total * 100).rounded() / 100), .text(buyer.username),
                            .text(random.pick(DemoVocabulary.references)), .text(lastChange.day.iso), .integer(Int64(lastChange.time))])

            // The buyer's own row, written at entry; then each step's row, added when the step before it was
            // decided (by that step's approver) or at entry (by the buyer), and written again when decided.
            let route = DemoPeople.routes[placement.route]
            var held = [HeldOrderRow.values(
                key, approver: buyer.addressNumber, status: HeldOrderRow.originatorStatus, route: route.code,
                originator: buyer.addressNumber, writer: buyer.username, added: orderDay.iso, day: orderDay.iso, time: entered)]
            var added = (day: orderDay, time: entered, by: buyer.username)
            for (stepIndex, step) in route.steps.enumerated() where stepIndex <= placement.step {
                let awaiting = stepIndex == placement.step
                let approver = usernames[step.approver] ?? ""
                let written = awaiting ? added : (day: decided(stepIndex).day, time: decided(stepIndex).time, by: approver)
                held.append(HeldOrderRow.values(
                    key, approver: step.approver, status: "\(step.level)\(awaiting ? "N" : "A")", route: route.code,
                    originator: buyer.addressNumber, writer: written.by, added: added.day.iso, day: written.day.iso,
                    time: written.time))
                added = written
            }
            summary.heldOrderRows += try c.runEach(HeldOrderRow.insertSQL, held)
            summary.remarks += try remarks.write(order: key, lines: lineCount, in: c)

            if random.chance(0.25) {
                for sequence in 1...random.int(1...3) {
                    try c.run("""
                        INSERT INTO SIM_MEDIA (DOCO, DCTO, KCOO, SFXO, SEQUENCE, ITEM_NAME, TEXT, UPDATE_DATE, UPDATE_USER)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, key + [.integer(Int64(sequence)), .text(random.pick(DemoVocabulary.attachmentNames)),
                                    .text(random.pick(DemoVocabulary.attachmentTexts)), .text(orderDay.iso), .text(buyer.username)])
                    summary.attachments += 1
                }
            }
        }
        summary.orders = placements.count
        return summary
    }
}
