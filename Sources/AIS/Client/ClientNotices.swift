import Foundation

/// Where the client says what a person debugging a site would want to know (the diagnostic log, when
/// the app keeps one), each kind of notice once per client: a server that writes another address into
/// every next link is told once, not once a page.
public final class ClientNotices: @unchecked Sendable {
    private let sink: @Sendable (String) -> Void
    private let lock = NSLock()
    private var told: Set<String> = []

    public init(_ sink: @escaping @Sendable (String) -> Void = { _ in }) { self.sink = sink }

    /// Says `line` unless a notice of the same `kind` was said before.
    func once(_ kind: String, _ line: @autoclosure () -> String) {
        lock.lock()
        let first = told.insert(kind).inserted
        lock.unlock()
        if first { sink(line()) }
    }
}
