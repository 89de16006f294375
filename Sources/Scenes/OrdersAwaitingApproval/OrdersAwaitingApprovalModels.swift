import AIS
import Foundation
import Resources

/// Requests, responses and view models of the home scene, Orders awaiting approval.
public enum OrdersAwaitingApproval {
    public enum Summary {
        public struct Response: Sendable, Equatable {
            public var count: Int
            public var error: String?
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            public var count: Int
            public var emptyText: String?
            public var error: String?
        }
    }

    public enum Window {
        public struct Request: Sendable, Equatable {
            public var offset: Int
            public var limit: Int
            public init(offset: Int, limit: Int) {
                self.offset = offset
                self.limit = limit
            }
        }
        public struct Response: Sendable {
            public var offset: Int
            public var rows: [OrderQueueRow]
            public var today: LocalDate
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// Column texts in the list's column order.
                public var cells: [String]
                public var orderKey: String
            }
            public var offset: Int
            public var rows: [Row]
        }
    }

    public enum Refresh {
        public enum Response: Sendable, Equatable {
            case started
            case finished(failed: [Dataset], firstError: String?, at: Date)
        }
        public struct ViewModel: Sendable, Equatable {
            public var syncing: Bool
            /// "refreshed 10:31".
            public var lastRefresh: String?
            public var offline: String?
            public var message: String?
            public var isError: Bool
        }
    }
}
