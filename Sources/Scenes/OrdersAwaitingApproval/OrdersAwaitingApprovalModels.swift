import Foundation
import Resources

/// Requests, responses and view models of the home scene, Orders awaiting approval.
public enum OrdersAwaitingApproval {
    public enum Summary {
        public struct Response: Sendable, Equatable {
            public var count: Int
            public var error: String?
            /// Orders in the queue without the filter (equal to `count` when nothing is filtered).
            public var total: Int
            public var filter: QueueFilter
            public init(count: Int, error: String?, total: Int? = nil, filter: QueueFilter = QueueFilter()) {
                self.count = count
                self.error = error
                self.total = total ?? count
                self.filter = filter
            }
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
            public var rows: [OrderFacts]
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// Column texts in the list's column order.
                public var cells: [String]
                public var id: OrderID
                public var sending: Bool
                public init(cells: [String], id: OrderID, sending: Bool = false) {
                    self.cells = cells
                    self.id = id
                    self.sending = sending
                }
            }
            public var offset: Int
            public var rows: [Row]
        }
    }

    public enum Refresh {
        public enum Response: Sendable, Equatable {
            case started
            /// `automatic`: started by the app (a warm start, the refresh interval), not by the user; it says
            /// something only when there is news, so it never hides a message the user is reading.
            /// `offline`: the queue could not be read because the server did not answer.
            /// `failed`: the titles of the datasets that could not be read; `queueFailed`: the queue among them.
            case finished(failed: [String], queueFailed: Bool, firstError: String?, at: Date, decidedElsewhere: [OrderID],
                          automatic: Bool = false, offline: Bool = false)
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

    public enum Sort {
        public struct Response: Sendable, Equatable {
            public var sort: QueueSort
        }
        public struct ViewModel: Sendable, Equatable {
            /// The list column it sorts by (0 = order) and the arrow to show there.
            public var column: Int
            public var arrow: String
            public var message: String
        }
    }

    public enum Search {
        public struct Request: Sendable, Equatable {
            public var text: String
            /// Where the search starts (the selected row, or the one after it for "next").
            public var from: Int
            public var forward: Bool
            public init(text: String, from: Int, forward: Bool) {
                self.text = text
                self.from = from
                self.forward = forward
            }
        }
        public struct Response: Sendable, Equatable {
            public var text: String
            public var position: Int?
        }
        public struct ViewModel: Sendable, Equatable {
            public var position: Int?
            public var message: String?
        }
    }

    public enum Filter {
        /// What the filter dialog's fields hold, as typed.
        public struct Request: Sendable, Equatable {
            public var orderTypes: String
            public var branches: String
            public var minimumAmount: String
            public var maximumAmount: String
            public var minimumDaysWaiting: String
            public init(orderTypes: String = "", branches: String = "", minimumAmount: String = "", maximumAmount: String = "",
                        minimumDaysWaiting: String = "") {
                self.orderTypes = orderTypes
                self.branches = branches
                self.minimumAmount = minimumAmount
                self.maximumAmount = maximumAmount
                self.minimumDaysWaiting = minimumDaysWaiting
            }
        }
        public enum Response: Sendable, Equatable {
            case applied(QueueFilter)
            case invalid(field: Int, message: String)
        }
        public struct ViewModel: Sendable, Equatable {
            public var description: String?
            public var error: String?
            public var errorField: Int?
        }
    }

    /// A decision asked for from the list: on the marked orders, else on the one under the cursor. The
    /// order scene confirms and makes it (`routeToDecision`).
    public enum Decision {
        public struct Request: Sendable, Equatable {
            public var verdict: Verdict
            public var current: OrderID?
            public init(verdict: Verdict, current: OrderID?) {
                self.verdict = verdict
                self.current = current
            }
        }
    }

    /// An order opened by number (`:po 4001`, `--open po/4001`) that the list does not hold.
    public enum Open {
        public struct Response: Sendable, Equatable {
            public var number: Int
            /// Whether a filter is on (the order may be in the queue but filtered out).
            public var filtered: Bool
        }
    }

    /// A message of the list for the line under the screen, shown as an error.
    public enum Message {
        public struct ViewModel: Sendable, Equatable {
            public var text: String
        }
    }

    /// Orders marked with space for a decision on several at once; the interactor keeps them.
    public enum Marks {
        public struct Request: Sendable, Equatable {
            public var order: OrderID
            public init(order: OrderID) { self.order = order }
        }
        public struct Response: Sendable, Equatable {
            public var marked: Set<OrderID>
        }
        public struct ViewModel: Sendable, Equatable {
            public var marked: Set<OrderID>
            /// " · 3 marked" after the list's title; empty with none marked.
            public var titleSuffix: String
        }
    }
}
