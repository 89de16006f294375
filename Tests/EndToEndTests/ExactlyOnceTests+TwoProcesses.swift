import Foundation
import Testing

/// Two Signoff processes on the same store (the same HOME and XDG data): one approves eight orders while
/// the other logs in (and so sends the outbox it finds) and refreshes. The store stays intact and every
/// order is decided once, sent once.
extension EndToEnd.ExactlyOnceTests {
    @Test func twoProcessesOnOneStoreNeitherCorruptItNorSendTwice() async throws {
        try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
        // Given: one client on the home screen, and a server slow enough that its sends overlap the second client
        let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "41"])
        defer { sim.stop() }
        let sandbox = try Sandbox()
        let first = try TmuxTerminal.loggedIn(sim, sandbox, orders: 8)
        let orders = try (0..<8).map { try rowKey(first, $0) }
        try await sim.admin("faults", json: #"{"latencyMilliseconds": 300}"#)
        // When: the first approves all eight, and a second starts on the same store and refreshes
        try first.press("Space", "Space", "Space", "Space", "Space", "Space", "Space", "Space")
        #expect(first.waitFor("8 marked"), "\(first.screen())")
        try first.press("a")
        #expect(first.waitFor("Approve 8 orders"), "\(first.screen())")
        try first.press("Enter")
        let second = try CrashingClient(sim, sandbox, point: nil).term
        try second.press("R")
        // Then: both show an empty queue, and the server holds one decision per order
        #expect(first.waitFor("Orders awaiting approval (0)", timeout: 60), "\(first.screen())")
        try second.press("R")
        #expect(second.waitFor("Orders awaiting approval (0)", timeout: 60), "\(second.screen())")
        let storeFile = try #require(try shellOutput("find \(sandbox.path)/data -name signoff.sqlite").split(separator: "\n").first)
        let outboxRows = try shellOutput("sqlite3 \(storeFile) 'SELECT doco, state, attempts, sender, message FROM decision_outbox'")
        for order in orders {
            let decisions = DecisionRecord(try await sim.adminGet("orders/\(order)/000/decisions"))
            #expect(decisions.decidedOnce(through: "stock"), "\(order): \(decisions.text)\noutbox:\n\(outboxRows)")
        }
        try first.press("q")
        try second.press("q")
        #expect(first.waitFor("[exited] 0"), "\(first.screen())")
        #expect(second.waitFor("[exited] 0"), "\(second.screen())")
        // and the store is intact, with each decision claimed for sending exactly once
        let store = try #require(try shellOutput("find \(sandbox.path)/data -name signoff.sqlite").split(separator: "\n").first)
        #expect(try shellOutput("sqlite3 \(store) 'PRAGMA integrity_check'").trimmingCharacters(in: .whitespacesAndNewlines) == "ok")
        let outbox = try shellOutput("sqlite3 \(store) \"SELECT count(*), sum(attempts), sum(state IN ('confirmed', 'forwarded')) FROM decision_outbox\"")
        #expect(outbox.trimmingCharacters(in: .whitespacesAndNewlines) == "8|8|8", "count|sends|finished: \(outbox)")
        let senders = try shellOutput("sqlite3 \(store) \"SELECT group_concat(n) FROM (SELECT count(*) AS n FROM decision_outbox GROUP BY sender)\"")
        print("TWO PROCESSES: decisions sent per process \(senders.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    /// "4009/OP/00200" for data row `index` of the list.
    private func rowKey(_ term: TmuxTerminal, _ index: Int) throws -> String {
        let all = term.lines
        let header = try #require(all.firstIndex { $0.hasPrefix("    Order") || $0.hasPrefix("  Order") })
        let parts = all[header + 1 + index].split(separator: " ").filter { $0 != ">" }.prefix(3)
        return parts.joined(separator: "/")
    }
}
