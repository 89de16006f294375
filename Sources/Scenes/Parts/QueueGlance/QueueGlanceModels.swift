import Foundation

extension OrdersAwaitingApproval {
    /// The queue at a glance (`v`, `:glance`): orders and totals per currency by order type, branch, days
    /// waiting and amount band, as bars; Enter on a bar filters the list to its orders.
    public enum Glance {
        /// What a bar counts, as the scene names it.
        public enum Group: Sendable, Hashable {
            case orderType(String)
            case branch(String)
            /// Days waiting, bounds inclusive, nil where open.
            case waiting(minimum: Int?, maximum: Int?)
            /// Orders whose date the server sent unreadable: no filter selects them.
            case noDate
            /// The order's amount, bounds inclusive, nil where open.
            case amount(minimum: Double?, maximum: Double?)
        }

        public enum Dimension: Sendable, Equatable, CaseIterable {
            case orderType, branch, waiting, amount
        }

        public struct Response: Sendable, Equatable {
            public struct Total: Sendable, Equatable {
                public var currency: String
                public var amount: Double
            }
            public struct Bar: Sendable, Equatable {
                public var group: Group
                public var count: Int
                /// Largest first.
                public var totals: [Total]
            }
            public struct Section: Sendable, Equatable {
                public var dimension: Dimension
                public var bars: [Bar]
            }
            public var orders: Int
            public var sections: [Section]
            public var error: String?
        }

        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                public var label: String
                /// The bar's length as a share of the longest in its section (0...1).
                public var fraction: Double
                public var count: String
                public var totals: String
                /// What Enter applies; nil when no filter selects these orders.
                public var group: Group?
            }
            public struct Section: Sendable, Equatable {
                public var title: String
                public var rows: [Row]
            }
            public var title: String
            public var sections: [Section]
            public var error: String?
        }

        /// Enter on a bar.
        public struct Apply {
            public struct Request: Sendable, Equatable {
                public var group: Group
                public init(group: Group) { self.group = group }
            }
        }
    }
}
