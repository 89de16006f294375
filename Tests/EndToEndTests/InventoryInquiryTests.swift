import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The inventory inquiry in the real terminal: on its own from the command line, and over an order
    /// from one of its lines.
    @Suite struct InventoryInquiryTests {
        @Test func searchesByItemNumberAndByDescription() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10, width: 160, height: 40)
            // When: the inquiry on its own, searching by the start of an item number
            try term.run("inv", until: "Item or description")
            try term.type("fst-10")
            // Then: only items whose number starts with it
            #expect(term.waitFor("> FST-10"), "\(term.screen())")
            let prefixes = Self.itemNumbers(on: term.lines).map { $0.prefix(6) }
            #expect(!prefixes.isEmpty && prefixes.allSatisfy { $0 == "FST-10" }, "\(term.screen())")
            // When: by a word of the description, in lower case
            try term.press("C-u")
            try term.type("bolt")
            #expect(term.waitFor("Bolt, hex head"), "\(term.screen())")
            try term.press("Enter")
            try term.press("Enter")
            // Then: the selected item's quantities
            #expect(term.waitFor("Locations ("), "\(term.screen())")
            #expect(term.waitFor("as of"), "\(term.screen())")
        }

        @Test func opensFromAnOrderLineAndEscReturnsToTheSamePlace() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10, width: 200, height: 45)
            // Given: the fourth order, its lines focused
            try term.press("j", "j", "j")
            let order = try term.orderNumber(onRow: 3)
            #expect(waitUntil { term.selectedOrderNumber == order }, "\(term.screen())")
            #expect(term.waitFor("Order \(order) OP"), "\(term.screen())")
            // The order lines load after the list opens (the order on screen reads its own at once): focus
            // them once they show, as a user would.
            #expect(waitUntil { let s = term.screen(); return s.contains(" lines · ") && !s.contains("Lines · 0 lines") }, "\(term.screen())")
            try term.press("Tab")
            // When
            try term.press("i")
            // Then: the line's item, with what the line needs beside what its branch has
            #expect(term.waitFor("Line 1 needs"), "\(term.screen())")
            #expect(term.screen().contains("Locations ("), "\(term.screen())")
            // When: Esc
            try term.press("Escape")
            // Then: the same order, the list and the order view as they were
            #expect(term.waitFor("Orders awaiting approval (10)"), "\(term.screen())")
            // (the frame may still be arriving when the title shows: wait for the row, never read once)
            #expect(waitUntil { term.selectedOrderNumber == order }, "\(term.screen())")
            #expect(term.screen().contains("Order \(order) OP"), "\(term.screen())")
            #expect(!term.screen().contains("Line 1 needs"), "\(term.screen())")
        }

        @Test func browsesAKeptResultOffline() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10, width: 160, height: 40)
            // Given: a search and an item's quantities read while online
            try term.run("inv", until: "Item or description")
            try term.type("bolt")
            #expect(term.waitFor("Bolt, hex head"), "\(term.screen())")
            try term.press("Enter")
            try term.press("Enter")
            #expect(term.waitFor("as of"), "\(term.screen())")
            let item = try #require(term.lines.first { $0.hasPrefix("> FST-") }?.dropFirst(2).split(separator: " ").first.map(String.init),
                                    "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (10)"), "\(term.screen())")
            // When: the server is gone and the same search runs again
            sim.stop()
            try term.run("inv", until: "Item or description")
            try term.type("bolt")
            // Then: the kept results, said to be kept, with when they were read
            #expect(term.waitFor("kept results, as of"), "\(term.screen())")
            #expect(term.screen().contains(item), "\(term.screen())")
            try term.press("/")
            try term.press("C-u")
            try term.type(item)
            #expect(term.waitFor("Offline"), "\(term.screen())")
            try term.press("Enter")
            try term.press("Enter")
            #expect(term.waitFor("quantities kept from earlier"), "\(term.screen())")
            #expect(term.screen().contains("OFFLINE") || term.screen().contains("offline"), "\(term.screen())")
            #expect(term.screen().contains("Locations ("), "\(term.screen())")
        }
    
        /// The item numbers of the item list's rows ("FST-10020": three capitals, a dash, digits).
        static func itemNumbers(on lines: [String]) -> [String] {
            lines.compactMap { line -> String? in
                guard let word = line.dropFirst(2).split(separator: " ").first else { return nil }
                let chars = Array(word)
                guard chars.count > 5, chars[3] == "-", chars[0..<3].allSatisfy(\.isUppercase), chars[4...].allSatisfy(\.isNumber) else { return nil }
                return String(word)
            }
        }
    }
}
