import Foundation

/// The progress of every dataset of one preload; each change goes to the handler at once.
final class ProgressTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: [Dataset: DatasetProgress]
    private var failed: [Dataset: WorkerFailure] = [:]
    private let handler: @Sendable (DatasetProgress) -> Void
    private let clock: @Sendable () -> Date

    init(datasets: [Dataset], clock: @escaping @Sendable () -> Date, handler: @escaping @Sendable (DatasetProgress) -> Void) {
        self.progress = Dictionary(uniqueKeysWithValues: datasets.map { ($0, DatasetProgress(dataset: $0)) })
        self.clock = clock
        self.handler = handler
    }

    func update(_ dataset: Dataset, _ change: (inout DatasetProgress) -> Void) {
        lock.lock()
        var value = progress[dataset] ?? DatasetProgress(dataset: dataset)
        change(&value)
        progress[dataset] = value
        lock.unlock()
        handler(value)
    }

    func start(_ dataset: Dataset, totalUnits: Int? = nil) {
        let now = clock()
        update(dataset) {
            $0.phase = .loading
            $0.rows = 0
            $0.completedUnits = 0
            $0.totalUnits = totalUnits
            $0.startedAt = now
            $0.finishedAt = nil
        }
    }

    func finish(_ dataset: Dataset, _ phase: DatasetProgress.Phase) {
        let now = clock()
        update(dataset) {
            $0.phase = phase
            $0.finishedAt = now
        }
    }

    /// Ends a dataset's load as failed, keeping why, typed, for the outcome.
    func fail(_ dataset: Dataset, _ failure: WorkerFailure) {
        lock.withLock { failed[dataset] = failure }
        finish(dataset, .failed(failure.message))
    }

    func failures() -> [Dataset: WorkerFailure] {
        lock.withLock { failed }
    }

    func phase(of dataset: Dataset) -> DatasetProgress.Phase? {
        lock.lock()
        defer { lock.unlock() }
        return progress[dataset]?.phase
    }
}
