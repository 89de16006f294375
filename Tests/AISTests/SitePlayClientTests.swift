import AIS
import AISSimulator
import Foundation
import Testing

/// The client against the simulator playing a site (contract §9): a table not granted, a gateway's
/// origin in next links, Basic-only login.
@Suite struct SitePlayClientTests {
    private func start(_ configure: (inout SitePlay) -> Void) throws -> SimulatorServer {
        var configuration = SimulatorConfiguration(orders: 20, seed: 3)
        configuration.passwordIterations = 16 // a login each test, cheaply
        configure(&configuration.site)
        let sim = try SimulatorServer(configuration: configuration)
        try sim.start()
        return sim
    }

    private func client(_ sim: SimulatorServer, login: LoginType = .password, pageSize: Int = 7) -> AISClient {
        var configuration = AISConfiguration(baseURL: URL(string: sim.baseURL)!, environment: "JDV920", role: "*ALL", deviceName: "signoff-5173e000")
        configuration.maxPageSize = pageSize
        configuration.login = login
        return AISClient(configuration: configuration)
    }

    private static let queue = DataServiceQuery(table: "F4209", columns: ["DOCO", "ASTS"],
                                                conditions: [Condition(column: "RPER", op: .equal, values: ["4242"])],
                                                orderBy: [.init(column: "DOCO", ascending: false)])

    @Test func aForbiddenTableIsNotAllowedNamingItWithoutRenewal() async throws {
        // Given a user without a Data Browser grant on F4311
        let sim = try start { $0.forbiddenTables = ["F4311"] }
        defer { sim.stop() }
        let sut = client(sim)
        let session = try await sut.sessionService.login(username: "DEMO", password: "demo")
        let renewer = CountingRenewer()
        // When F4311 is read under a renewer
        let lines = DataServiceQuery(table: "F4311", columns: ["DOCO", "LNID"], conditions: [])
        await SessionRenewal.$renewer.withValue(renewer) {
            await #expect(throws: AISError.notAllowed(what: .table("F4311"))) { _ = try await sut.dataService.browseAll(lines, session: session) }
        }
        // Then no session was renewed, and the session still reads what it may
        #expect(await renewer.renewals == 0)
        #expect(try await sut.dataService.browseAll(Self.queue, session: session).count >= 20)
    }

    @Test func nextLinksOnAnotherOriginGoToTheConfiguredOneAndNeverThere() async throws {
        // Given a listener on another loopback port, which the simulator names in its next links
        let other = try ScriptedHTTPServer(script: [], lifetime: 60)
        defer { other.stop() }
        let sim = try start { $0.nextOrigin = "http://127.0.0.1:\(other.port)" }
        defer { sim.stop() }
        let sut = client(sim, pageSize: 5)
        let session = try await sut.sessionService.login(username: "DEMO", password: "demo")
        // When the queue is read five rows a page
        let rows = try await sut.dataService.browseAll(Self.queue, session: session)
        // Then every page came from the simulator and nothing reached the other origin
        let expected = try sim.inspect { try $0.scalar("SELECT COUNT(*) FROM F4209 WHERE RPER = 4242").int ?? 0 }
        #expect(rows.count == expected && expected > 5)
        #expect(sim.requestCounts.nextPages >= 1)
        #expect(other.connectionsAccepted == 0 && other.headsReceived == 0)
    }

    @Test func basicLoginWorksWhereBodyLoginIsOff() async throws {
        // Given a site that switched user and password in the body off
        let sim = try start { $0.noBodyLogin = true }
        defer { sim.stop() }
        // When DEMO logs in with connection.login basic
        let sut = client(sim, login: .basic)
        let session = try await sut.sessionService.login(username: "DEMO", password: "demo")
        // Then the session reads the queue
        #expect(session.userInfo.addressNumber == 4242)
        #expect(try await sut.dataService.browseAll(Self.queue, session: session).count >= 20)
    }

    @Test func passwordLoginWhereItIsOffGetsAMessageThatSaysSoAndNamesTheSetting() async throws {
        // Given a site that switched user and password in the body off
        let sim = try start { $0.noBodyLogin = true }
        defer { sim.stop() }
        // When DEMO logs in with the default login type
        do {
            _ = try await client(sim).sessionService.login(username: "DEMO", password: "demo")
            Issue.record("expected a refusal")
        } catch let error as AISError {
            // Then the refusal carries the server's reason and names connection.login
            guard case .authorizationFailure = error else { Issue.record("got \(error)"); return }
            #expect(error.userMessage.contains("not enabled on this AIS server"), "\(error.userMessage)")
            #expect(error.userMessage.contains("connection.login"))
        }
    }
}
