import Foundation

/// The queue's refreshes: by hand, on a timer, the order lines read after the list opened, and the orders
/// they brought, new until opened.
extension OrdersAwaitingApproval {
    public enum Refresh {
        public struct Request: Sendable, Equatable {
            /// Started by the app (a warm start, the refresh interval), not by the user.
            public var automatic: Bool
            /// Read the queue whole (`:sync full`), not only what changed.
            public var full: Bool
            public init(automatic: Bool = false, full: Bool = false) {
                self.automatic = automatic
                self.full = full
            }
        }
        public enum Response: Sendable, Equatable {
            case started
            case finished(Finished)
        }
        /// How a refresh ended.
        public struct Finished: Sendable, Equatable {
            /// The titles of the datasets that could not be read; `queueFailed`: the queue among them.
            public var failed: [String]
            public var queueFailed: Bool
            public var firstError: String?
            public var at: Date
            public var decidedElsewhere: [OrderID]
            /// Started by the app, not by the user: it says something only when there is news, so it never
            /// hides a message the user is reading.
            public var automatic: Bool
            /// The queue could not be read because the server did not answer.
            public var offline: Bool
            /// The session ended and could not be renewed (the password no longer logs in).
            public var sessionEnded: Bool = false
            /// A read was not allowed (a `403` on a table): the JD Edwards administrator grants it.
            public var notAllowed: Bool = false
            /// Orders that came into the queue with this refresh, newest first.
            public var arrived: [OrderID]
            /// What the list shows of them (those still queued), for `signoff watch`.
            public var arrivedFacts: [OrderFacts] = []
            /// Orders that left the queue with this refresh (decided here or elsewhere), newest first.
            public var left: [OrderID] = []
            /// Orders still queued whose figures the refresh found changed on the server (amended while they
            /// wait), newest first.
            public var changed: [OrderID] = []
            /// Orders arrived and not yet opened, this refresh's and earlier ones'.
            public var unopened: Int
            /// How to announce the orders that arrived (`display.notify`; off when none arrived).
            public var signal: NewOrderSignal
            /// Why the queue was read whole instead of what changed; nil for a delta.
            public var readWholeBecause: String?

            public init(failed: [String] = [], queueFailed: Bool = false, firstError: String? = nil, at: Date,
                        decidedElsewhere: [OrderID] = [], automatic: Bool = false, offline: Bool = false, arrived: [OrderID] = [],
                        unopened: Int = 0, signal: NewOrderSignal = .off, readWholeBecause: String? = nil) {
                self.failed = failed
                self.queueFailed = queueFailed
                self.firstError = firstError
                self.at = at
                self.decidedElsewhere = decidedElsewhere
                self.automatic = automatic
                self.offline = offline
                self.arrived = arrived
                self.unopened = unopened
                self.signal = signal
                self.readWholeBecause = readWholeBecause
            }
        }
        public struct ViewModel: Sendable, Equatable {
            public var syncing: Bool
            /// "refreshed 10:31".
            public var lastRefresh: String?
            public var offline: String?
            public var message: String?
            public var isError: Bool
            /// Ring the bell: orders arrived, and the user asked to hear of it.
            public var bell: Bool = false
            /// A desktop notification's text (`display.notify desktop`): orders arrived.
            public var desktopNotice: String?
        }
    }

    /// The order lines, read in the background after the list opened.
    public enum Lines {
        public enum Response: Sendable, Equatable {
            /// Chunks of orders read of all, and lines stored.
            case loading(completed: Int, total: Int?, lines: Int)
            case done
            case failed(String)
            /// The server could not be reached while the top bar already says OFFLINE: the refresh's message
            /// ("Showing the queue stored before…") stays, as it says more.
            case stoppedOffline
        }
        public struct ViewModel: Sendable, Equatable {
            /// The top bar's word on it ("order lines 45 %"); nil when done.
            public var activity: String?
            public var message: String?
            public var isError: Bool
        }
    }

    /// Orders that arrived with a refresh and are not yet opened: marked in the list, counted in the top bar.
    public enum NewOrders {
        public struct Response: Sendable, Equatable {
            public var unopened: Set<OrderID>
        }
    }

    /// What the top bar says of new orders.
    public struct News: Sendable, Equatable {
        public var orders: Set<OrderID>
        /// "3 new"; nil when there are none.
        public var text: String?
    }
}
