import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// My orders against the real binaries: DEMO's raised orders (simulator orders 3101–3110) on screen
    /// (`:mine`, `M`) and from `signoff mine`; one approved elsewhere moves to approved after `R`.
    @Suite struct MyOrdersTests {
        static func row(of number: Int, in screen: String) -> String? {
            screen.split(separator: "\n").map(String.init).first { $0.contains("\(number) OP 00200") }
        }

        @Test func demosRaisedOrdersSayWhereTheyStandAndAnApprovalElsewhereShowsAfterR() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "31"])
            defer { sim.stop() }
            let term = try TmuxTerminal.loggedIn(sim, try Sandbox(), orders: 6)
            // When
            try term.run("mine", until: "My orders · 10 orders")
            // Then: awaiting whom and for how long, approved and rejected by whom
            #expect(waitUntil { Self.row(of: 3101, in: term.screen())?.contains("awaiting Lefèvre, Marie-Hélène (4243) · ") == true },
                    "\(term.screen())")
            #expect(Self.row(of: 3101, in: term.screen())?.contains(" days") == true, "\(term.screen())")
            #expect(Self.row(of: 3103, in: term.screen())?.contains("awaiting budget approval by Okafor, Oluwaseun (4245)") == true,
                    "\(term.screen())")
            #expect(Self.row(of: 3105, in: term.screen())?.contains("approved by KENJI") == true, "\(term.screen())")
            #expect(Self.row(of: 3107, in: term.screen())?.contains("rejected by MARIE") == true, "\(term.screen())")
            #expect(Self.row(of: 3108, in: term.screen())?.contains("rejected by OLU") == true, "\(term.screen())")
            // When: MARIE approves 3101 elsewhere, and R reads the orders again
            _ = try await sim.admin("orders/3101/OP/00200/000/approve", json: #"{"asUser": "MARIE"}"#)
            try term.press("R")
            // Then: approved by MARIE, marked Δ as changed since last seen
            #expect(waitUntil { Self.row(of: 3101, in: term.screen())?.contains("approved by MARIE") == true }, "\(term.screen())")
            #expect(Self.row(of: 3101, in: term.screen())?.contains("Δ 3101") == true, "\(term.screen())")
            // When: f twice shows the rejected ones; Enter on 3107 reads it read-only
            try term.press("f")
            try term.press("f")
            try term.press("f")
            #expect(term.waitFor("My orders · rejected · 2 of 10 orders"), "\(term.screen())")
            let first = try #require(term.lines.firstIndex { $0.contains("Where it stands") }, "\(term.screen())")
            if !term.lines[first + 1].contains("3107") { try term.press("Down") }
            try term.press("Enter")
            // Then: its rejected line with the line's remark, and the remark of the rejection on the route
            #expect(term.waitFor("Order 3107 OP 00200 · read-only"), "\(term.screen())")
            #expect(term.waitFor("✗ rejected"), "\(term.screen())")
            #expect(term.waitFor("Laptops: use the pool"), "\(term.screen())")
            #expect(term.waitFor("Over budget this quarter"), "\(term.screen())")
            // Esc closes the pane, then the list; M opens it again from the orders
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("read-only") }, "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            try term.press("M")
            #expect(term.waitFor("My orders · "), "\(term.screen())")
        }

        @Test func mineListsTheStatusesAsJSONFiltersThemAndRefusesABadStatus() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "32"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When
            let all = try ScriptCommandTests.signoff(["mine", "--json"], sim, sandbox)
            // Then: the ten raised orders, each with where it stands
            #expect(all.status == 0, "\(all)")
            let orders = try #require(try ScriptCommandTests.json(all.stdout)["orders"] as? [[String: Any]], "\(all)")
            #expect(orders.count == 10)
            func order(_ n: Int) -> [String: Any]? { orders.first { $0["order"] as? Int == n } }
            #expect(order(3101)?["status"] as? String == "waiting" && order(3101)?["awaiting"] as? Int == 4243)
            #expect(order(3101)?["awaitingName"] as? String == "Lefèvre, Marie-Hélène")
            #expect((order(3101)?["daysWaiting"] as? Int ?? -1) >= 0)
            #expect(order(3103)?["budgetApproval"] as? Bool == true && order(3103)?["awaiting"] as? Int == 4245)
            #expect(order(3105)?["status"] as? String == "approved" && order(3105)?["approvedBy"] as? String == "KENJI")
            #expect(order(3107)?["status"] as? String == "rejected" && order(3107)?["rejectedBy"] as? String == "MARIE")
            #expect(orders.allSatisfy { ($0["total"] as? Double ?? 0) > 0 && !($0["supplierName"] as? String ?? "").isEmpty })
            // And --status keeps one kind
            let rejected = try ScriptCommandTests.signoff(["mine", "--status", "rejected", "--json"], sim, sandbox)
            let numbers = (try ScriptCommandTests.json(rejected.stdout)["orders"] as? [[String: Any]])?.compactMap { $0["order"] as? Int }
            #expect(numbers?.sorted() == [3107, 3108], "\(rejected)")
            // And a bad status is a usage error, said in words
            let bad = try ScriptCommandTests.signoff(["mine", "--status", "lost"], sim, sandbox)
            #expect(bad.status == 2 && bad.stderr.contains("--status takes waiting, approved, rejected or all"), "\(bad)")
        }
    }
}
