import AIS
import Foundation
import Store

/// Loads what the user needs into the local store after login: foundation data when it is missing or
/// old, the user's approval queue with its orders' headers, lines and names, and the default branch.
/// It decides which datasets load, in what order and which wait for which; each dataset's load is a
/// `DatasetLoader`'s, whose reads go through the `PreloadPipeline` (pages fetched, decoded and stored as
/// they arrive; headers and lines read in parallel chunks of order numbers).
public final class PreloadWorker: Sendable {
    public typealias ProgressHandler = @Sendable (DatasetProgress) -> Void

    let gate: SessionGate
    let database: Database
    let settings: PreloadSettings
    private let clock: @Sendable () -> Date
    private let states = DatasetStateDao()
    let diagnostics: Diagnostics

    public init(gate: SessionGate, database: Database, settings: PreloadSettings, diagnostics: Diagnostics = .none,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.diagnostics = diagnostics
        self.gate = gate
        self.database = database
        self.settings = settings
        self.clock = clock
    }

    /// The outcome of each dataset that was asked for.
    public struct Outcome: Sendable, Equatable {
        public var phases: [Dataset: DatasetProgress.Phase]
        /// Why each failed dataset failed, typed (offline, session ended, refused...).
        public var failures: [Dataset: WorkerFailure] = [:]

        public init(phases: [Dataset: DatasetProgress.Phase], failures: [Dataset: WorkerFailure] = [:]) {
            self.phases = phases
            self.failures = failures
        }
        public var succeeded: Bool { phases.values.allSatisfy { if case .failed = $0 { return false } else { return true } } }
        public var failed: [Dataset] { Dataset.allCases.filter { if case .failed = phases[$0] { return true } else { return false } } }
    }

    /// Loads `datasets` (all by default). Foundation data is skipped while fresh unless `reloadFoundation`.
    public func run(_ datasets: Set<Dataset> = Set(Dataset.allCases), reloadFoundation: Bool = false,
                    progress: @escaping ProgressHandler) async -> Outcome {
        let ordered = Dataset.allCases.filter { datasets.contains($0) }
        let tracker = ProgressTracker(datasets: ordered, clock: clock, handler: progress)
        guard let session = await gate.session else {
            for d in ordered { tracker.fail(d, WorkerFailure(kind: .sessionEnded, message: "Not logged in.")) }
            return outcome(ordered, tracker)
        }
        do {
            try database.write { try SessionOwnerDao().claim(for: session, at: clock(), in: $0) }
        } catch {
            for d in ordered { tracker.fail(d, WorkerFailure(kind: .other, message: "The local store failed: \(error)")) }
            return outcome(ordered, tracker)
        }
        let loader = DatasetLoader(pipeline: PreloadPipeline(gate: gate, database: database, tracker: tracker), session: session,
                                   dates: RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat), settings: settings,
                                   diagnostics: diagnostics, clock: clock)
        // Its pages are copied into the file once, after it (`Database.bulkLoad`).
        await database.bulkLoad {
            await withTaskGroup(of: Void.self) { group in
                for dataset in ordered where dataset.dataClass == .foundation {
                    group.addTask { await self.runFoundation(dataset, force: reloadFoundation, loader) }
                }
                if datasets.contains(.defaultBranch) {
                    group.addTask { await tracker.guarded(.defaultBranch) { try await loader.loadDefaultBranch() } }
                }
                // Foundation data or the default branch alone leave the queue and its list as they are.
                if !datasets.isDisjoint(with: [.queue, .headers, .lines, .names]) {
                    group.addTask { await self.runOrders(datasets, loader) }
                }
            }
        }
        return outcome(ordered, tracker)
    }

    /// The datasets the home list needs before it opens; the order lines load after it, in the background
    /// (`loadLinesIfMissing`).
    public static let beforeTheList: Set<Dataset> = Set(Dataset.allCases).subtracting([.lines])

    /// When the store already holds everything the home screen needs for `username` (every dataset but
    /// the lines loaded for this user, foundation data still fresh): the time the queue was read. nil means
    /// a preload is needed before the home screen can show the truth.
    public func storedQueue(for username: String) -> Date? {
        let now = clock()
        return try? database.read { c -> Date? in
            guard try SessionOwnerDao().owner(in: c)?.username == username else { return nil }
            for dataset in Dataset.allCases where Self.beforeTheList.contains(dataset) {
                guard let state = try states.state(of: dataset, in: c) else { return nil }
                if dataset.dataClass == .foundation {
                    if try states.needsLoad(dataset, maxAge: settings.foundationMaxAge, now: now, in: c) { return nil }
                } else if state.owner != username {
                    return nil
                }
            }
            return try states.state(of: .queue, in: c)?.loadedAt
        } ?? nil
    }

    /// Reads the queue's order lines when this user's are not all stored (the list opened before them, or
    /// an earlier run stopped midway); nil when nothing was missing.
    public func loadLinesIfMissing(progress: @escaping ProgressHandler) async -> Outcome? {
        guard let username = await gate.session?.username else { return nil }
        let loaded = (try? database.read { try states.state(of: .lines, in: $0) }) ?? nil
        guard loaded?.owner != username else { return nil }
        return await run([.lines], progress: progress)
    }

    private func outcome(_ datasets: [Dataset], _ tracker: ProgressTracker) -> Outcome {
        Outcome(phases: Dictionary(uniqueKeysWithValues: datasets.map { ($0, tracker.phase(of: $0) ?? .waiting) }),
                failures: tracker.failures())
    }

    private func runFoundation(_ dataset: Dataset, force: Bool, _ loader: DatasetLoader) async {
        let now = clock()
        let due = force || ((try? database.read { try states.needsLoad(dataset, maxAge: settings.foundationMaxAge, now: now, in: $0) }) ?? true)
        guard due else {
            let loadedAt = (try? database.read { try states.state(of: dataset, in: $0) })??.loadedAt
            loader.tracker.finish(dataset, .skipped(loadedAt.map { "up to date, read \(Self.age(since: $0, now: now)) ago" } ?? "up to date"))
            return
        }
        await loader.tracker.guarded(dataset) {
            switch dataset {
            case .codes: try await loader.loadCodes()
            case .branches: try await loader.loadBranches()
            default: break
            }
        }
    }

    private func runOrders(_ datasets: Set<Dataset>, _ loader: DatasetLoader) async {
        let tracker = loader.tracker
        var queueReady = !datasets.contains(.queue)
        var headersReady = !datasets.contains(.headers)
        let pipelined = datasets.contains(.queue) && datasets.contains(.headers)
        if pipelined {
            (queueReady, headersReady) = await loader.loadQueueAndHeaders()
        } else if datasets.contains(.queue) {
            queueReady = await tracker.guarded(.queue) { try await loader.loadQueue() }
        }
        let dependents: [Dataset] = (pipelined ? [.lines, .names] : [.headers, .lines, .names]).filter { datasets.contains($0) }
        guard queueReady else {
            for d in dependents { tracker.fail(d, WorkerFailure(kind: .other, message: "Waits for the approval queue; retry it.")) }
            return
        }
        // Order numbers only: 100,000 keys and a set of them held 13 MB through the reads.
        let numbers = (try? database.read { try ApprovalQueueDao().orderNumbers(in: $0) }) ?? []
        // The names need the headers only, so they are read while the lines still are.
        let names = datasets.contains(.names)
        await withTaskGroup(of: (Dataset, Bool).self) { group in
            if datasets.contains(.headers) && !pipelined {
                group.addTask { (.headers, await tracker.guarded(.headers) { try await loader.loadHeaders(numbers) }) }
            } else if names {
                startNames(afterHeaders: headersReady, in: &group, loader)
            }
            if datasets.contains(.lines) {
                group.addTask { (.lines, await tracker.guarded(.lines) { try await loader.loadLines(numbers) }) }
            }
            while let (dataset, ok) = await group.next() {
                if dataset == .headers && names { startNames(afterHeaders: ok, in: &group, loader) }
            }
        }
        // The home list is built from whatever loaded, after every load. Lines read on their own (after the
        // list opened) only have their count and items written into it (`updateLineFacts`, under half a
        // build). Building the list while the lines were still read, to leave only that after them, held
        // the store's one writer for 0.8 s in the middle of the lines: the preload of 100,000 orders took
        // 6.64-7.02 s against 6.41-6.56 s.
        if datasets.isDisjoint(with: [.queue, .headers, .names]) {
            try? await database.writeSuspending { try OrderQueueDao().updateLineFacts(in: $0) }
        } else {
            try? await database.writeSuspending { try OrderQueueDao().rebuild(in: $0) }
        }
    }

    private func startNames(afterHeaders headersReady: Bool, in group: inout TaskGroup<(Dataset, Bool)>,
                            _ loader: DatasetLoader) {
        guard headersReady else {
            return loader.tracker.fail(.names, WorkerFailure(kind: .other, message: "Waits for the order headers; retry them."))
        }
        group.addTask { (.names, await loader.tracker.guarded(.names) { try await loader.loadNames() }) }
    }

    public static func age(since date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        if seconds < 120 { return "\(seconds) s" }
        if seconds < 7200 { return "\(seconds / 60) min" }
        if seconds < 172_800 { return "\(seconds / 3600) h" }
        return "\(seconds / 86_400) days"
    }
}
