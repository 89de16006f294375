import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// What changed since the approver last opened an order, in the real terminal: a buyer amends a line
    /// through the simulator's admin endpoint, `R` reads it, the list marks the order `Δ`, its view tells
    /// "qty 20 → 99", and opening it clears the mark.
    @Suite struct ChangedSinceSeenTerminalTests {
        /// The list's row of order `number`, found by its order cell.
        static func row(_ term: TmuxTerminal, _ number: Int) -> String? {
            term.lines.first { $0.dropFirst(2).hasPrefix("\(number) OP") }
        }

        @Test func anOrderAmendedAfterItWasOpenedShowsDeltaUntilOpenedAgain() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: an order of two lines for DEMO, line 1 of 20 at 1.00, line 2 of 20.00: 40.00 in all
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "35"])
            defer { sim.stop() }
            let added = try ScriptCommandTests.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "lines": 2, "amount": 40}"#))
            let number = try #require(added["order"] as? Int)
            let path = "orders/\(number)/OP/00200/000/lines"
            let first = try ScriptCommandTests.json(try await sim.admin(path, json: #"{"line": 1, "quantity": 20, "unitCost": 1}"#))
            #expect(first["total"] as? Double == 40, "\(first)")
            // And: DEMO's list in a narrow terminal (Enter opens the order alone), the new order first
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 110, height: 36)
            #expect(term.waitForOrderLines(orders: 6), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            #expect(Self.row(term, number)?.contains("Δ") == false, "\(term.screen())")
            // When: DEMO opens it (seen), and goes back to the list
            try term.press("Enter")
            #expect(term.waitFor("Order \(number) OP"), "\(term.screen())")
            #expect(term.waitFor("2 lines"), "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            // And: a minute later (change stamps count seconds: an amendment in the second of the order's previous
            // change, here its first line's, would leave its awaiting row as read), the buyer makes line 1 99 at 1.00,
            // and DEMO refreshes
            _ = try await sim.admin("clock", json: #"{"advanceSeconds": 60}"#)
            let amended = try ScriptCommandTests.json(try await sim.admin(path, json: #"{"line": 1, "quantity": 99}"#))
            #expect(amended["total"] as? Double == 119, "\(amended)")
            try term.press("R")
            // Then: its row shows Δ
            #expect(waitUntil(timeout: 40) { Self.row(term, number)?.contains("Δ") == true }, "\(term.screen())")
            // And: a script shows the change without marking the order seen
            let shown = try ScriptCommandTests.signoff(["show", String(number), "--json"], sim, sandbox)
            #expect(shown.status == 0, "\(shown)")
            let changes = try #require(try ScriptCommandTests.json(shown.stdout)["changesSinceSeen"] as? [String: Any], "\(shown.stdout)")
            let changed = try #require((changes["changed"] as? [[String: Any]])?.first, "\(changes)")
            #expect((changed["before"] as? [String: Any])?["quantity"] as? Double == 20)
            #expect((changed["after"] as? [String: Any])?["quantity"] as? Double == 99)
            #expect((changes["total"] as? [String: Any])?["after"] as? Double == 119)
            let queue = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json", "--offline"], sim, sandbox,
                                                                                   password: nil).stdout)
            let listed = (queue["orders"] as? [[String: Any]])?.first { $0["order"] as? Int == number }
            #expect(listed?["changedSinceSeen"] as? Bool == true, "\(queue)")
            #expect(Self.row(term, number)?.contains("Δ") == true, "\(term.screen())")
            // When: DEMO opens it
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            try term.press("Enter")
            // Then: the view marks the line and tells before → after, and the total's change
            #expect(term.waitFor("qty 20 → 99"), "\(term.screen())")
            #expect(term.waitFor("40.00 → 119.00"), "\(term.screen())")
            // (Waited for: a capture can catch the terminal half way through drawing the frame.)
            #expect(waitUntil { term.lines.contains { $0.contains("Δ") && !$0.contains("qty") && $0.contains(" 99 ") } }, "\(term.screen())")
            // And: back in the list, the Δ is gone
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            #expect(waitUntil { Self.row(term, number).map { !$0.contains("Δ") } == true }, "\(term.screen())")
        }
    }
}
