import Foundation
import Resources

/// Requests, responses and view models of the inventory inquiry.
public enum InventoryInquiry {
    /// How the scene was opened. The scene knows its caller only through this.
    public enum Mode: Sendable, Equatable {
        /// On its own (`:inv`, `:inv ITEM`): any item, the branches turned on in settings.
        case standalone(item: String?)
        /// From an order line (`i`): that line's item and branch, with its quantity to compare.
        case orderLine(OrderLine)
    }

    /// The order line an inquiry was called for.
    public struct OrderLine: Sendable, Equatable {
        public var order: OrderKey
        public var lineNumber: Double
        public var item: InventoryItem
        public var branch: String
        public var quantity: Double
        public var unit: String

        public init(order: OrderKey, lineNumber: Double, item: InventoryItem, branch: String, quantity: Double, unit: String) {
            self.order = order
            self.lineNumber = lineNumber
            self.item = item
            self.branch = branch
            self.quantity = quantity
            self.unit = unit
        }
    }

    /// How the screen starts, from the mode it was opened in.
    public enum Start {
        public struct Response: Sendable, Equatable {
            public var mode: Mode
        }
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

    public enum Search {
        public struct Request: Sendable, Equatable {
            public var text: String
            public init(text: String) { self.text = text }
        }
        public enum Response: Sendable, Equatable {
            /// Nothing to search for yet.
            case empty
            case searching(String)
            /// Items found. `more` when the server has more pages; `offlineReason` when these were
            /// read earlier because the server did not answer.
            case found(text: String, items: [InventoryItem], more: Bool, readAt: Date?, offlineReason: String?)
            /// An item asked for by number (`:inv ITEM`) that does not exist.
            case unknownItem(String)
            case failed(text: String, message: String)
        }
        public struct ViewModel: Sendable, Equatable {
            public var rows: [[String]]
            public var note: String
            public var isError: Bool
            /// Why the server was not read, when it was not.
            public var offline: String? = nil
        }
    }

    public enum Availability {
        public enum State: Sendable, Equatable {
            case none
            case loading(InventoryItem)
            /// `offlineReason` when the quantities were read earlier because the server did not answer.
            case loaded(InventoryAvailability, offlineReason: String?)
            case failed(InventoryItem, message: String)
        }
        public struct Response: Sendable, Equatable {
            public var state: State
            public var sort: InventorySort
            /// Branches shown first, in this order (the order line's, then the default branch).
            public var preferredBranches: [String]
            /// The order line to compare with, when called from one.
            public var line: OrderLine?
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            /// One row per branch: branch, on hand, soft, hard, available, on PO, on receipt.
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
    case branch, location, lot, onHand, softCommitted, hardCommitted, available, onPurchaseOrder, onReceipt

    public var title: String {
        ["branch", "location", "lot", "on hand", "soft committed", "hard committed", "available", "on purchase order", "on receipt"][rawValue]
    }

    public var next: InventorySort { InventorySort(rawValue: (rawValue + 1) % InventorySort.allCases.count)! }
}
