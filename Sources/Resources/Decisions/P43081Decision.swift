import AIS
import Foundation

/// Decides one order through the stock approval application P43081 (contract §5.2), as a person would in
/// the web client: W43081A narrowed to the order, Review of its row, W43081B's lines selected, Approve or
/// Reject. One stack per decision, never an index from another stack; the form on top is checked before
/// each step; the stack is closed at the end whatever happens. Run it inside `SessionGate.perform`.
public struct StockDecider: Sendable {
    public enum Action: String, Sendable { case approve, reject }

    let client: AISClient
    public let controls: P43081Controls
    /// Seconds the end of a decision waits for its stack to close (it closes in the background after that).
    public let closeTimeout: TimeInterval

    public init(client: AISClient, controls: P43081Controls = .standard, closeTimeout: TimeInterval = 5) {
        self.client = client
        self.controls = controls
        self.closeTimeout = closeTimeout
    }

    /// Approves or rejects `order`: every line when `lines` is empty, else those lines (by `LNID`; P43081
    /// approves an order whole, so approving some lines is the form's refusal). `remark` is set on W43081B
    /// only when the settings name a remark field; otherwise it is the caller's to attach (§7).
    ///
    /// Success is the answer back on W43081A without errors; the result's `nextApprover` is read from
    /// F4209 afterwards (0 when that read failed: the message says so). `orderStatus` is left blank:
    /// P43081's answers do not carry it. Throws `StockDecisionError` (only `outcomeUnknown` may have
    /// decided), or an `AISError` from a step before Approve or Reject was pressed (nothing decided).
    ///
    /// `seen`: the order as the approver saw it. W43081B's lines and W43081A's total are compared with it
    /// before the button is pressed; on a difference nothing is pressed (`orderChanged`, contract §5.2).
    public func decide(_ order: OrderKey, _ action: Action, lines: [Double] = [], remark: String = "", seen: SeenOrder? = nil,
                       session: AISSession) async throws -> DecisionResult {
        let stacks = P43081Stacks(client: client, controls: controls, closeTimeout: closeTimeout)
        do {
            let result = try await decide(order, action, lines: lines, remark: remark, seen: seen, session: session, stacks: stacks)
            await stacks.closeAll()
            return result
        } catch {
            await stacks.closeAll()
            throw error
        }
    }

    private func decide(_ order: OrderKey, _ action: Action, lines: [Double], remark: String, seen: SeenOrder?, session: AISSession,
                        stacks: P43081Stacks) async throws -> DecisionResult {
        let (listed, row) = try await findRow(order, session: session, stacks: stacks)
        // Review of that row, in this stack.
        let review = try await stacks.execute(listed.state, formOID: P43081Stacks.ordersForm,
                                              [.selectRow(grid: P43081Stacks.grid, rowIndex: row.rowIndex),
                                               .doAction(controls.review)])
        try Self.expectReview(review, after: .review)
        try checkHeader(review.form, names: order)
        if let seen, let found = ReviewedOrder(listed: row, review: review.form).differing(from: seen) {
            throw StockDecisionError.orderChanged(found: found)
        }
        // The lines, then the button.
        var actions = try selection(of: lines, on: review.form)
        if let field = controls.remark, !remark.isEmpty { actions.append(.setControlValue(id: field, value: remark)) }
        let button: P43081Control = action == .approve ? .approve : .reject
        actions.append(.doAction(action == .approve ? controls.approve : controls.reject))
        try Task.checkCancellation()
        CrashPoint.reach(.decisionAfterReview)
        let decided: AppStackAnswer
        do {
            decided = try await stacks.execute(review.state, formOID: P43081Stacks.reviewForm, actions)
        } catch let error as AISError {
            throw StockDecisionError.outcomeUnknown(error)
        } catch {
            throw StockDecisionError.outcomeUnknown(.unreachable(String(describing: error)))
        }
        switch decided.form.formId {
        case P43081Stacks.ordersForm where decided.form.errors.isEmpty:
            return await result(order, action, lines: lines, session: decided.state.session)
        case P43081Stacks.reviewForm:
            if let error = decided.form.errors.first {
                throw StockDecisionError.refused(reason: error.reason, code: error.code)
            }
            throw StockDecisionError.controlDidNothing(name: button.name, setting: button.settingKey)
        default:
            let why = decided.form.errors.first?.reason ?? "the form \(decided.form.formId) came back"
            throw StockDecisionError.outcomeUnknown(.serverError(status: 200, message: why))
        }
    }

    /// W43081A narrowed to the order, Find pressed, and the row of the order's full key.
    private func findRow(_ order: OrderKey, session: AISSession,
                         stacks: P43081Stacks) async throws -> (AppStackAnswer, FormGridRow) {
        let conditions = [FormCondition(column: controls.orderNumberColumn, values: [String(order.number)]),
                          FormCondition(column: controls.orderTypeColumn, values: [order.type])]
        let listed: AppStackAnswer
        do {
            listed = try await stacks.openOrders(orderType: order.type, conditions: conditions, autoFind: false, find: true,
                                                 session: session)
        } catch AISError.serverError(let status, let message) {
            // A refused query: the columns it names may not be this version's.
            try await checkQueryColumns(order, session: session, stacks: stacks)
            throw AISError.serverError(status: status, message: message)
        }
        try Self.expect(listed, P43081Stacks.ordersForm)
        try Self.checkColumns(["DOCO", "DCTO", "KCOO", "SFXO"], of: listed.form)
        if let row = listed.form.rows.first(where: { Self.row($0, is: order) }) { return (listed, row) }
        if listed.form.rows.isEmpty {
            // Nothing listed: the order is gone, or Find did nothing. A stack that finds as it opens tells.
            await stacks.close(listed.state)
            let found = try await stacks.openOrders(orderType: order.type, conditions: conditions, autoFind: true,
                                                    find: false, session: session)
            await stacks.close(found.state)
            if found.form.rows.contains(where: { Self.row($0, is: order) }) {
                let find = P43081Control.find
                throw StockDecisionError.controlDidNothing(name: find.name, setting: find.settingKey)
            }
        }
        throw StockDecisionError.noLongerAwaits(order)
    }

    /// After W43081A refused the query: W43081A's columns by alias, compared with the ids the query named.
    private func checkQueryColumns(_ order: OrderKey, session: AISSession, stacks: P43081Stacks) async throws {
        guard let probe = try? await stacks.openOrders(orderType: order.type, conditions: [], autoFind: false, find: false,
                                                       session: session) else { return }
        await stacks.close(probe.state)
        for control in [P43081Control.orderNumberColumn, .orderTypeColumn] {
            guard let alias = control.alias, let column = probe.form.grid?.column(alias: alias) else { continue }
            if column.id != controls.id(of: control) {
                throw StockDecisionError.controlDidNothing(name: control.name, setting: control.settingKey)
            }
        }
    }

    /// W43081B's header names the order: by the settings' ids, else by alias.
    private func checkHeader(_ form: StackForm, names order: OrderKey) throws {
        func header(_ control: P43081Control) -> FormControl? {
            controls.id(of: control).flatMap { form.control(id: $0) } ?? control.alias.flatMap { form.control(alias: $0) }
        }
        let number = header(.headerOrderNumber)
        let type = header(.headerOrderType)
        let company = header(.headerOrderCompany)
        let shown = [number?.text, type?.text, company?.text].map { $0 ?? "?" }.joined(separator: " ")
        guard number?.int == order.number, type?.text == order.type.trimmingBlanks,
              company?.text == order.company.trimmingBlanks else {
            throw StockDecisionError.wrongOrderUnderReview(expected: order, shown: String(shown.prefix(80)))
        }
    }

    /// `SelectAllRows 1` for every line, else `SelectRow 1.N` of each chosen line by its `LNID`.
    private func selection(of lines: [Double], on form: StackForm) throws -> [FormAction] {
        guard !lines.isEmpty else { return [.selectAllRows(grid: P43081Stacks.grid)] }
        try Self.checkColumns(["LNID"], of: form)
        return try lines.map { line in
            guard let row = form.rows.first(where: { abs(($0.cell(alias: "LNID")?.double ?? .nan) - line) < 0.0005 }) else {
                throw StockDecisionError.lineNotOnForm(line)
            }
            return .selectRow(grid: P43081Stacks.grid, rowIndex: row.rowIndex)
        }
    }

    /// The answer of a successful decision; F4209 names the next approver of an approval above the limit.
    private func result(_ order: OrderKey, _ action: Action, lines: [Double], session: AISSession) async -> DecisionResult {
        let done = action == .approve ? "approved" : "rejected"
        let what = lines.isEmpty ? done : "lines \(lines.map(StockDecisionError.line).joined(separator: ", ")) \(done)"
        let message = "Order \(order) \(what) through P43081"
        do {
            let dates = RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)
            let rows = try await client.dataService.browseAll(ApprovalRouteService.query(order: order), session: session)
                .map { ApprovalRouteService.decode($0, dates: dates) }
            let me = session.username.trimmingCharacters(in: .whitespaces).uppercased()
            let mine = rows.last { $0.approver == session.userInfo.addressNumber
                && $0.decidedBy.trimmingCharacters(in: .whitespaces).uppercased() == me && ($0.isApproved || $0.isRejected) }
            let awaiting = rows.first { $0.isAwaiting && $0.approver != session.userInfo.addressNumber }
            let status = lines.isEmpty ? (mine?.status ?? "") : (rows.first { $0.isAwaiting }?.status ?? "")
            let next = action == .approve && lines.isEmpty ? (awaiting?.approver ?? 0) : 0
            return DecisionResult(approvalStatus: status, orderStatus: "", nextApprover: next, message: message,
                                  serverSeconds: nil)
        } catch {
            return DecisionResult(approvalStatus: "", orderStatus: "", nextApprover: 0,
                                  message: message + " (its next approver could not be read)", serverSeconds: nil)
        }
    }

    // MARK: Checks of the form on top

    static func expect(_ answer: AppStackAnswer, _ formId: String) throws {
        if let error = answer.form.errors.first { throw StockDecisionError.refused(reason: error.reason, code: error.code) }
        guard answer.form.formId == formId else {
            throw StockDecisionError.unexpectedForm(expected: formId, found: String(answer.form.formId.prefix(40)))
        }
    }

    /// After Review: W43081B on top; W43081A unchanged means the exit's id did nothing.
    static func expectReview(_ answer: AppStackAnswer, after control: P43081Control) throws {
        if answer.form.formId == P43081Stacks.ordersForm, answer.form.errors.isEmpty {
            throw StockDecisionError.controlDidNothing(name: control.name, setting: control.settingKey)
        }
        try expect(answer, P43081Stacks.reviewForm)
    }

    static func checkColumns(_ aliases: [String], of form: StackForm) throws {
        guard let grid = form.grid else { throw StockDecisionError.missingColumn(alias: aliases[0], form: form.formId) }
        for alias in aliases where grid.column(alias: alias) == nil
            && !grid.rows.contains(where: { $0.cell(alias: alias) != nil }) {
            throw StockDecisionError.missingColumn(alias: alias, form: form.formId)
        }
    }

    /// Whether a W43081A row is the order: `DOCO`, `DCTO`, `KCOO` and `SFXO` all match.
    static func row(_ row: FormGridRow, is order: OrderKey) -> Bool {
        row.cell(alias: "DOCO")?.int == order.number && row.cell(alias: "DCTO")?.text == order.type.trimmingBlanks
            && row.cell(alias: "KCOO")?.text == order.company.trimmingBlanks
            && row.cell(alias: "SFXO")?.text == order.suffix.trimmingBlanks
    }
}
