import Foundation

/// Requests, responses and view models of the order view (Approve / reject order).
public enum ApproveRejectOrder {
    /// Another order to show (the list's selection moved).
    public enum Select {
        public struct Request: Sendable, Equatable {
            /// nil when no order is selected.
            public var order: OrderID?
            public init(order: OrderID?) { self.order = order }
        }
        /// Another order is shown now (nil: none), before its facts are read.
        public struct Response: Sendable, Equatable {
            public var order: OrderID?
            public init(order: OrderID?) { self.order = order }
        }
        public struct ViewModel: Sendable, Equatable {
            /// No order is shown: the panes are emptied.
            public var none: Bool
            public init(none: Bool) { self.none = none }
        }
    }

    public enum Load {
        public enum RemotePart<T: Sendable & Equatable>: Sendable, Equatable {
            /// Asked of the server and not yet long in coming: nothing is said of it (a note that flashes
            /// by before a quick answer is noise, and makes the terminal draw the pane twice).
            case asked
            /// Still unanswered `SlowParts.slowNotice` after the order came on screen:
            /// the view says it is being read.
            case loading
            case loaded(T)
            case failed(String)

            /// Not answered yet, said so or not.
            public var isPending: Bool {
                switch self {
                case .asked, .loading: true
                case .loaded, .failed: false
                }
            }
        }
        public struct Response: Sendable, Equatable {
            public var detail: OrderDetailFacts?
            public var route: RemotePart<[RouteStepFacts]>
            public var attachments: RemotePart<[AttachmentFacts]>
            /// Whether the order's lines are in `detail`: they may still be on their way (the list opens
            /// before the lines are read), or their read may have failed.
            public var lines: LinesRead = .stored
            /// What changed since the approver last opened the order (nil: never opened, or nothing).
            public var changes: OrderChangeFacts?
        }
        public enum LinesRead: Sendable, Equatable {
            case stored
            case reading
            case failed(String)
        }
        public struct ViewModel: Sendable, Equatable {
            public struct Field: Sendable, Equatable {
                public var label: String
                public var value: String
            }
            public var title: String
            public var fields: [Field]
            public var lines: [[String]]
            public var lineTotal: String
            public var route: [String]
            public var routeNote: String?
            public var attachments: [String]
            public var attachmentsNote: String?
            /// Set when the order is not (or no longer) in the store.
            public var missing: String?
            /// The rows of lines rejected (P43081's rejected status, 980): drawn dimmed, their status says so.
            public var rejectedRows: Set<Int> = []
            /// Per row of `lines`, its change mark: `Δ` changed, `+` added, `−` removed (rows after the order's
            /// own lines), blank when unchanged. Its own column: `>` (cursor) and `✓` (marked) stay the marker's.
            public var changeMarks: [String] = []
            /// The rows of lines removed since last seen, drawn dimmed.
            public var removedRows: Set<Int> = []
            /// What changed since last seen, one line each ("Ln 1 · qty 20 → 99 · amount 20.00 → 99.00").
            public var changeNotes: [String] = []
            /// Per line of the order (as `lines`, before any removed row), the line whole as Enter shows it:
            /// its title ("Line 2 of order 4309 OP 00200") and every field, none cut to a column.
            public var wholeLines: [WholeLine] = []
        }
        public struct WholeLine: Sendable, Equatable {
            public var title: String
            public var fields: [ViewModel.Field]

            /// The fields as the dialog's lines, the values lined up after the longest label (labels are
            /// Signoff's own words, one cell a character).
            public var lines: [String] {
                let labels = fields.map(\.label.count).max() ?? 0
                return fields.map { $0.label + String(repeating: " ", count: labels - $0.label.count + 2) + $0.value }
            }
        }
    }

    /// The order shown changed in the store while it was on screen (a refresh, a decision held because it
    /// changed): it is shown again, and the approver told what moved under their eyes.
    public enum ChangedWhileShown {
        public struct Response: Sendable, Equatable {
            public var order: OrderID
            public var changes: OrderChangeFacts
            public var currency: String
        }
        public struct ViewModel: Sendable, Equatable {
            /// "Order 5004 changed while you looked at it: total 4,926.50 → 97,544.70 EUR".
            public var message: String
        }
    }


}
