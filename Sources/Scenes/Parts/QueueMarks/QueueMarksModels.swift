import Foundation

extension OrdersAwaitingApproval {
    /// Orders marked with space for a decision on several at once; the marks part keeps them.
    public enum Marks {
        public struct Request: Sendable, Equatable {
            public var order: OrderID
            public init(order: OrderID) { self.order = order }
        }
        public struct Response: Sendable, Equatable {
            public var marked: Set<OrderID>
            /// Of them, those the filter hides.
            public var hidden: Int = 0
            /// Marks just taken off by "unmark all" (0: none were).
            public var unmarked: Int = 0
        }
        public struct ViewModel: Sendable, Equatable {
            public var marked: Set<OrderID>
            /// " · 3 marked" after the list's title ("· 287 marked, 272 hidden by the filter"); empty with none marked.
            public var titleSuffix: String
            /// Said on the message line ("287 orders unmarked."); nil: nothing to say.
            public var message: String? = nil
        }
    }

    /// A decision asked for on marked orders some of which the filter hides: which ones, first.
    public enum HiddenMarks {
        public struct Response: Sendable, Equatable {
            public var verdict: Verdict
            public var shown: Int
            public var hidden: Int
        }
        public struct ViewModel: Sendable, Equatable {
            public var verdict: Verdict
            public var title: String
            public var lines: [String]
            /// "s  only the 15 shown", "a  all 287".
            public var shownChoice: String
            public var allChoice: String
            /// False when none of the marked orders is shown: only all of them, or none, can be chosen.
            public var canChooseShown: Bool
        }
    }
}
