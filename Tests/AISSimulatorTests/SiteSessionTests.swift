@testable import AISSimulator
import Foundation
import Testing

/// The site set-ups around the session: a cookie-affinity balancer and the login types.
@Suite struct SiteSessionTests {
    private static let affinity = "SIMAFFINITY=node1"

    @Test func theLoginAnswerSetsTheAffinityCookie() async throws {
        // Given a simulator playing a cookie-affinity balancer
        let harness = try SimulatorHarness { $0.site.affinityCookie = true }
        defer { harness.stop() }
        // When DEMO logs in
        let reply = try await harness.send("POST", url: harness.sut.baseURL + "/v2/tokenrequest",
                                           body: JSONWriter.bytes(["username": "DEMO", "password": "demo", "deviceName": "d"]),
                                           headers: [:], contentType: "application/json")
        // Then the answer sets the cookie for /jderest
        #expect(reply.status == 200)
        #expect(reply.headers["set-cookie"] == "\(Self.affinity); Path=/jderest; HttpOnly")
    }

    @Test func aRequestWithoutTheAffinityCookieMeetsANodeThatDoesNotKnowTheToken() async throws {
        // Given a balancer with affinity and a session
        let harness = try SimulatorHarness { $0.site.affinityCookie = true }
        defer { harness.stop() }
        let login = try await harness.login()
        // When the queue is read without the cookie, then with it
        let without = try await harness.queue(login)
        let with = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials), headers: ["Cookie": "a=b; " + Self.affinity])
        // Then without it the token is unknown (444), with it the session is valid
        #expect(without.status == 444)
        #expect(without.json["message"] == "Invalid Token")
        #expect(with.status == 200)
    }

    @Test func withoutAffinityNoCookieIsSetOrNeeded() async throws {
        // Given a plain site
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When DEMO logs in and reads without cookies
        let reply = try await harness.send("POST", url: harness.sut.baseURL + "/v2/tokenrequest",
                                           body: JSONWriter.bytes(["username": "DEMO", "password": "demo", "deviceName": "d"]),
                                           headers: [:], contentType: "application/json")
        let login = try await harness.login()
        // Then no cookie is set and reads work
        #expect(reply.headers["set-cookie"] == nil)
        #expect(try await harness.queue(login).status == 200)
    }

    @Test func basicLoginWorksWithBodyLoginSwitchedOff() async throws {
        // Given a site that switched user and password in the body off
        let harness = try SimulatorHarness { $0.site.noBodyLogin = true }
        defer { harness.stop() }
        // When DEMO logs in with HTTP Basic, environment, role and device in the body
        let basic = "Basic " + Data("DEMO:demo".utf8).base64EncodedString()
        let reply = try await harness.post("/v2/tokenrequest", ["deviceName": "d", "environment": "JDV920", "role": "*ALL"],
                                           headers: ["Authorization": basic])
        // Then it gets a token that reads
        #expect(reply.status == 200)
        let token = try #require(reply.json["userInfo"]?["token"]?.stringValue)
        let read = try await harness.post("/v2/tokenrequest/validate", ["token": .string(token), "deviceName": "d"])
        #expect(read.status == 200)
    }

    @Test func aBodyLoginIsRefusedWhenSwitchedOffWithAMessageSayingSo() async throws {
        // Given a site that switched user and password in the body off
        let harness = try SimulatorHarness { $0.site.noBodyLogin = true }
        defer { harness.stop() }
        // When DEMO logs in with the right password in the body
        let reply = try await harness.post("/v2/tokenrequest", ["username": "DEMO", "password": "demo", "deviceName": "d"])
        // Then the login is refused as AIS refuses it (403) and the message says the login type is off
        #expect(reply.status == 403)
        #expect(reply.json["message"] == "Authorization Failure")
        #expect(reply.json["userDefinedErrorText"]?.stringValue?.contains("not enabled") == true)
    }

    @Test func aWrongBasicPasswordIsRefusedAndBasicWorksOnAPlainSiteToo() async throws {
        // Given a plain site, which takes both login types
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When DEMO logs in with Basic, once with a wrong password
        func basic(_ credentials: String) async throws -> SimulatorHarness.Reply {
            try await harness.post("/v2/tokenrequest", ["deviceName": "d"],
                                   headers: ["Authorization": "Basic " + Data(credentials.utf8).base64EncodedString()])
        }
        // Then the right one logs in and the wrong one is refused
        #expect(try await basic("DEMO:demo").status == 200)
        #expect(try await basic("DEMO:wrong").status == 403)
    }
}
