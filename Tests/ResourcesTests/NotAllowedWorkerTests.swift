import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// A `403` reaches the workers as "not allowed" (contract §9): the table or orchestration named, the
/// JD Edwards administrator to grant it, and never a password prompt.
@Suite struct NotAllowedWorkerTests {
    @Test func aPreloadOfAForbiddenTableFailsThatDatasetAsNotAllowedWithoutAPrompt() async throws {
        // Given a user without a Data Browser grant on F4311, and a prompt that counts
        let fixture = try SimulatorFixture(orders: 8) { $0.site.forbiddenTables = ["F4311"] }
        _ = try await fixture.login()
        let prompt = CountingPrompt()
        await fixture.workspace.gate.setPrompt(prompt)
        // When everything is preloaded
        let outcome = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        // Then the lines failed as not allowed, naming F4311; the queue was read; nobody was asked for a password
        let failure = try #require(outcome.failures[.lines])
        #expect(failure.kind == .notAllowed)
        #expect(failure.message.contains("table F4311") && failure.message.contains("JD Edwards administrator"))
        #expect(outcome.failures[.queue] == nil)
        #expect(try fixture.count("approval_queue") == 8)
        #expect(prompt.asked == 0)
        #expect(await fixture.workspace.gate.session != nil)
    }

    @Test func aDecisionWhoseOrchestrationIsNotSharedIsRefusedOnceWithoutAPrompt() async throws {
        // Given orchestrations the user's role may not run (a gateway answering 403 for them), and a counting prompt
        let fixture = try SimulatorFixture(orders: 3, transport: ForbiddingTransport(pathContaining: "/orchestrator/"))
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let prompt = CountingPrompt()
        await fixture.workspace.gate.setPrompt(prompt)
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        let sut = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        let log = DecisionLog()
        // When an approval is sent
        _ = try sut.enqueue([.init(order: keys[0], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then it is refused, naming the orchestration, after one try, and no password was asked
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.contains("orchestration ORCH_ApprovePurchaseOrder") == true)
        #expect(log.last?.attempts == 1)
        #expect(prompt.asked == 0)
    }

    @Test func theWorkspaceTellsItsDiagnosticsOnceWhenNextLinksNameAnotherAddress() async throws {
        // Given a simulator that writes a gateway's origin into next links, and a workspace with diagnostics
        var configuration = SimulatorConfiguration(orders: 30, seed: 5)
        configuration.passwordIterations = 16 // a login each test, cheaply
        configuration.site.nextOrigin = "http://ais-node3:9300"
        let simulator = try SimulatorServer(configuration: configuration)
        try simulator.start()
        defer { simulator.stop() }
        let database = try Database()
        try database.migrate(ClientSchema.migrations)
        let lines = NoteSpy()
        let workspace = ServerWorkspace(configuration: AISConfiguration(baseURL: URL(string: simulator.baseURL)!, environment: "JDV920",
                                                                        role: "*ALL", deviceName: "signoff-test0002"),
                                        database: database, diagnostics: Diagnostics { lines.append($0) })
        _ = try await workspace.gate.login(username: "DEMO", password: "demo")
        // When the queue is preloaded a few rows a page
        var settings = PreloadSettings()
        settings.pageSize = 5
        let outcome = await workspace.preloadWorker(settings: settings).run([.queue]) { _ in }
        // Then it was read whole, and the diagnostics heard of the other address once
        #expect(outcome.failures.isEmpty)
        #expect(try database.read { try $0.count(ApprovalQueueEntry.self) } == 30)
        #expect(lines.lines.filter { $0.contains("ais-node3:9300") }.count == 1)
    }
}

/// A password prompt that counts and gives up.
final class CountingPrompt: ReauthenticationPrompt, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var asked: Int { lock.withLock { count } }
    func password(for username: String, problem: String?) async -> String? {
        lock.withLock { count += 1 }
        return nil
    }
}

/// Collects diagnostic lines.
final class NoteSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    func append(_ line: String) { lock.withLock { collected.append(line) } }
    var lines: [String] { lock.withLock { collected } }
}

/// The real transport, except that requests whose path contains `pathContaining` answer `403` with an
/// AIS error body, as a server answers for an orchestration not shared with the user's role.
struct ForbiddingTransport: HTTPTransport {
    let pathContaining: String
    private let inner = CurlTransport()

    init(pathContaining: String) { self.pathContaining = pathContaining }

    func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
        guard request.url.path.contains(pathContaining) else { return try await inner.send(request) }
        return AIS.HTTPResponse(status: 403, headers: ["content-type": "application/json"],
                            body: Array(#"{"message":"Authorization Failure","exception":"Exception","jde__status":"ERROR"}"#.utf8))
    }
}
