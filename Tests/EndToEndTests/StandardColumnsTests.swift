import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Contract §4.1 against the simulator in its strict default, which refuses (and counts) a read naming a
    /// column its table lacks, as a real AIS server cannot answer for one: every command, both decision
    /// methods, lines too, forwarding, and the terminal's preload and refresh name none.
    @Suite struct StandardColumnsTests {
        typealias Commands = ScriptCommandTests

        /// The columns the simulator refused (or left out) since it started, by `TABLE.ALIAS`.
        static func refused(_ sim: SimulatorProcess) async throws -> [String: Int] {
            try Commands.json(try await sim.adminGet("requests"))["refusedColumns"] as? [String: Int] ?? ["(no refusedColumns in the answer)": 1]
        }

        /// Runs `signoff ARGS`, expects `status`, and then that no column was refused.
        @discardableResult
        static func run(_ arguments: [String], _ sim: SimulatorProcess, _ sandbox: Sandbox,
                        status: Int32 = 0) async throws -> (status: Int32, stdout: String, stderr: String) {
            let result = try Commands.signoff(arguments, sim, sandbox)
            #expect(result.status == status, "\(arguments): \(result)")
            let refused = try await refused(sim)
            #expect(refused.isEmpty, "signoff \(arguments.joined(separator: " ")) named columns the site's tables lack: \(refused)")
            return result
        }

        @Test func everyCommandAndBothMethodsNameOnlyStandardColumns() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "12", "--seed", "61"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.enableForwarding()
            // The queue, an order, its lines
            try await Self.run(["sync"], sim, sandbox)
            let queue = try Commands.json(try await Self.run(["queue", "--json"], sim, sandbox).stdout)
            let orders = try #require(queue["orders"] as? [[String: Any]], "\(queue)")
            #expect(orders.count == 12)
            let numbers = orders.compactMap { $0["order"] as? Int }.map(String.init)
            let many = try #require(orders.first { ($0["lines"] as? Int ?? 0) >= 2 }?["order"] as? Int, "\(orders)")
            let shown = try Commands.json(try await Self.run(["show", String(many), "--json"], sim, sandbox).stdout)
            let item = try #require((shown["lines"] as? [[String: Any]])?.first?["item"] as? String, "\(shown)")
            let others = numbers.filter { $0 != String(many) }
            // Decisions through P43081 (the default): an order, then one line of another
            try await Self.run(["approve", others[0]], sim, sandbox)
            try await Self.run(["reject", String(many), "--lines", "1", "--reason", "PR", "--remark", "one line"], sim, sandbox)
            // Through the orchestrations, and a forward
            try sandbox.decide(through: "orchestration")
            try await Self.run(["approve", others[1], "--remark", "agreed"], sim, sandbox)
            try await Self.run(["reject", others[2], "--reason", "PR", "--remark", "too dear"], sim, sandbox)
            try await Self.run(["forward", others[3], "--to", "4245"], sim, sandbox)
            // What was decided, the stock, the site check
            let history = try Commands.json(try await Self.run(["history", "--json"], sim, sandbox).stdout)
            #expect((history["decisions"] as? [Any])?.isEmpty == false, "\(history)")
            try await Self.run(["inventory", item, "--json"], sim, sandbox)
            let doctor = try await Self.run(["doctor", "--json"], sim, sandbox)
            #expect(!doctor.stdout.contains("has no"), "\(doctor.stdout)")
            // A watch's refreshes
            let watch = try WatchCommandTests.Watch(["--interval", "1", "--json"], sim, sandbox)
            #expect(try await WatchCommandTests.refreshes(4, after: sim), "\(watch.output)")
            #expect(watch.stop() == 0, "\(watch.output)")
            let afterWatch = try await Self.refused(sim)
            #expect(afterWatch.isEmpty, "signoff watch: \(afterWatch)")
        }

        @Test func theTerminalsPreloadAndRefreshNameOnlyStandardColumns() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "9", "--seed", "62"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When: a first login preloads, the order beside the list is read, and R refreshes
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 9)
            #expect(waitUntil(timeout: 40) { !term.lines.contains { $0.contains("order lines") } }, "\(term.screen())")
            try term.press("R")
            #expect(term.waitFor("Queue refreshed"), "\(term.screen())")
            // Then
            let refused = try await Self.refused(sim)
            #expect(refused.isEmpty, "\(refused)")
        }

        @Test func aQueueThatCouldNotBeReadWithNothingStoredBeforeExitsWithTheReason() async throws {
            // Given: this site's F4209 refused as a whole (not granted), and an empty store
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "63", "--forbid-table", "F4209"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When
            let queue = try Commands.signoff(["queue"], sim, sandbox)
            // Then: no "0 orders" with success, but the reason and a failing exit
            #expect(queue.status == 5, "\(queue)")
            #expect(!queue.stdout.contains("0 orders awaiting approval"), "\(queue)")
            #expect(queue.stderr.contains("nothing was stored before"), "\(queue)")
        }
    }
}
