import Foundation
import Store

/// The AIS simulator: a database of demo data behind an HTTP/1.1 server that answers the contract
/// (`/jderest/…`) and the admin endpoint (`/admin/…`, loopback only).
///
/// ```swift
/// let sim = try SimulatorServer(configuration: .init(orders: 50, seed: 7))
/// try sim.start()
/// defer { sim.stop() }
/// // talk HTTP to sim.baseURL
/// ```
public final class SimulatorServer: Sendable {
    /// What the demo data generator made (or found, in a kept database file).
    public struct DemoData: Sendable, Equatable {
        public let orders: Int
        public let lines: Int
        public let seconds: Double
        /// True when `databasePath` already held data and nothing was generated.
        public let reused: Bool
    }

    public let configuration: SimulatorConfiguration
    public let demoData: DemoData

    private let database: Database
    private let injector: FaultInjector
    private let tokens: TokenStore
    private let resultSets: ResultSetStore
    private let appStacks: AppStackStore
    private let counters: RequestCounters
    private let http: HTTPServer
    private let boundBaseURL: BoundBaseURL
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse

    /// Opens or creates the database and generates the demo data when it is new.
    public init(configuration: SimulatorConfiguration) throws {
        guard configuration.orders >= 0 else { throw SimulatorError("orders must not be negative") }
        guard configuration.maxPageSize >= 1 else { throw SimulatorError("maxPageSize must be at least 1") }
        self.configuration = configuration
        let database = try configuration.databasePath.map { try Database(path: $0) } ?? Database()
        try database.migrate(Schema.migrations)
        let started = Date()
        let existing = try database.read { try $0.scalar("SELECT COUNT(*) FROM SIM_USER").int ?? 0 }
        if existing > 0 {
            // A migration may have dropped an index with the column it covered; its successor is built here.
            try database.write { try $0.execute(Schema.jdeIndexStatements) }
            let (orders, lines) = try database.read { c in
                (try c.scalar("SELECT COUNT(*) FROM F4301").int ?? 0, try c.scalar("SELECT COUNT(*) FROM F4311").int ?? 0)
            }
            demoData = DemoData(orders: orders, lines: lines, seconds: 0, reused: true)
        } else {
            let summary = configuration.databasePath == nil
                ? try DemoDataTemplates.fill(database, orders: configuration.orders, seed: configuration.seed)
                : try DemoDataGenerator(orders: configuration.orders, seed: configuration.seed).generate(into: database)
            if configuration.passwordIterations != PasswordHash.defaultIterations {
                try DemoDataGenerator.rehashPasswords(in: database, iterations: configuration.passwordIterations)
            }
            demoData = DemoData(orders: summary.orders, lines: summary.lines, seconds: Date().timeIntervalSince(started), reused: false)
        }
        self.database = database

        let injector = FaultInjector(configuration.faults)
        let tokens = TokenStore(lifetime: { injector.settings.tokenLifetimeSeconds }, maximumUses: { injector.settings.tokenUses })
        let resultSets = ResultSetStore { injector.settings.resultSetLifetimeSeconds }
        let boundBaseURL = BoundBaseURL()
        let baseURL: @Sendable () -> String = { boundBaseURL.value }
        let users = UserAccounts(database: database)
        let clock = configuration.clock
        let counters = RequestCounters()
        let decisions = DecisionOrchestration(database: database, clock: clock)
        let media = MediaObjects(database: database)
        let shapes = configuration.shapes
        let appStacks = AppStackStore(isAlive: { tokens.isAlive(token: $0) },
                                      ridLength: { shapes == .real ? RealShapes.ridLength() : 15 })
        let appStackService = AppStackService(tables: P43081Tables(database: database), stacks: appStacks, decisions: decisions,
                                              faults: injector, clock: clock, shapes: shapes,
                                              controls: configuration.movedControlIds ? .moved : .standard,
                                              pageSizeCap: configuration.maxPageSize, versions: configuration.site.p43081Versions)
        let dataService = DataService(database: database, resultSets: resultSets, pageSizeCap: configuration.maxPageSize,
                                      shapes: configuration.shapes, clock: clock, counters: counters,
                                      lenientColumns: configuration.lenientColumns)
        var ais = AISRouter(users: users, tokens: tokens, resultSets: resultSets, dataService: dataService,
                            decisions: decisions, media: media, appStacks: appStackService, faults: injector, counters: counters,
                            clock: clock, shapes: configuration.shapes, baseURL: baseURL)
        ais.site = configuration.site
        let router = ais
        let front = SiteFrontDoor(site: configuration.site, tokenLifetime: { injector.settings.tokenLifetimeSeconds })
        let admin = AdminEndpoint(database: database, users: users, tokens: tokens, resultSets: resultSets, appStacks: appStacks,
                                  decisions: decisions, media: media, faults: injector, counters: counters, clock: clock,
                                  baseURL: baseURL)
        self.injector = injector
        self.tokens = tokens
        self.resultSets = resultSets
        self.appStacks = appStacks
        self.counters = counters
        self.boundBaseURL = boundBaseURL
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { request in
            if request.path == "/admin" || request.path.hasPrefix("/admin/") { return admin.handle(request) }
            let response = front.handle(request) { router.handle($0) }
            counters.answered(bytes: response.body.count)
            return response
        }
        self.handler = handler
        var options = HTTPServer.Options()
        options.host = configuration.host
        options.port = configuration.port
        options.maximumBodyBytes = configuration.maximumRequestBytes
        self.http = HTTPServer(options: options, handler: handler, failureResponder: { status, reason in
            ErrorBody.response(status, reason == "" ? HTTPResponse.reason(for: status) : reason)
        })
    }

    /// Binds and starts serving; afterwards `port` and `baseURL` are valid.
    public func start() throws {
        do {
            try http.start()
        } catch let error as HTTPServer.StartError {
            throw SimulatorError(error.description)
        }
        let host = configuration.host
        let shown = host == "0.0.0.0" || host == "::" || host.isEmpty ? "127.0.0.1" : (host.contains(":") ? "[\(host)]" : host)
        boundBaseURL.value = "http://\(shown):\(http.port)/jderest"
    }

    /// The answer to one parsed request, as the server would send it, without a connection.
    func respond(to request: HTTPRequest) -> HTTPResponse { handler(request) }

    /// Closes the listener and every connection. Idempotent.
    public func stop() { http.stop() }

    /// The bound port (0 before `start`).
    public var port: Int { http.port }

    /// `http://127.0.0.1:PORT/jderest` (empty before `start`).
    public var baseURL: String { boundBaseURL.value }

    /// `http://127.0.0.1:PORT/admin` (empty before `start`).
    public var adminURL: String {
        let base = baseURL
        return base.isEmpty ? "" : String(base.dropLast("/jderest".count)) + "/admin"
    }

    /// The faults in force; setting them applies to the next request (as `PUT /admin/faults` does).
    public var faults: FaultSettings {
        get { injector.settings }
        set { injector.settings = newValue }
    }

    /// The simulator's now for every stamp it writes (`configuration.clock`): set it, shift it or advance it
    /// while the simulator runs (as `PUT /admin/clock`).
    public var clock: SimulatorClock { configuration.clock }

    /// The requests counted by kind since the start or the last reset (as `GET /admin/requests`).
    public var requestCounts: RequestCounts { counters.current }

    /// Zeroes the request counts (as `POST /admin/requests/reset`); answers them as they were.
    @discardableResult
    public func resetRequestCounts() -> RequestCounts { counters.reset() }

    /// Ends every session now (as `POST /admin/tokens/expire`); answers how many there were.
    @discardableResult
    public func expireAllTokens() -> Int { tokens.expireAll() }

    /// Expires every kept result set now (as `POST /admin/resultsets/expire`).
    @discardableResult
    public func expireAllResultSets() -> Int { resultSets.expireAll() }

    /// The application stacks open in live sessions (as `GET /admin/stacks` answers `open`).
    public var openAppStacks: Int { appStacks.open.count }

    /// Forgets every application stack now (as `POST /admin/stacks/expire`); answers how many there were.
    @discardableResult
    public func expireAllAppStacks() -> Int { appStacks.expireAll() }

    /// Reads the server's own tables (`F4209`, `F4301`, `F4311`, `SIM_DECISION`…), for tests that compare
    /// what a client stored with the server's truth. Read-only: it runs on the reader connection.
    public func inspect<T>(_ body: (Connection) throws -> T) throws -> T { try database.read(body) }
}

/// Why the simulator cannot start.
public struct SimulatorError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The base URL once the listener is bound, shared with the routers that write links.
private final class BoundBaseURL: Sendable {
    private let storage = Locked("")

    var value: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
