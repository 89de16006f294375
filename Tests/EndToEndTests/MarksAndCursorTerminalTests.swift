import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Marks you can see and a cursor that goes on, in a real terminal: a decision on marked orders a filter
    /// hides asks which; `U` unmarks all; after `a` on the current order the cursor is on the next one.
    @Suite struct MarksAndCursorTerminalTests {
        @Test func aDecisionOnMarksTheFilterHidesAsksWhichAndUnmarkAllTakesThemOff() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: all 30 orders marked, then a filter from 50,000 up
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "43"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 30, width: 200, height: 50)
            try term.press("*")
            #expect(term.waitFor("30 marked"), "\(term.screen())")
            try term.press("f")
            #expect(term.waitFor("Filter the queue"), "\(term.screen())")
            try term.press("Tab", "Tab")
            try term.type("50000")
            try term.press("Enter")
            // Then: the title counts the marks the filter hides
            #expect(term.waitFor("hidden by the filter"), "\(term.screen())")
            let title = try #require(term.lines.first { $0.contains("Orders awaiting approval (") }, "\(term.screen())")
            let shown = try #require(Int(title.split(separator: "(")[1].split(separator: " ")[0]), "\(title)")
            #expect(shown > 0 && shown < 30, "\(title)")
            #expect(title.contains("30 marked, \(30 - shown) hidden by the filter"), "\(title)")
            // When: approve
            try term.press("a")
            // Then: asked which, with both counts; nothing decided yet
            #expect(term.waitFor("Approve which marked orders?"), "\(term.screen())")
            #expect(term.waitFor("only the \(shown) shown"), "\(term.screen())")
            #expect(term.waitFor("all 30, hidden ones too"), "\(term.screen())")
            // When: only those shown
            try term.press("s")
            // Then: the decision's own dialog is about them alone
            #expect(term.waitFor(shown == 1 ? "Approve 1 order" : "Approve \(shown) orders"), "\(term.screen())")
            try term.press("Escape")
            #expect(term.waitFor("Enter open"), "\(term.screen())")
            // When: U
            try term.press("U")
            // Then: every mark is off, hidden ones too
            #expect(term.waitFor("30 orders unmarked."), "\(term.screen())")
            #expect(waitUntil { !term.screen().contains(" marked") }, "\(term.screen())")
        }

        @Test func afterApprovingTheCurrentOrderTheCursorIsOnTheNextOne() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: approvals without a dialog, in a 30-second undo window; the cursor on the first order
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "44"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.confirm-approve": false, "approvals.undo-seconds": 30])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6, width: 140, height: 40)
            let first = try term.orderNumber(onRow: 0)
            let second = try term.orderNumber(onRow: 1)
            #expect(waitUntil { term.selectedOrderNumber == first }, "\(term.screen())")
            // When
            try term.press("a")
            // Then: the first waits in its window, still listed, and the cursor is on the second
            #expect(term.waitFor("undo"), "\(term.screen())")
            #expect(waitUntil { term.selectedOrderNumber == second }, "\(term.screen())")
            #expect(try term.orderNumber(onRow: 0) == first, "still listed while it waits: \(term.screen())")
            try term.press("u")
            #expect(term.waitFor("undone"), "\(term.screen())")
        }
    }
}
