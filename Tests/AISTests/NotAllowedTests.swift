@testable import AIS
import Foundation
import Testing

/// A `403` outside the token request is "not allowed" (contract §9), naming what was asked for and who
/// grants it; never "session ended": no renewal, no second request.
@Suite struct NotAllowedTests {
    private static let refusal = #"{"message":"Authorization Failure","exception":"Exception","jde__status":"ERROR"}"#

    @Test func a403OnATableReadIsNotAllowedNamingTheTableWithoutRenewal() async throws {
        // Given a server that refuses F4311 and a renewer that counts
        let transport = FakeTransport([.response(403, Self.refusal)])
        let renewer = CountingRenewer()
        let sut = Fixtures.client(transport)
        // When F4311 is read
        let query = DataServiceQuery(table: "F4311", columns: ["DOCO"], conditions: [])
        await SessionRenewal.$renewer.withValue(renewer) {
            await #expect(throws: AISError.notAllowed(what: .table("F4311"))) {
                _ = try await sut.dataService.browseAll(query, session: Fixtures.session)
            }
        }
        // Then it was asked once, the session was not renewed, and it is not "session gone"
        #expect(transport.sent.count == 1)
        #expect(await renewer.renewals == 0)
        #expect(!AISError.notAllowed(what: .table("F4311")).isSessionGone)
    }

    @Test func theMessageNamesTheTableAndWhoGrantsIt() {
        // When the message of a refused table is read
        let sut = AISError.notAllowed(what: .table("F4311")).userMessage
        // Then it says not allowed, names the table and the grant
        #expect(sut.hasPrefix("Not allowed"))
        #expect(sut.contains("table F4311") && sut.contains("JD Edwards administrator") && sut.contains("Data Browser security"))
    }

    @Test func a403OnAnOrchestrationNamesItAndItsSharing() async throws {
        // Given an orchestration not shared with the user's role
        let transport = FakeTransport([.response(403, Self.refusal)])
        // When an approval is sent
        do {
            _ = try await Fixtures.client(transport).orchestrationService.approve(OrderKey(number: 1, type: "OP", company: "00001", suffix: "000"),
                                                             remark: "", session: Fixtures.session)
            Issue.record("expected not allowed")
        } catch let error as AISError {
            // Then it is not allowed, naming the orchestration and its sharing
            #expect(error == .notAllowed(what: .orchestration("ORCH_ApprovePurchaseOrder")))
            #expect(error.userMessage.contains("orchestration ORCH_ApprovePurchaseOrder") && error.userMessage.contains("sharing"))
        }
        #expect(transport.sent.count == 1)
    }

    @Test func a403OnOpeningAFormNamesTheFormItsVersionAndTheApplicationsSecurity() async throws {
        // Given P43081 not granted to the user
        let transport = FakeTransport([.response(403, Self.refusal)])
        let renewer = CountingRenewer()
        // When its form is opened
        do {
            _ = try await SessionRenewal.$renewer.withValue(renewer) {
                try await Fixtures.client(transport).appStackService.openStack(FormOpenRequest(formName: "P43081_W43081A", version: "ZJDE0001"),
                                                               session: Fixtures.session)
            }
            Issue.record("expected not allowed")
        } catch let error as AISError {
            // Then it names the form, its version and P43081's security
            #expect(error == .notAllowed(what: .form("P43081_W43081A", version: "ZJDE0001")))
            #expect(error.userMessage.contains("P43081_W43081A (version ZJDE0001)") && error.userMessage.contains("security for P43081"))
        }
        #expect(await renewer.renewals == 0)
    }

    @Test func a403OnTheTokenRequestIsStillARefusedLogin() async throws {
        // Given a login the server refuses
        let transport = FakeTransport([.response(403, Self.refusal)])
        // Then it is a wrong user or password, not "not allowed"
        await #expect(throws: AISError.authorizationFailure("Authorization Failure")) {
            _ = try await Fixtures.client(transport).sessionService.login(username: "APPROVER", password: "x")
        }
    }

    @Test func a403OnANextPageNamesTheQuerysTable() async throws {
        // Given a first page with a next link, and a next page refused
        let transport = FakeTransport([.response(200, Fixtures.page(rows: #"{"F4209_DOCO": 1}"#, more: true,
                                                                     next: "http://ais.test:9300/jderest/v2/dataservice/next?rid=1")),
                                       .response(403, Self.refusal)])
        // When the whole query is read
        await #expect(throws: AISError.notAllowed(what: .table("F4209"))) {
            _ = try await Fixtures.client(transport).dataService.browseAll(DataServiceQuery(table: "F4209", columns: ["DOCO"], conditions: []),
                                                               session: Fixtures.session)
        }
    }
}
