import Foundation
import Store

/// When each dataset was last loaded, and for whom.
public struct DatasetStateDao: Sendable {
    public init() {}

    public struct State: Sendable, Equatable {
        public var owner: String
        public var loadedAt: Date
        public var rowCount: Int
    }

    public func state(of dataset: Dataset, in c: Connection) throws -> State? {
        try c.first("SELECT owner, loaded_at, row_count FROM dataset_state WHERE dataset = ?", dataset.rawValue).map {
            State(owner: $0.string("owner") ?? "", loadedAt: Date(timeIntervalSince1970: $0.double("loaded_at") ?? 0),
                  rowCount: $0.int("row_count") ?? 0)
        }
    }

    public func markLoaded(_ dataset: Dataset, owner: String, rows: Int, at date: Date, in c: Connection) throws {
        try c.run("INSERT OR REPLACE INTO dataset_state (dataset, owner, loaded_at, row_count) VALUES (?, ?, ?, ?)",
                  dataset.rawValue, owner, date.timeIntervalSince1970, rows)
    }

    public func forget(_ datasets: [Dataset], in c: Connection) throws {
        for d in datasets { try c.run("DELETE FROM dataset_state WHERE dataset = ?", d.rawValue) }
    }

    /// Whether foundation data must be read: missing, older than `maxAge`, or asked for.
    public func needsLoad(_ dataset: Dataset, maxAge: TimeInterval, now: Date, in c: Connection) throws -> Bool {
        guard let state = try state(of: dataset, in: c) else { return true }
        return now.timeIntervalSince(state.loadedAt) > maxAge || state.rowCount == 0
    }
}
