import AIS
import Foundation
import Resources
import Store

/// `open-budget`: an order whose lines charge accounts, opened in the real `signoff` (a pseudo-terminal)
/// against a simulator that answers each request 150 ms late: from the Enter that opens it to its budget
/// pane's figures on screen ("usable"), for orders whose accounts were not read before (the four reads of
/// contract §4.2 at once, target ≤ 1 s) and for orders whose accounts were read earlier the same day (kept:
/// no request). The simulator counts the budget's requests of each opening. Then, in this process, the app's
/// BudgetWorker on the same accounts: a read, what is kept, and the requests each sent.
enum BudgetScenario {
    static let scenario = Scenario(name: "open-budget",
                                   summary: "an order's budget pane, first read and kept, in a pty [--latency-ms MS] [--orders N] [--rounds N]",
                                   run: run)

    /// The tables of the budget's four reads (contract §4.2).
    static let budgetTables = ["F0901", "F0902", "F0010", "F0008"]
    /// Only the budget pane's figures say this (this order against what is available), and the orders
    /// opened have no figures kept (`OrderBudgetPresenter`).
    static let figuresShown = "available:"

    /// An order of the queue with the accounts its lines charge.
    struct Order: Sendable {
        var number: Int
        var accounts: [String]
    }

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let latency = Int(options.value("--latency-ms") ?? "") ?? 150
        let count = Int(options.value("--orders") ?? "") ?? 300
        let rounds = max(1, Int(options.value("--rounds") ?? "") ?? 6)
        let simulator = try ChildSimulator(orders: count, extraArguments: ["--latency-ms", String(latency)])
        defer { simulator.stop() }
        let server = simulator.baseURL
        let home = try BenchPaths.scratch("budget")
        defer { try? FileManager.default.removeItem(atPath: home) }

        // The store a first login leaves (queue, headers, lines), filled in this process; the app starts over it.
        let (workspace, orders) = try blocking { () -> (ServerWorkspace, [Order]) in
            let (workspace, _) = try await BenchLogin.login(server, home: home)
            let preload = await workspace.preloadWorker(settings: PreloadSettings()).run { _ in }
            guard preload.succeeded else { throw BenchFailure("the preload failed") }
            return (workspace, try queue(workspace.database))
        }
        let app = try AppInTerminal(server: server, home: home, width: 200, height: 60, refreshOnStart: false)
        let term = app.terminal
        // The order under the list's cursor is shown beside it, and its budget read once the cursor rests:
        // quiet for a second, that read is over and kept.
        term.settle(quiet: 1)
        let keptAtStart = try keptAccounts(workspace.database, of: orders)

        // Orders whose accounts no other chosen order charges and nothing kept holds: each opening is a first read.
        var chosen: [Order] = []
        var used = keptAtStart
        for order in orders where chosen.count < rounds && !order.accounts.isEmpty && used.isDisjoint(with: order.accounts) {
            chosen.append(order)
            used.formUnion(order.accounts)
        }
        guard chosen.count == rounds else {
            throw BenchFailure("only \(chosen.count) orders charge accounts not read before, \(rounds) needed")
        }
        let readNow = Set(chosen.flatMap(\.accounts))
        // Other orders on those accounts alone: after the first reads, kept for the day.
        let kept = Array(orders.filter { order in
            !order.accounts.isEmpty && readNow.isSuperset(of: order.accounts) && !chosen.contains { $0.number == order.number }
        }.prefix(rounds))
        guard !kept.isEmpty else { throw BenchFailure("no other order charges only the accounts read") }
        // Shown between two openings: the screen before each then holds no budget pane.
        guard let plain = orders.first(where: { $0.accounts.isEmpty }) else { throw BenchFailure("no order of inventory lines only") }

        AllScenarios.log("open-budget: first reads \(chosen.map(\.number)), kept \(kept.map(\.number)), between them \(plain.number)")
        let admin = try LoopbackHTTPClient(port: server.port ?? 80)
        var first: [Opening] = []
        for order in chosen { first.append(try open(order, after: plain, in: term, admin: admin)) }
        let keptNow = try keptAccounts(workspace.database, of: chosen)
        guard keptNow.isSuperset(of: readNow) else { throw BenchFailure("the accounts read were not kept: \(readNow.subtracting(keptNow).sorted())") }
        var again: [Opening] = []
        for order in kept { again.append(try open(order, after: plain, in: term, admin: admin)) }
        let inProcess = try workerReads(server, accounts: chosen.map(\.accounts))

        let firstTimes = Percentiles(first.map(\.usable)), keptTimes = Percentiles(again.map(\.usable))
        let firstRequests = Set(first.map(\.requests)), keptRequests = Set(again.map(\.requests))
        let label = "open an order's budget (pty), \(latency) ms a request"
        let counts = chosen.map(\.accounts.count)
        let accounts = counts.min() == counts.max() ? "\(counts[0])" : "\(counts.min() ?? 0)–\(counts.max() ?? 0)"
        return [
            BenchFigure(label, "accounts not read before (\(accounts) each): Enter to figures shown, "
                            + "p50 / max (\(first.count) orders)",
                        "\(Format.ms(firstTimes.at(0.5))) / \(Format.ms(firstTimes.max))", target: "≤ 1 s", met: firstTimes.max <= 1),
            BenchFigure(label, "accounts read earlier today (kept): Enter to figures shown, p50 / max (\(again.count) orders)",
                        "\(Format.ms(keptTimes.at(0.5))) / \(Format.ms(keptTimes.max))", target: "≤ 150 ms", met: keptTimes.max <= 0.150),
            BenchFigure(label, "budget requests (\(budgetTables.joined(separator: ", "))) per opening: not read / kept",
                        "\(shown(firstRequests)) / \(shown(keptRequests))", target: "4 / 0",
                        met: firstRequests == [4] && keptRequests == [0]),
            BenchFigure("BudgetWorker, \(latency) ms a request", "read of accounts not kept: p50 / max (\(inProcess.reads.count)), requests each",
                        "\(Format.ms(Percentiles(inProcess.reads).at(0.5))) / \(Format.ms(Percentiles(inProcess.reads).max)), "
                            + shown(Set(inProcess.readRequests)),
                        target: "4 requests", met: Set(inProcess.readRequests) == [4]),
            BenchFigure("BudgetWorker, \(latency) ms a request", "the same accounts kept (stored, today's): p50 / max, requests each",
                        "\(Format.ms(Percentiles(inProcess.stored).at(0.5))) / \(Format.ms(Percentiles(inProcess.stored).max)), "
                            + shown(Set(inProcess.storedRequests)),
                        target: "0 requests", met: Set(inProcess.storedRequests) == [0] && inProcess.allKept),
        ]
    }

    /// The queue's orders (numbers that name one order only, as `:po` opens them) with their lines' accounts.
    static func queue(_ database: Database) throws -> [Order] {
        try database.read { c in
            let keys = try ApprovalQueueDao().keys(in: c)
            let repeated = Set(Dictionary(grouping: keys, by: \.number).filter { $0.value.count > 1 }.keys)
            return try keys.filter { !repeated.contains($0.number) }.map { key in
                Order(number: key.number, accounts: OrderBudget.accounts(of: try PurchaseOrderLinesDao().lines(of: key, in: c)))
            }
        }
    }

    /// The accounts of `orders` whose budget the store keeps, read today.
    static func keptAccounts(_ database: Database, of orders: [Order]) throws -> Set<String> {
        let today = LocalDate.today()
        let accounts = Array(Set(orders.flatMap(\.accounts)))
        return Set(try database.read { try BudgetDao().budgets(accounts, in: $0) }.filter { $0.readOn == today }.map(\.account))
    }

    struct Opening {
        var usable: Double
        var requests: Int
    }

    /// Opens `plain` (no budget pane) and waits until the screen is quiet, types `:po N`, then times the
    /// Enter that opens `order` until its budget's figures are drawn; its budget requests are counted once
    /// everything the opening asked has been answered (the screen quiet again).
    static func open(_ order: Order, after plain: Order, in term: PseudoTerminal, admin: LoopbackHTTPClient) throws -> Opening {
        term.write(":po \(plain.number)\r")
        term.settle(quiet: 0.6)
        term.write(":po \(order.number)")
        term.settle(quiet: 0.3)
        try resetCounts(admin)
        let mark = term.output.count
        let start = monotonicSeconds()
        term.write("\r")
        guard let shown = term.waitFor(figuresShown, after: mark, timeout: 30) else {
            throw BenchFailure("order \(order.number): no budget figures within 30 s")
        }
        term.settle(quiet: 0.6)
        return Opening(usable: shown - start, requests: try budgetRequests(admin))
    }

    static func resetCounts(_ admin: LoopbackHTTPClient) throws {
        guard try admin.post("/admin/requests/reset", json: "{}").status == 200 else { throw BenchFailure("the counts could not be reset") }
    }

    /// First pages of the budget's tables since the counts were reset (`GET /admin/requests`), and next pages.
    static func budgetRequests(_ admin: LoopbackHTTPClient) throws -> Int {
        let answer = try admin.send("GET", "/admin/requests", headers: [], body: [])
        guard answer.status == 200, let json = try? JSONParser.parse(answer.body), let tables = json["dataservice"] else {
            throw BenchFailure("the simulator did not count its requests")
        }
        return budgetTables.reduce(0) { $0 + (tables[$1]?.int ?? 0) }
    }

    /// The app's BudgetWorker in this process, over a store of its own, on each set of `accounts`: a read
    /// (nothing kept), then what the order view asks first (`stored`, kept today: no read), with the
    /// requests each sent.
    static func workerReads(_ server: URL, accounts sets: [[String]])
        throws -> (reads: [Double], readRequests: [Int], stored: [Double], storedRequests: [Int], allKept: Bool) {
        let home = try BenchPaths.scratch("budget-worker")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let counting = CountingTransport(CurlTransport())
        return try blocking {
            let login = LoginWorker(location: BenchLogin.location(home: home), transport: counting) { _ in BenchLogin.configuration(server) }
            let (workspace, _) = try await login.login(
                .init(server: server, environment: "JDV920", role: "*ALL", username: "DEMO", password: "demo"), reuse: nil)
            let worker = BudgetWorker(gate: workspace.gate, database: workspace.database)
            let today = LocalDate.today()
            var reads: [Double] = [], readRequests: [Int] = [], stored: [Double] = [], storedRequests: [Int] = []
            var allKept = true
            for accounts in sets {
                counting.reset()
                var start = monotonicSeconds()
                let read = try await worker.read(accounts, today: today)
                reads.append(monotonicSeconds() - start)
                readRequests.append(counting.count)
                guard Set(read.map(\.account)) == Set(accounts) else { throw BenchFailure("BudgetWorker read \(read.count) of \(accounts.count) accounts") }
                counting.reset()
                start = monotonicSeconds()
                let kept = worker.stored(accounts, today: today)
                stored.append(monotonicSeconds() - start)
                storedRequests.append(counting.count)
                allKept = allKept && Set(kept.budgets.filter { $0.readOn == today }.map(\.account)) == Set(accounts)
            }
            return (reads, readRequests, stored, storedRequests, allKept)
        }
    }

    static func shown(_ counts: Set<Int>) -> String { counts.sorted().map(String.init).joined(separator: " or ") }
}

/// Passes requests on and counts them.
final class CountingTransport: HTTPTransport, @unchecked Sendable {
    private let inner: any HTTPTransport
    private let lock = NSLock()
    private var sent = 0

    init(_ inner: any HTTPTransport) { self.inner = inner }

    var count: Int { lock.lock(); defer { lock.unlock() }; return sent }
    func reset() { lock.lock(); sent = 0; lock.unlock() }
    private func counted() { lock.lock(); sent += 1; lock.unlock() }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        counted()
        return try await inner.send(request)
    }

    func forgetCookies() { inner.forgetCookies() }
}
