import AIS
import Foundation
import Resources
import Store

/// `refresh`: what a refresh costs over the store a 100,000-order preload left: with nothing changed, and
/// after 1,000 changes on the server (500 orders entered for DEMO, 500 of DEMO's approved by another
/// approver through the simulator's admin endpoint); then a warm `signoff queue` (the real binary, which
/// logs in, reads what changed and answers from the store).
enum SyncScenario {
    static let scenario = Scenario(name: "refresh", summary: "delta refreshes and a warm signoff queue --server URL --home DIR",
                                   run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let server = try options.server()
        let home = try options.required("--home")
        let (quiet, changed, kinds) = try blocking { () -> ([Double], Double, String) in
            let (workspace, _) = try await BenchLogin.login(server, home: home)
            let worker = workspace.syncWorker(settings: PreloadSettings())
            var quiet: [Double] = []
            for _ in 0..<5 {
                let start = monotonicSeconds()
                let outcome = await worker.refresh(full: false)
                quiet.append(monotonicSeconds() - start)
                guard outcome.succeeded, outcome.kind == .delta else { throw BenchFailure("a quiet refresh was \(outcome.kind)") }
            }
            let keys = try workspace.database.read { try ApprovalQueueDao().keys(in: $0) }
            try await Self.change(server, decide: Array(keys.suffix(500)), add: 500)
            let start = monotonicSeconds()
            let outcome = await worker.refresh(full: false)
            let seconds = monotonicSeconds() - start
            guard outcome.succeeded else { throw BenchFailure("the refresh after 1,000 changes failed: \(outcome.load)") }
            await workspace.gate.logout()
            return (quiet, seconds, "\(outcome.arrived.count) new, \(outcome.left.count) gone")
        }
        // The median of five: one run alone read 0.97-1.37 s on a machine shared with other work.
        let warmRuns = try (0..<5).map { _ in try warmQueue(server, home: home) }
        let warm = PreloadScenario.median(warmRuns)
        let q = Percentiles(quiet)
        return [
            BenchFigure("refresh, 100,000 orders", "nothing changed: p50 / max (5 refreshes)", "\(Format.ms(q.at(0.5))) / \(Format.ms(q.max))",
                        target: "≤ 300 ms", met: q.at(0.5) <= 0.3),
            BenchFigure("refresh, 100,000 orders", "after 1,000 changes (\(kinds))", Format.seconds(changed), target: "≤ 1 s", met: changed <= 1),
            BenchFigure("refresh, 100,000 orders", "warm signoff queue --json: login, refresh, 100,000 orders written",
                        Format.seconds(warm) + " (median of 5: \(warmRuns.map(Format.seconds).joined(separator: ", ")))",
                        target: "≤ 1 s", met: warm <= 1),
        ]
    }

    /// Orders entered for DEMO and DEMO's orders approved by another approver, through the admin endpoint
    /// (one keep-alive connection on loopback).
    static func change(_ server: URL, decide: [OrderKey], add: Int) async throws {
        let admin = try LoopbackHTTPClient(port: server.port ?? 80)
        func post(_ path: String, _ body: String) throws {
            let answer = try admin.post("/admin/" + path, json: body)
            guard answer.status == 200 else { throw BenchFailure("admin \(path) answered \(answer.status)") }
        }
        for key in decide { try post("orders/\(key.number)/\(key.type)/\(key.company)/\(key.suffix)/approve", "{}") }
        for _ in 0..<add { try post("orders", #"{"forUser": "DEMO", "lines": 10}"#) }
    }

    /// Seconds for the real `signoff queue --json` over the warm store, its output read to the end.
    static func warmQueue(_ server: URL, home: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BenchPaths.sibling("signoff"))
        process.arguments = ["queue", "--json", "--server", server.absoluteString, "--user", "DEMO", "--password-stdin"]
        process.environment = BenchLogin.environment(home: home)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = monotonicSeconds()
        try process.run()
        input.fileHandleForWriting.write(Data("demo\n".utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = monotonicSeconds() - start
        guard process.terminationStatus == 0, data.count > 1_000 else { throw BenchFailure("signoff queue failed (exit \(process.terminationStatus))") }
        return seconds
    }
}

/// `first-login`: the real `signoff` in a pseudo-terminal logging in to an empty store against a server
/// that takes 150 ms per request: from Enter on the password to the home list on screen (the order lines
/// then load in the background).
enum FirstLoginScenario {
    static let scenario = Scenario(name: "first-login", summary: "Enter to usable list on a first login [--orders N] [--latency-ms MS]",
                                   run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let orders = Int(options.value("--orders") ?? "") ?? 5_000
        let latency = Int(options.value("--latency-ms") ?? "") ?? 150
        let simulator = try ChildSimulator(orders: orders, extraArguments: ["--latency-ms", String(latency)])
        defer { simulator.stop() }
        var times: [Double] = []
        for run in 0..<3 {
            let home = try BenchPaths.scratch("first-login-\(run)")
            defer { try? FileManager.default.removeItem(atPath: home) }
            let app = try AppInTerminal(server: simulator.baseURL, home: home)
            times.append(app.toHome)
        }
        let t = Percentiles(times)
        return [
            BenchFigure("first login, \(Format.count(orders)) orders, \(latency) ms per request", "Enter to usable list: p50 / max (3 logins)",
                        "\(Format.seconds(t.at(0.5))) / \(Format.seconds(t.max))", target: "≤ 2 s", met: t.at(0.5) <= 2),
        ]
    }
}
