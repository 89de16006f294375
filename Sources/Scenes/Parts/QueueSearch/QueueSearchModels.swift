import Foundation

extension OrdersAwaitingApproval {
    /// The list searched (`/`, n, N): the next order whose number, supplier, originator or item matches.
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
}
