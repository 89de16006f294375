import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Forwarding to a colleague in the real terminal and from a script, against the simulator: found by
    /// name, confirmed with a remark, recorded once (also when its answer is lost), never to oneself.
    @Suite struct ForwardTerminalTests {
        /// The order's record on the simulator: forwards accepted through the orchestration and FW rows held.
        static func record(_ sim: SimulatorProcess, _ order: (number: String, type: String, company: String)) async throws
            -> (accepted: Bool, forwardRows: Int, text: String) {
            let text = try await sim.adminGet("orders/\(order.number)/\(order.type)/\(order.company)/000/decisions")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let held = json["heldOrders"] as? [[String: Any]] ?? []
            let forwards = held.filter { $0["ASTS"] as? String == "FW" }.count
            return (json["orchestrationDecisionsAccepted"] as? Int == 1, forwards, text)
        }

        @Test func forwardsAnOrderToAColleagueFoundByName() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "71"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.enableForwarding()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 120, height: 40)
            let order = try term.selectedOrder()
            // When: F, part of a name in lower case, Enter on the one found, a remark, Enter
            try term.press("F")
            #expect(term.waitFor("Forward order \(order.number) \(order.type) \(order.company) to…"), "\(term.screen())")
            try term.type("okaf")
            #expect(waitUntil { term.screen().contains("> Okafor, Oluwaseun (4245)") && term.screen().contains("1 colleague") },
                    "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("You are about to FORWARD"), "\(term.screen())")
            #expect(term.screen().contains("Forward 1 order to Okafor, Oluwaseun (4245)"), "\(term.screen())")
            try term.type("you own this budget")
            try term.press("Enter")
            // Then: said, gone from the list, recorded once with its FW row and remark
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) forwarded to Okafor, Oluwaseun (4245)."),
                    "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (5)"), "\(term.screen())")
            let record = try await Self.record(sim, order)
            #expect(record.accepted && record.forwardRows == 1, "\(record.text)")
            #expect(record.text.contains("you own this budget"), "\(record.text)")
        }

        @Test func aForwardWhoseAnswerIsLostIsRecordedOnce() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: every decision is recorded and then its answer lost; the client waits 2 s for answers
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "72", "--decision-lost"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.forward-orchestration": "ORCH_ForwardPurchaseOrder", "connection.timeout": 2])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 4)
            let order = try term.selectedOrder()
            // When: forwarded to 4243, found by number
            try term.press("F")
            #expect(term.waitFor("Forward order"), "\(term.screen())")
            try term.type("4243")
            #expect(waitUntil { term.screen().contains("> Lefèvre, Marie-Hélène (4243)") && term.screen().contains("1 colleague") },
                    "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("You are about to FORWARD"), "\(term.screen())")
            try term.press("Enter")
            // Then: settled from the server's rows, shown once, one forward on the server
            #expect(term.waitFor("forwarded to Lefèvre, Marie-Hélène (4243).", timeout: 40), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (3)"), "\(term.screen())")
            let record = try await Self.record(sim, order)
            #expect(record.accepted && record.forwardRows == 1, "\(record.text)")
        }

        @Test func signoffForwardChecksTheColleagueBeforeSending() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "73"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.enableForwarding()
            let orders = try #require(try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox).stdout)["orders"]
                                      as? [[String: Any]])
            let first = try #require(orders.first)
            let number = try #require(first["order"] as? Int)
            let key = (String(number), try #require(first["type"] as? String), try #require(first["company"] as? String))
            // When: to oneself, to a supplier, and then to a colleague
            let toMe = try ScriptCommandTests.signoff(["forward", String(number), "--to", "4242"], sim, sandbox)
            let toSupplier = try ScriptCommandTests.signoff(["forward", String(number), "--to", "10001"], sim, sandbox)
            let before = try await Self.record(sim, key)
            let done = try ScriptCommandTests.signoff(["forward", String(number), "--to", "4245", "--remark", "your budget", "--json"], sim, sandbox)
            // Then: the first two refused before anything was sent, the third forwarded
            #expect(toMe.status == 2 && toMe.stderr.contains("forwarded to yourself"), "\(toMe)")
            #expect(toSupplier.status == 2 && toSupplier.stderr.contains("not an employee"), "\(toSupplier)")
            #expect(before.forwardRows == 0 && !before.accepted, "\(before.text)")
            #expect(done.status == 0, "\(done)")
            let results = try #require(try ScriptCommandTests.json(done.stdout)["results"] as? [[String: Any]])
            #expect(results.first?["outcome"] as? String == "forwarded", "\(results)")
            #expect((results.first?["detail"] as? String)?.contains("Okafor, Oluwaseun (4245)") == true, "\(results)")
            let after = try await Self.record(sim, key)
            #expect(after.accepted && after.forwardRows == 1, "\(after.text)")
            let queue = try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox)
            #expect(try ScriptCommandTests.json(queue.stdout)["count"] as? Int == 3)
        }
    }
}
