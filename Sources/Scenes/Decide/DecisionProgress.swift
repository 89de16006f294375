import Resources

/// Where a decision stands, as the order scene names it for its presenters and the outcomes list: the
/// outbox's `Decision.State`, one for one (its comments say what each means), copied at the interactor's
/// boundary; the raw values are the words scripts print.
public enum DecisionProgress: String, Sendable, CaseIterable {
    case pending, sending, uncertain, confirmed, forwarded, refused, superseded, changed

    /// Still the outbox's to finish.
    public var isOpen: Bool { self == .pending || self == .sending || self == .uncertain }

    init(_ state: Decision.State) {
        switch state {
        case .pending: self = .pending
        case .sending: self = .sending
        case .uncertain: self = .uncertain
        case .confirmed: self = .confirmed
        case .forwarded: self = .forwarded
        case .refused: self = .refused
        case .superseded: self = .superseded
        case .changed: self = .changed
        }
    }
}

/// Where an approver note stands, as the order scene names it.
public enum NoteProgress: String, Sendable, CaseIterable {
    case pending, sending, uncertain, uploaded, failed

    /// Still the media queue's to finish.
    public var isOpen: Bool { self == .pending || self == .sending || self == .uncertain }

    init(_ state: ApproverNote.State) {
        switch state {
        case .pending: self = .pending
        case .sending: self = .sending
        case .uncertain: self = .uncertain
        case .uploaded: self = .uploaded
        case .failed: self = .failed
        }
    }
}
