import Foundation
import TestSupport
import Testing

/// The client against `signoff-ais` in its default shapes, the ones real AIS servers send (contract §9):
/// `yyyyMMdd` dates, `null` and `" "` blanks, object-shaped refusals, sessions that end on the server's
/// schedule, answers lost to a reset connection.
extension EndToEnd {
    @Suite struct RealServerShapesTests {
        typealias Commands = ScriptCommandTests

        /// `signoff` logged in as `user` (the demo password), once the password has been sent.
        static func loggingIn(as user: String, _ sim: SimulatorProcess, _ sandbox: Sandbox, width: Int = 200, height: Int = 50) throws -> TmuxTerminal {
            let term = try TmuxTerminal(width: width, height: height, command: "\(Binaries.signoff) --server \(sim.baseURL) --user \(user)",
                                        environment: sandbox.environment)
            #expect(term.waitFor("Password"), "\(term.screen())")
            try term.type("demo")
            try term.press("Enter")
            return term
        }

        @Test func aUserWithADayFirstFormatAndADecimalCommaSeesDatesWaitingAndAmountsInThem() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: MARIE (dd/MM/yyyy, decimal comma) with orders awaiting her
            let sim = try SimulatorProcess(arguments: ["--orders", "60", "--seed", "61"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            // When
            let term = try Self.loggingIn(as: "MARIE", sim, sandbox)
            #expect(term.waitFor("Orders awaiting approval ("), "\(term.screen())")
            // Then: every row has a day-first date, a waiting time and an amount written 80.000,00
            let rows = term.lines.filter { $0.isCursorRow || $0.hasPrefix("  ") }.filter { $0.contains(" OP ") }
            #expect(!rows.isEmpty, "\(term.screen())")
            let date = try Regex(#"\b(0[1-9]|[12]\d|3[01])/(0[1-9]|1[0-2])/20\d\d\b"#)
            let amount = try Regex(#"\b\d{1,3}(\.\d{3})*,\d{2}\b"#)
            let waiting = try Regex(#"\b\d+ ?d\b"#)
            for row in rows {
                #expect(row.contains(date), "no dd/MM/yyyy date: \(row)")
                #expect(row.contains(amount), "no 80.000,00 amount: \(row)")
                #expect(row.contains(waiting), "no waiting time: \(row)")
            }
        }

        /// Through an orchestration the form error sits inside the refusal's message object (§9); through
        /// P43081 it is the form's own error (§5.2): both show the form's words.
        @Test(arguments: DecisionRecord.methods)
        func aRefusedApprovalShowsTheFormErrorsText(through method: String) throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: the server refuses every decision on the first order with a form error (an order on hold)
            let probe = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "62"])
            let first = try #require((try Commands.json(try Commands.signoff(["queue", "--json"], probe, try Sandbox()).stdout)["orders"] as? [[String: Any]])?
                .compactMap { $0["order"] as? Int }.max())
            probe.stop()
            let sim = try SimulatorProcess(arguments: ["--orders", "5", "--seed", "62", "--refuse-order", String(first)])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.decide(through: method)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 5)
            #expect(waitUntil { term.selectedOrderNumber == String(first) }, "\(term.screen())")
            // When
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            try term.press("Enter")
            // Then: the reason from inside the refusal's message object, not the generic service message
            #expect(term.waitFor(method == "stock" ? "is on hold and cannot be approved" : "Order is on hold"), "\(term.screen())")
            #expect(!term.screen().contains("App Stack Exception"), "\(term.screen())")
        }

        @Test func aUserWithNoAddressNumberIsToldSoAtLoginAndByCommands() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            let sim = try SimulatorProcess(arguments: ["--orders", "3"])
            defer { sim.stop() }
            // Given / When: NOADDR logs in on the screen
            let term = try Self.loggingIn(as: "NOADDR", sim, try Sandbox())
            // Then: said in words, and no queue is shown
            #expect(term.waitFor("NOADDR has no address"), "\(term.screen())")
            #expect(!term.screen().contains("Orders awaiting approval"))
            // And every command says so, with exit 3
            let sandbox = try Sandbox()
            for command in [["queue"], ["sync"], ["approve", "4001"]] {
                let argv = [Binaries.signoff] + command + ["--server", sim.baseURL, "--user", "NOADDR", "--password-stdin"]
                var env: [String: String?] = sandbox.environment.mapValues { $0 }
                env["SIGNOFF_PASSWORD"] = .some(nil)
                let result = try Spawn.command(argv, input: "demo\n", environment: env)
                #expect(result.status == 3, "\(command): \(result)")
                #expect(result.stderr.contains("has no address number"), "\(command): \(result)")
            }
        }

        @Test func thePreloadCompletesWhenTheSessionEndsEverySixRequestsAskingOncePerEnd() throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: every token dies after 6 requests; a preload needs far more
            let sim = try SimulatorProcess(arguments: ["--orders", "40", "--seed", "63", "--token-uses", "6", "--max-page-size", "10"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let term = try TmuxTerminal.loggingIn(sim, sandbox)
            // When: the password is typed at each prompt
            var prompts = 0
            let home = "Orders awaiting approval (40)"
            let finished = try waitUntil(timeout: 180) {
                let screen = term.screen()
                if screen.contains(home) { return true }
                if screen.contains("Session expired"), !screen.contains("Logging in…"), !screen.contains("•") {
                    prompts += 1
                    try term.type("demo")
                    try term.press("Enter")
                    _ = waitUntil(timeout: 10) { !term.screen().contains("•") }
                }
                return false
            }
            // Then: the home screen with every order, nothing failed, one prompt per session end
            #expect(finished, "\(term.screen())")
            #expect(!term.screen().contains("Could not load"), "\(term.screen())")
            #expect(prompts >= 2, "the token should have ended several times: \(prompts) prompts")
            print("preload with tokens of 6 requests: \(prompts) password prompts")
        }

        @Test func aMassApprovalWhoseFirstAnswerIsLostToAResetSettlesAtOnceAndSumsUpEveryOutcome() async throws {
            try #require(EndToEnd.LoginFlowTests.toolsPresent, "tmux is needed: make test installs it")
            // Given: 24 orders; the first decision is carried out and its connection reset before the answer;
            // the longest request timeout (300 s), so that a reset noticed only at the timeout could not pass
            // however slow the machine (the figure itself is printed: 0.06-0.18 s on an idle one)
            let sim = try SimulatorProcess(arguments: ["--orders", "24", "--seed", "64", "--reset-decisions", "1"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            #expect(try Commands.signoff(["settings", "set", "connection.timeout", "300"], nil, sandbox, password: nil).status == 0)
            let orders = try #require(try Commands.json(try Commands.signoff(["queue", "--json"], sim, try Sandbox()).stdout)["orders"] as? [[String: Any]])
            #expect(orders.count == 24)
            let term = try TmuxTerminal.loggedIn(sim, sandbox, orders: 24)
            // When: every order is marked and approved
            try term.press("*")
            try term.press("a")
            #expect(term.waitFor("You are about to APPROVE"), "\(term.screen())")
            let started = Date()
            try term.press("Enter")
            // Then: one line sums up all 24, naming the forward, well before any timeout
            let summaryShown = waitUntil(timeout: 240) { term.lines.contains { $0.contains("24 orders: ") && !$0.contains("Approving") } }
            let seconds = Date().timeIntervalSince(started)
            #expect(summaryShown, "\(term.screen())")
            print("24 approvals, the first answer lost to a reset: settled in \(String(format: "%.2f", seconds)) s")
            #expect(seconds < 240, "settled in \(seconds) s")
            let summary = term.lines.first { $0.contains("24 orders: ") && !$0.contains("Approving") } ?? ""
            #expect(summary.contains("approved"), "\(summary)")
            #expect(summary.contains("forwarded to"), "\(summary)")
            #expect(summary.contains("("), "the next approver is named with their number: \(summary)")
            // And each order was decided exactly once on the server
            for order in orders {
                let path = "orders/\(order["order"]!)/\(order["type"]!)/\(order["company"]!)/\(order["suffix"]!)/decisions"
                let recorded = DecisionRecord(try await sim.adminGet(path))
                #expect(recorded.decidedOnce(through: "stock"), "\(path): \(recorded.text)")
            }
            // And the key opens every outcome
            try term.press("O")
            #expect(term.waitFor("Last batch · 24 orders"), "\(term.screen())")
            #expect(term.screen().contains("Reason / next approver"), "\(term.screen())")
        }

        @Test func queueJSONHasISODatesAndTheDaysWaitingAgainstTheRealShapes() throws {
            // Given: the simulator writing dates yyyyMMdd for a user whose format is MM/dd/yyyy
            let sim = try SimulatorProcess(arguments: ["--orders", "8", "--seed", "65"])
            defer { sim.stop() }
            // When
            let result = try Commands.signoff(["queue", "--json"], sim, try Sandbox())
            // Then: ISO dates, and days waiting that agree with them
            #expect(result.status == 0, "\(result)")
            let orders = try #require(try Commands.json(result.stdout)["orders"] as? [[String: Any]])
            #expect(orders.count == 8)
            let iso = DateFormatter()
            iso.dateFormat = "yyyy-MM-dd"
            iso.timeZone = .current
            let today = Calendar.current.startOfDay(for: Date())
            for order in orders {
                let text = try #require(order["orderDate"] as? String, "\(order)")
                let date = try #require(iso.date(from: text), "not ISO: \(text)")
                let days = Calendar.current.dateComponents([.day], from: date, to: today).day ?? -1
                #expect(order["daysWaiting"] as? Int == days, "\(order)")
            }
            #expect(orders.contains { ($0["daysWaiting"] as? Int ?? 0) > 0 })
        }
    }
}
