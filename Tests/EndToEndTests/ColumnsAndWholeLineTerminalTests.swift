import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Columns that earn their place, in a real terminal: at 140 columns the list beside the order keeps how
    /// long each order waited and who raised it, the order's lines keep their amount and status, and Enter on
    /// a line shows it whole.
    @Suite struct ColumnsAndWholeLineTerminalTests {
        @Test func atOneHundredFortyColumnsTheListKeepsWaitingAndEnterShowsALineWhole() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "45"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 8, width: 140, height: 40)
            // Then: the list's header has every column, the lines' header their amount and status
            #expect(waitUntil {
                guard let header = term.lines.first(where: { $0.hasPrefix("  Order") }) else { return false }
                let list = header.split(separator: "│", maxSplits: 1).first.map(String.init) ?? header
                return ["Supplier", "Amount", "Originator", "Waiting"].allSatisfy(list.contains)
            }, "\(term.screen())")
            #expect(waitUntil { term.lines.contains { $0.contains("Ln") && $0.contains("Amount") && $0.contains("Status") && $0.contains("│") } },
                    "\(term.screen())")
            // When: the lines read (the list opens before them), Tab into the order's lines, Enter
            #expect(term.waitForOrderLines(orders: 8), "\(term.screen())")
            try term.press("Tab")
            #expect(waitUntil { term.screen().contains("Esc back") }, "\(term.screen())")
            try term.press("Enter")
            // Then: the first line whole, over the screen; Esc closes it
            #expect(term.waitFor("Line 1 of order"), "\(term.screen())")
            #expect(term.waitFor("Unit cost"), "\(term.screen())")
            #expect(term.waitFor("Requested"), "\(term.screen())")
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("Line 1 of order") }, "\(term.screen())")
        }
    }
}
