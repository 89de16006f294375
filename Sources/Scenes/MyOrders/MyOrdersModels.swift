/// Requests, responses and view models of "My orders": the orders the user raised, and where each stands.
public enum MyOrders {
    /// Where an order stands, as the scene carries it (copied from the worker's `RaisedOrder.Standing`).
    public enum Standing: Sendable, Equatable {
        case awaiting(approver: Int, approverName: String, budget: Bool, since: DateFacts?, days: Int?)
        case approved(by: String, on: DateFacts?)
        case rejected(by: String, on: DateFacts?)
        case forwarded(by: String, to: Int, toName: String, on: DateFacts?)
        case raised(on: DateFacts?)

        /// The status filter's word.
        public var status: StatusFilter {
            switch self {
            case .awaiting, .forwarded, .raised: return .waiting
            case .approved: return .approved
            case .rejected: return .rejected
            }
        }
    }

    public struct Entry: Sendable, Equatable {
        public var order: OrderID
        public var standing: Standing
        public var supplier: Int
        public var supplierName: String
        public var total: Double
        public var currency: String
        public var route: String
        /// Its newest change, day (the list is newest change first).
        public var changedOn: DateFacts?
        /// Where it stands changed since the user last saw it (`Δ`).
        public var changedSinceSeen: Bool

        public init(order: OrderID, standing: Standing, supplier: Int, supplierName: String, total: Double, currency: String,
                    route: String, changedOn: DateFacts?, changedSinceSeen: Bool) {
            self.order = order
            self.standing = standing
            self.supplier = supplier
            self.supplierName = supplierName
            self.total = total
            self.currency = currency
            self.route = route
            self.changedOn = changedOn
            self.changedSinceSeen = changedSinceSeen
        }
    }

    /// Which orders the list shows (`f` steps through them; `signoff mine --status`).
    public enum StatusFilter: String, Sendable, Equatable, CaseIterable {
        case all, waiting, approved, rejected

        public var next: StatusFilter {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    public enum List {
        public struct Response: Sendable, Equatable {
            /// The entries the filter lets through, newest change first.
            public var entries: [Entry]
            public var total: Int
            public var filter: StatusFilter
            /// Still reading the server.
            public var reading: Bool
            /// Why the server could not be read (what was kept is shown), nil when it was.
            public var serverFailure: String?
            /// When what is shown was read from the server (nil: never).
            public var readAt: DateFacts?
        }

        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// Order, supplier, total, status, changed.
                public var cells: [String]
                public var changed: Bool
            }
            public var title: String
            public var note: String?
            public var noteIsProblem: Bool
            public var rows: [Row]
        }
    }
}
