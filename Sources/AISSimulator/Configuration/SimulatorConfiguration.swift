/// How a simulator starts: where it listens, what demo data it generates, and its initial faults.
public struct SimulatorConfiguration: Sendable {
    /// The address to bind; loopback by default.
    public var host: String
    /// The port to bind; 0 picks a free one (read it from `SimulatorServer.port` after `start()`).
    public var port: Int
    /// Orders awaiting the main demo approver `DEMO` (other approvers get a few more).
    public var orders: Int
    /// The demo data generator's seed: the same seed and order count give the same data.
    public var seed: Int
    /// A database file to keep the data in (created and filled when new, reused otherwise); nil keeps it in memory.
    public var databasePath: String?
    public var faults: FaultSettings
    /// The largest page the data service returns, whatever `maxPageSize` a request asks for.
    public var maxPageSize: Int
    /// The largest request body accepted; larger ones answer `413`.
    public var maximumRequestBytes: Int
    /// The shapes of the answers: `real` (contract §9, the default) or `tidy` (the older, cleaner ones).
    public var shapes: ResponseShapes
    /// The simulator's "now" for every stamp it writes (`UPMJ`, `TDAY`, `RDJ`…); the system clock by
    /// default. A reference: a test keeps it and sets or advances it while the simulator runs.
    public var clock: SimulatorClock
    /// A site whose P43081 version moved every control id (`--moved-ids`, `P43081Controls.moved`): the
    /// appstack's buttons, header controls and grid columns answer to other ids; the aliases stay.
    public var movedControlIds: Bool
    /// The site set-up played: an affinity cookie, next links on another origin, forbidden tables, Basic-only login.
    public var site = SitePlay()
    /// Answer data-service requests that name columns a table lacks (`--lenient-columns`), leaving those
    /// columns out and ignoring conditions and orders on them, for clients written against earlier
    /// revisions of the contract; by default such a request is refused as a whole, as a real server does
    /// (contract §4.1). Either way each such column is counted (`RequestCounts.refusedColumns`).
    public var lenientColumns = false
    /// The PBKDF2 iterations of the demo users' passwords in a new store (each login computes them once).
    /// Tests in one process lower it: at 4,096, a debug build's login costs about 0.3 s of a core, and
    /// hundreds of test simulators' logins held the two cores while tests that wait on an answer held Swift's
    /// whole cooperative pool (two threads), so no other test moved for up to 50 s.
    public var passwordIterations = PasswordHash.defaultIterations

    public init(host: String = "127.0.0.1", port: Int = 0, orders: Int = 300, seed: Int = 1,
                databasePath: String? = nil, faults: FaultSettings = FaultSettings(), maxPageSize: Int = 1_000,
                tokenLifetime: Double? = nil, resultSetLifetime: Double? = nil, maximumRequestBytes: Int = 1_048_576,
                shapes: ResponseShapes = .real, clock: SimulatorClock = SimulatorClock(), movedControlIds: Bool = false) {
        self.host = host
        self.port = port
        self.orders = orders
        self.seed = seed
        self.databasePath = databasePath
        self.faults = faults
        self.maxPageSize = maxPageSize
        self.maximumRequestBytes = maximumRequestBytes
        self.shapes = shapes
        self.clock = clock
        self.movedControlIds = movedControlIds
        if let tokenLifetime { self.faults.tokenLifetimeSeconds = tokenLifetime }
        if let resultSetLifetime { self.faults.resultSetLifetimeSeconds = resultSetLifetime }
    }

    /// Seconds a token lives after its last use (kept in `faults`, changeable at run time).
    public var tokenLifetime: Double {
        get { faults.tokenLifetimeSeconds }
        set { faults.tokenLifetimeSeconds = newValue }
    }

    /// Seconds a result set can be paged after its last page (kept in `faults`, changeable at run time).
    public var resultSetLifetime: Double {
        get { faults.resultSetLifetimeSeconds }
        set { faults.resultSetLifetimeSeconds = newValue }
    }
}
