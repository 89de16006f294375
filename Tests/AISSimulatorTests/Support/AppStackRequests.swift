@testable import AISSimulator

/// Requests of `/jderest/v2/appstack` (contract §5.2) as a client sends them, for the appstack tests.
extension SimulatorHarness {
    /// Opens P43081_W43081A narrowed to `order` (number and type) by the grid ids `ids` (DOCO, DCTO), pressing
    /// `find`; without `order`, every order awaiting the user.
    func openStack(_ login: Login, order: (number: Int, type: String)? = nil, aliasNaming: Bool = true, find: Int? = 6,
                   ids: (doco: Int, dcto: Int) = (22, 21), extra: [(String, JSONValue)] = []) async throws -> Reply {
        var conditions: [JSONValue] = []
        if let order {
            conditions = [
                ["controlId": .string("1[\(ids.doco)]"), "operator": "EQUAL", "value": [["content": .string(String(order.number)),
                                                                                        "specialValueId": "LITERAL"]]],
                ["controlId": .string("1[\(ids.dcto)]"), "operator": "EQUAL", "value": [["content": .string(order.type),
                                                                                        "specialValueId": "LITERAL"]]],
            ]
        }
        let actions: [JSONValue] = find.map { [["command": "DoAction", "controlID": .string(String($0))]] } ?? []
        var fields: [(String, JSONValue)] = [
            ("formName", "P43081_W43081A"), ("version", "ZJDE0001"), ("formServiceAction", "R"), ("aliasNaming", .bool(aliasNaming)),
            ("maxPageSize", "100"), ("query", ["autoFind": false, "matchType": "MATCH_ALL", "condition": .array(conditions)]),
            ("formActions", .array(actions)),
        ]
        for (name, value) in extra {
            if let index = fields.firstIndex(where: { $0.0 == name }) { fields[index].1 = value } else { fields.append((name, value)) }
        }
        let request: JSONValue = .object(fields)
        return try await post("/v2/appstack", .object(login.credentials + [("action", "open"), ("formRequest", request)]))
    }

    /// Executes `actions` (command, controlID) on the form `formOID` of the stack that `last` answered.
    func execute(_ login: Login, after last: JSONValue, formOID: String, _ actions: [(String, String)],
                 rid: String? = nil, stateId: Int? = nil) async throws -> Reply {
        let formActions = actions.map { JSONValue.object([("command", .string($0.0)), ("controlID", .string($0.1))]) }
        return try await post("/v2/appstack", .object(login.credentials + [
            ("action", "execute"), ("stackId", last["stackId"] ?? .null), ("stateId", stateId.map(JSONValue.int) ?? last["stateId"] ?? .null),
            ("rid", rid.map(JSONValue.string) ?? last["rid"] ?? .null),
            ("actionRequest", ["formOID": .string(formOID), "formActions": .array(formActions)]),
        ]))
    }

    func closeStack(_ login: Login, after last: JSONValue) async throws -> Reply {
        try await post("/v2/appstack", .object(login.credentials + [
            ("action", "close"), ("stackId", last["stackId"] ?? .null), ("stateId", last["stateId"] ?? .null), ("rid", last["rid"] ?? .null),
        ]))
    }

    /// A new order awaiting DEMO with `lines` lines and a total within DEMO's limit (`POST /admin/orders`).
    func newOrder(lines: Int, amount: Double = 1_000) async throws -> (number: Int, type: String, path: String) {
        let added = try await admin("POST", "/orders", ["forUser": "DEMO", "lines": .int(lines), "amount": .double(amount)])
        guard added.status == 200, let number = added.json["order"]?.intValue, let type = added.json["type"]?.stringValue,
              let company = added.json["company"]?.stringValue, let suffix = added.json["suffix"]?.stringValue else {
            throw HarnessError("POST /admin/orders answered \(added.status)")
        }
        return (number, type, "/orders/\(number)/\(type)/\(company)/\(suffix)")
    }

    /// `GET /admin/stacks`'s `open`.
    func openStacks() async throws -> Int? { try await admin("GET", "/stacks").json["open"]?.intValue }

    /// `LTTR`/`NXTR` of the order's lines by line number, from the server's own tables.
    func lineStatuses(_ number: Int) throws -> [String] {
        try sut.inspect { c in
            try c.query("SELECT LTTR, NXTR FROM F4311 WHERE DOCO = ? ORDER BY LNID", number)
                .map { "\($0.string("LTTR") ?? "")/\($0.string("NXTR") ?? "")" }
        }
    }
}

extension JSONValue {
    /// The form `fs_P43081_<id>` of an appstack answer.
    func form(_ id: String) -> JSONValue? { self["fs_P43081_\(id)"] }

    /// The grid rows of the form `id`.
    func gridRows(_ id: String) -> [JSONValue] { form(id)?["data"]?["gridData"]?["rowset"]?.arrayValue ?? [] }

    /// The form errors of the form `id`.
    func formErrors(_ id: String) -> [JSONValue] { form(id)?["errors"]?.arrayValue ?? [] }
}
