import AIS
import Store

/// The queue at a glance: how many orders, with their totals per currency, by order type, by branch, by
/// days waiting and by amount band. Read from the home list in the store (no server request), so it is
/// as exact as the list. Each band counts exactly the orders its filter (`QueueGlance.Group.filter`)
/// lets through.
public struct QueueGlance: Sendable, Equatable {
    /// What one bar counts.
    public enum Group: Sendable, Hashable {
        case orderType(String)
        case branch(String)
        case waiting(WaitingBand)
        case amount(AmountBand)
    }

    /// Days waiting since the order date.
    public enum WaitingBand: Int, Sendable, CaseIterable {
        case upToTwo, threeToSeven, eightToThirty, overThirty
        /// Orders whose date the server sent unreadable: counted, but no filter selects them.
        case noDate

        /// The bounds in days (inclusive), nil where open.
        public var days: (minimum: Int?, maximum: Int?) {
            switch self {
            case .upToTwo: return (nil, 2)
            case .threeToSeven: return (3, 7)
            case .eightToThirty: return (8, 30)
            case .overThirty: return (31, nil)
            case .noDate: return (nil, nil)
            }
        }
    }

    /// The order's amount (in its own currency), by order of magnitude.
    public enum AmountBand: Int, Sendable, CaseIterable {
        case underOneThousand, thousands, tensOfThousands, hundredThousandsAndMore

        /// The bounds (inclusive), nil where open: whole cents, as the filter takes them.
        public var amounts: (minimum: Double?, maximum: Double?) {
            switch self {
            case .underOneThousand: return (nil, 999.99)
            case .thousands: return (1_000, 9_999.99)
            case .tensOfThousands: return (10_000, 99_999.99)
            case .hundredThousandsAndMore: return (100_000, nil)
            }
        }
    }

    /// One bar: the orders of a group and their totals per currency (largest total first).
    public struct Bar: Sendable, Equatable {
        public var group: Group
        public var count: Int
        public var totals: [(currency: String, amount: Double)]

        public static func == (a: Bar, b: Bar) -> Bool {
            a.group == b.group && a.count == b.count && a.totals.map(\.currency) == b.totals.map(\.currency)
                && a.totals.map(\.amount) == b.totals.map(\.amount)
        }
    }

    /// Most orders first; order types and branches by name among equals. Bands in their own order.
    public var byOrderType: [Bar] = []
    public var byBranch: [Bar] = []
    public var byWaiting: [Bar] = []
    public var byAmount: [Bar] = []
    /// Orders in the queue.
    public var orders = 0

    public init() {}
}

extension QueueGlance.Group {
    /// The list's filter that shows exactly the orders of this bar; nil for orders without a readable date.
    public var filter: QueueFilter? {
        switch self {
        case .orderType(let type): return QueueFilter(orderTypes: [type])
        case .branch(let branch): return QueueFilter(branches: [branch])
        case .waiting(let band):
            guard band != .noDate else { return nil }
            return QueueFilter(minimumDaysWaiting: band.days.minimum, maximumDaysWaiting: band.days.maximum)
        case .amount(let band):
            return QueueFilter(minimumAmount: band.amounts.minimum, maximumAmount: band.amounts.maximum)
        }
    }
}
