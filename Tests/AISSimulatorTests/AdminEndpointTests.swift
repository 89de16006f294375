@testable import AISSimulator
import Store
import Testing

@Suite struct AdminEndpointTests {
    @Test func answersLoopbackPeersOnly() throws {
        // Given the admin endpoint reached from another machine
        let sut = AdminEndpoint(database: try Database(), users: UserAccounts(database: try Database()),
                                tokens: TokenStore { 60 }, resultSets: ResultSetStore { 60 }, appStacks: AppStackStore { _ in true },
                                decisions: DecisionOrchestration(database: try Database()), media: MediaObjects(database: try Database()),
                                faults: FaultInjector(FaultSettings()), counters: RequestCounters(), clock: SimulatorClock(),
                                baseURL: { "" })
        let reply = sut.handle(HTTPRequest(method: "GET", path: "/admin/faults", peerIsLoopback: false))
        // Then it refuses
        #expect(reply.status == 403)
    }

    @Test func countsUsersAndHealth() async throws {
        let harness = try SimulatorHarness(orders: 10)
        defer { harness.stop() }
        let counts = try await harness.admin("GET", "/counts")
        let users = try await harness.admin("GET", "/users")
        let health = try await harness.admin("GET", "/health")
        #expect(counts.json["F4101"] == 2_000)
        #expect(counts.json["F0006"] == 10)
        #expect(users.json["users"]?.arrayValue?.first { $0["username"] == "DEMO" }?["awaitingApproval"] == 10)
        #expect(users.json["users"]?.arrayValue?.first { $0["username"] == "IDLE" }?["awaitingApproval"] == 0)
        #expect(health.json["baseURL"]?.stringValue == harness.sut.baseURL)
    }

    @Test func unknownPathsAndMethods() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        #expect(try await harness.admin("GET", "/nothing").status == 404)
        #expect(try await harness.admin("DELETE", "/faults").status == 405)
        #expect(try await harness.admin("GET", "/orders/x/OP/00200/000/decisions").status == 400)
    }
}
