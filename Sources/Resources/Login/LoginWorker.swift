import AIS
import Foundation

/// Logs a user in to a server and environment: opens (or reuses) that server's workspace, then asks
/// the server for a token. The password goes to the server and nowhere else.
public final class LoginWorker: Sendable {
    public struct Request: Sendable {
        public var server: URL
        public var environment: String
        public var role: String
        public var username: String
        public var password: String

        public init(server: URL, environment: String, role: String, username: String, password: String) {
            self.server = server
            self.environment = environment
            self.role = role
            self.username = username
            self.password = password
        }
    }

    private let location: DataLocation
    private let makeConfiguration: @Sendable (Request) -> AISConfiguration
    private let transport: (any HTTPTransport)?
    private let diagnostics: Diagnostics

    /// `makeConfiguration` fills what the settings decide (device name, timeout, TLS, orchestration names).
    public init(location: DataLocation, transport: (any HTTPTransport)? = nil, diagnostics: Diagnostics = .none,
                makeConfiguration: @escaping @Sendable (Request) -> AISConfiguration) {
        self.location = location
        self.diagnostics = diagnostics
        self.transport = transport
        self.makeConfiguration = makeConfiguration
    }

    /// The workspace of the request's server and environment, without logging in (`signoff doctor` checks
    /// the server before it logs in).
    public func workspace(for request: Request) throws -> ServerWorkspace {
        try ServerWorkspace(configuration: makeConfiguration(request), location: location, transport: transport, diagnostics: diagnostics)
    }

    /// The workspace with a live session. `reuse` is kept when it serves the same server and environment.
    public func login(_ request: Request, reuse: ServerWorkspace?) async throws -> (ServerWorkspace, AISSession) {
        let workspace: ServerWorkspace
        if let reuse, reuse.server == request.server, reuse.environment == request.environment {
            workspace = reuse
        } else {
            workspace = try self.workspace(for: request)
        }
        let session = try await workspace.gate.login(username: request.username, password: request.password)
        guard session.userInfo.addressNumber != 0 else {
            await workspace.gate.logout()
            throw LoginRefusal.noAddressNumber(username: session.username)
        }
        return (workspace, session)
    }
}
