import AIS
@testable import AISSimulator
import Foundation

// The simulator tests speak JSON in the simulator's own types; the harness takes only the client's HTTP
// transport from AIS, whose JSON types have the same names.
typealias JSONValue = AISSimulator.JSONValue
typealias JSONParser = AISSimulator.JSONParser
typealias JSONWriter = AISSimulator.JSONWriter

/// A simulator started on 127.0.0.1, port 0, for one test, with helpers to talk to it over real HTTP
/// (the client's `CurlTransport`). Stop it with `stop()` (tests use `defer`).
final class SimulatorHarness: Sendable {
    let sut: SimulatorServer
    private let transport: CurlTransport

    struct Reply: Sendable {
        let status: Int
        let json: JSONValue
        let raw: Data
        /// Header names in lower case.
        var headers: [String: String] = [:]
    }

    /// The demo users' password iterations in a test's simulator: a login each test, cheaply
    /// (`SimulatorConfiguration.passwordIterations`; PasswordHashTests check the real count).
    static let passwordIterations = 16

    init(orders: Int = 12, seed: Int = 7, configure: (inout SimulatorConfiguration) -> Void = { _ in }) throws {
        var configuration = SimulatorConfiguration(orders: orders, seed: seed)
        configuration.passwordIterations = SimulatorHarness.passwordIterations
        configure(&configuration)
        sut = try SimulatorServer(configuration: configuration)
        try sut.start()
        // A bound, not a measure: under ThreadSanitizer twelve concurrent logins (salted PBKDF2 each) on
        // two cores took longer than 30 s; in a normal build they take about a second.
        var options = CurlTransport.Options(timeout: 120)
        // The tests send cookies by hand and read the ones answers set.
        options.keepsCookies = false
        transport = CurlTransport(options: options)
    }

    func stop() { sut.stop() }

    var rootURL: String { String(sut.baseURL.dropLast("/jderest".count)) }

    // MARK: Requests

    /// POSTs `body` to `path` under the base URL (or to a full URL), with extra headers.
    func post(_ path: String, _ body: JSONValue, headers: [String: String] = [:],
              contentType: String = "application/json") async throws -> Reply {
        try await send("POST", url: path.hasPrefix("http") ? path : sut.baseURL + path, body: JSONWriter.bytes(body),
                       headers: headers, contentType: contentType)
    }

    func admin(_ method: String, _ path: String, _ body: JSONValue? = nil) async throws -> Reply {
        try await send(method, url: rootURL + "/admin" + path, body: body.map(JSONWriter.bytes), headers: [:],
                       contentType: "application/json")
    }

    func send(_ method: String, url: String, body: [UInt8]?, headers: [String: String], contentType: String) async throws -> Reply {
        var all = headers
        if body != nil { all["Content-Type"] = contentType }
        let response = try await transport.send(HTTPRequest(method: method, url: URL(string: url)!, headers: all, body: body ?? [],
                                                             timeout: 120))
        let json = (try? JSONParser.parse(response.body)) ?? .null
        return Reply(status: response.status, json: json, raw: Data(response.body),
                     headers: Dictionary(response.headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }))
    }

    // MARK: Contract helpers

    struct Login: Sendable {
        let token: String
        let device: String
        let addressNumber: Int
        var credentials: [(String, JSONValue)] { [("token", .string(token)), ("deviceName", .string(device))] }
    }

    func login(_ username: String = "DEMO", password: String = "demo", device: String = "test-device") async throws -> Login {
        let reply = try await post("/v2/tokenrequest", ["username": .string(username), "password": .string(password),
                                                        "deviceName": .string(device), "environment": "JDV920", "role": "*ALL"])
        guard reply.status == 200, let token = reply.json["userInfo"]?["token"]?.stringValue,
              let an8 = reply.json["userInfo"]?["addressNumber"]?.intValue else {
            throw HarnessError("login of \(username) answered \(reply.status)")
        }
        return Login(token: token, device: device, addressNumber: an8)
    }

    /// A BROWSE of `table` with the given conditions (controlId, operator, values).
    func browse(_ login: Login, table: String, columns: [String]? = nil, conditions: [(String, String, [String])] = [],
                matchAny: Bool = false, orderBy: [(String, String)] = [], pageSize: String = "100",
                nextPages: Bool = true) async throws -> Reply {
        var body = login.credentials
        body += [("targetName", .string(table)), ("targetType", "table"), ("dataServiceType", "BROWSE"),
                 ("outputType", "GRID_DATA"), ("maxPageSize", .string(pageSize)), ("enableNextPageProcessing", .bool(nextPages))]
        if let columns { body.append(("returnControlIDs", .string(columns.map { "\(table).\($0)" }.joined(separator: "|")))) }
        let condition = conditions.map { c -> JSONValue in
            ["controlId": .string("\(table).\(c.0)"), "operator": .string(c.1),
             "value": .array(c.2.map { ["content": .string($0), "specialValueId": "LITERAL"] })]
        }
        body.append(("query", ["autoFind": true, "matchType": .string(matchAny ? "MATCH_ANY" : "MATCH_ALL"), "condition": .array(condition)]))
        if !orderBy.isEmpty {
            body.append(("aggregation", ["orderBy": .array(orderBy.map { ["column": .string("\(table).\($0.0)"), "direction": .string($0.1)] })]))
        }
        return try await post("/v2/dataservice", .object(body))
    }

    /// The approval queue of `login`: F4209 rows awaiting it, newest order first.
    func queue(_ login: Login, pageSize: String = "500") async throws -> Reply {
        try await browse(login, table: "F4209", conditions: [("RPER", "EQUAL", [String(login.addressNumber)]), ("ASTS", "LIST", ["1N", "2N"])],
                         orderBy: [("DOCO", "DESC")], pageSize: pageSize)
    }

    func decide(_ login: Login, order: JSONValue, reject: String? = nil, remark: String = "") async throws -> Reply {
        var body: [(String, JSONValue)] = login.credentials + [
            ("OrderNumber", order["F4209_DOCO"] ?? .null), ("OrderType", order["F4209_DCTO"] ?? .null),
            ("OrderCompany", order["F4209_KCOO"] ?? .null), ("OrderSuffix", order["F4209_SFXO"] ?? .null), ("Remark", .string(remark)),
        ]
        if let reject { body.append(("RejectReason", .string(reject))) }
        return try await post("/v3/orchestrator/" + (reject == nil ? "ORCH_ApprovePurchaseOrder" : "ORCH_RejectPurchaseOrder"), .object(body))
    }

    /// `orders/DOCO/DCTO/KCOO/SFXO` for a F4209 row.
    static func adminPath(_ row: JSONValue) -> String {
        "/orders/\(row["F4209_DOCO"]?.intValue ?? 0)/\(row["F4209_DCTO"]?.stringValue ?? "")/\(row["F4209_KCOO"]?.stringValue ?? "")/\(row["F4209_SFXO"]?.stringValue ?? "")"
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension JSONValue {
    /// The rowset of a data-service answer for `table`.
    func rows(_ table: String) -> [JSONValue] {
        self["fs_DATABROWSE_\(table)"]?["data"]?["gridData"]?["rowset"]?.arrayValue ?? []
    }

    func moreRecords(_ table: String) -> Bool? {
        self["fs_DATABROWSE_\(table)"]?["data"]?["gridData"]?["summary"]?["moreRecords"]?.boolValue
    }

    var nextHref: String? { self["links"]?[0]?["href"]?.stringValue }
}
