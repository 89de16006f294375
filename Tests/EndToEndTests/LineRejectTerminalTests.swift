import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// A line rejection in a real terminal, named as one everywhere: the dialog lists the line with its amount
    /// and the order's total after it, the outcome names the line and the lines still awaiting, and Decided
    /// by me lists it with its line.
    @Suite struct LineRejectTerminalTests {
        typealias Commands = ScriptCommandTests

        @Test func aLineRejectIsNamedInTheDialogTheOutcomeAndTheHistory() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: through P43081, an order of 4 lines of 250.00 each, first in the list
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "82"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.method": "stock", "approvals.undo-seconds": 0])
            let added = try Commands.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "lines": 4}"#))
            let number = try #require(added["order"] as? Int, "\(added)")
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 4, width: 200, height: 50)
            #expect(term.waitForOrderLines(orders: 4), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == String(number) }, "\(term.screen())")
            // When: the order opened beside the list (the focus in its lines), line 2 marked, r
            try term.press("Enter")
            #expect(term.waitFor("Esc back"), "\(term.screen())")
            try term.press("Down", "Space")
            #expect(waitUntil { term.lines.contains { $0.contains("│✓") } }, "\(term.screen())")
            try term.press("r")
            // Then: the dialog names the line, its amount and the order's total after it
            #expect(term.waitFor("Reject line 2 of 4 of order \(number) OP 00200"), "\(term.screen())")
            #expect(term.waitFor("The line: 250.00 USD of the order's total 1,000.00 USD"), "\(term.screen())")
            #expect(term.waitFor("3 other lines of this order still await you."), "\(term.screen())")
            // When: a reason chosen, and confirmed
            try term.press("Tab", "Down")
            #expect(term.waitFor(" chosen"), "\(term.screen())")
            try term.press("Enter")
            // Then: the outcome names the line and what still awaits; the order stays in the queue
            #expect(term.waitFor("Line 2 of order \(number) OP 00200 rejected; 3 lines still await you."), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (4)"), "\(term.screen())")
            // and the rejected line is marked as such
            #expect(waitUntil { term.lines.contains { $0.contains("│✗      2 BRG") || $0.contains("│>✗     2 BRG") } }, "\(term.screen())")
            // When: Decided by me, from the list (the focus was in the order's lines, where the bar offers
            // Esc back: its going is the sign that Esc was read, so H is not taken with it as Alt-H)
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("Esc back") }, "\(term.screen())")
            try term.press("H")
            // Then: the line decision is listed with its line
            #expect(term.waitFor("rejected line 2"), "\(term.screen())")
            let history = try Commands.signoff(["history", "--json"], sim, sandbox)
            #expect(history.stdout.contains("\"lines\":[2"), "\(history)")
        }
    }
}
