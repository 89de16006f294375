@testable import AISSimulator
import Testing

@Suite struct SessionTests {
    @Test func loginAnswersTheContractsFields() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        // When DEMO logs in
        let reply = try await harness.post("/v2/tokenrequest", ["username": "demo", "password": "demo", "deviceName": "d1",
                                                                "environment": "JDV920", "role": "*ALL"])
        // Then the answer carries the token, the address number and the date format
        #expect(reply.status == 200)
        let info = reply.json["userInfo"]
        #expect(reply.json["username"] == "DEMO")
        #expect(info?["addressNumber"] == 4242)
        #expect(info?["simpleDateFormat"] == "MM/dd/yyyy")
        #expect(info?["dateFormat"] == "MDE")
        #expect(info?["dateSeperator"] == "/")
        #expect(info?["token"]?.stringValue?.isEmpty == false)
        #expect(reply.json["userAuthorized"] == false)
        #expect(reply.json["aisSessionCookie"]?.stringValue != nil)
    }

    @Test func otherUsersHaveTheirOwnDateFormats() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let reply = try await harness.post("/v2/tokenrequest", ["username": "MARIE", "password": "demo", "deviceName": "d1"])
        #expect(reply.json["userInfo"]?["simpleDateFormat"] == "dd/MM/yyyy")
        #expect(reply.json["userInfo"]?["dateFormat"] == "DME")
    }

    @Test(arguments: [("DEMO", "wrong"), ("NOBODY", "demo"), ("", "")])
    func aWrongUserOrPasswordAnswers403(username: String, password: String) async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let reply = try await harness.post("/v2/tokenrequest", ["username": .string(username), "password": .string(password), "deviceName": "d1"])
        #expect(reply.status == 403)
        #expect(reply.json["message"] == "Authorization Failure")
        #expect(reply.json["jde__status"] == "ERROR")
    }

    @Test func validateAnswersForALiveTokenAndLogoutEndsIt() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        // When the session is checked, then logged out, then checked again
        let valid = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials + [("touch", true)]))
        let logout = try await harness.post("/v2/tokenrequest/logout", ["token": .string(login.token)])
        let after = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials))
        // Then it was valid, logging out worked, and the token is gone
        #expect(valid.status == 200)
        #expect(valid.json["isValidSession"] == true)
        #expect(logout.status == 200)
        #expect(after.status == 444)
        #expect(after.json["message"] == "Invalid Token")
        #expect(after.json["exception"] == "Exception")
        #expect(after.json["timeStamp"]?.stringValue != nil)
    }

    @Test func aTokenIsBoundToItsDevice() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login(device: "laptop")
        // When the token is used from another device name
        let reply = try await harness.post("/v2/tokenrequest/validate", ["token": .string(login.token), "deviceName": "phone"])
        // Then it is invalid
        #expect(reply.status == 444)
    }

    @Test func theTokenMayTravelInHeaders() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login(device: "hdr")
        let reply = try await harness.post("/v2/tokenrequest/validate", [:],
                                           headers: ["jde-AIS-Auth": login.token, "jde-AIS-Auth-Device": "hdr"])
        let foreign = try await harness.post("/v2/tokenrequest/validate", [:],
                                             headers: ["jde-AIS-Auth": login.token, "jde-AIS-Auth-Device": "other"])
        #expect(reply.status == 200)
        #expect(foreign.status == 444)
    }

    @Test func anUnknownTokenAnswers444EverywhereButLogin() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        for path in ["/v2/tokenrequest/validate", "/v2/dataservice", "/v2/dataservice/next?rid=x", "/v3/orchestrator/ORCH_ApprovePurchaseOrder",
                     "/v2/file/list", "/v2/file/gettext", "/v2/file/addtext", "/v2/tokenrequest/logout"] {
            let reply = try await harness.post(path, ["token": "044nope", "deviceName": "d1"])
            #expect(reply.status == 444, "\(path)")
        }
    }

    @Test func tokensExpireAfterTheirLifetime() async throws {
        // Given a simulator whose tokens live for 0.2 s
        let harness = try SimulatorHarness { $0.tokenLifetime = 0.2 }
        defer { harness.stop() }
        let login = try await harness.login()
        // When the token goes unused for longer than that
        var status = 200
        let deadline = ContinuousClock.now + .seconds(10)
        while status == 200, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            status = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials)).status
        }
        // Then it answers 444
        #expect(status == 444)
    }

    @Test func theAdminEndpointExpiresAllTokens() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let expire = try await harness.admin("POST", "/tokens/expire")
        let reply = try await harness.post("/v2/tokenrequest/validate", .object(login.credentials))
        #expect(expire.json["expired"] == 1)
        #expect(reply.status == 444)
    }
}
