import AIS
import Foundation
import Resources
import Store

/// `approve`: approves orders one at a time through the app's DecisionWorker (save in the outbox,
/// claim, send, record, remove from the list) and subtracts the server's own time for each request
/// (its `Server-Timing` header): what is left is the client's time, transport included.
enum ApproveScenario {
    static let scenario = Scenario(name: "approve", summary: "client time of one approval beyond the server's --server URL --home DIR",
                                   run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let server = try options.server()
        let home = try options.required("--home")
        let count = Int(options.value("--orders") ?? "") ?? 40
        let timing = ServerTimingTransport(CurlTransport())
        let (overheads, totals) = try blocking { () -> ([Double], [Double]) in
            let worker = LoginWorker(location: BenchLogin.location(home: home), transport: timing) { _ in BenchLogin.configuration(server) }
            let (workspace, session) = try await worker.login(
                .init(server: server, environment: "JDV920", role: "*ALL", username: "DEMO", password: "demo"), reuse: nil)
            let orders = try workspace.database.read { try ApprovalQueueDao().keys(in: $0) }.prefix(count)
            guard orders.count == count else { throw BenchFailure("the store holds \(orders.count) orders, \(count) needed") }
            let decisions = DecisionWorker(gate: workspace.gate, database: workspace.database)
            let approver = session.userInfo.addressNumber
            var overheads: [Double] = []
            var totals: [Double] = []
            for order in orders {
                timing.reset()
                let start = monotonicSeconds()
                _ = try decisions.enqueue([.init(order: order, kind: .approve, remark: "bench")], username: "DEMO",
                                          approver: approver, offline: false)
                await decisions.process(username: "DEMO", approver: approver)
                let total = monotonicSeconds() - start
                totals.append(total)
                overheads.append(total - timing.serverSeconds)
            }
            let left = try workspace.database.read { c in
                try c.scalar("SELECT count(*) FROM decision_outbox WHERE state NOT IN ('confirmed', 'forwarded')").int ?? 0
            }
            guard left == 0 else { throw BenchFailure("\(left) decisions did not finish") }
            return (overheads, totals)
        }
        let overhead = Percentiles(overheads)
        let total = Percentiles(totals)
        return [
            BenchFigure("approve one order", "total per approval: p50 / max (\(count) orders)",
                        "\(Format.ms(total.at(0.5))) / \(Format.ms(total.max))"),
            BenchFigure("approve one order", "client time beyond the server's: p50 / max",
                        "\(Format.ms(overhead.at(0.5))) / \(Format.ms(overhead.max))", target: "≤ 5 ms", met: overhead.at(0.5) <= 0.005),
        ]
    }
}

/// Passes requests on and adds up the durations the server reports in `Server-Timing: app;dur=MS`.
final class ServerTimingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var total = 0.0

    init(_ inner: any HTTPTransport) { self.inner = inner }

    var serverSeconds: Double { lock.lock(); defer { lock.unlock() }; return total }
    func reset() { lock.lock(); total = 0; lock.unlock() }
    private func add(_ seconds: Double) { lock.lock(); total += seconds; lock.unlock() }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await inner.send(request)
        if let header = response.headers["server-timing"], let range = header.range(of: "dur="),
           let ms = Double(header[range.upperBound...].prefix { $0.isNumber || $0 == "." }) {
            add(ms / 1000)
        }
        return response
    }
}
