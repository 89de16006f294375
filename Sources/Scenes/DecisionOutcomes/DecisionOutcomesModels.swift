/// Requests, responses and view models of the outcomes list: the last batch, one row per order.
public enum DecisionOutcomes {
    public enum List {
        public struct Response: Sendable, Equatable {
            public var batch: DecisionBatch
            public init(batch: DecisionBatch) { self.batch = batch }
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// Order, supplier, amount, outcome in words, detail (the reason, or whom it went to).
                public var cells: [String]
                /// Not decided as asked (refused, not sent): marked in words and style.
                public var isProblem: Bool
                /// Not finished yet (waiting for the server, being checked, sending).
                public var isOpen: Bool
                public init(cells: [String], isProblem: Bool, isOpen: Bool) {
                    self.cells = cells
                    self.isProblem = isProblem
                    self.isOpen = isOpen
                }
            }
            public var title: String
            public var rows: [Row]
            public init(title: String, rows: [Row]) {
                self.title = title
                self.rows = rows
            }
        }
    }
}
