import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The supplier history beside an order in the real terminal: read from the simulator's F4301, then
    /// shown from the store with its age once the server is gone.
    @Suite struct SupplierHistoryTerminalTests {
        @Test func theOrderViewShowsTheSuppliersHistoryAndKeepsItOffline() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "74"])
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 8, width: 160, height: 50)
            // Then: the history beside the first order, read now, with the comparison line
            #expect(term.waitFor("Supplier history"), "\(term.screen())")
            #expect(term.waitFor("Read just now."), "\(term.screen())")
            #expect(waitUntil { term.screen().contains("× this supplier's average order") || term.screen().contains("No other order of this supplier") },
                    "\(term.screen())")
            // When: the server goes away and the next order is shown
            sim.stop()
            let first = term.selectedOrderNumber
            try term.press("Down")
            #expect(waitUntil { term.selectedOrderNumber != first }, "\(term.screen())")
            // Then: its supplier's history says it could not be read (or is the same supplier's, read already)
            #expect(waitUntil { let s = term.screen(); return s.contains("Not read: ") || s.contains("not read again") || s.contains("Read just now.") },
                    "\(term.screen())")
            // When: back to the first order
            try term.press("Up")
            // Then: its supplier was read once already, so it shows from the store, without asking the server
            #expect(waitUntil { let s = term.screen(); return s.contains("Read just now.") && !s.contains("Not read: ") }, "\(term.screen())")
        }
    }
}
