extension DecisionWorker {
    /// The order whose decision could not be saved because one on it is still open in the outbox (saved
    /// by another screen or process and not finished); nil for any other failure to save.
    public static func orderWithOpenDecision(_ error: any Error) -> OrderKey? {
        guard case DecisionOutboxDao.EnqueueError.alreadyOpen(let key) = error else { return nil }
        return key
    }
}
