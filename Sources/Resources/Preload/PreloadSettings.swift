import Foundation

/// The knobs of a preload, from the user's settings.
public struct PreloadSettings: Sendable, Equatable {
    /// Rows per data-service page (the server may cap it lower).
    public var pageSize: Int
    /// Foundation data older than this is read again.
    public var foundationMaxAge: TimeInterval
    /// Order numbers per header/line request.
    public var ordersPerRequest: Int
    /// Requests in flight at once. 6 rather than 4: with the simulator on the same 2 cores, the first
    /// preload of 100,000 orders took 6.06-6.41 s against 6.31-6.82 s (8: 6.36-6.61 s), peak memory
    /// 79.3-79.6 MB against 79.1 MB; a server across a network has more latency for it to hide.
    public var parallelRequests: Int
    /// A refresh reads the queue whole when its last whole read is older than this; between, it reads
    /// what changed.
    public var fullSyncAfter: TimeInterval
    /// Which lines read count as rejected (`approvals.p43081.rejected-status`).
    public var rejectedLines: RejectedLineRule

    public init(pageSize: Int = 500, foundationMaxAge: TimeInterval = 7 * 24 * 3600, ordersPerRequest: Int = 200,
                parallelRequests: Int = 6, fullSyncAfter: TimeInterval = 24 * 3600, rejectedLines: RejectedLineRule = .standard) {
        self.fullSyncAfter = fullSyncAfter
        self.rejectedLines = rejectedLines
        self.pageSize = pageSize
        self.foundationMaxAge = foundationMaxAge
        self.ordersPerRequest = ordersPerRequest
        self.parallelRequests = parallelRequests
    }
}
