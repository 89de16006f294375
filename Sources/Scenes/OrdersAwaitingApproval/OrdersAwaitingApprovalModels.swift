import Foundation

/// Requests, responses and view models of the home scene, Orders awaiting approval.
public enum OrdersAwaitingApproval {
    /// The order beside the list (or instead of it) follows the list's cursor.
    public enum Beside {
        public struct Request: Sendable, Equatable {
            /// nil when the list is empty.
            public var order: OrderID?
            public init(order: OrderID?) { self.order = order }
        }
    }

    public enum Summary {
        public struct Response: Sendable, Equatable {
            public var count: Int
            public var error: String?
            /// Orders in the queue without the filter (equal to `count` when nothing is filtered).
            public var total: Int
            public var filter: FilterFacts
            public init(count: Int, error: String?, total: Int? = nil, filter: FilterFacts = FilterFacts()) {
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

    /// A decision asked for from the list: on the marked orders, else on the one under the cursor. The
    /// order scene confirms and makes it (`routeToDecision`).
    public enum Decision {
        public struct Request: Sendable, Equatable {
            public var verdict: Verdict
            public var current: OrderID?
            /// Which marked orders, when the filter hides some of them.
            public var marks: MarkScope
            public init(verdict: Verdict, current: OrderID?, marks: MarkScope = .ask) {
                self.verdict = verdict
                self.current = current
                self.marks = marks
            }
        }
        public enum MarkScope: Sendable, Equatable {
            /// Ask when the filter hides some marked orders.
            case ask
            case all
            case shownOnly
        }
    }

    /// The cursor kept on its order when the list changes under it: a refresh brought orders above it, or
    /// took some away, so the row at its position is another order. Deciding on the wrong order because
    /// a refresh moved the rows is what this prevents.
    public enum Cursor {
        public struct Request: Sendable, Equatable {
            /// The order the cursor was on before the change.
            public var order: OrderID
            /// Its position then.
            public var position: Int
            public init(order: OrderID, position: Int) {
                self.order = order
                self.position = position
            }
        }
        public struct Response: Sendable, Equatable {
            /// Where the order is now, and where it was.
            public var position: Int
            public var from: Int
        }
        public struct ViewModel: Sendable, Equatable {
            public var position: Int
            /// Rows the order moved by: the list scrolls by as many, so the rows on screen stay put.
            public var shift: Int
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
}
