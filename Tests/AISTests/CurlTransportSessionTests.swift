@testable import AIS
import Foundation
import Testing
import TestSupport

/// What `CurlTransport` keeps for a session and what it never does twice: the origin's cookies (sent back
/// to that origin only, forgotten at login and logout), gzip answers decoded, proxies, and a request not
/// marked idempotent never sent again by libcurl on a kept connection that died.
@Suite struct CurlTransportSessionTests {
    private func request(_ url: URL, idempotent: Bool = false, reusesConnection: Bool? = nil) -> HTTPRequest {
        HTTPRequest(url: url, headers: ["Content-Type": "application/json"], body: Array("{\"OrderNumber\":4001}".utf8), idempotent: idempotent,
                    reusesConnection: reusesConnection)
    }

    private func cookieLine(_ head: String) -> String? {
        head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("cookie:") }.map(String.init)
    }

    // MARK: Never sent twice

    @Test func aDecisionAfterTheKeptConnectionWasClosedArrivesOnce() async throws {
        // Given a read answered on a kept connection, which the server then closes as an idle timer would
        let server = try ScriptedHTTPServer(script: [.answerThenCloseIdle("{\"n\":1}")], afterScript: .answer("{\"n\":2}"))
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60))
        _ = try await sut.send(request(server.url, idempotent: true))
        try await waitUntilHolds(300) { server.connectionsClosed == 1 }
        // When a decision goes
        let response = try await sut.send(request(server.url))
        // Then it is answered, and the server got it exactly once
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"n\":2}")
        #expect(server.requestCount == 2)
        #expect(server.headsReceived == 2)
    }

    @Test func aDecisionNeverRidesAKeptConnectionSoALostAnswerIsNotSentAgain() async throws {
        // Given a read answered on a kept connection, and a server that drops the next request unanswered
        let server = try ScriptedHTTPServer(script: [.answer("{}"), .closeWithoutAnswer], afterScript: .answer("{\"again\":true}"))
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60))
        _ = try await sut.send(request(server.url, idempotent: true))
        // When a decision goes
        await #expect(throws: AISError.unreachable("connection dropped")) { _ = try await sut.send(request(server.url)) }
        // Then it went on a connection of its own, arrived once, and was not sent again
        #expect(server.connectionOfEachRequest == [0, 1])
        #expect(server.requestCount == 2)
        #expect(server.headsReceived == 2)
    }

    @Test func aReadOnAKeptConnectionThatDiesIsSentAgainByLibcurl() async throws {
        // Given the same server: this is what a decision on a kept connection would meet
        let server = try ScriptedHTTPServer(script: [.answer("{}"), .closeWithoutAnswer], afterScript: .answer("{\"again\":true}"))
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60, keptConnectionSeconds: 600))
        _ = try await sut.send(request(server.url, idempotent: true))
        // When a read goes on the kept connection
        let response = try await sut.send(request(server.url, idempotent: true))
        // Then libcurl sent it again on a new connection by itself: harmless for a read, why decisions go alone
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"again\":true}")
        #expect(server.connectionOfEachRequest == [0, 0, 1])
    }

    @Test func aNextPageOnAKeptConnectionThatDiesFailsAndIsNotSentAgain() async throws {
        // Given the same server, and a request that may ride the kept connection but must not go twice (a next page)
        let server = try ScriptedHTTPServer(script: [.answer("{}"), .closeWithoutAnswer], afterScript: .answer("{\"again\":true}"))
        defer { server.stop() }
        let sut = CurlTransport(options: .init(timeout: 60, keptConnectionSeconds: 600))
        _ = try await sut.send(request(server.url, idempotent: true))
        // When it goes on the kept connection, which the server closes unanswered
        await #expect(throws: AISError.unreachable("connection dropped")) {
            _ = try await sut.send(request(server.url, idempotent: false, reusesConnection: true))
        }
        // Then libcurl's own second attempt was refused: the server got it once, on the kept connection
        #expect(server.connectionOfEachRequest == [0, 0])
        #expect(server.headsReceived == 2)
    }

    @Test func theClientMarksOnlyReadsIdempotent() async throws {
        let fake = FakeTransport([.response(200, "{}"), .response(200, "{\"jde__status\":\"SUCCESS\"}")])
        let configuration = AISConfiguration(baseURL: URL(string: "http://127.0.0.1:9/jderest")!, environment: "JDV920", role: "*ALL",
                                             deviceName: "signoff-0000abcd")
        let sut = AISClient(configuration: configuration, transport: fake)
        _ = try await sut.sessionService.validate(Fixtures.session, touch: false)
        _ = try? await sut.orchestrationService.approve(OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000"), remark: "ok", session: Fixtures.session)
        #expect(fake.sent.map(\.idempotent) == [true, false])
        #expect(fake.sent.map(\.reusesConnection) == [true, false])
    }

    // MARK: Cookies

    @Test func cookiesGoBackToTheOriginThatSetThemOnlyAndAreForgotten() async throws {
        // Given an origin whose first answer sets two cookies, and another origin
        let origin = try ScriptedHTTPServer(script: [.answerWithHeaders(["Set-Cookie: JSESSIONID=abc1; Path=/; HttpOnly", "Set-Cookie: lb=node3"],
                                                                        body: Array("{}".utf8))])
        defer { origin.stop() }
        let other = try ScriptedHTTPServer(script: [])
        defer { other.stop() }
        let sut = CurlTransport()
        // When requests go to both, then the cookies are forgotten and the origin is asked again
        _ = try await sut.send(request(origin.url))
        _ = try await sut.send(request(origin.url))
        _ = try await sut.send(request(URL(string: "http://localhost:\(origin.port)/jderest/v2/dataservice")!))
        _ = try await sut.send(request(other.url))
        #expect(sut.cookieCount == 2)
        sut.forgetCookies()
        _ = try await sut.send(request(origin.url))
        // Then only the origin's second request carried them
        let heads = origin.headTexts
        #expect(heads.count == 4)
        #expect(cookieLine(heads[0]) == nil)
        #expect(cookieLine(heads[1]) == "Cookie: JSESSIONID=abc1; lb=node3")
        #expect(cookieLine(heads[2]) == nil, "localhost is another origin than 127.0.0.1")
        #expect(cookieLine(heads[3]) == nil, "forgotten")
        #expect(other.headTexts.map(cookieLine) == [nil])
        #expect(sut.cookieCount == 0)
    }

    @Test func aCookieSetAgainReplacesTheOldOneAndAnExpiredOneIsDropped() {
        let sut = CookieJar()
        let url = URL(string: "https://ais.example.com/jderest/v2/dataservice")!
        sut.store(["lb=node1", "JSESSIONID=a"], from: url)
        sut.store(["lb=node2", "JSESSIONID=; Max-Age=0"], from: url)
        #expect(sut.header(for: URL(string: "https://ais.example.com:443/jderest/x")!) == "lb=node2")
        sut.store(["lb=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT"], from: url)
        #expect(sut.header(for: url) == nil)
        #expect(sut.count == 0)
    }

    @Test func loginAndLogoutStartWithoutTheCookiesOfTheSessionBefore() async throws {
        // Given a server whose login answer sets an affinity cookie
        let login = "{\"username\":\"DEMO\",\"userInfo\":{\"token\":\"t1\",\"addressNumber\":1}}"
        let server = try ScriptedHTTPServer(script: [.answerWithHeaders(["Set-Cookie: lb=node3"], body: Array(login.utf8)), .answer("{}"),
                                                     .answerWithHeaders(["Set-Cookie: lb=node4"], body: Array(login.utf8))])
        defer { server.stop() }
        let transport = CurlTransport()
        let configuration = AISConfiguration(baseURL: server.baseURL, environment: "JDV920", role: "*ALL", deviceName: "signoff-0000abcd")
        let sut = AISClient(configuration: configuration, transport: transport)
        // When the user logs in, out, and in again
        let session = try await sut.sessionService.login(username: "DEMO", password: "demo")
        #expect(transport.cookieCount == 1)
        try await sut.sessionService.logout(session)
        #expect(transport.cookieCount == 0)
        _ = try await sut.sessionService.login(username: "DEMO", password: "demo")
        // Then the logout carried the session's cookie, and neither login carried one
        #expect(server.headTexts.map(cookieLine) == [nil, "Cookie: lb=node3", nil])
    }

    // MARK: Compression

    @Test func aGzipAnswerIsDecoded() async throws {
        let plain = "{\"rows\":[" + (1...200).map { "{\"DOCO\":\($0)}" }.joined(separator: ",") + "]}"
        let server = try ScriptedHTTPServer(script: [.answerWithHeaders(["Content-Encoding: gzip"], body: Gzip.stored(Array(plain.utf8)))])
        defer { server.stop() }
        let response = try await CurlTransport().send(request(server.url))
        #expect(String(decoding: response.body, as: UTF8.self) == plain)
        #expect(server.headTexts.first?.lowercased().contains("accept-encoding: gzip") == true)
    }

    // MARK: Proxies

    @Test(arguments: [("setting", [String: String]()), ("HTTP_PROXY", ["HTTP_PROXY": "proxy"]), ("http_proxy", ["http_proxy": "proxy"])])
    func aProxyCarriesPlainHTTP(_ label: String, _ environment: [String: String]) async throws {
        // Given a proxy (the scripted server answers what it is asked) and an address only it can reach
        let proxy = try ScriptedHTTPServer(script: [])
        defer { proxy.stop() }
        let address = "http://127.0.0.1:\(proxy.port)"
        let sut = CurlTransport(options: .init(proxy: label == "setting" ? address : nil, environment: environment.mapValues { _ in address }))
        // When
        let response = try await sut.send(request(URL(string: "http://signoff-no-such-host.invalid:9300/jderest/v2/dataservice")!))
        // Then the request went through the proxy
        #expect(response.status == 200, "\(label)")
        #expect(proxy.headTexts.first?.hasPrefix("POST http://signoff-no-such-host.invalid:9300/jderest/v2/dataservice HTTP/1.1") == true, "\(label)")
    }

    @Test func noProxyAndTheSettingNoneGoDirect() async throws {
        let proxy = try ScriptedHTTPServer(script: [])
        defer { proxy.stop() }
        let server = try ScriptedHTTPServer(script: [])
        defer { server.stop() }
        let environment = ["HTTP_PROXY": "http://127.0.0.1:\(proxy.port)"]
        _ = try await CurlTransport(options: .init(environment: environment.merging(["NO_PROXY": "127.0.0.1"]) { $1 })).send(request(server.url))
        _ = try await CurlTransport(options: .init(proxy: "none", environment: environment)).send(request(server.url))
        #expect(server.requestCount == 2)
        #expect(proxy.requestCount == 0)
    }

    @Test func theProxyIsChosenPerScheme() {
        let environment = ["https_proxy": "http://secure:3128", "HTTP_PROXY": "http://plain:3128", "NO_PROXY": ".internal"]
        #expect(ProxyChoice.resolve(setting: nil, scheme: "https", environment: environment) == ProxyChoice(proxy: "http://secure:3128", noProxy: ".internal"))
        #expect(ProxyChoice.resolve(setting: "", scheme: "http", environment: environment) == ProxyChoice(proxy: "http://plain:3128", noProxy: ".internal"))
        #expect(ProxyChoice.resolve(setting: "None", scheme: "https", environment: environment) == ProxyChoice(proxy: "", noProxy: "*"))
        #expect(ProxyChoice.resolve(setting: "http://p:8080", scheme: "https", environment: [:]) == ProxyChoice(proxy: "http://p:8080", noProxy: ""))
        #expect(ProxyChoice.resolve(setting: nil, scheme: "https", environment: ["ALL_PROXY": "http://all:1"]).proxy == "http://all:1")
    }
}

/// A gzip stream of `bytes` in stored (uncompressed) deflate blocks: a valid gzip answer with no zlib.
enum Gzip {
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 255]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        return out + littleEndian(crc32(bytes)) + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

