import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The queue at a glance in the real terminal: `v` shows the chart in the list's place, Enter on a bar
    /// filters the list to as many orders as the bar counts, and the chart follows orders as they come.
    @Suite struct GlanceTerminalTests {
        /// The count on the bar line that starts with `label` under the section titled `section`.
        static func count(of label: String, in section: String, _ screen: String) -> Int? {
            let lines = screen.split(separator: "\n").map(String.init)
            guard let start = lines.firstIndex(where: { $0.hasPrefix(section) }) else { return nil }
            for line in lines[(start + 1)...] {
                let tokens = line.split(separator: " ")
                if tokens.isEmpty { return nil }
                guard tokens.first.map(String.init) == label else { continue }
                return tokens.dropFirst().compactMap { Int($0) }.first
            }
            return nil
        }

        @Test func aBarFiltersTheListAndTheChartFollowsANewOrder() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 30, width: 100, height: 40)
            // When: v
            try term.press("v")
            // Then: the chart, with the order types' bars first, the cursor on the one with most orders
            #expect(term.waitFor("Queue at a glance · 30 orders"), "\(term.screen())")
            #expect(term.waitFor("By amount"), "\(term.screen())")
            let op = try #require(Self.count(of: "OP", in: "By order type", term.screen()), "\(term.screen())")
            #expect(term.screen().contains("█"), "\(term.screen())")
            // When: a buyer enters an order of 123,456.00 for DEMO, and DEMO refreshes with the chart open
            _ = try await sim.admin("orders", json: #"{"forUser": "DEMO", "amount": 123456}"#)
            try term.press("R")
            // Then: the chart counts it
            #expect(term.waitFor("Queue at a glance · 31 orders"), "\(term.screen())")
            #expect(waitUntil { Self.count(of: "OP", in: "By order type", term.screen()) == op + 1 }, "\(term.screen())")
            // When: Enter on the first bar (the order type with most orders)
            try term.press("Enter")
            // Then: the list, filtered to exactly the orders the bar counted
            #expect(term.waitFor("Orders awaiting approval (\(op + 1) of 31) · filter: OP"), "\(term.screen())")
            // v and Esc show the chart and the list again; the filter stays
            try term.press("v")
            #expect(term.waitFor("Queue at a glance"), "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (\(op + 1) of 31)"), "\(term.screen())")
        }
    }
}
