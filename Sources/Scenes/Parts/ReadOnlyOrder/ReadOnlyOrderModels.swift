/// One order read-only, as the server holds it now: its header and lines and its route and history, read
/// for a pane under a list of orders that are not in the user's queue (Decided by me, My orders: Enter).
public enum ReadOnlyOrder {
    public enum Steps: Sendable, Equatable {
        case reading
        case read([RouteStepFacts])
        case failed(String)
    }
    public enum Order: Sendable, Equatable {
        case reading
        case read(OrderDetailFacts)
        case failed(String)
    }
    public struct Response: Sendable, Equatable {
        public var order: OrderID
        public var steps: Steps
        public var detail: Order
        public init(order: OrderID, steps: Steps, detail: Order = .reading) {
            self.order = order
            self.steps = steps
            self.detail = detail
        }
    }
    public struct ViewModel: Sendable, Equatable {
        public var title: String
        /// The route's steps.
        public var lines: [String]
        public var note: String?
        /// "Schäfer GmbH (7001) · 12,000.00 USD · ordered 10/01/2026 · 4 lines", or why it is missing.
        public var summary: String?
        /// The order's lines: line, item, description, quantity and unit, amount.
        public var orderLines: [String]
        public init(title: String, lines: [String], note: String?, summary: String? = nil, orderLines: [String] = []) {
            self.title = title
            self.lines = lines
            self.note = note
            self.summary = summary
            self.orderLines = orderLines
        }
    }
}
