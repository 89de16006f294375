import Foundation

/// What the simulator recorded of one order's decisions (`GET /admin/orders/…/decisions`), read as JSON.
struct DecisionRecord {
    /// The decision methods (`approvals.method`) the decision tests run under: the default first.
    static let methods = ["stock", "orchestration"]

    let text: String
    private let json: [String: Any]

    init(_ text: String) {
        self.text = text
        json = (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }

    static func of(_ sim: SimulatorProcess, _ number: String, _ type: String, _ company: String, suffix: String = "000")
        async throws -> DecisionRecord {
        DecisionRecord(try await sim.adminGet("orders/\(number)/\(type)/\(company)/\(suffix)/decisions"))
    }

    var throughAppStack: Int { json["appStackDecisionsAccepted"] as? Int ?? -1 }
    var throughOrchestrations: Int { json["orchestrationDecisionsAccepted"] as? Int ?? -1 }

    /// Exactly one decision accepted, and through `method` (none through the other path).
    func decidedOnce(through method: String) -> Bool {
        method == "stock" ? throughAppStack == 1 && throughOrchestrations == 0 : throughOrchestrations == 1 && throughAppStack == 0
    }

    /// Exactly one decision accepted, through either path.
    var decidedOnce: Bool { throughAppStack + throughOrchestrations == 1 && throughAppStack >= 0 && throughOrchestrations >= 0 }
}
