import Foundation
import Testing

extension EndToEnd.SiteNetworkTests {
    @Test func behindACookieAffinityBalancerAWholeReadAndADecisionNeedOneLoginEach() async throws {
        // Given: a balancer that sends a request without its cookie to a server that does not know the token
        let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "98", "--affinity-cookie"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        try sandbox.writeConfig(["data.page-size": 10])
        // When: a whole read, then a decision, each command logging in once
        _ = try await sim.admin("requests/reset", json: "{}")
        let sync = try Commands.signoff(["sync", "--full"], sim, sandbox)
        let order = try #require((try Commands.json(try Commands.signoff(["queue", "--json"], sim, sandbox).stdout)["orders"]
            as? [[String: Any]])?.first)
        let number = try #require(order["order"] as? Int)
        let approved = try Commands.signoff(["approve", String(number)], sim, sandbox)
        // Then: no token was refused, so three commands logged in three times, and the decision was made once
        #expect(sync.status == 0, "\(sync)")
        #expect(approved.status == 0, "\(approved)")
        let counts = try Commands.json(try await sim.adminGet("requests"))
        #expect(counts["token"] as? Int == 3, "\(counts)")
        let record = try await DecisionRecord.of(sim, String(number), "\(order["type"]!)", "\(order["company"]!)")
        #expect(record.decidedOnce, "\(record.text)")
    }

}
