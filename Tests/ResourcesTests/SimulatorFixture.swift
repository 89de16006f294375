import AIS
import Dispatch
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import AISSimulator
import Foundation
import Resources
import Store

/// A simulator on a free loopback port and a workspace logged in to it, for one test.
final class SimulatorFixture: @unchecked Sendable {
    let simulator: SimulatorServer
    let database: Database
    let workspace: ServerWorkspace

    init(orders: Int = 30, seed: Int = 42, requestTimeout: TimeInterval = 30, transport: (any HTTPTransport)? = nil,
         configure: (inout SimulatorConfiguration) -> Void = { _ in }) throws {
        var configuration = SimulatorConfiguration()
        configuration.orders = orders
        configuration.seed = seed
        // A login each test, cheaply (`SimulatorConfiguration.passwordIterations`).
        configuration.passwordIterations = 16
        configure(&configuration)
        simulator = try SimulatorServer(configuration: configuration)
        try simulator.start()
        database = try Database()
        try database.migrate(ClientSchema.migrations)
        var ais = AISConfiguration(baseURL: URL(string: simulator.baseURL)!, environment: "JDV920", role: "*ALL",
                                   deviceName: "signoff-test0001")
        ais.requestTimeout = requestTimeout
        workspace = ServerWorkspace(configuration: ais, database: database, transport: transport)
    }

    func login(_ user: String = "DEMO", _ password: String = "demo") async throws -> AISSession {
        try await workspace.gate.login(username: user, password: password)
    }

    /// The rows of `table`; of `order_lines`, the lines (kept one row per order).
    func count(_ table: String) throws -> Int {
        if table == "order_lines" { return try database.read { try PurchaseOrderLinesDao().count(in: $0) } }
        return try database.read { try $0.scalar("SELECT count(*) FROM \(table)").int ?? 0 }
    }

    deinit { simulator.stop() }
}

extension SimulatorServer {
    /// Decisions the server accepted through the orchestrations for an order (admin endpoint).
    func acceptedDecisions(for key: OrderKey) async throws -> Int {
        let text = try await adminRequest("GET", "orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/decisions")
        guard let json = try? AIS.JSONParser.parse(text), let n = json["orchestrationDecisionsAccepted"]?.int else {
            throw FixtureError(description: "unexpected admin answer: \(text.prefix(300))")
        }
        return n
    }

    /// Another approver (whoever the order awaits) approves it now, behind the client's back.
    func decideAsAnotherApprover(_ key: OrderKey) async throws {
        _ = try await adminRequest("POST", "orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/approve", body: "{}")
    }

    /// The admin endpoint's answer, read without holding a thread of the test pool while it comes.
    func adminRequest(_ method: String, _ path: String, body: String? = nil) async throws -> String {
        var request = URLRequest(url: URL(string: adminURL + "/" + path)!)
        request.httpMethod = method
        request.timeoutInterval = 30
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, _) = try await URLSession.shared.data(for: request)
        return String(decoding: data, as: UTF8.self)
    }
}

struct FixtureError: Error, CustomStringConvertible { let description: String }

extension SimulatorServer {
    /// A buyer changes line `line` of the order on the server (quantity, unit cost) while it awaits approval.
    func amend(_ key: OrderKey, line: Double = 1, quantity: Double? = nil, unitCost: Double? = nil) async throws {
        var fields = [#""line": \#(line)"#]
        if let quantity { fields.append(#""quantity": \#(quantity)"#) }
        if let unitCost { fields.append(#""unitCost": \#(unitCost)"#) }
        let answer = try await adminRequest("POST", "orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/lines",
                                      body: "{" + fields.joined(separator: ", ") + "}")
        guard !answer.contains("\"error\""), !answer.hasPrefix("error") else { throw FixtureError(description: "amend: \(answer.prefix(200))") }
    }
}
