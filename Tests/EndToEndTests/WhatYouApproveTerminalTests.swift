import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// What you approve is what you saw, with the real binaries: a buyer amends an order through the
    /// simulator's admin endpoint between sight and decision; the screen follows the store, a decision on
    /// the changed order is held (nothing decided, exit 7 for a script) and deciding again decides it once.
    @Suite struct WhatYouApproveTerminalTests {
        typealias Commands = ScriptCommandTests

        /// An order of two lines for DEMO, line 1 of 20 at 1.00 and line 2 of 20.00: 40.00 in all.
        static func addOrder(_ sim: SimulatorProcess) async throws -> Int {
            let added = try Commands.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "lines": 2, "amount": 40}"#))
            let number = try #require(added["order"] as? Int)
            _ = try await sim.admin("orders/\(number)/OP/00200/000/lines", json: #"{"line": 1, "quantity": 20, "unitCost": 1}"#)
            return number
        }

        /// A minute later (change stamps count seconds), the buyer makes line 1 99 at 1.00: 119.00 in all.
        static func amend(_ sim: SimulatorProcess, _ number: Int) async throws {
            _ = try await sim.admin("clock", json: #"{"advanceSeconds": 60}"#)
            let amended = try Commands.json(try await sim.admin("orders/\(number)/OP/00200/000/lines", json: #"{"line": 1, "quantity": 99}"#))
            #expect(amended["total"] as? Double == 119, "\(amended)")
        }

        /// Decisions the simulator accepted on the order, through P43081 and through the orchestrations.
        static func accepted(_ sim: SimulatorProcess, _ number: Int) async throws -> Int {
            let record = try await StockDecisionTerminalTests.record(sim, (String(number), "OP", "00200"))
            return max(record.appStack, 0) + max(record.orchestration, 0)
        }

        @Test func theOrderBesideTheListShowsItsNewFiguresInTheFrameAfterTheRefresh() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the new order opened once, then the list with the order beside it
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "35"])
            defer { sim.stop() }
            let number = try await Self.addOrder(sim)
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 200, height: 50)
            #expect(term.waitForOrderLines(orders: 6), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            try term.press("Enter")
            #expect(term.waitFor("Esc back"), "\(term.screen())")
            try term.press("Escape")
            // Back in the list (Esc back gone from the bottom bar): a key sent sooner would follow Esc as Alt-key.
            #expect(waitUntil { !term.screen().contains("Esc back") }, "\(term.screen())")
            // When: amended on the server, and DEMO refreshes
            try await Self.amend(sim, number)
            try term.press("R")
            // Then: the pane beside the list shows the new figures, what changed and its line's Δ, the row the
            // new total, and the message line says the order changed
            #expect(term.waitFor("40.00 → 119.00"), "\(term.screen())")
            #expect(term.waitFor("qty 20 → 99"), "\(term.screen())")
            #expect(term.lines.contains { $0.contains("│> Δ ") && $0.contains(" 99 ") }, "\(term.screen())")
            #expect(ChangedSinceSeenTerminalTests.row(term, number)?.contains("119.00 USD") == true, "\(term.screen())")
            #expect(waitUntil { term.screen().contains("Changed on the server: \(number)") || term.screen().contains("changed while you looked at it") },
                    "\(term.screen())")
        }

        @Test(arguments: ["stock", "orchestration"])
        func anOrderChangedSinceItWasSeenIsHeldAndDecidedOnceWhenApprovedAgain(method: String) async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: approvals sent at once without a dialog (as approvers clearing a queue set it)
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "36"])
            defer { sim.stop() }
            let number = try await Self.addOrder(sim)
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.method": method, "approvals.confirm-approve": false, "approvals.undo-seconds": 0])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 200, height: 50)
            #expect(term.waitForOrderLines(orders: 6), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            #expect(term.waitFor("40.00 USD"), "\(term.screen())")
            // When: the buyer amends it, with no refresh on the screen, and DEMO approves what the screen shows
            try await Self.amend(sim, number)
            try term.press("a")
            // Then: nothing decided, the approver told what changed, the order shown as it is now
            #expect(term.waitFor("was not approved: it changed since you saw it"), "\(term.screen())")
            #expect(try await Self.accepted(sim, number) == 0)
            #expect(term.waitFor("119.00 USD"), "\(term.screen())")
            #expect(try await StockDecisionTerminalTests.openStacks(sim).open == 0)
            // When: approved again, on the figures now shown (the cursor went on to the next order after the
            // first `a`: back to the first row, where this newest order is, wherever the cursor is by then)
            #expect(waitUntil { term.selectedOrderNumber != nil && term.selectedOrderNumber != String(number) }, "\(term.screen())")
            try term.press("g")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            #expect(term.waitFor("119.00 USD"), "\(term.screen())")
            try term.press("a")
            // Then: decided once
            #expect(term.waitFor("Order \(number) OP 00200 approved"), "\(term.screen())")
            #expect(try await Self.accepted(sim, number) == 1)
            #expect(try await StockDecisionTerminalTests.openStacks(sim).open == 0)
        }

        @Test func ofThreeMarkedOrdersWithOneChangedTwoAreDecidedAndOneHeld() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: three new orders first in the list, all three marked and the dialog open on them
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "38"])
            defer { sim.stop() }
            let numbers = [try await Self.addOrder(sim), try await Self.addOrder(sim), try await Self.addOrder(sim)]
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.undo-seconds": 0])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 200, height: 50)
            #expect(term.waitForOrderLines(orders: 6), "\(term.screen())")
            try term.press("Space", "Space", "Space")
            #expect(term.waitFor("3 marked"), "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("Approve 3 orders"), "\(term.screen())")
            // When: the buyer amends the middle one while the dialog shows it, and DEMO confirms
            try await Self.amend(sim, numbers[1])
            try term.press("Enter")
            // Then: two approved, one held, said in one line; nothing decided on the held one
            #expect(term.waitFor("2 approved, 1 held (changed since you saw them)"), "\(term.screen())")
            #expect(try await Self.accepted(sim, numbers[0]) == 1)
            #expect(try await Self.accepted(sim, numbers[2]) == 1)
            #expect(try await Self.accepted(sim, numbers[1]) == 0)
            #expect(term.waitFor("Orders awaiting approval (4)"), "\(term.screen())")
            #expect(try await StockDecisionTerminalTests.openStacks(sim).open == 0)
        }

        @Test(arguments: ["stock", "orchestration"])
        func aScriptDecidesOnlyWhatItSawAndSaysChangedWithItsOwnExitCode(method: String) async throws {
            // Given: three orders a script listed, then the buyer amends one of them
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "37"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.method": method])
            let numbers = [try await Self.addOrder(sim), try await Self.addOrder(sim), try await Self.addOrder(sim)]
            let listed = try Commands.json(try Commands.signoff(["queue", "--json"], sim, sandbox).stdout)
            let orders = try #require(listed["orders"] as? [[String: Any]])
            let version = try #require(orders.first { $0["order"] as? Int == numbers[1] }?["version"] as? String, "\(orders)")
            #expect(version.count == 12)
            try await Self.amend(sim, numbers[1])
            // When: the script approves all three as it saw them
            let batch = try Commands.signoff(["approve"] + numbers.map(String.init) + ["--json"], sim, sandbox)
            // Then: two approved, the changed one held with what changed; partial success
            #expect(batch.status == 6, "\(batch)")
            let results = try #require(try Commands.json(batch.stdout)["results"] as? [[String: Any]], "\(batch)")
            let held = try #require(results.first { $0["order"] as? Int == numbers[1] }, "\(results)")
            #expect(held["outcome"] as? String == "changed", "\(held)")
            let changes = try #require(held["changes"] as? [String: Any], "\(held)")
            #expect((changes["total"] as? [String: Any])?["after"] as? Double == 119, "\(changes)")
            #expect(try await Self.accepted(sim, numbers[0]) == 1)
            #expect(try await Self.accepted(sim, numbers[2]) == 1)
            #expect(try await Self.accepted(sim, numbers[1]) == 0)
            // When: approved alone, saying the version it saw before the change
            let stale = try Commands.signoff(["approve", String(numbers[1]), "--if-version", version, "--json"], sim, sandbox)
            // Then: exit 7, nothing decided
            #expect(stale.status == 7, "\(stale)")
            #expect(stale.stdout.contains("\"changed\""), "\(stale)")
            #expect(try await Self.accepted(sim, numbers[1]) == 0)
            // When: shown as it is now, and approved on that version
            let shown = try Commands.json(try Commands.signoff(["show", String(numbers[1]), "--json"], sim, sandbox).stdout)
            let now = try #require(shown["version"] as? String, "\(shown)")
            #expect(now != version)
            let approved = try Commands.signoff(["approve", String(numbers[1]), "--if-version", now], sim, sandbox)
            // Then: decided once
            #expect(approved.status == 0, "\(approved)")
            #expect(try await Self.accepted(sim, numbers[1]) == 1)
            let wrongTotal = try Commands.signoff(["approve", "4001", "--if-total", "not-a-number"], sim, sandbox)
            #expect(wrongTotal.status == 2, "\(wrongTotal)")
        }
    }
}
