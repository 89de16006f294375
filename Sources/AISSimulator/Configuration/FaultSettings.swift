/// The faults the simulator injects, and the lifetimes of tokens and result sets. Set them at start
/// (`SimulatorConfiguration.faults`, the command line) or at run time (`SimulatorServer.faults`,
/// `PUT /admin/faults`). Rates are probabilities from 0 (never) to 1 (every time).
public struct FaultSettings: Sendable, Equatable {
    /// Added before each `/jderest` answer.
    public var latencyMilliseconds: Int
    /// A random extra delay from 0 up to this, added to the latency.
    public var jitterMilliseconds: Int
    /// The rate of `500` answers on every endpoint (the request is not carried out).
    public var errorRate: Double
    /// Per-endpoint rates of `500` answers, by `Endpoint` name (`dataservice`, `orchestrator`, …);
    /// each replaces `errorRate` for its endpoint.
    public var endpointErrorRates: [String: Double]
    /// The rate of answers cut off mid-body by closing the connection (the request is carried out).
    public var dropRate: Double
    /// The rate of decisions that are committed and then lose their answer: the connection closes first.
    public var decisionLostRate: Double
    /// How long a lost decision's connection stays open, silent, before it is reset: 0 resets at once (a
    /// server that fails), more is a network that went quiet (no FIN or RST reaches the client), which a
    /// client notices only at its request timeout.
    public var decisionLostAfterMilliseconds: Int
    /// Fill every free-text field (names, descriptions, remarks, attachments, messages) with hostile text.
    public var hostileText: Bool
    /// Seconds a token lives after its last use.
    public var tokenLifetimeSeconds: Double
    /// Seconds a data-service result set can still be paged after its last page.
    public var resultSetLifetimeSeconds: Double
    /// Order numbers whose decisions (approve, reject, forward) the approval form refuses ("Order is on
    /// hold"): the order stays awaiting approval, and the answer is a form error, not the orchestration's own.
    public var refusedOrders: Set<Int>
    /// Requests a token serves before it answers `444`, as a server that ends sessions early does; 0: no limit.
    public var tokenUses: Int
    /// Orchestration requests still to be carried out and then answered with a reset connection (no byte
    /// of the answer); each one spends one. Unlike `decisionLostRate`, a count, so a test knows which ones.
    public var resetDecisions: Int
    /// Answer `500` to every counting request (`dataServiceType` `AGGREGATION`), as a server that offers no
    /// aggregation does (contract §3); browsing is unaffected.
    public var noCounting: Bool
    /// Refuse every login (`403`, wrong user or password), as for a password changed or an account locked
    /// while a client runs: a client whose session ends cannot renew it.
    public var refuseLogins: Bool

    public init(latencyMilliseconds: Int = 0, jitterMilliseconds: Int = 0, errorRate: Double = 0,
                endpointErrorRates: [String: Double] = [:], dropRate: Double = 0, decisionLostRate: Double = 0,
                decisionLostAfterMilliseconds: Int = 0, hostileText: Bool = false, tokenLifetimeSeconds: Double = 1_800,
                resultSetLifetimeSeconds: Double = 300, refusedOrders: Set<Int> = [], tokenUses: Int = 0, resetDecisions: Int = 0,
                noCounting: Bool = false, refuseLogins: Bool = false) {
        self.latencyMilliseconds = latencyMilliseconds
        self.jitterMilliseconds = jitterMilliseconds
        self.errorRate = errorRate
        self.endpointErrorRates = endpointErrorRates
        self.dropRate = dropRate
        self.decisionLostRate = decisionLostRate
        self.decisionLostAfterMilliseconds = decisionLostAfterMilliseconds
        self.hostileText = hostileText
        self.tokenLifetimeSeconds = tokenLifetimeSeconds
        self.resultSetLifetimeSeconds = resultSetLifetimeSeconds
        self.refusedOrders = refusedOrders
        self.tokenUses = tokenUses
        self.resetDecisions = resetDecisions
        self.noCounting = noCounting
        self.refuseLogins = refuseLogins
    }

    /// The rate of `500` answers for one endpoint.
    public func errorRate(for endpoint: Endpoint) -> Double { endpointErrorRates[endpoint.rawValue] ?? errorRate }
}

/// The contract's endpoints, by the names fault settings use.
public enum Endpoint: String, Sendable, CaseIterable {
    case tokenRequest = "tokenrequest"
    case validate = "tokenrequest/validate"
    case logout = "tokenrequest/logout"
    case dataService = "dataservice"
    case dataServiceNext = "dataservice/next"
    case orchestrator = "orchestrator"
    case fileList = "file/list"
    case fileGetText = "file/gettext"
    case fileAddText = "file/addtext"
    case fileDownload = "file/download"
    case appStack = "appstack"
}
