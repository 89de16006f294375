@testable import AIS
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// `CurlTransport` against a loopback server that misbehaves on purpose. Most tests time nothing: the
/// error says how a request ended (a drop is `unreachable("connection dropped")`, a cancellation is a
/// cancellation; a request that waited for its timeout would end in `timeout`), and under the whole suite
/// on two cores a test can wait seconds for a thread. Cookies, gzip and never sending a decision twice
/// are in CurlTransportSessionTests; the figures in DroppedConnectionMeasurements.
@Suite struct CurlTransportTests {
    func request(_ server: ScriptedHTTPServer, _ body: String = "{\"OrderNumber\":4001}", idempotent: Bool = false) -> HTTPRequest {
        HTTPRequest(url: server.url, headers: ["Content-Type": "application/json"], body: Array(body.utf8), idempotent: idempotent)
    }

    // MARK: Answers lost: noticed at once, never sent again

    static let drops: [(String, [ScriptedHTTPServer.Step], Int)] = [
        ("closed without an answer", [.closeWithoutAnswer], 1),
        ("reset without an answer", [.resetWithoutAnswer], 1),
        ("second request after a keep-alive answer, closed", [.answer("{}"), .closeWithoutAnswer], 2),
        ("second request after a keep-alive answer, reset", [.answer("{}"), .resetWithoutAnswer], 2),
        ("half a body, then closed", [.halfBodyThenClose], 1),
    ]

    @Test(arguments: 0..<drops.count)
    func aConnectionDroppedBeforeTheAnswerFailsAtOnceAndIsNotSentAgain(_ index: Int) async throws {
        let (label, script, sends) = Self.drops[index]
        // Given a server that drops the connection on the last request (and would answer one sent again)
        let server = try ScriptedHTTPServer(script: script, afterScript: .answer("{\"again\":true}"))
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60))
        for _ in 0..<(sends - 1) { _ = try await sut.send(request(server)) }
        // When
        await #expect(throws: AISError.unreachable("connection dropped"), "\(label)") { _ = try await sut.send(request(server)) }
        // Then: a drop, not a wait for the timeout (the error above), and the server got each request exactly once
        #expect(server.requestCount == sends, "\(label)")
        #expect(server.headsReceived == sends, "\(label)")
    }

    @Test func anApprovalWhoseConnectionIsResetIsReportedLostOnceAndNotSentAgain() async throws {
        // Given the client as the app builds it, and a server that resets the connection on the approval
        let server = try ScriptedHTTPServer(script: [.resetWithoutAnswer], afterScript: .answer("{\"jde__status\":\"SUCCESS\"}"))
        defer { server.stop() }
        var configuration = AISConfiguration(baseURL: server.baseURL, environment: "JDV920", role: "*ALL", deviceName: "signoff-0000abcd")
        configuration.requestTimeout = 60
        let sut = AISClient(configuration: configuration)
        let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        // When the approval is sent
        let started = Date()
        await #expect(throws: AISError.unreachable("connection dropped")) {
            _ = try await sut.orchestrationService.approve(order, remark: "ok", session: Fixtures.session)
        }
        let took = Date().timeIntervalSince(started)
        // Then the loss is said as a drop (the error above: a loss noticed only at the 60 s timeout would be
        // `timeout`), and the server got the approval once. The time is printed, never bounded here: 17 ms
        // alone, 32 s once when the whole suite's start stalled every test on two cores;
        // DroppedConnectionMeasurements bounds it at 1 s when run alone (SIGNOFF_MEASURE_TRANSPORTS=1).
        print("MEASURE CurlTransport | approval, connection reset before the answer | \(Int(took * 1000)) ms | received \(server.requestCount)")
        #expect(server.requestCount == 1)
        #expect(server.headsReceived == 1)
    }

    // MARK: Answers

    @Test func readsAnAnswerFramedByContentLength() async throws {
        let server = try ScriptedHTTPServer(script: [.answer("{\"OrderNumber\":4001,\"jde__status\":\"SUCCESS\"}")])
        defer { server.stop() }
        let response = try await CurlTransport().send(request(server))
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"OrderNumber\":4001,\"jde__status\":\"SUCCESS\"}")
        // And the request went as the contract wants it: a POST with its JSON, asking for gzip, waiting for nothing
        let head = server.headTexts.first ?? ""
        #expect(head.hasPrefix("POST /jderest/v3/orchestrator/ORCH_ApprovePurchaseOrder HTTP/1.1"), "\(head)")
        #expect(head.lowercased().contains("accept-encoding: gzip"), "\(head)")
        #expect(head.lowercased().contains("content-type: application/json"), "\(head)")
        #expect(!head.lowercased().contains("expect:"), "\(head)")
    }

    @Test func readsAChunkedAnswerWithExtensionsAndTrailers() async throws {
        let body = "{\"rows\":[" + (1...300).map { "{\"DOCO\":\($0)}" }.joined(separator: ",") + "]}"
        let server = try ScriptedHTTPServer(script: [.answer(body, chunked: true), .answer("{\"next\":1}")])
        defer { server.stop() }
        let sut = CurlTransport(options: Self.keeping)
        let response = try await sut.send(request(server, idempotent: true))
        #expect(String(decoding: response.body, as: UTF8.self) == body)
        // The chunked framing was followed to its end: the kept connection carries the next answer intact.
        let next = try await sut.send(request(server, idempotent: true))
        #expect(String(decoding: next.body, as: UTF8.self) == "{\"next\":1}")
        #expect(server.connectionsAccepted == 1)
    }

    /// Connections kept for 10 minutes: a test that checks reuse must not meet the 20 s age limit when a
    /// loaded machine stalls it between two requests (the suite's start ran these 33 s once).
    static let keeping = CurlTransport.Options(keptConnectionSeconds: 600)

    @Test func readsGoOnOneKeptConnection() async throws {
        let server = try ScriptedHTTPServer(script: [])
        defer { server.stop() }
        let sut = CurlTransport(options: Self.keeping)
        for _ in 0..<5 { _ = try await sut.send(request(server, idempotent: true)) }
        #expect(server.requestCount == 5)
        #expect(server.connectionsAccepted == 1)
    }

    @Test func anAnswerThatClosesTheConnectionIsNotKept() async throws {
        let server = try ScriptedHTTPServer(script: [.answer("{}", close: true)])
        defer { server.stop() }
        let sut = CurlTransport()
        _ = try await sut.send(request(server, idempotent: true))
        _ = try await sut.send(request(server, idempotent: true))
        #expect(server.connectionsAccepted == 2)
        #expect(server.requestCount == 2)
    }

    // MARK: Failures that are not lost answers

    @Test func aServerThatDoesNotAnswerTimesOut() async throws {
        let server = try ScriptedHTTPServer(script: [.stall])
        defer { server.stop() }
        await #expect(throws: AISError.timeout) { _ = try await CurlTransport(options: .init(timeout: 0.3)).send(request(server)) }
        #expect(server.requestCount == 1)
    }

    @Test func aClosedPortIsRefused() async throws {
        // A socket bound but not listening: connecting to its port is refused, and nobody else can take it.
        let bound = try Self.socketBound()
        defer { close(bound.fd) }
        let url = URL(string: "http://127.0.0.1:\(bound.port)/jderest")!
        await #expect(throws: AISError.unreachable("connection refused")) { _ = try await CurlTransport().send(HTTPRequest(url: url)) }
    }

    @Test func anUnknownHostIsSaidSo() async throws {
        let url = URL(string: "http://signoff-no-such-host.invalid/jderest")!
        let sut = CurlTransport(options: .init(environment: [:]))
        await #expect(throws: AISError.unreachable("unknown host")) { _ = try await sut.send(HTTPRequest(url: url)) }
    }

    @Test func answersThatAreTooLargeOrNotHTTPAreRefusedPlainly() async throws {
        let hugeHead = Array(("HTTP/1.1 200 OK\r\n" + String(repeating: "X-Padding: \(String(repeating: "a", count: 1000))\r\n", count: 70)).utf8)
        let server = try ScriptedHTTPServer(script: [
            .raw(hugeHead),
            .raw(Array("HTTP/1.1 200 OK\r\nContent-Length: 100000000\r\n\r\n{".utf8)),
            .raw(Array("<html>hello</html>\r\n\r\n".utf8)),
        ])
        defer { server.stop() }
        let sut = CurlTransport()
        await #expect(throws: AISError.malformedResponse("the server's headers are larger than 64 KB")) { _ = try await sut.send(request(server)) }
        await #expect(throws: AISError.malformedResponse("the server's answer is larger than 64 MB")) { _ = try await sut.send(request(server)) }
        await #expect(throws: AISError.malformedResponse("the server's answer was not valid HTTP")) { _ = try await sut.send(request(server)) }
    }

    @Test func aHeaderWithALineBreakIsNotSent() async throws {
        let server = try ScriptedHTTPServer(script: [])
        defer { server.stop() }
        var smuggling = request(server)
        smuggling.headers["jde-AIS-Auth"] = "044Zq=\r\nX-Injected: 1"
        await #expect(throws: AISError.self) { _ = try await CurlTransport().send(smuggling) }
        #expect(server.connectionsAccepted == 0)
    }

    // MARK: Cancellation

    @Test func cancellingTheTaskEndsTheRequestAtOnce() async throws {
        let server = try ScriptedHTTPServer(script: [.stall])
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60))
        let send = Task { [request = request(server)] in try await sut.send(request) }
        try await waitUntilHolds(300) { server.requestCount == 1 }
        send.cancel()
        await #expect(throws: CancellationError.self) { _ = try await send.value }
    }

    @Test func closingTheRequestsInFlightCancelsRequests() async throws {
        let server = try ScriptedHTTPServer(script: [.stall, .stall])
        defer { server.stop() }
        let inFlight = RequestsInFlight()
        let sut = CurlTransport(options: .init(timeout: 60), inFlight: inFlight)
        let sends = (0..<2).map { _ in Task { [request = request(server)] in try await sut.send(request) } }
        try await waitUntilHolds(300) { server.requestCount == 2 && inFlight.count == 2 }
        let closing = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: inFlight.close(waitingUpTo: 10)) }
        }
        #expect(closing == RequestsInFlight.Closing(cancelled: 2, unfinished: 0))
        for send in sends {
            await #expect(throws: AISError.unreachable("cancelled")) { _ = try await send.value }
        }
        await #expect(throws: AISError.unreachable("Signoff is closing its connections")) { _ = try await sut.send(request(server)) }
    }

    @Test func aRequestCancelledWhileConnectingEnds() async throws {
        // Given a listener that never accepts, its backlog filled: Linux then drops further SYNs, so a
        // connect to it hangs (where `shutdown` cannot wake the wait: the cancellation is seen by the slices)
        let listener = try Self.socketBound { fd in listen(fd, 0) }
        defer { close(listener.fd) }
        let fillers = (0..<3).map { _ in Self.connectWithoutWaiting(to: listener.port) }
        defer { fillers.forEach { close($0) } }
        let inFlight = RequestsInFlight()
        let sut = CurlTransport(options: .init(timeout: 60), inFlight: inFlight)
        let url = URL(string: "http://127.0.0.1:\(listener.port)/jderest")!
        let send = Task { try await sut.send(HTTPRequest(url: url)) }
        try await waitUntilHolds(300) { inFlight.count == 1 }
        // When
        send.cancel()
        // Then
        await #expect(throws: CancellationError.self) { _ = try await send.value }
    }

    /// A TCP socket bound to a free port of 127.0.0.1, `then` applied to it (listen, or nothing).
    static func socketBound(then: (Int32) -> Int32 = { _ in 0 }) throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard fd >= 0, bound, then(fd) == 0 else {
            close(fd)
            throw AISError.unreachable("cannot bind a loopback socket")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    private static func connectWithoutWaiting(to port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return fd
    }

}
