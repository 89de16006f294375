import AIS
import Foundation
import Store

/// Uploads approver notes from the media queue: once each. A note whose answer was lost is looked for
/// in the order's attachment list (by its unique item name) before it is sent again.
public final class ApproverNoteWorker: Sendable {
    private let gate: SessionGate
    private let database: Database
    private let dao = ApproverNoteQueueDao()
    private let clock: @Sendable () -> Date

    public init(gate: SessionGate, database: Database, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.gate = gate
        self.database = database
        self.clock = clock
    }

    /// Saves a note; refuses an empty one or one over 1,000 characters.
    public func enqueue(_ text: String, on order: OrderKey, username: String) throws -> ApproverNote {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw NoteError.empty }
        guard trimmed.count <= 1_000 else { throw NoteError.tooLong }
        return try database.write { try dao.enqueue(username: username, order: order, text: trimmed, at: clock(), in: $0) }
    }

    public enum NoteError: Error, Equatable, CustomStringConvertible {
        case empty, tooLong
        public var description: String {
            switch self {
            case .empty: return "The note is empty."
            case .tooLong: return "A note holds at most 1,000 characters."
            }
        }
    }

    /// Uploads every open note of the user; those that cannot go now stay for the next call.
    /// Notes of the user still to upload.
    public func openCount(username: String) -> Int {
        (try? database.read { try dao.open(for: username, in: $0).count }) ?? 0
    }

    public func process(username: String, onUpdate: @escaping @Sendable (ApproverNote) -> Void = { _ in }) async {
        let now = clock()
        guard let open = try? database.write({ c -> [ApproverNote] in
            try dao.markAbandonedUploadsUncertain(for: username, at: now, in: c)
            return try dao.open(for: username, in: c)
        }) else { return }
        for note in open {
            if Task.isCancelled { return }
            if note.state == .uncertain {
                guard let found = await lookUp(note) else { continue }
                if let sequence = found {
                    try? database.write { _ = try dao.update(note.id, to: .uploaded, sequence: sequence, at: clock(), in: $0) }
                    if let done = reload(note.id) { onUpdate(done) }
                    continue
                }
                try? database.write { try dao.returnToPending(note.id, in: $0) }
            }
            await upload(note, onUpdate: onUpdate)
        }
    }

    private func upload(_ note: ApproverNote, onUpdate: @Sendable (ApproverNote) -> Void) async {
        guard (try? database.write({ try dao.claim(note.id, at: clock(), in: $0) })) == true else { return }
        CrashPoint.reach(.noteBeforeSend)
        let client = gate.client
        do {
            CrashPoint.reachWhileInFlight(.noteAfterSend)
            let sequence = try await gate.perform { session in
                try await client.mediaService.addText(structure: "GT4301", key: OrderDetailWorker.mediaKey(note.order), itemName: note.itemName,
                                         text: note.text, session: session)
            }
            CrashPoint.reach(.noteAfterAnswer)
            CrashPoint.reach(.noteBeforeLocalUpdate)
            try? database.write { _ = try dao.update(note.id, to: .uploaded, sequence: sequence, at: clock(), in: $0) }
        } catch {
            try? database.write { _ = try dao.update(note.id, to: .uncertain, message: (error as? AISError)?.userMessage ?? "\(error)", at: clock(), in: $0) }
            if let found = await lookUp(note) {
                if let sequence = found {
                    try? database.write { _ = try dao.update(note.id, to: .uploaded, sequence: sequence, at: clock(), in: $0) }
                } else {
                    try? database.write { try dao.returnToPending(note.id, in: $0) }
                }
            }
        }
        if let done = reload(note.id) { onUpdate(done) }
    }

    /// The note's sequence when the server lists it; .some(nil) when it does not; nil when the server cannot be asked.
    private func lookUp(_ note: ApproverNote) async -> Int?? {
        let client = gate.client
        guard let items = try? await gate.perform({ session in
            try await client.mediaService.listMediaObjects(structure: "GT4301", key: OrderDetailWorker.mediaKey(note.order), session: session)
        }) else { return nil }
        return .some(items.first { $0.itemName == note.itemName }?.sequence)
    }

    private func reload(_ id: Int64) -> ApproverNote? { try? database.read { try dao.note(id: id, in: $0) } }
}
