import AIS
import AISSimulator
import Foundation
import Store
import Testing
@testable import Resources

/// Forwarding to a colleague goes through the outbox as approvals do: saved before sending, settled from
/// the FW row when its answer is lost, never sent twice.
@Suite struct ForwardDecisionTests {
    static let olu = 4245

    private func prepared(timeout: TimeInterval = 30) async throws -> (SimulatorFixture, DecisionWorker, [OrderKey]) {
        let fixture = try SimulatorFixture(orders: 5, requestTimeout: timeout)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let keys = try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }
        return (fixture, DecisionWorker(gate: fixture.workspace.gate, database: fixture.database), keys)
    }

    private func forward(_ key: OrderKey, to colleague: Int = olu, remark: String = "your budget") -> DecisionWorker.Request {
        .init(order: key, kind: .forward, remark: remark, forwardTo: colleague)
    }

    /// The order's F4209 rows on the server, through the client (the contract's own read).
    private func route(_ key: OrderKey, in fixture: SimulatorFixture) async throws -> [ApprovalRouteRow] {
        let client = fixture.workspace.client
        return try await fixture.workspace.gate.perform { session in
            try await client.dataService.browseAll(ApprovalRouteService.query(order: key), session: session)
                .map { ApprovalRouteService.decode($0, dates: RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat)) }
        }
    }

    @Test func aForwardIsRecordedOnceAndTheOrderLeavesTheQueue() async throws {
        // Given
        let (fixture, sut, keys) = try await prepared()
        let log = DecisionLog()
        // When
        let saved = try sut.enqueue([forward(keys[0])], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: saved with its colleague, forwarded to that colleague, gone from the queue
        #expect(saved.first?.kind == .forward && saved.first?.forwardTo == Self.olu)
        #expect(log.last?.state == .forwarded, "\(log.states)")
        #expect(log.last?.nextApprover == Self.olu)
        #expect(try fixture.count("approval_queue") == 4)
        let rows = try await route(keys[0], in: fixture)
        #expect(rows.filter(\.isForwarded).count == 1)
        #expect(rows.contains { $0.isAwaiting && $0.approver == Self.olu })
        #expect(try fixture.database.read { try $0.scalar("SELECT alph FROM names WHERE an8 = ?", Self.olu).string } == "Okafor, Oluwaseun")
    }

    @Test func aLostAnswerIsSettledFromTheForwardRowNotSentAgain() async throws {
        // Given: the server records every forward, then drops the connection before answering
        let (fixture, sut, keys) = try await prepared(timeout: 3)
        fixture.simulator.faults.decisionLostRate = 1
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([forward(keys[1])], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: uncertain, then found recorded; one FW row on the server, and a second pass sends nothing
        #expect(log.states.contains(.uncertain), "\(log.states)")
        #expect(log.last?.state == .forwarded && log.last?.nextApprover == Self.olu, "\(log.states)")
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        #expect(try await route(keys[1], in: fixture).filter(\.isForwarded).count == 1)
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[1]) == 1)
    }

    @Test func aRefusedForwardKeepsTheOrderAndSaysWhy() async throws {
        // Given: a buyer, an employee who cannot approve (the server refuses, §5.1)
        let (fixture, sut, keys) = try await prepared()
        let log = DecisionLog()
        // When
        _ = try sut.enqueue([forward(keys[2], to: 4301)], username: "DEMO", approver: 4242, offline: false)
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect(log.last?.state == .refused, "\(log.states)")
        #expect(log.last?.message.contains("not the address number of an approver") == true, "\(log.last?.message ?? "")")
        #expect(try fixture.count("approval_queue") == 5)
        #expect(try await route(keys[2], in: fixture).filter(\.isForwarded).isEmpty)
    }

    @Test func anOrderDecidedElsewhereBeforeItsForwardIsNotSent() async throws {
        // Given: the forward waits (offline); meanwhile another approver decides the order
        let (fixture, sut, keys) = try await prepared()
        _ = try sut.enqueue([forward(keys[3])], username: "DEMO", approver: 4242, offline: true)
        try await fixture.simulator.decideAsAnotherApprover(keys[3])
        let log = DecisionLog()
        // When
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then
        #expect([.changed, .superseded].contains(log.last?.state ?? .pending), "\(log.states)")
        #expect(try await route(keys[3], in: fixture).filter(\.isForwarded).isEmpty)
    }

    /// A process that claimed the forward and died: the state it left, whatever the server did.
    private func abandon(_ id: Int64, in fixture: SimulatorFixture) throws {
        try fixture.database.write { c in
            _ = try DecisionOutboxDao().claimForSending(id, at: Date(), in: c)
            try c.run("UPDATE decision_outbox SET sender = '999999999:1' WHERE id = ?", id)
        }
    }

    @Test func killedAfterTheServerRecordedItTheNextRunFindsTheForwardRow() async throws {
        // Given: the forward reached the server, which recorded it; the client died before its update
        let (fixture, sut, keys) = try await prepared()
        let saved = try #require(try sut.enqueue([forward(keys[4])], username: "DEMO", approver: 4242, offline: false).first)
        try abandon(saved.id, in: fixture)
        _ = try await fixture.workspace.gate.perform {
            try await fixture.workspace.client.orchestrationService.forward(keys[4], to: Self.olu, remark: "your budget", session: $0)
        }
        let log = DecisionLog()
        // When: the next run processes the outbox
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: recorded once, shown as forwarded to the colleague, not sent again
        #expect(log.last?.state == .forwarded && log.last?.nextApprover == Self.olu, "\(log.states)")
        #expect(try await route(keys[4], in: fixture).filter(\.isForwarded).count == 1)
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[4]) == 1)
    }

    @Test func killedBeforeTheRequestLeftTheNextRunSendsItOnce() async throws {
        // Given: claimed, then the client died before anything was sent
        let (fixture, sut, keys) = try await prepared()
        let saved = try #require(try sut.enqueue([forward(keys[0])], username: "DEMO", approver: 4242, offline: false).first)
        try abandon(saved.id, in: fixture)
        let log = DecisionLog()
        // When
        await sut.process(username: "DEMO", approver: 4242) { log.add($0) }
        // Then: checked (still awaiting DEMO), sent once, forwarded
        #expect(log.last?.state == .forwarded, "\(log.states)")
        await #expect(try fixture.simulator.acceptedDecisions(for: keys[0]) == 1)
    }
}

@Suite struct ForwardVerificationTests {
    private func row(_ approver: Int, _ status: String, by: String = "") -> ApprovalRouteRow {
        ApprovalRouteRow(approver: approver, status: status, decidedBy: by, decidedOn: nil, route: "R1", approverType: "")
    }

    @Test func theForwardRowToTheColleagueRecordsIt() {
        let rows = [row(4245, "2N"), row(4245, "FW", by: "demo ")]
        #expect(DecisionVerifier.verify(rows, kind: .forward, username: "DEMO", approver: 4242, forwardTo: 4245) == .recorded(nextApprover: 4245))
    }

    @Test func stillAwaitingMeNothingWasRecorded() {
        let rows = [row(4242, "2N")]
        #expect(DecisionVerifier.verify(rows, kind: .forward, username: "DEMO", approver: 4242, forwardTo: 4245) == .stillAwaiting)
    }

    @Test func anOlderForwardThatCameBackIsNotThisOne() {
        // Given: forwarded to 4245 before, who forwarded it back; it awaits this user again
        let rows = [row(4245, "FW", by: "DEMO"), row(4242, "FW", by: "OLU"), row(4242, "2N")]
        #expect(DecisionVerifier.verify(rows, kind: .forward, username: "DEMO", approver: 4242, forwardTo: 4245) == .stillAwaiting)
    }

    @Test func aForwardToSomeoneElseFromAnotherSessionSupersedesIt() {
        let rows = [row(4243, "2N"), row(4243, "FW", by: "DEMO")]
        #expect(DecisionVerifier.verify(rows, kind: .forward, username: "DEMO", approver: 4242, forwardTo: 4245)
                == .decidedElsewhere("forwarded by you to 4243"))
        #expect(DecisionVerifier.verify(rows, kind: .approve, username: "DEMO", approver: 4242)
                == .decidedElsewhere("forwarded by you to 4243"))
    }

    @Test func anApprovalIsNotTakenForAForward() {
        let rows = [row(4242, "2A", by: "DEMO"), row(4245, "2N")]
        #expect(DecisionVerifier.verify(rows, kind: .forward, username: "DEMO", approver: 4242, forwardTo: 4245)
                == .decidedElsewhere("approved by DEMO"))
    }
}

@Suite struct ForwardOutboxMigrationTests {
    @Test func aStoreFromBeforeForwardsKeepsItsDecisionsAndTakesForwards() throws {
        // Given: a store at schema 9 with an open approval in its outbox
        let db = try Database()
        try db.migrate(ClientSchema.migrations.filter { $0.version <= 9 })
        let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
        try db.write { c in
            _ = try c.run("""
                INSERT INTO decision_outbox (username, approver, doco, dcto, kcoo, sfxo, kind, remark, reason, state, snapshot_total,
                    snapshot_currency, snapshot_lines, snapshot_checksum, made_offline, created_at, updated_at)
                VALUES ('DEMO', 4242, 4001, 'OP', '00200', '000', 'approve', 'ok', '', 'pending', 10, 'USD', 1, 'x', 0, 1, 1)
                """)
        }
        // When
        try db.migrate(ClientSchema.migrations)
        // Then: the approval is still open, and a forward can be saved on another order
        let dao = DecisionOutboxDao()
        let open = try db.read { try dao.open(for: "DEMO", in: $0) }
        #expect(open.map(\.order) == [order] && open.first?.kind == .approve && open.first?.forwardTo == 0)
        let other = OrderKey(number: 4002, type: "OP", company: "00200", suffix: "000")
        let forward = try db.write { try dao.enqueue(username: "DEMO", approver: 4242, order: other, kind: .forward, remark: "", reason: "",
                                                     forwardTo: 4245, seen: nil, madeOffline: false, at: Date(), in: $0) }
        #expect(forward.kind == .forward && forward.forwardTo == 4245)
        // And a forward without a colleague cannot be stored
        #expect(throws: (any Error).self) {
            try db.write { _ = try dao.enqueue(username: "DEMO", approver: 4242, order: OrderKey(number: 4003, type: "OP", company: "00200",
                                                                                                  suffix: "000"),
                                               kind: .forward, remark: "", reason: "", seen: nil, madeOffline: false, at: Date(), in: $0) }
        }
    }
}
