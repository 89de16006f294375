
extension ApproveRejectOrder {
    /// Lines marked for a decision on them alone (Space in the lines pane; contract §5.2).
    public enum LineMarks {
        public struct Request: Sendable, Equatable {
            /// The row of the lines pane.
            public var index: Int
            public init(index: Int) { self.index = index }
        }
        public struct Response: Sendable, Equatable {
            /// The rows marked, and how many lines the order has.
            public var markedRows: [Int]
            public var lineCount: Int
        }
        public struct ViewModel: Sendable, Equatable {
            public var markedRows: Set<Int>
            /// "2 of 5 lines marked" for the pane's title, empty when none is.
            public var note: String
        }
    }
}
