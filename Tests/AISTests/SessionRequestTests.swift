import AIS
import Testing

@Suite struct SessionRequestTests {
    @Test func logsInAndReadsTheUserInfo() async throws {
        // Given
        let transport = FakeTransport([.response(200, Fixtures.loginAnswer)])
        let sut = Fixtures.client(transport)
        // When
        let session = try await sut.sessionService.login(username: "APPROVER", password: "secret")
        // Then
        #expect(session.token == "044Zq…=")
        #expect(session.userInfo.addressNumber == 4242)
        #expect(session.userInfo.alphaName == "Approver, Anna")
        #expect(session.userInfo.simpleDateFormat == "MM/dd/yyyy")
        #expect(session.deviceName == "signoff-0000abcd")
        let body = try transport.body(of: 0)
        #expect(body["username"]?.text == "APPROVER")
        #expect(body["deviceName"]?.text == "signoff-0000abcd")
        #expect(body["environment"]?.text == "JDV920")
        #expect(transport.sent[0].url.absoluteString == "http://ais.test:9300/jderest/v2/tokenrequest")
        #expect(transport.sent[0].headers["Content-Type"] == "application/json")
    }

    @Test func neverPrintsTheToken() {
        #expect(!String(describing: Fixtures.session).contains("044Zq"))
        #expect(!String(reflecting: Fixtures.session).contains("044Zq"))
    }

    @Test func aWrongPasswordIsAnAuthorizationFailure() async {
        let transport = FakeTransport([.response(403, #"{"message":"Authorization Failure","exception":"Exception"}"#)])
        await #expect(throws: AISError.authorizationFailure("Authorization Failure")) {
            _ = try await Fixtures.client(transport).sessionService.login(username: "A", password: "wrong")
        }
    }

    @Test(arguments: [
        (404, "<html>Not Found</html>"),
        (200, "<html>a web server</html>"),
        (200, #"{"hello":"world"}"#),
    ])
    func somethingThatIsNotAnAISServerIsSaidSo(status: Int, body: String) async {
        let transport = FakeTransport([.response(status, body)])
        await #expect(throws: AISError.self) {
            _ = try await Fixtures.client(transport).sessionService.login(username: "A", password: "p")
        }
        do {
            _ = try await Fixtures.client(FakeTransport([.response(status, body)])).sessionService.login(username: "A", password: "p")
        } catch let error as AISError {
            if case .notAnAISServer = error {} else { Issue.record("got \(error)") }
        } catch { Issue.record("got \(error)") }
    }

    @Test func sendsTheTokenInBodyAndHeaders() async throws {
        let transport = FakeTransport([.response(200, #"{"isValidSession": true}"#)])
        let valid = try await Fixtures.client(transport).sessionService.validate(Fixtures.session, touch: true)
        #expect(valid)
        let request = transport.sent[0]
        #expect(request.headers["jde-AIS-Auth"] == "044Zq=")
        #expect(request.headers["jde-AIS-Auth-Device"] == "signoff-0000abcd")
        let body = try transport.body(of: 0)
        #expect(body["token"]?.text == "044Zq=")
        #expect(body["touch"] == .bool(true))
    }

    @Test func anExpiredTokenMakesValidateFalse() async throws {
        let transport = FakeTransport([.response(444, #"{"message":"Invalid Token"}"#)])
        #expect(try await !Fixtures.client(transport).sessionService.validate(Fixtures.session, touch: false))
    }

    @Test func a403OnValidateMakesItFalseAsEveryOtherStatusDoes() async throws {
        // Given a validate answered 403 (contract §2.2: anything but 200 means the token is no longer valid)
        let transport = FakeTransport([.response(403, #"{"message":"Authorization Failure"}"#)])
        // Then the session is not valid, and nothing throws
        #expect(try await !Fixtures.client(transport).sessionService.validate(Fixtures.session, touch: false))
    }
}
