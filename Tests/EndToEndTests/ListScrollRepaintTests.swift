import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The home list sends its scrolls as terminal scrolls (`Screen.noteScrolled`): the terminal is shown
    /// the rows moved, then the frame against that. Whatever the terminal ends up showing must be exactly
    /// what a full repaint of the same state shows.
    @Suite struct ListScrollRepaintTests {
        @Test func aListScrolledUpAndDownShowsWhatAFullRepaintShows() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "120", "--seed", "6"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 120, width: 200, height: 50)
            // (The order lines are read in the background after the list opens: the top bar says so until then.)
            #expect(waitUntil(timeout: 40) { !term.screen().contains("order lines") }, "\(term.screen())")
            // Given: the cursor walked past the bottom row one row at a time (each step scrolls by one), then
            // a page down, then back up past the top row (scrolls the other way)
            for _ in 0..<52 { try step(term, "j") }
            try term.press("PageDown")
            #expect(Self.settled(term), "\(term.screen())")
            let scrolledDown = Self.body(term.screen())
            for _ in 0..<60 { try step(term, "k") }
            #expect(Self.settled(term), "\(term.screen())")
            let scrolledUp = Self.body(term.screen())
            // When: the same state is drawn again from nothing (a resize repaints every cell)
            try term.resize(width: 199, height: 50)
            #expect(Self.settled(term), "\(term.screen())")
            try term.resize(width: 200, height: 50)
            #expect(Self.settled(term), "\(term.screen())")
            // Then: cell for cell, the same screen (colours are left out: ncurses and tmux already differ in the
            // attributes of blanks that end a line between an update and a repaint, with or without scrolls)
            let repainted = Self.body(term.screen())
            let differing = zip(scrolledUp, repainted).enumerated().filter { $0.element.0 != $0.element.1 }
                .map { "row \($0.offset + 1):\n  scrolled:  \($0.element.0)\n  repainted: \($0.element.1)" }
            #expect(scrolledUp.count == repainted.count && differing.isEmpty, "\(differing.joined(separator: "\n"))")
            #expect(scrolledDown != scrolledUp)
        }

        /// One key, then until the cursor has moved to another order.
        private func step(_ term: TmuxTerminal, _ key: String) throws {
            let before = term.selectedOrderNumber
            try term.press(key)
            _ = waitUntil(timeout: 10) { term.selectedOrderNumber != before }
        }

        /// Until two captures a quarter second apart are the same and the order view has read what it reads
        /// in the background (route, attachments, supplier history): a part not yet answered shows nothing
        /// at first, so each part's answer is waited for by what it shows.
        static func settled(_ term: TmuxTerminal) -> Bool {
            var last = ""
            return waitUntil(timeout: 40) {
                let now = term.screen()
                defer { last = now }
                let reading = now.contains("Reading") || now.contains("reading again")
                let route = now.contains("… awaiting")
                let attachments = now.contains("No attachments.") || now.contains("Enter reads or opens")
                let supplier = now.contains("  Read ") || now.contains("Not read")
                if now == last && !reading && route && attachments && supplier { return true }
                usleep(250_000)
                return false
            }
        }

        /// The screen without its top bar and status line (the refresh time and messages).
        static func body(_ screen: String) -> [String] {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return Array(lines.dropFirst().dropLast(2))
        }
    }
}
