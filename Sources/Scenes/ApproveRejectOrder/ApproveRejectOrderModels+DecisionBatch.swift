
extension ApproveRejectOrder {
    /// Several orders decided together: one status line sums up where all of them stand.
    public enum BatchSummary {
        public struct Response: Sendable, Equatable {
            public var batch: DecisionBatch
            /// The update that changed the batch (nil when the outbox pass ended); a command reports each
            /// order from it.
            public var latest: DecisionFacts?
            public var nextApproverName: String?
            public init(batch: DecisionBatch, latest: DecisionFacts?, nextApproverName: String?) {
                self.batch = batch
                self.latest = latest
                self.nextApproverName = nextApproverName
            }
        }
        public struct ViewModel: Sendable, Equatable {
            public var message: String
            /// The worst outcome's: an error when one was refused, a warning when one was not sent.
            public var kind: Decide.ViewModel.Kind
            /// Some decisions wait in the outbox until the server answers.
            public var waitsForServer: Bool
        }
    }
}
