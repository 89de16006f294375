import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// The budget beside an order's lines against the real binaries (the figures themselves are held to
    /// contract §4.2's recipe from the simulator's rows by `BudgetWorkerTests`): an order with a line over its
    /// account's budget says by how much, on screen as in `show --json`; an order of inventory lines only
    /// shows none; a budget approval says so; a site that refuses F0902 is told, and the doctor warns.
    @Suite struct BudgetTerminalTests {
        static func amount(_ value: Double) -> String { NumberFormatting.amount(value) }

        @Test func anOrderOverBudgetSaysByHowMuchAsTheRecipeComputesOnScreenAndInShowJSON() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "1"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // Given: each awaiting order's budget as `show --json` gives it
            let queue = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox).stdout)
            let numbers = try #require(queue["orders"] as? [[String: Any]]).compactMap { $0["order"] as? Int }
            var overOrder: (number: Int, account: [String: Any])?
            var inventoryOnly: Int?
            for number in numbers where overOrder == nil || inventoryOnly == nil {
                let shown = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["show", String(number), "--json"], sim, sandbox).stdout)
                guard let budget = shown["budget"] as? [String: Any] else {
                    if inventoryOnly == nil { inventoryOnly = number }
                    continue
                }
                let accounts = budget["accounts"] as? [[String: Any]] ?? []
                if overOrder == nil, let over = accounts.first(where: { ($0["over"] as? Double ?? 0) > 0 }) { overOrder = (number, over) }
            }
            let (number, account) = try #require(overOrder, "no order of DEMO's queue goes over a budget")
            // Then: "over" is what this order's lines come to beyond what the account has available
            let available = try #require(account["available"] as? Double)
            let thisOrder = try #require(account["thisOrder"] as? Double)
            #expect(abs((account["over"] as? Double ?? 0) - (thisOrder - available)) < 0.005, "\(account)")
            #expect(abs(available - ((account["budget"] as? Double ?? 0) - (account["actual"] as? Double ?? 0)
                                     - (account["committed"] as? Double ?? 0))) < 0.005, "\(account)")
            // And on screen, beside the order's lines, in the user's numbers
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 40, height: 60)
            try term.run("po \(number)", until: "Order \(number)")
            let words = "this order \(Self.amount(thisOrder)) of \(Self.amount(available)) available: over by \(Self.amount(thisOrder - available))"
            #expect(term.waitFor(words), "\(words)\n\(term.screen())")
            #expect(term.waitFor("Budget"), "\(term.screen())")
            #expect(term.screen().contains("approximate"), "\(term.screen())")
            // And an order of inventory lines only shows no budget
            if let inventoryOnly {
                try term.run("po \(inventoryOnly)", until: "Order \(inventoryOnly)")
                #expect(waitUntil { !term.screen().contains("available:") }, "\(term.screen())")
            }
        }

        @Test func aBudgetApprovalSaysSoInTheListAndQueueJSON() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "12", "--seed", "7"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let queue = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox).stdout)
            let orders = try #require(queue["orders"] as? [[String: Any]])
            let budgetApprovals = orders.filter { $0["budgetApproval"] as? Bool == true }.compactMap { $0["order"] as? Int }
            try #require(!budgetApprovals.isEmpty && budgetApprovals.count < orders.count, "\(orders)")
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 12)
            let row = { (n: Int) in term.lines.first { $0.contains("\(n) OP ") } ?? "" }
            #expect(waitUntil { row(budgetApprovals[0]).contains("budget · ") }, "\(term.screen())")
            let monetary = try #require(orders.first { $0["budgetApproval"] as? Bool == false }?["order"] as? Int)
            #expect(!row(monetary).contains("budget · "), "\(term.screen())")
        }

        @Test func aSiteThatRefusesTheBalancesIsToldOnceAndTheDoctorWarns() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "20", "--seed", "1", "--forbid-table", "F0902"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // show --json says the budget is not readable here, and the doctor warns without failing
            let queue = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["queue", "--json"], sim, sandbox).stdout)
            var unreadable: String?
            for number in try #require(queue["orders"] as? [[String: Any]]).compactMap({ $0["order"] as? Int }) where unreadable == nil {
                let shown = try ScriptCommandTests.json(try ScriptCommandTests.signoff(["show", String(number), "--json"], sim, sandbox).stdout)
                unreadable = (shown["budget"] as? [String: Any])?["unreadable"] as? String
            }
            #expect(unreadable?.isEmpty == false)
            let doctor = try ScriptCommandTests.signoff(["doctor"], sim, sandbox)
            #expect(doctor.status == 0, "\(doctor)")
            #expect(doctor.stdout.contains("optional: grant read access to F0902"), "\(doctor.stdout)")
        }
    }
}
