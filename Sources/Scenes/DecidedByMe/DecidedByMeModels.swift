/// Requests, responses and view models of "Decided by me": the user's decisions from the server merged
/// with what still waits in the outbox, each with its state.
public enum DecidedByMe {
    /// What a decision came to.
    public enum Outcome: String, Sendable, Equatable, CaseIterable { case approved, rejected, forwarded }
    /// `recorded` for what the server holds; the outbox's state for what it still holds (`waiting`: in its undo window).
    public enum State: String, Sendable, Equatable, CaseIterable { case recorded, waiting, pending, sending, uncertain, changed }

    /// One decision as the scene carries it: plain values the interactor copies from the worker's entity.
    public struct Entry: Sendable, Equatable {
        public var order: OrderID
        public var outcome: Outcome
        public var decidedOn: DateFacts?
        public var remark: String
        public var reason: String
        public var forwardedTo: Int
        public var forwardedToName: String
        public var state: State
        /// Seconds until a decision waiting in its undo window is sent (0 for any other).
        public var sendsInSeconds: Int
        /// The order lines a line decision was on; empty: the whole order.
        public var lines: [Double] = []

        public init(order: OrderID, outcome: Outcome, decidedOn: DateFacts?, remark: String, reason: String,
                    forwardedTo: Int = 0, forwardedToName: String = "", state: State, sendsInSeconds: Int = 0) {
            self.order = order
            self.outcome = outcome
            self.decidedOn = decidedOn
            self.remark = remark
            self.reason = reason
            self.forwardedTo = forwardedTo
            self.forwardedToName = forwardedToName
            self.state = state
            self.sendsInSeconds = sendsInSeconds
        }
    }

    /// Which outcomes the list shows (`f` steps through them).
    public enum OutcomeFilter: String, Sendable, Equatable, CaseIterable {
        case all, approved, rejected, forwarded

        /// The next filter after this one, back to `all` after the last.
        public var next: OutcomeFilter {
            let all = Self.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    public static let defaultDays = 90
    public static let maximumDays = 3650

    public enum List {
        /// The filter the user asked for: outcomes shown, and how many days back.
        public struct Request: Sendable, Equatable {
            public var outcome: OutcomeFilter
            public var days: Int
            public init(outcome: OutcomeFilter = .all, days: Int = DecidedByMe.defaultDays) {
                self.outcome = outcome
                self.days = days
            }
        }

        public struct Response: Sendable, Equatable {
            /// The entries the filter and search let through, newest first.
            public var entries: [Entry]
            /// How many there are before the filter and search.
            public var total: Int
            public var filter: Request
            public var search: String
            /// Still reading the server.
            public var reading: Bool
            /// Why the server's part is missing (offline, refused), nil when it was read.
            public var serverFailure: String?
            public var offline: Bool

            public init(entries: [Entry], total: Int, filter: Request, search: String, reading: Bool, serverFailure: String? = nil,
                        offline: Bool = false) {
                self.entries = entries
                self.total = total
                self.filter = filter
                self.search = search
                self.reading = reading
                self.serverFailure = serverFailure
                self.offline = offline
            }
        }

        public struct ViewModel: Sendable, Equatable {
            public struct Row: Sendable, Equatable {
                /// When, order, outcome, remark, reason, state.
                public var cells: [String]
                /// Still the outbox's: not recorded by the server yet.
                public var isOpen: Bool
                public init(cells: [String], isOpen: Bool) {
                    self.cells = cells
                    self.isOpen = isOpen
                }
            }
            public var title: String
            /// What the list cannot show, said plainly (offline, reading, nothing found).
            public var note: String?
            public var noteIsProblem: Bool
            public var rows: [Row]
            public init(title: String, note: String?, noteIsProblem: Bool = false, rows: [Row]) {
                self.title = title
                self.note = note
                self.noteIsProblem = noteIsProblem
                self.rows = rows
            }
        }
    }
}
