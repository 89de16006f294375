import Foundation
import Testing
import TestSupport

/// With the server failing half its reads, dropping a fifth of its answers and taking 30 s over each, the screen keeps answering
/// keys: the cursor moves and help opens while a refresh and the order view's reads hang or fail.
extension EndToEnd.ExactlyOnceTests {
    @Test func theScreenKeepsAnsweringKeysWhileRequestsFailOrHang() async throws {
        try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
        // Given: logged in, then every answer 30 s late (longer than any wait below, so a screen waiting on the network could not pass) and half the reads failing
        let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "43"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6)
        let top = try term.selectedOrder()
        try await sim.admin("faults", json: #"{"latencyMilliseconds": 30000, "errorRate": 0.5, "dropRate": 0.2}"#)
        // When: a refresh is asked for (it hangs), and keys follow at once
        try term.press("R")
        try term.press("Down")
        // Then: the cursor moved although every request is still waiting
        #expect(waitUntil { term.selectedOrderNumber != top.number }, "\(term.screen())")
        try term.press("?")
        #expect(term.waitFor("Help · Esc closes"), "\(term.screen())")
        try term.press("Escape")
        #expect(waitUntil { !term.screen().contains("Help · Esc closes") }, "\(term.screen())")
        try term.press("Up")
        #expect(waitUntil { term.selectedOrderNumber == top.number }, "\(term.screen())")
        try await sim.admin("faults/reset")
    }
}
