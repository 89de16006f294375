import AIS
import Foundation
import Store

/// Loads what the user needs into the local store after login: foundation data when it is missing or
/// old, the user's approval queue with its orders' headers, lines and names, and the default branch.
/// Pages are stored as they arrive; headers and lines are read in parallel chunks of order numbers.
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
        let context = LoadContext(session: session, dates: RowDateReader(simpleDateFormat: session.userInfo.simpleDateFormat))
        // Its pages are copied into the file once, after it (`Database.bulkLoad`).
        await database.bulkLoad {
            await withTaskGroup(of: Void.self) { group in
                for dataset in ordered where dataset.dataClass == .foundation {
                    group.addTask { await self.runFoundation(dataset, force: reloadFoundation, context: context, tracker: tracker) }
                }
                if datasets.contains(.defaultBranch) {
                    group.addTask { await self.guarded(.defaultBranch, tracker) { try await self.loadDefaultBranch(context, tracker) } }
                }
                // Foundation data or the default branch alone leave the queue and its list as they are.
                if !datasets.isDisjoint(with: [.queue, .headers, .lines, .names]) {
                    group.addTask { await self.runOrders(datasets, context: context, tracker: tracker) }
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

    struct LoadContext: Sendable {
        let session: AISSession
        let dates: RowDateReader
    }

    // MARK: Running with error capture

    /// Runs one dataset's load and records its outcome; false when it failed.
    @discardableResult
    func guarded(_ dataset: Dataset, _ tracker: ProgressTracker, _ load: () async throws -> Void) async -> Bool {
        do {
            try await load()
            tracker.finish(dataset, .done)
            return true
        } catch is CancellationError {
            tracker.fail(dataset, WorkerFailure(kind: .other, message: "Cancelled."))
        } catch SessionError.loggedOut {
            tracker.fail(dataset, WorkerFailure(kind: .sessionEnded, message: "Logged out."))
        } catch {
            tracker.fail(dataset, WorkerFailure(error))
        }
        return false
    }

    private func runFoundation(_ dataset: Dataset, force: Bool, context: LoadContext, tracker: ProgressTracker) async {
        let now = clock()
        let due = force || ((try? database.read { try states.needsLoad(dataset, maxAge: settings.foundationMaxAge, now: now, in: $0) }) ?? true)
        guard due else {
            let loadedAt = (try? database.read { try states.state(of: dataset, in: $0) })??.loadedAt
            tracker.finish(dataset, .skipped(loadedAt.map { "up to date, read \(Self.age(since: $0, now: now)) ago" } ?? "up to date"))
            return
        }
        await guarded(dataset, tracker) {
            switch dataset {
            case .codes: try await loadCodes(context, tracker)
            case .branches: try await loadBranches(context, tracker)
            default: break
            }
        }
    }

    private func runOrders(_ datasets: Set<Dataset>, context: LoadContext, tracker: ProgressTracker) async {
        var queueReady = !datasets.contains(.queue)
        var headersReady = !datasets.contains(.headers)
        let pipelined = datasets.contains(.queue) && datasets.contains(.headers)
        if pipelined {
            (queueReady, headersReady) = await loadQueueAndHeaders(context, tracker)
        } else if datasets.contains(.queue) {
            queueReady = await guarded(.queue, tracker) { try await loadQueue(context, tracker) }
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
                group.addTask { (.headers, await self.guarded(.headers, tracker) { try await self.loadHeaders(numbers, context, tracker) }) }
            } else if names {
                startNames(afterHeaders: headersReady, in: &group, context, tracker)
            }
            if datasets.contains(.lines) {
                group.addTask { (.lines, await self.guarded(.lines, tracker) { try await self.loadLines(numbers, context, tracker) }) }
            }
            while let (dataset, ok) = await group.next() {
                if dataset == .headers && names { startNames(afterHeaders: ok, in: &group, context, tracker) }
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
                            _ context: LoadContext, _ tracker: ProgressTracker) {
        guard headersReady else {
            return tracker.fail(.names, WorkerFailure(kind: .other, message: "Waits for the order headers; retry them."))
        }
        group.addTask { (.names, await self.guarded(.names, tracker) { try await self.loadNames(context, tracker) }) }
    }

    public static func age(since date: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        if seconds < 120 { return "\(seconds) s" }
        if seconds < 7200 { return "\(seconds / 60) min" }
        if seconds < 172_800 { return "\(seconds / 3600) h" }
        return "\(seconds / 86_400) days"
    }

    // MARK: Datasets

    private func loadCodes(_ context: LoadContext, _ tracker: ProgressTracker) async throws {
        tracker.start(.codes)
        let lists = UserDefinedCodeList.allCases
        try database.write { try $0.deleteAll(UserDefinedCode.self) }
        let rows = try await browseAndStore(UserDefinedCodeService.query(lists: lists, pageSize: settings.pageSize),
                                            dataset: .codes, tracker: tracker) { UserDefinedCodeService.decode($0, lists: lists) }
        try markLoaded(.codes, context, rows)
    }

    private func loadBranches(_ context: LoadContext, _ tracker: ProgressTracker) async throws {
        tracker.start(.branches)
        try database.write { try $0.deleteAll(BusinessUnit.self) }
        let rows = try await browseAndStore(BranchService.query(pageSize: settings.pageSize), dataset: .branches,
                                            tracker: tracker) { BranchService.decode($0) }
        try markLoaded(.branches, context, rows)
    }

    private func loadDefaultBranch(_ context: LoadContext, _ tracker: ProgressTracker) async throws {
        tracker.start(.defaultBranch, totalUnits: 1)
        let username = context.session.username
        let rows = try await browseAndStore(DefaultBranchService.query(username: username), dataset: .defaultBranch,
                                            tracker: tracker) { row in
            DefaultBranchService.decode(row).map { DefaultBranch(username: username, branch: $0.branch) }
        }
        tracker.update(.defaultBranch) { $0.completedUnits = 1 }
        try markLoaded(.defaultBranch, context, rows)
    }

    /// The queue is read whole and then replaces the stored one in one transaction, so a failed
    /// refresh leaves the previous queue readable. An order decided here while the read was under way
    /// (the outbox sending after a restart, or the user deciding during a refresh) is left out: the
    /// server's answer may predate the decision.
    func loadQueue(_ context: LoadContext, _ tracker: ProgressTracker,
                   onEntries: (@Sendable ([ApprovalQueueEntry]) -> Void)? = nil) async throws {
        tracker.start(.queue)
        let readStarted = clock()
        let query = ApprovalQueueService.query(approver: context.session.userInfo.addressNumber, pageSize: settings.pageSize)
        let dates = context.dates
        let collected = EntryCollector<ApprovalQueueEntry>()
        let serverDay = FirstServerDay()
        try await gate.perform { session in
            collected.reset()
            serverDay.reset()
            tracker.update(.queue) { $0.rows = 0 }
            try await self.gate.client.dataService.browse(query, session: session) { page in
                try Task.checkCancellation()
                if page.restarted {
                    // The query started again from its first page: what was gathered comes again.
                    collected.reset()
                    serverDay.reset()
                    tracker.update(.queue) { $0.rows = 0 }
                }
                serverDay.note(page)
                let entries = page.rows.compactMap { ApprovalQueueService.decode($0, dates: dates) }
                collected.append(entries)
                onEntries?(entries)
                tracker.update(.queue) { $0.rows += entries.count }
            }
        }
        let entries = collected.items
        let username = context.session.username
        let sync = QueueSyncDao.State(owner: username, sinceDay: syncDay(serverDay.value, readStarted: readStarted),
                                      fullAt: readStarted, syncedAt: clock())
        let stored = try database.write { c -> Int in
            try c.deleteAll(ApprovalQueueEntry.self)
            try ApprovalQueueEntry.insertAll(entries, in: c)
            for order in try DecisionOutboxDao().ordersLeftQueue(since: readStarted, for: username, in: c) {
                try ApprovalQueueDao().remove(order, in: c)
            }
            try QueueSyncDao().save(sync, in: c)
            return try c.count(ApprovalQueueEntry.self)
        }
        try countUnreadableDates(.queue, tracker)
        try markLoaded(.queue, context, stored)
    }

    /// The day the next delta reads changes from: the server's day when the queue's read began. A server
    /// that sends no time stamp leaves only the client's clock: its UTC day less two, to allow for a time
    /// zone on either side, said in the diagnostic log.
    private func syncDay(_ serverDay: LocalDate?, readStarted: Date) -> LocalDate {
        if let serverDay { return serverDay }
        let guess = LocalDate.today(readStarted, timeZone: TimeZone(identifier: "UTC")!).adding(days: -2)
        diagnostics.note("Approval queue: the server's answers carried no timeStamp; changes are read from \(guess.iso) (the client's clock).")
        return guess
    }

    private func loadHeaders(_ numbers: [Int], _ context: LoadContext, _ tracker: ProgressTracker) async throws {
        try await loadPerOrder(numbers, dataset: .headers, table: PurchaseOrderHeader.storeTable, context: context, tracker: tracker,
                               query: { PurchaseOrderHeaderService.query(orderNumbers: $0, pageSize: $1) },
                               rowsPerWrite: Self.rowsPerWrite,
                               insert: { try $0.insertQueued($1) }, stored: { try $0.count(PurchaseOrderHeader.self) },
                               decode: { rows, dates in rows.compactMap { PurchaseOrderHeaderService.decode($0, dates: dates) } })
    }

    private func loadLines(_ numbers: [Int], _ context: LoadContext, _ tracker: ProgressTracker) async throws {
        try await loadPerOrder(numbers, dataset: .lines, table: "order_lines", context: context, tracker: tracker,
                               query: { PurchaseOrderLineService.query(orderNumbers: $0, pageSize: $1) },
                               rowsPerWrite: Self.ordersPerWrite,
                               insert: { try $0.storeQueuedLines($1) }, stored: { try PurchaseOrderLinesDao().count(in: $0) },
                               decode: { [rejected = settings.rejectedLines] in
                                   PurchaseOrderLineService.ordersOfPage($0, dates: $1, rejected: rejected) })
    }

    /// Rows stored together by the reads of headers (the headers of ten requests' orders).
    static let rowsPerWrite = 2_000
    /// Orders whose lines are stored together (about 10,000 lines, 15 MB in the store, five requests'
    /// orders). With each request's 200 orders in a transaction of their own, a preload of 100,000 orders
    /// wrote 360 MB into the WAL for a store of 250 MB.
    static let ordersPerWrite = 1_000

    /// Reads a per-order table in chunks of order numbers, in parallel. Rows of orders that left the queue
    /// since the last read go first; then only rows of queued orders are stored (`insertQueued`): a LIST
    /// of numbers can match orders of other types or companies. (Filtering each row against a set of the
    /// queue's keys cost a hash of three strings a line and 13 MB at 100,000 orders; a DELETE of those
    /// rows after the read scanned every line, 0.37 s at the end of the first preload.)
    private func loadPerOrder<R: KeyedByOrder & Sendable>(
        _ orderNumbers: [Int], dataset: Dataset, table: String, context: LoadContext, tracker: ProgressTracker,
        query: @escaping @Sendable ([Int], Int) -> DataServiceQuery, rowsPerWrite: Int,
        insert: @escaping @Sendable (Connection, [R]) throws -> Int, stored: (Connection) throws -> Int,
        decode: @escaping @Sendable ([DataRow], RowDateReader) -> [R]
    ) async throws {
        let chunks = orderNumbers.chunked(into: settings.ordersPerRequest)
        tracker.start(dataset, totalUnits: chunks.count)
        let dates = context.dates
        let pageSize = settings.pageSize
        try database.write { try $0.run(ApprovalQueueDao.leftQueueSQL(table)) }
        let pending = PendingWrites<R>(size: rowsPerWrite, shared: true)
        try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
            _ = try await self.browseAndStore(query(chunk, pageSize), dataset: dataset, tracker: tracker, rowsPerWrite: rowsPerWrite,
                                              shared: pending, insert: insert, decodePage: { decode($0, dates) })
            tracker.update(dataset) { $0.completedUnits += 1 }
        }
        let rest = pending.take()
        if !rest.isEmpty { _ = try await database.writeSuspending { try insert($0, rest) } }
        let stored = try database.read { try stored($0) }
        tracker.update(dataset) { $0.rows = stored }
        try countUnreadableDates(dataset, tracker)
        try markLoaded(dataset, context, stored)
    }

    private func loadNames(_ context: LoadContext, _ tracker: ProgressTracker) async throws {
        let numbers = try database.read { try NamesDao().queuedPeople(in: $0) }.filter { $0 > 0 }
        let chunks = numbers.chunked(into: 500)
        tracker.start(.names, totalUnits: chunks.count)
        let totals = RowCounter()
        let pageSize = settings.pageSize
        try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
            let stored = try await self.browseAndStore(AddressBookService.query(addressNumbers: chunk, pageSize: pageSize),
                                                       dataset: .names, tracker: tracker) { AddressBookService.decode($0) }
            totals.add(stored)
            tracker.update(.names) { $0.completedUnits += 1 }
        }
        try markLoaded(.names, context, totals.value)
    }

    func markLoaded(_ dataset: Dataset, _ context: LoadContext, _ rows: Int) throws {
        let now = clock()
        try database.write { try states.markLoaded(dataset, owner: context.session.username, rows: rows, at: now, in: $0) }
    }
}
