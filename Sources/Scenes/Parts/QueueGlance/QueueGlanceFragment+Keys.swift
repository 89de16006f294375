import SceneKit

/// The glance's keys while it shows in the list's place: Enter filters the list to the bar under the cursor and
/// shows the list, Esc or `v` shows the list as it was, moves go over the bars; refresh and undo stay the list's.
/// The View does what a key comes to (`KeyOutcome`), as it does with the search line's.
extension QueueGlanceFragment {
    /// What a key comes to on the glance.
    enum KeyOutcome: Equatable {
        /// Enter on a bar: the list again, filtered to the bar's group.
        case filter(OrdersAwaitingApproval.Glance.Group)
        /// Esc or `v`: the list again, as it was.
        case showList
        /// The key is the list's as always (refresh, undo).
        case listKey
        /// The glance took the key (a move, or Enter with no bar under the cursor), or no one does.
        case taken(Bool)
    }

    /// The keys the bottom bar offers while the glance shows (and undo, while there is a decision to undo).
    static let offeredActions: Set<Action> = [.open, .back, .glance, .refresh]

    func outcome(of action: Action) -> KeyOutcome {
        switch action {
        case .open: selectedGroup.map(KeyOutcome.filter) ?? .taken(true)
        case .back, .glance: .showList
        case .refresh, .undo: .listKey
        default: .taken(perform(action))
        }
    }
}
