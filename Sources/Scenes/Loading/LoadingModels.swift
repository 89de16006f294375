import Foundation

/// Requests, responses and view models of the Loading scene.
public enum Loading {
    /// Where one dataset's load stands, as the scene tells it.
    public enum Phase: Sendable, Equatable {
        case waiting
        /// Not loaded this time, and why (foundation data still fresh).
        case skipped(String)
        case loading
        case done
        /// The load failed, with the message to show.
        case failed(String)
        /// Loaded after this screen, and when ("after the list opens").
        case later(String)
    }

    /// One dataset's progress: plain values the interactor copies from the preload's report.
    public struct DatasetFacts: Sendable, Equatable {
        /// How the screen names the dataset ("Order lines").
        public var title: String
        public var phase: Phase
        /// Rows stored so far.
        public var rows: Int
        /// Units of work done and expected (pages or chunks), for the time left.
        public var completedUnits: Int
        public var totalUnits: Int?
        /// 0…1, or nil when the total is not known yet.
        public var fraction: Double?
        public var startedAt: Date?
        public var finishedAt: Date?
        /// Dates stored as the text that came because they name no day.
        public var unreadableDates: Int

        public init(title: String, phase: Phase, rows: Int = 0, completedUnits: Int = 0, totalUnits: Int? = nil, fraction: Double?,
                    startedAt: Date? = nil, finishedAt: Date? = nil, unreadableDates: Int = 0) {
            self.title = title
            self.phase = phase
            self.rows = rows
            self.completedUnits = completedUnits
            self.totalUnits = totalUnits
            self.fraction = fraction
            self.startedAt = startedAt
            self.finishedAt = finishedAt
            self.unreadableDates = unreadableDates
        }
    }

    /// Each dataset's progress while the preload runs.
    public enum Progress {
        /// The datasets being loaded, in the order the screen lists them, and the time to measure rates against.
        public struct Response: Sendable, Equatable {
            public var datasets: [DatasetFacts]
            public var now: Date

            public init(datasets: [DatasetFacts], now: Date) {
                self.datasets = datasets
                self.now = now
            }
        }
        /// One row of text per dataset, with its bar's fraction.
        public struct ViewModel: Sendable, Equatable {
            /// One dataset's line on the progress screen.
            public struct Row: Sendable, Equatable {
                public var title: String
                /// 0…1, or nil when the total is not known yet.
                public var fraction: Double?
                public var detail: String
                public var state: String
                public var failed: Bool
            }
            public var rows: [Row]
        }
    }

    /// How the preload ended when some datasets failed.
    public enum Outcome {
        /// What failed, by the titles the screen gives them, and whether the home screen can open without them.
        public struct Response: Sendable, Equatable {
            public var failed: [String]
            /// The queue loaded, so the home screen has something true to show.
            public var canContinue: Bool

            public init(failed: [String], canContinue: Bool) {
                self.failed = failed
                self.canContinue = canContinue
            }
        }
        /// The message and the choices left (retry, continue).
        public struct ViewModel: Sendable, Equatable {
            public var message: String?
            public var canRetry: Bool
            public var canContinue: Bool
        }
    }
}
