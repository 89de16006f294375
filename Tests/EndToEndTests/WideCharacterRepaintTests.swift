import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Dialogs opened and closed over rows of double-width text (CJK supplier names; with the simulator's
    /// hostile text also emoji, U+FFFD and stacked combining marks) must leave the terminal showing exactly
    /// what a full repaint of the same state shows: a dialog's edge that falls inside a wide character used
    /// to leave its other half on ncurses' screen, which then sent the rest of the row one column to the
    /// right ("有限会社佐藤 装", "111/18/2026"), and Ctrl-L did not repaint.
    @Suite struct WideCharacterRepaintTests {
        /// Sizes whose dialog edges fall inside the list's supplier names or the order pane's wide text.
        static let sizes = [(width: 100, height: 30), (width: 140, height: 40), (width: 200, height: 50)]
        /// Each dialog of the home list, by its key and a text only it shows.
        static let dialogs = [("r", "REJECT"), ("a", "APPROVE"), ("?", "Help · Esc closes"), ("f", "Filter the queue"),
                              ("A", "Approver note"), (":", "po ORDER")]

        @Test(arguments: ["xterm-256color", "screen-256color"])
        func dialogsOverWideTextLeaveWhatAFullRepaintDraws(term name: String) throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let started = Date()
            // Given: the list sorted by supplier and scrolled to its end, where the CJK suppliers are
            let sim = try SimulatorProcess(arguments: ["--orders", "300", "--seed", "6", "--hostile-text"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let first = Self.sizes[0]
            let term = try TmuxTerminal(width: first.width, height: first.height,
                                        command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                        environment: sandbox.environment.merging(["TERM": name]) { $1 })
            try #require(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            try #require(term.waitFor("Orders awaiting approval (300)"), "\(term.screen())")
            #expect(waitUntil(timeout: 40) { !term.screen().contains("order lines") }, "\(term.screen())")
            try term.press("s")
            #expect(term.waitFor("Supplier ↑"), "\(term.screen())")
            try term.press("G")
            #expect(Self.settled(term), "\(term.screen())")
            #expect(term.screen().contains("有限会社佐藤包装"), "\(term.screen())")

            var report: [String] = []
            for size in Self.sizes {
                if size.width != first.width || size.height != first.height {
                    try term.resize(width: size.width, height: size.height)
                    #expect(Self.settled(term), "\(term.screen())")
                }
                // When: every dialog opened and closed in turn
                for (key, marker) in Self.dialogs {
                    try term.press(key)
                    #expect(term.waitFor(marker, timeout: 10), "\(name) \(size): \(key) opened no dialog")
                    try term.press("Escape")
                    #expect(waitUntil(timeout: 10) { !term.screen().contains(marker) }, "\(name) \(size): \(key) did not close")
                    #expect(Self.settled(term), "\(term.screen())")
                }
                let afterDialogs = Self.cells(term.screen())
                // Then: the same cells as the same state drawn from nothing (a resize repaints every cell)
                try term.resize(width: size.width - 1, height: size.height)
                #expect(Self.settled(term), "\(term.screen())")
                try term.resize(width: size.width, height: size.height)
                #expect(Self.settled(term), "\(term.screen())")
                let repainted = Self.cells(term.screen())
                let differing = Self.differences(afterDialogs, repainted, "after dialogs")
                #expect(afterDialogs.count == repainted.count && differing.isEmpty,
                        "TERM=\(name) \(size.width)×\(size.height), \(differing.count) rows differ:\n\(differing.joined(separator: "\n"))")
                // And Ctrl-L draws every cell again, the same ones
                try term.press("C-l")
                #expect(Self.settled(term), "\(term.screen())")
                let redrawn = Self.differences(Self.cells(term.screen()), repainted, "after Ctrl-L")
                #expect(redrawn.isEmpty, "TERM=\(name) \(size.width)×\(size.height):\n\(redrawn.joined(separator: "\n"))")
                report.append("\(size.width)×\(size.height): \(differing.count) rows differ")
            }
            print("wide-characters TERM=\(name): \(report.joined(separator: ", ")) in \(Int(Date().timeIntervalSince(started))) s")
        }

        /// The screen's rows between the top bar and the message line: the message fades with time (a
        /// repaint seconds later may no longer show it), and the bars below it are not in question here.
        static func cells(_ screen: String) -> [String] { Array(ListScrollRepaintTests.body(screen).dropLast()) }

        /// The rows that differ, each as both versions.
        static func differences(_ shown: [String], _ repainted: [String], _ label: String) -> [String] {
            zip(shown, repainted).enumerated().filter { $0.element.0 != $0.element.1 }
                .map { "row \($0.offset + 1):\n  \(label): \($0.element.0)\n  repainted: \($0.element.1)" }
        }

        /// Until three captures 150 ms apart are the same and nothing says it is still reading.
        static func settled(_ term: TmuxTerminal) -> Bool {
            var last = "", same = 0
            return waitUntil(timeout: 30) {
                let now = term.screen()
                defer { last = now }
                same = now == last ? same + 1 : 0
                if same >= 2 && !now.contains("Reading") && !now.contains("reading again") { return true }
                usleep(150_000)
                return false
            }
        }
    }
}
