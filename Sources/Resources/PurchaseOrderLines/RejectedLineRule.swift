/// Which lines P43081 rejected (contract §4): those whose `STTS` is `R` (the standard business function
/// sets it on every line it rejects), and at a site that also moves rejected lines to a last status
/// (`approvals.p43081.rejected-status`, `980` by default; empty: none) those at that status. Applied as a
/// line is read from the server: such a line is kept with `STTS` `R`, so every reader of the store agrees.
public struct RejectedLineRule: Sendable, Equatable {
    /// The site's rejected last status (`LTTR`), trimmed; empty when the site has none.
    public let lastStatus: String

    public init(lastStatus: String = PurchaseOrderLine.rejectedStatus) {
        self.lastStatus = lastStatus.trimmingCharacters(in: .whitespaces)
    }

    public static let standard = RejectedLineRule()

    /// Whether a line whose `STTS` and `LTTR` read so (trimmed) was rejected.
    func rejects(approvalStatus: String, lastStatus: String) -> Bool {
        approvalStatus == PurchaseOrderLine.rejectedApprovalStatus || (!self.lastStatus.isEmpty && lastStatus == self.lastStatus)
    }

    /// As above, on the bytes of an answer.
    func rejects(approvalStatus: UnsafeBufferPointer<UInt8>?, lastStatus: UnsafeBufferPointer<UInt8>?) -> Bool {
        if let approvalStatus, approvalStatus.elementsEqual(PurchaseOrderLine.rejectedApprovalStatus.utf8) { return true }
        guard !self.lastStatus.isEmpty, let lastStatus else { return false }
        return lastStatus.elementsEqual(self.lastStatus.utf8)
    }
}
