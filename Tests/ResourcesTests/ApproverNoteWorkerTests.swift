import AIS
import Foundation
import Resources
import Store
import Testing

final class NoteLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ApproverNote] = []
    func add(_ n: ApproverNote) { lock.withLock { items.append(n) } }
    var last: ApproverNote? { lock.withLock { items.last } }
}

@Suite struct ApproverNoteWorkerTests {
    @Test func uploadsANoteOnceAndItIsListed() async throws {
        // Given
        let fixture = try SimulatorFixture(orders: 3)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let key = try #require(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.first)
        let sut = ApproverNoteWorker(gate: fixture.workspace.gate, database: fixture.database)
        let log = NoteLog()
        // When
        let note = try sut.enqueue("Checked with the buyer: price agreed.", on: key, username: "DEMO")
        await sut.process(username: "DEMO") { log.add($0) }
        await sut.process(username: "DEMO") { log.add($0) }
        // Then
        #expect(log.last?.state == .uploaded)
        let listed = try await fixture.workspace.gate.perform { session in
            try await fixture.workspace.client.mediaService.listMediaObjects(structure: "GT4301", key: [String(key.number), key.type, key.company, key.suffix],
                                                                session: session)
        }
        #expect(listed.filter { $0.itemName == note.itemName }.count == 1)
    }

    @Test func refusesEmptyAndOverlongNotes() throws {
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        let config = AISConfiguration(baseURL: URL(string: "http://127.0.0.1:1/jderest")!, environment: "E", role: "R", deviceName: "d")
        let sut = ApproverNoteWorker(gate: SessionGate(client: AISClient(configuration: config)), database: db)
        let key = OrderKey(number: 1, type: "OP", company: "1", suffix: "000")
        #expect(throws: ApproverNoteWorker.NoteError.empty) { try sut.enqueue("  ", on: key, username: "DEMO") }
        #expect(throws: ApproverNoteWorker.NoteError.tooLong) { try sut.enqueue(String(repeating: "x", count: 1_001), on: key, username: "DEMO") }
    }

    @Test func aNoteUploadedByAProcessThatDiedIsNotUploadedAgain() async throws {
        // Given: a note whose upload reached the server, from a process killed before its update
        let fixture = try SimulatorFixture(orders: 2)
        _ = try await fixture.login()
        _ = await fixture.workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
        let key = try #require(try fixture.database.read { try ApprovalQueueDao().keys(in: $0) }.first)
        let sut = ApproverNoteWorker(gate: fixture.workspace.gate, database: fixture.database)
        let note = try sut.enqueue("Delivery split in two; fine.", on: key, username: "DEMO")
        try fixture.database.write { c in
            _ = try ApproverNoteQueueDao().claim(note.id, at: Date(), in: c)
            try c.run("UPDATE media_queue SET sender = '999999999:1' WHERE id = ?", note.id)
        }
        let mediaKey = [String(key.number), key.type, key.company, key.suffix]
        _ = try await fixture.workspace.gate.perform { session in
            try await fixture.workspace.client.mediaService.addText(structure: "GT4301", key: mediaKey, itemName: note.itemName, text: note.text, session: session)
        }
        let log = NoteLog()
        // When
        await sut.process(username: "DEMO") { log.add($0) }
        // Then: found in the list, marked uploaded, and the server holds it once
        #expect(log.last?.state == .uploaded)
        let listed = try await fixture.workspace.gate.perform { session in
            try await fixture.workspace.client.mediaService.listMediaObjects(structure: "GT4301", key: mediaKey, session: session)
        }
        #expect(listed.filter { $0.itemName == note.itemName }.count == 1)
    }
}
