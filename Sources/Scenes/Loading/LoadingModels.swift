import Foundation
import Resources

/// Requests, responses and view models of the Loading scene.
public enum Loading {
    public enum Progress {
        public struct Response: Sendable, Equatable {
            public var datasets: [DatasetProgress]
            public var now: Date
        }
        public struct ViewModel: Sendable, Equatable {
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

    public enum Outcome {
        public struct Response: Sendable, Equatable {
            public var failed: [Dataset]
            /// The queue loaded, so the home screen has something true to show.
            public var canContinue: Bool
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String?
            public var canRetry: Bool
            public var canContinue: Bool
        }
    }
}
