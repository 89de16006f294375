import Foundation
import Testing
import TestSupport

/// A decision whose answer never arrives, and a client killed while it waits: after a restart the
/// server holds exactly one decision and the screen says so.
extension EndToEnd {
    @Suite struct ExactlyOnceTests {
        @Test(arguments: DecisionRecord.methods)
        func aClientKilledWhileItsDecisionIsInFlightSendsItExactlyOnce(through method: String) async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: a server that commits decisions and then goes silent (a reset noticed at once would let
            // the client settle the decision before it is killed)
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "12", "--decision-lost", "--decision-lost-after-ms", "60000"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.decide(through: method)
            let command = "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO"
            let first = try TmuxTerminal(width: 200, height: 50, command: command, environment: sandbox.environment)
            #expect(first.waitFor("Password"), "\(first.screen())")
            try first.type("demo")
            try first.press("Enter")
            #expect(first.waitFor("Orders awaiting approval (4)"), "\(first.screen())")
            let line = try #require(first.screen().split(separator: "\n").first { $0.isCursorRow })
            let parts = line.dropFirst(2).split(separator: " ").prefix(3).map(String.init)
            // When: the approval is sent, and the client is killed while it waits for the lost answer
            try first.press("a")
            #expect(first.waitFor("You are about to APPROVE"), "\(first.screen())")
            try first.press("Enter")
            #expect(waitUntil { first.screen().contains("Sending the approval") || first.screen().contains(": sending") }, "\(first.screen())")
            let path = "orders/\(parts[0])/\(parts[1])/\(parts[2])/000/decisions"
            #expect(try await waitForAcceptance(sim, path), "the server never recorded the decision")
            let shell = try #require(first.panePID())
            let pid = try #require(Int32(try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").first ?? ""))
            kill(pid, SIGKILL)
            #expect(first.waitFor("[exited]"), "\(first.screen())")
            // Then: the next start finds the decision, checks it on the server, and does not send it again
            let second = try TmuxTerminal(width: 200, height: 50, command: command, environment: sandbox.environment)
            #expect(second.waitFor("Password"), "\(second.screen())")
            try second.type("demo")
            try second.press("Enter")
            #expect(second.waitFor("Order \(parts[0]) \(parts[1]) \(parts[2]) approved", timeout: 40), "\(second.screen())")
            #expect(second.waitFor("Orders awaiting approval (3)"), "\(second.screen())")
            let decisions = DecisionRecord(try await sim.adminGet(path))
            #expect(decisions.decidedOnce(through: method), "\(decisions.text)")
        }

        func waitForAcceptance(_ sim: SimulatorProcess, _ path: String) async throws -> Bool {
            for _ in 0..<200 {
                if DecisionRecord(try await sim.adminGet(path)).decidedOnce { return true }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            return false
        }
    
        @Test(arguments: DecisionRecord.methods)
        func aDecisionWhoseAnswerIsLostIsCheckedAndShownOnce(through method: String) async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: every decision is committed and then its answer is lost; the client waits 2 s for answers
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "13", "--decision-lost"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["connection.timeout": 2, "approvals.method": method])
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 4)
            let order = try term.selectedOrder()
            let parts = [order.number, order.type, order.company]
            // When
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.press("Enter")
            // Then: shown as done once the server's rows say so, and recorded exactly once
            #expect(term.waitFor("Order \(parts[0]) \(parts[1]) \(parts[2]) approved"), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (3)"), "\(term.screen())")
            let decisions = try await DecisionRecord.of(sim, parts[0], parts[1], parts[2])
            #expect(decisions.decidedOnce(through: method), "\(decisions.text)")
        }
    }
}

