import Foundation
import Store

/// `POST /jderest/v2/appstack` (contract §5.2): opens, acts on and closes application stacks of the stock
/// approval application P43081, whose decisions go through the orchestrations' rules
/// (`DecisionOrchestration.decideLines`). Every request is checked before anything happens: a malformed one
/// answers `400`, one the stack's state refuses (unknown or forgotten stack, wrong `rid`, stale `stateId`,
/// a row out of range, too many stacks) `500`; a refusal of the form itself is `200` with the form's `errors`.
struct AppStackService: Sendable {
    static let formName = "P43081_W43081A"
    static let defaultVersion = "ZJDE0001"
    static let defaultPageSize = 100
    static let maximumActions = 50

    let tables: P43081Tables
    let stacks: AppStackStore
    let decisions: DecisionOrchestration
    let faults: FaultInjector
    let clock: SimulatorClock
    let shapes: ResponseShapes
    /// The ids of this site's P43081 version (`--moved-ids`).
    let controls: P43081Controls
    /// The largest grid page, whatever `maxPageSize` asks for.
    let pageSizeCap: Int
    /// The versions of P43081 this site has (`--p43081-versions`); empty: every version opens.
    var versions: Set<String> = []

    /// An answer, and whether the request pressed Approve or Reject on W43081B (so that the faults that lose
    /// decisions' answers apply to it).
    struct Answer {
        var response: HTTPResponse
        var decisive = false
    }

    func answer(_ body: JSONValue, session: Session) throws -> Answer {
        guard let action = body["action"]?.stringValue else {
            throw ServiceError("action is required: open, execute or close", status: 400)
        }
        switch action {
        case "open": return try open(body, session: session)
        case "execute": return try execute(body, session: session)
        case "close": return try close(body, session: session)
        default: throw ServiceError("Unknown action \(action.prefix(30)); use open, execute or close", status: 400)
        }
    }

    // MARK: Requests

    private func open(_ body: JSONValue, session: Session) throws -> Answer {
        guard let request = body["formRequest"], case .object = request else {
            throw ServiceError("formRequest is required for action open", status: 400)
        }
        guard let formName = request["formName"]?.stringValue else {
            throw ServiceError("formRequest.formName is required", status: 400)
        }
        guard formName == Self.formName else {
            throw ServiceError("Form \(formName.prefix(40)) cannot be opened here: this server serves \(Self.formName) only")
        }
        let version = request["version"]?.stringValue ?? Self.defaultVersion
        guard (1...10).contains(version.count), version.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw ServiceError("formRequest.version must be 1 to 10 letters or digits (such as ZJDE0001)", status: 400)
        }
        guard versions.isEmpty || versions.contains(version.uppercased()) else {
            throw ServiceError("Version \(version) of P43081 does not exist")
        }
        let query = try FormQuery(request["query"], controls: controls, user: session.user)
        let actions = try Self.actions(request["formActions"])
        var stack = AppStack(token: session.token, username: session.user.username, version: version,
                             aliasNaming: try Self.flag(request["aliasNaming"], "aliasNaming"),
                             pageSize: try pageSize(request["maxPageSize"]), forms: [.orders(OrdersForm(query: query))],
                             lastUsed: Date())
        if query.autoFind { try find(in: &stack, user: session.user) }
        var performed = try perform(actions, on: &stack, formOID: "W43081A", user: session.user)
        stack = try stacks.open(stack)
        performed.response = .json(200, writer(stack, session).answer(stack, errors: performed.errors, now: clock.now()))
        return performed.answer
    }

    private func execute(_ body: JSONValue, session: Session) throws -> Answer {
        let (stackId, stateId, rid) = try Self.stackIds(body, stateRequired: true)
        guard let request = body["actionRequest"], case .object = request else {
            throw ServiceError("actionRequest is required for action execute", status: 400)
        }
        guard let formOID = request["formOID"]?.stringValue else {
            throw ServiceError("actionRequest.formOID is required", status: 400)
        }
        let actions = try Self.actions(request["formActions"])
        let claimed = try stacks.claim(stackId: stackId, stateId: stateId, rid: rid, token: session.token)
        var stack = claimed
        var performed: Performed
        do {
            performed = try perform(actions, on: &stack, formOID: formOID, user: session.user)
        } catch {
            var unchanged = claimed
            unchanged.stateId -= 1
            stacks.release(unchanged)
            throw error
        }
        stacks.commit(stack)
        performed.response = .json(200, writer(stack, session).answer(stack, errors: performed.errors, now: clock.now()))
        return performed.answer
    }

    private func close(_ body: JSONValue, session: Session) throws -> Answer {
        // The state is not checked: a client that lost an answer does not know it, and may still free the stack.
        let (stackId, _, rid) = try Self.stackIds(body, stateRequired: false)
        let stack = try stacks.claim(stackId: stackId, stateId: nil, rid: rid, token: session.token)
        stacks.close(stackId: stackId)
        return Answer(response: .json(200, [
            "stackId": .int(stack.stackId), "stateId": .int(stack.stateId), "rid": .string(stack.rid),
            "currentApp": .string(FormWriter.currentApp(stack.top.formId, version: stack.version)),
            "timeStamp": .string(Timestamps.dataService(clock.now())), "sysErrors": [],
        ]))
    }

    // MARK: Form actions

    /// What a list of form actions did: the form errors to answer, whether Approve or Reject was pressed.
    private struct Performed {
        var errors: [JSONValue] = []
        var decisive = false
        var response = HTTPResponse.json(200, [:])
        var answer: Answer { Answer(response: response, decisive: decisive) }
    }

    /// Carries out `actions` on the stack's top form while it is the form `formOID` names; a form error
    /// stops them. Actions on a form that is not on top do nothing.
    private func perform(_ actions: [FormAction], on stack: inout AppStack, formOID: String,
                         user: UserAccount) throws -> Performed {
        var performed = Performed()
        let target = Self.formId(formOID)
        for action in actions {
            guard performed.errors.isEmpty, stack.top.formId == target else { break }
            let last = stack.forms.count - 1
            switch (action, stack.top) {
            case (.setControlValue, _):
                break  // no control of these forms is editable
            case (.selectRow(let index), let form):
                guard index < form.rowCount else {
                    throw ServiceError("Row 1.\(index) is out of range: the grid of \(form.formId) has \(form.rowCount) row(s)")
                }
                if case .orders(var orders) = form {
                    orders.selected = [index]
                    stack.forms[last] = .orders(orders)
                } else if case .review(var review) = form {
                    review.selected.insert(index)
                    stack.forms[last] = .review(review)
                }
            case (.selectAllRows, .orders(var orders)):
                orders.selected = Array(orders.rows.indices)
                stack.forms[last] = .orders(orders)
            case (.selectAllRows, .review(var review)):
                review.selected = Set(review.rows.indices)
                stack.forms[last] = .review(review)
            case (.doAction(let id), .orders) where id == controls.find:
                try find(in: &stack, user: user)
            case (.doAction(let id), .orders(let orders)) where id == controls.review:
                guard let index = orders.selected.last, let order = orders.rows[index].orderKey else {
                    let error = P43081FormError.noRowSelected(control: id, hostile: faults.hostileText, lines: false)
                    performed.errors.append(error)
                    break
                }
                stack.forms.append(.review(ReviewForm(order: order, rows: try tables.lines(of: order))))
            case (.doAction(let id), .review(let review)) where id == controls.approve || id == controls.reject:
                performed.decisive = true
                if let error = try decide(review, approving: id == controls.approve, control: id, user: user) {
                    performed.errors.append(error)
                } else {
                    stack.forms.removeLast()
                    try find(in: &stack, user: user)
                }
            case (.doAction, _):
                break  // a control this form (this site's version) does not have: nothing happens
            }
        }
        return performed
    }

    /// Finds the orders awaiting `user` that the W43081A on top of the stack asks for; the selection goes.
    private func find(in stack: inout AppStack, user: UserAccount) throws {
        guard case .orders(var orders) = stack.top else { return }
        (orders.rows, orders.moreRecords) = try tables.orders(awaiting: user, query: orders.query, pageSize: stack.pageSize)
        orders.selected = []
        stack.forms[stack.forms.count - 1] = .orders(orders)
    }

    /// Approve or Reject of W43081B's selected lines: nil when done, else the form error that refused it.
    private func decide(_ review: ReviewForm, approving: Bool, control: Int, user: UserAccount) throws -> JSONValue? {
        let hostile = faults.hostileText
        let order = review.order
        if faults.refuses(order: order.number) {
            return P43081FormError.onHold(order, approving: approving, control: control, hostile: hostile)
        }
        let lines = review.selected.sorted().compactMap { review.rows[$0].values["LNID"]?.double }
        do {
            _ = try decisions.decideLines(order, lines: lines, approving: approving, as: user, now: clock.now())
            return nil
        } catch let refusal as DecisionOrchestration.LineRefusal {
            switch refusal {
            case .notAwaiting:
                return P43081FormError.notAwaiting(order, control: control, hostile: hostile)
            case .noOpenLine:
                return P43081FormError.noRowSelected(control: control, hostile: hostile, lines: true)
            case .approveNeedsEveryLine(let selected, let open):
                return P43081FormError.approveNeedsEveryLine(order, selected: selected, open: open, control: control,
                                                             hostile: hostile)
            }
        }
    }

    private func writer(_ stack: AppStack, _ session: Session) -> FormWriter {
        FormWriter(controls: controls, user: session.user, aliasNaming: stack.aliasNaming, shapes: shapes,
                   hostile: faults.hostileText)
    }
}
