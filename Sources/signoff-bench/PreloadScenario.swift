import AIS
import Foundation
import Resources
import Store

/// `preload`: logs in to a simulator and runs the app's PreloadWorker into an empty store: wall time,
/// rows stored per second, peak memory. With `--baseline`, the same pages fetched without decoding or
/// storing, in the same order and with the same parallelism, and the ratio of the two. Both are run
/// `--rounds` times in turn (3 with a baseline, else 1), each preload into a new empty store, and the
/// medians are compared: the first round meets a simulator whose caches are cold, and the machine is noisy.
/// With `--replay`, every request goes through a `replay-server` that answers from memory what the simulator
/// answered in an unmeasured first round: the server then costs this machine's cores almost nothing, as a
/// real AIS server on other hardware does, and the figures are the client's alone.
enum PreloadScenario {
    static let scenario = Scenario(
        name: "preload",
        summary: "preload into an empty store --server URL [--server-pid PID] [--baseline] [--replay] [--rounds N] [--keep DIR] [--parallel N] [--page-size N] [--orders-per-request N]",
        run: run)

    struct Round {
        let seconds: Double
        let rows: [Dataset: Int]
        /// When each dataset finished, in seconds from the start; the list's rebuild ends the preload.
        var finished: [Dataset: Double] = [:]
        /// The client's own CPU time (this process: the simulator is another).
        var cpuSeconds: Double = 0
        /// The simulator's CPU time over the same run, when its process is known (`--server-pid`).
        var serverCPUSeconds: Double?
        /// How long the store's one writer was busy over the run, and by the time each dataset finished.
        var writerBusy: Double = 0
        var writerBusyWhenDone: [Dataset: Double] = [:]
        /// After the preload ended, until its pages were copied from the WAL into the store's file and the
        /// WAL cut (`Database.finishCheckpoints`): the app goes on meanwhile.
        var checkpointSeconds: Double = 0
    }

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let simulator = try options.server()
        let kept = options.value("--keep")
        let home = try kept ?? BenchPaths.scratch("preload")
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: home) } }
        // The baseline's first requests are the preload's, its next-page requests are not: replayed, it
        // would follow links to result sets the simulator has long closed.
        if options.flag("--replay") && options.flag("--baseline") {
            throw BenchFailure("--replay measures the preload alone: run the baseline without it")
        }
        let replay = options.flag("--replay") ? try ChildReplayServer(upstream: simulator) : nil
        let server = replay?.baseURL ?? simulator
        let serverPID = replay?.pid ?? options.value("--server-pid").flatMap { Int32($0) }
        let label = "preload \(options.value("--label") ?? "")".trimmingCharacters(in: .whitespaces)
        let withBaseline = options.flag("--baseline")
        let rounds = max(1, Int(options.value("--rounds") ?? "") ?? (withBaseline ? 3 : 1))
        var settings = PreloadSettings()
        if let parallel = options.value("--parallel").flatMap(Int.init) { settings.parallelRequests = parallel }
        if let size = options.value("--page-size").flatMap(Int.init) { settings.pageSize = size }
        if let orders = options.value("--orders-per-request").flatMap(Int.init) { settings.ordersPerRequest = orders }
        var preloads: [Round] = []
        var baselines: [(seconds: Double, pages: Int, bytes: Int)] = []
        // The peak of a first preload is the first round's, in this process before anything else ran in it,
        // as a user's `signoff` runs it; later rounds in the same process add what the earlier ones left.
        var firstPeak = 0.0
        if replay != nil {
            // The round whose answers are kept, not measured.
            let store = try BenchPaths.scratch("preload-recorded")
            defer { try? FileManager.default.removeItem(atPath: store) }
            _ = try preload(server: server, home: store, settings: settings)
        }
        for round in 1...rounds {
            // The last round's store is the one kept for the scenarios that follow.
            let store = round == rounds ? home : try BenchPaths.scratch("preload-round-\(round)")
            defer { if store != home { try? FileManager.default.removeItem(atPath: store) } }
            let passedBefore = try replay?.requestsPassed()
            preloads.append(try preload(server: server, home: store, settings: settings, serverPID: serverPID))
            if let replay, let passedBefore, try replay.requestsPassed() != passedBefore {
                throw BenchFailure("a replayed preload sent requests the first round had not: the simulator answered part of it")
            }
            if round == 1 { firstPeak = ProcessMetrics.peakMemoryMB() }
            if withBaseline { baselines.append(try fetchOnly(server: server, home: store, settings: settings)) }
        }
        let last = preloads[preloads.count - 1]
        let seconds = median(preloads.map(\.seconds))
        let total = last.rows.values.reduce(0, +)
        let peak = firstPeak
        let peakOverAll = ProcessMetrics.peakMemoryMB()
        let steps = [Dataset.queue, .headers, .lines, .names].compactMap { d in last.finished[d].map { (d, $0) } }
        let timeline = steps.map { "\($0.0.rawValue) \(Format.seconds($0.1))" }.joined(separator: ", ")
            + ", list built \(Format.seconds(last.seconds))"
        let each = rounds > 1 ? " (median of \(rounds): \(preloads.map { Format.seconds($0.seconds) }.joined(separator: ", ")))" : ""
        var figures = [
            BenchFigure(label, "orders / lines stored", "\(Format.count(last.rows[.queue] ?? 0)) / \(Format.count(last.rows[.lines] ?? 0))"),
            BenchFigure(label, "wall time", Format.seconds(seconds) + each,
                        target: options.value("--target-seconds").map { "≤ \($0) s" } ?? "report",
                        met: options.value("--target-seconds").flatMap(Double.init).map { seconds <= $0 }),
            BenchFigure(label, "rows stored per second", Format.count(Int(Double(total) / seconds))),
            BenchFigure(label, "each dataset done, from the start (last run)", timeline),
            BenchFigure(label, "CPU of the last run: client / \(replay == nil ? "simulator" : "replaying server")",
                        Format.seconds(last.cpuSeconds) + " / " + (last.serverCPUSeconds.map(Format.seconds) ?? "not measured")),
            BenchFigure(label, "the store's one writer busy (last run)", writerFigure(last)),
            BenchFigure(label, "after it, its pages copied from the WAL into the file, aside (last run)", Format.seconds(last.checkpointSeconds)),
        ]
        // After a recorded round, no measured round is the first preload of its process.
        if replay == nil {
            figures.append(BenchFigure(label, "peak memory (client), first preload of a fresh process", Format.mb(peak),
                                       target: options.value("--target-mb").map { "≤ \($0) MB" } ?? "report",
                                       met: options.value("--target-mb").flatMap(Double.init).map { peak <= $0 }))
        }
        if replay == nil && (rounds > 1 || withBaseline) {
            figures.append(BenchFigure(label, "peak memory (client) over every run of this process",
                                       "\(Format.mb(peakOverAll)) (\(rounds) preloads\(withBaseline ? " and \(rounds) baselines" : ""))"))
        }
        if let first = baselines.first {
            let baseline = median(baselines.map(\.seconds))
            let eachBaseline = rounds > 1 ? " (median of \(rounds): \(baselines.map { Format.seconds($0.seconds) }.joined(separator: ", ")))" : ""
            figures.append(BenchFigure(label, "baseline: same pages, fetch only",
                                       "\(Format.seconds(baseline))\(eachBaseline), \(first.pages) pages, \(Format.mb(Double(first.bytes) / 1_048_576))"))
            let ratio = seconds / baseline
            figures.append(BenchFigure(label, "ratio to the baseline", String(format: "%.2f ×", ratio), target: "≤ 1.5 ×", met: ratio <= 1.5))
        }
        return figures
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// One preload into the empty store at `home`, after a login.
    static func preload(server: URL, home: String, settings: PreloadSettings, serverPID: Int32? = nil) throws -> Round {
        let measured = try blocking { () -> (Round, Bool, String?) in
            let (workspace, _) = try await BenchLogin.login(server, home: home)
            let start = monotonicSeconds()
            let cpuBefore = ProcessMetrics.cpuSeconds()
            let serverBefore = serverPID.map { ProcessMetrics.cpuSeconds(pid: $0) }
            let writerBefore = workspace.database.writerBusySeconds
            let finished = FinishTimes()
            let outcome = await workspace.preloadWorker(settings: settings).run { progress in
                if progress.phase == .done {
                    finished.note(progress.dataset, monotonicSeconds() - start, writerBusy: workspace.database.writerBusySeconds - writerBefore)
                }
            }
            let seconds = monotonicSeconds() - start
            let writerBusy = workspace.database.writerBusySeconds - writerBefore
            let cpu = ProcessMetrics.cpuSeconds() - cpuBefore
            let serverCPU = serverPID.flatMap { pid in serverBefore.map { ProcessMetrics.cpuSeconds(pid: pid) - $0 } }
            let ended = monotonicSeconds()
            Database.finishCheckpoints(waitingUpTo: 60)
            let checkpointSeconds = monotonicSeconds() - ended
            let failure = outcome.failed.first.map { "\($0): \(outcome.phases[$0].map { "\($0)" } ?? "")" }
            let rows = try workspace.database.read { c in
                [Dataset.queue: "approval_queue", .headers: "order_headers", .names: "names"]
                    .mapValues { (try? c.scalar("SELECT count(*) FROM \($0)").int) ?? 0 }
                    .merging([.lines: (try? PurchaseOrderLinesDao().count(in: c)) ?? 0]) { $1 }
            }
            return (Round(seconds: seconds, rows: rows, finished: finished.value, cpuSeconds: cpu, serverCPUSeconds: serverCPU,
                          writerBusy: writerBusy, writerBusyWhenDone: finished.writerBusy, checkpointSeconds: checkpointSeconds),
                    outcome.succeeded, failure)
        }
        guard measured.1 else { throw BenchFailure("the preload failed: \(measured.2 ?? "?")") }
        return measured.0
    }

    /// The writer's busy time against the wall time: in all, until the headers, during the lines and in the
    /// list's build after them. A phase the writer fills cannot end sooner with more cores.
    static func writerFigure(_ round: Round) -> String {
        var text = "\(Format.seconds(round.writerBusy)) of \(Format.seconds(round.seconds))"
        if let headers = round.finished[.headers], let lines = round.finished[.lines],
           let busyAtHeaders = round.writerBusyWhenDone[.headers], let busyAtLines = round.writerBusyWhenDone[.lines] {
            text += " (until the headers \(Format.seconds(busyAtHeaders)) of \(Format.seconds(headers))"
                + ", lines \(Format.seconds(busyAtLines - busyAtHeaders)) of \(Format.seconds(lines - headers))"
                + ", list after them \(Format.seconds(round.writerBusy - busyAtLines)) of \(Format.seconds(round.seconds - lines)))"
        }
        return text
    }

    /// Fetches every page the preload read, keyed by the order numbers it stored.
    static func fetchOnly(server: URL, home: String, settings: PreloadSettings) throws -> (seconds: Double, pages: Int, bytes: Int) {
        try blocking {
            let (workspace, session) = try await BenchLogin.login(server, home: home)
            let numbers = try workspace.database.read { c in
                Array(Set(try ApprovalQueueDao().keys(in: c).map(\.number))).sorted(by: >)
            }
            let names = try workspace.database.read { c in
                try c.query("SELECT an8 FROM approval_queue UNION SELECT an8 FROM order_headers").compactMap { $0.int("an8") }
            }.filter { $0 > 0 }
            let fetcher = RawPageFetcher(base: server, token: session.token, device: session.deviceName,
                                         maxPageSize: settings.pageSize)
            let pages = ByteCounter()
            let start = monotonicSeconds()
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { pages.add(try await fetcher.fetchAll(UserDefinedCodeService.query(lists: UserDefinedCodeList.allCases, pageSize: settings.pageSize))) }
                group.addTask { pages.add(try await fetcher.fetchAll(BranchService.query(pageSize: settings.pageSize))) }
                group.addTask { pages.add(try await fetcher.fetchAll(DefaultBranchService.query(username: "DEMO"))) }
                group.addTask {
                    pages.add(try await fetcher.fetchAll(ApprovalQueueService.query(approver: session.userInfo.addressNumber, pageSize: settings.pageSize)))
                    let chunks = numbers.chunked(into: settings.ordersPerRequest)
                    try await withThrowingTaskGroup(of: Void.self) { orders in
                        orders.addTask {
                            try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
                                pages.add(try await fetcher.fetchAll(PurchaseOrderHeaderService.query(orderNumbers: chunk, pageSize: settings.pageSize)))
                            }
                        }
                        orders.addTask {
                            try await forEachConcurrently(chunks, limit: settings.parallelRequests) { _, chunk in
                                pages.add(try await fetcher.fetchAll(PurchaseOrderLineService.query(orderNumbers: chunk, pageSize: settings.pageSize)))
                            }
                        }
                        try await orders.waitForAll()
                    }
                    try await forEachConcurrently(names.chunked(into: 500), limit: settings.parallelRequests) { _, chunk in
                        pages.add(try await fetcher.fetchAll(AddressBookService.query(addressNumbers: chunk, pageSize: settings.pageSize)))
                    }
                }
                try await group.waitForAll()
            }
            return (monotonicSeconds() - start, pages.value, fetcher.bytesFetched)
        }
    }
}

/// When each dataset of a preload finished.
final class FinishTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Dataset: Double] = [:]
    private var writerTimes: [Dataset: Double] = [:]
    /// Notes when `dataset` finished and how long the store's writer had been busy by then (the first time).
    func note(_ dataset: Dataset, _ seconds: Double, writerBusy: Double) {
        lock.withLock {
            times[dataset] = times[dataset] ?? seconds
            writerTimes[dataset] = writerTimes[dataset] ?? writerBusy
        }
    }
    var value: [Dataset: Double] { lock.withLock { times } }
    var writerBusy: [Dataset: Double] { lock.withLock { writerTimes } }
}
