import Foundation
import Store

/// Approve and reject (contract §5): the business rules of the approval route, applied in one
/// transaction.
///
/// - Approving within the approver's limit (or as the route's last approver) records `1A`/`2A` and
///   moves the order's lines from `230` (awaiting approval) to `280` (approved).
/// - Approving above the limit records the approval and creates the next approver's awaiting row
///   (`1N`/`2N` by that step's level); the order stays `230`.
/// - Rejecting needs a `43/RR` reason; it records `1R`/`2R`, moves the lines to `980` and notifies the
///   originator (`3N`).
/// - Refused: a remark over 30 characters, an unknown order, an order not awaiting this approver
///   (which is also what a repeated decision meets).
/// - Forward (`ForwardOrchestration.swift`) hands the awaiting row to a colleague.
///
/// Every `F4209` row a decision writes is stamped with its moment and the deciding user (`HeldOrderRow`);
/// the order's header and the lines it moves get the same moment as `UPMJ`/`TDAY` (`ChangeStamp`); a
/// remark goes to `F4318` at the order's level (`OrderRemark`).
struct DecisionOrchestration: Sendable {
    static let approveName = "ORCH_ApprovePurchaseOrder"
    static let rejectName = "ORCH_RejectPurchaseOrder"
    static let maximumRemarkLength = 30

    enum Action: Sendable, Equatable {
        case approve
        case reject(reason: String)
    }

    struct Decision: Sendable {
        let order: OrderKey
        let action: Action
        let remark: String
    }

    struct Outcome: Sendable, Equatable {
        let order: OrderKey
        let approvalStatus: String
        let orderStatus: String
        let nextApprover: Int
        let message: String
    }

    /// Where a decision came from, as the admin endpoint lists it.
    enum Source: String, Sendable {
        case orchestration, admin
        /// The stock application P43081 driven through `/jderest/v2/appstack` (contract §5.2). Its form has
        /// no reason field: a reject through it needs none (the reason travels as a text attachment).
        case appStack = "appstack"
    }

    let database: Database
    /// The simulator's clock: the moment a decision is stamped with when the caller gives none.
    let clock: SimulatorClock

    init(database: Database, clock: SimulatorClock = SimulatorClock()) {
        self.database = database
        self.clock = clock
    }

    /// Reads an orchestration's flat input (§5).
    static func decision(from body: JSONValue, rejecting: Bool) throws(ServiceError) -> Decision {
        guard let number = body["OrderNumber"]?.lenientDouble, number.rounded() == number, number > 0, number < 1e12 else {
            throw ServiceError("OrderNumber is required and must be a whole number")
        }
        func code(_ name: String, default fallback: String? = nil) throws(ServiceError) -> String {
            guard let value = body[name]?.lenientString?.trimmingCharacters(in: .whitespaces) ?? fallback, !value.isEmpty else {
                throw ServiceError("\(name) is required")
            }
            return value
        }
        let key = OrderKey(number: Int(number), type: try code("OrderType"), company: try code("OrderCompany"),
                           suffix: try code("OrderSuffix", default: "000"))
        let remark = body["Remark"]?.lenientString ?? ""
        let action: Action = rejecting
            ? .reject(reason: body["RejectReason"]?.lenientString?.trimmingCharacters(in: .whitespaces) ?? "")
            : .approve
        return Decision(order: key, action: action, remark: remark)
    }

    /// Carries out `decision` as `approver` at `now` (default: the clock's now), or refuses it with the reason.
    func decide(_ decision: Decision, as approver: UserAccount, source: Source, now: Date? = nil) throws -> Outcome {
        let now = now ?? clock.now()
        return try database.write { c in try decide(decision, as: approver, source: source, now: now, in: c) }
    }

    /// `decide` inside a transaction the caller holds (the line decisions of P43081 run it after their own
    /// checks, in the same transaction).
    func decide(_ decision: Decision, as approver: UserAccount, source: Source, now: Date, in c: Connection) throws -> Outcome {
        guard decision.remark.count <= Self.maximumRemarkLength else {
            throw ServiceError("Remark is longer than \(Self.maximumRemarkLength) characters (\(decision.remark.count))")
        }
        let key = decision.order
        if case .reject(let reason) = decision.action, !(reason.isEmpty && source == .appStack) {
            guard !reason.isEmpty else { throw ServiceError("A reject reason (UDC 43/RR) is required") }
            let known = try c.scalar("SELECT COUNT(*) FROM F0005 WHERE SY = '43' AND RT = 'RR' AND TRIM(KY) = ?", reason)
            guard known.int ?? 0 > 0 else {
                throw ServiceError("Reject reason \(reason.prefix(20)) is not a valid 43/RR code")
            }
        }
        guard let header = try c.first("SELECT OTOT FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters) else {
            throw ServiceError("Order \(key) does not exist")
        }
        guard let pending = try c.first(
            "SELECT rowid, ASTS, ARTG, AN8 FROM F4209 WHERE \(OrderKey.whereClause) AND RPER = ? AND ASTS IN ('1N', '2N') LIMIT 1",
            key.parameters + [.integer(Int64(approver.addressNumber))]) else {
            throw ServiceError("Order \(key.number) \(key.type) is not awaiting your approval")
        }
        let level = String((pending.string("ASTS") ?? "2N").prefix(1))
        let route = pending.string("ARTG") ?? ""
        let originator = pending.int("AN8") ?? 0
        let stamp = ChangeStamp(now)
        let outcome: Outcome
        switch decision.action {
        case .approve:
            let status = level + "A"
            try HeldOrderRow.update(rowid: pending["rowid"], [("ASTS", .text(status))], by: approver.username, stamp: stamp, in: c)
            let total = header.double("OTOT") ?? 0
            // A forwarded order's next step follows the step of the approver who forwarded it.
            let owner = try stepOwner(of: key, approver: approver.addressNumber, in: c)
            if total > approver.approvalLimit, let next = try nextStep(route: route, after: owner, in: c) {
                try HeldOrderRow.insert(key, approver: next.addressNumber, status: "\(next.level)N", route: route,
                                        originator: originator, by: approver.username, stamp: stamp, in: c)
                outcome = Outcome(order: key, approvalStatus: status, orderStatus: OrderStatus.awaitingApproval,
                                  nextApprover: next.addressNumber,
                                  message: "Order \(key.number) \(key.type) approved; sent to approver \(next.addressNumber)")
            } else {
                try moveLines(of: key, to: OrderStatus.approved, stamp: stamp, in: c)
                outcome = Outcome(order: key, approvalStatus: status, orderStatus: OrderStatus.approved, nextApprover: 0,
                                  message: "Order \(key.number) \(key.type) approved")
            }
        case .reject:
            let status = level + "R"
            try HeldOrderRow.update(rowid: pending["rowid"], [("ASTS", .text(status))], by: approver.username, stamp: stamp, in: c)
            try HeldOrderRow.insert(key, approver: originator, status: "3N", route: route, originator: originator,
                                    by: approver.username, stamp: stamp, in: c)
            try moveLines(of: key, to: OrderStatus.rejected, stamp: stamp, in: c)
            outcome = Outcome(order: key, approvalStatus: status, orderStatus: OrderStatus.rejected, nextApprover: 0,
                              message: "Order \(key.number) \(key.type) rejected")
        }
        try stamp.stampHeader(of: key, in: c)
        try OrderRemark.write(decision.remark, order: key.parameters, in: c)
        let reason: String, action: String
        if case .reject(let r) = decision.action { (reason, action) = (r, "reject") } else { (reason, action) = ("", "approve") }
        try c.run("""
            INSERT INTO SIM_DECISION (DOCO, DCTO, KCOO, SFXO, USERNAME, ACTION, APPROVAL_STATUS, REASON, REMARK, DECIDED_AT, SOURCE)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, key.parameters + [.text(approver.username), .text(action),
                                   .text(outcome.approvalStatus), .text(reason), .text(decision.remark),
                                   .text(Timestamps.iso(now)), .text(source.rawValue)])
        return outcome
    }

    private func nextStep(route: String, after approver: Int, in c: Connection) throws -> (addressNumber: Int, level: Int)? {
        guard let row = try c.first("""
            SELECT AN8, LEVEL FROM SIM_ROUTE_STEP
            WHERE ARTG = ? AND STEP > (SELECT STEP FROM SIM_ROUTE_STEP WHERE ARTG = ? AND AN8 = ?)
            ORDER BY STEP LIMIT 1
            """, route, route, approver), let an8 = row.int("AN8"), let level = row.int("LEVEL") else { return nil }
        return (an8, level)
    }

    /// Moves the lines still awaiting approval on to `status`, stamped with the decision's moment.
    private func moveLines(of key: OrderKey, to status: String, stamp: ChangeStamp, in c: Connection) throws {
        try c.run("UPDATE F4311 SET LTTR = NXTR, NXTR = ?, UPMJ = ?, TDAY = ? WHERE \(OrderKey.whereClause) AND NXTR = ?",
                  [.text(status)] + stamp.parameters + key.parameters + [.text(OrderStatus.awaitingApproval)])
    }
}

/// Order activity statuses (UDC 40/AT) the approval process moves lines through.
enum OrderStatus {
    static let entered = "220"
    static let awaitingApproval = "230"
    static let approved = "280"
    static let rejected = "980"
    /// The next status of a line rejected on its own (P43081, contract §5.2): nothing more happens to it.
    static let closed = "999"
}
