import Foundation
import Testing

/// A session that expires while the user works asks for the password over the screen and carries on.
extension EndToEnd {
    @Suite struct SessionExpiryTests {
        @Test func refreshAfterTheTokenExpiredAsksForThePasswordAndCarriesOn() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: logged in, on the home screen
            let sim = try SimulatorProcess(arguments: ["--orders", "12"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 12, width: 110, height: 30)
            #expect(term.waitForOrderLines(orders: 12), "\(term.screen())")
            try term.press("Down", "Down")
            // When: the server forgets every token, and the user refreshes
            try await sim.admin("tokens/expire")
            try term.press("R")
            // Then: the password is asked for over the list
            #expect(term.waitFor("Session expired"), "\(term.screen())")
            #expect(term.screen().contains("Orders awaiting approval"))
            try term.type("wrong")
            try term.press("Enter")
            #expect(term.waitFor("Wrong user or password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            #expect(term.waitFor("Queue refreshed"), "\(term.screen())")
            #expect(!term.screen().contains("Session expired"))
            // The selection stayed where it was: the third row.
            let lines = term.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.firstIndex { $0.hasPrefix("  Order") })
            #expect(lines[header + 3].isCursorRow, "\(term.screen())")
            #expect(lines.filter { $0.isCursorRow }.count == 1)
        }
    }
}
