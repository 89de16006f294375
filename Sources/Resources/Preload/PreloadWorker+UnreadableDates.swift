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
}
