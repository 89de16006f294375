import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The settings screen in the real terminal: applied at once, and kept for the next start.
    @Suite struct SettingsTests {
        /// Moves the settings screen's cursor to the row labelled `label`: straight towards it when it is on
        /// screen, otherwise from the top (or the bottom). Every key waits until the cursor's row has changed
        /// before the next goes, so no key is ever in flight when the cursor is read (a `g` not yet drawn once
        /// let the cursor overshoot the row by one under the thread sanitizer).
        static func select(_ label: String, in term: TmuxTerminal, fromBottom: Bool = false) throws {
            func cursorRow(_ lines: [String]) -> String? { lines.first { $0.hasPrefix(">") } }
            func press(_ key: String, from lines: [String]) throws {
                let before = cursorRow(lines)
                try term.press(key)
                _ = waitUntil(timeout: 5) { cursorRow(term.lines) != before }
            }
            let isLabel = { (line: String) in line.dropFirst().hasPrefix("   \(label) ") }
            let first = term.lines
            if !first.contains(where: isLabel) { try press(fromBottom ? "G" : "g", from: first) }
            for _ in 0..<150 {
                let lines = term.lines
                guard let cursor = lines.firstIndex(where: { $0.hasPrefix(">") }) else {
                    _ = waitUntil(timeout: 5) { cursorRow(term.lines) != nil }
                    continue
                }
                if isLabel(lines[cursor]) { return }
                let towards = lines.firstIndex(where: isLabel).map { $0 < cursor ? "k" : "j" }
                try press(towards ?? (fromBottom ? "k" : "j"), from: lines)
            }
            Issue.record("no row \(label): \(term.screen())")
        }

        @Test func xRemovesTheUsersValueAndTheDefaultAppliesAgain() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the user's file sets the light theme
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["display.theme": "light"])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 3, width: 120, height: 40)
            try term.run("settings", until: "Settings · Enter changes")
            try Self.select("Theme", in: term)
            #expect(term.waitFor("x removes your value"), "\(term.screen())")
            // When
            try term.press("x")
            // Then: the default theme, and the user's file without it
            #expect(term.waitFor("Theme: your value is removed; the default dark applies."), "\(term.screen())")
            let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(!config.contains("display.theme"), "\(config)")
        }

        @Test func aThemeChangeRecoloursAtOnceAndIsKeptForTheNextStart() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 120, height: 40)
            let topBarBefore = String(term.styledScreen().prefix(40))
            // When
            try term.run("settings", until: "Settings · Enter changes")
            try Self.select("Theme", in: term)
            try term.press("Enter")
            // Then: saved, and the top bar's colours changed
            #expect(term.waitFor("Theme: light. Saved."), "\(term.screen())")
            #expect(waitUntil { String(term.styledScreen().prefix(40)) != topBarBefore }, "\(term.styledScreen().prefix(200))")
            let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(config.contains("\"display.theme\" : \"light\""), "\(config)")
            // When: quit and start again
            try term.press("q")
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            let again = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 120, height: 40)
            // Then: the light theme from the start, and the settings screen says it came from the file
            #expect(waitUntil { String(again.styledScreen().prefix(40)) != topBarBefore }, "\(again.styledScreen().prefix(200))")
            try again.run("settings", until: "Settings · Enter changes")
            #expect(again.lines.contains { $0.contains("Theme") && $0.contains("light") && $0.hasSuffix("file") }, "\(again.screen())")
        }

        @Test func aNewDefaultBranchReloadsBranchDataAndShowsInTheTopBar() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 120, height: 50)
            #expect(term.waitFor("branch M30"), "\(term.screen())")
            try term.run("settings", until: "Settings · Enter changes")
            try Self.select("Default branch", in: term, fromBottom: true)
            try term.press("Enter")
            #expect(term.waitFor("Enter saves"), "\(term.screen())")
            try term.press("C-u")
            try term.type("M40")
            try term.press("Enter")
            #expect(term.waitFor("Branch data reloaded"), "\(term.screen())")
            #expect(term.screen().contains("branch M40"), "\(term.screen())")
            // A bad value keeps the field open with the reason
            try Self.select("Timeout", in: term)
            try term.press("Enter")
            #expect(term.waitFor("Enter saves"), "\(term.screen())")
            try term.press("C-u")
            try term.type("9999")
            try term.press("Enter")
            #expect(term.waitFor("use a whole number from 1 to 300 seconds"), "\(term.screen())")
        }

        @Test func aReboundKeyWorksAndAConflictIsRefused() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5, width: 120, height: 50)
            try term.run("settings", until: "Settings · Enter changes")
            try Self.select("orders: sort", in: term)
            try term.press("Enter")
            #expect(term.waitFor("Enter saves"), "\(term.screen())")
            try term.press("C-u")
            try term.type("a")
            try term.press("Enter")
            #expect(term.waitFor("already does “approve”"), "\(term.screen())")
            try term.press("C-u")
            try term.type("o")
            try term.press("Enter")
            #expect(term.waitFor("Saved."), "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Orders awaiting approval (5)"), "\(term.screen())")
            #expect(term.screen().contains("o sort"), "\(term.screen())")
            try term.press("o")
            #expect(term.waitFor("Sorted by"), "\(term.screen())")
        }
    }
}
