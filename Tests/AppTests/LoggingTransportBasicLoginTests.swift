import AIS
@testable import App
import Foundation
import Testing

/// A Basic login (`connection.login basic`) puts the password in a header: the diagnostic log redacts it
/// there as it does in a login body.
@Suite struct LoggingTransportBasicLoginTests {
    /// Answers every request 403 and records nothing.
    private struct RefusingTransport: HTTPTransport {
        func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse { AIS.HTTPResponse(status: 403, body: Array("{}".utf8)) }
    }

    @Test func thePasswordOfABasicHeaderNeverReachesTheLog() async throws {
        // Given a log behind the logging transport
        let folder = NSTemporaryDirectory() + "signoff-log-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try DiagnosticLog(path: folder + "/signoff.log")
        let sut = LoggingTransport(RefusingTransport(), log: log)
        let encoded = Data("DEMO:s3cret:pass".utf8).base64EncodedString()
        // When a Basic login goes through it, and a server's message later echoes the password and the header
        _ = try await sut.send(AIS.HTTPRequest(url: URL(string: "http://127.0.0.1:1/jderest/v2/tokenrequest")!,
                                               headers: ["Authorization": "Basic " + encoded], body: Array("{}".utf8)))
        log.write("refused s3cret:pass with \(encoded)")
        // Then neither the password nor its encoding is in the file
        let text = try String(contentsOfFile: folder + "/signoff.log", encoding: .utf8)
        #expect(!text.contains("s3cret:pass") && !text.contains(encoded))
        #expect(text.contains("refused [redacted] with [redacted]"))
    }
}
