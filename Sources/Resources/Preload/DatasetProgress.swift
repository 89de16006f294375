import Foundation

/// Where one dataset's load stands: what the Loading scene draws as a progress bar.
public struct DatasetProgress: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case waiting
        /// Not loaded this time: foundation data still fresh.
        case skipped(String)
        case loading
        case done
        case failed(String)
    }

    public var dataset: Dataset
    public var phase: Phase
    /// Rows stored so far.
    public var rows: Int
    /// Units of work done and expected (pages or chunks); the bar's fraction when `totalUnits` is known.
    public var completedUnits: Int
    public var totalUnits: Int?
    public var startedAt: Date?
    public var finishedAt: Date?
    /// Date values stored as the text that came because they name no day, and the first few of them.
    public var unreadableDates: Int = 0
    public var unreadableSamples: [UnreadableValue] = []

    public init(dataset: Dataset, phase: Phase = .waiting, rows: Int = 0, completedUnits: Int = 0, totalUnits: Int? = nil,
                startedAt: Date? = nil, finishedAt: Date? = nil) {
        self.dataset = dataset
        self.phase = phase
        self.rows = rows
        self.completedUnits = completedUnits
        self.totalUnits = totalUnits
        self.startedAt = startedAt
        self.finishedAt = finishedAt
    }

    public var fraction: Double? {
        switch phase {
        case .done, .skipped: return 1
        case .waiting: return 0
        case .loading, .failed:
            guard let total = totalUnits, total > 0 else { return nil }
            return min(1, Double(completedUnits) / Double(total))
        }
    }
}
