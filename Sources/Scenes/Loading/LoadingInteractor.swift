import Dispatch
import Foundation
import Resources

/// What the progress screen asks of the Loading scene.
@MainActor
public protocol LoadingBusinessLogic: AnyObject {
    func start()
    func retryFailed()
    func continueAnyway()
    func cancel()
}

/// Runs the preload and reports each dataset's progress; on success the router opens the home screen.
@MainActor
public final class LoadingInteractor: LoadingBusinessLogic {
    public var presenter: (any LoadingPresentationLogic)?
    public var router: (any LoadingRoutingLogic)?
    private let worker: PreloadWorker
    private let clock: @Sendable () -> Date
    private var progress: [Dataset: DatasetProgress] = [:]
    private var failed: [Dataset] = []
    private var run: Task<Void, Never>?

    private let username: String

    public init(worker: PreloadWorker, username: String, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.worker = worker
        self.username = username
        self.clock = clock
    }

    /// With the user's data already in the store (a warm start), the home screen opens at once from it
    /// and refreshes from the server there; otherwise everything loads here first.
    public func start() {
        if let queueReadAt = worker.storedQueue(for: username) {
            router?.routeToHome(fromStoreReadAt: queueReadAt)
            return
        }
        // The order lines load after the list opens, in the background (the home scene reads them).
        load(PreloadWorker.beforeTheList)
    }

    public func retryFailed() {
        guard run == nil, !failed.isEmpty else { return }
        load(Set(failed))
    }

    public func continueAnyway() {
        guard run == nil, !failed.contains(.queue) else { return }
        router?.routeToHome()
    }

    public func cancel() {
        run?.cancel()
        run = nil
        router?.routeToLogin()
    }

    private func load(_ datasets: Set<Dataset>) {
        for d in datasets { progress[d] = DatasetProgress(dataset: d) }
        failed = []
        presentProgress()
        run = Task { [worker, weak self] in
            let outcome = await worker.run(datasets) { update in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.receive(update) } }
            }
            // Progress updates queued before this point are delivered first (the main queue is FIFO).
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.finish(outcome) } }
        }
    }

    private func receive(_ update: DatasetProgress) {
        guard run != nil else { return }
        progress[update.dataset] = update
        presentProgress()
    }

    private func finish(_ outcome: PreloadWorker.Outcome) {
        guard run != nil, !Task.isCancelled else { return }
        run = nil
        failed = outcome.failed
        if failed.isEmpty {
            router?.routeToHome()
        } else {
            presenter?.presentOutcome(.init(failed: failed.map(\.title), canContinue: !failed.contains(.queue)))
        }
    }

    private func presentProgress() {
        let ordered = Dataset.allCases.compactMap { dataset -> Loading.DatasetFacts? in
            if let p = progress[dataset] { return Loading.DatasetFacts(p) }
            // The order lines load after the list opens: the screen says so in their place.
            guard dataset == .lines, !progress.isEmpty else { return nil }
            return Loading.DatasetFacts(title: dataset.title, phase: .later("after the list opens, in the background"), fraction: 0)
        }
        presenter?.presentProgress(.init(datasets: ordered, now: clock()))
    }
}

// The preload's report becomes the scene's plain values here, before anything reaches the presenter.

extension Loading.DatasetFacts {
    init(_ p: DatasetProgress) {
        self.init(title: p.dataset.title, phase: .init(p.phase), rows: p.rows, completedUnits: p.completedUnits,
                  totalUnits: p.totalUnits, fraction: p.fraction, startedAt: p.startedAt, finishedAt: p.finishedAt,
                  unreadableDates: p.unreadableDates)
    }
}

extension Loading.Phase {
    init(_ phase: DatasetProgress.Phase) {
        switch phase {
        case .waiting: self = .waiting
        case .skipped(let why): self = .skipped(why)
        case .loading: self = .loading
        case .done: self = .done
        case .failed(let message): self = .failed(message)
        }
    }
}
