import Foundation
import Store

/// `POST /admin/orders/{number}/{type}/{company}/{suffix}/lines`: a buyer amends an order while it waits.
/// Changes a line's quantity and/or unit cost (`"action": "change"`, the default), adds a line (`"add"`)
/// or removes one (`"remove"`); the line's amount (`AEXP` = quantity × unit cost, to the cent) and the
/// order's total (`F4301.OTOT`, the sum of its lines) are computed again, and the header and the line
/// changed or added are stamped with the simulator's clock (`UPMJ`, `TDAY`), so a client's "changed since"
/// read of `F4301` finds the order. Its `F4209` rows are not touched: the approval route did not change.
struct OrderLineEdit: Sendable {
    enum Action: String, Sendable { case change, add, remove }

    /// What to do. `line` names the line (`LNID`); an added line without one takes the next whole number.
    struct Request: Sendable, Equatable {
        var action = Action.change
        var line: Double?
        var quantity: Double?
        var unitCost: Double?

        init(action: Action = .change, line: Double? = nil, quantity: Double? = nil, unitCost: Double? = nil) {
            self.action = action
            self.line = line
            self.quantity = quantity
            self.unitCost = unitCost
        }

        /// Reads the body; unknown fields and bad values are refused (`400`).
        init(json: JSONValue) throws(ServiceError) {
            guard case .object(let pairs) = json else { throw ServiceError("the edit must be a JSON object", status: 400) }
            for (name, value) in pairs {
                switch name {
                case "action":
                    guard let text = value.stringValue, let a = Action(rawValue: text) else {
                        throw ServiceError("action must be change, add or remove", status: 400)
                    }
                    action = a
                case "line":
                    guard let n = value.doubleValue, n > 0, n < 100_000 else {
                        throw ServiceError("line must be a line number from 0.001 to 99999", status: 400)
                    }
                    line = n
                case "quantity":
                    guard let q = value.doubleValue, q > 0, q <= 1e9 else {
                        throw ServiceError("quantity must be a number above 0, at most 1000000000", status: 400)
                    }
                    quantity = q
                case "unitCost":
                    guard let u = value.doubleValue, u >= 0, u <= 1e9 else {
                        throw ServiceError("unitCost must be a number from 0 to 1000000000", status: 400)
                    }
                    unitCost = u
                default:
                    throw ServiceError("unknown field \(name.prefix(40)); known: action, line, quantity, unitCost", status: 400)
                }
            }
            switch action {
            case .change:
                guard line != nil else { throw ServiceError("a change names its line", status: 400) }
                guard quantity != nil || unitCost != nil else { throw ServiceError("a change sets quantity or unitCost", status: 400) }
            case .remove:
                guard line != nil else { throw ServiceError("a removal names its line", status: 400) }
            case .add:
                guard quantity != nil, unitCost != nil else { throw ServiceError("an added line needs quantity and unitCost", status: 400) }
            }
        }
    }

    /// The line as it is after the edit (nil after a removal) and the order's new total.
    struct Edited: Sendable, Equatable {
        let line: Double
        let quantity: Double?
        let unitCost: Double?
        let amount: Double?
        let total: Double
    }

    let database: Database

    func edit(_ key: OrderKey, _ request: Request, now: Date) throws -> Edited {
        let stamp = ChangeStamp(now)
        return try database.write { c in
            guard try c.first("SELECT 1 AS X FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) != nil else {
                throw ServiceError("No order \(key)", status: 404)
            }
            let lineKey = key.parameters + [.real(request.line ?? 0)]
            let existing = request.line == nil ? nil
                : try c.first("SELECT UORG, PRRC FROM F4311 WHERE \(OrderKey.whereClause) AND LNID = ?", lineKey)
            var edited: (line: Double, quantity: Double?, unitCost: Double?, amount: Double?)
            switch request.action {
            case .change:
                guard let existing, let line = request.line else { throw ServiceError("Order \(key) has no line \(request.line ?? 0)", status: 404) }
                let quantity = request.quantity ?? existing.double("UORG") ?? 0
                let unitCost = request.unitCost ?? existing.double("PRRC") ?? 0
                let amount = Self.amount(quantity, unitCost)
                try c.run("UPDATE F4311 SET UORG = ?, PRRC = ?, AEXP = ?, UPMJ = ?, TDAY = ? WHERE \(OrderKey.whereClause) AND LNID = ?",
                          [.real(quantity), .real(unitCost), .real(amount)] + stamp.parameters + lineKey)
                edited = (line, quantity, unitCost, amount)
            case .remove:
                guard existing != nil, let line = request.line else { throw ServiceError("Order \(key) has no line \(request.line ?? 0)", status: 404) }
                try c.run("DELETE FROM F4311 WHERE \(OrderKey.whereClause) AND LNID = ?", lineKey)
                edited = (line, nil, nil, nil)
            case .add:
                guard existing == nil else { throw ServiceError("Order \(key) has a line \(request.line ?? 0) already", status: 409) }
                let line = try request.line
                    ?? (c.scalar("SELECT COALESCE(MAX(LNID), 0) FROM F4311 WHERE \(OrderKey.whereClause)", key.parameters).double ?? 0).rounded(.down) + 1
                guard let model = try c.first("SELECT * FROM F4311 WHERE \(OrderKey.whereClause) ORDER BY LNID LIMIT 1", key.parameters) else {
                    throw ServiceError("Order \(key) has no line to copy an added line from", status: 409)
                }
                let (quantity, unitCost) = (request.quantity ?? 1, request.unitCost ?? 0)
                let amount = Self.amount(quantity, unitCost)
                try c.run("""
                    INSERT INTO F4311 (DOCO, DCTO, KCOO, SFXO, LNID, LNTY, ITM, LITM, DSC1, DSC2, MCU, UOM, UORG, PRRC, AEXP, CRCD,
                                       DRQJ, LTTR, NXTR, UPMJ, TDAY)
                    VALUES (?, ?, ?, ?, ?, 'S', ?, ?, 'Added line', '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, key.parameters + [.real(line), model["ITM"], model["LITM"], model["MCU"], model["UOM"], .real(quantity),
                                           .real(unitCost), .real(amount), model["CRCD"], model["DRQJ"], model["LTTR"], model["NXTR"]]
                          + stamp.parameters)
                edited = (line, quantity, unitCost, amount)
            }
            let total = try c.scalar("SELECT COALESCE(SUM(AEXP), 0) FROM F4311 WHERE \(OrderKey.whereClause)", key.parameters).double ?? 0
            try c.run("UPDATE F4301 SET OTOT = ? WHERE \(OrderKey.whereClause)", [.real(total)] + key.parameters)
            try stamp.stampHeader(of: key, in: c)
            return Edited(line: edited.line, quantity: edited.quantity, unitCost: edited.unitCost, amount: edited.amount, total: total)
        }
    }

    /// Quantity × unit cost, to the cent (half away from zero).
    static func amount(_ quantity: Double, _ unitCost: Double) -> Double {
        (quantity * unitCost * 100).rounded(.toNearestOrAwayFromZero) / 100
    }
}
