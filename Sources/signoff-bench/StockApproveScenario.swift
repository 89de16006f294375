import AIS
import Foundation
import Resources

/// `approve-stock`: decisions through P43081's application stack (contract §5.2: open, review, decide,
/// close) by the app's DecisionWorker, against a simulator that answers each request 150 ms late as a
/// real server far away does: one approval from saving to recorded (target ≤ 1 s), 24 orders decided
/// together (target ≤ 8 s, a few stacks at once), and, against a simulator without the delay, the client's
/// time beyond the server's for one approval (target ≤ 5 ms).
enum StockApproveScenario {
    static let scenario = Scenario(name: "approve-stock", summary: "decisions through P43081 [--latency-ms MS] [--rounds N]", run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let latency = Int(options.value("--latency-ms") ?? "") ?? 150
        let rounds = Int(options.value("--rounds") ?? "") ?? 5
        let far = try ChildSimulator(orders: 40 + rounds, extraArguments: ["--latency-ms", String(latency)])
        let near = try ChildSimulator(orders: 40 + rounds)
        defer { far.stop(); near.stop() }
        let (farURL, nearURL) = (far.baseURL, near.baseURL)
        let (singles, batch) = try blocking { () -> ([Double], Double) in
            let (decisions, orders, approver) = try await prepare(farURL, home: try BenchPaths.scratch("stock-far"), transport: nil)
            var singles: [Double] = []
            for order in orders.prefix(rounds) {
                let start = monotonicSeconds()
                try await approve([order], decisions, approver)
                singles.append(monotonicSeconds() - start)
            }
            let start = monotonicSeconds()
            try await approve(Array(orders.dropFirst(rounds).prefix(24)), decisions, approver)
            return (singles, monotonicSeconds() - start)
        }
        let timing = ServerTimingTransport(CurlTransport())
        let overheads = try blocking { () -> [Double] in
            let (decisions, orders, approver) = try await prepare(nearURL, home: try BenchPaths.scratch("stock-near"), transport: timing)
            var overheads: [Double] = []
            for order in orders.prefix(20) {
                timing.reset()
                let start = monotonicSeconds()
                try await approve([order], decisions, approver)
                overheads.append(monotonicSeconds() - start - timing.serverSeconds)
            }
            return overheads
        }
        let single = Percentiles(singles)
        let overhead = Percentiles(overheads)
        return [
            BenchFigure("approve through P43081", "one order, saved to recorded, \(latency) ms a request: p50 / max (\(rounds))",
                        "\(Format.ms(single.at(0.5))) / \(Format.ms(single.max))", target: "≤ 1 s", met: single.max <= 1),
            BenchFigure("approve through P43081", "24 marked orders, \(latency) ms a request (4 stacks at once)",
                        String(format: "%.2f s", batch), target: "≤ 8 s", met: batch <= 8),
            BenchFigure("approve through P43081", "client time beyond the server's: p50 / max (20)",
                        "\(Format.ms(overhead.at(0.5))) / \(Format.ms(overhead.max))", target: "≤ 5 ms", met: overhead.at(0.5) <= 0.005),
        ]
    }

    /// Logs in as DEMO to `server` with a new store in `home`, reads the queue, and answers the decision
    /// worker (the stock method with the standard ids) and the queued orders.
    private static func prepare(_ server: URL, home: String, transport: (any HTTPTransport)?) async throws
        -> (DecisionWorker, [OrderKey], Int) {
        let worker = LoginWorker(location: BenchLogin.location(home: home), transport: transport) { _ in BenchLogin.configuration(server) }
        let (workspace, session) = try await worker.login(
            .init(server: server, environment: "JDV920", role: "*ALL", username: "DEMO", password: "demo"), reuse: nil)
        _ = await workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let orders = try workspace.database.read { try ApprovalQueueDao().keys(in: $0) }
        let decisions = DecisionWorker(gate: workspace.gate, database: workspace.database, method: .stock(.standard))
        return (decisions, orders, session.userInfo.addressNumber)
    }

    private static func approve(_ orders: [OrderKey], _ decisions: DecisionWorker, _ approver: Int) async throws {
        let saved = try decisions.enqueue(orders.map { .init(order: $0, kind: .approve, remark: "") }, username: "DEMO",
                                          approver: approver, offline: false)
        await decisions.process(username: "DEMO", approver: approver)
        guard decisions.openCount(username: "DEMO") == 0 else { throw BenchFailure("\(saved.count) decisions did not all finish") }
    }
}
