import Foundation
import Store

/// Forward to a colleague (contract §5.1, `ORCH_ForwardPurchaseOrder`): the order leaves the sender's
/// queue and awaits the colleague at the same route step; an `FW` row records who forwarded it to whom.
/// Both rows are stamped with the forward's moment and the sender (`HeldOrderRow`); the remark goes to
/// `F4318` at the order's level.
extension DecisionOrchestration {
    static let forwardName = "ORCH_ForwardPurchaseOrder"

    /// Reads the forward input: the order key (as for approve), `ForwardTo` and `Remark`.
    static func forward(from body: JSONValue) throws(ServiceError) -> (decision: Decision, forwardTo: Int) {
        let decision = try Self.decision(from: body, rejecting: false)
        guard let to = body["ForwardTo"]?.lenientDouble, to.rounded() == to, to > 0, to < 1e12 else {
            throw ServiceError("ForwardTo is required and must be an address number")
        }
        return (decision, Int(to))
    }

    /// Forwards `decision.order` from `sender` to `forwardTo` at `now` (default: the clock's now), or refuses it
    /// with the reason. The order's header gets `now` as `UPMJ` and `TDAY`.
    func forward(_ decision: Decision, to forwardTo: Int, as sender: UserAccount, now: Date? = nil) throws -> Outcome {
        let now = now ?? clock.now()
        let stamp = ChangeStamp(now)
        guard decision.remark.count <= Self.maximumRemarkLength else {
            throw ServiceError("Remark is longer than \(Self.maximumRemarkLength) characters (\(decision.remark.count))")
        }
        guard forwardTo != sender.addressNumber else { throw ServiceError("An order cannot be forwarded to yourself") }
        let key = decision.order
        return try database.write { c in
            guard let colleague = try c.first("SELECT USERNAME FROM SIM_USER WHERE AN8 = ? AND APPROVAL_LIMIT > 0", forwardTo),
                  let name = colleague.string("USERNAME") else {
                throw ServiceError("\(forwardTo) is not the address number of an approver")
            }
            guard try c.first("SELECT 1 FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) != nil else {
                throw ServiceError("Order \(key) does not exist")
            }
            guard let pending = try c.first(
                "SELECT rowid, ARTG, AN8 FROM F4209 WHERE \(OrderKey.whereClause) AND RPER = ? AND ASTS IN ('1N', '2N') LIMIT 1",
                key.parameters + [.integer(Int64(sender.addressNumber))]) else {
                throw ServiceError("Order \(key.number) \(key.type) is not awaiting your approval")
            }
            try HeldOrderRow.update(rowid: pending["rowid"], [("RPER", .integer(Int64(forwardTo)))], by: sender.username,
                                    stamp: stamp, in: c)
            try HeldOrderRow.insert(key, approver: forwardTo, status: "FW", route: pending.string("ARTG") ?? "",
                                    originator: pending.int("AN8") ?? 0, by: sender.username, stamp: stamp, in: c)
            try stamp.stampHeader(of: key, in: c)
            try OrderRemark.write(decision.remark, order: key.parameters, in: c)
            try c.run("""
                INSERT INTO SIM_DECISION (DOCO, DCTO, KCOO, SFXO, USERNAME, ACTION, APPROVAL_STATUS, REASON, REMARK, DECIDED_AT, SOURCE)
                VALUES (?, ?, ?, ?, ?, 'forward', 'FW', ?, ?, ?, ?)
                """, key.parameters + [.text(sender.username), .text(name), .text(decision.remark), .text(Timestamps.iso(now)),
                                       .text(Source.orchestration.rawValue)])
            return Outcome(order: key, approvalStatus: "FW", orderStatus: OrderStatus.awaitingApproval, nextApprover: forwardTo,
                           message: "Order \(key.number) \(key.type) forwarded to \(name)")
        }
    }

    /// Whose route step an approver's awaiting row is: the approver's own, or, when the order was
    /// forwarded to them, that of the first approver in the chain of `FW` rows that led to them.
    func stepOwner(of key: OrderKey, approver: Int, in c: Connection) throws -> Int {
        var owner = approver
        var seen: Set<Int> = [owner]
        while let row = try c.first("""
            SELECT U.AN8 FROM F4209 F JOIN SIM_USER U ON U.USERNAME = F.RDB
            WHERE F.DOCO = ? AND F.DCTO = ? AND F.KCOO = ? AND F.SFXO = ?
              AND F.ASTS = 'FW' AND F.RPER = ? ORDER BY F.rowid DESC LIMIT 1
            """, key.parameters + [.integer(Int64(owner))]), let previous = row.int("AN8"), seen.insert(previous).inserted {
            owner = previous
        }
        return owner
    }
}
