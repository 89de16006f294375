import AIS
import AISSimulator
import Foundation
import Testing

/// The client against the real simulator over loopback HTTP.
@Suite struct SimulatorIntegrationTests {
    private func start(orders: Int = 20) throws -> SimulatorServer {
        var configuration = SimulatorConfiguration(orders: orders, seed: 3)
        configuration.passwordIterations = 16 // a login each test, cheaply
        let sim = try SimulatorServer(configuration: configuration)
        try sim.start()
        return sim
    }

    private func client(_ sim: SimulatorServer, device: String = "signoff-1234abcd") -> AISClient {
        var configuration = AISConfiguration(baseURL: URL(string: sim.baseURL)!, environment: "JDV920", role: "*ALL", deviceName: device)
        configuration.maxPageSize = 7
        return AISClient(configuration: configuration)
    }

    @Test func logsInPagesTheQueueAndApproves() async throws {
        let sim = try start()
        defer { sim.stop() }
        let sut = client(sim)
        let session = try await sut.sessionService.login(username: "DEMO", password: "demo")
        #expect(session.userInfo.addressNumber == 4242)
        let rows = try await sut.dataService.browseAll(DataServiceQuery(
            table: "F4209", columns: ["DOCO", "DCTO", "KCOO", "SFXO", "ASTS"],
            conditions: [Condition(column: "RPER", op: .equal, values: ["4242"]), Condition(column: "ASTS", op: .list, values: ["1N", "2N"])],
            orderBy: [.init(column: "DOCO", ascending: false)]), session: session)
        #expect(rows.count == 20)
        let first = try #require(rows.first)
        let key = OrderKey(number: first.int("DOCO")!, type: first.string("DCTO")!, company: first.string("KCOO")!, suffix: first.string("SFXO")!)
        let result = try await sut.orchestrationService.approve(key, remark: "ok", session: session)
        #expect(["1A", "2A"].contains(result.approvalStatus))
        // The same decision again is refused by the server.
        await #expect(throws: AISError.self) { _ = try await sut.orchestrationService.approve(key, remark: "ok", session: session) }
    }

    @Test func aTokenFromAnotherDeviceIsRefused() async throws {
        let sim = try start(orders: 1)
        defer { sim.stop() }
        let session = try await client(sim).sessionService.login(username: "DEMO", password: "demo")
        let other = client(sim, device: "signoff-ffffffff")
        let stolen = AISSession(token: session.token, username: session.username, environment: session.environment, role: session.role,
                                deviceName: "signoff-ffffffff", userInfo: session.userInfo)
        #expect(try await !other.sessionService.validate(stolen, touch: false))
    }

    @Test func wrongPasswordIsRefused() async throws {
        let sim = try start(orders: 1)
        defer { sim.stop() }
        do {
            _ = try await client(sim).sessionService.login(username: "DEMO", password: "nope")
            Issue.record("expected a refusal")
        } catch let error as AISError {
            if case .authorizationFailure = error {} else { Issue.record("got \(error)") }
        }
    }

    @Test func aClosedPortIsUnreachable() async throws {
        let sim = try start(orders: 1)
        let url = sim.baseURL
        sim.stop()
        let configuration = AISConfiguration(baseURL: URL(string: url)!, environment: "JDV920", role: "*ALL", deviceName: "signoff-1")
        do {
            _ = try await AISClient(configuration: configuration).sessionService.login(username: "DEMO", password: "demo")
            Issue.record("expected unreachable")
        } catch let error as AISError {
            if case .unreachable = error {} else { Issue.record("got \(error)") }
        }
    }
}
