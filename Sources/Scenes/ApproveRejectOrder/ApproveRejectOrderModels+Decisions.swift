
/// The decision use cases of the order scene: confirm, decide, notes.
extension ApproveRejectOrder {
    /// What the confirm dialog shows before a decision: counted, totalled per currency, by supplier.
    public enum Confirm {
        /// A decision asked for on these orders (the list's marked ones, or the one under its cursor).
        public struct Request: Sendable, Equatable {
            public var verdict: Verdict
            public var orders: [OrderID]
            /// Whom a forward goes to; nil asks for a colleague first (the picker).
            public var forwardTo: ColleagueFacts?
            public init(verdict: Verdict, orders: [OrderID], forwardTo: ColleagueFacts? = nil) {
                self.verdict = verdict
                self.orders = orders
                self.forwardTo = forwardTo
            }
        }
        public struct Response: Sendable, Equatable {
            public var verdict: Verdict
            public var orders: [OrderFacts]
            public var reasons: [ReasonFacts]
            public var remarkRequired: Bool
            public var forwardTo: ColleagueFacts? = nil
        }
        public struct ViewModel: Sendable, Equatable {
            public var title: String
            public var orderLines: [String]
            public var totals: [String]
            public var reasons: [(code: String, text: String)]
            public var remarkRequired: Bool
            public var confirmLabel: String
            /// What confirming decides: sent back with the remark and reason in a `Decide.Request`.
            public var verdict: Verdict
            public var orders: [OrderID]
            public var forwardTo: ColleagueFacts? = nil

            public static func == (a: ViewModel, b: ViewModel) -> Bool {
                a.title == b.title && a.orderLines == b.orderLines && a.totals == b.totals && a.remarkRequired == b.remarkRequired
                    && a.confirmLabel == b.confirmLabel && a.reasons.map(\.code) == b.reasons.map(\.code)
                    && a.verdict == b.verdict && a.orders == b.orders && a.forwardTo == b.forwardTo
                    && a.reasons.map(\.text) == b.reasons.map(\.text)
            }
        }
    }

    public enum Decide {
        public struct Request: Sendable, Equatable {
            public var orders: [OrderID]
            public var verdict: Verdict
            public var remark: String
            public var reason: String
            /// The colleague a forward goes to.
            public var forwardTo: ColleagueFacts?
            public init(orders: [OrderID], verdict: Verdict, remark: String, reason: String, forwardTo: ColleagueFacts? = nil) {
                self.orders = orders
                self.verdict = verdict
                self.remark = remark
                self.reason = reason
                self.forwardTo = forwardTo
            }
        }
        public enum Response: Sendable, Equatable {
            case queued(count: Int, verdict: Verdict)
            case refusedLocally(String)
            case updated(DecisionFacts, nextApproverName: String?)
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            public var kind: Kind
            /// What the message says of the server: it answered, or decisions wait for it (nil: neither).
            public var server: ServerNews?
            public enum Kind: Sendable, Equatable { case info, success, warning, error }
            public enum ServerNews: Sendable, Equatable { case answered, decisionsWait }
            public init(message: String, kind: Kind, server: ServerNews? = nil) {
                self.message = message
                self.kind = kind
                self.server = server
            }
        }
    }

    public enum Note {
        public enum Response: Sendable, Equatable {
            case saved(OrderID)
            case updated(NoteFacts)
        }
    }
}
