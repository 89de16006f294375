@testable import AISSimulator
import Testing

@Suite struct HTTPTransportTests {
    private static let login = #"{"username":"DEMO","password":"demo","deviceName":"raw"}"#

    private static func post(_ path: String, _ body: String, contentType: String = "application/json", extra: String = "") -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n\(extra)\r\n\(body)"
    }

    @Test func oneConnectionServesManyRequestsAndPipelinedOnes() throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let sut = try RawHTTPConnection(port: harness.sut.port)
        // When three requests are sent on one connection, two of them in one write
        sut.send(Self.post("/jderest/v2/tokenrequest", Self.login))
        let first = sut.readResponse()
        sut.send(Self.post("/jderest/v2/tokenrequest", Self.login) + Self.post("/jderest/v2/tokenrequest", Self.login))
        let second = sut.readResponse()
        let third = sut.readResponse()
        // Then each is answered, and the connection stays open
        #expect(first?.status == 200)
        #expect(first?.headers["connection"] == "keep-alive")
        #expect(first?.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(second?.status == 200)
        #expect(third?.status == 200)
    }

    @Test(arguments: ["GARBAGE\r\n\r\n", "POST /jderest HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}",
                      "POST /jderest/v2/tokenrequest HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
                      "POST /jderest/v2/tokenrequest HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n",
                      "get / HTTP/1.1\r\nHost: x\r\n\r\n", "POST / HTTP/1.1\r\nHost: \u{1}\r\n\r\n"])
    func malformedHTTPAnswers400AndCloses(_ request: String) throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let sut = try RawHTTPConnection(port: harness.sut.port)
        sut.send(request)
        let reply = sut.readResponse()
        #expect(reply?.status == 400)
        #expect(reply?.body.contains("\"jde__status\":\"ERROR\"") == true)
        #expect(sut.isClosedByServer())
    }

    @Test func anOversizedBodyAnswers413() throws {
        let harness = try SimulatorHarness { $0.maximumRequestBytes = 1_000 }
        defer { harness.stop() }
        let sut = try RawHTTPConnection(port: harness.sut.port)
        sut.send("POST /jderest/v2/tokenrequest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n")
        #expect(sut.readResponse()?.status == 413)
    }

    @Test func expectContinueIsHonoured() throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let sut = try RawHTTPConnection(port: harness.sut.port)
        sut.send("POST /jderest/v2/tokenrequest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: \(Self.login.utf8.count)\r\n\r\n")
        #expect(sut.readResponse()?.status == 100)
        sut.send(Self.login)
        #expect(sut.readResponse()?.status == 200)
    }

    @Test func wrongContentTypeAnswers415() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let reply = try await harness.post("/v2/tokenrequest", ["username": "DEMO"], contentType: "text/plain")
        #expect(reply.status == 415)
        #expect(reply.json["jde__status"] == "ERROR")
    }

    @Test(arguments: ["{", "[1,2]", "\"text\"", "{\"username\": }", ""])
    func invalidJSONAnswers400WithAnErrorBody(_ body: String) throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let sut = try RawHTTPConnection(port: harness.sut.port)
        sut.send(Self.post("/jderest/v2/dataservice", body))
        let reply = sut.readResponse()
        #expect(reply?.status == 400)
        let json = try JSONParser.parse(reply?.body ?? "")
        #expect(json["status"] == "ERROR")
        #expect(json["exception"] == "Exception")
    }

    @Test func unknownPathsAndMethodsAreRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let missing = try await harness.post("/v2/nothing", [:])
        let get = try await harness.send("GET", url: harness.sut.baseURL + "/v2/dataservice", body: nil, headers: [:], contentType: "")
        #expect(missing.status == 404)
        #expect(get.status == 405)
    }

    @Test func severalClientsAtOnce() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When twelve clients log in and read their queues concurrently
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<12 {
                group.addTask {
                    let login = try await harness.login(device: "client-\(i)")
                    return try await harness.queue(login).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Then every one is served
        #expect(statuses == Array(repeating: 200, count: 12))
    }

    @Test func stopClosesOpenConnectionsAndIsIdempotent() throws {
        let harness = try SimulatorHarness()
        let sut = try RawHTTPConnection(port: harness.sut.port)
        sut.send(Self.post("/jderest/v2/tokenrequest", Self.login))
        #expect(sut.readResponse()?.status == 200)
        // When the server stops twice
        harness.stop()
        harness.stop()
        // Then the open keep-alive connection is closed and nothing listens any more
        #expect(sut.isClosedByServer())
        #expect(throws: (any Error).self) { try RawHTTPConnection(port: harness.sut.port) }
    }
}
