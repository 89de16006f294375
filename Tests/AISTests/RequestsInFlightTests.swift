import AIS
import AISSimulator
import Foundation
import Testing
import TestSupport

/// Quitting closes the network: requests in flight are cancelled and waited for, new ones are refused.
@Suite struct RequestsInFlightTests {
    @Test func closingCancelsWhatIsInFlightWaitsForItAndRefusesWhatComesAfter() async throws {
        // Given: a server that answers after 20 s, and three requests waiting on it. (With 3 s, a loaded machine
        // that started the third request over 3 s after the first saw the first answered before all three
        // were in flight, and the wait for three timed out.)
        let sim = try SimulatorServer(configuration: SimulatorConfiguration(orders: 1, seed: 3))
        try sim.start()
        defer { sim.stop() }
        sim.faults.latencyMilliseconds = 20_000
        let sut = RequestsInFlight()
        let transport = CurlTransport(options: .init(timeout: 60), inFlight: sut)
        let request = HTTPRequest(url: URL(string: sim.baseURL + "/v2/dataservice")!, headers: ["Content-Type": "application/json"],
                                  body: Array("{}".utf8))
        let sends = (0..<3).map { _ in Task { try await transport.send(request) } }
        try await waitUntilHolds(60) { sut.count == 3 }
        // When
        let started = Date()
        let closing = await Self.offTheCooperativePool { sut.close(waitingUpTo: 20) }
        let took = Date().timeIntervalSince(started)
        // Then: every request ended without its answer, and none is left
        #expect(closing.cancelled == 3)
        #expect(closing.unfinished == 0)
        #expect(sut.count == 0)
        for send in sends {
            await #expect(throws: AISError.self) { _ = try await send.value }
        }
        await #expect(throws: AISError.unreachable("Signoff is closing its connections")) { _ = try await transport.send(request) }
        print("requests in flight: 3 cancelled and ended in \(Int(took * 1000)) ms (the server would have answered after 20,000 ms)")
    }

    @Test func closingWithNothingInFlightReturnsAtOnceAndStillRefuses() async {
        let sut = RequestsInFlight()
        let closing = sut.close(waitingUpTo: 5)
        #expect(closing.cancelled == 0 && closing.unfinished == 0)
        let transport = CurlTransport(inFlight: sut)
        await #expect(throws: AISError.unreachable("Signoff is closing its connections")) {
            _ = try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/jderest")!))
        }
    }


    /// `close` blocks its thread while the requests unwind on the cooperative pool: run it elsewhere.
    private static func offTheCooperativePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }
}
