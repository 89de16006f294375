import Foundation

/// Requests, responses and view models of the inventory inquiry.
public enum InventoryInquiry {
    /// How the scene was opened. The scene knows its caller only through this.
    public enum Mode: Sendable, Equatable {
        /// On its own (`:inv`, `:inv ITEM`): any item, the branches turned on in settings.
        case standalone(item: String?)
        /// From an order line (`i`): that line's item and branch, with its quantity to compare.
        case orderLine(OrderLine)
    }

    /// The order line an inquiry was called for, as the calling router injects it into the DataStore. The
    /// interactor reads it; what it hands the presenter is `LineFacts` and `ItemFacts`, never this.
    public struct OrderLine: Sendable, Equatable {
        public var order: OrderID
        public var lineNumber: Double
        public var item: ItemFacts
        public var branch: String
        public var quantity: Double
        public var unit: String

        public init(order: OrderID, lineNumber: Double, item: ItemFacts, branch: String, quantity: Double, unit: String) {
            self.order = order
            self.lineNumber = lineNumber
            self.item = item
            self.branch = branch
            self.quantity = quantity
            self.unit = unit
        }
    }

    /// What the inquiry tells of an item, copied by the interactor from what its worker read.
    public struct ItemFacts: Sendable, Equatable {
        /// The short item number, which the console's JSON names.
        public var shortNumber: Int
        /// The item number people use.
        public var number: String
        public var description: String
        public var description2: String
        /// The primary unit of measure: quantities are kept in it.
        public var unit: String
        public var stockingType: String

        public init(shortNumber: Int, number: String, description: String, description2: String = "", unit: String,
                    stockingType: String = "") {
            self.shortNumber = shortNumber
            self.number = number
            self.description = description
            self.description2 = description2
            self.unit = unit
            self.stockingType = stockingType
        }
    }

    /// The quantities of one location and lot of a branch; `available` is on hand less soft and hard commitments.
    public struct LocationFacts: Sendable, Equatable {
        public var branch: String
        public var location: String
        public var lot: String
        public var onHand: Double
        public var softCommitted: Double
        public var hardCommitted: Double
        public var available: Double
        public var onPurchaseOrder: Double
        public var onWorkOrderReceipt: Double

        public init(branch: String, location: String = "", lot: String = "", onHand: Double, softCommitted: Double = 0,
                    hardCommitted: Double = 0, available: Double, onPurchaseOrder: Double = 0, onWorkOrderReceipt: Double = 0) {
            self.branch = branch
            self.location = location
            self.lot = lot
            self.onHand = onHand
            self.softCommitted = softCommitted
            self.hardCommitted = hardCommitted
            self.available = available
            self.onPurchaseOrder = onPurchaseOrder
            self.onWorkOrderReceipt = onWorkOrderReceipt
        }
    }

    /// An item's quantities per location and lot, and when they were read.
    public struct QuantityFacts: Sendable, Equatable {
        public var item: ItemFacts
        public var locations: [LocationFacts]
        public var readAt: Date

        public init(item: ItemFacts, locations: [LocationFacts], readAt: Date) {
            self.item = item
            self.locations = locations
            self.readAt = readAt
        }
    }

    /// The order line the quantities are compared with: its number, branch and what it needs.
    public struct LineFacts: Sendable, Equatable {
        public var lineNumber: Double
        public var branch: String
        public var quantity: Double
        public var unit: String

        public init(lineNumber: Double, branch: String, quantity: Double, unit: String) {
            self.lineNumber = lineNumber
            self.branch = branch
            self.quantity = quantity
            self.unit = unit
        }
    }

    /// How the screen starts, from the mode it was opened in.
    public enum Start {
        /// What the inquiry was opened for.
        public struct Response: Sendable, Equatable {
            /// The item number it was opened with (`:inv ITEM`, an order line's item); nil when opened with nothing.
            public var itemNumber: String?
            /// Opened for an order line's item, rather than on its own.
            public var forOrderLine: Bool

            public init(itemNumber: String?, forOrderLine: Bool) {
                self.itemNumber = itemNumber
                self.forOrderLine = forOrderLine
            }
        }
        /// How the search field and the panes start.
        public struct ViewModel: Sendable, Equatable {
            /// What the search field starts with.
            public var searchText: String
            /// Typing goes straight into the search field (opened on its own with nothing to look up).
            public var editing: Bool
            /// A narrow terminal starts on the item's quantities (called for an order line's item).
            public var showsDetail: Bool
            /// Esc on the quantities goes back to the items (opened on its own) rather than closing the inquiry.
            public var backShowsItems: Bool
        }
    }

    /// Looking items up by number or description.
    public enum Search {
        /// The search text as typed.
        public struct Request: Sendable, Equatable {
            public var text: String
            public init(text: String) { self.text = text }
        }
        /// Where the search stands, and the items it found.
        public enum Response: Sendable, Equatable {
            /// Nothing to search for yet.
            case empty
            case searching(String)
            /// Items found. `more` when the server has more pages; `offlineReason` when these were
            /// read earlier because the server did not answer.
            case found(text: String, items: [ItemFacts], more: Bool, readAt: Date?, offlineReason: String?)
            /// An item asked for by number (`:inv ITEM`) that does not exist.
            case unknownItem(String)
            case failed(text: String, message: String)
        }
        /// The items as rows of text (number, description, unit, stocking type) and a line about them.
        public struct ViewModel: Sendable, Equatable {
            public var rows: [[String]]
            public var note: String
            public var isError: Bool
            /// Why the server was not read, when it was not.
            public var offline: String? = nil
        }
    }

    /// The selected item's quantities per branch, location and lot.
    public enum Availability {
        /// Where the selected item's quantities stand.
        public enum State: Sendable, Equatable {
            case none
            case loading(ItemFacts)
            /// `offlineReason` when the quantities were read earlier because the server did not answer.
            case loaded(QuantityFacts, offlineReason: String?)
            case failed(ItemFacts, message: String)
        }
        /// The selected item's quantities, how they are sorted, and what they are compared with.
        public struct Response: Sendable, Equatable {
            public var state: State
            public var sort: InventorySort
            /// Branches shown first, in this order (the order line's, then the default branch).
            public var preferredBranches: [String]
            /// The order line to compare with, when called from one.
            public var line: LineFacts?

            public init(state: State, sort: InventorySort, preferredBranches: [String], line: LineFacts?) {
                self.state = state
                self.sort = sort
                self.preferredBranches = preferredBranches
                self.line = line
            }
        }
        /// The quantities as text: the title, totals per branch, the rows and the order line's comparison.
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            /// One row per branch: branch, on hand, soft, hard, available, on PO, on work order receipt (QWBO).
            public var totals: [[String]]
            /// One row per location and lot.
            public var rows: [[String]]
            /// The order line's quantity next to what is available ("needs 40 EA · 123 available at M30: enough").
            public var comparison: String?
            public var comparisonIsShort: Bool
            public var asOf: String
            public var note: String?
            public var isError: Bool
            public var sortColumn: Int
            /// Why the server was not read, when it was not.
            public var offline: String? = nil
        }
    }
}

/// The columns a location table can be sorted by, in the order `s` steps through them.
public enum InventorySort: Int, Sendable, CaseIterable {
    case branch, location, lot, onHand, softCommitted, hardCommitted, available, onPurchaseOrder, onWorkOrderReceipt

    public var title: String {
        ["branch", "location", "lot", "on hand", "soft committed", "hard committed", "available", "on purchase order", "on work order receipt"][rawValue]
    }

    public var next: InventorySort { InventorySort(rawValue: (rawValue + 1) % InventorySort.allCases.count)! }
}
