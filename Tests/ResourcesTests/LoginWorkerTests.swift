import AIS
import Foundation
import Resources
import Testing

/// Answers the login with a given address number and records what else was asked.
final class LoginAnswerTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let addressNumber: Int
    private(set) var paths: [String] = []

    init(addressNumber: Int) { self.addressNumber = addressNumber }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { paths.append(request.url.path) }
        let body = request.url.path.hasSuffix("/tokenrequest")
            ? #"{"username":"NOADDR","userInfo":{"token":"044abc=","addressNumber":\#(addressNumber),"alphaName":" "},"version":null}"#
            : "{}"
        return HTTPResponse(status: 200, body: Array(body.utf8))
    }
}

@Suite struct LoginWorkerTests {
    static let request = LoginWorker.Request(server: URL(string: "http://ais.test:9300/jderest")!, environment: "JDV920", role: "*ALL",
                                             username: "NOADDR", password: "demo")

    static func makeSUT(_ transport: LoginAnswerTransport) -> LoginWorker {
        let folder = NSTemporaryDirectory() + "signoff-login-worker-\(UUID().uuidString)"
        return LoginWorker(location: DataLocation(dataHome: folder + "/data", configHome: folder + "/config"), transport: transport) { request in
            AISConfiguration(baseURL: request.server, environment: request.environment, role: request.role, deviceName: "signoff-0000abcd")
        }
    }

    @Test func aSessionWithNoAddressNumberIsRefusedAndLoggedOut() async throws {
        // Given: a server whose login answer has addressNumber 0
        let transport = LoginAnswerTransport(addressNumber: 0)
        let sut = Self.makeSUT(transport)
        // When / Then: the login is refused in words, and the session it opened is closed on the server
        await #expect(throws: LoginRefusal.noAddressNumber(username: "NOADDR")) { _ = try await sut.login(Self.request, reuse: nil) }
        #expect(transport.paths.map { $0.components(separatedBy: "/jderest/").last ?? "" } == ["v2/tokenrequest", "v2/tokenrequest/logout"])
    }

    @Test func aSessionWithAnAddressNumberIsKept() async throws {
        let transport = LoginAnswerTransport(addressNumber: 4242)
        let (_, session) = try await Self.makeSUT(transport).login(Self.request, reuse: nil)
        #expect(session.userInfo.addressNumber == 4242)
        #expect(transport.paths.count == 1)
    }
}
