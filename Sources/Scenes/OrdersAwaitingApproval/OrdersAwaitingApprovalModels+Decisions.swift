
extension OrdersAwaitingApproval {
    /// The desk's news, shown on the message line while the list is on screen.
    public enum DecisionNewsShown {
        public struct Response: Sendable, Equatable {
            /// nil: the outcomes list was asked for before any batch.
            public var news: DecisionNews?
            public init(news: DecisionNews?) { self.news = news }
        }
        public typealias ViewModel = Decide.News.ViewModel
    }
}
