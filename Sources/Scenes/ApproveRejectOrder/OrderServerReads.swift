import Resources

/// The server's reads of the order shown, in their order: its lines when the list opened without them (or
/// the store's again, once the background read stored them since), then its route and attachments
/// together. One `LatestAnswer` carries both steps, so only the answers for the order the cursor rests on
/// now come back, and moving through the list quickly reads only the order it stops on. What becomes of
/// the answers is the order interactor's.
@MainActor
final class OrderServerReads {
    /// What the first step found: the lines read from the server (or why not), and the order as the store
    /// holds it after.
    typealias LinesRead = (fetched: WorkerOutcome<Void>, again: OrderDetail?)
    /// What the second step found: the route's steps and the order's attachments, each or why not.
    typealias RouteAndAttachments = (route: WorkerOutcome<[RouteStep]>, attachments: WorkerOutcome<[MediaObjectInfo]>)

    let worker: OrderDetailWorker
    private let reads = LatestAnswer()

    init(worker: OrderDetailWorker) { self.worker = worker }

    /// Reads order `key` once the cursor rested on it for `pause`: its lines, when `stored` (the order as
    /// the store held it) has none, given to `linesRead` (nil: it had lines), then its route and
    /// attachments, given to `routeAndAttachmentsRead`. An answer for an order no longer shown is dropped.
    func read(_ key: OrderKey, stored detail: OrderDetail?, after pause: Duration,
              linesRead: @escaping @MainActor (LinesRead?) -> Void,
              routeAndAttachmentsRead: @escaping @MainActor (RouteAndAttachments) -> Void) {
        let worker = self.worker
        reads.ask(after: pause, { () -> LinesRead? in
            // The list opened before the order lines came: this order's are read now, before their turn,
            // or, when the background read stored them since the order was shown, read again from the store.
            guard detail?.lines.isEmpty ?? true else { return nil }
            var fetched = WorkerOutcome<Void>.success(())
            if worker.linesPending() { fetched = await WorkerOutcome.capture { try await worker.fetchLines(key) } }
            return (fetched: fetched, again: try? worker.stored(key))
        }) { [weak self] result in
            guard let self, case .success(let lines) = result else { return }
            linesRead(lines)
            // The second step: the route and attachments, together.
            self.reads.follow({
                async let route = WorkerOutcome.capture { try await worker.fetchRoute(key) }
                async let media = WorkerOutcome.capture { try await worker.attachments(key) }
                return await (route, media)
            }) { result in
                guard case .success(let answer) = result else { return }
                routeAndAttachmentsRead(answer)
            }
        }
    }

    /// The answers on their way are for an order no longer shown (another came, or the view left).
    func supersede() { reads.supersede() }
}
