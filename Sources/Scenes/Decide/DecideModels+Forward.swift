
/// Forwarding to a colleague: the picker that finds one as the user types, before the confirm dialog.
extension Decide {
    public enum Forward {
        /// The picker opens for these orders (the checks of a decision passed).
        public enum Start {
            public struct Response: Sendable, Equatable {
                public var orders: [OrderFacts]
            }
            public struct ViewModel: Sendable, Equatable {
                public var title: String
                public var orders: [OrderID]
            }
        }

        /// What was typed: part of a name, or an address number.
        public enum Search {
            public struct Request: Sendable, Equatable {
                public var text: String
                public init(text: String) { self.text = text }
            }
            public struct Response: Sendable, Equatable {
                public var text: String
                public var colleagues: [ColleagueFacts]
                public var progress: Progress
                /// The server has more for this text (read when the cursor reaches the end).
                public var more: Bool
            }
            public enum Progress: Sendable, Equatable {
                /// Kept colleagues shown while the server is asked.
                case searching
                case found
                /// The server could not be asked: what was kept from earlier reads is shown.
                case failed(String, offline: Bool)
            }
            public struct ViewModel: Sendable, Equatable {
                public var colleagues: [ColleagueFacts]
                /// "Okafor, Oluwaseun (4245)", a row per colleague.
                public var rows: [String]
                public var status: String
                public var isProblem: Bool
                public var more: Bool
            }
        }

        /// The colleague chosen in the picker, for these orders.
        public enum Pick {
            public struct Request: Sendable, Equatable {
                public var colleague: ColleagueFacts
                public var orders: [OrderID]
                public init(colleague: ColleagueFacts, orders: [OrderID]) {
                    self.colleague = colleague
                    self.orders = orders
                }
            }
        }
    }
}
