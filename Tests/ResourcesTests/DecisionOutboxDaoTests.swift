import AIS
import Foundation
import Store
import Testing
@testable import Resources

@Suite struct DecisionOutboxDaoTests {
    let order = OrderKey(number: 4001, type: "OP", company: "00200", suffix: "000")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func makeDatabase() throws -> Database {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        return db
    }

    @Test func refusesASecondOpenDecisionOnTheSameOrder() throws {
        // Given
        let db = try makeDatabase()
        let sut = DecisionOutboxDao()
        _ = try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "", reason: "",
                                           seen: nil, madeOffline: false, at: now, in: $0) }
        // Then
        #expect(throws: DecisionOutboxDao.EnqueueError.alreadyOpen(order)) {
            try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .reject, remark: "", reason: "PR",
                                           seen: nil, madeOffline: false, at: now, in: $0) }
        }
    }

    @Test func onlyOneClaimWins() throws {
        let db = try makeDatabase()
        let sut = DecisionOutboxDao()
        let d = try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "ok", reason: "",
                                               seen: nil, madeOffline: false, at: now, in: $0) }
        #expect(try db.write { try sut.claimForSending(d.id, at: now, in: $0) })
        #expect(try !db.write { try sut.claimForSending(d.id, at: now, in: $0) })
        #expect(try db.read { try sut.decision(id: d.id, in: $0) }?.attempts == 1)
    }

    @Test func aFinishedDecisionStaysFinished() throws {
        let db = try makeDatabase()
        let sut = DecisionOutboxDao()
        let d = try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "", reason: "",
                                               seen: nil, madeOffline: false, at: now, in: $0) }
        #expect(try db.write { try sut.update(d.id, to: .confirmed, message: "ok", at: now, in: $0) })
        #expect(try !db.write { try sut.update(d.id, to: .pending, message: "again", at: now, in: $0) })
        #expect(try db.read { try sut.open(for: "DEMO", in: $0) }.isEmpty)
    }

    @Test func aSendOfThisProcessIsNotTakenForAnAbandonedOne() throws {
        let db = try makeDatabase()
        let sut = DecisionOutboxDao()
        let d = try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "", reason: "",
                                               seen: nil, madeOffline: false, at: now, in: $0) }
        _ = try db.write { try sut.claimForSending(d.id, at: now, in: $0) }
        #expect(try db.write { try sut.markAbandonedSendsUncertain(for: "DEMO", at: now, in: $0) } == 0)
        // A sender that no longer runs
        try db.write { try $0.run("UPDATE decision_outbox SET sender = '999999999:1' WHERE id = ?", d.id) }
        #expect(try db.write { try sut.markAbandonedSendsUncertain(for: "DEMO", at: now, in: $0) } == 1)
        #expect(try db.read { try sut.decision(id: d.id, in: $0) }?.state == .uncertain)
    }

    @Test func survivesLogoutOfTheUser() throws {
        let db = try makeDatabase()
        let sut = DecisionOutboxDao()
        _ = try db.write { try sut.enqueue(username: "DEMO", approver: 4242, order: order, kind: .approve, remark: "", reason: "",
                                           seen: nil, madeOffline: false, at: now, in: $0) }
        try db.write { try SessionOwnerDao().clearUserData(in: $0) }
        #expect(try db.read { try sut.open(for: "DEMO", in: $0) }.count == 1)
    }
}
