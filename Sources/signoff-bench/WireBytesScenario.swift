import AIS
import Foundation
import Resources

/// `wire-bytes`: what a first login costs on the network. DEMO logs in to an empty store and preloads its
/// queue from a simulator of N orders (default 5,000), once asking for plain answers and once for gzip
/// (`CurlTransport.Options.compressed`); the simulator counts the answers' bodies as it sent them
/// (`answerBytes` of `GET /admin/requests`).
enum WireBytesScenario {
    static let scenario = Scenario(name: "wire-bytes", summary: "bytes on the wire of a first login, plain and gzip [--orders N]", run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let orders = Int(options.value("--orders") ?? "") ?? 5_000
        let simulator = try ChildSimulator(orders: orders)
        defer { simulator.stop() }
        let plain = try firstLoginBytes(simulator.baseURL, compressed: false)
        let compressed = try firstLoginBytes(simulator.baseURL, compressed: true)
        let share = Double(compressed) / Double(max(plain, 1))
        let label = "first login, \(Format.count(orders)) orders"
        return [
            BenchFigure(label, "bytes on the wire, plain answers", megabytes(plain)),
            BenchFigure(label, "bytes on the wire, gzip answers (share of plain)",
                        megabytes(compressed) + String(format: " (%.1f %%)", share * 100), target: "≤ 25 % of plain", met: share <= 0.25),
        ]
    }

    /// The bytes of the answers a first login and preload made the simulator send.
    static func firstLoginBytes(_ server: URL, compressed: Bool) throws -> Int {
        let home = try BenchPaths.scratch(compressed ? "wire-gzip" : "wire-plain")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let admin = try LoopbackHTTPClient(port: server.port ?? 80)
        guard try admin.post("/admin/requests/reset", json: "{}").status == 200 else { throw BenchFailure("the counts could not be reset") }
        try blocking {
            var transport = CurlTransport.Options()
            transport.compressed = compressed
            let worker = LoginWorker(location: BenchLogin.location(home: home), transport: CurlTransport(options: transport)) { _ in
                BenchLogin.configuration(server)
            }
            let (workspace, _) = try await worker.login(.init(server: server, environment: "JDV920", role: "*ALL", username: "DEMO",
                                                              password: "demo"), reuse: nil)
            let outcome = await workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
            await workspace.gate.logout()
            guard outcome.succeeded else { throw BenchFailure("the preload failed") }
        }
        let answer = try admin.send("GET", "/admin/requests", headers: [], body: [])
        guard let json = try? JSONParser.parse(answer.body), let bytes = json["answerBytes"]?.int else {
            throw BenchFailure("the simulator did not count its answers' bytes")
        }
        return bytes
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }
}
