import Foundation

/// The knobs of a preload, from the user's settings.
public struct PreloadSettings: Sendable, Equatable {
    /// Rows per data-service page (the server may cap it lower).
    public var pageSize: Int
    /// Foundation data older than this is read again.
    public var foundationMaxAge: TimeInterval
    /// Order numbers per header/line request.
    public var ordersPerRequest: Int
    /// Requests in flight at once.
    public var parallelRequests: Int
    /// A refresh reads the queue whole when its last whole read is older than this; between, it reads
    /// what changed.
    public var fullSyncAfter: TimeInterval

    public init(pageSize: Int = 500, foundationMaxAge: TimeInterval = 7 * 24 * 3600, ordersPerRequest: Int = 200,
                parallelRequests: Int = 4, fullSyncAfter: TimeInterval = 24 * 3600) {
        self.fullSyncAfter = fullSyncAfter
        self.pageSize = pageSize
        self.foundationMaxAge = foundationMaxAge
        self.ordersPerRequest = ordersPerRequest
        self.parallelRequests = parallelRequests
    }
}
