import AIS
import Foundation
import Store

/// Everything that belongs to one server and environment: the AIS client, the session, the local
/// store, and the workers over them. Scenes get their Resources from here.
public final class ServerWorkspace: Sendable {
    public let server: URL
    public let environment: String
    public let client: AISClient
    public let gate: SessionGate
    public let database: Database
    /// Set when an unreadable store was moved aside on opening: where to, and why.
    public let recoveredStore: (path: String, reason: String)?
    /// Where workers say what a person debugging a server would want to know (the diagnostic log).
    public let diagnostics: Diagnostics

    public init(configuration: AISConfiguration, location: DataLocation, transport: (any HTTPTransport)? = nil,
                diagnostics: Diagnostics = .none) throws {
        self.server = configuration.baseURL
        self.diagnostics = diagnostics
        self.environment = configuration.environment
        let client = Self.client(configuration, transport: transport, diagnostics: diagnostics)
        self.client = client
        self.gate = SessionGate(client: client)
        let opened = try DatabaseFile.openRecovering(
            path: location.databasePath(server: configuration.baseURL, environment: configuration.environment),
            migrations: ClientSchema.migrations)
        self.database = opened.database
        self.recoveredStore = opened.movedAside.map { ($0, opened.reason ?? "unreadable") }
    }

    /// For tests: a workspace over a given database.
    public init(configuration: AISConfiguration, database: Database, transport: (any HTTPTransport)? = nil,
                diagnostics: Diagnostics = .none) {
        self.server = configuration.baseURL
        self.diagnostics = diagnostics
        self.environment = configuration.environment
        let client = Self.client(configuration, transport: transport, diagnostics: diagnostics)
        self.client = client
        self.gate = SessionGate(client: client)
        self.database = database
        self.recoveredStore = nil
    }

    /// The client, telling the diagnostic log what a person debugging the site would want to know.
    private static func client(_ configuration: AISConfiguration, transport: (any HTTPTransport)?, diagnostics: Diagnostics) -> AISClient {
        let notices = ClientNotices { diagnostics.note($0) }
        return transport.map { AISClient(configuration: configuration, transport: $0, notices: notices) }
            ?? AISClient(configuration: configuration, notices: notices)
    }

    public func preloadWorker(settings: PreloadSettings) -> PreloadWorker {
        PreloadWorker(gate: gate, database: database, settings: settings, diagnostics: diagnostics)
    }

    public func syncWorker(settings: PreloadSettings) -> QueueSyncWorker {
        QueueSyncWorker(gate: gate, database: database, settings: settings, diagnostics: diagnostics)
    }

    /// Logs out on the server and clears the user's data from the store (local queues stay).
    public func logout() async throws {
        await gate.logout()
        try database.write { try SessionOwnerDao().clearUserData(in: $0) }
    }
}
