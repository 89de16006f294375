import Foundation
import Testing
import TestSupport

/// The client killed with SIGKILL at each point of a decision (through the orchestrations and through
/// P43081) and of an approver note (`SIGNOFF_CRASH_AT`, see `Sources/Resources/FaultInjection/CrashPoint.swift`):
/// after a restart and login the server holds exactly one decision or note, and the app says it is done
/// (read in `:messages`, so that a message that faded before the screen was read is not missed).
extension EndToEnd.ExactlyOnceTests {
    typealias Stock = EndToEnd.StockDecisionTerminalTests

    /// Each point under each method (`approvals.method`); `decision.after-review` is reached through P43081 only.
    static let decisionCrashes: [(point: String, method: String)] =
        ["decision.before-send", "decision.after-send", "decision.after-answer", "decision.before-local-update"]
            .map { ($0, "orchestration") }
        + ["decision.before-send", "decision.after-send", "decision.after-review", "decision.after-answer",
           "decision.before-local-update"].map { ($0, "stock") }

    @Test(arguments: decisionCrashes)
    func aDecisionSurvivesTheClientKilledAt(_ point: String, _ method: String) async throws {
        try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
        // Given: a client that kills itself at `point`, deciding through `method`
        let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "31"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        try sandbox.writeConfig(["approvals.method": method])
        let stock = method == "stock"
        let accepted = stock ? "appStackDecisionsAccepted" : "orchestrationDecisionsAccepted"
        let crashing = try CrashingClient(sim, sandbox, point: point)
        #expect(crashing.term.waitFor("Orders awaiting approval (4)"), "\(crashing.term.screen())")
        let order = try crashing.term.selectedOrder()
        let path = "orders/\(order.number)/\(order.type)/\(order.company)/000/decisions"
        // When: the approval is confirmed (with the server slower than the kill for after-send)
        if point.hasSuffix("after-send") { try await sim.admin("faults", json: #"{"latencyMilliseconds": 2500}"#) }
        try crashing.term.press("a")
        #expect(crashing.term.waitFor("You are about to APPROVE"), "\(crashing.term.screen())")
        try crashing.term.press("Enter")
        #expect(crashing.term.waitFor("[exited] 137"), "killed by SIGKILL: \(crashing.term.screen())")
        if point.hasSuffix("after-send") {
            // the request was on the wire and not committed when the client died; the server carries it out
            // afterwards: the orchestration's decision, or P43081's first step (a stack of the dead session)
            #expect(try await sim.adminGet(path).contains("\"\(accepted)\":0"))
            if stock {
                #expect(try await eventually(10, every: .milliseconds(50)) { try await Stock.openStacks(sim).open == 1 },
                        "the open never reached the server")
            }
            try await sim.admin("faults/reset")
            if !stock { #expect(try await waitForAcceptance(sim, path), "the request never reached the server") }
        }
        // P43081's stacks the dead process left: its session (token) lives on, so they stay open until it ends.
        let leftByTheKill = try await Stock.openStacks(sim)
        let stackLeft = stock && (point.hasSuffix("after-send") || point.hasSuffix("after-review"))
        #expect(leftByTheKill.open == (stackLeft ? 1 : 0), "\(point): \(leftByTheKill.text)")
        // Then: the restarted client finds the decision, learns the truth from the server, and shows it
        // (the queue read at login shows 3 or 4 orders, depending on whether the server had committed)
        let again = try CrashingClient(sim, sandbox, point: nil).term
        #expect(try again.said("Order \(order.number) \(order.type) \(order.company) approved"), "\(again.screen())")
        #expect(again.waitFor("Orders awaiting approval (3)"), "\(again.screen())")
        let decisions = try await sim.adminGet(path)
        #expect(decisions.contains("\"\(accepted)\":1"), "\(point) \(method): \(decisions)")
        // and it left no stack of its own: only the dead session's (if any) are open
        let open = try await Stock.openStacks(sim)
        #expect(open.ids.isSubset(of: leftByTheKill.ids), "\(point) \(method): before \(leftByTheKill.text), after \(open.text)")
    }

    @Test(arguments: ["note.before-send", "note.after-send", "note.after-answer", "note.before-local-update"])
    func aNoteSurvivesTheClientKilledAt(_ point: String) async throws {
        try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
        // Given
        let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "32"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        let crashing = try CrashingClient(sim, sandbox, point: point)
        #expect(crashing.term.waitFor("Orders awaiting approval (4)"), "\(crashing.term.screen())")
        let order = try crashing.term.selectedOrder()
        let path = "orders/\(order.number)/\(order.type)/\(order.company)/000/media"
        let text = "Checked with the buyer (\(point))"
        // When
        if point.hasSuffix("after-send") { try await sim.admin("faults", json: #"{"latencyMilliseconds": 2500}"#) }
        try crashing.term.press("A")
        #expect(crashing.term.waitFor("Approver note"), "\(crashing.term.screen())")
        try crashing.term.type(text)
        try crashing.term.press("Enter")
        #expect(crashing.term.waitFor("[exited] 137"), "killed by SIGKILL: \(crashing.term.screen())")
        if point.hasSuffix("after-send") {
            #expect(!(try await sim.adminGet(path).contains(text)), "not stored before the client died")
            try await sim.admin("faults/reset")
            #expect(try await eventually(10, every: .milliseconds(50)) { try await sim.adminGet(path).contains(text) }, "the request never reached the server")
        }
        // Then
        let again = try CrashingClient(sim, sandbox, point: nil).term
        #expect(try again.said("Note added to order \(order.number) \(order.type) \(order.company)"), "\(again.screen())")
        let media = try await sim.adminGet(path)
        #expect(media.components(separatedBy: text).count - 1 == 1, "\(point): \(media)")
    }

    @Test func aNoteStoredByTheServerWhoseAnswerIsLostIsNotAddedTwiceAfterACrash() async throws {
        try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
        // Given: a server that stores the note and then drops every answer
        let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "33"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        let first = try CrashingClient(sim, sandbox, point: nil).term
        let order = try first.selectedOrder()
        let path = "orders/\(order.number)/\(order.type)/\(order.company)/000/media"
        let text = "Checked with the buyer (answer lost)"
        try first.press("A")
        #expect(first.waitFor("Approver note"), "\(first.screen())")
        try first.type(text)
        try await sim.admin("faults", json: #"{"dropRate": 1}"#)
        try first.press("Enter")
        // When: the server committed it, and the client is killed before it learnt so
        #expect(try await eventually(10, every: .milliseconds(50)) { try await sim.adminGet(path).contains(text) }, "the server never stored the note")
        let shell = try #require(first.panePID())
        let pid = try #require(Int32(try shellOutput("pgrep -P \(shell) -x signoff").split(separator: "\n").first ?? ""))
        kill(pid, SIGKILL)
        #expect(first.waitFor("[exited] 137"), "\(first.screen())")
        try await sim.admin("faults/reset")
        // Then: the next start finds it on the server and does not send it again
        let again = try CrashingClient(sim, sandbox, point: nil).term
        #expect(try again.said("Note added to order \(order.number) \(order.type) \(order.company)"), "\(again.screen())")
        let media = try await sim.adminGet(path)
        #expect(media.components(separatedBy: text).count - 1 == 1, "\(media)")
    }
}

/// `signoff` logged in as DEMO on the home screen, with `SIGNOFF_CRASH_AT` set to a crash point (or not).
struct CrashingClient {
    let term: TmuxTerminal

    init(_ sim: SimulatorProcess, _ sandbox: Sandbox, point: String?) throws {
        var environment = sandbox.environment
        environment["SIGNOFF_CRASH_AT"] = point
        term = try TmuxTerminal(width: 200, height: 50, command: "\(Binaries.signoff) --server \(sim.baseURL) --user DEMO",
                                environment: environment)
        #expect(term.waitFor("Password"), "\(term.screen())")
        try term.type("demo")
        try term.press("Enter")
        #expect(term.waitFor("Orders awaiting approval ("), "\(term.screen())")
    }
}
