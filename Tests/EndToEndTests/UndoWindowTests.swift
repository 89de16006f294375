import Foundation
import Testing
import TestSupport

/// The undo window (`approvals.undo-seconds`) in the real terminal, checked on the simulator: `u` inside the
/// window sends nothing and leaves the order in the list; a decision left alone is sent exactly once when
/// its window ends; quitting inside the window asks first.
extension EndToEnd {
    @Suite struct UndoWindowTests {
        /// Approves the order under the cursor in a terminal whose undo window is `seconds` long.
        private static func approving(seconds: Int, orders: Int, seed: Int) throws
            -> (SimulatorProcess, Sandbox, TmuxTerminal, (number: String, type: String, company: String)) {
            let sim = try SimulatorProcess(arguments: ["--orders", "\(orders)", "--seed", "\(seed)"])
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.undo-seconds": seconds, "approvals.confirm-approve": false])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: orders)
            let order = try term.selectedOrder()
            try term.press("a")
            #expect(term.waitFor("Approving \(order.number) in"), "\(term.screen())")
            #expect(term.waitFor("u undo"), "\(term.screen())")
            return (sim, sandbox, term, order)
        }

        @Test func undoInsideTheWindowSendsNothingAndKeepsTheOrder() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: a window long enough that u always comes inside it
            let (sim, _, term, order) = try Self.approving(seconds: 60, orders: 6, seed: 41)
            defer { sim.stop() }
            // When
            try term.press("u")
            // Then: said, nothing recorded, the order still in the list and decidable again
            #expect(term.waitFor("Approval of \(order.number) undone."), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (6)"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.throughAppStack == 0 && recorded.throughOrchestrations == 0, "\(recorded.text)")
            try term.press("r")
            #expect(term.waitFor("You are about to REJECT"), "the order is no longer held as being sent: \(term.screen())")
            try term.press("Escape")
        }

        @Test func aDecisionLeftAloneIsSentOnceWhenTheWindowEnds() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let (sim, _, term, order) = try Self.approving(seconds: 3, orders: 6, seed: 42)
            defer { sim.stop() }
            // Then: with no key pressed the window ends, the approval is sent, and recorded once
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) approved"), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (5)"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce, "\(recorded.text)")
            // And u now has nothing to take back
            try term.press("u")
            #expect(term.waitFor("Nothing to undo."), "\(term.screen())")
        }

        @Test func quittingInsideTheWindowAsksThenSendsNow() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given
            let (sim, _, term, order) = try Self.approving(seconds: 60, orders: 6, seed: 43)
            defer { sim.stop() }
            // When: q inside the window
            try term.press("q")
            // Then: asked; Esc stays with the decision still waiting
            #expect(term.waitFor("1 decision waits in the undo window"), "\(term.screen())")
            try term.press("Escape")
            #expect(waitUntil { !term.screen().contains("in the undo window") }, "\(term.screen())")
            #expect(term.waitFor("Approving \(order.number) in"), "\(term.screen())")
            // When: q again, and Enter sends it now
            try term.press("q")
            #expect(term.waitFor("1 decision waits in the undo window"), "\(term.screen())")
            try term.press("Enter")
            // Then: the client quits once it was sent, and the server recorded it once
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce, "\(recorded.text)")
        }

        @Test func theQuitQuestionFollowsTheWindowAndNeverOffersAnUndoThatIsGone() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: q inside a 3-second window
            let (sim, _, term, order) = try Self.approving(seconds: 3, orders: 6, seed: 45)
            defer { sim.stop() }
            try term.press("q")
            #expect(term.waitFor("1 decision waits in the undo window"), "\(term.screen())")
            // When: the window ends with the question open
            // Then: the question says it was sent, and offers no undo
            #expect(term.waitFor("Nothing waits in the undo window any more"), "\(term.screen())")
            #expect(!term.screen().contains("u undo"), "\(term.screen())")
            var sent = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            for _ in 0..<400 where !sent.decidedOnce {
                try await Task.sleep(nanoseconds: 50_000_000)
                sent = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            }
            #expect(sent.decidedOnce, "\(sent.text)")
            // When: u anyway
            try term.press("u")
            // Then: it says it is too late, and stays
            #expect(term.waitFor("too late, the decisions were sent"), "\(term.screen())")
            // When: Enter
            try term.press("Enter")
            // Then: quits, the order decided once
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce, "\(recorded.text)")
        }

        @Test func quittingWithUndoSendsNothing() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let (sim, _, term, order) = try Self.approving(seconds: 60, orders: 6, seed: 44)
            defer { sim.stop() }
            try term.press("q")
            #expect(term.waitFor("1 decision waits in the undo window"), "\(term.screen())")
            try term.press("u")
            #expect(term.waitFor("[exited] 0"), "\(term.screen())")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.throughAppStack == 0 && recorded.throughOrchestrations == 0, "\(recorded.text)")
        }

        @Test func aClientKilledInsideTheWindowLeavesTheDecisionForTheNextRunWhichSendsItOnce() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: an approval counting down
            let (sim, sandbox, term, order) = try Self.approving(seconds: 3, orders: 6, seed: 45)
            defer { sim.stop() }
            // When: SIGTERM (leaves at once, nothing asked)
            let shell = try #require(term.panePID())
            let pid = try #require(Int32(try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").first ?? ""))
            kill(pid, SIGTERM)
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            // Then: the next run (`signoff outbox`) sends it once its window has passed, and the server holds it once
            #expect(try waitUntil(timeout: 90) {
                let run = try ScriptCommandTests.signoff(["outbox"], sim, sandbox)
                return run.status == 0 && run.stdout.contains("Nothing is waiting to be sent.")
            })
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.decidedOnce, "\(recorded.text)")
        }

        @Test func aDecisionLeftInItsWindowByAKilledClientIsNeitherSentNorLostBeforeTheWindowEnds() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: an approval with a minute to go, and the client killed
            let (sim, sandbox, term, order) = try Self.approving(seconds: 60, orders: 6, seed: 46)
            defer { sim.stop() }
            let shell = try #require(term.panePID())
            let pid = try #require(Int32(try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").first ?? ""))
            kill(pid, SIGTERM)
            #expect(term.waitFor("[exited]"), "\(term.screen())")
            // When: another run passes over the outbox inside the window
            let run = try ScriptCommandTests.signoff(["outbox"], sim, sandbox)
            // Then: the decision is kept, said to wait in its window, and not sent
            #expect(run.stdout.contains("decision approve \(order.number): waiting in its undo window"), "\(run)")
            let recorded = try await DecisionRecord.of(sim, order.number, order.type, order.company)
            #expect(recorded.throughAppStack == 0 && recorded.throughOrchestrations == 0, "\(recorded.text)")
        }

        @Test func ordersDecidedTogetherAreTakenBackTogetherAndComeBackMarked() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: three marked orders approved together, inside a long window
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "47"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.undo-seconds": 60, "approvals.confirm-approve": false])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 6)
            let all = term.lines
            let header = try #require(all.firstIndex { $0.hasPrefix("  Order") })
            let orders = (0..<3).map { all[header + 1 + $0].dropFirst(2).split(separator: " ").prefix(3).map(String.init) }
            try term.press("Space", "Space", "Space")
            #expect(term.waitFor("3 marked"), "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("Approving 3 orders in"), "\(term.screen())")
            // When
            try term.press("u")
            // Then: all three back, marked as before, none recorded
            #expect(term.waitFor("Approval of 3 orders undone."), "\(term.screen())")
            #expect(term.waitFor("3 marked"), "\(term.screen())")
            let screen = term.screen()
            for order in orders {
                let recorded = try await DecisionRecord.of(sim, order[0], order[1], order[2])
                #expect(recorded.throughAppStack == 0 && recorded.throughOrchestrations == 0, "\(order): \(recorded.text)")
            }
            #expect(screen.contains("Orders awaiting approval (6)"), "\(screen)")
        }
    }
}
