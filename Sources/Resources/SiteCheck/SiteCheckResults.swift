import Foundation

/// The results so far, each told as it is added.
final class SiteCheckResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [SiteCheckResult] = []
    private let tell: @Sendable (SiteCheckResult) -> Void

    init(_ tell: @escaping @Sendable (SiteCheckResult) -> Void) { self.tell = tell }

    func add(_ result: SiteCheckResult) {
        lock.withLock { results.append(result) }
        tell(result)
    }

    var all: [SiteCheckResult] { lock.withLock { results } }
}
