import AIS
import Foundation
import Resources
import Store

/// `list-index`: the home list's in-memory index over the store a preload left, built anew, then updated
/// in place after a delta refresh of 1,000 orders (`OrderQueueDao.refresh`, as the incremental sync
/// writes them), round after round with other orders each time: orders written again as they were, then
/// orders whose sort values all changed; and the bytes the index takes.
enum ListIndexScenario {
    static let scenario = Scenario(
        name: "list-index",
        summary: "list index updated after a refresh of 1,000 orders --server URL --home DIR [--refresh N] [--rounds N]",
        run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let server = try options.server(), home = try options.required("--home")
        let (workspace, _) = try blocking { try await BenchLogin.login(server, home: home) }
        let db = workspace.database
        let refreshed = Int(options.value("--refresh") ?? "") ?? 1_000
        let rounds = max(1, Int(options.value("--rounds") ?? "") ?? 5)
        let keys = try db.read { try ApprovalQueueDao().keys(in: $0) }
        guard keys.count >= refreshed * 2 else { throw BenchFailure("the store holds \(keys.count) orders: too few to refresh \(refreshed)") }

        // A first build reads the store into the page cache; the three after it are timed.
        var builds: [Timing] = []
        var index = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        for _ in 0..<3 {
            let (built, timing) = try timed { try db.readAside { try QueueListIndex.current(in: $0, previous: nil) } }
            builds.append(timing)
            index = built
        }
        let bytesBuilt = index.bytes, sortKeysBuilt = index.sortKeyBytes

        // Rounds of orders written again as they were (the merge finds each row's place where its old copy
        // was), then rounds of orders whose every sort value changed (each placed by a binary search).
        var refreshes: [Timing] = [], updates: [[Timing]] = [[], []]
        for round in 0..<rounds * 2 {
            let changed = round >= rounds
            // Orders spread over the whole queue, other ones each round.
            let chosen = (0..<refreshed).map { keys[($0 * keys.count / refreshed + round * 7) % keys.count] }
            refreshes.append(try timed {
                try db.write { c in
                    if changed { try changeSortValues(of: chosen, in: c) }
                    try OrderQueueDao().refresh(chosen, in: c)
                }
            }.1)
            let (updated, timing) = try timed { try db.readAside { c in try index.updated(in: c) } }
            guard let updated else { throw BenchFailure("round \(round + 1): the index was not updated in place") }
            updates[changed ? 1 : 0].append(timing)
            index = updated
        }
        try expectSameAsBuilt(index, in: db)

        let label = "list index, \(Format.count(index.count)) orders"
        let same = Percentiles(updates[0].map(\.wall)), changed = Percentiles(updates[1].map(\.wall))
        return [
            BenchFigure(label, "built anew: p50 / max (3 builds), CPU p50", describe(builds)),
            BenchFigure(label, "refresh of \(Format.count(refreshed)) orders in the store: p50 / max (\(rounds * 2) rounds), CPU p50",
                        describe(refreshes)),
            BenchFigure(label, "updated in place after a refresh of \(Format.count(refreshed)) orders as they were: p50 / max (\(rounds) rounds), CPU p50",
                        describe(updates[0]), target: "≤ 50 ms", met: same.max <= 0.050),
            BenchFigure(label, "… of \(Format.count(refreshed)) orders whose every sort value changed: p50 / max (\(rounds) rounds), CPU p50",
                        describe(updates[1]), target: "≤ 50 ms", met: changed.max <= 0.050),
            BenchFigure(label, "memory built: all / without the sort keys (as before issue 18)",
                        "\(Format.mb(mb(bytesBuilt))) / \(Format.mb(mb(bytesBuilt - sortKeysBuilt)))"),
            BenchFigure(label, "memory after \(rounds * 2) updates: all / sort keys", "\(Format.mb(mb(index.bytes))) / \(Format.mb(mb(index.sortKeyBytes)))"),
        ]
    }

    /// The updated index shows what one built anew shows, in every sort order and with a filter.
    static func expectSameAsBuilt(_ index: QueueListIndex, in db: Database) throws {
        let fresh = try db.readAside { try QueueListIndex.current(in: $0, previous: nil) }
        let today = LocalDate.today()
        for column in QueueSort.Column.allCases {
            for ascending in [true, false] {
                for filter in [QueueFilter(), QueueFilter(minimumAmount: 1000)] {
                    let sort = QueueSort(column: column, ascending: ascending)
                    let a = index.view(sort: sort, filter: filter, today: today), b = fresh.view(sort: sort, filter: filter, today: today)
                    guard a.rowIDs(offset: 0, limit: a.count) == b.rowIDs(offset: 0, limit: b.count) else {
                        throw BenchFailure("the updated index differs from one built anew in \(sort)")
                    }
                }
            }
        }
    }

    /// Gives each order another amount, supplier, order date, originator and line count (from other
    /// orders), so that it sorts elsewhere in every order but by number.
    static func changeSortValues(of orders: [OrderKey], in c: Connection) throws {
        let suppliers = try c.query("SELECT DISTINCT an8 FROM order_headers LIMIT 50").compactMap { $0.int64("an8") }
        let originators = try c.query("SELECT DISTINCT an8 FROM approval_queue LIMIT 50").compactMap { $0.int64("an8") }
        for (i, order) in orders.enumerated() {
            let key: [SQLValue] = [.integer(Int64(order.number)), .text(order.type), .text(order.company), .text(order.suffix)]
            try c.run("UPDATE order_headers SET otot = otot + 1.5, an8 = ? WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?",
                      [.integer(suppliers[i % suppliers.count])] + key)
            try c.run("UPDATE approval_queue SET trdj = date('2026-01-01', ?), an8 = ? WHERE doco = ? AND dcto = ? AND kcoo = ? AND sfxo = ?",
                      [.text("+\(i % 300) days"), .integer(originators[(i * 7) % originators.count])] + key)
            let lines = try PurchaseOrderLinesDao().lines(of: order, in: c)
            try PurchaseOrderLinesDao().replace(Array(lines.dropLast()), of: [order], in: c)
        }
    }

    /// Wall-clock time, and the CPU time of this thread (which the index's work runs on): on a machine
    /// shared with other work the second says what the first cannot.
    struct Timing {
        let wall: Double
        let cpu: Double
    }

    static func timed<T>(_ body: () throws -> T) throws -> (T, Timing) {
        let start = monotonicSeconds(), startCPU = threadCPUSeconds()
        let value = try body()
        return (value, Timing(wall: monotonicSeconds() - start, cpu: threadCPUSeconds() - startCPU))
    }

    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// "p50 / max, CPU p50".
    static func describe(_ timings: [Timing]) -> String {
        let wall = Percentiles(timings.map(\.wall)), cpu = Percentiles(timings.map(\.cpu))
        return "\(Format.ms(wall.at(0.5))) / \(Format.ms(wall.max)), CPU \(Format.ms(cpu.at(0.5)))"
    }

    static func mb(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }
}
