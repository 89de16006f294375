import Foundation

/// The client of the AIS REST contract (`../shared/contract/AIS.md`): one service per part of the
/// contract, all sending through one `AISRequester` over one transport. Reads are retried with backoff
/// on transient failures; decisions never are (they are not idempotent on the server).
public final class AISClient: Sendable {
    public let configuration: AISConfiguration
    /// The request machinery the services share: the transport, retries, session renewal, statuses.
    let requester: AISRequester
    /// Login, validation, logout (§2) and what the server says of itself (§9).
    public let sessionService: SessionService
    /// Data-service reads (§3): every page of a query, one page at a time, counts.
    public let dataService: DataService
    /// The application stack (§5.2): P43081's forms, opened, acted on and closed.
    public let appStackService: AppStackService
    /// Media objects (§7): a record's texts, files and links.
    public let mediaService: MediaService
    /// Orchestrations (§5): approve, reject, forward.
    public let orchestrationService: OrchestrationService

    public init(configuration: AISConfiguration, transport: any HTTPTransport, notices: ClientNotices = ClientNotices(),
                sleep: @escaping @Sendable (TimeInterval) async throws -> Void = { try await Task.sleep(nanoseconds: UInt64($0 * 1e9)) }) {
        self.configuration = configuration
        let requester = AISRequester(configuration: configuration, transport: transport, notices: notices, sleep: sleep)
        self.requester = requester
        sessionService = SessionService(requester: requester)
        dataService = DataService(requester: requester)
        appStackService = AppStackService(requester: requester)
        mediaService = MediaService(requester: requester)
        orchestrationService = OrchestrationService(requester: requester)
    }

    /// http and https over libcurl, with the configuration's TLS, CA bundle, proxy and timeout.
    public convenience init(configuration: AISConfiguration, notices: ClientNotices = ClientNotices()) {
        self.init(configuration: configuration, transport: CurlTransport(options: configuration.transportOptions), notices: notices)
    }
}
