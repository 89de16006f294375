/// How many `/jderest` requests of each kind reached the simulator since it started or since the counts
/// were last reset (`GET /admin/requests`, `SimulatorServer.requestCounts`). A request counts when it
/// arrives, whatever its answer (a refusal, a `444`, an injected `500` all count), and before its answer is
/// sent: a client that has its answer sees it counted.
public struct RequestCounts: Sendable, Equatable {
    /// First pages of the data service (`BROWSE`), by table (`F4209`…; `unknown` for a table not served).
    public var dataService: [String: Int]
    /// Next pages (`dataservice/next`).
    public var nextPages: Int
    /// Counting requests (`dataServiceType` `AGGREGATION`), answered or refused.
    public var aggregations: Int
    /// Orchestrations (approve, reject, forward, and unknown names).
    public var orchestrations: Int
    /// Application-stack requests (`appstack`: open, execute, close, and refused ones whose body is a JSON object).
    public var appStacks: Int
    /// Logins (`tokenrequest`).
    public var tokens: Int
    /// Everything else: `validate`, `logout`, the `file/…` endpoints, unknown paths, malformed requests.
    public var other: Int
    /// The bytes of the `/jderest` answers' bodies as sent (compressed when the request asked for gzip):
    /// what a client's data costs on the wire, headers aside.
    public var answerBytes = 0
    /// Columns that data-service requests (first pages and counts) named but their table lacks, by
    /// table-qualified name (`F4209.UPMJ`): each counted once per request that named it, refused or (with
    /// `--lenient-columns`) left out.
    public var refusedColumns: [String: Int]

    public init(dataService: [String: Int] = [:], nextPages: Int = 0, aggregations: Int = 0, orchestrations: Int = 0,
                tokens: Int = 0, other: Int = 0, appStacks: Int = 0, refusedColumns: [String: Int] = [:]) {
        self.dataService = dataService
        self.refusedColumns = refusedColumns
        self.nextPages = nextPages
        self.aggregations = aggregations
        self.orchestrations = orchestrations
        self.appStacks = appStacks
        self.tokens = tokens
        self.other = other
    }

    /// Every data-service request: first pages of every table, next pages and counting requests.
    public var dataServiceTotal: Int { dataService.values.reduce(0, +) + nextPages + aggregations }

    /// Every request counted.
    public var total: Int { dataServiceTotal + orchestrations + appStacks + tokens + other }
}

/// The kind a request is counted as.
enum RequestKind: Sendable, Equatable {
    case dataService(table: String)
    case nextPage
    case aggregation
    case orchestration
    case appStack
    case token
    case other

    /// The kind of a request to `endpoint` with the JSON `body` it sent.
    init(_ endpoint: Endpoint, body: JSONValue) {
        switch endpoint {
        case .dataService:
            if body["dataServiceType"]?.stringValue?.trimmingCharacters(in: .whitespaces).uppercased() == "AGGREGATION" {
                self = .aggregation
            } else {
                let name = body["targetName"]?.stringValue?.trimmingCharacters(in: .whitespaces) ?? ""
                self = .dataService(table: TableCatalog.table(name)?.name ?? "unknown")
            }
        case .dataServiceNext: self = .nextPage
        case .orchestrator: self = .orchestration
        case .appStack: self = .appStack
        case .tokenRequest: self = .token
        case .validate, .logout, .fileList, .fileGetText, .fileAddText, .fileDownload: self = .other
        }
    }
}

/// The counts behind `RequestCounts`, shared by the threads that answer requests.
final class RequestCounters: Sendable {
    private let counts = Locked(RequestCounts())

    func record(_ kind: RequestKind) {
        counts.withLock { counts in
            switch kind {
            case .dataService(let table): counts.dataService[table, default: 0] += 1
            case .nextPage: counts.nextPages += 1
            case .aggregation: counts.aggregations += 1
            case .orchestration: counts.orchestrations += 1
            case .appStack: counts.appStacks += 1
            case .token: counts.tokens += 1
            case .other: counts.other += 1
            }
        }
    }

    /// A data-service request named `columns` (table-qualified), which its table lacks.
    func refused(columns: [String]) {
        counts.withLock { counts in
            for column in columns { counts.refusedColumns[column, default: 0] += 1 }
        }
    }

    /// An answer of `bytes` (its body as sent) went out.
    func answered(bytes: Int) {
        counts.withLock { $0.answerBytes += bytes }
    }

    var current: RequestCounts { counts.withLock { $0 } }

    /// Zeroes every count; answers the counts as they were.
    @discardableResult
    func reset() -> RequestCounts {
        counts.withLock { counts in
            defer { counts = RequestCounts() }
            return counts
        }
    }
}

extension RequestCounts {
    /// As `GET /admin/requests` shows them.
    var json: JSONValue {
        [
            "dataservice": .object(dataService.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) }),
            "next": .int(nextPages), "aggregation": .int(aggregations), "orchestrator": .int(orchestrations),
            "appstack": .int(appStacks),
            "token": .int(tokens), "other": .int(other), "dataserviceTotal": .int(dataServiceTotal), "total": .int(total),
            "answerBytes": .int(answerBytes),
            "refusedColumns": .object(refusedColumns.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) }),
        ]
    }
}
