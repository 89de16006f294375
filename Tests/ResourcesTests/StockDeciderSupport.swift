import AIS
import AISSimulator
import Foundation
import Resources

/// A transport that runs a hook before sending each appstack request of a kind (`execute`): the moment a
/// test expires the server's stacks or tokens between two steps of a decision.
final class AppStackHookTransport: HTTPTransport, @unchecked Sendable {
    private let inner = CurlTransport(options: .init(verifyTLS: false, timeout: 30))
    private let lock = NSLock()
    private var hooks: [(action: String, remaining: Int, run: @Sendable () async -> Void)] = []
    private var sentActions: [String] = []

    /// Runs `hook` before the `skip + 1`-th appstack request of `action` (`open`, `execute`, `close`). A hook
    /// that waits awaits: it never blocks a thread of the cooperative pool (two such threads on 2 cores).
    func before(_ action: String, skip: Int = 0, _ hook: @escaping @Sendable () async -> Void) {
        lock.withLock { hooks.append((action, skip, hook)) }
    }

    /// The appstack actions sent, in order.
    var actions: [String] { lock.withLock { sentActions } }

    func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
        if request.url.path.hasSuffix("/appstack"), let action = try? AIS.JSONParser.parse(request.body)["action"]?.text {
            let due: [@Sendable () async -> Void] = lock.withLock {
                sentActions.append(action)
                var due: [@Sendable () async -> Void] = []
                for index in hooks.indices where hooks[index].action == action {
                    if hooks[index].remaining == 0 { due.append(hooks[index].run) }
                    hooks[index].remaining -= 1
                }
                return due
            }
            for hook in due { await hook() }
        }
        return try await inner.send(request)
    }
}

/// What the simulator's admin endpoint says about one order's decisions.
struct OrderDecisions {
    let json: AIS.JSONValue

    var appStackAccepted: Int { json["appStackDecisionsAccepted"]?.int ?? -1 }
    var decisions: [AIS.JSONValue] { json["decisions"]?.arrayValue ?? [] }
    /// DEMO's F4209 row's `ASTS`.
    var demoStatus: String { json["heldOrders"]?.arrayValue?.first { $0["RPER"]?.int == 4242 }?["ASTS"]?.text ?? "" }
    var lineNextStatuses: [String] { json["lineNextStatuses"]?.arrayValue?.compactMap { $0.text } ?? [] }
}

extension SimulatorServer {
    func decisions(of key: OrderKey) async throws -> OrderDecisions {
        let text = try await adminRequest("GET", "orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/decisions")
        return OrderDecisions(json: try AIS.JSONParser.parse(text))
    }

    /// A new order awaiting DEMO with `lines` lines, within DEMO's limit.
    func addOrder(lines: Int = 4) async throws -> OrderKey {
        let text = try await adminRequest("POST", "orders", body: #"{"forUser":"DEMO","lines":\#(lines),"amount":1000}"#)
        let json = try AIS.JSONParser.parse(text)
        guard let number = json["order"]?.int else { throw FixtureError(description: "no order: \(text.prefix(200))") }
        return OrderKey(number: number, type: json["type"]?.text ?? "OP", company: json["company"]?.text ?? "00200",
                        suffix: json["suffix"]?.text ?? "000")
    }
}

extension P43081Controls {
    /// The ids of a `--moved-ids` simulator (docs/SIMULATOR.md, "The forms and their ids").
    static let moved = P43081Controls(find: 16, review: 119, orderNumberColumn: 31, orderTypeColumn: 32, approve: 97,
                                      reject: 98, headerOrderNumber: 11, headerOrderType: 12, headerOrderCompany: 30)
}
