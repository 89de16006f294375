import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Decided by me against the real binaries: a decision made a moment ago and the server's older ones,
    /// on screen (`:history`, `H`) and from `signoff history`.
    @Suite struct DecidedByMeTests {
        /// The screen line of order `number` in the list, when shown.
        static func row(of number: String, in screen: String) -> String? {
            screen.split(separator: "\n").map(String.init).first { $0.contains(" \(number) OP ") || $0.contains(" \(number) OS ") }
        }

        /// The simulator's clock set to run from the day after the demo's day (2026-11-20), whatever the real
        /// date: the demo's decided history then lies within the last 90 days, as it would on a live server.
        static func runFromTheDemosDay(_ sim: SimulatorProcess) async throws {
            let demoDay = try #require(ISO8601DateFormatter().date(from: "2026-11-21T12:00:00Z"))
            let answer = try await sim.admin("clock", json: #"{"offsetSeconds": \#(demoDay.timeIntervalSinceNow.rounded())}"#)
            #expect(answer.contains("2026-11-21T"), "\(answer)")
        }

        @Test func aDecisionMadeAMomentAgoAndTheServersOlderOnesShowInHistory() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "5"])
            defer { sim.stop() }
            try await Self.runFromTheDemosDay(sim)
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10)
            let order = try term.selectedOrder()
            // Given: DEMO approves the current order
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.type("seen in history")
            try term.press("Enter")
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) approved"), "\(term.screen())")
            // When: :history
            try term.run("history", until: "Decided by me · last 90 days")
            // Then: that decision, recorded by the server with its remark, and the demo's older ones
            #expect(waitUntil {
                guard let line = Self.row(of: order.number, in: term.screen()) else { return false }
                return line.contains("approved") && line.contains("seen in history") && line.contains("recorded")
            }, "\(term.screen())")
            #expect(term.waitFor("3001 OP 00200"), "\(term.screen())")
            #expect(term.waitFor("forwarded to Lefèvre, Marie-Hélène (4243)"), "\(term.screen())")
            // Newest first: the decision just made is the first row
            let header = try #require(term.lines.firstIndex { $0.contains("When") && $0.contains("Outcome") }, "\(term.screen())")
            #expect(term.lines[header + 1].contains(" \(order.number) "), "\(term.screen())")
            // When: Enter on it, its route read from the server shows under the list
            try term.press("Enter")
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) · read-only"), "\(term.screen())")
            // with the order's supplier, total and lines, read from the server (it is no longer in the queue)
            #expect(waitUntil { term.screen().contains(" lines") && term.screen().contains(" · ") && term.screen().contains("Approval route") },
                    "\(term.screen())")
            #expect(term.waitFor("by you"), "\(term.screen())")
            // Esc closes the pane, then the list; H opens it again from the orders
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("read-only") }, "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (9)"), "\(term.screen())")
            try term.press("H")
            #expect(term.waitFor("Decided by me · last 90 days"), "\(term.screen())")
        }

        @Test func historyListsTheDecisionsAsJSONAndRefusesBadDays() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "21"])
            defer { sim.stop() }
            try await Self.runFromTheDemosDay(sim)
            let sandbox = try Sandbox()
            // Given: an order approved a moment ago by a script
            let queue = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox).stdout)
            let first = try #require((queue["orders"] as? [[String: Any]])?.first?["order"] as? Int)
            let approved = try ScriptCommandTests.signoff(["approve", String(first), "--remark", "by script"], sim, sandbox)
            #expect(approved.status == 0, "\(approved)")
            // When
            let result = try ScriptCommandTests.signoff(["history", "--json"], sim, sandbox)
            // Then: every decision with its fields, the new one first and recorded, the server's older ones after it
            #expect(result.status == 0, "\(result)")
            let decisions = try #require(try ScriptCommandTests.json(result.stdout)["decisions"] as? [[String: Any]], "\(result)")
            for key in ["order", "type", "company", "suffix", "outcome", "at", "remark", "reason", "forwardedTo", "state"] {
                #expect(decisions.allSatisfy { $0[key] != nil }, "missing \(key)")
            }
            let newest = try #require(decisions.first)
            #expect(newest["order"] as? Int == first && newest["outcome"] as? String == "approved", "\(newest)")
            #expect(newest["remark"] as? String == "by script" && newest["state"] as? String == "recorded", "\(newest)")
            #expect(decisions.contains { $0["order"] as? Int == 3001 && $0["at"] as? String == "2026-11-19" })
            #expect(decisions.contains { $0["outcome"] as? String == "forwarded" && $0["forwardedTo"] as? Int == 4243 })
            #expect(decisions.contains { $0["outcome"] as? String == "rejected" })
            #expect(Set(decisions.compactMap { $0["state"] as? String }) == ["recorded"])
            // And CSV has its header; bad days are a usage error
            let csv = try ScriptCommandTests.signoff(["history", "--csv", "--days", "3650"], sim, sandbox)
            #expect(csv.stdout.hasPrefix("order,type,company,suffix,outcome,at,remark,reason,forwarded_to"), "\(csv)")
            for days in ["0", "-3", "soon", "3651"] {
                let bad = try ScriptCommandTests.signoff(["history", "--days", days], sim, sandbox)
                #expect(bad.status == 2 && bad.stderr.contains("--days takes a whole number of days from 1 to 3650"), "\(bad)")
            }
        }
    }
}
