import Foundation
import Store

/// Approve and Reject of P43081's W43081B (contract §5.2): decisions on the selected lines of an order.
/// Rejecting lines sets their `F4311` `STTS` to `R ` (as the standard business function does), and this
/// site also moves their `LTTR` to `980` (`NXTR` `999`), stamped with the decision's moment; with lines
/// left open the order keeps awaiting. Rejecting every remaining line, or approving them, decides the order
/// through `decide` — the rules of the orchestrations — in the same transaction.
extension DecisionOrchestration {
    /// `F4311.STTS` of a line rejected through P43081.
    static let rejectedLineStatus = "R "

    /// Why the form refuses a line decision.
    enum LineRefusal: Error, Equatable {
        /// The order no longer awaits this approver (decided, forwarded or deleted since the form opened).
        case notAwaiting
        /// None of the selected lines is still open (all already rejected, or none selected).
        case noOpenLine
        /// Approve covers every remaining line of the order; `selected` of `open` were selected.
        case approveNeedsEveryLine(selected: Int, open: Int)
    }

    /// What a line decision did.
    enum LineOutcome: Sendable, Equatable {
        /// The order was decided (every remaining line approved or rejected).
        case order(Outcome)
        /// Only these lines were rejected; `open` lines still await the decision.
        case linesRejected(lines: [Double], open: Int)
    }

    /// Approves (`approving`) or rejects the lines `lines` (`LNID`s) of `key` as `approver` at `now`, or
    /// refuses with a `LineRefusal` (and a `ServiceError` for what `decide` refuses). Lines already rejected
    /// (`STTS` `R `) are left out of the selection.
    func decideLines(_ key: OrderKey, lines: [Double], approving: Bool, as approver: UserAccount,
                     now: Date) throws -> LineOutcome {
        try database.write { c in
            guard try c.first("SELECT 1 FROM F4209 WHERE \(OrderKey.whereClause) AND RPER = ? AND ASTS IN ('1N', '2N') LIMIT 1",
                              key.parameters + [.integer(Int64(approver.addressNumber))]) != nil else {
                throw LineRefusal.notAwaiting
            }
            let open = try c.query("SELECT LNID FROM F4311 WHERE \(OrderKey.whereClause) AND STTS <> ? ORDER BY LNID",
                                   key.parameters + [.text(Self.rejectedLineStatus)]).compactMap { $0.double("LNID") }
            let chosen = open.filter(Set(lines).contains)
            guard !chosen.isEmpty else { throw LineRefusal.noOpenLine }
            let everyLine = chosen.count == open.count
            if approving {
                guard everyLine else { throw LineRefusal.approveNeedsEveryLine(selected: chosen.count, open: open.count) }
                return .order(try decide(Decision(order: key, action: .approve, remark: ""), as: approver, source: .appStack,
                                         now: now, in: c))
            }
            let stamp = ChangeStamp(now)
            if everyLine {
                // Each line is rejected as a line (STTS), then the order with them (its lines move to 980).
                try markRejected(chosen, of: key, stamp: stamp, closing: false, in: c)
                return .order(try decide(Decision(order: key, action: .reject(reason: ""), remark: ""), as: approver,
                                         source: .appStack, now: now, in: c))
            }
            try markRejected(chosen, of: key, stamp: stamp, closing: true, in: c)
            try stamp.stampHeader(of: key, in: c)
            let status = try c.scalar("""
                SELECT ASTS FROM F4209 WHERE \(OrderKey.whereClause) AND RPER = ? AND ASTS IN ('1N', '2N') LIMIT 1
                """, key.parameters + [.integer(Int64(approver.addressNumber))]).string ?? ""
            let numbers = chosen.map { $0.rounded() == $0 ? String(Int($0)) : String($0) }.joined(separator: ", ")
            try c.run("""
                INSERT INTO SIM_DECISION (DOCO, DCTO, KCOO, SFXO, USERNAME, ACTION, APPROVAL_STATUS, REASON, REMARK, DECIDED_AT, SOURCE)
                VALUES (?, ?, ?, ?, ?, 'reject lines', ?, '', ?, ?, ?)
                """, key.parameters + [.text(approver.username), .text(status), .text("lines \(numbers)"),
                                       .text(Timestamps.iso(now)), .text(Source.appStack.rawValue)])
            return .linesRejected(lines: chosen, open: open.count - chosen.count)
        }
    }

    /// Sets `STTS` `R ` on the lines `lines` and stamps them; `closing` also moves them to `980`/`999`, as
    /// this site does to a line rejected alone.
    private func markRejected(_ lines: [Double], of key: OrderKey, stamp: ChangeStamp, closing: Bool, in c: Connection) throws {
        for line in lines {
            let statuses = closing ? ", LTTR = '\(OrderStatus.rejected)', NXTR = '\(OrderStatus.closed)'" : ""
            try c.run("UPDATE F4311 SET STTS = ?, UPMJ = ?, TDAY = ?\(statuses) WHERE \(OrderKey.whereClause) AND LNID = ?",
                      [.text(Self.rejectedLineStatus)] + stamp.parameters + key.parameters + [.real(line)])
        }
    }
}
