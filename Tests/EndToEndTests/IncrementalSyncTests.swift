import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// What a refresh costs the server, counted by the simulator: what changed, not the size of the queue.
    @Suite struct IncrementalSyncTests {
        typealias Commands = ScriptCommandTests

        /// The data-service requests since the last reset: first pages, next pages and counts (the
        /// simulator's `dataserviceTotal` holds all three).
        static func pagesRead(_ sim: SimulatorProcess) async throws -> (pages: Int, detail: String) {
            let text = try await sim.adminGet("requests")
            return (try Commands.json(text)["dataserviceTotal"] as? Int ?? Int.max, text)
        }

        /// A store synced whole, then the simulator's counts set to zero.
        static func synced(_ sim: SimulatorProcess, _ sandbox: Sandbox, orders: Int = 24) async throws {
            let first = try Commands.signoff(["sync"], sim, sandbox)
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout.hasPrefix("\(orders) orders awaiting approval; "), "\(first)")
            try await sim.admin("requests/reset")
        }

        @Test func aRefreshWithNothingChangedReadsAtMostThreePages() async throws {
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "24", "--seed", "31"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try await Self.synced(sim, sandbox)
            // When
            let result = try Commands.signoff(["sync", "--json"], sim, sandbox)
            // Then
            #expect(result.status == 0, "\(result)")
            let read = try await Self.pagesRead(sim)
            #expect(read.pages <= 3, "\(read.detail)")
            #expect(try Commands.json(result.stdout)["orders"] as? Int == 24, "\(result)")
        }

        @Test func aRefreshAfterOneArrivedAndOneWasDecidedElsewhereReadsAtMostEightPagesAndNamesBoth() async throws {
            // Given: a new order for DEMO, and one of DEMO's approved by another approver
            let sim = try SimulatorProcess(arguments: ["--orders", "24", "--seed", "32"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            try await Self.synced(sim, sandbox)
            let queue = try Commands.json(try Commands.signoff(["queue", "--json"], sim, sandbox).stdout)
            let decided = try #require((queue["orders"] as? [[String: Any]])?.last)
            let number = try #require(decided["order"] as? Int), type = try #require(decided["type"] as? String)
            try await sim.admin("orders/\(number)/\(type)/00200/000/approve")
            let added = try Commands.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "lines": 3}"#))
            let newNumber = try #require(added["order"] as? Int)
            try await sim.admin("requests/reset")
            // When
            let result = try Commands.signoff(["sync", "--json"], sim, sandbox)
            // Then
            #expect(result.status == 0, "\(result)")
            let read = try await Self.pagesRead(sim)
            #expect(read.pages <= 8, "\(read.detail)")
            let json = try Commands.json(result.stdout)
            #expect(json["added"] as? [Int] == [newNumber], "\(result)")
            #expect(json["decidedElsewhere"] as? [Int] == [number], "\(result)")
            #expect(json["orders"] as? Int == 24, "\(result)")
        }

        @Test func aWarmQueueReadsAtMostThreePagesAndOfflineNone() async throws {
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "24", "--seed", "33"])
            let sandbox = try Sandbox()
            try await Self.synced(sim, sandbox)
            // When
            let warm = try Commands.signoff(["queue", "--json"], sim, sandbox)
            // Then
            #expect(warm.status == 0, "\(warm)")
            let read = try await Self.pagesRead(sim)
            #expect(read.pages <= 3, "\(read.detail)")
            let online = try Commands.json(warm.stdout)
            // When: the server is gone, the store answers
            let server = sim.baseURL
            sim.stop()
            let offline = try Commands.signoff(["queue", "--json", "--offline", "--server", server, "--user", "DEMO"], nil, sandbox,
                                               password: nil)
            // Then: the same queue
            #expect(offline.status == 0, "\(offline)")
            #expect(try Commands.json(offline.stdout)["count"] as? Int == online["count"] as? Int)
            let text = try Commands.signoff(["queue", "--offline", "--server", server, "--user", "DEMO"], nil, sandbox, password: nil)
            #expect(text.stderr.contains("offline: the queue as stored"), "\(text)")
            #expect(text.stdout.hasPrefix("24 orders awaiting approval"), "\(text)")
            // And in DEMO's date format (MM/dd/yyyy), as the screen and the command online show them
            #expect(text.stdout.range(of: #"\d\d/\d\d/20\d\d"#, options: .regularExpression) != nil, "\(text)")
            #expect(text.stdout.range(of: #"20\d\d-\d\d-\d\d"#, options: .regularExpression) == nil, "\(text)")
            // And one order, with its lines, from the store alone
            let first = try #require((online["orders"] as? [[String: Any]])?.first?["order"] as? Int)
            let shown = try Commands.signoff(["show", String(first), "--json", "--offline", "--server", server, "--user", "DEMO"], nil,
                                             sandbox, password: nil)
            #expect(shown.status == 0, "\(shown)")
            #expect(shown.stdout.contains("\"order\":\(first)"), "\(shown)")
            #expect(!((try Commands.json(shown.stdout)["lines"] as? [Any]) ?? []).isEmpty, "\(shown)")
        }

        @Test func offlineWithoutAStoredQueueSaysWhatToDo() throws {
            let sandbox = try Sandbox()
            let result = try Commands.signoff(["queue", "--offline", "--server", "http://127.0.0.1:9/jderest", "--user", "DEMO"], nil,
                                              sandbox, password: nil)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("holds no queue of DEMO"), "\(result)")
            #expect(result.stderr.contains("without --offline"), "\(result)")
        }
    }
}

extension EndToEnd {
    /// `signoff watch` against the simulator: each arriving order once, and exit 3 when the password no
    /// longer logs in.
    @Suite struct WatchCommandTests {
        typealias Commands = ScriptCommandTests

        /// `signoff watch ARGS` started in the background, its output (standard output and error) in a file.
        final class Watch {
            let pid: pid_t
            let outPath: String
            private var status: Int32?
            init(_ arguments: [String], _ sim: SimulatorProcess, _ sandbox: Sandbox) throws {
                outPath = sandbox.file("watch.out")
                pid = try Spawn.start([Binaries.signoff, "watch"] + arguments + ["--server", sim.baseURL, "--user", "DEMO"],
                                      outputPath: outPath, environment: sandbox.environment.merging(["SIGNOFF_PASSWORD": "demo"]) { $1 })
            }
            var output: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
            /// The JSON lines written so far.
            var objects: [String] { output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("{") } }
            /// Whether it ended by itself (its exit status then in `ended`).
            var ended: Int32? {
                if status == nil {
                    var raw: Int32 = 0
                    if waitpid(pid, &raw, WNOHANG) == pid { status = (raw >> 8) & 0xFF }
                }
                return status
            }
            func stop() -> Int32 {
                if let ended { return ended }
                kill(pid, SIGINT)
                status = Spawn.wait(pid)
                return status ?? -1
            }
            deinit { _ = stop() }
        }

        /// Waits (up to `timeout` seconds) until the simulator has answered `more` data-service requests more.
        static func refreshes(_ more: Int, after sim: SimulatorProcess, timeout: Int = 60) async throws -> Bool {
            func served() async throws -> Int { try Commands.json(try await sim.adminGet("requests"))["dataserviceTotal"] as? Int ?? 0 }
            let target = try await served() + more
            for _ in 0..<(timeout * 10) {
                if try await served() >= target { return true }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            return false
        }

        @Test func printsAnArrivingOrderAsJSONWithinOneIntervalAndOnlyOnce() async throws {
            // Given: a watch every second over a synced store, refreshing
            let sim = try SimulatorProcess(arguments: ["--orders", "6", "--seed", "34"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            #expect(try Commands.signoff(["sync"], sim, sandbox).status == 0)
            let watch = try Watch(["--interval", "1", "--json"], sim, sandbox)
            #expect(try await Self.refreshes(2, after: sim), "\(watch.output)")
            #expect(watch.objects.isEmpty, "\(watch.output)")
            // When: an order arrives for DEMO
            let added = try Commands.json(try await sim.admin("orders", json: #"{"forUser": "DEMO", "amount": 4321}"#))
            let number = try #require(added["order"] as? Int)
            // Then: one JSON line names it
            #expect(waitUntil(timeout: 30) { watch.objects.contains { $0.contains("\"order\":\(number),") } }, "\(watch.output)")
            let object = try Commands.json(try #require(watch.objects.first))
            #expect((object["amount"] as? NSNumber)?.doubleValue == 4321, "\(object)")
            #expect(object["type"] as? String == "OP")
            // And refreshes after it do not print it again
            #expect(try await Self.refreshes(3, after: sim), "\(watch.output)")
            #expect(watch.objects.count == 1, "\(watch.output)")
            #expect(watch.stop() == 0, "\(watch.output)")
        }

        @Test func stopsWithExit3WhenThePasswordNoLongerLogsIn() async throws {
            // Given
            let sim = try SimulatorProcess(arguments: ["--orders", "4", "--seed", "35"])
            defer { sim.stop() }
            let sandbox = try Sandbox()
            let watch = try Watch(["--interval", "1"], sim, sandbox)
            #expect(waitUntil(timeout: 60) { watch.output.contains("watching for new orders") }, "\(watch.output)")
            // When: logins are refused from now on, and the session ends
            try await sim.admin("faults", json: #"{"refuseLogins": true}"#)
            try await sim.admin("tokens/expire")
            // Then
            #expect(waitUntil(timeout: 60) { watch.ended != nil }, "\(watch.output)")
            #expect(watch.ended == 3, "\(watch.output)")
            #expect(watch.output.contains("the password no longer logs in"), "\(watch.output)")
        }
    }
}
