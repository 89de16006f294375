import Resources

/// The home list's filter as the interactor hands it to its presenter: plain values copied from the
/// query the list worker runs.
public struct FilterFacts: Sendable, Equatable {
    public var orderTypes: [String] = []
    public var branches: [String] = []
    public var minimumAmount: Double?
    public var maximumAmount: Double?
    public var minimumDaysWaiting: Int?
    public var maximumDaysWaiting: Int?

    public init(orderTypes: [String] = [], branches: [String] = [], minimumAmount: Double? = nil, maximumAmount: Double? = nil,
                minimumDaysWaiting: Int? = nil, maximumDaysWaiting: Int? = nil) {
        self.orderTypes = orderTypes
        self.branches = branches
        self.minimumAmount = minimumAmount
        self.maximumAmount = maximumAmount
        self.minimumDaysWaiting = minimumDaysWaiting
        self.maximumDaysWaiting = maximumDaysWaiting
    }

    /// Nothing filtered.
    public var isEmpty: Bool { self == FilterFacts() }

    init(_ filter: QueueFilter) {
        self.init(orderTypes: filter.orderTypes, branches: filter.branches, minimumAmount: filter.minimumAmount,
                  maximumAmount: filter.maximumAmount, minimumDaysWaiting: filter.minimumDaysWaiting,
                  maximumDaysWaiting: filter.maximumDaysWaiting)
    }
}

/// The home list's order as the interactor hands it to its presenter: the column (in the list's column
/// order) and the direction.
public struct SortFacts: Sendable, Equatable {
    public enum Column: Int, Sendable, CaseIterable {
        case order, supplier, date, amount, originator, waiting, lines
    }

    public var column: Column
    public var ascending: Bool

    public init(column: Column, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }

    init(_ sort: QueueSort) {
        let column: Column
        switch sort.column {
        case .order: column = .order
        case .supplier: column = .supplier
        case .date: column = .date
        case .amount: column = .amount
        case .originator: column = .originator
        case .waiting: column = .waiting
        case .lines: column = .lines
        }
        self.init(column: column, ascending: sort.ascending)
    }
}

extension SavedViewFacts {
    init(_ view: SavedView) {
        self.init(sort: view.sort, ascending: view.ascending, filter: FilterFacts(view.queueFilter), search: view.search)
    }
}
