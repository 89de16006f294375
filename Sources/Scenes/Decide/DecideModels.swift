/// The Decide scene's use cases: what a router asks it to decide (the subject, injected into its data
/// store), the confirm dialog, the decision handed to the desk, the forward picker, a note, and how the
/// desk's news reads on the message line.
public enum Decide {
    /// What the scene was opened for: a verdict on orders (the list's marked ones, or the current one), or
    /// a note on one order.
    public enum Subject: Sendable, Equatable {
        /// `forwardTo` nil asks for a colleague first (the picker); `lines` (line numbers of the one order)
        /// decides those lines alone.
        case decision(Verdict, orders: [OrderID], forwardTo: ColleagueFacts? = nil, lines: [Double] = [])
        case note(OrderID)
    }

    /// What the confirm dialog shows before a decision: counted, totalled per currency, by supplier.
    public enum Confirm {
        public struct Response: Sendable, Equatable {
            public var verdict: Verdict
            public var orders: [OrderFacts]
            public var reasons: [ReasonFacts]
            public var remarkRequired: Bool
            public var forwardTo: ColleagueFacts? = nil
            /// The lines decided (line numbers of the one order); empty: whole orders.
            public var lines: [Double] = []
            /// The decided lines' figures, as the dialog shows them (a line the store does not hold is left out).
            public var decidedLines: [DecidedLine] = []
        }
        /// A line of a line decision, as the dialog shows it.
        public struct DecidedLine: Sendable, Equatable {
            public var number: Double
            public var item: String
            public var quantity: Double
            public var amount: Double
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            public var orderLines: [String]
            public var totals: [String]
            public var reasons: [(code: String, text: String)]
            public var remarkRequired: Bool
            public var confirmLabel: String
            /// What confirming decides: sent back with the remark and reason in a `Submit.Request`.
            public var verdict: Verdict
            public var orders: [OrderID]
            public var forwardTo: ColleagueFacts? = nil
            public var lines: [Double] = []

            public static func == (a: ViewModel, b: ViewModel) -> Bool {
                a.title == b.title && a.orderLines == b.orderLines && a.totals == b.totals && a.remarkRequired == b.remarkRequired
                    && a.confirmLabel == b.confirmLabel && a.reasons.map(\.code) == b.reasons.map(\.code)
                    && a.verdict == b.verdict && a.orders == b.orders && a.forwardTo == b.forwardTo
                    && a.reasons.map(\.text) == b.reasons.map(\.text) && a.lines == b.lines
            }
        }
    }

    /// An order the open confirm dialog shows changed in the store (a refresh found it amended, another
    /// process wrote it): the dialog shows the orders as they are now, and says what moved under it. What
    /// confirming then decides is what it shows.
    public enum ConfirmChanged {
        public struct Response: Sendable, Equatable {
            public var confirm: Confirm.Response
            public var changed: [ChangedOrder]
        }
        public struct ChangedOrder: Sendable, Equatable {
            public var order: OrderID
            public var changes: OrderChangeFacts
            public var currency: String
        }
        public struct ViewModel: Sendable, Equatable {
            public var confirm: Confirm.ViewModel
            /// "Order 5004 changed while this dialog was open: total 4,926.50 → 97,544.70 EUR".
            public var notice: String
        }
    }

    /// The decision itself, confirmed: handed to the desk, which saves it in the outbox and sends it.
    public enum Submit {
        public struct Request: Sendable, Equatable {
            public var orders: [OrderID]
            public var verdict: Verdict
            public var remark: String
            public var reason: String
            /// The colleague a forward goes to.
            public var forwardTo: ColleagueFacts?
            /// The order lines decided (their line numbers), for a decision on one order's lines; empty: whole orders.
            public var lines: [Double]
            public init(orders: [OrderID], verdict: Verdict, remark: String, reason: String, forwardTo: ColleagueFacts? = nil,
                        lines: [Double] = []) {
                self.orders = orders
                self.verdict = verdict
                self.remark = remark
                self.reason = reason
                self.forwardTo = forwardTo
                self.lines = lines
            }
        }
    }

    /// A decision or note refused before anything was saved (a remark too long, an order no longer
    /// queued, deciding offline turned off): the sentence says why.
    public enum Refusal {
        public struct Response: Sendable, Equatable {
            public var why: String
            /// What was asked is never taken as asked (`DecisionDesk.Refusal.isUsageError`): a script's usage error.
            public var isUsageError = false
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String
        }
    }

    /// A note on an order: the dialog that takes it, then the text.
    public enum Note {
        public struct Response: Sendable, Equatable {
            public var order: OrderID
        }
        public struct ViewModel: Sendable, Equatable {
            public var orderTitle: String
            public var order: OrderID
        }
        public struct Request: Sendable, Equatable {
            public var order: OrderID
            public var text: String
            public init(order: OrderID, text: String) {
                self.order = order
                self.text = text
            }
        }
    }

    /// What the desk's news says on the message line (a scene that listens to the desk words it so).
    public enum News {
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            public var kind: Kind
            /// What the message says of the server: it answered, or decisions wait for it (nil: neither).
            public var server: ServerNews?
            /// The line sums up several orders decided together: the bar offers their outcomes list.
            public var isBatchSummary = false
            public enum Kind: Sendable, Equatable { case info, success, warning, error }
            public enum ServerNews: Sendable, Equatable { case answered, decisionsWait }
            public init(message: String, kind: Kind, server: ServerNews? = nil, isBatchSummary: Bool = false) {
                self.message = message
                self.kind = kind
                self.server = server
                self.isBatchSummary = isBatchSummary
            }
        }
    }
}
