import AIS
import AISSimulator
import Foundation
import Resources
import Store
import Testing

/// Keeps the bodies of the requests that went over the wire (to read the conditions a worker sent).
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport = CurlTransport(options: .init(timeout: 30))
    private let lock = NSLock()
    private var bodies: [String] = []

    func send(_ request: AIS.HTTPRequest) async throws -> AIS.HTTPResponse {
        lock.withLock { bodies.append(String(decoding: request.body, as: UTF8.self)) }
        return try await inner.send(request)
    }

    /// The JSON bodies holding `text`.
    func sent(containing text: String) -> [AIS.JSONValue] {
        lock.withLock { bodies.filter { $0.contains(text) } }.compactMap { try? AIS.JSONParser.parse($0) }
    }
}

/// Decided by me against the simulator: the user's own F4209 decisions of the last days, merged with the
/// outbox, and the outbox alone when the server does not answer.
@Suite struct DecidedByMeWorkerTests {
    /// The simulator's day: every answer's `timeStamp`, and every decision's `RDJ`.
    static let serverNow = Date(timeIntervalSince1970: 1_795_273_200)  // 2026-11-21T15:00:00Z

    private func prepared(transport: (any HTTPTransport)? = nil) async throws -> (SimulatorFixture, DecidedByMeWorker, [OrderKey]) {
        let fixture = try SimulatorFixture(orders: 8, transport: transport) { $0.clock = SimulatorClock(fixed: Self.serverNow) }
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        return (fixture, DecidedByMeWorker(gate: fixture.workspace.gate, database: fixture.database, username: "DEMO"), keys)
    }

    /// The server's own count of DEMO's decisions on or after `day` (ISO).
    private func serverCount(_ fixture: SimulatorFixture, since day: String) throws -> Int {
        try fixture.simulator.inspect { c in
            try c.scalar("SELECT COUNT(*) FROM F4209 WHERE RDB = 'DEMO' AND ASTS IN ('1A', '2A', '1R', '2R', 'FW') AND RDJ >= ?", day).int ?? 0
        }
    }

    @Test func listsMyDecisionsOnlyWithWhomAForwardWentTo() async throws {
        // Given: the demo's history, where MARIE and KENJI decided after DEMO on the same orders
        let (fixture, sut, _) = try await prepared()
        // When
        let read = await sut.decisions(days: 3650)
        // Then: exactly DEMO's rows, each once, recorded, newest first
        #expect(read.serverFailure == nil)
        #expect(read.entries.count == (try serverCount(fixture, since: "0000-00-00")))
        #expect(read.entries.count > 30)
        #expect(read.entries.allSatisfy { $0.state == .recorded })
        let days = read.entries.compactMap { entry -> String? in if case .day(let d)? = entry.decidedOn { return d.iso } else { return nil } }
        #expect(days.count == read.entries.count && days == days.sorted(by: >))
        let forwards = read.entries.filter { $0.outcome == .forwarded }
        #expect(!forwards.isEmpty && forwards.allSatisfy { $0.forwardedTo == 4243 && $0.forwardedToName == "Lefèvre, Marie-Hélène" })
        #expect(read.entries.contains { $0.outcome == .rejected && !$0.remark.isEmpty })
    }

    @Test func asksForTheLast90DaysFromTheServersDay() async throws {
        // Given
        let transport = RecordingTransport()
        let (fixture, sut, _) = try await prepared(transport: transport)
        // When
        let read = await sut.decisions(days: 90)
        // Then: RDB, the decided statuses and RDJ from 90 days before the server's day, in DEMO's date format
        let query = try #require(transport.sent(containing: "F4209.RDB").last)
        let conditions = query["query"]?["condition"]?.arrayValue ?? []
        func condition(_ column: String) -> (op: String, values: [String])? {
            guard let found = conditions.first(where: { $0["controlId"]?.text == "F4209.\(column)" }) else { return nil }
            let values: [AIS.JSONValue] = found["value"]?.arrayValue ?? []
            return (found["operator"]?.text ?? "", values.compactMap { $0["content"]?.text })
        }
        #expect(condition("RDB")?.op == "EQUAL" && condition("RDB")?.values == ["DEMO"])
        #expect(condition("ASTS")?.op == "LIST" && Set(condition("ASTS")?.values ?? []) == ["1A", "2A", "1R", "2R", "FW"])
        #expect(condition("RDJ")?.op == "GREATER_EQUAL" && condition("RDJ")?.values == ["08/23/2026"])
        #expect(read.since == LocalDate(year: 2026, month: 8, day: 23))
        // And the server's older decisions are left out
        #expect(read.entries.count == (try serverCount(fixture, since: "2026-08-23")))
        #expect(read.entries.count < (try serverCount(fixture, since: "0000-00-00")))
    }

    @Test func aPendingDecisionShowsAsPendingAndARecordedOneOnce() async throws {
        // Given: one decision waiting in the outbox, one sent and recorded, then found uncertain again
        let (fixture, sut, keys) = try await prepared()
        let outbox = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        _ = try outbox.enqueue([.init(order: keys[0], kind: .reject, remark: "too dear", reason: "PR")], username: "DEMO",
                               approver: 4242, offline: false)
        await outbox.process(username: "DEMO", approver: 4242)
        _ = try outbox.enqueue([.init(order: keys[1], kind: .approve, remark: "later")], username: "DEMO", approver: 4242, offline: true)
        try fixture.database.write { c in
            try c.run("UPDATE decision_outbox SET state = 'uncertain' WHERE doco = ?", keys[0].number)
        }
        // When
        let read = await sut.decisions(days: 90)
        // Then: the pending one, marked so, first (newest); the recorded one once, as recorded, with its reason
        #expect(read.serverFailure == nil)
        let first = try #require(read.entries.first)
        #expect(first.order == keys[1] && first.state == .pending && first.outcome == .approved && first.remark == "later")
        let recorded = read.entries.filter { $0.order == keys[0] }
        #expect(recorded.count == 1)
        #expect(recorded.first?.state == .recorded && recorded.first?.outcome == .rejected)
        #expect(recorded.first?.reason == "PR" && recorded.first?.remark == "too dear")
        #expect(recorded.first?.decidedOn == .day(LocalDate(year: 2026, month: 11, day: 21)!))
    }

    @Test func aDecisionHeldBecauseItsOrderChangedShowsUntilTheOrderIsDecidedAgain() async throws {
        // Given: an approval held (the buyer raised a line between sight and decision)
        let (fixture, sut, keys) = try await prepared()
        let outbox = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        try await fixture.simulator.amend(keys[2], line: 1, quantity: 999)
        _ = try outbox.enqueue([.init(order: keys[2], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        await outbox.process(username: "DEMO", approver: 4242)
        // When
        let held = await sut.decisions(days: 90)
        // Then: listed as not sent
        #expect(held.entries.filter { $0.order == keys[2] }.map(\.state) == [.changed], "\(held.entries)")
        // When: decided again, on the new figures
        _ = try outbox.enqueue([.init(order: keys[2], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false)
        await outbox.process(username: "DEMO", approver: 4242)
        // Then: only the recorded decision
        let decided = await sut.decisions(days: 90)
        #expect(decided.entries.filter { $0.order == keys[2] }.map(\.state) == [.recorded], "\(decided.entries)")
    }

    @Test func aDecisionInItsUndoWindowShowsAsWaitingUntilItIsSent() async throws {
        // Given: an approval saved with a window of a minute
        let (fixture, sut, keys) = try await prepared()
        let saved = try DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
            .enqueue([.init(order: keys[4], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: false, undoSeconds: 60)
        // When
        let read = await sut.decisions(days: 90)
        // Then
        let entry = try #require(read.entries.first { $0.order == keys[4] })
        #expect(entry.state == .waiting)
        #expect(entry.sendAfter == saved.first?.sendAfter)
    }

    @Test func aLineDecisionTheServerConfirmedIsListedWithItsLines() async throws {
        // Given: lines 2 and 3 of an order rejected and confirmed (F4209 holds no row of it: the order still
        // awaits its other lines), and a whole-order approval still in the outbox
        let (fixture, sut, keys) = try await prepared()
        let outbox = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        let made = try outbox.enqueue([.init(order: keys[1], kind: .reject, remark: "wrong part", reason: "PR", lines: [2, 3])],
                                      username: "DEMO", approver: 4242, offline: true)
        _ = try outbox.enqueue([.init(order: keys[4], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: true)
        try fixture.database.write { try DecisionOutboxDao().update(made[0].id, to: .confirmed, message: "", at: Date(), in: $0) }
        // When
        let read = await sut.decisions(days: 90)
        // Then: listed once, recorded, with its lines, reason and remark
        let line = try #require(read.entries.first { $0.order == keys[1] && !$0.lines.isEmpty }, "\(read.entries)")
        #expect(line.lines == [2, 3] && line.outcome == .rejected && line.state == .recorded)
        #expect(line.reason == "PR" && line.remark == "wrong part")
        #expect(read.entries.filter { $0.order == keys[1] }.count == 1)
        #expect(read.entries.contains { $0.order == keys[4] && $0.lines.isEmpty && $0.state == .pending })
        // And offline it is listed too
        fixture.simulator.stop()
        #expect(await sut.decisions(days: 90).entries.contains { $0.order == keys[1] && $0.lines == [2, 3] })
    }

    @Test func offlineItSaysSoAndListsTheOutboxAlone() async throws {
        // Given: a decision in the outbox, then the server gone
        let (fixture, sut, keys) = try await prepared()
        _ = try DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
            .enqueue([.init(order: keys[2], kind: .approve, remark: "")], username: "DEMO", approver: 4242, offline: true)
        fixture.simulator.stop()
        // When
        let read = await sut.decisions(days: 90)
        // Then
        #expect(read.serverFailure?.kind == .offline)
        #expect(read.entries.map(\.order) == [keys[2]])
        #expect(read.entries.map(\.state) == [.pending])
    }

    @Test func aForwardWaitingInTheOutboxShowsAsAForwardToItsColleague() async throws {
        // Given: a forward to OLU made offline, then a forward recorded by the server
        let (fixture, sut, keys) = try await prepared()
        let outbox = DecisionWorker(gate: fixture.workspace.gate, database: fixture.database)
        _ = try outbox.enqueue([.init(order: keys[3], kind: .forward, remark: "your budget", forwardTo: 4245)], username: "DEMO",
                               approver: 4242, offline: true)
        // When
        let read = await sut.decisions(days: 90)
        // Then: pending, a forward, to 4245 by name, with its remark
        let entry = try #require(read.entries.first { $0.order == keys[3] }, "\(read.entries)")
        #expect(entry.outcome == .forwarded && entry.forwardedTo == 4245 && entry.state == .pending && entry.remark == "your budget")
        #expect(entry.forwardedToName == "Okafor, Oluwaseun")
    }
}
