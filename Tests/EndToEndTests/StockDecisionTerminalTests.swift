import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// Decisions through the stock application P43081 (`approvals.method` stock, contract §5.2) with the real
    /// binaries: on the screen and from scripts, checked on the simulator (`appStackDecisionsAccepted`), and
    /// every one ending with no application stack open (`GET /admin/stacks`).
    @Suite struct StockDecisionTerminalTests {
        typealias Commands = ScriptCommandTests
        typealias Order = (number: String, type: String, company: String)

        static let stock: [String: String] = ["approvals.method": "stock"]

        /// The ids of a `--moved-ids` site (docs/SIMULATOR.md, "The forms and their ids"; `signoff-ais --help`).
        static let movedIds: [String: String] = [
            "approvals.method": "stock", "approvals.p43081.find": "16", "approvals.p43081.review": "119",
            "approvals.p43081.approve": "97", "approvals.p43081.reject": "98",
            "approvals.p43081.order-number-column": "31", "approvals.p43081.order-type-column": "32",
            "approvals.p43081.header-order-number": "11", "approvals.p43081.header-order-type": "12",
            "approvals.p43081.header-order-company": "30",
        ]

        /// The order's record on the simulator: decisions accepted through the application stack and through
        /// the orchestrations, and the record's text.
        static func record(_ sim: SimulatorProcess, _ order: Order) async throws
            -> (appStack: Int, orchestration: Int, text: String) {
            let text = try await sim.adminGet("orders/\(order.number)/\(order.type)/\(order.company)/000/decisions")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
            let count = { (key: String) in json[key] as? Int ?? -1 }
            return (count("appStackDecisionsAccepted"), count("orchestrationDecisionsAccepted"), text)
        }

        /// The application stacks open on the simulator, by `stackId` (`GET /admin/stacks`).
        static func openStacks(_ sim: SimulatorProcess) async throws -> (open: Int, ids: Set<Int>, text: String) {
            let text = try await sim.adminGet("stacks")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
            let ids = (json["stacks"] as? [[String: Any]] ?? []).compactMap { $0["stackId"] as? Int }
            return (json["open"] as? Int ?? -1, Set(ids), text)
        }

        /// The queue as `signoff queue --json` prints it: each order's key.
        static func queue(_ sim: SimulatorProcess, _ sandbox: Sandbox) throws -> [Order] {
            let result = try Commands.signoff(["queue", "--json"], sim, sandbox)
            let orders = try #require(try Commands.json(result.stdout)["orders"] as? [[String: Any]], "\(result)")
            return orders.compactMap { o in
                guard let number = o["order"] as? Int, let type = o["type"] as? String, let company = o["company"] as? String
                else { return nil }
                return (String(number), type, company)
            }
        }

        @Test func approvesOneOrderOnTheScreenThroughP43081() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "10", "--seed", "5"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(Self.stock)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 10)
            let order = try term.selectedOrder()
            // When
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.press("Enter")
            // Then: said, gone from the list, one decision through the application stack, no stack left open
            #expect(term.waitFor("Order \(order.number) \(order.type) \(order.company) approved"), "\(term.screen())")
            #expect(term.waitFor("Orders awaiting approval (9)"), "\(term.screen())")
            let record = try await Self.record(sim, order)
            #expect(record.appStack == 1 && record.orchestration == 0, "\(record.text)")
            #expect(record.text.contains("\"source\":\"appstack\""), "\(record.text)")
            let stacks = try await Self.openStacks(sim)
            #expect(stacks.open == 0, "\(stacks.text)")
        }

        @Test func approvesTwentyFourMarkedOrdersThroughP43081() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: 24 orders (some above DEMO's limit), more than the 16 stacks a session may keep open
            let sim = try SimulatorProcess(arguments: ["--orders", "24", "--seed", "64"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(Self.stock)
            let orders = try Self.queue(sim, try Sandbox())
            #expect(orders.count == 24)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 24)
            // When: Space on every row, a, Enter
            try term.tmux(["send-keys", "-t", term.session] + Array(repeating: "Space", count: 24))
            #expect(term.waitFor("24 marked"), "\(term.screen())")
            try term.press("a")
            #expect(term.waitFor("Approve 24 orders"), "\(term.screen())")
            try term.press("Enter")
            // Then: one line sums up all 24, each decided once through the application stack, none left open
            let isSummary = { (line: String) in line.contains("24 orders: ") && !line.contains("Approving") }
            #expect(waitUntil(timeout: 120) { term.lines.contains(where: isSummary) }, "\(term.screen())")
            let summary = term.lines.first(where: isSummary) ?? ""
            #expect(summary.contains("approved"), "\(summary)")
            print("24 approvals through P43081: \(summary.trimmingCharacters(in: .whitespaces))")
            #expect(term.waitFor("Orders awaiting approval (0)"), "\(term.screen())")
            for order in orders {
                let record = try await Self.record(sim, order)
                #expect(record.appStack == 1 && record.orchestration == 0, "\(order): \(record.text)")
            }
            let stacks = try await Self.openStacks(sim)
            #expect(stacks.open == 0, "\(stacks.text)")
        }

        @Test func signoffRejectsTwoLinesAndThenApprovesTheRest() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "81"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(Self.stock)
            // Given: an order of 4 lines of 250.00 each, within DEMO's limit
            let added = try Commands.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "lines": 4}"#))
            let number = try #require(added["order"] as? Int, "\(added)")
            let order: Order = (String(number), "OP", "00200")
            // When: lines 2 and 3 rejected (a reason: this site has 43/RR codes, which the command asks for)
            let rejected = try Commands.signoff(["reject", order.number, "--lines", "2,3", "--reason", "PR",
                                                 "--remark", "two lines", "--json"], sim, sandbox)
            // Then: the results name the lines; the order still awaits the others; its remark went as an attachment
            #expect(rejected.status == 0, "\(rejected)")
            let results = try Commands.json(rejected.stdout)["results"] as? [[String: Any]]
            let result = try #require(results?.first, "\(rejected)")
            #expect(result["order"] as? Int == number && result["outcome"] as? String == "rejected", "\(result)")
            #expect(result["lines"] as? [Double] == [2, 3], "\(result)")
            let queued = try Commands.signoff(["queue", "--json"], sim, sandbox)
            let row = (try Commands.json(queued.stdout)["orders"] as? [[String: Any]])?.first { $0["order"] as? Int == number }
            #expect(row != nil, "the order awaits its other lines: \(queued)")
            #expect(row?["rejectedLines"] as? Int == 2 && row?["lines"] as? Int == 4, "\(String(describing: row))")
            let afterLines = try await Self.record(sim, order)
            #expect(afterLines.appStack == 1, "\(afterLines.text)")
            #expect(afterLines.text.contains("\"action\":\"reject lines\""), "\(afterLines.text)")
            let media = try await sim.adminGet("orders/\(order.number)/OP/00200/000/media")
            #expect(media.components(separatedBy: "two lines").count - 1 == 1, "\(media)")
            // When: the rest approved
            let approved = try Commands.signoff(["approve", order.number], sim, sandbox)
            // Then
            #expect(approved.status == 0 && approved.stdout.contains("\(order.number)  approved"), "\(approved)")
            #expect(!(try Self.queue(sim, sandbox).contains { $0.number == order.number }))
            let afterAll = try await Self.record(sim, order)
            #expect(afterAll.appStack == 2 && afterAll.orchestration == 0, "\(afterAll.text)")
            #expect(afterAll.text.contains("\"approvalStatus\":\"1A\""), "\(afterAll.text)")
            let stacks = try await Self.openStacks(sim)
            #expect(stacks.open == 0, "\(stacks.text)")
        }

        @Test func linesNeedTheStockMethodAndNothingIsSentWithout() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "82"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(["approvals.method": "orchestration"])
            let order = try #require(try Self.queue(sim, sandbox).first)
            _ = try await sim.admin("requests/reset")
            // When
            let result = try Commands.signoff(["approve", order.number, "--lines", "1"], sim, sandbox)
            // Then: a usage error that names the method, and no decision of any kind reached the server
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("approvals.method stock"), "\(result)")
            #expect(result.stderr.contains("Nothing was sent"), "\(result)")
            let requests = try Commands.json(try await sim.adminGet("requests"))
            #expect(requests["orchestrator"] as? Int == 0 && requests["appstack"] as? Int == 0, "\(requests)")
            let record = try await Self.record(sim, order)
            #expect(record.appStack == 0 && record.orchestration == 0, "\(record.text)")
            #expect(try Self.queue(sim, sandbox).count == 3)
        }

        @Test func aSiteWhoseIdsMovedIsToldWhichSettingAndDecidesOnceTheyAreSet() async throws {
            // Given: a site whose P43081 version moved every id, and the standard ids in the settings
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "83", "--moved-ids"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.writeConfig(Self.stock)
            let order = try #require(try Self.queue(sim, sandbox).first)
            // When
            let refused = try Commands.signoff(["approve", order.number], sim, sandbox)
            // Then: refused, naming the setting to change; nothing decided, no stack left open
            #expect(refused.status != 0, "\(refused)")
            #expect(refused.stdout.contains("\(order.number)  refused"), "\(refused)")
            #expect(refused.stdout.contains("approvals.p43081."), "\(refused)")
            let before = try await Self.record(sim, order)
            #expect(before.appStack == 0 && before.orchestration == 0, "\(before.text)")
            #expect(try await Self.openStacks(sim).open == 0)
            // When: the site's ids are set
            try sandbox.writeConfig(Self.movedIds)
            let approved = try Commands.signoff(["approve", order.number, "--json"], sim, sandbox)
            // Then
            #expect(approved.status == 0, "\(approved)")
            let outcome = (try Commands.json(approved.stdout)["results"] as? [[String: Any]])?.first?["outcome"] as? String
            #expect(outcome == "approved" || outcome == "forwarded", "\(approved)")
            let after = try await Self.record(sim, order)
            #expect(after.appStack == 1 && after.orchestration == 0, "\(after.text)")
            let stacks = try await Self.openStacks(sim)
            #expect(stacks.open == 0, "\(stacks.text)")
        }
    }
}
