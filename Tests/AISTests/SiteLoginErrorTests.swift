import AIS
import Foundation
import Testing

/// Login answers that say the site's set-up is wrong (contract §9), each a typed error that says who fixes
/// what; and the two login types.
@Suite struct SiteLoginErrorTests {
    private func loginError(_ answer: FakeTransport.Answer) async -> AISError? {
        do {
            _ = try await Fixtures.client(FakeTransport([answer])).sessionService.login(username: "APPROVER", password: "secret")
            return nil
        } catch {
            return error as? AISError
        }
    }

    @Test func a405OnLoginSaysTheServerIsNotInAllowedHosts() async {
        // When the token request answers 405
        let sut = await loginError(.response(405, #"{"message":"Allowed hosts failure"}"#))
        // Then the error names Allowed Hosts in Server Manager
        #expect(sut == .serverNotAllowedByHTMLServer)
        #expect(sut?.userMessage.contains("Allowed Hosts") == true && sut?.userMessage.contains("Server Manager") == true)
    }

    @Test func a445Or446SaysSingleSignOn() async {
        // When the token request answers 445, then 446
        let failed = await loginError(.response(445, "{}"))
        let off = await loginError(.response(446, "{}"))
        // Then each is single sign-on, failed or not enabled
        #expect(failed == .singleSignOn(status: 445) && failed?.userMessage.contains("Single sign-on failed") == true)
        #expect(off == .singleSignOn(status: 446) && off?.userMessage.contains("not enabled") == true)
    }

    @Test func a401WithAChallengeIsAGatewaysOwnLogin() async {
        // When a gateway answers 401 with its challenge and an HTML page
        let sut = await loginError(.headed(401, ["www-authenticate": #"Negotiate realm="corp\u{1b}[2J""#], "<html>login</html>"))
        // Then it is the gateway's login, its scheme kept and nothing else of its text
        #expect(sut == .gatewayLogin(scheme: "Negotiate"))
        #expect(sut?.userMessage.contains("gateway in front of AIS asks for its own login") == true)
        #expect(sut?.userMessage.contains("corp") == false)
    }

    @Test func passwordLoginPutsBothInTheBodyAndNoAuthorization() async throws {
        // Given the default login type
        let transport = FakeTransport([.response(200, Fixtures.loginAnswer)])
        // When APPROVER logs in
        _ = try await Fixtures.client(transport).sessionService.login(username: "APPROVER", password: "secret")
        // Then user and password are in the body and no Authorization header is sent
        let body = try transport.body(of: 0)
        #expect(body["username"]?.text == "APPROVER" && body["password"]?.text == "secret")
        #expect(transport.sent[0].headers["Authorization"] == nil)
    }

    @Test func basicLoginSendsAuthorizationAndNoPasswordInTheBody() async throws {
        // Given connection.login basic
        let transport = FakeTransport([.response(200, Fixtures.loginAnswer)])
        var configuration = Fixtures.configuration
        configuration.login = .basic
        let sut = AISClient(configuration: configuration, transport: transport, sleep: { _ in })
        // When APPROVER logs in
        let session = try await sut.sessionService.login(username: "APPROVER", password: "sécret:1")
        // Then the header carries user:password in base64 and the body environment, role and device only
        let header = try #require(transport.sent[0].headers["Authorization"])
        #expect(header == "Basic " + Data("APPROVER:sécret:1".utf8).base64EncodedString())
        let body = try transport.body(of: 0)
        #expect(body["password"] == nil && body["username"] == nil)
        #expect(body["environment"]?.text == "JDV920" && body["role"]?.text == "*ALL" && body["deviceName"]?.text == "signoff-0000abcd")
        #expect(session.userInfo.addressNumber == 4242)
    }
}
