import SceneKit

/// The queue at a glance in the list's place (`v`, `:glance`): read from the store when it opens and
/// again whenever the store changes, so it stays exact as orders come and go.
extension OrdersAwaitingApprovalView: QueueGlanceDisplayLogic {
    /// Shows the glance instead of the list (on narrow terminals too), or the list again.
    public func toggleGlance() {
        glanceShown.toggle()
        layout.master = Pane([.init(glanceShown ? glance : list, height: .fill(weight: 1))])
        if glanceShown {
            layout.narrowShows = .master
            interactor?.glance.load()
        }
        layout.focusWhenShown(glanceShown ? glance : list)
        sceneHost?.setNeedsDisplay()
    }

    public func displayGlance(_ viewModel: OrdersAwaitingApproval.Glance.ViewModel) {
        glance.viewModel = viewModel
        sceneHost?.setNeedsDisplay()
    }

    /// What the keys do while the glance shows: Enter filters the list to the bar under the cursor and
    /// shows the list, Esc or v shows the list as it was, moves go to the glance. Nil: the key is the
    /// list's as always (refresh).
    func performOnGlance(_ action: Action) -> Bool? {
        switch action {
        case .open:
            guard let group = glance.selectedGroup else { return true }
            toggleGlance()
            interactor?.glance.apply(.init(group: group))
            return true
        case .back, .glance:
            toggleGlance()
            return true
        case .refresh, .undo:
            return nil
        default:
            return glance.perform(action)
        }
    }
}
