import Foundation

extension PreloadWorker {
    /// The stored dates of the queue, headers and lines that name no day (`signoff sync` says so).
    public func unreadableDates() throws -> (count: Int, samples: [UnreadableValue]) {
        try database.read { c in
            var count = 0
            var samples: [UnreadableValue] = []
            for dataset in [Dataset.queue, .headers, .lines] {
                let found = try UnreadableDates.census(of: dataset, in: c)
                count += found.count
                samples += found.samples
            }
            return (count, Array(samples.prefix(UnreadableDates.sampleLimit)))
        }
    }

    /// Counts the dataset's stored dates that name no day, for the loading screen, `signoff sync` and
    /// the diagnostic log.
    func countUnreadableDates(_ dataset: Dataset, _ tracker: ProgressTracker) throws {
        let (count, samples) = try database.read { try UnreadableDates.census(of: dataset, in: $0) }
        if count > 0 {
            let examples = samples.map(\.description).joined(separator: "; ")
            diagnostics.note("\(dataset.title): \(count) date\(count == 1 ? "" : "s") could not be read, kept as sent (\(examples))")
        }
        tracker.update(dataset) {
            $0.unreadableDates = count
            $0.unreadableSamples = samples
        }
    }
}
