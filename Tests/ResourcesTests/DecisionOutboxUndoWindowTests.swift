import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// The outbox's undo window: a decision saved with `send_after` is not due, nor claimed, before then;
/// taking it back deletes only one never claimed; the column comes with migration 22.
@Suite struct DecisionOutboxUndoWindowTests {
    let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let sut = DecisionOutboxDao()

    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        return db
    }

    private func enqueue(in db: Database, window: TimeInterval?) throws -> Decision {
        try db.write {
            try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "", reason: "", seen: nil,
                            madeOffline: false, at: now, sendAfter: window.map { now.addingTimeInterval($0) }, in: $0)
        }
    }

    @Test func aDecisionInItsWindowIsNeitherDueNorClaimed() throws {
        // Given
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        // Then: waiting, and nothing takes it before the window ends
        #expect(d.isWaiting(at: now))
        #expect(try db.read { try sut.due(for: "DEMO", at: now.addingTimeInterval(4.9), in: $0) }.isEmpty)
        #expect(try !db.write { try sut.claimForSending(d.id, at: now.addingTimeInterval(4.9), in: $0) })
        #expect(try db.read { try sut.open(for: "DEMO", in: $0) }.map(\.id) == [d.id], "still open: quitting asks")
        // When the window ends
        #expect(try db.read { try sut.due(for: "DEMO", at: now.addingTimeInterval(5), in: $0) }.map(\.id) == [d.id])
        #expect(try db.write { try sut.claimForSending(d.id, at: now.addingTimeInterval(5), in: $0) })
    }

    @Test func aDecisionWithoutAWindowIsDueAtOnce() throws {
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: nil)
        #expect(!d.isWaiting(at: now))
        #expect(try db.read { try sut.due(for: "DEMO", at: now, in: $0) }.map(\.id) == [d.id])
        #expect(try db.read { try sut.nextDue(for: "DEMO", after: now, in: $0) } == nil)
    }

    @Test func undoDeletesADecisionNeverClaimed() throws {
        // Given
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        #expect(try db.read { try sut.nextDue(for: "DEMO", after: now, in: $0) } == now.addingTimeInterval(5))
        // When
        let undone = try db.write { try sut.undo([d.id], for: "DEMO", in: $0) }
        // Then: gone, nothing left to send, and the order may be decided again
        #expect(undone == [d.id])
        #expect(try db.read { try sut.decision(id: d.id, in: $0) } == nil)
        #expect(try db.read { try sut.openOrderKeys(for: "DEMO", in: $0) }.isEmpty)
        _ = try enqueue(in: db, window: 5)
    }

    @Test func aClaimedDecisionCannotBeUndone() throws {
        // Given: the window ended and the sender claimed it
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        _ = try db.write { try sut.claimForSending(d.id, at: now.addingTimeInterval(6), in: $0) }
        // When
        let undone = try db.write { try sut.undo([d.id], for: "DEMO", in: $0) }
        // Then: it goes on being sent
        #expect(undone.isEmpty)
        #expect(try db.read { try sut.decision(id: d.id, in: $0) }?.state == .sending)
    }

    @Test func aDecisionSentAgainAfterAnUncertainAnswerCannotBeUndone() throws {
        // Given: claimed once, answer lost, found not recorded: pending again, with an attempt
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        _ = try db.write { try sut.claimForSending(d.id, at: now.addingTimeInterval(6), in: $0) }
        try db.write { _ = try sut.update(d.id, to: .uncertain, message: "lost", at: now, in: $0) }
        try db.write { _ = try sut.uncertainToPending(d.id, at: now, in: $0) }
        // Then
        #expect(try db.write { try sut.undo([d.id], for: "DEMO", in: $0) }.isEmpty)
    }

    @Test func aScriptsDecisionHasNoWindowToUndo() throws {
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: nil)
        #expect(try db.write { try sut.undo([d.id], for: "DEMO", in: $0) }.isEmpty)
        #expect(try db.read { try sut.decision(id: d.id, in: $0) }?.state == .pending)
    }

    @Test func anotherUsersDecisionIsNotUndone() throws {
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        #expect(try db.write { try sut.undo([d.id], for: "OTHER", in: $0) }.isEmpty)
        #expect(try db.read { try sut.decision(id: d.id, in: $0) } != nil)
    }

    @Test func endingTheWindowMakesItDueAtOnce() throws {
        let db = try makeDatabase()
        let d = try enqueue(in: db, window: 5)
        #expect(try db.write { try sut.endWindow([d.id], at: now.addingTimeInterval(1), in: $0) } == 1)
        #expect(try db.read { try sut.due(for: "DEMO", at: now.addingTimeInterval(1), in: $0) }.map(\.id) == [d.id])
    }

    @Test func migration22KeepsOpenDecisionsDueAtOnce() throws {
        // Given: a store of version 21 holding a pending decision
        let db = try Database()
        try db.migrate(ClientSchema.migrations.filter { $0.version <= 21 })
        try db.write { c in
            _ = try c.run("""
                INSERT INTO decision_outbox (username, approver, doco, dcto, kcoo, sfxo, kind, remark, reason, state, snapshot_total,
                    snapshot_currency, snapshot_lines, snapshot_checksum, made_offline, created_at, updated_at)
                VALUES ('DEMO', 4242, 4001, 'OP', '00200', '000', 'approve', '', '', 'pending', 10, 'USD', 1, 'x', 0, 1, 1)
                """)
        }
        // When
        try db.migrate(ClientSchema.migrations)
        // Then: the decision left from before is sent by the next pass, and cannot be undone
        let due = try db.read { try sut.due(for: "DEMO", at: now, in: $0) }
        #expect(due.count == 1)
        #expect(due.first?.sendAfter == Date(timeIntervalSince1970: 0))
        #expect(try db.write { try sut.undo(due.map(\.id), for: "DEMO", in: $0) }.isEmpty)
    }
}
