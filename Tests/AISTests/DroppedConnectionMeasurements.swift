import AIS
import Foundation
import Testing

/// Measures how long a transport takes to notice an answer lost to a closed or reset connection, and
/// whether it sent the request again by itself. Prints figures and bounds each at 1 s: run alone
/// with SIGNOFF_MEASURE_TRANSPORTS=1. (URLSession, the https transport before libcurl, waited for its 30 s
/// timeout in each case; the socket transport for http noticed in 3–18 ms.)
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SIGNOFF_MEASURE_TRANSPORTS"] == "1"))
struct DroppedConnectionMeasurements {
    static let cases: [(String, [ScriptedHTTPServer.Step], Int)] = [
        ("a: close, no answer", [.closeWithoutAnswer], 1),
        ("b: reset, no answer", [.resetWithoutAnswer], 1),
        ("c1: 2nd on keep-alive closed", [.answer("{}"), .closeWithoutAnswer], 2),
        ("c2: 2nd on keep-alive reset", [.answer("{}"), .resetWithoutAnswer], 2),
        ("d: half a body, then close", [.halfBodyThenClose], 1),
    ]

    @Test(arguments: 0..<cases.count)
    func curlDecision(_ index: Int) async throws {
        try await measure(index, CurlTransport(options: .init(timeout: 30)), idempotent: false, reuses: false, name: "CurlTransport, a decision")
    }

    @Test(arguments: 0..<cases.count)
    func curlRead(_ index: Int) async throws {
        try await measure(index, CurlTransport(options: .init(timeout: 30)), idempotent: true, reuses: true, name: "CurlTransport, a read")
    }

    @Test(arguments: 0..<cases.count)
    func curlNextPage(_ index: Int) async throws {
        try await measure(index, CurlTransport(options: .init(timeout: 30)), idempotent: false, reuses: true, name: "CurlTransport, a next page")
    }

    private func measure(_ index: Int, _ transport: any HTTPTransport, idempotent: Bool, reuses: Bool, name: String) async throws {
        let (label, script, sends) = Self.cases[index]
        // After the script, the server answers: a request sent again would succeed, and be counted.
        let server = try ScriptedHTTPServer(script: script, afterScript: .answer("{\"again\":true}"))
        defer { server.stop() }
        let request = HTTPRequest(url: server.url, headers: ["Content-Type": "application/json"], body: Array("{\"OrderNumber\":4001}".utf8),
                                  idempotent: idempotent, reusesConnection: reuses)
        var outcome = ""
        let started = Date()
        for _ in 0..<sends {
            do {
                let response = try await transport.send(request)
                outcome = "answered \(response.status) \(String(decoding: response.body, as: UTF8.self))"
            } catch {
                outcome = "threw \(error)"
            }
        }
        let took = Date().timeIntervalSince(started)
        // Every case ends in a drop noticed within a second (a read sent again is answered within it too).
        #expect(took < 1, "\(name) | \(label): \(Int(took * 1000)) ms")
        print("MEASURE \(name) | \(label) | \(Int(took * 1000)) ms | requests received \(server.requestCount) for \(sends) sent "
              + "| heads received \(server.headsReceived) "
              + "| connection of each request \(server.connectionOfEachRequest) of \(server.connectionsAccepted) | \(outcome)")
    }
}
