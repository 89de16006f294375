import AIS
import AISSimulator
import Foundation
import Testing
@testable import Resources

/// `signoff doctor`'s read of the orders the user raised (`F4209` by `AN8`, contract §4.2): a site that
/// refuses it while the queue's read (`RPER`) is granted gets a warning naming My orders, never a failure.
@Suite struct SiteDoctorOriginatorReadTests {
    /// The real transport, except that a data-service read with a condition on `F4209.AN8` answers `403`.
    struct RefusingTheOriginatorRead: HTTPTransport {
        private let inner = CurlTransport()

        func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
            let body = (try? AIS.JSONParser.parse(String(decoding: request.body, as: UTF8.self)))
            let conditions = body?["query"]?["condition"]?.arrayValue ?? []
            guard conditions.contains(where: { $0["controlId"]?.text == "F4209.AN8" }) else { return try await inner.send(request) }
            return AIS.HTTPResponse(status: 403, headers: ["content-type": "application/json"],
                                    body: Array(#"{"message":"Authorization Failure","exception":"Exception","jde__status":"ERROR"}"#.utf8))
        }
    }

    private func check(transport: (any HTTPTransport)?) async throws -> (queue: SiteCheckResult, originator: SiteCheckResult) {
        let fixture = try SimulatorFixture(orders: 10, seed: 1, transport: transport)
        let session = try await fixture.login()
        let sut = SiteReadsCheck(workspace: fixture.workspace,
                                 site: .init(username: "DEMO", password: nil, method: .stock(.standard), orchestrations: []))
        let results = await sut.tableChecks(session)
        let queue = try #require(results.first { $0.name == "read F4209" })
        let originator = try #require(results.first { $0.name.hasPrefix("read F4209 as originator") })
        return (queue, originator)
    }

    @Test func theOriginatorReadIsCheckedAndPassesWhereGranted() async throws {
        let (queue, sut) = try await check(transport: nil)
        #expect(queue.status == .ok)
        #expect(sut.status == .ok, "\(sut)")
    }

    @Test func aRefusedOriginatorReadIsAWarningNamingMyOrders() async throws {
        // When: the site lets DEMO read the rows routed to them, not those they raised
        let (queue, sut) = try await check(transport: RefusingTheOriginatorRead())
        // Then
        #expect(queue.status == .ok)
        #expect(sut.status == .warning, "\(sut)")
        #expect(sut.fix.contains("My orders"), "\(sut.fix)")
    }
}
