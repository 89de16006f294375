import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Searching and sorting the queue in the real terminal.
    @Suite struct SearchAndSortTests {
        @Test func searchJumpsToTheMatchingOrderAndSortReordersTheList() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 30, width: 110, height: 30)
            // The order on the sixth row
            let target = try term.orderNumber(onRow: 5)
            // When: searching for its number
            try term.press("/")
            try term.type(target)
            // Then: the cursor is on it
            #expect(waitUntil { term.screen().split(separator: "\n").contains { $0.hasPrefix("> \(target) ") } }, "\(term.screen())")
            try term.press("Enter")
            // A search that matches nothing says so
            try term.press("/")
            try term.type("no-such-thing")
            #expect(term.waitFor("No order matches"), "\(term.screen())")
            try term.press("Escape")
            // (Esc and the next key in one burst would read as Alt: wait until the field has closed.)
            #expect(waitUntil { term.screen().split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "Orders awaiting approval (30)" } },
                    "\(term.screen())")
            // Sorting by supplier shows the arrow in that column's header
            try term.press("s", "s")
            #expect(term.waitFor("Sorted by date"), "\(term.screen())")
            #expect(term.screen().contains("Date ↑") || term.screen().contains("Date ↓"), "\(term.screen())")
            // Filtering by a minimum amount counts what is left of the whole queue
            try term.press("f")
            #expect(term.waitFor("Filter the queue"), "\(term.screen())")
            try term.press("Tab", "Tab")
            try term.type("1000000000")
            try term.press("Enter")
            #expect(term.waitFor("Orders awaiting approval (0 of 30)"), "\(term.screen())")
            #expect(term.waitFor("No order matches the filter"), "\(term.screen())")
        }
    
        @Test func openLandsOnThatOrder() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "20", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // The queue's numbers are found first with a plain start.
            let probe = try TmuxTerminal.loggedIn(sim, sandbox, orders: 20, width: 110, height: 40)
            let target = try probe.orderNumber(onRow: 8)
            try probe.press("q")
            #expect(probe.waitFor("[exited]"), "\(probe.screen())")
            // When
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 20, width: 200, height: 40, options: "--open po/\(target)")
            // Then: the cursor is on that order and the order view shows it
            #expect(waitUntil { term.screen().split(separator: "\n").contains { $0.hasPrefix("> \(target) ") } }, "\(term.screen())")
            #expect(term.waitFor("Order \(target) OP"), "\(term.screen())")
        }
    }
}

