extension OrdersAwaitingApproval {
    public enum Sort {
        public struct Response: Sendable, Equatable {
            public var sort: SortFacts
            /// Currencies in the queue, for an amount sort (which compares the numbers, not converted).
            public var currencies: Int = 1
        }
        public struct ViewModel: Sendable, Equatable {
            /// The list column it sorts by (0 = order) and the arrow to show there.
            public var column: Int
            public var arrow: String
            public var message: String
        }
    }

    public enum Filter {
        /// What the filter dialog's fields hold, as typed.
        public struct Request: Sendable, Equatable {
            public var orderTypes: String
            public var branches: String
            public var minimumAmount: String
            public var maximumAmount: String
            public var minimumDaysWaiting: String
            public var maximumDaysWaiting: String
            public init(orderTypes: String = "", branches: String = "", minimumAmount: String = "", maximumAmount: String = "",
                        minimumDaysWaiting: String = "", maximumDaysWaiting: String = "") {
                self.orderTypes = orderTypes
                self.branches = branches
                self.minimumAmount = minimumAmount
                self.maximumAmount = maximumAmount
                self.minimumDaysWaiting = minimumDaysWaiting
                self.maximumDaysWaiting = maximumDaysWaiting
            }
        }
        public enum Response: Sendable, Equatable {
            case applied(FilterFacts)
            case invalid(field: Int, message: String)
        }
        public struct ViewModel: Sendable, Equatable {
            public var description: String?
            public var error: String?
            public var errorField: Int?
        }
    }

    /// Saved views (`:view`): the list's sort, filter and search kept under a name and applied again.
    public enum SavedViews {
        public enum Response: Sendable, Equatable {
            /// `:view`: the views kept, to pick one.
            case listed([String: SavedViewFacts])
            case noneYet
            /// Applied; `search` is the View's to run.
            case applied(name: String, search: String)
            case saved(name: String, replaced: Bool)
            /// Deleted; `stillDefault` when `display.default-view` still names it.
            case deleted(name: String, stillDefault: Bool)
            /// No view of that name; `atStart` when `display.default-view` named it.
            case unknown(name: String, known: [String], atStart: Bool)
            case full(maximum: Int)
            case notKept(why: String)
        }

        public struct ViewModel: Sendable, Equatable {
            public enum Tone: Sendable, Equatable { case info, success, warning, error }
            /// A view to pick: its name, and what it keeps in words.
            public struct Row: Sendable, Equatable {
                public var name: String
                public var summary: String
            }
            public var message: String
            public var tone: Tone
            /// The views to pick from (`:view`); empty: no dialog.
            public var rows: [Row] = []
            /// A view applied: the search the View runs.
            public var search: String?
        }
    }
}

/// What a saved view keeps, as plain values: its sort column's name and direction, its filter, its search.
public struct SavedViewFacts: Sendable, Equatable {
    public var sort: String
    public var ascending: Bool
    public var filter: FilterFacts
    public var search: String

    public init(sort: String, ascending: Bool, filter: FilterFacts, search: String) {
        self.sort = sort
        self.ascending = ascending
        self.filter = filter
        self.search = search
    }
}
