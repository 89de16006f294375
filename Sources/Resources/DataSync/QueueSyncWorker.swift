import AIS
import Foundation
import Store

/// Keeps the stored approval queue true at the cost of what changed. The first refresh of a store (and
/// one whose delta cannot be trusted) reads the queue whole through the preload; every other reads this
/// approver's `F4209` rows stamped since the server's day of the last read (contract §4), applies them,
/// and reads headers, lines and names only for orders new or changed. Where the server counts rows
/// (§3), one count then checks the stored queue against the server's, and a mismatch (an order that left
/// without a stamp: deleted, or handed away) reads the awaiting keys to set it right.
public final class QueueSyncWorker: QueueRefreshing {
    /// How a refresh went.
    public struct Outcome: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// Read whole, and why.
            case full(String)
            /// Only what changed.
            case delta
        }
        public var kind: Kind
        /// Each dataset's phase and typed failure, as a preload reports them.
        public var load: PreloadWorker.Outcome
        /// Orders that came into the queue (none on a first read, where everything is new).
        public var arrived: [OrderKey] = []
        /// Orders that left it.
        public var left: [OrderKey] = []
        /// Orders still awaiting whose row changed.
        public var changed: [OrderKey] = []
        /// Orders still queued amended on the server: their header's change stamp moved and the figures the
        /// approver is shown (total, currency, lines) are not what the store held.
        public var amended: [OrderKey] = []
        /// Why the awaiting keys were read (a count that disagreed), nil when they were not.
        public var keysReadBecause: String?

        public var succeeded: Bool { load.succeeded }

        public init(kind: Kind, load: PreloadWorker.Outcome, arrived: [OrderKey] = [], left: [OrderKey] = [],
                    changed: [OrderKey] = [], amended: [OrderKey] = [], keysReadBecause: String? = nil) {
            self.kind = kind
            self.load = load
            self.arrived = arrived
            self.left = left
            self.changed = changed
            self.amended = amended
            self.keysReadBecause = keysReadBecause
        }
    }

    let gate: SessionGate
    let database: Database
    let settings: PreloadSettings
    let preload: PreloadWorker
    let diagnostics: Diagnostics
    let clock: @Sendable () -> Date
    /// A delta's reads, and its merge into the store.
    let reads: QueueDeltaReader
    let merge: QueueDeltaMerge

    public init(gate: SessionGate, database: Database, settings: PreloadSettings, diagnostics: Diagnostics = .none,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.gate = gate
        self.database = database
        self.settings = settings
        self.diagnostics = diagnostics
        self.clock = clock
        self.preload = PreloadWorker(gate: gate, database: database, settings: settings, diagnostics: diagnostics, clock: clock)
        self.reads = QueueDeltaReader(gate: gate, database: database, settings: settings, diagnostics: diagnostics)
        self.merge = QueueDeltaMerge(database: database, clock: clock)
    }

    /// The datasets a refresh keeps: the queue and what the list shows of its orders.
    static let datasets: [Dataset] = [.queue, .headers, .lines, .names]

    /// Brings the stored queue up to date: whole when `full` or when a delta cannot be trusted, else
    /// only what changed. Nothing is written until every read of a delta has answered, so a delta cut
    /// short (a session that ended, a page lost for good) leaves the store and its sync state as they
    /// were, and the next refresh reads the same changes again.
    public func refresh(full: Bool) async -> Outcome {
        guard let session = await gate.session else {
            let failure = WorkerFailure(kind: .sessionEnded, message: "Not logged in.")
            return Outcome(kind: .delta, load: Self.failed(Self.datasets, failure))
        }
        if let reason = fullReadReason(asked: full, for: session.username) {
            return await readWhole(because: reason)
        }
        do {
            return try await readChanges(session: session)
        } catch let failed as DeltaFailure {
            diagnostics.note("Refresh: \(failed.dataset.title) could not be read (\(failed.failure.message)); the store is as it was.")
            return Outcome(kind: .delta, load: Self.failed(Self.datasets, failed.failure, at: failed.dataset))
        } catch {
            return Outcome(kind: .delta, load: Self.failed(Self.datasets, WorkerFailure(error)))
        }
    }

    public func loadLinesIfMissing(progress: @escaping @Sendable (DatasetProgress) -> Void) async -> PreloadWorker.Outcome? {
        await preload.loadLinesIfMissing(progress: progress)
    }

    /// Why the next refresh must read the queue whole; nil when a delta can be trusted.
    func fullReadReason(asked: Bool, for username: String) -> String? {
        if asked { return "asked for" }
        // The lines may still be loading in the background: a delta reads those of new and changed orders.
        let held = (try? database.read { c in
            try Self.datasets.filter { $0 != .lines }.allSatisfy { try DatasetStateDao().state(of: $0, in: c)?.owner == username }
        }) ?? false
        guard held else { return "the store does not hold this user's queue whole" }
        guard let state = try? database.read({ try QueueSyncDao().state(in: $0) }) else {
            return "the store was kept by an older version of Signoff, or never refreshed"
        }
        guard state.owner == username else { return "the store's queue is another user's" }
        let age = clock().timeIntervalSince(state.fullAt)
        if age > settings.fullSyncAfter || age < -settings.fullSyncAfter {
            return "the last full read was \(PreloadWorker.age(since: state.fullAt, now: clock())) ago"
        }
        return nil
    }

    /// The queue read whole by the preload, with what came and went beside the store's queue before.
    private func readWhole(because reason: String) async -> Outcome {
        diagnostics.note("Refresh: reading the queue whole (\(reason)).")
        let before = (try? database.read { try ApprovalQueueDao().keys(in: $0) }) ?? []
        let load = await preload.run(Set(Self.datasets + [.defaultBranch])) { _ in }
        let after = (try? database.read { try ApprovalQueueDao().keys(in: $0) }) ?? []
        let had = Set(before), has = Set(after)
        return Outcome(kind: .full(reason), load: load,
                       arrived: before.isEmpty ? [] : after.filter { !had.contains($0) },
                       left: before.filter { !has.contains($0) })
    }

    /// Every dataset done, but those from `failing` on failed with `failure`.
    static func failed(_ datasets: [Dataset], _ failure: WorkerFailure, at failing: Dataset? = nil) -> PreloadWorker.Outcome {
        let from = failing.flatMap { datasets.firstIndex(of: $0) } ?? 0
        var outcome = PreloadWorker.Outcome(phases: [:])
        for (i, d) in datasets.enumerated() {
            if i < from {
                outcome.phases[d] = .done
            } else {
                outcome.phases[d] = .failed(failure.message)
                outcome.failures[d] = failure
            }
        }
        return outcome
    }

    static func done(_ datasets: [Dataset]) -> PreloadWorker.Outcome {
        PreloadWorker.Outcome(phases: Dictionary(uniqueKeysWithValues: datasets.map { ($0, DatasetProgress.Phase.done) }))
    }
}
