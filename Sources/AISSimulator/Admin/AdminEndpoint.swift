import Foundation
import Store

/// `/admin/…`: what tests and demos need to steer the simulator and to look behind the contract.
/// Answers loopback peers only; JSON in and out. The paths are documented in docs/SIMULATOR.md.
struct AdminEndpoint: Sendable {
    let database: Database
    let users: UserAccounts
    let tokens: TokenStore
    let resultSets: ResultSetStore
    let appStacks: AppStackStore
    let decisions: DecisionOrchestration
    let media: MediaObjects
    let faults: FaultInjector
    let counters: RequestCounters
    let clock: SimulatorClock
    let baseURL: @Sendable () -> String

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        guard request.peerIsLoopback else { return ErrorBody.response(403, "The admin endpoint answers loopback peers only") }
        do {
            return try route(request)
        } catch let error as ServiceError {
            return .json(error.status, ErrorBody.general(error.message, userDefinedErrorText: error.message))
        } catch {
            return ErrorBody.response(500, "Admin error: \(error)")
        }
    }

    private func route(_ request: HTTPRequest) throws -> HTTPResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.first == "admin" else { throw ServiceError("No admin service at \(request.path.prefix(100))", status: 404) }
        let method = request.method
        // Order paths carry the order key in four segments: `orders/*/decisions`, `orders/*/approve`, …
        var segments = Array(parts.dropFirst())
        if segments.first == "orders", segments.count == 6 { segments = ["orders", "*", segments[5]] }
        switch (method, segments.joined(separator: "/")) {
        case ("GET", "health"):
            return .json(200, ["status": "ok", "baseURL": .string(baseURL())])
        case ("GET", "faults"):
            return .json(200, faults.settings.json)
        case ("PUT", "faults"), ("POST", "faults"):
            let updated = try faults.settings.applying(try body(request))
            faults.settings = updated
            return .json(200, updated.json)
        case ("POST", "faults/reset"):
            var reset = FaultSettings()
            reset.tokenLifetimeSeconds = faults.settings.tokenLifetimeSeconds
            reset.resultSetLifetimeSeconds = faults.settings.resultSetLifetimeSeconds
            faults.settings = reset
            return .json(200, reset.json)
        case ("GET", "tokens"):
            let live = tokens.all.sorted { $0.lastUsed < $1.lastUsed }.map { session -> JSONValue in
                ["token": .string(session.token), "username": .string(session.user.username), "deviceName": .string(session.deviceName)]
            }
            return .json(200, ["tokens": .array(live)])
        case ("POST", "tokens/expire"):
            return .json(200, ["expired": .int(tokens.expireAll())])
        case ("POST", "resultsets/expire"):
            return .json(200, ["expired": .int(resultSets.expireAll())])
        case ("GET", "stacks"):
            let open = appStacks.open
            let stacks = open.map { stack -> JSONValue in
                ["stackId": .int(stack.stackId), "username": .string(stack.username), "stateId": .int(stack.stateId),
                 "forms": .array(stack.forms.map { .string($0.formId) })]
            }
            return .json(200, ["open": .int(open.count), "stacks": .array(stacks)])
        case ("POST", "stacks/expire"):
            return .json(200, ["expired": .int(appStacks.expireAll())])
        case ("GET", "counts"):
            return .json(200, try counts())
        case ("GET", "users"):
            return .json(200, ["users": .array(try users.all().map(userJSON))])
        case ("GET", "orders/*/decisions"):
            return .json(200, try decisionsJSON(orderKey(parts)))
        case ("GET", "orders/*/media"):
            let items = try media.list(orderKey(parts)).map { item -> JSONValue in
                ["sequence": .int(item.sequence), "itemName": .string(item.itemName), "text": .string(item.text),
                 "updateDate": .string(item.updateDate), "updateUserID": .string(item.updateUser)]
            }
            return .json(200, ["mediaObjects": .array(items)])
        case ("POST", "orders/*/files"):
            let item = try media.files.add(orderKey(parts), body: try body(request), user: "BUYER1", day: CalendarDay(clock.now()).iso)
            return .json(200, ["sequence": .int(item.sequence), "size": .int(item.size)])
        case ("POST", "orders/*/approve"), ("POST", "orders/*/reject"):
            return try decide(orderKey(parts), rejecting: segments[2] == "reject", body: try body(request, optional: true))
        case ("POST", "orders"):
            let added = try OrderEntry(database: database).add(try OrderEntry.Request(json: try body(request, optional: true)),
                                                               now: clock.now())
            return .json(200, ["order": .int(added.key.number), "type": .string(added.key.type),
                               "company": .string(added.key.company), "suffix": .string(added.key.suffix),
                               "awaiting": .int(added.approver), "approvalStatus": .string(added.approvalStatus),
                               "route": .string(added.route)])
        case ("POST", "orders/*/lines"):
            let edited = try OrderLineEdit(database: database).edit(orderKey(parts), try OrderLineEdit.Request(json: try body(request)),
                                                                   now: clock.now())
            return .json(200, ["line": .double(edited.line), "quantity": edited.quantity.map(JSONValue.double) ?? .null,
                               "unitCost": edited.unitCost.map(JSONValue.double) ?? .null,
                               "amount": edited.amount.map(JSONValue.double) ?? .null, "total": .double(edited.total)])
        case ("DELETE", "orders/*/held"):
            return .json(200, ["deleted": .int(try deleteAwaitingRows(orderKey(parts)))])
        case ("GET", "requests"):
            return .json(200, counters.current.json)
        case ("POST", "requests/reset"):
            return .json(200, counters.reset().json)
        case ("GET", "clock"):
            return .json(200, clock.json)
        case ("PUT", "clock"), ("POST", "clock"):
            try clock.apply(try body(request))
            return .json(200, clock.json)
        case (_, let path) where Self.paths.contains(path):
            throw ServiceError("Method \(method) is not allowed here", status: 405)
        default:
            throw ServiceError("No admin service at \(request.path.prefix(100))", status: 404)
        }
    }

    private static let paths: Set<String> = [
        "health", "faults", "faults/reset", "tokens", "tokens/expire", "resultsets/expire", "stacks", "stacks/expire", "counts",
        "users",
        "orders/*/decisions", "orders/*/media", "orders/*/files", "orders/*/approve", "orders/*/reject", "orders", "orders/*/held",
        "orders/*/lines",
        "requests", "requests/reset", "clock",
    ]

    // MARK: Acting as another approver

    /// Decides now, as `asUser` (default: the approver the order awaits), through the same rules as the orchestrations.
    private func decide(_ key: OrderKey, rejecting: Bool, body: JSONValue) throws -> HTTPResponse {
        let approver: UserAccount
        if let name = body["asUser"]?.stringValue {
            guard let account = try users.account(username: name) else { throw ServiceError("No user \(name.prefix(40))", status: 404) }
            approver = account
        } else {
            guard let awaited = try database.read({
                try $0.scalar("SELECT RPER FROM F4209 WHERE \(OrderKey.whereClause) AND ASTS IN ('1N', '2N') LIMIT 1", key.parameters)
            }).int, let account = try users.account(addressNumber: awaited) else {
                throw ServiceError("Order \(key) is not awaiting anyone's approval")
            }
            approver = account
        }
        let action: DecisionOrchestration.Action = rejecting
            ? .reject(reason: body["reason"]?.lenientString?.trimmingCharacters(in: .whitespaces) ?? "")
            : .approve
        let decision = DecisionOrchestration.Decision(order: key, action: action, remark: body["remark"]?.lenientString ?? "")
        let began = Date(), start = clock.now()
        let outcome = try decisions.decide(decision, as: approver, source: .admin, now: start)
        return .json(200, AISRouter.success(outcome, start: start, since: began, hostile: false))
    }

    /// Removes the order's awaiting F4209 rows (`1N`/`2N`) and stamps nothing: a deletion that a client's
    /// "changed since" read cannot see. Answers how many rows went.
    private func deleteAwaitingRows(_ key: OrderKey) throws -> Int {
        try database.write { c in
            try c.run("DELETE FROM F4209 WHERE \(OrderKey.whereClause) AND ASTS IN ('1N', '2N')", key.parameters)
        }
    }

    // MARK: Looking behind the contract

    /// An order's `F4209` rows as written (each with `RDJ`/`RDT`/`RDB` of its last write and `TRDJ` of its
    /// addition), its `F4318` remarks, its header's change stamp, and the decisions the simulator logged.
    private func decisionsJSON(_ key: OrderKey) throws -> JSONValue {
        try database.read { c in
            let held = try c.query("""
                SELECT RPER, ASTS, ARTG, AN8, RDB, RDJ, RDT, TRDJ, ATY FROM F4209 WHERE \(OrderKey.whereClause) ORDER BY rowid
                """, key.parameters).map { row -> JSONValue in
                ["RPER": .int(row.int("RPER") ?? 0), "ASTS": .string(row.string("ASTS") ?? ""), "ARTG": .string(row.string("ARTG") ?? ""),
                 "AN8": .int(row.int("AN8") ?? 0), "RDB": .string(row.string("RDB") ?? ""), "RDJ": .string(row.string("RDJ") ?? ""),
                 "RDT": .int(row.int("RDT") ?? 0), "TRDJ": .string(row.string("TRDJ") ?? ""), "ATY": .string(row.string("ATY") ?? "")]
            }
            let remarks = try c.query("SELECT LNID, RMK FROM F4318 WHERE \(OrderKey.whereClause) ORDER BY LNID, rowid",
                                      key.parameters).map { row -> JSONValue in
                ["LNID": .double(row.double("LNID") ?? 0), "RMK": .string(row.string("RMK") ?? "")]
            }
            let header = try c.first("SELECT UPMJ, TDAY FROM F4301 WHERE \(OrderKey.whereClause)", key.parameters).map { row in
                JSONValue.object([("UPMJ", .string(row.string("UPMJ") ?? "")), ("TDAY", .int(row.int("TDAY") ?? 0))])
            } ?? .null
            let log = try c.query("SELECT * FROM SIM_DECISION WHERE \(OrderKey.whereClause) ORDER BY ID", key.parameters).map { row -> JSONValue in
                ["username": .string(row.string("USERNAME") ?? ""), "action": .string(row.string("ACTION") ?? ""),
                 "approvalStatus": .string(row.string("APPROVAL_STATUS") ?? ""), "reason": .string(row.string("REASON") ?? ""),
                 "remark": .string(row.string("REMARK") ?? ""), "decidedAt": .string(row.string("DECIDED_AT") ?? ""),
                 "source": .string(row.string("SOURCE") ?? "")]
            }
            let accepted = log.filter { $0["source"] == "orchestration" }.count
            let throughAppStack = log.filter { $0["source"] == "appstack" }.count
            let lineStatuses = try c.query("SELECT DISTINCT NXTR FROM F4311 WHERE \(OrderKey.whereClause) ORDER BY NXTR", key.parameters)
                .compactMap { $0.string("NXTR") }
            return [
                "order": ["OrderNumber": .int(key.number), "OrderType": .string(key.type), "OrderCompany": .string(key.company),
                          "OrderSuffix": .string(key.suffix)],
                "header": header, "heldOrders": .array(held), "remarks": .array(remarks),
                "orchestrationDecisionsAccepted": .int(accepted),
                "appStackDecisionsAccepted": .int(throughAppStack), "decisions": .array(log),
                "lineNextStatuses": .array(lineStatuses.map(JSONValue.string)),
            ]
        }
    }

    private func counts() throws -> JSONValue {
        let tables = TableCatalog.all.map(\.name) + ["SIM_USER", "SIM_ROUTE_STEP", "SIM_DECISION", "SIM_MEDIA"]
        return try database.read { c in
            var pairs: [(String, JSONValue)] = []
            for table in tables {
                pairs.append((table, .int(try c.scalar("SELECT COUNT(*) FROM \"\(table)\"").int ?? 0)))
            }
            return .object(pairs + [("sessions", .int(tokens.count))])
        }
    }

    private func userJSON(_ user: UserAccount) throws -> JSONValue {
        let queue = try database.read {
            try $0.scalar("SELECT COUNT(*) FROM F4209 WHERE RPER = ? AND ASTS IN ('1N', '2N')", user.addressNumber).int ?? 0
        }
        return ["username": .string(user.username), "addressNumber": .int(user.addressNumber), "alphaName": .string(user.alphaName),
                "simpleDateFormat": .string(user.dateFormat.pattern), "decimalFormat": .string(user.decimalFormat),
                "approvalLimit": .double(user.approvalLimit), "awaitingApproval": .int(queue)]
    }

    // MARK: Helpers

    private func orderKey(_ parts: [String]) throws -> OrderKey {
        guard parts.count >= 6, let number = Int(parts[2]), number > 0 else {
            throw ServiceError("Use /admin/orders/{number}/{type}/{company}/{suffix}/…", status: 400)
        }
        return OrderKey(number: number, type: parts[3], company: parts[4], suffix: parts[5])
    }

    private func body(_ request: HTTPRequest, optional: Bool = false) throws -> JSONValue {
        if request.body.isEmpty, optional { return [:] }
        guard request.mediaType == "application/json" else { throw ServiceError("Content-Type must be application/json", status: 415) }
        do {
            return try JSONParser.parse(request.body)
        } catch {
            throw ServiceError("Invalid JSON: \(error)", status: 400)
        }
    }
}
