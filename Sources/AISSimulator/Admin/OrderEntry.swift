import Foundation
import Store

/// `POST /admin/orders`: a new purchase order awaiting one approver, as a buyer would enter it while a
/// client runs: the `F4301` header and its `F4311` lines, stamped with the simulator's clock (`UPMJ`,
/// `TDAY`), and its `F4209` rows — the originator's own (`' O'`), the earlier steps' approvals and the
/// awaiting row — stamped with it as `RDJ`/`RDT` (`HeldOrderRow`), so that a client's "changed since"
/// read finds it.
struct OrderEntry: Sendable {
    /// What to add. Every field is optional in the JSON body and has a default.
    struct Request: Sendable, Equatable {
        /// Who the order awaits (a user name).
        var forUser = DemoPeople.demo.username
        var lines = 3
        /// The order total, shared evenly among the lines (the last takes the odd cents).
        var amount = 1_000.0
        /// The supplier's address number (`F4301.AN8`); need not be in the address book.
        var supplier = DemoDataGenerator.firstSupplier
        var type = "OP"
        /// The approval route, which must have a step of the user; by default the route where the user's step
        /// comes first (a user on no route: `MONEY`, as its only approver).
        var route: String?
        /// The branch/plant; by default the user's default location (`F40095`).
        var branch: String?
        var currency = "USD"

        init() {}

        /// Reads the body; unknown fields and bad values are refused (`400`).
        init(json: JSONValue) throws(ServiceError) {
            guard case .object(let pairs) = json else { throw ServiceError("the order must be a JSON object", status: 400) }
            for (name, value) in pairs {
                switch name {
                case "forUser": forUser = try Self.code(value, name, length: 1...10)
                case "lines":
                    guard let n = value.intValue, (1...999).contains(n) else {
                        throw ServiceError("lines must be a whole number from 1 to 999", status: 400)
                    }
                    lines = n
                case "amount":
                    guard let a = value.doubleValue, a >= 0, a <= 1e12 else {
                        throw ServiceError("amount must be a number from 0 to 1000000000000", status: 400)
                    }
                    amount = a
                case "supplier":
                    guard let n = value.intValue, (1...99_999_999).contains(n) else {
                        throw ServiceError("supplier must be an address number from 1 to 99999999", status: 400)
                    }
                    supplier = n
                case "type": type = try Self.code(value, name, length: 2...2).uppercased()
                case "route": route = try Self.code(value, name, length: 1...10).uppercased()
                case "branch": branch = try Self.code(value, name, length: 1...TableCatalog.businessUnitWidth)
                case "currency": currency = try Self.code(value, name, length: 3...3).uppercased()
                default:
                    throw ServiceError("unknown field \(name.prefix(40)); known: forUser, lines, amount, supplier, type, "
                                       + "route, branch, currency", status: 400)
                }
            }
        }

        private static func code(_ value: JSONValue, _ name: String, length: ClosedRange<Int>) throws(ServiceError) -> String {
            guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces), length.contains(text.count),
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw ServiceError("\(name) must be \(length.lowerBound)–\(length.upperBound) letters or digits", status: 400)
            }
            return text
        }
    }

    /// The order added and where it waits.
    struct Added: Sendable, Equatable {
        let key: OrderKey
        /// The approver it awaits (`RPER`), its awaiting status (`1N`/`2N`) and route.
        let approver: Int
        let approvalStatus: String
        let route: String
    }

    let database: Database

    /// Adds the order at `now`: the next order number, company `00200`, suffix `000`, raised by the first
    /// demo buyer. The route's earlier steps get approval rows by their approvers, as if already decided.
    func add(_ request: Request, now: Date) throws -> Added {
        let stamp = ChangeStamp(now)
        let today = CalendarDay(now)
        return try database.write { c in
            let username = request.forUser.uppercased()
            guard let an8 = try c.first("SELECT AN8 FROM SIM_USER WHERE USERNAME = ?", username)?.int("AN8") else {
                throw ServiceError("No user \(username)", status: 404)
            }
            guard an8 != 0 else { throw ServiceError("\(username) has no address number: no order can await them", status: 400) }
            // The user's earliest step (on the route asked for); a user on no route gets a monetary step on MONEY
            // with no one before or after them.
            let place = try c.first("SELECT ARTG, STEP, LEVEL FROM SIM_ROUTE_STEP WHERE AN8 = ?"
                                    + (request.route == nil ? "" : " AND ARTG = ?") + " ORDER BY STEP, ARTG LIMIT 1",
                                    [.integer(Int64(an8))] + (request.route.map { [SQLValue.text($0)] } ?? []))
            if place == nil, let route = request.route {
                throw ServiceError("\(username) approves no step of route \(route)", status: 400)
            }
            let route = place?.string("ARTG") ?? "MONEY"
            let level = place?.int("LEVEL") ?? 2
            let earlier = try c.query("""
                SELECT S.AN8, S.LEVEL, COALESCE(U.USERNAME, '') AS USERNAME FROM SIM_ROUTE_STEP S
                LEFT JOIN SIM_USER U ON U.AN8 = S.AN8 WHERE S.ARTG = ? AND S.STEP < ? ORDER BY S.STEP
                """, route, place?.int("STEP") ?? 0)

            let number = try c.scalar("SELECT COALESCE(MAX(DOCO), ?) + 1 FROM F4301",
                                      DemoDataGenerator.firstOrderNumber - 1).int ?? 0
            let key = OrderKey(number: number, type: request.type, company: DemoPeople.company, suffix: "000")
            let mcu = TableCatalog.orderHeaders.column("MCU")!
            let defaultBranch = try c.first("SELECT MCU FROM F40095 WHERE TERM = ?", username)?.string("MCU")
            let branch = request.branch.map { mcu.stored($0) } ?? defaultBranch ?? mcu.stored("M30")
            let buyer = DemoPeople.buyers[0]
            let requested = today.adding(days: 14).iso

            let items = try c.query("SELECT ITM, LITM, DSC1, DSC2, UOM1 FROM F4101 ORDER BY ITM LIMIT ?", request.lines)
            let cents = Int((request.amount * 100).rounded())
            for line in 1...request.lines {
                let share = cents / request.lines + (line == request.lines ? cents % request.lines : 0)
                let amount = Double(share) / 100
                let item = items.isEmpty ? nil : items[(line - 1) % items.count]
                try c.run("""
                    INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LNTY, ITM, LITM, DSC1, DSC2, MCU, UOM, UORG, PRRC, AEXP, CRCD,
                                       DRQJ, LTTR, NXTR, UPMJ, TDAY)
                    VALUES (?, ?, ?, ?, ?, 'S', ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, key.parameters + [.real(Double(line)), item?["ITM"] ?? .integer(0), item?["LITM"] ?? .text(""),
                                           item?["DSC1"] ?? .text("Item"), item?["DSC2"] ?? .text(""), .text(branch),
                                           item?["UOM1"] ?? .text("EA"), .real(amount), .real(amount), .text(request.currency),
                                           .text(requested), .text(OrderStatus.entered), .text(OrderStatus.awaitingApproval)]
                          + stamp.parameters)
            }
            try c.run("""
                INSERT INTO F4301 (DOCO, DCTO, KCOO, SFXO, MCU, AN8, TRDJ, DRQJ, CRCD, OTOT, ORBY, VR01, UPMJ, TDAY)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Added by the admin endpoint', ?, ?)
                """, key.parameters + [.text(branch), .integer(Int64(request.supplier)), .text(today.iso), .text(requested),
                                       .text(request.currency), .real(Double(cents) / 100), .text(buyer.username)]
                      + stamp.parameters)

            // The buyer's own row; each earlier step approved by its approver, who wrote the next step's row.
            let originator = buyer.addressNumber
            try HeldOrderRow.insert(key, approver: originator, status: HeldOrderRow.originatorStatus, route: route,
                                    originator: originator, by: buyer.username, stamp: stamp, in: c)
            var writer = buyer.username
            for step in earlier {
                let approver = step.string("USERNAME") ?? ""
                try HeldOrderRow.insert(key, approver: step.int("AN8") ?? 0, status: "\(step.int("LEVEL") ?? 2)A", route: route,
                                        originator: originator, by: approver, stamp: stamp, in: c)
                writer = approver
            }
            try HeldOrderRow.insert(key, approver: an8, status: "\(level)N", route: route, originator: originator, by: writer,
                                    stamp: stamp, in: c)
            return Added(key: key, approver: an8, approvalStatus: "\(level)N", route: route)
        }
    }
}
