import Foundation

/// The supplier history beside an order: the supplier's last orders, its totals this year and last,
/// and how this order compares. Its own use case, so it never holds the order's other fragments back.
extension ApproveRejectOrder {
    public enum SupplierOrders {
        public struct Response: Sendable, Equatable {
            public var supplierName: String
            public var progress: Progress
            /// What is known: as kept, or as just read; nil while nothing is.
            public var facts: SupplierOrdersFacts?
            /// This order's total and currency (the comparison's subject).
            public var amount: Double
            public var currency: String
        }
        public enum Progress: Sendable, Equatable {
            /// The server is asked, nothing was kept, and the answer is not yet long in coming: nothing
            /// is said (as `Load.RemotePart.asked`).
            case asked
            /// The server is being asked (what was kept, if anything, is shown meanwhile).
            case reading
            case read
            /// The server could not be asked: what was kept is shown, or nothing was.
            case failed(String)
            /// The order names no supplier.
            case noSupplier
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            public var rows: [String]
            /// Totals this year and last, and the comparison with the average order.
            public var summary: [String]
            public var note: String?
            public var noteIsProblem: Bool
        }
    }
}

/// A supplier's history as the order scene hands it to its presenter (copied from the worker's
/// `SupplierHistory.Summary`).
public struct SupplierOrdersFacts: Sendable, Equatable {
    public struct PastOrder: Sendable, Equatable {
        public var id: OrderID
        public var date: DateFacts?
        public var amount: Double
        public var currency: String
        public var status: String
    }
    public struct YearTotal: Sendable, Equatable {
        public var year: Int
        public var currency: String
        public var amount: Double
        public var count: Int
    }
    public var last: [PastOrder]
    public var years: [YearTotal]
    public var average: Double?
    public var averageOf: Int
    public var ratio: Double?
    public var readAt: Date
    public var truncated: Bool
}
