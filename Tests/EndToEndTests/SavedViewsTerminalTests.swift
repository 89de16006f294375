import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Saved views in the real terminal: `:view save` keeps the list's sort and filter in the config file,
    /// and a new start with `display.default-view` shows the list arranged the same.
    @Suite struct SavedViewsTerminalTests {
        /// The list's title ("Orders awaiting approval (4 of 30) · filter: ≥ 2,000.00") and the header with
        /// the sort arrow, without the order shown beside the list.
        private func arrangement(_ term: TmuxTerminal) -> (title: String?, header: String?) {
            let list = term.lines.map { String($0.split(separator: "│", omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces) }
            return (list.first { $0.contains("Orders awaiting approval (") }, list.first { $0.contains("↑") || $0.contains("↓") })
        }

        @Test func aSavedViewSurvivesARestartAndIsAppliedAtStart() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // Given: the list sorted by date and filtered by a minimum amount
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 30, width: 160, height: 40)
            try term.press("s", "s")
            #expect(term.waitFor("Sorted by date"), "\(term.screen())")
            try term.press("f")
            #expect(term.waitFor("Filter the queue"), "\(term.screen())")
            try term.press("Tab", "Tab")
            try term.type("2000")
            try term.press("Enter")
            #expect(term.waitFor(" of 30)"), "\(term.screen())")
            let before = arrangement(term)
            let title = try #require(before.title, "\(term.screen())")
            let header = try #require(before.header, "\(term.screen())")
            // When: saved as a view, and Signoff quits
            try term.run("view save mine", until: "View mine saved")
            try term.press("q")
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            // Then: the user's config file holds it
            let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(config.contains("\"views\"") && config.contains("\"mine\"") && config.contains("\"minimumAmount\" : 2000"), "\(config)")
            // When: Signoff starts again with the view as its default
            try sandbox.writeConfig(["display.default-view": "mine"])
            let again = try TmuxTerminal.loggingIn(sim, sandbox, width: 160, height: 40)
            // Then: the same filter and sort
            #expect(again.waitFor("View mine applied"), "\(again.screen())")
            #expect(waitUntil { arrangement(again).title == title }, "\(again.screen())")
            #expect(arrangement(again).header == header, "\(again.screen())")
            // And after another sort, :view lists it and Enter applies it again
            try again.press("s")
            #expect(waitUntil { arrangement(again).header != header }, "\(again.screen())")
            try again.run("view", until: "Saved views")
            #expect(again.waitFor("> mine date ↓"), "\(again.screen())")
            try again.press("Enter")
            #expect(waitUntil { arrangement(again).header == header && !again.screen().contains("Saved views") }, "\(again.screen())")
            #expect(arrangement(again).title == title, "\(again.screen())")
            // And :view delete removes it from the file
            try again.run("view delete mine", until: "View mine deleted")
            #expect(again.waitFor("display.default-view still names it"), "\(again.screen())")
            let after = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(!after.contains("\"views\""), "\(after)")
            // And a default view that is no longer there is a notice at the next start, not a failure
            try again.press("q")
            #expect(again.waitFor("[exited]"), "\(again.screen())")
            let third = try TmuxTerminal.loggedIn(sim, sandbox, orders: 30, width: 160, height: 40)
            #expect(third.waitFor("display.default-view: There is no view mine"), "\(third.screen())")
        }
    }
}
