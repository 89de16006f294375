import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// New orders in the real terminal: `R` reads what changed, says what arrived, marks it until opened.
    @Suite struct NewOrdersTerminalTests {
        @Test func refreshPicksUpANewOrderAndMarksItNewUntilOpened() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: DEMO's five orders on screen
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "36"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 160, height: 40)
            #expect(!term.screen().contains(" new "), "\(term.screen())")
            // And: the cursor on the third order, shown beside the list
            try term.press("j", "j")
            let cursorRow = { term.lines.first { $0.isCursorRow }.map { String($0.dropFirst(2).prefix(14)) } }
            // The third row under the list's header holds the cursor once both keys were handled.
            let cursorOnThird = {
                let lines = term.lines
                guard let header = lines.firstIndex(where: { $0.hasPrefix("  Order ") }), lines.count > header + 3 else { return false }
                return lines[header + 3].isCursorRow
            }
            #expect(waitUntil(cursorOnThird), "\(term.screen())")
            let third = try #require(cursorRow(), "\(term.screen())")
            let shown = try #require(third.split(separator: " ").first.map(String.init))
            #expect(term.waitFor("│Order \(shown) "), "\(term.screen())")
            // When: a buyer enters an order for DEMO, and DEMO refreshes
            let added = try ScriptCommandTests.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "amount": 777}"#))
            let number = try #require(added["order"] as? Int)
            try term.press("R")
            // Then: the list holds it, the message and the top bar say so, and its row is marked new
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            // And: the cursor stayed on its order, which moved down a row (an approval now still means it)
            #expect(cursorRow() == third, "\(term.screen())")
            #expect(term.waitFor("│Order \(shown) "), "\(term.screen())")
            #expect(term.waitFor("1 new order: \(number) OP"), "\(term.screen())")
            #expect(term.lines.first?.contains("1 new") == true, "\(term.screen())")
            let row = term.lines.first { $0.dropFirst(2).hasPrefix("\(number) OP") }
            #expect(row?.hasPrefix("• ") == true, "\(term.screen())")
            // When: DEMO opens it
            try term.run("po \(number)", until: "\(number)")
            #expect(term.waitFor("Supplier"), "\(term.screen())")
            // Then: it is new no more
            #expect(waitUntil { term.lines.first?.contains("1 new") == false }, "\(term.screen())")
        }
    }
}
