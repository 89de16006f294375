@testable import AISSimulator
import Foundation
import Testing

/// gzip when asked (zlib from the system) and `GET /jderest/defaultconfig`.
@Suite struct CompressionAndDefaultConfigTests {
    private func get(_ path: String, port: Int, headers: String = "") throws -> (status: Int, headers: [String: String], body: [UInt8]) {
        let connection = try RawHTTPConnection(port: port)
        connection.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\(headers)\r\n")
        return try #require(connection.readResponseBytes())
    }

    @Test func defaultConfigAnswersTheReleaseAndCapabilitiesWithoutALogin() async throws {
        // Given a simulator
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When defaultconfig is asked for without a token
        let reply = try await harness.send("GET", url: harness.sut.baseURL + "/defaultconfig", body: nil, headers: [:], contentType: "")
        // Then it names the release and the capabilities the client needs
        #expect(reply.status == 200)
        #expect(reply.json["aisVersion"] == "9.2.8.3")
        #expect(reply.json["jasHost"] != nil && reply.json["jasPort"] != nil && reply.json["requiredCapabilities"] != nil)
        let names = (reply.json["capabilityList"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(names.contains("applicationStack") && names.contains("orchestrator"))
        #expect(reply.json["capabilityList"]?[0]?["asOfRelease"] != nil)
    }

    @Test func answersAreGzipWhenTheRequestAsks() throws {
        // Given a simulator
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When defaultconfig is asked for with and without Accept-Encoding: gzip
        let plain = try get("/jderest/defaultconfig", port: harness.sut.port)
        let compressed = try get("/jderest/defaultconfig", port: harness.sut.port, headers: "Accept-Encoding: gzip, deflate\r\n")
        // Then the second comes as gzip (magic 1f 8b) and reads back to the first
        #expect(plain.headers["content-encoding"] == nil)
        #expect(compressed.headers["content-encoding"] == "gzip")
        #expect(Array(compressed.body.prefix(2)) == [0x1F, 0x8B])
        #expect(GzipEncoding.decompress(compressed.body) == plain.body)
        // and the answers' bytes counted are those sent: the plain body and the compressed one
        #expect(harness.sut.requestCounts.answerBytes == plain.body.count + compressed.body.count)
    }

    @Test func aPageOfRowsCompressesToAQuarterOrLess() async throws {
        // Given a queue page of 100 rows
        let harness = try SimulatorHarness(orders: 200)
        defer { harness.stop() }
        let login = try await harness.login()
        let page = try await harness.queue(login, pageSize: "100")
        let plain = [UInt8](page.raw)
        // When zlib compresses it as the simulator does
        let compressed = try #require(GzipEncoding.compress(plain))
        // Then it is at most a quarter of the plain bytes, and reads back
        #expect(compressed.count * 4 <= plain.count, "\(compressed.count) of \(plain.count)")
        #expect(GzipEncoding.decompress(compressed) == plain)
    }

    @Test func gzipRefusedWithQZeroOrAbsentIsNotUsed() {
        // Then only an Accept-Encoding that takes gzip gets it
        #expect(GzipEncoding.accepted(by: "gzip"))
        #expect(GzipEncoding.accepted(by: "br, GZIP;q=0.5"))
        #expect(!GzipEncoding.accepted(by: "gzip;q=0"))
        #expect(!GzipEncoding.accepted(by: "identity"))
        #expect(!GzipEncoding.accepted(by: nil))
    }

    @Test func aCutOffGzipStreamDoesNotRead() throws {
        // Given a compressed body cut in half
        let compressed = try #require(GzipEncoding.compress(Array(String(repeating: "rows ", count: 1000).utf8)))
        // Then it does not read back
        #expect(GzipEncoding.decompress(Array(compressed.prefix(compressed.count / 2))) == nil)
    }
}
