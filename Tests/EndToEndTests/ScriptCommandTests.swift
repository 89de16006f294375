import Foundation
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

extension EndToEnd {
    /// `signoff COMMAND` against the simulator: output, JSON shape and exit codes.
    @Suite struct ScriptCommandTests {
        /// Runs `signoff ARGS` against `sim` as DEMO in `sandbox`, the password on standard input.
        static func signoff(_ arguments: [String], _ sim: SimulatorProcess?, _ sandbox: Sandbox, password: String? = "demo",
                            environment: [String: String?] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
            var argv = [Binaries.signoff] + arguments
            if let sim { argv += ["--server", sim.baseURL, "--user", "DEMO"] }
            if password != nil { argv.append("--password-stdin") }
            var env: [String: String?] = sandbox.environment.mapValues { $0 }
            env["SIGNOFF_PASSWORD"] = .some(nil)
            for (k, v) in environment { env[k] = v }
            return try Spawn.command(argv, input: password.map { $0 + "\n" } ?? "", environment: env)
        }

        static func json(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object: \(text)")
        }

        @Test func queuePrintsTextJSONAndCSV() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "21"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let text = try Self.signoff(["queue"], sim, sandbox)
            #expect(text.status == 0, "\(text)")
            #expect(text.stdout.hasPrefix("6 orders awaiting approval"), "\(text)")
            let json = try Self.signoff(["queue", "--json"], sim, sandbox)
            #expect(json.status == 0, "\(json)")
            let object = try Self.json(json.stdout)
            #expect(object["count"] as? Int == 6)
            let orders = try #require(object["orders"] as? [[String: Any]])
            #expect(orders.count == 6)
            for key in ["order", "type", "company", "suffix", "supplier", "supplierName", "orderDate", "amount", "currency", "originator",
                        "originatorName", "branch", "daysWaiting", "lines", "sending"] {
                #expect(orders.allSatisfy { $0[key] != nil }, "missing \(key)")
            }
            let csv = try Self.signoff(["queue", "--csv"], sim, sandbox)
            let rows = csv.stdout.split(separator: "\n")
            #expect(rows.first?.hasPrefix("order,type,company,suffix,supplier") == true)
            #expect(rows.count == 7)
        }

        @Test func aConfigFileProblemIsSaidAndTheCommandStillRuns() throws {
            // Given: a config file with a value that does not fit
            let sim = try SimulatorProcess(arguments: ["--orders", "2", "--seed", "23"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try FileManager.default.createDirectory(atPath: (sandbox.configFile as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try #"{ "version": 1, "display.theme": "purple" }"#.write(toFile: sandbox.configFile, atomically: true, encoding: .utf8)
            // When
            let result = try Self.signoff(["queue"], sim, sandbox)
            // Then
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.contains(#"config.json:1: display.theme: "purple" does not fit: expected one of "dark", "light", "high-contrast""#),
                    "\(result)")
            #expect(result.stdout.hasPrefix("2 orders awaiting approval"), "\(result)")
        }

        @Test func approvesSeveralOrdersAndSaysWhichWereNotInTheQueue() async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "22"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let orders = try #require(try Self.json(try Self.signoff(["queue", "--json"], sim, sandbox).stdout)["orders"] as? [[String: Any]])
            let numbers = orders.prefix(2).compactMap { $0["order"] as? Int }
            // When: two of the queue and one that is not in it
            let result = try Self.signoff(["approve"] + numbers.map(String.init) + ["99", "--remark", "within budget", "--json"], sim, sandbox)
            // Then: partial success, each order said, and each recorded once on the server
            #expect(result.status == 6, "\(result)")
            let results = try #require(try Self.json(result.stdout)["results"] as? [[String: Any]])
            #expect(results.first { $0["order"] as? Int == 99 }?["outcome"] as? String == "not-in-queue")
            for number in numbers {
                let outcome = results.first { $0["order"] as? Int == number }?["outcome"] as? String
                #expect(outcome == "approved" || outcome == "forwarded", "\(results)")
                let type = try #require(orders.first { $0["order"] as? Int == number }?["type"] as? String)
                let company = try #require(orders.first { $0["order"] as? Int == number }?["company"] as? String)
                let recorded = try await DecisionRecord.of(sim, String(number), type, company)
                #expect(recorded.decidedOnce(through: "stock"), "\(recorded.text)")
            }
            let again = try Self.signoff(["queue", "--json"], sim, sandbox)
            #expect(try Self.json(again.stdout)["count"] as? Int == 4)
            // and every command ended its session on the server before it exited, all as one device
            let tokens = try await EndToEnd.SecretsAndFilesTests.liveTokens(sim)
            #expect(tokens.isEmpty, "\(tokens.count) sessions left open by 3 commands")
            let state = try String(contentsOfFile: sandbox.stateFile, encoding: .utf8)
            #expect(state.contains("\"connection.device-name\" : \"signoff-"), "\(state)")
            let config = try String(contentsOfFile: sandbox.configFile, encoding: .utf8)
            #expect(!config.contains("connection."), "what Signoff remembers is state, not the user's settings: \(config)")
        }

        @Test func aRejectNeedsAKnownReasonAndAShortRemark() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "23"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let number = try #require((try Self.json(try Self.signoff(["queue", "--json"], sim, sandbox).stdout)["orders"] as? [[String: Any]])?
                .first?["order"] as? Int)
            let noReason = try Self.signoff(["reject", String(number)], sim, sandbox)
            #expect(noReason.status == 2 && noReason.stderr.contains("needs a reason code"), "\(noReason)")
            let longRemark = try Self.signoff(["reject", String(number), "--reason", "BU", "--remark", String(repeating: "x", count: 31)], sim, sandbox)
            #expect(longRemark.status == 2 && longRemark.stderr.contains("at most 30 characters"), "\(longRemark)")
            let unknown = try Self.signoff(["reject", String(number), "--reason", "ZZ"], sim, sandbox)
            #expect(unknown.status == 2 && unknown.stderr.contains("BU (Over budget)"), "\(unknown)")
            let done = try Self.signoff(["reject", String(number), "--reason", "BU", "--remark", "too dear"], sim, sandbox)
            #expect(done.status == 0 && done.stdout.contains("\(number)  rejected"), "\(done)")
        }

        @Test(arguments: DecisionRecord.methods)
        func aDecisionWhoseAnswerIsLostIsRecordedExactlyOnce(through method: String) async throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "3", "--seed", "24", "--decision-lost"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try sandbox.decide(through: method)
            #expect(try Self.signoff(["settings", "set", "connection.timeout", "2"], nil, sandbox, password: nil).status == 0)
            let order = try #require((try Self.json(try Self.signoff(["queue", "--json"], sim, sandbox).stdout)["orders"] as? [[String: Any]])?.first)
            let number = try #require(order["order"] as? Int)
            // When: the server records the approval and drops the connection before answering
            let result = try Self.signoff(["approve", String(number)], sim, sandbox)
            // Then: the command asks the server what happened instead of sending again, and says approved
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("\(number)  approved") || result.stdout.contains("\(number)  forwarded"), "\(result)")
            let recorded = try await DecisionRecord.of(sim, String(number), "\(order["type"]!)", "\(order["company"]!)")
            #expect(recorded.decidedOnce(through: method), "\(recorded.text)")
            let outbox = try Self.signoff(["outbox"], sim, sandbox)
            #expect(outbox.status == 0 && outbox.stdout.contains("Nothing is waiting"), "\(outbox)")
        }

        @Test func aSessionThatExpiresMidwayIsRenewedWithTheSamePassword() async throws {
            // Given: a server whose tokens each serve 4 requests, then answer 444 (expired): a sync needs more
            let sim = try SimulatorProcess(arguments: ["--orders", "30", "--seed", "25", "--token-uses", "4"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try await sim.admin("requests/reset")
            // When
            let result = try Self.signoff(["sync", "--json"], sim, sandbox)
            // Then: the command logged in again with the password it was given, as often as its token expired,
            // and finished
            #expect(result.status == 0, "\(result)")
            #expect(try Self.json(result.stdout)["orders"] as? Int == 30)
            let counts = try Self.json(try await sim.adminGet("requests"))
            #expect((counts["token"] as? Int ?? 0) >= 2, "no login after the first token expired: \(counts)")
        }

        @Test func badArgumentsAndCredentialsGetClearMessagesAndExitCodes() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "2", "--seed", "26"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let unknownCommand = try Self.signoff(["frobnicate"], nil, sandbox, password: nil)
            #expect(unknownCommand.status == 2 && unknownCommand.stderr.contains("There is no command “frobnicate”"), "\(unknownCommand)")
            let unknownFlag = try Self.signoff(["queue", "--jsn"], nil, sandbox, password: nil)
            #expect(unknownFlag.status == 2 && unknownFlag.stderr.contains("--json"), "\(unknownFlag)")
            let badOrder = try Self.signoff(["show", "abc"], nil, sandbox, password: nil)
            #expect(badOrder.status == 2 && badOrder.stderr.contains("not an order number"), "\(badOrder)")
            let missingValue = try Self.signoff(["reject", "4001", "--reason"], nil, sandbox, password: nil)
            #expect(missingValue.status == 2, "\(missingValue)")
            let noPassword = try Self.signoff(["queue"], sim, sandbox, password: nil)
            #expect(noPassword.status == 3 && noPassword.stderr.contains("--password-stdin"), "\(noPassword)")
            let wrong = try Self.signoff(["queue"], sim, sandbox, password: "nope")
            #expect(wrong.status == 3 && wrong.stderr.contains("Wrong user or password"), "\(wrong)")
            let down = try Spawn.command([Binaries.signoff, "queue", "--server", "http://127.0.0.1:9/jderest", "--user", "DEMO"],
                                         environment: sandbox.environment.mapValues { $0 }.merging(["SIGNOFF_PASSWORD": "demo"]) { $1 })
            #expect(down.status == 4 && down.stderr.contains("Cannot reach the server"), "\(down)")
            let help = try Self.signoff(["approve", "--help"], nil, sandbox, password: nil)
            #expect(help.status == 0 && help.stdout.contains("--remark"), "\(help)")
            // The password never reaches the config file
            let config = (try? String(contentsOfFile: sandbox.configFile, encoding: .utf8)) ?? ""
            #expect(!config.contains("demo\""), "\(config)")
        }

        @Test func inventoryAndSettingsCommands() throws {
            let sim = try SimulatorProcess(arguments: ["--orders", "2", "--seed", "27"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let queue = try Self.json(try Self.signoff(["queue", "--json"], sim, sandbox).stdout)
            let number = try #require((queue["orders"] as? [[String: Any]])?.first?["order"] as? Int)
            let order = try Self.json(try Self.signoff(["show", String(number), "--json"], sim, sandbox).stdout)
            let item = try #require((order["lines"] as? [[String: Any]])?.first?["item"] as? String)
            #expect(order["route"] is [Any] && order["attachments"] is [Any])
            let stock = try Self.signoff(["inventory", item, "--json"], sim, sandbox)
            #expect(stock.status == 0, "\(stock)")
            let availability = try Self.json(stock.stdout)
            #expect(availability["item"] as? String == item)
            #expect(availability["locations"] is [Any] && availability["readAt"] is String)
            let unknown = try Self.signoff(["inventory", "NO-SUCH-ITEM"], sim, sandbox)
            #expect(unknown.status == 5 && unknown.stderr.contains("no item numbered"), "\(unknown)")
            #expect(try Self.signoff(["settings", "set", "display.theme", "light"], nil, sandbox, password: nil).status == 0)
            #expect(try Self.signoff(["settings", "get", "display.theme"], nil, sandbox, password: nil).stdout == "light\n")
            let bad = try Self.signoff(["settings", "set", "display.theme", "purple"], nil, sandbox, password: nil)
            #expect(bad.status == 2 && bad.stderr.contains("dark, light, high-contrast"), "\(bad)")
        }
    }
}
